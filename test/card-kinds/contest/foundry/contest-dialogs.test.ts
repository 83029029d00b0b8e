// @vitest-environment happy-dom
/**
 * What a user does around a contest card: starts it from the "Start contest" tool's dialog, rolls a side through
 * the rule set's roll dialog (a roll the card fixed cannot be changed there), and sees only the rolls Foundry lets
 * them see (a blind or private roll shows as "?", its pairing hidden until the card is resolved).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  api,
  callHook,
  changeField,
  control,
  part,
  rollButton,
  rollDialog,
  rollDialogCount,
  settle,
  shownOdds,
  waitFor,
  messageViews,
  openWindows,
} from "../../../foundry/support/dialog-harness";
import { pressEnter } from "../../../../foundry-double";
import { contestPairingOdds } from "../../../../src/card-kinds/contest/core/contest-odds";
import { startContest } from "../../../../src/card-kinds/contest/core/contest-setup";
import { type ContestState } from "../../../../src/card-kinds/contest/core/contest-types";
import { LIVE_INPUT_DELAY_MS } from "../../../../src/ui/dom/live-input";
import {
  cardTextAs,
  draws,
  rollAs,
  rollDrawsAs,
  startCard,
  spyWarnings,
  startKingdomsCard,
  stateOf,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  KR,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../../../foundry/support/contests-harness";
import type { ChatMessageView as ContestMessage } from "../../../../src/foundry/types/chat-message";
import { must } from "../../../kit";
import { BUILT_IN_RULE_SETS } from "../../../rule-sets/fixtures";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

describe("the Start contest tool and its dialog", () => {
  type Tool = { onChange(event: Event, active: boolean): void; title: string; button: boolean };
  interface StartDialogView {
    readonly element: HTMLFormElement;
    readonly rendered: boolean;
    close(): Promise<unknown>;
  }

  function contestTool(): Tool {
    const controls = { tokens: { tools: {} as Record<string, Tool> } };
    callHook("getSceneControlButtons", controls);
    return must(controls.tokens.tools.indieDiceContest);
  }

  function openStartDialogs(): StartDialogView[] {
    return openWindows<StartDialogView>("StartContestDialog");
  }

  async function startDialog(): Promise<StartDialogView> {
    return waitFor("the start-contest dialog", () => openStartDialogs().find((app) => app.rendered));
  }

  function field<T extends HTMLElement = HTMLInputElement>(dialog: StartDialogView, name: string): T {
    return control<T>(dialog, name);
  }

  /** Changes a field as a user does and waits for the chances to be drawn again. */
  async function change(dialog: StartDialogView, name: string, value: string | boolean): Promise<void> {
    const before = odds(dialog);
    const element = field<HTMLInputElement | HTMLSelectElement>(dialog, name);
    if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = value as boolean;
    else element.value = String(value);
    element.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor(`the chances after ${name} changed`, () => oddsPart(dialog) !== before.part && oddsPart(dialog));
  }

  function oddsPart(dialog: StartDialogView): HTMLElement | null {
    return dialog.element.querySelector<HTMLElement>('[data-application-part="odds"]');
  }

  function odds(dialog: StartDialogView) {
    const part = must(oddsPart(dialog));
    const figures = [...part.querySelectorAll<HTMLElement>(".indie-dice-figure")].map((f) => [
      f.dataset.outcome,
      Number(f.dataset.probability),
      f.textContent,
    ]);
    return { part, figures, note: part.querySelector(".indie-dice-contest-setup-note")?.textContent ?? null };
  }

  function startButton(dialog: StartDialogView): HTMLButtonElement {
    return must(dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-contest-start-button"));
  }

  function cards(): ContestMessage[] {
    return messageViews().filter((m) => m.flags["indie-dice"]?.contest);
  }

  async function openAs(user: string): Promise<StartDialogView> {
    table().foundry.controlTokens([HERO], user);
    table().foundry.targetTokens([VILLAIN], user);
    table().foundry.withClient(user, () => contestTool().onChange(new Event("click"), true));
    return startDialog();
  }

  it("is a button whose dialog offers the world's rule sets and a fieldset for each side, named", async () => {
    await game.settings.set("indie-dice", "offerOlde", false);
    const tool = contestTool();
    expect(tool).toMatchObject({ button: true, title: "INDIE_DICE.Contest.Start.Title" });
    const dialog = await openAs(P1);
    const options = [...field<HTMLSelectElement>(dialog, "ruleSet").options].map((o) => [o.value, o.textContent]);
    // The world's rule sets (every built-in one but Olde: Kaiser, OGS, K&R and the Kleptonomicon of the five), then
    // the contest of any formula, which every world offers.
    expect(options.map(([value]) => value)).toEqual([
      ...BUILT_IN_RULE_SETS.filter((ruleSet) => ruleSet !== "olde"),
      "formula",
    ]);
    expect(options.every(([, label]) => label && !label.startsWith("INDIE_DICE"))).toBe(true);
    expect(field(dialog, "attack").checked).toBe(false);
    expect(dialog.element.querySelector(".window-title")?.textContent).toBe("Start contest");
    const legends = [...dialog.element.querySelectorAll("fieldset legend")].map((legend) => legend.textContent);
    expect(legends).toEqual(["Attacker: Brunhild", "Defender: Fafnir"]);
    // Kaiser's own contest fields, and nothing that only shapes a lone roll.
    expect(field(dialog, "a0.bonus").value).toBe("0");
    expect(() => field(dialog, "a0.difficulty")).toThrow(/no field/);
    // A player is told that the rolls of sides they do not own are only proposals.
    expect(dialog.element.querySelector(".indie-dice-contest-setup-notice")?.textContent).toMatch(/proposal/);
  });

  it(
    "opens as wide as its sides and chances need on a 1920 px screen, " +
      "resizable, and keeps the size the user gives it",
    async () => {
      (
        window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
      ).happyDOM.setViewport({ width: 1920, height: 1080 });
      type Positioned = StartDialogView & {
        position: { width: unknown; height: unknown };
        setPosition(p: object): unknown;
      };
      const dialog = (await openAs(P1)) as Positioned;
      // One attacker and the defender: two side columns (at least) and the chances beside them.
      expect(dialog.position).toMatchObject({ width: 2 * 368 + 340 + 48, height: "auto" });
      expect(dialog.element.querySelector(".window-resize-handle")).not.toBeNull();
      dialog.setPosition({ width: 1200, height: 800 });
      await dialog.close();
      expect(game.settings.get("indie-dice", "windowSizes")).toEqual({ "start-contest": { width: 1200, height: 800 } });
      const again = (await openAs(P1)) as Positioned;
      expect(again.position).toMatchObject({ width: 1200, height: 800 });
      await again.close();
    },
  );

  it("shows each pairing's exact chances before anyone rolls, and updates them as a side's roll changes", async () => {
    const dialog = await openAs(GM);
    const even = odds(dialog).figures;
    expect(even.map(([outcome]) => outcome)).toEqual(["attacker", "defender"]);
    expect(must(even[0])[2]).toMatch(/^Brunhild wins: \d/);
    await change(dialog, "a0.bonus", "5");
    const stronger = odds(dialog).figures;
    expect(must(stronger[0])[1]).toBeGreaterThan(must(even[0])[1] as number);
    expect((must(stronger[0])[1] as number) + (must(stronger[1])[1] as number)).toBeCloseTo(1, 12);
    expect(dialog.element.querySelector(".indie-dice-contest-setup-hint")).not.toBeNull();
    expect(dialog.element.querySelector(".indie-dice-contest-setup-notice")).toBeNull();
  });

  it(
    "a bad value shows beside its field, hides the chances and disables Start; " + "the other side is untouched",
    async () => {
      const dialog = await openAs(GM);
      await change(dialog, "d.bonus", "abc");
      const wrapper = must(dialog.element.querySelector<HTMLElement>('[data-field="d.bonus"]'));
      expect(wrapper.classList.contains("has-error")).toBe(true);
      expect(wrapper.querySelector(".indie-dice-error-text")?.textContent).not.toBe("");
      expect(must(dialog.element.querySelector('[data-field="a0.bonus"]')).classList.contains("has-error")).toBe(false);
      expect(odds(dialog).figures).toEqual([]);
      expect(startButton(dialog).disabled).toBe(true);
    },
  );

  it("another rule set draws that rule set's fields, with K&R's acting side", async () => {
    const dialog = await openAs(GM);
    await change(dialog, "ruleSet", "kingdoms");
    expect(field(dialog, "a0.dt").value).not.toBe("");
    expect(field<HTMLSelectElement>(dialog, "kingdomsActive").value).toBe("attacker");
    expect(() => field(dialog, "attack")).toThrow(/no field/);
    expect(odds(dialog).figures.map(([outcome]) => outcome)).toEqual(["attacker", "defender", "neither"]);
  });

  it("another rule set starts each side from its own defaults, not from a field of the same name", async () => {
    const dialog = await openAs(GM);
    await change(dialog, "a0.advantages", "3");
    await change(dialog, "ruleSet", "klepto");
    // Kaiser and the Kleptonomicon both have Advantages: three Kaiser ones are not three Kleptonomicon ones.
    expect(field(dialog, "a0.advantages").value).toBe("0");
    expect(field<HTMLSelectElement>(dialog, "ruleSet").value).toBe("klepto");
  });

  it("a change made before a new rule set's fields are drawn is not read as the new rule set's", async () => {
    const dialog = await openAs(GM);
    const ruleSet = field<HTMLSelectElement>(dialog, "ruleSet");
    ruleSet.value = "klepto";
    ruleSet.dispatchEvent(new Event("change", { bubbles: true }));
    // Still Kaiser's field, changed at once, while the Kleptonomicon's fields are being drawn.
    const advantages = field(dialog, "a0.advantages");
    advantages.value = "3";
    advantages.dispatchEvent(new Event("change", { bubbles: true }));
    await waitFor("the Kleptonomicon's fields", () => dialog.element.querySelector('[name="a0.method"]'));
    await settle(20);
    expect(field(dialog, "a0.advantages").value).toBe("0");
  });

  it("a GM's choices fix the rolls on the card, with every pairing's chances as the dialog showed them", async () => {
    const dialog = await openAs(GM);
    await change(dialog, "ruleSet", "kingdoms");
    await change(dialog, "a0.pool", "4");
    await change(dialog, "a0.dice", "4");
    await change(dialog, "kingdomsActive", "defender");
    const shown = odds(dialog).figures;
    await table().foundry.withClient(GM, async () => {
      startButton(dialog).click();
      await settle(20);
    });
    expect(cards()).toHaveLength(1);
    const state = stateOf(must(cards()[0]));
    expect(state.rules).toHaveProperty("kingdomsActive", "defender");
    expect(state.participants.map((p) => [p.id, p.spec !== null, p.proposal ?? null])).toEqual([
      [HERO, true, null],
      [VILLAIN, true, null],
    ]);
    expect(must(state.participants[0]).spec).toMatchObject({ pool: 4, dice: 4 });
    const { html } = await cardTextAs(table, GM, must(cards()[0]));
    const onCard = [...html.querySelectorAll<HTMLElement>(".indie-dice-card-details .indie-dice-contest-figure")].map(
      (f) => [f.dataset.outcome, Number(f.dataset.probability), f.textContent],
    );
    expect(onCard).toEqual(shown);
    expect(html.querySelector(".indie-dice-contest-odds-note")).toBeNull();
  });

  it(
    "a player's choices reach the card as proposals: " +
      "the chances show, each side's roller may still change its roll",
    async () => {
      const dialog = await openAs(P1);
      await change(dialog, "attack", true);
      await change(dialog, "d.bonus", "3");
      await table().foundry.withClient(P1, async () => {
        startButton(dialog).click();
        await settle(20);
      });
      expect(cards()).toHaveLength(1);
      const card = must(cards()[0]);
      expect(card.author?.id).toBe(GM);
      const state = stateOf(card);
      expect(state).toMatchObject({ ruleSet: "kaiser", rules: { kaiserAttack: true }, status: "open" });
      expect(state.participants.map((p) => [p.id, p.side, p.spec])).toEqual([
        [HERO, "attacker", null],
        [VILLAIN, "defender", null],
      ]);
      expect(must(state.participants[1]).proposal).toMatchObject({ bonus: 3 });
      const { html } = await cardTextAs(table, P1, card);
      expect(html.querySelector(".indie-dice-card-details .indie-dice-contest-figure")?.textContent).toMatch(
        /^Brunhild wins: \d/,
      );
      expect(html.querySelector(".indie-dice-contest-odds-note")?.textContent).toMatch(/^From the proposed rolls/);
      expect(html.querySelector(`[data-participant="${VILLAIN}"] .indie-dice-contest-formula`)?.textContent).toMatch(
        /\(proposed\)$/,
      );
      expect(openStartDialogs()).toEqual([]);
    },
  );

  it(
    "opens with the focus on the rule set; " + "Enter there starts the contest (the select's list keeps its own keys)",
    async () => {
      const dialog = await openAs(GM);
      const ruleSet = field<HTMLSelectElement>(dialog, "ruleSet");
      expect(document.activeElement).toBe(ruleSet);
      expect(
        ruleSet.dispatchEvent(
          new KeyboardEvent("keydown", { key: "ArrowDown", altKey: true, bubbles: true, cancelable: true }),
        ),
      ).toBe(true);
      await table().foundry.withClient(GM, async () => {
        pressEnter(ruleSet);
        await waitFor("the contest card", () => cards().length === 1);
      });
      expect(stateOf(must(cards()[0])).ruleSet).toBe("kaiser");
      expect(openStartDialogs()).toEqual([]);
    },
  );

  it("typing a side's value updates the chances once the typing pauses", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const dialog = await openAs(GM);
      const before = odds(dialog);
      const bonus = field(dialog, "a0.bonus");
      bonus.value = "5";
      bonus.dispatchEvent(new Event("input", { bubbles: true }));
      vi.advanceTimersByTime(LIVE_INPUT_DELAY_MS);
      await waitFor("the chances after typing", () => oddsPart(dialog) !== before.part);
      expect(must(odds(dialog).figures[0])[1]).toBeGreaterThan(must(before.figures[0])[1] as number);
      expect(field(dialog, "a0.bonus")).toBe(bonus);
    } finally {
      vi.useRealTimers();
    }
  });

  it("closing the dialog starts nothing", async () => {
    const dialog = await openAs(P1);
    dialog.element.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await settle(10);
    expect(openStartDialogs()).toEqual([]);
    expect(table().foundry.messages).toHaveLength(0);
  });

  it("without a target, the user is told why (localized), and neither a dialog nor a card appears", async () => {
    table().foundry.controlTokens([HERO], P1);
    table().foundry.withClient(P1, () => contestTool().onChange(new Event("click"), true));
    await settle(20);
    expect(openStartDialogs()).toEqual([]);
    expect(table().foundry.messages).toHaveLength(0);
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "error",
      message: expect.stringMatching(/exactly one defender/),
    });
    expect(table().foundry.hookErrors).toEqual([]);
  });
});

