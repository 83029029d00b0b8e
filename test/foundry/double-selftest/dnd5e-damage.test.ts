// @vitest-environment happy-dom
/**
 * The double's dnd5e damage against dnd5e's own code (foundryvtt/dnd5e 965ad2d = 5.3.3; unchanged in 6.0.0):
 * DamageRoll's preprocessing and configureDamage (damage-roll.mjs:100-231), build's two world settings (:51-56), the
 * damage dialog's buttons, fields and _finalizeRolls (damage-configuration-dialog.mjs, damage-formulas.hbs), an
 * attack's damage config (attack-data.mjs, base-activity.mjs) and rollDamage's hooks (activity/mixin.mjs), and
 * Actor5e#calculateDamage (actor.mjs:789-988). Every formula and number is read off dnd5e's code by hand.
 */
import { describe, expect, it } from "vitest";
import { PROFILES, globals, recordHooks, useDnd5eWorld } from "./dnd5e-helpers";
import { g } from "./helpers";
import {
  dnd5eActorSpec,
  dnd5eWeapon,
  nextRollDialog,
  pressDialogButton,
  typeSituational,
} from "../../../foundry-double/systems/dnd5e/driver";
import { DamageRoll } from "../../../foundry-double/systems/dnd5e/index";
import { Actor5e } from "../../../foundry-double/systems/dnd5e/documents/actor";
import type { FoundryDoubleOptions } from "../../../foundry-double/index";
import { must } from "../../kit";

const WORLD: FoundryDoubleOptions = {
  system: "dnd5e",
  actors: [
    dnd5eActorSpec({
      _id: "orc",
      name: "Orc",
      abilities: { str: 16 },
      flags: { meleeCriticalDamageDice: 1 },
      bonuses: { mwak: { damage: "1" } },
      ownership: { default: 3 },
      items: [
        dnd5eWeapon({
          _id: "sword",
          name: "Longsword",
          properties: ["mgc", "ver"],
          activityId: "swordAttack",
          damage: { number: 1, denomination: 8, types: ["slashing"] },
          activityDamage: {
            critical: { bonus: "1d6" },
            includeBase: true,
            parts: [{ number: 1, denomination: 4, types: ["fire", "cold"] }],
          },
        }),
      ],
    }),
    dnd5eActorSpec({
      _id: "troll",
      name: "Troll",
      hp: { value: 30, dt: 3 },
      traits: {
        di: { value: ["poison"] },
        dr: { value: ["slashing"], bypasses: ["mgc"] },
        dv: { value: ["fire"] },
        dm: { amount: { ALL: "-2" }, bypasses: [] },
      },
    }),
  ],
};

function actor(id: string): Actor5e {
  const found = globals().game.actors.get(id);
  if (!(found instanceof Actor5e)) throw new Error(`${id} is the world's Actor5e`);
  return found;
}
const sword = () => must(must(actor("orc").items.get("sword")).activities.get("swordAttack"));
const critical = (formula: string, critical: Record<string, unknown> = {}) =>
  new DamageRoll(formula, {}, { isCritical: true, critical }).formula;

