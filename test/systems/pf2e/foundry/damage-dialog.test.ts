// @vitest-environment happy-dom
/**
 * Pathfinder 2e's damage dialog with Indie Dice (src/systems/pf2e/foundry/damage-dialog.ts), in the double's pf2e on
 * both profiles: the figures the adapter reads from the real dialog a Strike's Damage or Critical button opens —
 * the roll's damage and each target's chance to drop — as the GM, as a player and as the target's owner. Every
 * figure is counted here face by face, each outcome's instances written out by hand from the formula pf2e rolls and
 * put through the double's applyIWR (foundry-double/systems/pf2e/iwr.ts), never through the module's engine.
 * docs/damage.md: a +1 striking longsword `2d8 + 4` with deadly d8, a weakness 5.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import {
  addDamageModifier,
  rollStrikeDamage,
  toggleDamageEntry,
  type DamageSpec,
} from "../../../../foundry-double/systems/pf2e/driver";
import type { DamageModifierDialog } from "../../../../foundry-double/systems/pf2e/damage-dialog";
import type { DamageInstanceRolled } from "../../../../foundry-double/systems/pf2e/damage-roll";
import { applyIWR, dropsActor } from "../../../../foundry-double/systems/pf2e/iwr";
import { pf2eDamageDialog } from "../../../../src/systems/pf2e/foundry/damage-dialog";
import { RULE_SET_KIT } from "../../../../src/root/rule-set-kit";
import { must } from "../../../kit";
import { ANN, GM, onlyTheV1Warning } from "./valeros-world";
import { LONGSWORD, STRIKE_WORLD } from "./strike-world";

const DAMAGE_DIALOG = pf2eDamageDialog(RULE_SET_KIT);

const harness = useIndieDice(STRIKE_WORLD);
onlyTheV1Warning();

const BO = "boUser0000000000";
const HIT: DamageSpec = { actor: "valeros0000000000", weapon: LONGSWORD, method: "damage" };
const CRIT: DamageSpec = { ...HIT, method: "critical" };

/** The adapter's figures for the live dialog, read as the module reads them on its render. */
function odds(dialog: DamageModifierDialog) {
  const element = must(dialog.element[0]);
  return must(must(DAMAGE_DIALOG.read(dialog, element)).odds().damage);
}

/** Every face of these dice, each outcome once. */
function* faces(sizes: readonly number[]): Generator<number[]> {
  if (sizes.length === 0) return yield [];
  for (const rest of faces(sizes.slice(1))) for (let f = 1; f <= (sizes[0] ?? 0); f++) yield [f, ...rest];
}

const slashing = (total: number): DamageInstanceRolled[] => [
  { formula: "", type: "slashing", persistent: false, total: Math.max(total, 0) },
];

/** Each outcome's slashing total, by the formula pf2e writes for the degree and crit rule (formula.ts's rules). */
const HIT_TOTAL = ([a = 0, b = 0]: number[]) => a + b + 4;
const CRIT_TOTAL = ([a = 0, b = 0, c = 0]: number[]) => 2 * (a + b + 4) + c;
const DOUBLE_DICE_TOTAL = ([a = 0, b = 0, c = 0, d = 0, e = 0]: number[]) => a + b + c + d + 8 + e;

/** The mean total, and the chance applyIWR's damage drops the actor, counted over every face. */
function counted(sizes: readonly number[], total: (f: number[]) => number, actorId?: string) {
  const actor = actorId ? must(game.actors?.get(actorId)) : null;
  let outcomes = 0;
  let sum = 0;
  let drops = 0;
  for (const f of faces(sizes)) {
    outcomes++;
    sum += total(f);
    if (actor && dropsActor(actor, applyIWR(actor, slashing(total(f)), false))) drops++;
  }
  return { mean: sum / outcomes, drop: drops / outcomes };
}

const mean = (outcomes: readonly (readonly [number, number])[]) => outcomes.reduce((m, [t, p]) => m + t * p, 0);

async function setHp(actorId: string, value: number) {
  const actor = must(game.actors?.get(actorId));
  await Reflect.apply(Reflect.get(actor, "update"), actor, [{ "system.attributes.hp.value": value }]);
}

