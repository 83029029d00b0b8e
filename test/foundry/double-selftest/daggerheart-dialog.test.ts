// @vitest-environment happy-dom
/**
 * The double's Daggerheart (foundry-double/systems/daggerheart), asserting the system's own code as each file cites
 * it: the roll dialog (d20RollDialog.mjs 030fd85: a form drawn again after every change, its actions), the duality
 * roll's dice (dualityRoll.mjs f03b4b3: Hope and Fear dice, the advantage die the best of several with `kh`, the
 * rally die, both subtracted with disadvantage), the adversary's d20 (d20Roll.mjs 30053c4: `2d20kh`/`kl`, the
 * critical threshold, 20 for a reaction, the keys held), the roll's workflow and hooks (dhRoll.mjs f75468c), the
 * actor's entry points (actor.mjs 00512b7, baseAction.mjs use) and a `[[/dr]]` link (DualityRollEnricher.mjs 1e62131).
 */
import { describe, expect, it } from "vitest";
import { g, useFoundryDouble } from "./helpers";
import {
  changeDialogField,
  clickDialog,
  daggerheartAdversary,
  daggerheartCharacter,
  nextRollDialog,
  pressRoll,
  sheetClick,
} from "../../../foundry-double/systems/daggerheart/driver";
import { enrichedDualityRoll, type DhActor } from "../../../foundry-double/systems/daggerheart/index";
import type { D20RollDialog } from "../../../foundry-double/systems/daggerheart/applications/d20-roll-dialog";
import type { RollConfig } from "../../../foundry-double/systems/daggerheart/dice/dh-roll";
import { isV14 } from "../../../foundry-double/profile";
import { must, record } from "../../kit";

const double = useFoundryDouble({
  system: "daggerheart",
  actors: [
    daggerheartCharacter({
      _id: "marlowe",
      traits: { agility: 2 },
      hope: 1,
      experiences: { sneak: { name: "Sneaky", value: 2 }, brawl: { name: "Brawler", value: 3 } },
      effects: [{ id: "rally", name: "Rally", changes: [{ key: "system.bonuses.rally", value: "d6" }] }],
    }),
    daggerheartAdversary({ _id: "bandit", difficulty: 13, criticalThreshold: 19 }),
  ],
  scenes: [
    {
      _id: "scene",
      tokens: [
        { _id: "banditTok", actorId: "bandit", actorLink: true },
        { _id: "marloweTok", actorId: "marlowe", actorLink: true },
      ],
    },
  ],
});

const actor = (id: string) =>
  (record(globalThis).game as { actors: { get(id: string): unknown } }).actors.get(id) as DhActor;

/** The dialog a roll opens, and the roll's end (its config, or undefined when it did not roll). */
async function open(
  start: () => Promise<RollConfig | undefined>,
): Promise<{ app: D20RollDialog; done: Promise<RollConfig | undefined> }> {
  double.handle.runLifecycle();
  const opened = nextRollDialog();
  const done = start();
  return { app: await opened, done };
}

/** The dialog's formula line, as it shows it. */
const formulaOf = (app: D20RollDialog) =>
  must(must([...app.element.querySelectorAll(".formula-label")].find((label) => label.querySelector("b"))).textContent)
    .replace(/^[^:]*:\s*/, "")
    .trim();

const agility = () => actor("marlowe").rollTrait("agility", { event: sheetClick() });