describe.each(PROFILES)("dnd5e damage in the double on the v%i profile", (generation) => {
  const world = useDnd5eWorld(generation, WORLD);

  it("configureDamage doubles the dice, not the numbers, unless the world or the roll says otherwise", () => {
    expect(new DamageRoll("1d8 + 3").formula).toBe("1d8 + 3");
    expect(critical("1d8 + 3")).toBe("2d8 + 3");
    expect(critical("1d8 + 3", { multiplyNumeric: true })).toBe("2d8 + 6");
    // Maximize Dice: one set rolled, one counted at its maximum, added as a flat bonus (a term without flavor: "").
    expect(critical("1d8 + 3", { powerfulCritical: true })).toBe("1d8 + 3 + 8");
    // The extra dice go to the roll's first term only; the extra damage is appended, undoubled.
    expect(critical("1d8 + 1d6", { bonusDice: 1 })).toBe("3d8 + 2d6");
    expect(critical("1d8 + 3", { bonusDamage: "1d6" })).toBe("2d8 + 3 + 1d6");
    // The dice modifiers travel along; a shorthand die becomes one die first.
    expect(critical("2d6r<=2 + 4")).toBe("4d6r<=2 + 4");
    expect(critical("d8 + 3")).toBe("2d8 + 3");
    expect(critical("(1 + 1)d8 + 3")).toBe("4d8 + 3");
    // The process's critical under the roll's own (fromConfig): the roll's multiplier wins.
    const built = DamageRoll.fromConfig(
      { parts: ["1d6"], options: { isCritical: true, critical: { multiplier: 3 } } },
      { critical: { multiplier: 2, bonusDamage: "1" } },
    );
    expect(built.formula).toBe("3d6 + 1");
    // Configured again as normal: every critical addition gone, nothing evaluated.
    const roll = new DamageRoll("1d8 + 3", {}, { isCritical: true, critical: { bonusDamage: "1d6" } });
    roll.options.isCritical = false;
    roll.configureDamage();
    expect([roll.formula, roll._evaluated, roll.dice.every((d) => d.results.length === 0)]).toEqual([
      "1d8 + 3",
      false,
      true,
    ]);
  });

  it(
    "an attack's damage: the base part with @mod and the melee critical dice, the actor's bonus on the first part, " +
      "the critical bonus, the types and the physical properties",
    () => {
      const config = sword().getDamageConfig({});
      const [base, extra] = must(config.rolls);
      expect(must(base).parts).toEqual(["1d8", "1", "@mod"]);
      expect(must(base).data?.mod).toBe(3);
      expect(must(base).options).toEqual({
        type: "slashing",
        types: ["slashing"],
        properties: ["mgc"],
        critical: { bonusDice: 1, bonusDamage: "1d6" },
      });
      expect([must(extra).parts, must(extra).options?.type, must(extra).options?.critical]).toEqual([
        ["1d4"],
        "fire",
        undefined,
      ]);
    },
  );

  it(
    "rollDamage opens the damage dialog: Critical Hit and Normal, a situational field and a type select per roll; " +
      "the world's settings and the button decide the critical; dnd5e's hooks in order",
    async () => {
      await g().game.settings.set("dnd5e", "criticalDamageModifiers", true);
      const calls = recordHooks([
        "dnd5e.preRollDamageV2",
        "renderDamageRollConfigurationDialog",
        "dnd5e.postDamageRollConfiguration",
        "dnd5e.postRollConfiguration",
        "dnd5e.rollDamageV2",
      ]);
      const opened = nextRollDialog();
      const rolling = sword().rollDamage({}, { options: { defaultButton: "critical" } });
      const app = await opened;
      const buttons = [...app.element.querySelectorAll<HTMLButtonElement>("nav.dialog-buttons button")];
      expect(buttons.map((b) => [b.dataset.action, b.hasAttribute("autofocus"), b.textContent?.trim()])).toEqual([
        ["critical", true, "Critical Hit"],
        ["normal", false, "Normal"],
      ]);
      const names = [...app.element.querySelectorAll<HTMLInputElement>("[name]")].map((e) => e.name);
      expect(names.slice(0, 3)).toEqual(["roll.0.situational", "roll.1.damageType", "roll.1.situational"]);
      // While open, the rolls carry the crit state they were built with: not critical.
      expect(app.rolls.map((r) => r.formula)).toEqual(["1d8 + 1 + 3", "1d4"]);
      await typeSituational(app, "1d6", 1);
      expect(must(app.rolls[1]).formula).toBe("1d4 + 1d6");
      await pressDialogButton(app, "critical");
      const rolls = must(await rolling);
      // Multiply Modifiers from the world: the numbers doubled too; the orc's extra die on the first term only.
      expect(rolls.map((r) => r.formula)).toEqual(["3d8 + 2 + 6 + 1d6", "2d4 + 2d6"]);
      // Rendered again (the formulas part alone) on the situational field's change.
      expect(calls.map((c) => c.name)).toEqual([
        "dnd5e.preRollDamageV2",
        "renderDamageRollConfigurationDialog",
        "renderDamageRollConfigurationDialog",
        "dnd5e.postDamageRollConfiguration",
        "dnd5e.postRollConfiguration",
        "dnd5e.rollDamageV2",
      ]);
      expect(world.handle.messages.at(-1)?.flags).toMatchObject({ dnd5e: { roll: { type: "damage" } } });
    },
  );

  it("no critical allowed: no Critical Hit button, and Normal reads Roll", async () => {
    const opened = nextRollDialog();
    const rolling = sword().rollDamage({ critical: { allow: false } });
    const app = await opened;
    const buttons = [...app.element.querySelectorAll<HTMLButtonElement>("nav.dialog-buttons button")];
    expect(buttons.map((b) => [b.dataset.action, b.textContent?.trim()])).toEqual([["normal", "Roll"]]);
    await pressDialogButton(app, "normal");
    await rolling;
  });

  it("calculateDamage: immunity, a modification spent once, magic past resistance, vulnerability, threshold", () => {
    const troll = actor("troll");
    const deal = (damages: { value: number; type: string; properties?: string[] }[]) => {
      const result = troll.calculateDamage(damages.map((d) => ({ ...d, properties: new Set(d.properties ?? []) })));
      return result === false ? null : result.amount;
    };
    // Slashing 9 − 2 = 7, resisted: 3; fire 4 (the −2 spent), doubled: 8; poison: immune.
    expect(
      deal([
        { value: 9, type: "slashing" },
        { value: 4, type: "fire" },
        { value: 5, type: "poison" },
      ]),
    ).toBe(11);
    // A magic sword bypasses the resistance: 9 − 2 = 7.
    expect(deal([{ value: 9, type: "slashing", properties: ["mgc"] }])).toBe(7);
    // 4 − 2 = 2, under the threshold of 3: nothing; 1 − 2 would turn the sign: 0.
    expect(deal([{ value: 4, type: "cold" }])).toBe(0);
    expect(deal([{ value: 1, type: "cold" }])).toBe(0);
  });
});