describe("the GM's damage dialog", () => {
  it("a hit: 2d8 + 4, mean 13, 6 to 20; a critical: 2 × (2d8 + 4) + 1d8, mean 30.5, 13 to 48", async () => {
    harness().foundry.setUser(GM);
    const hit = await rollStrikeDamage(HIT);
    const hitOdds = odds(hit.dialog);
    expect(counted([8, 8], HIT_TOTAL).mean).toBe(13);
    expect(hitOdds.rolls.map((roll) => roll.choice)).toEqual(["success"]);
    expect(mean(must(hitOdds.rolls[0]).outcomes)).toBeCloseTo(13, 12);
    expect(must(hitOdds.rolls[0]).outcomes.map(([total]) => total)).toEqual(
      Array.from({ length: 15 }, (_, i) => 6 + i),
    );
    expect(hitOdds.targets).toEqual([]);
    await hit.dialog.close();
    const crit = await rollStrikeDamage(CRIT);
    const critOdds = odds(crit.dialog);
    expect(counted([8, 8, 8], CRIT_TOTAL).mean).toBe(30.5);
    expect(critOdds.rolls.map((roll) => roll.choice)).toEqual(["criticalSuccess"]);
    expect(mean(must(critOdds.rolls[0]).outcomes)).toBeCloseTo(30.5, 12);
    expect(must(critOdds.rolls[0]).outcomes.at(0)?.[0]).toBe(13);
    expect(must(critOdds.rolls[0]).outcomes.at(-1)?.[0]).toBe(48);
    // The choice's chip goes on the Roll button; the panel right before it.
    const places = must(DAMAGE_DIALOG.place(crit.dialog, must(crit.dialog.element[0])));
    expect(places.choices.get("criticalSuccess")).toBe(crit.dialog.element[0]?.querySelector("button.roll"));
    expect(places.panelBefore).toBe(places.choices.get("criticalSuccess"));
    await crit.dialog.close();
  });

  it("the goblin's weakness 5 at 9 HP: every hit and critical drops it; at 20, 30, 35 HP the worked odds", async () => {
    harness().foundry.setUser(GM);
    harness().foundry.targetTokens(["goblinTok"], GM);
    const goblin = "goblin0000000000";
    const hit = await rollStrikeDamage(HIT);
    expect(counted([8, 8], HIT_TOTAL, goblin).drop).toBe(1);
    expect(odds(hit.dialog).targets).toEqual([{ name: "Goblin", chances: [1] }]);
    await setHp(goblin, 20);
    // 21 of 64 (32.81%): a total of at least 15 before the weakness.
    expect(counted([8, 8], HIT_TOTAL, goblin).drop).toBe(21 / 64);
    expect(must(odds(hit.dialog).targets[0]?.chances)[0]).toBeCloseTo(21 / 64, 12);
    await hit.dialog.close();
    await setHp(goblin, 30);
    const crit = await rollStrikeDamage(CRIT);
    // 408 of 512 (79.69%).
    expect(counted([8, 8, 8], CRIT_TOTAL, goblin).drop).toBe(408 / 512);
    expect(must(odds(crit.dialog).targets[0]?.chances)[0]).toBeCloseTo(408 / 512, 12);
    await setHp(goblin, 35);
    expect(counted([8, 8, 8], CRIT_TOTAL, goblin).drop).toBeCloseTo(0.5547, 4);
    expect(must(odds(crit.dialog).targets[0]?.chances)[0]).toBeCloseTo(counted([8, 8, 8], CRIT_TOTAL, goblin).drop, 12);
    await crit.dialog.close();
  });

  it("the world's doubledice variant: (4d8) + 2 × 4 + 1d8, the same mean, at the goblin's 30 HP 87.52%", async () => {
    harness().foundry.setUser(GM);
    await Reflect.apply(game.settings.set, game.settings, ["pf2e", "critRule", "doubledice"]);
    harness().foundry.targetTokens(["goblinTok"], GM);
    await setHp("goblin0000000000", 30);
    const crit = await rollStrikeDamage(CRIT);
    const counts = counted([8, 8, 8, 8, 8], DOUBLE_DICE_TOTAL, "goblin0000000000");
    expect(counts.mean).toBe(30.5);
    expect(counts.drop).toBeCloseTo(0.8752, 4);
    const read = odds(crit.dialog);
    expect(mean(must(read.rolls[0]).outcomes)).toBeCloseTo(30.5, 12);
    expect(must(read.targets[0]?.chances)[0]).toBeCloseTo(counts.drop, 12);
    await crit.dialog.close();
  });

  it("toggling Strength, deadly, or adding a modifier in the dialog changes the figures", async () => {
    harness().foundry.setUser(GM);
    harness().foundry.targetTokens(["ogreTok"], GM);
    const { dialog } = await rollStrikeDamage(CRIT);
    const ogre = "ogre000000000000";
    expect(must(odds(dialog).targets[0]?.chances)[0]).toBeCloseTo(counted([8, 8, 8], CRIT_TOTAL, ogre).drop, 12);
    await toggleDamageEntry(dialog, "modifier", 0);
    const noStrength = ([a = 0, b = 0, c = 0]: number[]) => 2 * (a + b) + c;
    expect(counted([8, 8, 8], noStrength).mean).toBe(22.5);
    expect(mean(must(odds(dialog).rolls[0]).outcomes)).toBeCloseTo(22.5, 12);
    expect(must(odds(dialog).targets[0]?.chances)[0]).toBeCloseTo(counted([8, 8, 8], noStrength, ogre).drop, 12);
    await toggleDamageEntry(dialog, "dice", 0);
    expect(mean(must(odds(dialog).rolls[0]).outcomes)).toBeCloseTo(18, 12);
    await toggleDamageEntry(dialog, "modifier", 0);
    await addDamageModifier(dialog, { value: 2, type: "status" });
    const withStatus = ([a = 0, b = 0]: number[]) => 2 * (a + b + 6);
    expect(counted([8, 8], withStatus).mean).toBe(30);
    expect(mean(must(odds(dialog).rolls[0]).outcomes)).toBeCloseTo(30, 12);
    expect(must(odds(dialog).targets[0]?.chances)[0]).toBeCloseTo(counted([8, 8], withStatus, ogre).drop, 12);
    await dialog.close();
  });
});

