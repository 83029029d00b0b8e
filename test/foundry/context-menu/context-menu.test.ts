// @vitest-environment happy-dom
/**
 * The chat messages' context menu (issue 36), driven as Foundry's chat log drives it — the log's ContextMenu made with
 * the `getChatMessageContextOptions` hook, a right-click on a message in a user's own log, a click on an entry — under
 * the v13 and v14 profiles, as the GM, the roller and another player: which entries each sees, and what each does.
 */
import { describe, expect, it } from "vitest";
import { settingsByName } from "../support/helpers";
import {
  api,
  callHook,
  changeField,
  control,
  rollButton,
  rollDialog,
  settle,
  waitFor,
  messageById,
} from "../support/dialog-harness";
import { drawCardAs, tokenDoc, useContestTable, GM, HERO, P1, P2, RIVAL, VILLAIN } from "../support/contests-harness";
import { chooseMessageEntry, openMessageMenu, ourLabels } from "../support/context-menu-harness";
import type { RequestState } from "../../../src/card-kinds/request/core/request-types";
import { deprecations } from "../../../foundry-double/profile";
import { pressEnter } from "../../../foundry-double/implicit-submission";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { readDialogSettings } from "../../../src/foundry/dialog-settings";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { worldActor } from "../../../foundry-double/documents/world";
import { queryFromAnyClient } from "../support/any-client";
import { must } from "../../kit";

/** A Kaiser resistance check's exact chance to reach `difficulty` with `bonus`, as its dialog gives it. */
function rowChance(bonus: number, difficulty: number): number {
  const settings = readDialogSettings();
  const model = DIALOG_MODELS.kaiser;
  const form = {
    ...model.defaults(settings),
    ...model.formFromSpec({ kind: "resistance", bonus, difficulty }, settings),
  };
  return must(
    must(model.build(form, { i18n: game.i18n, settings, showOdds: true }).odds).rows.find(
      (row) => row.outcome === "success",
    ),
  ).probability;
}

const table = useContestTable();

const ROLL_ENTRIES = [
  "Roll again",
  "Roll again privately (GM only)",
  "Roll again blind",
  "Open in the dialog",
  "Save as a saved roll",
];

interface PostedMessage {
  readonly id: string;
  readonly whisper: readonly string[];
  readonly blind: boolean;
  readonly rolls: { readonly formula: string; readonly options: Record<string, unknown> }[];
  readonly speaker: { readonly actor: string | null; readonly token?: string | null };
  readonly author: { readonly id: string };
  readonly flags: Record<string, Record<string, unknown>>;
}

function messages(): PostedMessage[] {
  return table().foundry.messages as PostedMessage[];
}

const HERO_ACTOR = "heroActor0000001";

function hero(): Actor.Implementation {
  return worldActor("heroActor0000001");
}

/** Brunhild's Kaiser skill check (bonus 4, against 11), rolled by Ann from the dialog's API in `mode`. */
async function annRolls(mode = "public"): Promise<PostedMessage> {
  await table().foundry.renderChatLog();
  table().foundry.scriptFaces([6, 5]);
  await table().foundry.withClient(P1, () =>
    api().dialogs.open("kaiser", {
      actor: hero(),
      spec: { kind: "skill", bonus: 4, difficulty: 11 },
      fastForward: true,
      rollMode: mode,
    }),
  );
  await settle(10);
  return must(messages().at(-1));
}

