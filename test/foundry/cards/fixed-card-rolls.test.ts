// @vitest-environment happy-dom
/**
 * Fixed means fixed, wherever a card asks for a roll (issue 34, item 1). For each kind — a contest side, a group
 * test's member, an extended test's round, a request's row — the roller's dialog shows what the card fixed locked,
 * saying why; a changed request — a locked field forced open in the page, or an `indie-dice.preRoll` listener — is
 * refused by the one guard of every card before any die is rolled: no roll message, no Dice So Nice throw, the
 * refusal shown to the roller (the dialog staying open, with the card's values back). The roll the card asked for
 * is then recorded as usual.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, control, rollButton, rollDialog, settle, type RollDialogView } from "../support/dialog-harness";
import {
  spyWarnings,
  startCard,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  RIVAL,
  VILLAIN,
} from "../support/contests-harness";
import { installDiceSoNiceDouble, type DiceSoNiceDouble } from "../../../foundry-double/dice-so-nice";
import { storedCardFlag } from "../support/stored-card";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { worldActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

const table = useContestTable();

let dsn: DiceSoNiceDouble;
beforeEach(() => {
  spyWarnings();
  dsn = installDiceSoNiceDouble();
});
afterEach(() => vi.restoreAllMocks());

const REFUSAL = "Brunhild must roll what the card fixed: its locked fields stay as the card set them.";

/** A card's state as the GM wrote it. */
function stateOf(card: ChatMessageView, flag: string): Record<string, unknown> {
  return storedCardFlag<Record<string, unknown>>(card, flag);
}

/** The message id a participant's (or the first round's) roll was recorded under. */
function recordedIn(list: string, id: string | null) {
  return (card: ChatMessageView, flag: string): string | null => {
    const entries = stateOf(card, flag)[list] as { id?: string; messageId: string | null }[];
    return (id === null ? entries[0] : entries.find((entry) => entry.id === id))?.messageId ?? null;
  };
}

interface CardCase {
  readonly flag: string;
  start(): Promise<ChatMessageView>;
  /** Brunhild's roll, asked for on Ann's client. */
  roll(card: ChatMessageView, fastForward: boolean): Promise<ChatMessageView | null>;
  /** The fields the card fixed, with the values the dialog shows them at. */
  readonly locked: Readonly<Record<string, string>>;
  /** Fields left to the roller. */
  readonly open: readonly string[];
  /** A locked field forced open and changed. */
  readonly forced: readonly [name: string, value: string];
  /** What a preRoll listener changes: these fields, set in place. */
  readonly change: Readonly<Record<string, number>>;
  /** Faces of the roll as the card asked for it. */
  readonly faces: readonly number[];
  recorded(card: ChatMessageView, flag: string): string | null;
}

const CASES: Readonly<Record<string, CardCase>> = {
  "a contest side": {
    flag: "contest",
    start: () =>
      startCard(table, "kaiser", {
        attackers: { kind: "skill", bonus: 2, advantage: 1 },
        defender: { kind: "skill", bonus: 1 },
      }),
    roll: (card, fastForward) => api().contests.roll(must(card.id), HERO, { fastForward }),
    locked: { kind: "skill", bonus: "2", advantages: "1", disadvantages: "0" },
    open: [],
    forced: ["advantages", "3"],
    change: { bonus: 5 },
    faces: [4, 3, 2],
    recorded: recordedIn("participants", HERO),
  },
  "a group test's member": {
    flag: "groupTest",
    start: () =>
      table().foundry.withClient(GM, () =>
        api().groupTests.groupTest({ participants: [{ participant: tokenDoc(HERO), modifier: 2 }, tokenDoc(RIVAL)] }),
      ),
    roll: (card, fastForward) => api().groupTests.groupRoll(must(card.id), HERO, { fastForward }),
    locked: { modifier: "2", advantages: "0", disadvantages: "0", ranges: "" },
    open: [],
    forced: ["modifier", "5"],
    change: { advantages: 1 },
    faces: [6],
    recorded: recordedIn("participants", HERO),
  },
  "an extended test's round": {
    flag: "extendedTest",
    start: () =>
      table().foundry.withClient(GM, () =>
        api().extendedTests.extendedTest({
          token: tokenDoc(HERO),
          dt: 7,
          pool: 3,
          replenish: 1,
          targetMargin: 3,
          rounds: 3,
        }),
      ),
    roll: (card, fastForward) => api().extendedTests.extendedRoll(must(card.id), { fastForward }),
    locked: { pool: "3", dice: "3", dt: "7" },
    open: [],
    forced: ["dt", "2"],
    change: { dt: 2 },
    faces: [8, 9, 10],
    recorded: recordedIn("rounds", null),
  },
  "a request's row": {
    flag: "request",
    start: () =>
      table().foundry.withClient(GM, () =>
        api().requests.start({
          ruleSet: "kaiser",
          rows: [HERO, VILLAIN].map((token) => ({ token: tokenDoc(token), spec: { bonus: 4 } })),
          spec: { kind: "resistance", difficulty: 11 },
        }),
      ),
    roll: (card, fastForward) => api().requests.roll(must(card.id), HERO, { fastForward }),
    // *Against* is the request's too: turned to "none", the roll would leave the difficulty behind. The value the GM
    // set for the row is fixed as the difficulty is (issue 64); the Advantage levels are left to the roller.
    locked: { kind: "resistance", mode: "difficulty", difficulty: "11", bonus: "4" },
    open: ["advantages", "disadvantages"],
    forced: ["mode", "none"],
    change: { difficulty: 3 },
    faces: [4, 5],
    recorded: recordedIn("participants", HERO),
  },
};

