// @vitest-environment happy-dom
/**
 * The Willpower reroll's die-picking dialog (src/systems/wod5e/foundry/willpower-dialog.ts) in the double's wod5e
 * 5.3.25 (v14 profile only), opened as the system opens it: the chat log's menu entry on the message
 * (wod-chat-log.js:42-69), its dice clicked (willpower-reroll.js:63-71), Reroll pressed (:74-152). Figures from an
 * enumeration written here from the system's code: every face of the dice selected rolled again, the total as
 * `WOD5eRoll._evaluateTotal` makes it (system-rolls.js:31-58: each 6+ one, each pair of 10s two more), success as
 * `rollSuccessful` (:266: at or over the difficulty).
 */
import { describe, expect, it } from "vitest";
import { WOD5eDice } from "../../../../foundry-double/systems/wod5e/rolls";
import { openWillpowerReroll } from "../../../../foundry-double/systems/wod5e/willpower-reroll";
import { nextRerollDialog, pickDie, reroll } from "../../../../foundry-double/systems/wod5e/driver";
import { openMessageMenu } from "../../../foundry/support/context-menu-harness";
import { must } from "../../../kit";
import { GM, ON_V13, PLAYER, actorOf, useWodTable } from "./wod5e-world";

/** A figure to 12 places: the engine's sums and the enumeration's may differ in the last bits. */
const exact = (chance: number) => Math.round(chance * 1e12) / 1e12;

/** Every face of `n` d10s. */
const faces = (n: number): number[][] =>
  n === 0 ? [[]] : faces(n - 1).flatMap((rest) => Array.from({ length: 10 }, (_, face) => [face + 1, ...rest]));

/** The chance of success and of a critical once `taken` faces (of `shown`) are rolled again, over every face. */
function enumerated(shown: readonly number[], taken: readonly number[], difficulty: number) {
  const kept = [...shown];
  for (const index of [...taken].sort((a, b) => b - a)) kept.splice(index, 1);
  let success = 0;
  let critical = 0;
  const rolls = faces(taken.length);
  for (const rolled of rolls) {
    const all = [...kept, ...rolled];
    const tens = all.filter((face) => face === 10).length;
    const total = all.filter((face) => face >= 6).length + Math.floor(tens / 2) * 2;
    if (total >= difficulty) success += 1;
    if (tens >= 2) critical += 1;
  }
  return { success: exact(success / rolls.length), critical: exact(critical / rolls.length) };
}

/** Nadia's 2, 7, 4 and hunger 6 at difficulty 3 (the hunger die counts, and is never offered). */
const NADIA = [2, 7, 4, 6];

/** The dialog's figures: its choices (a column each), each one's figure by outcome, the Reroll button's chip. */
function figures(element: HTMLElement) {
  const panel = element.querySelector(".indie-dice-system-odds");
  const choices = [...(panel?.querySelector("table")?.querySelectorAll("thead th") ?? [])].map((th) => th.textContent);
  const cells: Record<string, number[]> = {};
  for (const cell of panel?.querySelectorAll<HTMLElement>("tbody td[data-probability]") ?? [])
    (cells[must(cell.dataset.outcome)] ??= []).push(exact(Number(cell.dataset.probability)));
  const chip = element.querySelector<HTMLElement>('button[data-action="ok"] .indie-dice-system-chip');
  return { choices, cells, chip: chip ? exact(Number(chip.dataset.probability)) : null };
}