describe("the context menu on a roll of ours", () => {
  it("offers the roller and the GM every roll entry, another player none; Foundry's own entries stay", async () => {
    const roll = await annRolls();
    const ann = await openMessageMenu(table().foundry, P1, roll.id);
    expect(ourLabels(ann)).toEqual(ROLL_ENTRIES);
    expect(ann).toContain("SIDEBAR.Delete");
    expect(ourLabels(await openMessageMenu(table().foundry, GM, roll.id))).toEqual(ROLL_ENTRIES);
    expect(ourLabels(await openMessageMenu(table().foundry, P2, roll.id))).toEqual([]);
    // v14 reads its own entry form: no deprecated member was read.
    expect(deprecations).toEqual([]);
  });

  it("Roll again posts a second roll with the same spec and speaker, in the roller's current mode", async () => {
    const roll = await annRolls();
    await table().foundry.setChatMode("gmroll");
    table().foundry.scriptFaces([2, 3]);
    await chooseMessageEntry(table().foundry, P1, roll.id, "Roll again");
    const again = must(messages().at(-1));
    expect(again.id).not.toBe(roll.id);
    expect(again.author.id).toBe(P1);
    expect(again.speaker.actor).toBe(roll.speaker.actor);
    expect(must(again.rolls[0]).formula).toBe(must(roll.rolls[0]).formula);
    expect(must(again.rolls[0]).options).toMatchObject({ kind: "skill", bonus: 4, difficulty: 11 });
    expect(again.whisper).toEqual([GM]);
    expect(again.blind).toBe(false);
    await table().foundry.setChatMode("publicroll");
  });

  it("Roll again privately whispers the GM; Roll again blind makes a blind copy that stays blind", async () => {
    const roll = await annRolls();
    table().foundry.scriptFaces([1, 6, 4, 4, 3, 3]);
    await chooseMessageEntry(table().foundry, P1, roll.id, "Roll again privately (GM only)");
    expect(messages().at(-1)).toMatchObject({ whisper: [GM], blind: false });
    await chooseMessageEntry(table().foundry, GM, roll.id, "Roll again blind");
    const blind = must(messages().at(-1));
    expect(blind).toMatchObject({ whisper: [GM], blind: true });
    // Ann may not see the GM's blind copy: nothing of ours is offered her on it. The GM may only roll it again blind.
    expect(ourLabels(await openMessageMenu(table().foundry, P1, blind.id))).toEqual([]);
    expect(ourLabels(await openMessageMenu(table().foundry, GM, blind.id))).toEqual([
      "Roll again blind",
      "Open in the dialog",
      "Save as a saved roll",
    ]);
    await chooseMessageEntry(table().foundry, GM, blind.id, "Roll again blind");
    expect(messages().at(-1)).toMatchObject({ whisper: [GM], blind: true });
    expect(must(messages().at(-1)).id).not.toBe(blind.id);
    // Opened in the dialog, a blind roll is rolled blind again, whatever the GM's chat bar says.
    const count = messages().length;
    const chosen = chooseMessageEntry(table().foundry, GM, blind.id, "Open in the dialog");
    const dialog = await table().foundry.withClient(GM, () => rollDialog());
    table().foundry.scriptFaces([2, 2]);
    await table().foundry.withClient(GM, () => rollButton(dialog).click());
    await chosen;
    await waitFor("the roll from the dialog", () => messages().length > count);
    expect(messages().at(-1)).toMatchObject({ whisper: [GM], blind: true, author: { id: GM } });
  });

  it("the author of a blind roll may only roll it again blind: nothing that shows its spec or dice", async () => {
    const roll = await annRolls("blind");
    expect(ourLabels(await openMessageMenu(table().foundry, P1, roll.id))).toEqual(["Roll again blind"]);
    expect(ourLabels(await openMessageMenu(table().foundry, P2, roll.id))).toEqual([]);
    table().foundry.scriptFaces([3, 4]);
    await chooseMessageEntry(table().foundry, P1, roll.id, "Roll again blind");
    expect(messages().at(-1)).toMatchObject({ whisper: [GM], blind: true, author: { id: P1 } });
  });

  it("Open in the dialog opens the rule set's dialog filled with the roll's spec", async () => {
    const roll = await annRolls();
    const chosen = chooseMessageEntry(table().foundry, P1, roll.id, "Open in the dialog");
    const dialog = await table().foundry.withClient(P1, () => rollDialog());
    expect(dialog.ruleSet).toBe("kaiser");
    expect(control(dialog, "bonus").value).toBe("4");
    expect(control(dialog, "difficulty").value).toBe("11");
    expect(control<HTMLSelectElement>(dialog, "kind").value).toBe("skill");
    await dialog.close();
    await chosen;
    expect(must(messages().at(-1)).id).toBe(roll.id);
  });

  it(
    "Roll again and Open in the dialog keep the original's speaker, " + "token, flavor and the rules it was made under",
    async () => {
      await table().foundry.renderChatLog();
      const world = (values: Record<string, string>) =>
        table().foundry.withClient(GM, async () => {
          for (const [name, value] of Object.entries(values)) await settingsByName().set("indie-dice", name, value);
        });
      await world({ kingdomsBasicRule: "positive", kaiserAdvantageMethod: "sequential", kaiserTieRule: "defender" });
      table().foundry.scriptFaces([6, 5, 6, 5, 4, 3]);
      await table().foundry.withClient(P1, async () => {
        await api().dialogs.open("kingdoms", {
          actor: hero(),
          token: tokenDoc(HERO),
          spec: { pool: 3, dice: 2, dt: 7 },
          fastForward: true,
          flavor: "Sneak past",
        });
        await api().dialogs.open("kaiser", {
          actor: hero(),
          token: tokenDoc(HERO),
          spec: { kind: "skill", bonus: 2, advantage: 2, opponent: 9 },
          fastForward: true,
        });
      });
      await settle(10);
      const [kingdoms, kaiser] = messages().slice(-2) as [PostedMessage & { flavor: string }, PostedMessage];
      // The GM changes the world's rules since.
      await world({ kingdomsBasicRule: "zeroOrMore", kaiserAdvantageMethod: "pool", kaiserTieRule: "roll-off" });
      table().foundry.scriptFaces([6, 5, 6, 5, 4, 3]);
      await chooseMessageEntry(table().foundry, P1, kingdoms.id, "Roll again");
      const again = messages().at(-1) as PostedMessage & { flavor: string; speaker: Record<string, unknown> };
      expect(again.speaker).toEqual(kingdoms.speaker);
      expect(again.speaker).toMatchObject({ actor: HERO_ACTOR, token: HERO });
      expect(again.flavor).toBe("Sneak past");
      expect(must(again.rolls[0]).options).toMatchObject({ dice: 2, dt: 7, pool: 3, rule: "positive" });
      await chooseMessageEntry(table().foundry, P1, kaiser.id, "Roll again privately (GM only)");
      const kaiserAgain = must(messages().at(-1));
      expect(must(kaiserAgain.rolls[0]).formula).toBe(must(kaiser.rolls[0]).formula);
      expect(must(kaiserAgain.rolls[0]).options).toMatchObject({
        method: "sequential",
        opponent: { value: 9, tieRule: "defender" },
      });
      // Opened in the dialog: its odds and its roll are reckoned by the same rules; a changed opponent keeps them too.
      const chosen = chooseMessageEntry(table().foundry, P1, kaiser.id, "Open in the dialog");
      const dialog = await table().foundry.withClient(P1, () => rollDialog());
      expect(dialog.element.textContent).toContain("Advantage method (world setting): Sequential rerolls");
      await changeField(dialog, "opponent", "10");
      table().foundry.scriptFaces([3, 3, 3, 3]);
      await table().foundry.withClient(P1, () => rollButton(dialog).click());
      await chosen;
      await waitFor("the roll from the dialog", () => must(messages().at(-1)).id !== kaiserAgain.id);
      expect(must(must(messages().at(-1)).rolls[0]).options).toMatchObject({
        method: "sequential",
        opponent: { value: 10, tieRule: "defender" },
      });
      expect(must(messages().at(-1)).speaker).toMatchObject({ actor: HERO_ACTOR, token: HERO });
      // Saved from the menu, a roll with a flavor is named by it.
      await chooseMessageEntry(table().foundry, P1, kingdoms.id, "Save as a saved roll");
      expect(
        api()
          .savedRolls.list(hero())
          .map((saved) => saved.name),
      ).toEqual(["Sneak past"]);
    },
  );

  it("Roll again of a roll no character spoke keeps its speaker, not a token the re-roller has selected", async () => {
    await table().foundry.renderChatLog();
    table().foundry.scriptFaces([3, 4, 5]);
    await table().foundry.withClient(P1, () =>
      api().dialogs.open("olde", { spec: { count: 1, faces: 6 }, fastForward: true }),
    );
    await settle(10);
    const roll = messages().at(-1) as PostedMessage & { speaker: Record<string, unknown> };
    expect(roll.speaker).toMatchObject({ actor: null, token: null, alias: "Ann" });
    table().foundry.controlTokens([VILLAIN], GM);
    await chooseMessageEntry(table().foundry, GM, roll.id, "Roll again");
    expect(must(messages().at(-1)).speaker).toEqual(roll.speaker);
  });

  it(
    "Save as a saved roll keeps the roll's spec on the speaker's character, " + "under a short name of its own",
    async () => {
      const roll = await annRolls();
      await chooseMessageEntry(table().foundry, P1, roll.id, "Save as a saved roll");
      await chooseMessageEntry(table().foundry, P1, roll.id, "Save as a saved roll");
      const saved = api().savedRolls.list(hero());
      // Named by its numbers, not its notation (a roll with a flavor is named by it).
      expect(saved.map((s) => s.name)).toEqual([
        "Kaiser: Value 4, Difficulty 11",
        "Kaiser: Value 4, Difficulty 11 (2)",
      ]);
      expect(saved[0]).toMatchObject({ ruleSet: "kaiser", spec: { kind: "skill", bonus: 4, difficulty: 11 } });
    },
  );
});