describe("a roll the card fixed", () => {
  /** Ann opens Brunhild's roll from the card (the K&R dialog, filled with the card's spec). */
  async function openHeroRoll(card: ContestMessage) {
    const pending = table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO));
    const dialog = await rollDialog();
    expect(control(dialog, "dice").value).toBe(String(KR.dice));
    expect(control(dialog, "dt").value).toBe(String(KR.dt));
    return { pending, dialog };
  }

  it(
    "changed in the dialog (its locked field forced open): " +
      "refused on the roller's side, localized, before any die is rolled or posted",
    async () => {
      const card = await startKingdomsCard(table);
      const before = stateOf(card);
      const { pending, dialog } = await openHeroRoll(card);
      expect(control(dialog, "dice").disabled).toBe(true);
      control(dialog, "dice").disabled = false;
      await changeField(dialog, "dice", "1");
      table().foundry.scriptFaces([12]);
      await table().foundry.withClient(P1, async () => {
        rollButton(dialog).click();
        await settle(20);
      });
      // The dialog stays open on the card's roll; closing it rolls nothing.
      expect(dialog.rendered).toBe(true);
      expect(control(dialog, "dice").value).toBe(String(KR.dice));
      await dialog.close();
      expect(await pending).toBeNull();
      expect(table().foundry.scriptedRemaining).toBe(1);
      expect(table().foundry.messages).toHaveLength(1);
      expect(stateOf(card)).toEqual(before);
      expect(table().foundry.notifications.at(-1)).toMatchObject({
        type: "error",
        message: "Brunhild must roll what the card fixed: its locked fields stay as the card set them.",
      });
      // Nothing reached the GM's client to refuse.
      expect(console.warn).not.toHaveBeenCalledWith(expect.stringMatching(/refused/), expect.anything());
    },
  );

  it(
    "Enter in its first field the roller may change " + "(the roll mode, a select) rolls it: posted and recorded",
    async () => {
      const card = await startCard(table, "kaiser", {
        attackers: { kind: "skill", bonus: 2 },
        defender: { kind: "skill", bonus: 1 },
      });
      const pending = table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO));
      const dialog = await rollDialog();
      // Every field of the roll is the card's, locked: the focus goes to the first one left to the roller.
      expect(control(dialog, "kind").disabled).toBe(true);
      const kind = control<HTMLSelectElement>(dialog, "rollMode");
      expect(document.activeElement).toBe(kind);
      // An attacker's chance to beat the one defender, from the card's fixed rolls.
      expect(shownOdds(dialog)["beat-0"]).toBe(must(must(contestPairingOdds(stateOf(card))[0]).odds).attackerWins);
      await table().foundry.withClient(P1, async () => {
        pressEnter(kind);
        await settle(20);
      });
      const message = await pending;
      expect(message?.author?.id).toBe(P1);
      expect(must(stateOf(card).participants[0]).messageId).toBe(message?.id);
    },
  );

  it("rolled as the card fixed it: posted and recorded", async () => {
    const card = await startKingdomsCard(table);
    const { pending, dialog } = await openHeroRoll(card);
    table().foundry.scriptFaces([10, 9]);
    await table().foundry.withClient(P1, async () => {
      rollButton(dialog).click();
      await settle(20);
    });
    const message = await pending;
    expect(message?.author?.id).toBe(P1);
    expect(must(stateOf(card).participants[0]).messageId).toBe(message?.id);
    expect(rollDialogCount()).toBe(0);
  });

  it.each([
    ["kaiser", { kind: "skill", bonus: 4, advantage: -1, method: "pool" }],
    ["ogs", { stat: 10, skill: 6, modifier: 8, stages: 1, flatBonus: 2 }],
    ["klepto", { modifier: 1, advantages: 2, disadvantages: 0, method: "coin", ranges: "[..6] A, [7..] B, [Win] C" }],
    ["klepto", { modifier: -1, advantages: 0, disadvantages: 1, method: "d10ish" }],
    ["olde", { count: 2, faces: 4, adjustment: 1, unlimited: true }],
  ])("%s: the dialog opened on a fixed roll rolls it unchanged, and the GM records it", async (ruleSet, spec) => {
    const card = await startCard(table, ruleSet, { attackers: spec, defender: spec });
    const pending = table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO));
    const dialog = await rollDialog();
    await table().foundry.withClient(P1, async () => {
      rollButton(dialog).click();
      await settle(20);
    });
    const message = await pending;
    expect(message?.author?.id).toBe(P1);
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toEqual([]);
    expect(must(stateOf(card).participants[0]).messageId).toBe(message?.id);
    expect(table().foundry.notifications.filter((n) => n.type !== "info")).toEqual([]);
  });

  it("a preRoll hook that changes a fixed roll is refused the same way (fast-forward)", async () => {
    const card = await startKingdomsCard(table);
    Hooks.on("indie-dice.preRoll", (_ruleSet, request) => {
      (request as { dice: number }).dice = 1;
    });
    table().foundry.scriptFaces([12]);
    expect(
      await table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO, { fastForward: true })),
    ).toBeNull();
    expect(table().foundry.messages).toHaveLength(1);
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: "Brunhild must roll what the card fixed: its locked fields stay as the card set them.",
    });
  });

  it("a side the card left open rolls whatever its roller chooses", async () => {
    table().foundry.controlTokens([HERO], GM);
    table().foundry.targetTokens([VILLAIN], GM);
    const card = await table().foundry.withClient(GM, () => api().contests.start({ ruleSet: "kingdoms" }));
    table().foundry.scriptFaces([12]);
    const message = await table().foundry.withClient(P1, () =>
      api().contests.roll(must(card.id), HERO, { fastForward: true, spec: { pool: 3, dice: 1, dt: 5 } }),
    );
    await settle(10);
    expect(message?.author?.id).toBe(P1);
    expect(stateOf(card).participants[0]).toMatchObject({ messageId: message?.id, spec: { pool: 3, dice: 1, dt: 5 } });
  });
});