describe("the duality roll's dialog", () => {
  it("a trait roll from the sheet: Hope d12 + Fear d12 + the trait, the dice's faces as chosen", async () => {
    const { app, done } = await open(agility);
    expect(app.roll.constructor.name).toBe("DualityRoll");
    expect(app.element.classList.contains("roll-selection")).toBe(true);
    expect(formulaOf(app)).toBe("1d12h + 1d12f + 2");
    await changeDialogField(app, "roll.dice.dHope", "d20");
    await changeDialogField(app, "roll.dice.dFear", "d8");
    expect(formulaOf(app)).toBe("1d20h + 1d8f + 2");
    await pressRoll(app);
    expect(await done).toBeTruthy();
  });

  it(
    "advantage adds a d6, several the best of them (kh); " + "disadvantage subtracts it; a second click takes it off",
    async () => {
      const { app } = await open(agility);
      const advantage = '[data-action="updateIsAdvantage"][data-advantage="1"]';
      await clickDialog(app, advantage);
      expect(formulaOf(app)).toBe("1d12h + 1d12f + 1d6a + 2");
      expect(must(app.element.querySelector<HTMLSelectElement>('[name="roll.dice.advantageNumber"]')).disabled).toBe(
        false,
      );
      await changeDialogField(app, "roll.dice.advantageNumber", "3");
      expect(formulaOf(app)).toBe("1d12h + 1d12f + 3d6kh + 2");
      await changeDialogField(app, "roll.dice.advantageFaces", "8");
      expect(formulaOf(app)).toBe("1d12h + 1d12f + 3d8kh + 2");
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="-1"]');
      expect(formulaOf(app)).toBe("1d12h + 1d12f - 3d8kh + 2");
      await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="-1"]');
      expect(formulaOf(app)).toBe("1d12h + 1d12f + 2");
      expect(must(app.element.querySelector<HTMLSelectElement>('[name="roll.dice.advantageNumber"]')).disabled).toBe(
        true,
      );
    },
  );

  it("the rally die is added, and subtracted with disadvantage as coded", async () => {
    const { app } = await open(agility);
    await changeDialogField(app, "roll.dice._rallyIndex", "rally");
    expect(formulaOf(app)).toBe("1d12h + 1d12f + 1d6 + 2");
    await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="-1"]');
    expect(formulaOf(app)).toBe("1d12h + 1d12f - 1d6d - 1d6 + 2");
  });

  it("an experience adds its modifier and costs a Hope, each cost weighed alone against the Hope held", async () => {
    const { app } = await open(agility);
    await clickDialog(app, '[data-action="selectExperience"][data-key="sneak"]');
    expect(formulaOf(app)).toBe("1d12h + 1d12f + 2 + 2");
    expect(must(app.element.querySelector('[data-key="sneak"]')).classList.contains("selected")).toBe(true);
    expect(must(app.element.querySelector(".modifier-label")).textContent).toBe("1/1");
    expect(must(app.element.querySelector<HTMLButtonElement>('button[data-action="submitRoll"]')).disabled).toBe(false);
    await clickDialog(app, '[data-action="selectExperience"][data-key="brawl"]');
    expect(formulaOf(app)).toBe("1d12h + 1d12f + 2 + 2 + 3");
    // One Hope each, and one Hope held: costField.mjs hasCost weighs each cost alone against the resource.
    expect([...app.element.querySelectorAll(".modifier-label")].map((label) => label.textContent)).toEqual([
      "1/1",
      "1/1",
    ]);
    expect(must(app.element.querySelector<HTMLButtonElement>('button[data-action="submitRoll"]')).disabled).toBe(false);
    await clickDialog(app, '[data-action="selectExperience"][data-key="sneak"]');
    expect(formulaOf(app)).toBe("1d12h + 1d12f + 2 + 3");
  });

  it("a situational formula is added after a +", async () => {
    const { app } = await open(agility);
    await changeDialogField(app, "extraFormula", "1d4 + 1");
    expect(formulaOf(app)).toBe("1d12h + 1d12f + 2 + 1d4 + 1");
  });

  it(
    "its hooks in the system's order; " + "a double is a critical that succeeds, the higher die says Hope or Fear",
    async () => {
      const calls: string[] = [];
      for (const hook of [
        "preRollDuality",
        "preRoll",
        "postDualityRollConfiguration",
        "postRollConfiguration",
        "postRollDuality",
        "postRoll",
      ]) {
        g().Hooks.on(`daggerheart.${hook}`, () => void calls.push(hook));
      }
      g().Hooks.on("renderD20RollDialog", () => void calls.push("dialog"));
      const { app, done } = await open(() =>
        enrichedDualityRoll({ traitValue: "agility", target: actor("marlowe"), difficulty: "15" }, sheetClick()),
      );
      expect(must(app.element.querySelector('button[data-action="submitRoll"] .label')).textContent).toBe(
        "Roll (Difficulty 15)",
      );
      double.handle.scriptFaces([6, 6]);
      await pressRoll(app);
      const config = must(await done);
      expect(calls.filter((call, index) => call !== "dialog" || calls[index - 1] !== "dialog")).toEqual([
        "preRollDuality",
        "preRoll",
        "dialog",
        "postDualityRollConfiguration",
        "postRollConfiguration",
        "postRollDuality",
        "postRoll",
      ]);
      // 6 + 6 + 2 = 14 is short of 15, but a double always succeeds.
      expect(config.roll).toMatchObject({ total: 14, isCritical: true, success: true, result: { duality: 0 } });
      double.handle.runLifecycle();
      double.handle.scriptFaces([9, 3]);
      const config2 = await actor("marlowe").rollTrait("agility", { event: sheetClick({ shift: true }) });
      expect(must(config2).roll).toMatchObject({ total: 14, result: { duality: 1 } });
    },
  );

  it("closed without rolling, nothing is rolled", async () => {
    const { app, done } = await open(agility);
    await app.close();
    expect(await done).toBeUndefined();
    expect(double.handle.messages).toHaveLength(0);
  });

  it("the roll modes as each Foundry lists them", async () => {
    const { app } = await open(agility);
    const modes = [...app.element.querySelectorAll<HTMLOptionElement>('[name="selectedMessageMode"] option')].map(
      (option) => option.value,
    );
    expect(modes).toEqual(
      isV14() ? ["public", "gm", "blind", "self", "ic"] : ["publicroll", "gmroll", "blindroll", "selfroll"],
    );
  });
});