describe("the context menu on a card", () => {
  function requestState(card: ChatMessageView): RequestState {
    const message = messageById(must(card.id));
    return JSON.parse(JSON.stringify(must(message.flags["indie-dice"]).request)) as RequestState;
  }

  async function hiddenRequest(): Promise<ChatMessageView> {
    await table().foundry.renderChatLog();
    const card = await table().foundry.withClient(GM, () =>
      api().requests.start({
        ruleSet: "kaiser",
        rows: [HERO, RIVAL, VILLAIN].map((token) => ({ token: tokenDoc(token), spec: { bonus: 3 } })),
        spec: { kind: "resistance", difficulty: 11 },
        question: "everyone",
        showDifficulty: false,
      }),
    );
    await settle(10);
    return card;
  }

  async function rollRow(user: string, card: ChatMessageView, row: string, faces: number[]) {
    table().foundry.scriptFaces(faces);
    const message = await table().foundry.withClient(user, () =>
      api().requests.roll(must(card.id), row, { fastForward: true }),
    );
    await settle(20);
    return message as PostedMessage;
  }

  function statuses(html: HTMLElement): (string | null)[] {
    return [...html.querySelectorAll(".indie-dice-request-status")].map((status) => status.textContent);
  }

  it("every card may be popped out; the GM's entries are the GM's alone", async () => {
    const card = await hiddenRequest();
    expect(messageById(must(card.id)).flags.core).toEqual({ canPopout: true });
    const gm = await openMessageMenu(table().foundry, GM, must(card.id));
    expect(gm).toContain("CHAT.PopoutMessage");
    expect(ourLabels(gm)).toEqual(["Reveal the difficulty", "Change the difficulty"]);
    const ann = await openMessageMenu(table().foundry, P1, must(card.id));
    expect(ann).toContain("CHAT.PopoutMessage");
    expect(ourLabels(ann)).toEqual([]);
  });

  it(
    "Reveal the difficulty shows it on every viewer's card, with the rows' chances; " + "then it is offered no more",
    async () => {
      const card = await hiddenRequest();
      expect((await drawCardAs(table, P1, card)).textContent).not.toMatch(/11/);
      await chooseMessageEntry(table().foundry, GM, must(card.id), "Reveal the difficulty");
      expect(requestState(card).showDifficulty).toBe(true);
      const ann = await drawCardAs(table, P1, card);
      expect(ann.querySelector(".indie-dice-request-asked")?.textContent).toContain("Difficulty: 11");
      expect(ann.querySelectorAll("[data-probability]").length).toBeGreaterThan(0);
      expect(ourLabels(await openMessageMenu(table().foundry, GM, must(card.id)))).toEqual([]);
    },
  );

  it(
    "Change the difficulty before anyone rolled: " +
      "the group's exact chance is the product of the rows' at the new difficulty",
    async () => {
      const card = await hiddenRequest();
      const chosen = chooseMessageEntry(table().foundry, GM, must(card.id), "Change the difficulty");
      const dialog = await waitFor("the difficulty dialog", () =>
        document.querySelector<HTMLElement>("dialog.difficulty-dialog[open]"),
      );
      must(dialog.querySelector<HTMLInputElement>('input[name="difficulty"]')).value = "13";
      must(dialog.querySelector<HTMLButtonElement>('button[data-action="ok"]')).click();
      await chosen;
      await settle(20);
      const row = rowChance(3, 13);
      const figure = (await drawCardAs(table, GM, card)).querySelector<HTMLElement>('[data-outcome="group"]');
      expect(Number(figure?.dataset.probability)).toBeCloseTo(row ** 3, 12);
      expect(row).not.toBeCloseTo(rowChance(3, 11), 3);
      // Still hidden from the players: their card shows no number.
      expect((await drawCardAs(table, P1, card)).textContent).not.toMatch(/13/);
    },
  );

  it(
    "Change the difficulty after the rolls re-judges the rows and the group's exact chance; " +
      "the recorded rolls stay",
    async () => {
      const card = await hiddenRequest();
      // 6 + 5 + 3 = 14 and 4 + 4 + 3 = 11 pass against 11; the villain has not rolled.
      const annRoll = await rollRow(P1, card, HERO, [6, 5]);
      await rollRow(P2, card, RIVAL, [4, 4]);
      const before = requestState(card);
      expect(statuses(await drawCardAs(table, GM, card))).toEqual(["passed", "passed", "to roll"]);
      const chanceBefore = Number(
        must((await drawCardAs(table, GM, card)).querySelector<HTMLElement>('[data-outcome="group"]')).dataset
          .probability,
      );
      const chosen = chooseMessageEntry(table().foundry, GM, must(card.id), "Change the difficulty");
      const dialog = await waitFor("the difficulty dialog", () =>
        document.querySelector<HTMLElement>("dialog.difficulty-dialog[open]"),
      );
      const input = must(dialog.querySelector<HTMLInputElement>('input[name="difficulty"]'));
      expect(input.value).toBe("11");
      input.value = "13";
      must(dialog.querySelector<HTMLButtonElement>('button[data-action="ok"]')).click();
      await chosen;
      await settle(20);
      const after = requestState(card);
      expect(after.spec).toEqual({ kind: "resistance", difficulty: 13 });
      expect(after.participants.map((row) => [row.messageId, row.rollCopy])).toEqual(
        before.participants.map((row) => [row.messageId, row.rollCopy]),
      );
      expect(messages().some((message) => message.id === annRoll.id)).toBe(true);
      const gm = await drawCardAs(table, GM, card);
      expect(statuses(gm)).toEqual(["passed", "failed", "to roll"]);
      // Everyone must pass and the rival failed: the group fails whatever the villain rolls.
      expect(gm.querySelector<HTMLElement>('[data-outcome="group"]')?.dataset.probability ?? "0").not.toBe(
        String(chanceBefore),
      );
      expect(gm.querySelector(".indie-dice-banner")?.textContent?.trim()).toBe("The group fails.");
    },
  );

  it("a player's forged change is refused by the GM's client", async () => {
    const card = await hiddenRequest();
    // No query reaches the GM's change: a player's client has nothing to ask it with.
    const forged = await table().foundry.withClient(P1, () =>
      queryFromAnyClient("indie-dice.changeDifficulty", { cardId: card.id, difficulty: "2" }).then(
        () => "answered",
        () => "refused",
      ),
    );
    expect(forged).toBe("refused");
    expect(requestState(card).spec).toEqual({ kind: "resistance", difficulty: 11 });
  });

  it(
    "Change the difficulty checks as it is typed: " +
      "the reason beside the field, OK disabled, the typed text kept; nothing changes until one reads",
    async () => {
      const card = await hiddenRequest();
      let done = false;
      const chosen = chooseMessageEntry(table().foundry, GM, must(card.id), "Change the difficulty").then(
        () => (done = true),
      );
      const dialog = await waitFor("the difficulty dialog", () =>
        document.querySelector<HTMLElement>("dialog.difficulty-dialog[open]"),
      );
      const input = must(dialog.querySelector<HTMLInputElement>('input[name="difficulty"]'));
      const ok = must(dialog.querySelector<HTMLButtonElement>('button[data-action="ok"]'));
      const reason = () =>
        dialog.querySelector<HTMLElement>(".indie-dice-field-error:not([hidden])")?.textContent?.trim() ?? null;
      for (const [typed, why] of [
        ["2.5", "“2.5” is no difficulty: give a whole number between −1,000,000 and 1,000,000."],
        ["", "Give the new difficulty: a whole number between −1,000,000 and 1,000,000."],
        ["9999999", "“9999999” is no difficulty: give a whole number between −1,000,000 and 1,000,000."],
      ]) {
        // Typed: the reason shows at once, and OK waits.
        input.value = must(typed);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        expect([reason(), input.getAttribute("aria-invalid"), ok.disabled]).toEqual([why, "true", true]);
        // Enter in the field does nothing then (the form's default button is disabled).
        expect(pressEnter(input)).toBe(false);
        await settle(10);
        expect(dialog.hasAttribute("open")).toBe(true);
        expect(input.value).toBe(typed);
        expect(done).toBe(false);
        expect(requestState(card).spec).toEqual({ kind: "resistance", difficulty: 11 });
      }
      // OK pressed before the check saw the text: the submit checks it, and the dialog stays open, OK disabled again.
      input.value = "2.5";
      ok.disabled = false;
      ok.click();
      await waitFor("OK disabled again after Foundry's submit", () => ok.disabled);
      expect([dialog.hasAttribute("open"), reason(), done]).toEqual([
        true,
        "“2.5” is no difficulty: give a whole number between −1,000,000 and 1,000,000.",
        false,
      ]);
      input.value = "−3";
      input.dispatchEvent(new Event("input", { bubbles: true }));
      expect([reason(), input.getAttribute("aria-invalid"), ok.disabled]).toEqual([null, "false", false]);
      ok.click();
      await chosen;
      await settle(20);
      expect(document.querySelector("dialog.difficulty-dialog")).toBeNull();
      expect(requestState(card).spec).toEqual({ kind: "resistance", difficulty: -3 });
    },
  );

  it("Select the tokens that passed / failed controls exactly those tokens on the GM's canvas", async () => {
    const card = await hiddenRequest();
    await rollRow(P1, card, HERO, [6, 5]);
    await rollRow(P2, card, RIVAL, [1, 2]);
    await rollRow(GM, card, VILLAIN, [6, 6]);
    table().foundry.controlTokens([RIVAL], GM);
    const gm = ourLabels(await openMessageMenu(table().foundry, GM, must(card.id)));
    expect(gm).toEqual([
      "Select the tokens that passed",
      "Select the tokens that failed",
      "Reveal the difficulty",
      "Change the difficulty",
    ]);
    expect(ourLabels(await openMessageMenu(table().foundry, P1, must(card.id)))).toEqual([]);
    const controlled = () =>
      table().foundry.withClient(GM, () =>
        (canvas as { tokens: { controlled: { id: string }[] } }).tokens.controlled.map((token) => token.id).sort(),
      );
    await chooseMessageEntry(table().foundry, GM, must(card.id), "Select the tokens that passed");
    expect(controlled()).toEqual([HERO, VILLAIN].sort());
    await chooseMessageEntry(table().foundry, GM, must(card.id), "Select the tokens that failed");
    expect(controlled()).toEqual([RIVAL]);
  });

  it("a contest's winners and losers are selected by the card's verdict", async () => {
    await table().foundry.renderChatLog();
    const card = await table().foundry.withClient(GM, () =>
      api().contests.start({
        ruleSet: "kingdoms",
        attackers: [tokenDoc(HERO), tokenDoc(RIVAL)],
        defender: tokenDoc(VILLAIN),
        specs: { attackers: { pool: 2, dice: 2, dt: 7 }, defender: { pool: 2, dice: 2, dt: 7 } },
      }),
    );
    await settle(10);
    expect(ourLabels(await openMessageMenu(table().foundry, GM, must(card.id)))).toEqual([]);
    const roll = async (user: string, participant: string, faces: number[]) => {
      table().foundry.scriptFaces(faces);
      await table().foundry.withClient(user, () =>
        api().contests.roll(must(card.id), participant, { fastForward: true }),
      );
      await settle(20);
    };
    // Margins: Brunhild +4 (12, 12), Sigurd −4 (1, 1), Fafnir 0 (8, 5): Brunhild wins, Sigurd loses, Fafnir neither.
    await roll(P1, HERO, [12, 12]);
    await roll(P2, RIVAL, [1, 1]);
    await roll(GM, VILLAIN, [8, 5]);
    const controlled = () =>
      table().foundry.withClient(GM, () =>
        (canvas as { tokens: { controlled: { id: string }[] } }).tokens.controlled.map((token) => token.id),
      );
    await chooseMessageEntry(table().foundry, GM, must(card.id), "Select the tokens that passed");
    expect(controlled()).toEqual([HERO]);
    await chooseMessageEntry(table().foundry, GM, must(card.id), "Select the tokens that failed");
    expect(controlled()).toEqual([RIVAL]);
  });

  it(
    "a group test's members are selected by their own final Score; " +
      "an extended test's roller by whether the target was reached",
    async () => {
      await table().foundry.renderChatLog();
      const group = await table().foundry.withClient(GM, () =>
        api().groupTests.groupTest({
          participants: [
            { participant: tokenDoc(HERO), modifier: 2 },
            tokenDoc(RIVAL),
            { participant: tokenDoc(VILLAIN), modifier: 2 },
          ],
        }),
      );
      const rollMember = async (user: string, participant: string, face: number) => {
        table().foundry.scriptFaces([face]);
        await table().foundry.withClient(user, () =>
          api().groupTests.groupRoll(must(group.id), participant, { fastForward: true }),
        );
        await settle(20);
      };
      // Brunhild 8 + 2 and Fafnir 5 + 2 pass (7+), Sigurd's 3 fails.
      await rollMember(P1, HERO, 8);
      await rollMember(P2, RIVAL, 3);
      await rollMember(GM, VILLAIN, 5);
      const controlled = () =>
        table().foundry.withClient(GM, () =>
          (canvas as { tokens: { controlled: { id: string }[] } }).tokens.controlled.map((token) => token.id).sort(),
        );
      await chooseMessageEntry(table().foundry, GM, must(group.id), "Select the tokens that passed");
      expect(controlled()).toEqual([HERO, VILLAIN].sort());
      await chooseMessageEntry(table().foundry, GM, must(group.id), "Select the tokens that failed");
      expect(controlled()).toEqual([RIVAL]);

      const extended = await table().foundry.withClient(GM, () =>
        api().extendedTests.extendedTest({
          token: tokenDoc(HERO),
          dt: 7,
          pool: 3,
          replenish: 1,
          targetMargin: 3,
          rounds: 3,
        }),
      );
      await settle(10);
      expect(ourLabels(await openMessageMenu(table().foundry, GM, must(extended.id)))).toEqual([]);
      // Three 12s: a margin of 6 in the first round reaches the target of 3.
      table().foundry.scriptFaces([12, 12, 12]);
      await table().foundry.withClient(P1, () =>
        api().extendedTests.extendedRoll(must(extended.id), { fastForward: true }),
      );
      await settle(20);
      expect(ourLabels(await openMessageMenu(table().foundry, GM, must(extended.id)))).toEqual([
        "Select the tokens that passed",
      ]);
      await chooseMessageEntry(table().foundry, GM, must(extended.id), "Select the tokens that passed");
      expect(controlled()).toEqual([HERO]);
    },
  );

  it(
    "a card's roll its card still waits for " +
      "(posted while no GM was on) is offered Roll again, never Open in the dialog: " +
      "the card's own dialog keeps what it fixed",
    async () => {
      const card = await hiddenRequest();
      await table().foundry.setUserActive(GM, false);
      const annRoll = await rollRow(P1, card, HERO, [6, 5]);
      expect(must(requestState(card).participants[0]).messageId).toBeNull();
      const labels = ourLabels(await openMessageMenu(table().foundry, P1, annRoll.id));
      expect(labels).toContain("Roll again");
      expect(labels).not.toContain("Open in the dialog");
      await table().foundry.setUserActive(GM, true);
    },
  );

  it(
    "a card's roll is offered again only while its card takes one; " +
      "chosen from a stale menu, the card refuses it before any die",
    async () => {
      const card = await hiddenRequest();
      const annRoll = await rollRow(P1, card, HERO, [6, 5]);
      const count = messages().length;
      expect(ourLabels(await openMessageMenu(table().foundry, P1, annRoll.id))).toEqual(["Save as a saved roll"]);
      // The entry as Foundry holds it, chosen on the roll (a menu opened before the card recorded it).
      const entries: {
        name?: string;
        label?: string;
        callback?(li: HTMLElement): unknown;
        onClick?(event: Event, li: HTMLElement): unknown;
      }[] = [];
      callHook("getChatMessageContextOptions", ui.chat, entries);
      const again = must(entries.find((entry) => (entry.label ?? entry.name) === "INDIE_DICE.ContextMenu.RollAgain"));
      const li = Object.assign(document.createElement("li"), { className: "message" });
      li.dataset.messageId = annRoll.id;
      table().foundry.scriptFaces([1, 1]);
      await table().foundry.withClient(P1, () =>
        again.onClick ? again.onClick(new Event("click"), li) : again.callback!(li),
      );
      await settle(20);
      expect(messages().length).toBe(count);
      expect(table().foundry.scriptedRemaining).toBe(2);
      table().foundry.clearScript();
      expect(table().foundry.notifications.at(-1)?.message).toBe("Brunhild has already rolled for this request.");
      expect(must(requestState(card).participants[0]).messageId).toBe(annRoll.id);
    },
  );
});