describe("a roll the card only proposes", () => {
  /** A player starts a K&R contest through the API with rolls for both sides: the GM's client keeps proposals. */
  async function proposedCard(): Promise<ContestMessage> {
    return table().foundry.withClient(P1, () =>
      api().contests.start({
        ruleSet: "kingdoms",
        attackers: [tokenDoc(HERO)],
        defender: tokenDoc(VILLAIN),
        specs: { attackers: KR, defender: { pool: 5, dice: 5, dt: 6 } },
      }),
    );
  }

  it("fills the roller's dialog; the roller may change it, and the card records the roll as made", async () => {
    const card = await proposedCard();
    expect(stateOf(card).participants.map((p) => [p.spec, p.proposal])).toEqual([
      [null, KR],
      [null, { pool: 5, dice: 5, dt: 6 }],
    ]);
    const pending = table().foundry.withClient(GM, () => api().contests.roll(must(card.id), VILLAIN));
    const dialog = await rollDialog();
    expect(control(dialog, "dice").value).toBe("5");
    await changeField(dialog, "dice", "3");
    table().foundry.scriptFaces([12, 3, 8]);
    await table().foundry.withClient(GM, async () => {
      rollButton(dialog).click();
      await settle(20);
    });
    const message = await pending;
    expect(stateOf(card).participants[1]).toMatchObject({ messageId: message?.id, spec: { pool: 5, dice: 3, dt: 6 } });
  });

  it(
    "shows the roller its chance to beat the opponent, " + "from the core's contest odds, as the fields change",
    async () => {
      const card = await proposedCard();
      const pending = table().foundry.withClient(GM, () => api().contests.roll(must(card.id), VILLAIN));
      const dialog = await rollDialog();
      const odds = part(dialog, "odds");
      const chance = must(
        odds.querySelector<HTMLElement>('.indie-dice-contest-chance .indie-dice-figure[data-outcome="beat-0"]'),
      );
      expect(chance.closest("tr")?.querySelector("th")?.textContent).toBe("Your chance to beat Brunhild");
      expect(Number(chance.dataset.probability)).toBe(
        must(must(contestPairingOdds(stateOf(card))[0]).odds).defenderWins,
      );
      expect(odds.querySelector(".indie-dice-contest-chance .indie-dice-odds-notes li")?.textContent).toBe(
        "Brunhild's roll is only proposed: whoever rolls for Brunhild may still change it.",
      );
      await changeField(dialog, "dice", "3");
      const fewer: ContestState = startContest({
        ruleSet: "kingdoms",
        attackers: [{ id: HERO, name: "Brunhild", proposal: KR }],
        defenders: [{ id: VILLAIN, name: "Fafnir", spec: { pool: 5, dice: 3, dt: 6 } }],
        rules: stateOf(card).rules,
      });
      expect(shownOdds(dialog)["beat-0"]).toBe(must(must(contestPairingOdds(fewer)[0]).odds).defenderWins);
      await dialog.close();
      expect(await pending).toBeNull();
    },
  );

  it("opens the dialog on a proposal even with Shift held (a player's proposal is never rolled unseen)", async () => {
    const card = await proposedCard();
    const pending = table().foundry.withClient(P1, () =>
      api().contests.roll(must(card.id), HERO, { fastForward: true }),
    );
    const dialog = await rollDialog();
    expect(control(dialog, "dice").value).toBe(String(KR.dice));
    table().foundry.scriptFaces([10, 9].slice(0, KR.dice));
    await table().foundry.withClient(P1, async () => {
      rollButton(dialog).click();
      await settle(20);
    });
    const message = await pending;
    expect(stateOf(card).participants[0]).toMatchObject({ messageId: message?.id, spec: KR });
    const { html } = await cardTextAs(table, P1, card);
    // The defender has not rolled: its roll is still only proposed, and the card says so.
    expect(html.querySelector(".indie-dice-contest-odds-note")?.textContent).toMatch(/^From the proposed rolls/);
  });
});

