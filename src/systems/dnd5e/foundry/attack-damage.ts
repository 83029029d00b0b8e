import type { SystemOdds } from "../../../core/systems/system-odds-types";
import type { RuleSetKit } from "../../../foundry/composition";
import { withAttackDrop, type Dnd5eAttackRolls } from "../core/damage-odds";
import { configuredFormula, damagePartOf, isDamageRoll } from "./damage-dialog";
import { damageTargetActor, targetDescriptors, targetNumbers, viewerSeesTarget } from "./damage-targets";

/**
 * The chance an attack drops its target, in dnd5e's attack dialog (docs/damage.md "D&D 5e"): the attack activity's
 * own damage config (`getDamageConfig({attackMode})`, module/data/activity/attack-data.mjs at 965ad2d) made into
 * dnd5e's DamageRolls (`CONFIG.Dice.DamageRoll.fromConfig`) with the critical settings `DamageRoll.build` fills in
 * (damage-roll.mjs:51-56: the world's *Multiply Modifiers* and *Maximize Dice*, unless the config says), each
 * configured by dnd5e's own `configureDamage` for a hit and for a critical, weighed by the dialog's hit and critical
 * figures. One target only, as dnd5e's attack has one AC: the message's single target; its numbers only for the GM
 * and its actor's owners. Anything not read as dnd5e's: the figures stay the d20's alone.
 */
export function withAttackDamage(kit: RuleSetKit, odds: SystemOdds, app: unknown, roll: unknown): SystemOdds {
  try {
    return attackDrop(kit, odds, app, roll);
  } catch {
    // A damage formula the engine refuses, or a config not as dnd5e's: the attack's own figures still stand.
    return odds;
  }
}

function attackDrop(kit: RuleSetKit, odds: SystemOdds, app: unknown, roll: unknown): SystemOdds {
  const { field } = kit.systems;
  const config = field(app, "config");
  const targets = targetDescriptors(
    kit,
    field(field(field(field(field(app, "message"), "data"), "flags"), "dnd5e"), "targets"),
  );
  const [target] = targets;
  const actor = target && targets.length === 1 ? damageTargetActor(kit, target.uuid) : null;
  const attackMode = field(field(roll, "options"), "attackMode");
  const rolls = actor ? attackRolls(kit, field(config, "subject"), attackMode) : null;
  if (!target || !actor || !rolls) return odds;
  const parts = rolls.parts;
  const numbers = viewerSeesTarget(kit, actor) ? targetNumbers(kit, actor, parts) : null;
  return withAttackDrop(kit, odds, rolls, { name: target.name, numbers });
}

/** The activity's damage rolls for this attack mode, as a hit and a critical would roll them; null when not read. */
function attackRolls(
  kit: RuleSetKit,
  activity: unknown,
  attackMode: unknown,
): (Dnd5eAttackRolls & { readonly parts: ReturnType<typeof damagePartOf>[] }) | null {
  const { field, systemSetting } = kit.systems;
  const getDamageConfig = field(activity, "getDamageConfig");
  const DamageRoll = field(CONFIG.Dice, "DamageRoll");
  const fromConfig: unknown = typeof DamageRoll === "function" ? Reflect.get(DamageRoll, "fromConfig") : undefined;
  if (typeof getDamageConfig !== "function" || typeof fromConfig !== "function") return null;
  const process: unknown = Reflect.apply(getDamageConfig, activity, [{ attackMode }]);
  const configs = field(process, "rolls");
  if (typeof process !== "object" || process === null || !Array.isArray(configs) || !configs.length) return null;
  const own = field(process, "critical");
  const critical = {
    ...(typeof own === "object" && own !== null ? own : {}),
    multiplyNumeric: field(own, "multiplyNumeric") ?? systemSetting("dnd5e", "criticalDamageModifiers"),
    powerfulCritical: field(own, "powerfulCritical") ?? systemSetting("dnd5e", "criticalDamageMaxDice"),
  };
  const built: unknown[] = configs.map((rollConfig: unknown) =>
    Reflect.apply(fromConfig, DamageRoll, [rollConfig, { ...process, critical }]),
  );
  if (!built.every(isDamageRoll)) return null;
  const formulas = (choice: "critical" | "normal") =>
    built.map((damage) => configuredFormula(damage, choice, critical) ?? "");
  return {
    hit: formulas("normal"),
    critical: formulas("critical"),
    types: built.map((damage) => damagePartOf(kit, damage).type),
    parts: built.map((damage) => damagePartOf(kit, damage)),
  };
}
