// @vitest-environment happy-dom
/**
 * The double's CoC7 (Miskatonic-Investigative-Society/CoC7-FoundryVTT at 7974aac, release 8.15) against CoC7's own
 * code: a character sheet's skill rows (templates/actors/investigator-v2/tabs/skills.hbs: the row's
 * `data-item-uuid`, the name's `data-value-tooltip`, the value, its half and fifth), the click that opens the roll
 * dialog through CoC7RollNormalize (roll-normalize.js: no threshold for a skill), the dialog's form and render hooks
 * (roll-dialog.js, templates/apps/bonus.hbs), the world setting that opens it on Unknown, and its answer rolled as a
 * check (check.js, dice-pool.js): its pool of tens dice and the message that keeps it (`flags.CoC7.load`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double/index";
import {
  clickSkill,
  coc7Actor,
  coc7ActorSpec,
  nextRollDialog,
  openSheet,
  setCoc7Setting,
  setDialogField,
  submitRollDialog,
} from "../../../foundry-double/systems/coc7/driver";
import { g } from "./helpers";
import { must } from "../../kit";
import { CoC7Check } from "../../../foundry-double/systems/coc7/apps/check";

const PROFILES = [13, 14] as const;

const WORLD = {
  system: "CoC7" as const,
  actors: [
    coc7ActorSpec({
      _id: "investigator",
      name: "Harvey",
      ownership: { default: 3 },
      skills: [
        { _id: "spotHidden", name: "Spot Hidden", value: 55 },
        { _id: "library", name: "Library Use", value: 70, bonusDice: 1 },
      ],
    }),
  ],
};

const harvey = () => coc7Actor("investigator");

describe.each(PROFILES)("CoC7 in the double, v%i profile", (generation) => {
  let handle: FoundryDoubleHandle;
  /** The check a request rolled, and the message it posted (the last one). */
  const posted = (end: unknown) => {
    if (!(end instanceof CoC7Check)) throw new Error("The request rolled no check");
    return { check: end, message: must(handle.messages.at(-1)) };
  };
  beforeAll(() => {
    handle = installFoundryDouble({ ...WORLD, generation });
  });
  beforeEach(() => {
    handle.reset();
    handle.runLifecycle();
  });
  afterAll(() => handle.uninstall());

  it("is CoC7 8.15; a character's sheet draws each skill row with its uuid, value, half and fifth", async () => {
    expect(Reflect.get(g().game, "system")).toMatchObject({ id: "CoC7", version: "8.15" });
    const calls: string[] = [];
    for (const name of [
      "renderCoC7ModelsActorCharacterSheetV2",
      "renderCoC7ModelsActorGlobalSheet",
      "renderActorSheetV2",
      "renderDocumentSheetV2",
    ]) {
      g().Hooks.on(name, () => void calls.push(name));
    }
    const sheet = await openSheet(harvey());
    expect(calls).toEqual([
      "renderCoC7ModelsActorCharacterSheetV2",
      "renderCoC7ModelsActorGlobalSheet",
      "renderActorSheetV2",
      "renderDocumentSheetV2",
    ]);
    const rows = Array.from(sheet.element.querySelectorAll<HTMLElement>("li.item.skill"), (row) => [
      row.dataset.itemUuid,
      row.querySelector<HTMLElement>(".skill-name.rollable")?.dataset.valueTooltip,
      row.querySelector(".skill-value")?.textContent,
      row.querySelector(".skill-calc")?.textContent,
    ]);
    expect(rows).toEqual([
      ["Actor.investigator.Item.library", "70", "70", "(35/14)"],
      ["Actor.investigator.Item.spotHidden", "55", "55", "(27/11)"],
    ]);
  });

  it(
    "a skill's click opens CoC7RollDialog (its hooks: " +
      "CoC7RollDialog, DialogV2, ApplicationV2) with no threshold anywhere",
    async () => {
      const sheet = await openSheet(harvey());
      const hooks: string[] = [];
      for (const name of ["renderCoC7RollDialog", "renderDialogV2", "renderApplicationV2"])
        g().Hooks.on(name, () => void hooks.push(name));
      const opened = nextRollDialog();
      const request = clickSkill(sheet, "Library Use");
      const dialog = await opened;
      expect(hooks).toEqual(["renderCoC7RollDialog", "renderDialogV2", "renderApplicationV2"]);
      const element = dialog.element;
      expect([element.classList.contains("coc7"), element.classList.contains("bonus-selection"), dialog.title]).toEqual(
        [true, true, "Modifiers for the Library Use check"],
      );
      expect(
        Array.from(element.querySelectorAll<HTMLInputElement>("[name]"), (field) => [field.name, field.value]),
      ).toEqual([
        ["cardType", "C/NO"],
        ["difficulty", "1"],
        ["poolModifier", "1"],
      ]);
      expect(
        Array.from(element.querySelectorAll<HTMLOptionElement>("select[name=difficulty] option"), (o) => [
          o.value,
          o.textContent,
        ]),
      ).toEqual([
        ["-1", "Unknown"],
        ["1", "Regular"],
        ["2", "Hard"],
        ["3", "Extreme"],
      ]);
      const range = must(element.querySelector<HTMLInputElement>("input[name=poolModifier]"));
      expect([range.type, range.min, range.max]).toEqual(["range", "-2", "2"]);
      expect(
        Array.from(element.querySelectorAll(".bonus-penalty-labels:nth-child(2) span"), (span) => span.className),
      ).toEqual(["double-penalty", "penalty", "normal-roll", "bonus", "double-bonus"]);
      // Nothing on the dialog carries the skill's value: CoC7 reads it only when it rolls. (Its id aside: a counter of
      // the windows opened so far in the run, which reached dialog-1701 once the files ran in another order.)
      expect(element.outerHTML.replaceAll(element.id, "")).not.toContain("70");
      const button = must(element.querySelector<HTMLButtonElement>("footer button"));
      expect([button.dataset.action, button.type, button.querySelectorAll("i.fa-dice-d10").length]).toEqual([
        "ok",
        "submit",
        2,
      ]);

      setDialogField(dialog, "difficulty", "3");
      setDialogField(dialog, "poolModifier", "-2");
      await submitRollDialog(dialog);
      // Rolled as CoC7's runRoll rolls a regular card: a check of the skill's value at the difficulty and dice chosen.
      const { check, message } = posted(await request);
      expect(check.dicePool.toObject()).toMatchObject({
        difficulty: 3,
        currentPoolModifier: -2,
        penaltyCount: 2,
        bonusCount: 0,
        threshold: 70,
      });
      expect(message.flags).toMatchObject({
        CoC7: {
          load: {
            as: "CoC7Check",
            actorUuid: "Actor.investigator",
            key: "Actor.investigator.Item.library",
            type: "skill",
            cardType: "C/NO",
            dicePool: { difficulty: 3, penaltyCount: 2, threshold: 70, flatDiceModifier: 0, flatThresholdModifier: 0 },
          },
        },
      });
      expect(message.rolls.map((roll) => roll.formula)).toEqual(["1dt + 1d10 + 2dt"]);
      expect(must(message.rolls[0]).dice.map((die) => die.constructor.name)).toEqual([
        "CoC7DecaderDie",
        "Die",
        "CoC7DecaderDie",
      ]);
      expect(message.flavor).toBe("Library Use check (70%): extreme difficulty");
    },
  );

  it(
    "the flat modifiers appear when the world allows them; " +
      "Unknown is the default difficulty when the world says so",
    async () => {
      await setCoc7Setting("allowFlatDiceModifier", true);
      await setCoc7Setting("allowFlatThresholdModifier", true);
      await setCoc7Setting("defaultCheckDifficulty", "unknown");
      const sheet = await openSheet(harvey());
      const opened = nextRollDialog();
      const request = clickSkill(sheet, "Spot Hidden");
      const dialog = await opened;
      expect(
        Array.from(dialog.element.querySelectorAll<HTMLInputElement>("[name]"), (field) => [field.name, field.value]),
      ).toEqual([
        ["cardType", "C/NO"],
        ["difficulty", "-1"],
        ["flatDiceModifier", "0"],
        ["flatThresholdModifier", "0"],
        ["poolModifier", "0"],
      ]);
      setDialogField(dialog, "flatDiceModifier", "5");
      setDialogField(dialog, "flatThresholdModifier", "-10");
      await submitRollDialog(dialog);
      const { message } = posted(await request);
      expect(message.flags).toMatchObject({
        CoC7: {
          load: {
            dicePool: {
              difficulty: -1,
              flatDiceModifier: 5,
              flatThresholdModifier: -10,
              currentPoolModifier: 0,
              threshold: 55,
            },
          },
        },
      });
      expect(message.flavor).toBe("Spot Hidden check (55-10%): unknown difficulty");
    },
  );

  it("Shift rolls without the dialog; a dialog closed without rolling rolls nothing", async () => {
    const sheet = await openSheet(harvey());
    const { message } = posted(await clickSkill(sheet, "Spot Hidden", { shift: true }));
    expect(message.flags).toMatchObject({
      CoC7: {
        load: {
          key: "Actor.investigator.Item.spotHidden",
          dicePool: { difficulty: 1, currentPoolModifier: 0, threshold: 55 },
        },
      },
    });
    expect(message.rolls.map((roll) => roll.formula)).toEqual(["1dt + 1d10"]);
    const opened = nextRollDialog();
    const request = clickSkill(sheet, "Spot Hidden");
    await (await opened).close();
    expect(await request).toBeUndefined();
  });
});