describe("secrets stay the system's", () => {
  it("a player sees her roll's damage, no chance for NPCs she does not own: two HP read the same", async () => {
    harness().foundry.setUser(ANN);
    harness().foundry.targetTokens(["goblinTok", "ogreTok"], ANN);
    const { dialog } = await rollStrikeDamage(HIT);
    const read = odds(dialog);
    expect(read.targets).toEqual([
      { name: "Goblin", chances: null },
      { name: "Ogre", chances: null },
    ]);
    expect(mean(must(read.rolls[0]).outcomes)).toBeCloseTo(13, 12);
    await dialog.close();
  });

  it("the target's owner sees its chance: Ezren's 12 HP and 3 temporary", async () => {
    harness().foundry.setUser(BO);
    harness().foundry.targetTokens(["ezrenTok", "goblinTok"], BO);
    const { dialog } = await rollStrikeDamage(HIT);
    const ezren = counted([8, 8], HIT_TOTAL, "ezren00000000000").drop;
    // 2d8 + 4 ≥ 15: 21 of 64.
    expect(ezren).toBe(21 / 64);
    const read = odds(dialog);
    expect(read.targets.map((target) => target.name)).toEqual(["Ezren", "Goblin"]);
    expect(must(read.targets[0]?.chances)[0]).toBeCloseTo(ezren, 12);
    expect(read.targets[1]?.chances).toBeNull();
    // The stamina variant: 5 stamina more, 2d8 + 4 ≥ 20 on one face pair in 64.
    harness().foundry.setUser(GM);
    await Reflect.apply(game.settings.set, game.settings, ["pf2e", "staminaVariant", true]);
    harness().foundry.setUser(BO);
    expect(counted([8, 8], HIT_TOTAL, "ezren00000000000").drop).toBe(1 / 64);
    expect(must(odds(dialog).targets[0]?.chances)[0]).toBeCloseTo(1 / 64, 12);
    await dialog.close();
  });
});

describe("what is not read", () => {
  it("a targeted token without an actor: no hit points, no target of damage", async () => {
    harness().foundry.setUser(GM);
    harness().foundry.targetTokens(["boulderTok", "goblinTok"], GM);
    const { dialog } = await rollStrikeDamage(HIT);
    expect(odds(dialog).targets).toEqual([{ name: "Goblin", chances: [1] }]);
    await dialog.close();
  });

  it("fatal's die override on a critical: the reason, never a figure that may be wrong; a hit's figures", async () => {
    harness().foundry.setUser(GM);
    const pick: DamageSpec = { ...HIT, weapon: { ...LONGSWORD, traits: ["fatal-d12"] } };
    const hit = await rollStrikeDamage(pick);
    expect(mean(must(odds(hit.dialog).rolls[0]).outcomes)).toBeCloseTo(13, 12);
    await hit.dialog.close();
    const crit = await rollStrikeDamage({ ...pick, method: "critical" });
    const reading = must(DAMAGE_DIALOG.read(crit.dialog, must(crit.dialog.element[0])));
    expect(() => reading.odds()).toThrow(expect.objectContaining({ key: "INDIE_DICE.SystemOdds.Pf2e.DamageOverride" }));
    await crit.dialog.close();
  });
});