/** Ann asks for Brunhild's roll: the dialog and the pending answer. */
async function openRoll(
  entry: CardCase,
  card: ChatMessageView,
): Promise<{ dialog: RollDialogView; pending: Promise<ChatMessageView | null> }> {
  const pending = table().foundry.withClient(P1, () => entry.roll(card, false));
  return { dialog: await rollDialog(), pending };
}

async function pressRoll(dialog: RollDialogView): Promise<void> {
  await table().foundry.withClient(P1, async () => {
    rollButton(dialog).click();
    await settle(20);
  });
}

function hintOf(dialog: RollDialogView, name: string): string | undefined {
  return dialog.element.querySelector(`[data-field="${name}"] .hint`)?.textContent?.trim();
}

describe.each(Object.entries(CASES))("%s", (_kind, entry) => {
  it("its roller's dialog shows what the card fixed locked, saying why; the rest stays the roller's", async () => {
    const card = await entry.start();
    const { dialog } = await openRoll(entry, card);
    for (const [name, value] of Object.entries(entry.locked)) {
      expect([name, control(dialog, name).disabled, control(dialog, name).value, hintOf(dialog, name)]).toEqual([
        name,
        true,
        value,
        "Fixed by the card",
      ]);
    }
    for (const name of entry.open) expect([name, control(dialog, name).disabled]).toEqual([name, false]);
    await dialog.close();
  });

  it(
    "a locked field forced open and changed is refused in the dialog before any die " +
      "(no message, no 3D dice); the roll as asked is then recorded",
    async () => {
      const card = await entry.start();
      const { dialog, pending } = await openRoll(entry, card);
      const before = table().foundry.messages.length;
      dsn.clear();
      const [name, value] = entry.forced;
      const field = control<HTMLInputElement | HTMLSelectElement>(dialog, name);
      field.disabled = false;
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      await settle(20);
      table().foundry.scriptFaces([...entry.faces]);
      await pressRoll(dialog);
      expect(table().foundry.messages).toHaveLength(before);
      expect(dsn.animations).toEqual([]);
      expect(table().foundry.scriptedRemaining).toBe(entry.faces.length);
      expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "error", message: REFUSAL, userId: P1 });
      // The dialog stays open, the card's value back in its locked field.
      expect(dialog.rendered).toBe(true);
      expect([control(dialog, name).disabled, control(dialog, name).value]).toEqual([true, entry.locked[name]]);
      expect(entry.recorded(card, entry.flag)).toBeNull();

      await pressRoll(dialog);
      const message = await pending;
      expect(message?.author?.id).toBe(P1);
      expect(table().foundry.messages).toHaveLength(before + 1);
      expect(dsn.animations.length).toBeGreaterThan(0);
      expect(entry.recorded(card, entry.flag)).toBe(message?.id);
    },
  );

  it(
    "a preRoll listener that changes the request is refused before any die " +
      "(no message, no 3D dice), told to the roller",
    async () => {
      const card = await entry.start();
      const before = table().foundry.messages.length;
      dsn.clear();
      Hooks.once("indie-dice.preRoll", (_ruleSet, request) => void Object.assign(request, entry.change));
      table().foundry.scriptFaces([...entry.faces]);
      expect(await table().foundry.withClient(P1, () => entry.roll(card, true))).toBeNull();
      await settle(20);
      expect(table().foundry.messages).toHaveLength(before);
      expect(dsn.animations).toEqual([]);
      expect(table().foundry.scriptedRemaining).toBe(entry.faces.length);
      expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "warning", message: REFUSAL, userId: P1 });
      expect(entry.recorded(card, entry.flag)).toBeNull();
    },
  );
});

