// @vitest-environment happy-dom
/**
 * What a user does around a contest card: starts it from the "Start contest" tool's dialog, rolls a side through
 * the rule set's roll dialog (a roll the card fixed cannot be changed there), and sees only the rolls Foundry lets
 * them see (a blind or private roll shows as "?", its pairing hidden until the card is resolved).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, callHook, changeField, control, rollButton, rollDialog, rollDialogCount, settle, waitFor } from "./dialog-harness";
import {
  cardTextAs,
  draws,
  rollAs,
  rollDrawsAs,
  startCard,
  spyWarnings,
  startKingdomsCard,
  stateOf,
  useContestTable,
  GM,
  HERO,
  KR,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "./contests-harness";
import type { ContestMessage } from "../../../src/foundry/contests/contest-documents";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

describe("the Start contest tool and its dialog", () => {
  type Tool = { onChange(event: Event, active: boolean): void; title: string; button: boolean };

  function contestTool(): Tool {
    const controls = { tokens: { tools: {} as Record<string, Tool> } };
    callHook("getSceneControlButtons", controls);
    return controls.tokens.tools.indieDiceContest!;
  }

  async function startDialog(): Promise<HTMLElement> {
    return waitFor("the start-contest dialog", () => document.querySelector<HTMLElement>("dialog.contest-start[open]"));
  }

  function cards(): ContestMessage[] {
    return table().foundry.messages.filter((m) => (m as unknown as ContestMessage).flags["indie-dice"]?.contest) as unknown as ContestMessage[];
  }

  it("is a button whose dialog offers the world's rule sets, Attack unticked", async () => {
    await game.settings.set("indie-dice", "offerOlde", false);
    const tool = contestTool();
    expect(tool).toMatchObject({ button: true, title: "INDIE_DICE.Contest.Start.Title" });
    table().foundry.withClient(P1, () => tool.onChange(new Event("click"), true));
    const dialog = await startDialog();
    const options = [...dialog.querySelectorAll<HTMLOptionElement>('select[name="ruleSet"] option')].map((o) => [o.value, o.textContent]);
    expect(options.map(([value]) => value)).toEqual(["kaiser", "ogs", "kingdoms", "klepto"]);
    expect(options.every(([, label]) => label && !label.startsWith("INDIE_DICE"))).toBe(true);
    expect(dialog.querySelector<HTMLInputElement>('input[name="attack"]')!.checked).toBe(false);
    expect(dialog.querySelector(".window-title")?.textContent).toBe("Start contest");
  });

  it("starts the chosen contest from a player's client: the controlled token attacks the target, the GM posts it", async () => {
    table().foundry.controlTokens([HERO], P1);
    table().foundry.targetTokens([VILLAIN], P1);
    table().foundry.withClient(P1, () => contestTool().onChange(new Event("click"), true));
    const dialog = await startDialog();
    await table().foundry.withClient(P1, async () => {
      dialog.querySelector<HTMLSelectElement>('select[name="ruleSet"]')!.value = "kaiser";
      dialog.querySelector<HTMLInputElement>('input[name="attack"]')!.checked = true;
      dialog.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
      await settle(20);
    });
    expect(cards()).toHaveLength(1);
    const state = stateOf(cards()[0]!);
    expect(cards()[0]!.author?.id).toBe(GM);
    expect(state).toMatchObject({ ruleSet: "kaiser", attack: true, status: "open" });
    expect(state.participants.map((p) => [p.id, p.side, p.spec])).toEqual([[HERO, "attacker", null], [VILLAIN, "defender", null]]);
    expect(document.querySelector("dialog.contest-start")).toBeNull();
  });

  it("closing the dialog starts nothing", async () => {
    table().foundry.controlTokens([HERO], P1);
    table().foundry.targetTokens([VILLAIN], P1);
    table().foundry.withClient(P1, () => contestTool().onChange(new Event("click"), true));
    const dialog = await startDialog();
    dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await settle(10);
    expect(document.querySelector("dialog.contest-start[open]")).toBeNull();
    expect(table().foundry.messages).toHaveLength(0);
  });

  it("without a target, the user is told why (localized) and nothing is posted", async () => {
    table().foundry.controlTokens([HERO], P1);
    table().foundry.withClient(P1, () => contestTool().onChange(new Event("click"), true));
    const dialog = await startDialog();
    await table().foundry.withClient(P1, async () => {
      dialog.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
      await settle(20);
    });
    expect(table().foundry.messages).toHaveLength(0);
    expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "error", message: expect.stringMatching(/exactly one defender/) });
    expect(table().foundry.hookErrors).toEqual([]);
  });
});

describe("a roll the card fixed", () => {
  /** Ann opens Brunhild's roll from the card (the K&R dialog, filled with the card's spec). */
  async function openHeroRoll(card: ContestMessage) {
    const pending = table().foundry.withClient(P1, () => api().contests.roll(card.id!, HERO));
    const dialog = await rollDialog();
    expect(control(dialog, "dice").value).toBe(String(KR.dice));
    expect(control(dialog, "dt").value).toBe(String(KR.dt));
    return { pending, dialog };
  }

  it("changed in the dialog: refused on the roller's side, localized, before any die is rolled or posted", async () => {
    const card = await startKingdomsCard(table);
    const before = stateOf(card);
    const { pending, dialog } = await openHeroRoll(card);
    await changeField(dialog, "dice", "1");
    table().foundry.scriptFaces([12]);
    await table().foundry.withClient(P1, async () => {
      rollButton(dialog).click();
      await settle(20);
    });
    expect(await pending).toBeNull();
    expect(table().foundry.scriptedRemaining).toBe(1);
    expect(table().foundry.messages).toHaveLength(1);
    expect(stateOf(card)).toEqual(before);
    expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "warning", message: "Brunhild must make the roll this contest fixed." });
    // Nothing reached the GM's client to refuse.
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringMatching(/refused/), expect.anything());
  });

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
    expect(stateOf(card).participants[0]!.messageId).toBe(message?.id);
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
    const pending = table().foundry.withClient(P1, () => api().contests.roll(card.id!, HERO));
    const dialog = await rollDialog();
    await table().foundry.withClient(P1, async () => {
      rollButton(dialog).click();
      await settle(20);
    });
    const message = await pending;
    expect(message?.author?.id).toBe(P1);
    expect(vi.mocked(console.warn).mock.calls.map((c) => String(c[0]))).toEqual([]);
    expect(stateOf(card).participants[0]!.messageId).toBe(message?.id);
    expect(table().foundry.notifications.filter((n) => n.type !== "info")).toEqual([]);
  });

  it("a preRoll hook that changes a fixed roll is refused the same way (fast-forward)", async () => {
    const card = await startKingdomsCard(table);
    Hooks.on("indie-dice.preRoll" as never, ((_ruleSet: string, request: { dice: number }) => {
      request.dice = 1;
    }) as never);
    table().foundry.scriptFaces([12]);
    expect(await table().foundry.withClient(P1, () => api().contests.roll(card.id!, HERO, { fastForward: true }))).toBeNull();
    expect(table().foundry.messages).toHaveLength(1);
    expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "warning", message: "Brunhild must make the roll this contest fixed." });
  });

  it("a side the card left open rolls whatever its roller chooses", async () => {
    table().foundry.controlTokens([HERO], GM);
    table().foundry.targetTokens([VILLAIN], GM);
    const card = await table().foundry.withClient(GM, () => api().contests.start({ ruleSet: "kingdoms" }));
    table().foundry.scriptFaces([12]);
    const message = await table().foundry.withClient(P1, () => api().contests.roll(card.id!, HERO, { fastForward: true, spec: { pool: 3, dice: 1, dt: 5 } as never }));
    await settle(10);
    expect(message?.author?.id).toBe(P1);
    expect(stateOf(card).participants[0]).toMatchObject({ messageId: message?.id, spec: { pool: 3, dice: 1, dt: 5 } });
  });
});