describe.skipIf(ON_V13)("the Willpower reroll's die-picking dialog", () => {
  const harness = useWodTable(PLAYER);

  /** Nadia's roll, the menu on its message in the user's log, and its Willpower Reroll entry chosen. */
  async function openPicker(user: string) {
    await harness().foundry.renderChatLog();
    harness().foundry.scriptFaces(NADIA);
    const nadia = { basicDice: 3, advancedDice: 1, actor: actorOf("nadia"), quickRoll: true, difficulty: 3 };
    await WOD5eDice.Roll({ ...nadia, system: "vampire" });
    const message = must(harness().foundry.messages.at(-1));
    const { foundry } = harness();
    expect(await openMessageMenu(foundry, user, must(message.id))).toContain("Willpower Reroll");
    const opened = nextRerollDialog();
    const menu = must(foundry.chatContextMenu(user));
    foundry.withClient(user, () => {
      const item = [...must(menu.element).querySelectorAll<HTMLElement>(".context-item")].find(
        (li) => li.textContent === "Willpower Reroll",
      );
      must(must(item).querySelector("span")).click();
    });
    return { dialog: await opened, message, menu };
  }

  it("as the dice are selected: the chance after them, and the best choice marked (her 2 and 4, 75%)", async () => {
    const { dialog } = await openPicker(PLAYER);
    const best = enumerated(NADIA, [0, 2], 3);
    expect(best.success).toBe(0.75);
    const bestColumn = "Best choice: a reroll of 2, 4";
    // None selected: Reroll would roll nothing, so only the best choice.
    expect(figures(dialog.element)).toEqual({
      choices: [bestColumn],
      cells: { rerollSuccess: [0.75], critical: [best.critical] },
      chip: null,
    });
    pickDie(dialog, 0);
    const two = enumerated(NADIA, [0], 3);
    expect(figures(dialog.element)).toEqual({
      choices: ["Willpower reroll of 2 — 1 superficial Willpower damage", bestColumn],
      cells: { rerollSuccess: [two.success, 0.75], critical: [two.critical, best.critical] },
      chip: two.success,
    });
    pickDie(dialog, 2);
    pickDie(dialog, 1);
    // Her 7 too: two 6+ of three needed.
    const three = enumerated(NADIA, [0, 1, 2], 3);
    expect(figures(dialog.element).chip).toBeCloseTo(three.success, 12);
    expect(three.success).toBeCloseTo(0.5, 12);
    // The 7 let go again: her 2 and 4, the best choice's figures.
    pickDie(dialog, 1);
    expect(figures(dialog.element).cells).toEqual({
      rerollSuccess: [0.75, 0.75],
      critical: [best.critical, best.critical],
    });
  });

  it("Reroll: the dice rolled again, 1 superficial Willpower damage, and the message's facts anew", async () => {
    const { dialog, message, menu } = await openPicker(PLAYER);
    pickDie(dialog, 0);
    pickDie(dialog, 2);
    harness().foundry.scriptFaces([9, 10]);
    await reroll(dialog);
    await menu.lastResult;
    const after = must(harness().foundry.messages.find((made) => made.id === message.id));
    expect(must(must(after.rolls[0]).dice[0]).results.map(({ result, active }) => [result, active])).toEqual([
      [2, false],
      [7, true],
      [4, false],
      [9, true],
      [10, true],
    ]);
    expect(actorOf("nadia").system.willpower).toEqual({ max: 5, superficial: 1, aggravated: 0 });
    // Rerolled: the system's menu offers no second reroll, and the message draws none.
    expect(await openMessageMenu(harness().foundry, PLAYER, must(message.id))).not.toContain("Willpower Reroll");
  });

  it("the GM's own menu on Nadia's message: the same figures; a dialog claimed by no menu: nothing", async () => {
    harness().foundry.setUser(GM);
    const { dialog, message } = await openPicker(GM);
    expect(figures(dialog.element).cells.rerollSuccess).toEqual([0.75]);
    // The same dialog opened again with no menu opened before it (a macro's): which message it is, is not known.
    const again = nextRerollDialog();
    void openWillpowerReroll(message, document);
    expect(figures((await again).element).choices).toEqual([]);
  });

  it("a hostile player: the GM's Prince's roll, its dialog forced open after a right-click: nothing", async () => {
    harness().foundry.setUser(GM);
    harness().foundry.scriptFaces([2, 7, 6]);
    const prince = { basicDice: 2, advancedDice: 1, actor: actorOf("prince"), quickRoll: true, difficulty: 3 };
    await WOD5eDice.Roll({ ...prince, system: "vampire" });
    const message = must(harness().foundry.messages.at(-1));
    harness().foundry.setUser(PLAYER);
    await harness().foundry.renderChatLog();
    // The system offers her no reroll of the GM's roll; she opens its dialog anyway, from her own console.
    expect(await openMessageMenu(harness().foundry, PLAYER, must(message.id))).not.toContain("Willpower Reroll");
    const opened = nextRerollDialog();
    void harness().foundry.withClient(PLAYER, () => openWillpowerReroll(message, document));
    const dialog = await opened;
    pickDie(dialog, 0);
    expect(figures(dialog.element)).toEqual({ choices: [], cells: {}, chip: null });
  });
});