describe("an adversary's d20 roll", () => {
  it("an attack at + 3 against the targets: 1d20 + 3, 2d20kh with advantage, 2d20kl with disadvantage", async () => {
    double.handle.targetTokens(["marloweTok"]);
    const { app } = await open(() =>
      actor("bandit").useAction({ name: "Club", rollType: "attack", bonus: 3 }, sheetClick()),
    );
    expect(app.roll.constructor.name).toBe("D20Roll");
    expect(formulaOf(app)).toBe("1d20 + 3");
    expect(app.config && app.config.targets).toEqual([
      expect.objectContaining({ id: "marloweTok", name: "Marlowe", evasion: 10 }),
    ]);
    await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="1"]');
    expect(formulaOf(app)).toBe("2d20kh + 3");
    await clickDialog(app, '[data-action="updateIsAdvantage"][data-advantage="-1"]');
    expect(formulaOf(app)).toBe("2d20kl + 3");
    expect(app.element.querySelector('[name="roll.dice.advantageNumber"]')).toBeNull();
  });

  it("a natural 19 crits at its threshold and hits whatever the total; a miss below the Evasion", async () => {
    double.handle.targetTokens(["marloweTok"]);
    double.handle.runLifecycle();
    double.handle.scriptFaces([19]);
    const crit = await actor("bandit").useAction(
      { name: "Club", rollType: "attack", bonus: -20 },
      sheetClick({ shift: true }),
    );
    expect(must(crit).roll).toMatchObject({ isCritical: true, success: true });
    expect(must(must(must(crit).targets)[0]).hit).toBe(true);
    double.handle.scriptFaces([6]);
    const miss = await actor("bandit").useAction(
      { name: "Club", rollType: "attack", bonus: 3 },
      sheetClick({ shift: true }),
    );
    expect(must(miss).roll).toMatchObject({ total: 9, isCritical: false, success: false });
  });

  it("Alt rolls with advantage without the dialog; a reaction crits only at 20", async () => {
    double.handle.runLifecycle();
    double.handle.scriptFaces([4, 19]);
    const advantage = await actor("bandit").useAction(
      { name: "Club", rollType: "attack", bonus: 0 },
      sheetClick({ alt: true }),
    );
    expect(must(advantage).roll).toMatchObject({ total: 19, isCritical: true });
    const reaction: RollConfig = {
      event: sheetClick({ shift: true }),
      title: "Reaction",
      roll: { type: "reaction", trait: null, formula: "" },
      actionType: "reaction",
      hasRoll: true,
      data: {},
    };
    double.handle.scriptFaces([19]);
    expect(must(await actor("bandit").diceRoll(reaction)).roll).toMatchObject({ isCritical: false });
  });
});