describe("rolls a viewer may not see", () => {
  async function rollWithMode(userId: string, card: ContestMessage, participantId: string, faces: number[], mode: string) {
    await game.settings.set("core", "rollMode", mode as never);
    try {
      return await rollAs(table, userId, card, participantId, faces);
    } finally {
      await game.settings.set("core", "rollMode", "publicroll");
    }
  }

  it("a blind roll shows as rolled but '?' to everyone but the GM; its pairing hidden until the card resolves", async () => {
    const card = await startKingdomsCard(table, [HERO, RIVAL]);
    await rollWithMode(P1, card, HERO, [10, 9], "blindroll");
    await rollAs(table, GM, card, VILLAIN, [3, 8]);
    expect(stateOf(card).status).toBe("open");

    for (const viewer of [P1, P2]) {
      const seen = await cardTextAs(table, viewer, card);
      expect(seen.totals).toEqual({ [HERO]: "?", [RIVAL]: "Not rolled yet", [VILLAIN]: "0" });
      expect(seen.html.querySelector(`[data-participant="${HERO}"]`)?.getAttribute("data-rolled")).toBe("true");
      const hero = seen.pairings[0]!;
      expect(hero).toMatchObject({ tone: "concealed", outcome: "Hidden until you may see both rolls", effects: [], tieBreak: null });
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
    expect(resolved.pairings[0]!.steps).toEqual([expect.stringMatching(/^Fafnir: margin/)]);
    expect(resolved.pairings[1]!.steps.some((s) => s.startsWith("Sigurd: margin"))).toBe(true);
  });

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
    expect(seen.pairings[0]!.steps).toEqual([expect.stringMatching(/^Brunhild: margin \+2/)]);
    expect((await cardTextAs(table, GM, card)).pairings[0]).toMatchObject({ tone: "attacker" });
  });

  it("a tie-break due on an open card is not told to a viewer who may not see a roll", async () => {
    const ogs = { stat: 8, skill: 6 };
    const card = await startCard(table, "ogs", { attackers: ogs, defender: ogs });
    await game.settings.set("core", "rollMode", "blindroll");
    await rollDrawsAs(table, P1, card, HERO, draws([5, 8], [3, 6], [2, 6]));
    await game.settings.set("core", "rollMode", "publicroll");
    // The GM's client cannot roll the roll-off (the script runs out): the card waits for its tie-break.
    await rollDrawsAs(table, GM, card, VILLAIN, draws([5, 8], [2, 6], [3, 6]));
    expect(stateOf(card)).toMatchObject({ status: "open", tieBreaks: [] });
    const player = await cardTextAs(table, P1, card);
    expect(player.status).toBe("Every roll is in");
    expect(player.pairings[0]).toMatchObject({ tone: "concealed", tieBreak: null, steps: [expect.stringMatching(/^Fafnir: 10/)] });
    const gm = await cardTextAs(table, GM, card);
    expect(gm.status).toBe("Waiting for a tie-break");
    expect(gm.pairings[0]!.tieBreak?.disabled).toBe(false);
  });
});