describe("rolls a viewer may not see", () => {
  async function rollWithMode(
    userId: string,
    card: ContestMessage,
    participantId: string,
    faces: number[],
    mode: string,
  ) {
    await table().foundry.setChatMode(mode);
    try {
      return await rollAs(table, userId, card, participantId, faces);
    } finally {
      await table().foundry.setChatMode("publicroll");
    }
  }

  it(
    "a blind roll shows as rolled but '?' to everyone but the GM; " + "its pairing hidden until the card resolves",
    async () => {
      const card = await startKingdomsCard(table, [HERO, RIVAL]);
      await rollWithMode(P1, card, HERO, [10, 9], "blindroll");
      await rollAs(table, GM, card, VILLAIN, [3, 8]);
      expect(stateOf(card).status).toBe("open");

      for (const viewer of [P1, P2]) {
        const seen = await cardTextAs(table, viewer, card);
        expect(seen.totals).toEqual({ [HERO]: "?", [RIVAL]: "Not rolled yet", [VILLAIN]: "0" });
        expect(seen.html.querySelector(`[data-participant="${HERO}"]`)?.getAttribute("data-rolled")).toBe("true");
        const hero = must(seen.pairings[0]);
        expect(hero).toMatchObject({
          tone: "concealed",
          outcome: "Hidden until you may see both rolls",
          effects: [],
          tieBreak: null,
        });
        expect(hero.steps).toEqual([expect.stringMatching(/^Fafnir: margin 0 /)]);
        expect(seen.html.innerHTML).not.toMatch(/Brunhild: margin|\+2/);
        // The pairing still waiting for the rival's roll has nothing to hide.
        expect(seen.pairings[1]).toMatchObject({ tone: "waiting" });
      }
      const gm = await cardTextAs(table, GM, card);
      expect(gm.totals[HERO]).toBe("+2");
      expect(gm.pairings[0]).toMatchObject({ tone: "attacker", outcome: "Brunhild wins" });

      await rollAs(table, P2, card, RIVAL, [2, 3]);
      expect(stateOf(card).status).toBe("resolved");
      const resolved = await cardTextAs(table, P2, card);
      expect(resolved.totals[HERO]).toBe("?");
      expect(resolved.pairings[0]).toMatchObject({ tone: "attacker", outcome: "Brunhild wins" });
      expect(must(resolved.pairings[0]).steps).toEqual([expect.stringMatching(/^Fafnir: margin/)]);
      expect(must(resolved.pairings[1]).steps.some((s) => s.startsWith("Sigurd: margin"))).toBe(true);
    },
  );

  it(
    "each side's luck is shown to whoever may see its roll, " +
      "never for a hidden one, and not at all with the setting off",
    async () => {
      const card = await startKingdomsCard(table);
      await rollWithMode(P1, card, HERO, [10, 9], "blindroll");
      await rollAs(table, GM, card, VILLAIN, [3, 8]);
      const luckOf = (html: HTMLElement, id: string) =>
        html.querySelector(`[data-participant="${id}"] .indie-dice-luck`);
      const player = await cardTextAs(table, P2, card);
      expect(luckOf(player.html, HERO)).toBeNull();
      expect(luckOf(player.html, VILLAIN)?.textContent).toMatch(/^Luckier than \d+(\.\d)?% of such rolls$/);
      const gm = await cardTextAs(table, GM, card);
      // Two successes against DT 7 out of two dice: margin +2, the best two d12 can do short of a 12.
      expect(Number(luckOf(gm.html, HERO)?.getAttribute("data-probability"))).toBeGreaterThan(0.5);
      await table().foundry.withClient(P2, () => game.settings.set("indie-dice", "showLuck", false));
      const off = await cardTextAs(table, P2, card);
      expect(off.html.querySelector(".indie-dice-luck")).toBeNull();
    },
  );

  it("a private (GM) roll is seen by its author and the GM, '?' to the other players", async () => {
    const card = await startKingdomsCard(table);
    await rollWithMode(P1, card, HERO, [10, 9], "gmroll");
    expect((await cardTextAs(table, P1, card)).totals[HERO]).toBe("+2");
    expect((await cardTextAs(table, GM, card)).totals[HERO]).toBe("+2");
    expect((await cardTextAs(table, P2, card)).totals[HERO]).toBe("?");
  });

  it("the GM's own blind roll for an NPC is hidden from the players while the card is open", async () => {
    const card = await startKingdomsCard(table, [HERO, RIVAL]);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollWithMode(GM, card, VILLAIN, [3, 8], "blindroll");
    const seen = await cardTextAs(table, P1, card);
    expect(seen.totals).toMatchObject({ [HERO]: "+2", [VILLAIN]: "?" });
    expect(seen.pairings[0]).toMatchObject({ tone: "concealed" });
    expect(must(seen.pairings[0]).steps).toEqual([expect.stringMatching(/^Brunhild: margin \+2/)]);
    expect((await cardTextAs(table, GM, card)).pairings[0]).toMatchObject({ tone: "attacker" });
  });

  it("a tie-break due on an open card is not told to a viewer who may not see a roll", async () => {
    const ogs = { stat: 8, skill: 6 };
    const card = await startCard(table, "ogs", { attackers: ogs, defender: ogs });
    await table().foundry.setChatMode("blindroll");
    await rollDrawsAs(table, P1, card, HERO, draws([5, 8], [3, 6], [2, 6]));
    await table().foundry.setChatMode("publicroll");
    // The GM's client cannot roll the roll-off (the script runs out): the card waits for its tie-break.
    await rollDrawsAs(table, GM, card, VILLAIN, draws([5, 8], [2, 6], [3, 6]));
    expect(stateOf(card)).toMatchObject({ status: "open", tieBreaks: [] });
    const player = await cardTextAs(table, P1, card);
    expect(player.status).toBe("Every roll is in");
    expect(player.pairings[0]).toMatchObject({
      tone: "concealed",
      tieBreak: null,
      steps: [expect.stringMatching(/^Fafnir: 10/)],
    });
    const gm = await cardTextAs(table, GM, card);
    expect(gm.status).toBe("Waiting for a tie-break");
    expect(must(gm.pairings[0]).tieBreak?.disabled).toBe(false);
  });
});

describe("a contest side's roll dialog", () => {
  it(
    "has no field for a lone roll's own opposition: " +
      "the other side is it (Kaiser: no mode, difficulty or opponent's value)",
    async () => {
      table().foundry.controlTokens([HERO], GM);
      table().foundry.targetTokens([VILLAIN], GM);
      const card = await table().foundry.withClient(GM, () => api().contests.start({ ruleSet: "kaiser" }));
      const pending = table().foundry.withClient(GM, () => api().contests.roll(must(card.id), HERO));
      const dialog = await rollDialog();
      for (const name of ["mode", "difficulty", "opponent"])
        expect(dialog.element.querySelector(`[name="${name}"]`), name).toBeNull();
      expect(control(dialog, "bonus")).not.toBeNull();
      await changeField(dialog, "bonus", "3");
      table().foundry.scriptFaces([4, 5]);
      await table().foundry.withClient(GM, async () => {
        rollButton(dialog).click();
        await settle(20);
      });
      const message = await pending;
      expect(stateOf(card).participants[0]).toMatchObject({
        messageId: message?.id,
        spec: { kind: "skill", bonus: 3 },
      });
      expect(stateOf(card).participants[0]?.spec).not.toHaveProperty("difficulty");
    },
  );
});
