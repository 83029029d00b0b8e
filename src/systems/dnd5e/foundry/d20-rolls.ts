import { D20_CHOICES, type D20Choice, type D20Kind, type D20Question } from "../core/d20-odds";
import type { NaturalRoll } from "../../../core/systems/natural-roll";
import type { RuleSetKit } from "../../../foundry/composition";

/**
 * What the adapter reads of dnd5e's rolls (module/dice/d20-roll.mjs and basic-roll.mjs at release 5.3.3, 965ad2d;
 * 6.0 reads the same): a `D20Roll` has `configureModifiers()`, which writes its d20 for the advantage mode in its
 * options (`adv`, `adv2` with elven accuracy, `dis`; halfling luck's `r1=1`; reliable talent's `min10`), and the
 * class's `ADV_MODE`. Each button's roll is a copy of the dialog's roll with that mode, configured by dnd5e's own
 * code — never the roll the dialog holds, which it rolls when a button is pressed.
 */

interface AdvantageModes {
  readonly ADVANTAGE: number;
  readonly NORMAL: number;
  readonly DISADVANTAGE: number;
}

/** A dnd5e `D20Roll` as far as the adapter reads one. */
type D20Roll = foundry.dice.Roll & { configureModifiers(): void };

function isD20Roll(roll: unknown): roll is D20Roll {
  return (
    roll instanceof foundry.dice.Roll && "configureModifiers" in roll && typeof roll.configureModifiers === "function"
  );
}

function advantageModes(roll: D20Roll): AdvantageModes | null {
  const modes: unknown = Reflect.get(roll.constructor, "ADV_MODE");
  if (typeof modes !== "object" || modes === null) return null;
  const [ADVANTAGE, NORMAL, DISADVANTAGE] = ["ADVANTAGE", "NORMAL", "DISADVANTAGE"].map((name) =>
    Reflect.get(modes, name),
  );
  if (typeof ADVANTAGE !== "number" || typeof NORMAL !== "number" || typeof DISADVANTAGE !== "number") return null;
  return { ADVANTAGE, NORMAL, DISADVANTAGE };
}

const MODE_NAMES: Readonly<Record<D20Choice, keyof AdvantageModes>> = {
  advantage: "ADVANTAGE",
  normal: "NORMAL",
  disadvantage: "DISADVANTAGE",
};

/** The roll with `choice`'s mode, as dnd5e's `_finalizeRolls(action)` would make it, on a copy. */
function rollAs(kit: RuleSetKit, roll: D20Roll, choice: D20Choice, modes: AdvantageModes): NaturalRoll | null {
  // A copy through the roll's own data, as a reload restores it: the dialog's roll and its options stay untouched.
  const copy = foundry.dice.Roll.fromJSON(JSON.stringify(roll));
  if (!isD20Roll(copy)) return null;
  Reflect.set(copy.options, "advantageMode", modes[MODE_NAMES[choice]]);
  copy.configureModifiers();
  return kit.systems.naturalRollOf(copy);
}

/** A number in a roll's options, or null. */
function optionNumber(roll: foundry.dice.Roll, name: string): number | null {
  const value: unknown = Reflect.get(roll.options, name);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Which of dnd5e's rules judges the roll, from the hook names its process carries (actor.mjs, activity/attack.mjs). */
export function d20KindOf(hookNames: readonly string[]): D20Kind {
  if (hookNames.includes("attack")) return "attack";
  if (hookNames.includes("deathSave")) return "death";
  return "test";
}

/** The question of a dialog's roll: each button's roll, the target and the thresholds; null for a roll not a d20's. */
export function d20Question(kit: RuleSetKit, roll: unknown, kind: D20Kind): D20Question | null {
  if (!isD20Roll(roll)) return null;
  const modes = advantageModes(roll);
  if (!modes) return null;
  const rolls: Partial<Record<D20Choice, NaturalRoll>> = {};
  for (const choice of D20_CHOICES) {
    const made = rollAs(kit, roll, choice, modes);
    if (!made) return null;
    rolls[choice] = made;
  }
  const { advantage, normal, disadvantage } = rolls;
  if (!advantage || !normal || !disadvantage) return null;
  return { kind, rolls: { advantage, normal, disadvantage }, ...thresholdsOf(roll) };
}

/** The roll's target and its d20's thresholds, as `D20Roll.fromConfig` sets them (20 and 1 by default). */
function thresholdsOf(roll: foundry.dice.Roll): Pick<D20Question, "target" | "critical" | "fumble"> {
  return {
    target: optionNumber(roll, "target"),
    critical: optionNumber(roll, "criticalSuccess") ?? 20,
    fumble: optionNumber(roll, "criticalFailure") ?? 1,
  };
}

/**
 * A configured roll about to be rolled, as the message keeps it: the mode it rolls with, the roll and its thresholds.
 */
export interface KeptD20Roll extends Pick<D20Question, "kind" | "target" | "critical" | "fumble"> {
  readonly choice: D20Choice;
  readonly roll: NaturalRoll;
}

/** The roll as configured (after the dialog, or fast-forwarded), or null for a roll not a d20's. */
export function keptD20Roll(kit: RuleSetKit, roll: unknown, kind: D20Kind): KeptD20Roll | null {
  if (!isD20Roll(roll)) return null;
  const modes = advantageModes(roll);
  const made = kit.systems.naturalRollOf(roll);
  if (!modes || !made) return null;
  const mode = optionNumber(roll, "advantageMode");
  const choice = D20_CHOICES.find((name) => modes[MODE_NAMES[name]] === mode) ?? "normal";
  return { kind, choice, roll: made, ...thresholdsOf(roll) };
}

/**
 * Whether a message's rolled roll is the roll its flag kept: the same mode, dice, target and thresholds, read from
 * the roll's own terms and options. A flag is whatever the message's author wrote; the rolled roll is what was
 * rolled (docs/systems.md "No dialog"), so a flag that names another roll is not read.
 */
export function rolledAsKept(kit: RuleSetKit, rolled: unknown, kept: KeptD20Roll): boolean {
  const again = keptD20Roll(kit, rolled, kept.kind);
  if (!again) return false;
  return (
    again.choice === kept.choice &&
    again.target === kept.target &&
    again.critical === kept.critical &&
    again.fumble === kept.fumble &&
    again.roll.natural === asRolled(kept.roll.natural) &&
    again.roll.rest === kept.roll.rest
  );
}

/**
 * A die as it reads once rolled: dnd5e's `adv`/`dis` die rolls its count + 1 sets up front (`BasicDie`, basic-die.mjs:
 * `1d20adv` is `2d20adv` once rolled, `1d20adv2` `3d20adv2`); any other die as it was.
 */
function asRolled(natural: string): string {
  const die = /^(\d+)(d\d+.*)$/.exec(natural);
  const sets = /(?:adv|dis)(\d*)/i.exec(natural);
  if (!die || !sets) return natural;
  return `${Number(die[1]) * (Number(sets[1] || "1") + 1)}${die[2]}`;
}
