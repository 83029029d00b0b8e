// @vitest-environment happy-dom
/**
 * A CoC7 check's message keeps the chance it had before the roll (docs/systems-coc7.md "The roll's message"), in the
 * Foundry double's CoC7 (release 8.15) on v13 (project dom) and v14 (dom-v14): rolled from the dialog, fast-forwarded
 * with Shift, at an unknown difficulty as the keeper and as a player, and with a flag its author rewrote. Every figure
 * by hand, on one tens die and the units die (a total of 01–100, each 1%), a value V at Regular:
 * - Library Use 70: critical 01 (1%), extreme 02–14 (13%), hard 15–35 (21%), regular 36–70 (35%): success 70%; the
 *   fumble is a 100 only (70 is not below 50), so failure is 71–99 (29%) and fumble 1%;
 * - Spot Hidden 50 with one bonus die (two tens dice sharing the units die, the lower value kept): both tens dice
 *   fail (51+) a quarter of the time, success 75%; a critical (01) needs the units 1 and a tens 0 on either die,
 *   1/10 × (1 − (9/10)²) = 1.9%;
 * - at an unknown difficulty the keeper may set Regular (70%), Hard (⌊70/2⌋ = 35: 35%) or Extreme (⌊70/5⌋ = 14: 14%);
 *   the fumble would be 96–100 at Hard or Extreme (35 and 14 are below 50) but a 100 at Regular, so neither it nor
 *   the failure is the same whatever the keeper sets: a player reads the critical, extreme, hard and regular levels.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import {
  clickSkill,
  coc7Actor,
  coc7ActorSpec,
  nextRollDialog,
  openSheet,
  pushCard,
  setCoc7Setting,
  setDialogField,
  submitRollDialog,
} from "../../../../foundry-double/systems/coc7/driver";
import type { FoundryDoubleOptions } from "../../../../foundry-double";
import { must, renderedElement } from "../../../kit";
import { uniformForFace } from "../../../../foundry-double";

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";

const WORLD: FoundryDoubleOptions = {
  system: "CoC7",
  users: [
    { id: GM, name: "Keeper", isGM: true },
    { id: PLAYER, name: "Player", isGM: false, character: "investigator" },
  ],
  actors: [
    coc7ActorSpec({
      _id: "investigator",
      name: "Harvey",
      ownership: { default: 0, [PLAYER]: 3 },
      skills: [
        { _id: "spotHidden", name: "Spot Hidden", value: 50 },
        { _id: "library", name: "Library Use", value: 70 },
      ],
    }),
    coc7ActorSpec({
      _id: "warden",
      name: "Grave Warden",
      ownership: { default: 0 },
      skills: [{ _id: "wardenSpot", name: "Spot Hidden", value: 50 }],
    }),
  ],
};

/** CoC7's own reads that v14 deprecates: its check's roll mode (CoC7Check's constructor reads core.rollMode first). */
const SYSTEM_READS = ["core.rollMode"];

/** A level's words, as the dialog's table names it. */
const word = (key: string): string => game.i18n.localize(`INDIE_DICE.SystemOdds.Coc7.${key}`);

/** The line a viewer reads: "Before the roll (dice): Level: n%, …", the levels in the dialog's rows' order. */
const line = (dice: string, figures: readonly [string, string][]): string =>
  `Before the roll (${word(dice)}): ${figures.map(([key, figure]) => `${word(key)}: ${figure}`).join(", ")}`;

const LIBRARY_REGULAR: [string, string][] = [
  ["SuccessIfRegular", "70.0%"],
  ["Critical", "1.0%"],
  ["Extreme", "13.0%"],
  ["Hard", "21.0%"],
  ["Regular", "35.0%"],
  ["Failure", "29.0%"],
  ["Fumble", "1.0%"],
];