describe("a request's mode", () => {
  it("is the request's: the roller's dialog shows it locked, and the roll is posted in it", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().requests.start({
        ruleSet: "kaiser",
        rows: [{ token: tokenDoc(HERO), spec: { bonus: 4 } }],
        spec: { kind: "resistance", difficulty: 11 },
        mode: "blind",
      }),
    );
    const pending = table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO));
    const dialog = await rollDialog();
    const mode = control<HTMLSelectElement>(dialog, "rollMode");
    expect([mode.disabled, mode.closest("label")?.textContent?.includes("Fixed by the card")]).toEqual([true, true]);
    table().foundry.scriptFaces([4, 5]);
    await pressRoll(dialog);
    const message = await pending;
    expect((message as { blind: boolean }).blind).toBe(true);
    expect(recordedIn("participants", HERO)(card, "request")).toBe(message?.id);
  });

  it("a contest side's dialog leaves the mode to its roller", async () => {
    const card = await must(CASES["a contest side"]).start();
    void table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO));
    const dialog = await rollDialog();
    expect(control<HTMLSelectElement>(dialog, "rollMode").disabled).toBe(false);
    await dialog.close();
  });
});

describe("a request whose difficulty the GM hides", () => {
  async function start(): Promise<ChatMessageView> {
    // Brunhild's one saved Kaiser roll has a difficulty of its own; the row takes its numbers from it.
    const hero = worldActor("heroActor0000001");
    await table().foundry.withClient(P1, () =>
      api().savedRolls.save(hero, {
        name: "Grit",
        ruleSet: "kaiser",
        spec: { kind: "resistance", bonus: 5, difficulty: 9 },
      }),
    );
    return table().foundry.withClient(GM, () =>
      api().requests.start({
        ruleSet: "kaiser",
        tokens: [tokenDoc(HERO)],
        spec: { kind: "resistance", difficulty: 11 },
        showDifficulty: false,
      }),
    );
  }

  it(
    "locks Against on a hidden difficulty: " +
      "the roller can set none, not even their saved roll's, and sees no number",
    async () => {
      const card = await start();
      const pending = table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO));
      const dialog = await rollDialog();
      expect([
        control(dialog, "mode").disabled,
        control(dialog, "mode").value,
        control(dialog, "difficulty").disabled,
      ]).toEqual([true, "difficulty", true]);
      // Neither the hidden 11 nor the saved roll's 9 nor the form's default 10: the field says it is hidden.
      expect(control(dialog, "difficulty").value).toBe("");
      expect(control(dialog, "bonus").value).toBe("5");
      table().foundry.scriptFaces([4, 5]);
      await pressRoll(dialog);
      const message = await pending;
      expect(recordedIn("participants", HERO)(card, "request")).toBe(message?.id);
    },
  );

  it("with Shift, the row's saved roll is rolled at once without its difficulty, and recorded", async () => {
    const card = await start();
    table().foundry.scriptFaces([4, 5]);
    const message = await table().foundry.withClient(P1, () =>
      api().requests.roll(must(card.id), HERO, { fastForward: true }),
    );
    await settle(20);
    expect(message).not.toBeNull();
    expect(table().foundry.notifications.filter((n) => n.type !== "info")).toEqual([]);
    expect(recordedIn("participants", HERO)(card, "request")).toBe(message?.id);
  });
});

describe("what the card fixed that no field shows", () => {
  it(
    "a Kaiser side fixed under the pool method is rolled by " + "it after the world turned to sequential, and recorded",
    async () => {
      const card = await must(CASES["a contest side"]).start();
      await table().foundry.withClient(GM, () =>
        game.settings.set("indie-dice", "kaiserAdvantageMethod", "sequential"),
      );
      const pending = table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO));
      const dialog = await rollDialog();
      table().foundry.scriptFaces([4, 3, 2]);
      await pressRoll(dialog);
      const message = await pending;
      expect(table().foundry.notifications.filter((n) => n.type !== "info")).toEqual([]);
      expect(recordedIn("participants", HERO)(card, "contest")).toBe(message?.id);
      expect(must(must(table().foundry.messages.at(-1)).rolls[0]).formula).toBe("3d6kh2ko + 2");
    },
  );

  it("the same with Shift (no dialog)", async () => {
    const card = await must(CASES["a contest side"]).start();
    await table().foundry.withClient(GM, () => game.settings.set("indie-dice", "kaiserAdvantageMethod", "sequential"));
    table().foundry.scriptFaces([4, 3, 2]);
    const message = await table().foundry.withClient(P1, () =>
      api().contests.roll(must(card.id), HERO, { fastForward: true }),
    );
    await settle(20);
    expect(table().foundry.notifications.filter((n) => n.type !== "info")).toEqual([]);
    expect(recordedIn("participants", HERO)(card, "contest")).toBe(message?.id);
  });
});
