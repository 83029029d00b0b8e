// @vitest-environment happy-dom
/**
 * Prompts (docs/prompts.md) as a GM and three players play them, under both profiles: a request for two players'
 * tokens opens each one's dialog on their own client only, prefilled and locked as the card fixed, with a header
 * saying who asks, for whom and why; the third player and the GM get nothing; rolling from the prompt records the
 * row; closing it leaves the row open and its Roll button as it was; a reload reopens a prompt still open once, and
 * never one that was closed; "only show the card" opens nothing; a blind request's prompt shows no hidden
 * difficulty and its roll stays blind; the sound is off unless asked for, and the same for every prompt; a press of
 * the card's Roll button (or the API) while the prompt is open brings it forward instead of a second dialog. A
 * formula request prompts with the *Any formula* dialog, locked the same way, a hidden target nowhere in it.
 */
import { describe, expect, it } from "vitest";
import { api, control, rollButton, messageById } from "../support/dialog-harness";
import { drawCardAs, tokenDoc, GM, HERO, P1, P2, RIVAL } from "../support/contests-harness";
import { dialogsOf, P3, promptHeader, promptOf, settleTable, usePromptTable } from "../support/prompt-harness";
import type { RequestState } from "../../../src/card-kinds/request/core/request-types";
import { storedCardFlag } from "../support/stored-card";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { updateActor, worldActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

const table = usePromptTable();
const withClient = <T>(userId: string, fn: () => T): T => table().foundry.withClient(userId, fn);

function stateOf(card: ChatMessageView): RequestState {
  return storedCardFlag<RequestState>(card, "request");
}

async function startRequest(options: Record<string, unknown> = {}): Promise<ChatMessageView> {
  const card = await withClient(GM, () =>
    api().requests.start({
      ruleSet: "kaiser",
      rows: [
        { token: tokenDoc(HERO), spec: { bonus: 4 } },
        { token: tokenDoc(RIVAL), spec: { bonus: 2 } },
      ],
      spec: { kind: "resistance", difficulty: 11 },
      ...options,
    }),
  );
  await settleTable();
  return card;
}

/** A player's client loads the page again: its windows are gone, then the world's `ready` runs there. */
async function reload(userId: string): Promise<void> {
  await table().foundry.reloadClient(userId);
  await withClient(userId, async () => Hooks.callAll("ready"));
  await settleTable();
}

function rowButton(html: HTMLElement, row: string): HTMLButtonElement | null {
  return html.querySelector<HTMLButtonElement>(`[data-action="indie-dice-request-roll"][data-participant="${row}"]`);
}

describe("prompts: a card asking a player to roll opens the dialog on that player's client", () => {
  it("opens each asked player's dialog on their own client only, prefilled and locked as the card fixed", async () => {
    await startRequest();
    const ann = await promptOf(withClient, P1);
    const bo = await promptOf(withClient, P2);
    expect(dialogsOf(withClient, P3)).toEqual([]);
    expect(dialogsOf(withClient, GM)).toEqual([]);
    expect(promptHeader(ann)).toEqual([
      "Gamemaster asks you to roll",
      "Character: Brunhild",
      "Why: Brunhild: Kaiser roll request",
    ]);
    expect(promptHeader(bo)).toEqual([
      "Gamemaster asks you to roll",
      "Character: Sigurd",
      "Why: Sigurd: Kaiser roll request",
    ]);
    // What the request fixed is locked; the row's own numbers are there to roll.
    expect(control(ann, "difficulty").value).toBe("11");
    expect(control(ann, "difficulty").disabled).toBe(true);
    expect(control<HTMLSelectElement>(ann, "kind").disabled).toBe(true);
    expect(control(ann, "bonus").value).toBe("4");
    expect(control(bo, "bonus").value).toBe("2");
    // The exact chance is live, as in any roll dialog.
    expect(ann.element.querySelector(".indie-dice-figure[data-outcome=success]")).not.toBeNull();
    // No sound unless the player asked for one.
    expect(table().foundry.playedSounds).toEqual([]);
  });

  it(
    "a formula request prompts each asked player with the Any formula dialog, " +
      "locked as the card set it; rolling from it records the row; closing it leaves the row open",
    async () => {
      const card = await startRequest({
        ruleSet: "formula",
        spec: { formula: "1d20 + @abilities.dex.mod", target: 12, compare: "atLeast" },
      });
      const ann = await promptOf(withClient, P1);
      const bo = await promptOf(withClient, P2);
      expect(dialogsOf(withClient, P3)).toEqual([]);
      expect(dialogsOf(withClient, GM)).toEqual([]);
      expect(ann.constructor.name).toBe("IndieFormulaDialog");
      expect(promptHeader(ann)).toEqual([
        "Gamemaster asks you to roll",
        "Character: Brunhild",
        "Why: Brunhild: Any formula roll request",
      ]);
      const fields = (dialog: typeof ann) =>
        ["formula", "target", "compare", "rollMode"].map((name) => [
          control(dialog, name).value,
          control(dialog, name).disabled,
        ]);
      expect(fields(ann).slice(0, 3)).toEqual([
        ["1d20 + @abilities.dex.mod", true],
        ["12", true],
        ["atLeast", true],
      ]);
      expect(must(fields(ann)[3])[1]).toBe(true);
      // Nothing for the roller to change: the focus goes to Roll (Bo's prompt opened last, in the same test page).
      expect(bo.element.ownerDocument.activeElement).toBe(rollButton(bo));
      // Each its own character's numbers, and the exact chance from them: Brunhild +3 (9 of 20), Sigurd +0 (9 of 20 …
      // 12+).
      const resolved = (dialog: typeof ann) =>
        dialog.element.querySelector('[data-field="formula"] .indie-dice-resolved')?.textContent;
      expect([resolved(ann), resolved(bo)]).toEqual(["= 1d20 + 3", "= 1d20 + 0"]);
      const chance = (dialog: typeof ann) =>
        Number(
          dialog.element.querySelector<HTMLElement>(".indie-dice-figure[data-outcome=target]")?.dataset.probability,
        );
      expect(chance(ann)).toBeCloseTo(12 / 20, 12);
      expect(chance(bo)).toBeCloseTo(9 / 20, 12);
      // Nothing is rolled by the prompt itself.
      expect(stateOf(card).participants.map((row) => row.messageId)).toEqual([null, null]);

      table().foundry.scriptFaces([9]);
      await withClient(P1, () => rollButton(ann).click());
      await settleTable();
      const row = must(stateOf(card).participants[0]);
      expect(row).toMatchObject({ resolved: "1d20 + 3" });
      const rolled = messageById(must(row.messageId));
      expect([must(rolled.rolls[0]).formula, must(rolled.rolls[0]).total]).toEqual(["1d20 + 3", 12]);
      expect(dialogsOf(withClient, P1)).toEqual([]);

      await withClient(P2, () => bo.close());
      await settleTable();
      expect(stateOf(card).participants[1]).toMatchObject({ messageId: null, skipped: false });
      const html = await drawCardAs(table, P2, card);
      expect(rowButton(html, RIVAL)?.disabled).toBe(false);
      await reload(P2);
      expect(dialogsOf(withClient, P2)).toEqual([]);
    },
  );

  it(
    "a blind formula request with its target hidden: " +
      "the prompt shows no target and no chance, and its roll stays blind",
    async () => {
      const card = await startRequest({
        ruleSet: "formula",
        spec: { formula: "1d20 + @abilities.dex.mod", target: 17 },
        mode: "blind",
        showDifficulty: false,
      });
      const ann = await promptOf(withClient, P1);
      expect([
        control(ann, "target").value,
        control(ann, "target").disabled,
        control(ann, "rollMode").disabled,
      ]).toEqual(["", true, true]);
      expect(ann.element.querySelector('[data-field="target"]')?.textContent).toContain("Hidden by the GM");
      expect(ann.element.querySelector(".indie-dice-figure[data-outcome=target]")).toBeNull();
      expect(ann.element.querySelector(".indie-dice-bar.highlight, .indie-dice-odds-row.highlight")).toBeNull();
      expect(promptHeader(ann).join(" ")).not.toMatch(/17/);
      expect(ann.element.querySelector("[data-application-part=fields]")?.textContent).not.toMatch(/17/);
      table().foundry.scriptFaces([14]);
      await withClient(P1, () => rollButton(ann).click());
      await settleTable();
      const row = must(stateOf(card).participants[0]);
      const rolled = messageById(must(row.messageId));
      expect(rolled.blind).toBe(true);
      expect(rolled.whisper).toEqual([GM]);
      expect(rolled.flavor).not.toMatch(/17/);
    },
  );

  it(
    "a formula row whose character's numbers cannot make its formula prompts no one: " +
      "it waits on the card with its error",
    async () => {
      await withClient(GM, () => updateActor(worldActor("rivalActor000001"), { "system.-=abilities": null }));
      await startRequest({ ruleSet: "formula", spec: { formula: "1d20 + @abilities.dex.mod", target: 12 } });
      await promptOf(withClient, P1);
      expect(dialogsOf(withClient, P2)).toEqual([]);
      // Nothing was tried on Bo's client: no refusal shown to him.
      expect(table().foundry.notifications.filter((note) => note.userId === P2)).toEqual([]);
    },
  );

  it("rolling from the prompt records the row; closing it leaves the row open with its Roll button", async () => {
    const card = await startRequest();
    const ann = await promptOf(withClient, P1);
    table().foundry.scriptFaces([6, 5]);
    await withClient(P1, () => rollButton(ann).click());
    await settleTable();
    expect(must(stateOf(card).participants[0]).messageId).not.toBeNull();
    expect(dialogsOf(withClient, P1)).toEqual([]);

    const bo = await promptOf(withClient, P2);
    await withClient(P2, () => bo.close());
    await settleTable();
    expect(stateOf(card).participants[1]).toMatchObject({ messageId: null, skipped: false });
    const html = await drawCardAs(table, P2, card);
    expect(rowButton(html, RIVAL)?.disabled).toBe(false);
    // Its Roll button opens the same dialog, without the prompt's header.
    void withClient(P2, () => must(rowButton(html, RIVAL)).click());
    const pressed = await promptOf(withClient, P2);
    expect(control(pressed, "difficulty").disabled).toBe(true);
    expect(pressed.element.querySelector(".indie-dice-prompt")).toBeNull();
  });

  it(
    "a reload reopens a prompt still open, once; " + "a closed one never; the card's updates open no second one",
    async () => {
      const card = await startRequest();
      await promptOf(withClient, P2);
      await reload(P2);
      const again = await promptOf(withClient, P2);
      expect(promptHeader(again)[1]).toBe("Character: Sigurd");
      // Ann rolls her row: the card changes, Bo's prompt is not opened twice.
      const ann = await promptOf(withClient, P1);
      table().foundry.scriptFaces([3, 3]);
      await withClient(P1, () => rollButton(ann).click());
      await settleTable();
      expect(must(stateOf(card).participants[0]).messageId).not.toBeNull();
      expect(dialogsOf(withClient, P2)).toHaveLength(1);
      // Closed, it stays closed: through a reload too. Ann's rolled row never prompts again.
      await withClient(P2, () => again.close());
      await settleTable();
      await reload(P2);
      await reload(P1);
      expect(dialogsOf(withClient, P2)).toEqual([]);
      expect(dialogsOf(withClient, P1)).toEqual([]);
    },
  );

  it(
    "never two dialogs for one roll: " +
      "a press while the prompt is open brings it forward and shares its roll; Shift rolls at once",
    async () => {
      const card = await startRequest();
      const bo = await promptOf(withClient, P2);
      const pressed = withClient(P2, () => api().requests.roll(must(card.id), RIVAL));
      await settleTable();
      expect(dialogsOf(withClient, P2)).toEqual([bo]);
      table().foundry.scriptFaces([4, 4]);
      await withClient(P2, () => rollButton(bo).click());
      const message = await pressed;
      await settleTable();
      expect(message?.id).toBe(must(stateOf(card).participants[1]).messageId);
      // Ann's prompt gives way to her Shift-press: closed, and the roll made at once from the row's numbers.
      await promptOf(withClient, P1);
      table().foundry.scriptFaces([5, 5]);
      const fast = await withClient(P1, () => api().requests.roll(must(card.id), HERO, { fastForward: true }));
      await settleTable();
      expect(dialogsOf(withClient, P1)).toEqual([]);
      expect(fast?.id).toBe(must(stateOf(card).participants[0]).messageId);
    },
  );

  it("a prompt whose roll the GM made or skipped meanwhile closes", async () => {
    const card = await startRequest();
    await promptOf(withClient, P2);
    expect(await withClient(GM, () => api().requests.skip(must(card.id), RIVAL))).toBe(true);
    await settleTable();
    expect(dialogsOf(withClient, P2)).toEqual([]);
    expect(must(stateOf(card).participants[1]).skipped).toBe(true);
  });

  it("with 'only show the card' nothing opens for that player; the others are prompted as before", async () => {
    await withClient(P2, () => game.settings.set("indie-dice", "promptMode", "card"));
    const card = await startRequest();
    const ann = await promptOf(withClient, P1);
    expect(dialogsOf(withClient, P2)).toEqual([]);
    // Ann's prompt is a labelled dialog that took the focus, for a screen reader to announce. (The players share
    // one test page here, so this is looked at where only one prompt opens.)
    const content = must(ann.element.querySelector(".window-content"));
    expect(content.getAttribute("role")).toBe("dialog");
    const label = ann.element.ownerDocument.getElementById(must(content.getAttribute("aria-labelledby")));
    expect(label?.textContent?.trim()).toBe("Gamemaster asks you to roll");
    expect(
      ann.element.ownerDocument.getElementById(must(content.getAttribute("aria-describedby")))?.textContent,
    ).toContain("Character: Brunhild");
    // Its first field the roller may change: the value the GM set for her row is fixed (issue 64).
    expect(ann.element.ownerDocument.activeElement).toBe(control(ann, "advantages"));
    const html = await drawCardAs(table, P2, card);
    expect(rowButton(html, RIVAL)?.disabled).toBe(false);
  });

  it(
    "a blind request with its difficulty hidden: " + "the prompt shows no difficulty and its roll stays blind",
    async () => {
      const card = await startRequest({ mode: "blind", showDifficulty: false });
      const ann = await promptOf(withClient, P1);
      // Against is locked on a difficulty, hidden: the roller can set none, and the hidden one is nowhere in the
      // dialog.
      expect([control(ann, "mode").value, control(ann, "mode").disabled, control(ann, "difficulty").disabled]).toEqual([
        "difficulty",
        true,
        true,
      ]);
      // (11 shows up only as a total in the dice's distribution: no chance against it, no value of it.)
      expect(control(ann, "difficulty").value).not.toBe("11");
      expect(ann.element.querySelector(".indie-dice-figure[data-outcome=success]")).toBeNull();
      expect(promptHeader(ann).join(" ")).not.toMatch(/11/);
      table().foundry.scriptFaces([6, 6]);
      await withClient(P1, () => rollButton(ann).click());
      await settleTable();
      const rolled = messageById(must(must(stateOf(card).participants[0]).messageId));
      expect(rolled.blind).toBe(true);
      expect(rolled.whisper).toEqual([GM]);
    },
  );

  it(
    "plays Foundry's notification sound on the asked player's client only, " + "when that player turned it on",
    async () => {
      await withClient(P1, () => game.settings.set("indie-dice", "promptSound", true));
      await startRequest({ mode: "blind", showDifficulty: false });
      await promptOf(withClient, P1);
      await promptOf(withClient, P2);
      expect(table().foundry.playedSounds).toEqual([
        { src: "sounds/notify.wav", volume: 1, loop: false, channel: "interface", userId: P1, pushed: false },
      ]);
    },
  );
});

describe(
  "a prompt for a request whose difficulty the GM hides (issue 42): " +
    "the locked field says it is hidden, and holds no number",
  () => {
    /**
     * A field's markup without what names it (ids, `for`, aria references, an input's width): what it shows and
     * carries.
     */
    function shownOf(wrapper: Element): string {
      const copy = wrapper.cloneNode(true) as Element;
      for (const element of [copy, ...copy.querySelectorAll("*")]) {
        for (const name of ["id", "for", "size", "aria-describedby", "aria-controls"]) element.removeAttribute(name);
      }
      return copy.outerHTML;
    }

    it.each([
      // The difficulty is 11; the form's own default would be Kaiser's 10, OGS's 8.
      ["kaiser", { kind: "resistance", difficulty: 11 }, "difficulty"],
      ["ogs", { stat: 8, skill: 6, difficulty: 11 }, "difficulty"],
      ["olde", { count: 2, faces: 6, target: 11 }, "target"],
      ["formula", { formula: "2d6", target: 11 }, "target"],
    ] as const)("%s", async (ruleSet, spec, name) => {
      await withClient(GM, () =>
        api().requests.start({ ruleSet, rows: [{ token: tokenDoc(HERO) }], spec, showDifficulty: false }),
      );
      await settleTable();
      const ann = await promptOf(withClient, P1);
      const wrapper = must(ann.element.querySelector(`[data-field="${name}"]`));
      expect(control(ann, name).disabled).toBe(true);
      expect(control(ann, name).value).toBe("");
      expect(wrapper.querySelector(".hint")?.textContent).toBe("Hidden by the GM");
      // No number at all in the locked field: not the hidden one, not a default, in no attribute, hint or tooltip.
      expect(shownOf(wrapper)).not.toMatch(/\d/);
      // What the roll is against says a difficulty, hidden, not "nothing" (Kaiser's Against).
      if (ruleSet === "kaiser")
        expect([
          control(ann, "mode").value,
          must(wrapper.parentElement).querySelector('[data-field="mode"] .hint')?.textContent,
        ]).toEqual(["difficulty", "Fixed by the card"]);
      // The odds hold no chance against a difficulty, the hidden one or any other: the dice's totals alone.
      const outcomes = [
        ...ann.element.querySelectorAll<HTMLElement>("[data-application-part=odds] [data-outcome]"),
      ].map((e) => e.dataset.outcome);
      expect(outcomes.filter((outcome) => outcome !== "explode")).toEqual([]);
      expect(ann.element.querySelector("[data-application-part=odds] .highlight")).toBeNull();
      expect(promptHeader(ann).join(" ")).not.toMatch(/\d/);
    });
  },
);