describe("a CoC7 check's message keeps its chance", () => {
  const harness = useIndieDice(WORLD, { systemReads: SYSTEM_READS });
  let request: Promise<unknown> | null = null;
  afterEach(async () => {
    await request;
    request = null;
  });
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return html.querySelector(".indie-dice-system-chance")?.textContent ?? null;
  }

  /** The skill rolled from the sheet through its dialog, with these fields set; resolves once its message is posted. */
  async function rollFromDialog(
    skill: string,
    fields: Record<string, string> = {},
  ): Promise<ReturnType<typeof lastMessage>> {
    const sheet = await openSheet(coc7Actor("investigator"));
    const opened = nextRollDialog();
    request = clickSkill(sheet, skill);
    const dialog = await opened;
    for (const [name, value] of Object.entries(fields)) setDialogField(dialog, name, value);
    await submitRollDialog(dialog);
    await request;
    return lastMessage();
  }

  it(
    "from the dialog with one bonus die: the chance that position had, 75%; " +
      "the keeper reads the player's as she does",
    async () => {
      harness().foundry.setUser(PLAYER);
      const message = await rollFromDialog("Spot Hidden", { poolModifier: "1" });
      expect(must(message.rolls[0]).formula).toBe("1dt + 1d10 + 1dt");
      const read = must(await chanceLine(message));
      expect(
        read.startsWith(
          `Before the roll (${word("Bonus1")}): ${word("SuccessIfRegular")}: 75.0%, ${word("Critical")}: 1.9%, `,
        ),
      ).toBe(true);
      harness().foundry.setUser(GM);
      expect(await chanceLine(message)).toBe(read);
    },
  );

  it("fast-forwarded (Shift: no dialog), the skill's own value at Regular: 70%, each level", async () => {
    harness().foundry.setUser(PLAYER);
    const sheet = await openSheet(coc7Actor("investigator"));
    request = clickSkill(sheet, "Library Use", { shift: true });
    await request;
    expect(await chanceLine()).toBe(line("NoBonus", LIBRARY_REGULAR));
  });

  it(
    "an unknown difficulty: the player reads only what the keeper's choice cannot change; " +
      "the keeper each difficulty's success",
    async () => {
      await setCoc7Setting("defaultCheckDifficulty", "unknown");
      harness().foundry.setUser(PLAYER);
      const message = await rollFromDialog("Library Use");
      expect(message.flags).toMatchObject({ CoC7: { load: { dicePool: { difficulty: -1 } } } });
      const steady: [string, string][] = [
        ["Critical", "1.0%"],
        ["Extreme", "13.0%"],
        ["Hard", "21.0%"],
        ["Regular", "35.0%"],
      ];
      expect(await chanceLine(message)).toBe(line("NoBonus", steady));
      harness().foundry.setUser(GM);
      expect(await chanceLine(message)).toBe(
        line("NoBonus", [
          ["SuccessIfRegular", "70.0%"],
          ["SuccessIfHard", "35.0%"],
          ["SuccessIfExtreme", "14.0%"],
          ...steady,
        ]),
      );
      // The keeper sets Hard on the card after the roll (CoC7's flag changes): the chance before the roll stays as it
      // was.
      const difficulty: string = "flags.CoC7.load.dicePool.difficulty";
      await message.update({ [difficulty]: 2 });
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(message)).toBe(line("NoBonus", steady));
      // Critical too (4: the card offers it, the dialog does not).
      await message.update({ [difficulty]: 4 });
      expect(await chanceLine(message)).toBe(line("NoBonus", steady));
    },
  );

  it(
    "a flag its author rewrote — " +
      "another value, difficulty, dice or dice modifier than the check's own — draws nothing",
    async () => {
      harness().foundry.setUser(PLAYER);
      const message = await rollFromDialog("Library Use");
      expect(await chanceLine(message)).toBe(line("NoBonus", LIBRARY_REGULAR));
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      const lies: [string, unknown][] = [
        ["value", 95],
        ["difficulty", "extreme"],
        ["pool", 2],
        ["pool", 1],
        ["flatDiceModifier", -20],
      ];
      for (const [key, value] of lies) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(message), `${key} ${String(value)}`).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(message), `${key} set back`).toBe(line("NoBonus", LIBRARY_REGULAR));
      }
      // The honest flag posted by the player on a message of her own with no check of CoC7's: it names no roll there.
      await ChatMessage.create({
        content: '<div class="dice-roll"><div class="dice-result"></div></div>',
        rolls: [await new Roll("1d100").evaluate()],
        flags: { "indie-dice": { systemRoll: honest } },
      });
      expect(lastMessage().id).not.toBe(message.id);
      expect(await chanceLine()).toBeNull();
    },
  );

  /** Every line under the message's roll, for the current user. */
  async function chanceLines(message = lastMessage()): Promise<string[]> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    return [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent ?? "");
  }

  /**
   * Spot Hidden 50 at Regular rolls 62 (tens die 6, units 2): a failure. Pushed, the pool as it stands, 50% (01–50 of
   * 100), a fumble a 100 only (50 is not below 50): 1%. Luck: 62 − 50 = 12 to pass, 62 − 25 = 37 for a hard success;
   * an extreme one (62 − 10 = 52) is more than the 50 Harvey holds, CoC7 offers it not.
   */
  const PUSH = (): string =>
    `After the roll (${word("PushNow")}): ${word("SuccessIfRegular")}: 50.0%, ${word("Fumble")}: 1.0%`;
  const LUCK = (): string[] =>
    [`${word("Regular")} for 12`, `${word("Hard")} for 37`].map((buys) => `After the roll: ${buys} Luck`);

  async function roll62(actor: string, user: string) {
    harness().foundry.setUser(user);
    harness().foundry.scriptUniform([uniformForFace(6, 10), uniformForFace(2, 10)]);
    const sheet = await openSheet(coc7Actor(actor));
    request = clickSkill(sheet, "Spot Hidden", { shift: true });
    await request;
    return lastMessage();
  }

  it("after a failed roll: the push's chance and each level's Luck, for the player and the keeper", async () => {
    const message = await roll62("investigator", PLAYER);
    const lines = await chanceLines(message);
    expect(lines.slice(1)).toEqual([PUSH(), ...LUCK()]);
    harness().foundry.setUser(GM);
    expect(await chanceLines(message)).toEqual(lines);
    // Pushed (the card's button): the message shows the new roll; nothing is offered after a push.
    harness().foundry.scriptUniform([uniformForFace(3, 10), uniformForFace(3, 10)]);
    await pushCard(message);
    expect(message.rolls).toHaveLength(2);
    expect(await chanceLines(message)).toEqual(lines.slice(0, 1));
  });

  it("the keeper's NPC: a player sees no choice of a roll she may not take; a rewritten CoC7 record none", async () => {
    const message = await roll62("warden", GM);
    expect((await chanceLines(message)).slice(1)).toEqual([PUSH(), ...LUCK()]);
    harness().foundry.setUser(PLAYER);
    expect(await chanceLines(message)).toHaveLength(1);
    harness().foundry.setUser(GM);
    const base: string = "flags.CoC7.load.dicePool.rolledDice.0.baseDie";
    await message.update({ [base]: 1 });
    expect(await chanceLines(message)).toHaveLength(1);
    // CoC7's card still draws its button (its content is as it was): a rewritten record puts no figure on it.
    expect((await pushButton(message))?.textContent).toBe("Push");
  });

  it("a blind roll: the player reads nothing of it; the keeper the push and the Luck", async () => {
    await game.settings.set("core", "rollMode", "blindroll");
    const message = await roll62("investigator", PLAYER);
    expect(await chanceLines(message)).toEqual([]);
    harness().foundry.setUser(GM);
    expect((await chanceLines(message)).slice(1)).toEqual([PUSH(), ...LUCK()]);
  });

  /** The card's push button as the current user's client draws it, once CoC7's render hook is done (it awaits). */
  async function pushButton(message = lastMessage()): Promise<HTMLElement | null> {
    const html = renderedElement(await harness().foundry.renderMessage(message));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return html.querySelector<HTMLElement>('button[data-action="push"]');
  }

  it("the push button itself reads the push's figures; a click on them is still CoC7's push", async () => {
    const message = await roll62("investigator", PLAYER);
    const button = must(await pushButton(message));
    const figures = `${word("SuccessIfRegular")}: 50.0%, ${word("Fumble")}: 1.0%`;
    expect(button.textContent).toBe(`Push (${figures})`);
    expect(button.title).toBe(PUSH());
    // The click lands on the figures' own text: CoC7's listener reads the button (currentTarget) and pushes.
    harness().foundry.scriptUniform([uniformForFace(3, 10), uniformForFace(3, 10)]);
    must(button.querySelector<HTMLElement>(".indie-dice-system-button-figures")).click();
    await vi.waitFor(() => expect(message.rolls).toHaveLength(2));
    // Pushed, the card offers no push: no button, no figure.
    expect(await pushButton(message)).toBeNull();
  });

  it("the keeper's NPC: the keeper's push button reads the figures; a player's card has no button", async () => {
    const message = await roll62("warden", GM);
    expect(must(await pushButton(message)).textContent).toContain("50.0%");
    // A success (32 under 50): CoC7's card offers no push, nothing to read.
    harness().foundry.scriptUniform([uniformForFace(3, 10), uniformForFace(2, 10)]);
    request = clickSkill(await openSheet(coc7Actor("warden")), "Spot Hidden", { shift: true });
    await request;
    expect(await pushButton()).toBeNull();
    harness().foundry.setUser(PLAYER);
    expect(await pushButton(message)).toBeNull();
  });
});
