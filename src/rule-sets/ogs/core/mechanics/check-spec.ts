import { IndieDiceError } from "../../../../core/errors";
import { limitError, requireWithin } from "../../../../core/limits";
import { OGS_LIMITS } from "../limits";
import { actionCheckSlots, type ActionCheckSpec, type ActionDiceSpec, type DieIncrease } from "./action-check";
import type { DieRole } from "./rolled-dice";
import { DEFAULT_MODIFIER_DIE, type OgsDieSize } from "./rules";
import { assertOgsDie } from "./validation";

/**
 * An Action Check as a player fills it in: three dice, one Die Increase and where it goes, a flat bonus and
 * (for a check) a difficulty. It is what the roll dialog builds and the API accepts; `ogsCheckFormula` writes
 * it in our notation, so Foundry's parser rolls exactly the dice the odds were worked out for.
 */

/** A Die Increase hits the modifier die, or — on an open roll — every die of the roll. */
export type OgsIncreaseTarget = "modifier" | "every";

export const OGS_INCREASE_TARGETS: readonly OgsIncreaseTarget[] = ["modifier", "every"];

export interface OgsCheckSpec {
  readonly stat: number;
  readonly skill: number;
  /** The modifier die; null or left out when the character has none (a d6 is rolled instead). */
  readonly modifier?: number | null;
  /** Stages of Die Increase; 0 when left out. */
  readonly stages?: number;
  /** Defaults to `modifier`. */
  readonly increaseTarget?: OgsIncreaseTarget;
  readonly flatBonus?: number;
  /** A check against a difficulty when set; without one the roll is an open total. */
  readonly difficulty?: number;
}

/** A spec with every default filled in and every value checked. */
interface NormalizedOgsCheckSpec {
  readonly stat: OgsDieSize;
  readonly skill: OgsDieSize;
  readonly modifier: OgsDieSize | null;
  readonly stages: number;
  readonly increaseTarget: OgsIncreaseTarget;
  readonly flatBonus: number;
  readonly difficulty: number | null;
}

const ROLES_IN_ORDER: readonly DieRole[] = ["stat", "skill", "modifier"];

/** Checks a spec against the dice rules and the limits; throws the IndieDiceError naming the first bad value. */
export function normalizeOgsCheckSpec(spec: OgsCheckSpec): NormalizedOgsCheckSpec {
  assertOgsDie(spec.stat);
  assertOgsDie(spec.skill);
  const modifier = spec.modifier ?? null;
  if (modifier !== null) assertOgsDie(modifier);
  const increaseTarget = spec.increaseTarget ?? "modifier";
  if (!OGS_INCREASE_TARGETS.includes(increaseTarget)) {
    throw new IndieDiceError("INDIE_DICE.Error.Ogs.IncreaseTarget", { target: String(increaseTarget) });
  }
  const normalized: NormalizedOgsCheckSpec = {
    stat: spec.stat,
    skill: spec.skill,
    modifier,
    stages: requireWithin(OGS_LIMITS.ogsStages, spec.stages ?? 0),
    increaseTarget,
    flatBonus: requireWithin(OGS_LIMITS.ogsFlatBonus, spec.flatBonus ?? 0),
    difficulty: spec.difficulty === undefined ? null : requireWithin(OGS_LIMITS.ogsDifficulty, spec.difficulty),
  };
  const realDice = actionCheckSlots(toActionDice(normalized)).length;
  if (realDice > OGS_LIMITS.ogsRealDice.max) throw limitError(OGS_LIMITS.ogsRealDice, realDice);
  return normalized;
}

/** The Die Increase as the core's effects: one on the modifier die, or the same stages on each die. */
function ogsCheckIncreases(spec: Pick<OgsCheckSpec, "stages" | "increaseTarget">): DieIncrease[] {
  const stages = spec.stages ?? 0;
  if (stages === 0) return [];
  const targets = (spec.increaseTarget ?? "modifier") === "every" ? ROLES_IN_ORDER : (["modifier"] as const);
  return targets.map((target) => ({ stages, target }));
}

function toActionDice(spec: NormalizedOgsCheckSpec): ActionDiceSpec {
  return {
    stat: spec.stat,
    skill: spec.skill,
    modifier: spec.modifier ?? DEFAULT_MODIFIER_DIE,
    increases: ogsCheckIncreases(spec),
    flatBonus: spec.flatBonus,
  };
}

/** The core's Action Check dice for a spec (checked), e.g. for `exactOdds.ogs.opposed`. */
export function ogsActionDice(spec: OgsCheckSpec): ActionDiceSpec {
  return toActionDice(normalizeOgsCheckSpec(spec));
}

/** The core's Action Check for a spec with a difficulty, e.g. for `exactOdds.ogs.actionCheck`. */
export function ogsActionCheck(spec: OgsCheckSpec & { readonly difficulty: number }): ActionCheckSpec {
  const normalized = normalizeOgsCheckSpec(spec);
  return { ...toActionDice(normalized), difficulty: normalized.difficulty! };
}

/** The real dice rolled, stat then skill then modifier, each promoted die expanded: `[8, 10, 8, 6]`. */
export function ogsCheckDice(spec: OgsCheckSpec): OgsDieSize[] {
  return actionCheckSlots(ogsActionDice(spec)).map((slot) => slot.faces as OgsDieSize);
}

/**
 * The check in our notation: `1d8 + 1d10 + 1d6p2 + 1`. The Die Increase is written on the die it hits (`pN` on
 * each die when it hits every die), so the parser expands it into the same real dice as `ogsCheckDice`.
 */
export function ogsCheckFormula(spec: OgsCheckSpec): string {
  const normalized = normalizeOgsCheckSpec(spec);
  const stagesOf = new Map(ogsCheckIncreases(normalized).map((increase) => [increase.target, increase.stages]));
  const sizes: Record<DieRole, number> = {
    stat: normalized.stat,
    skill: normalized.skill,
    modifier: normalized.modifier ?? DEFAULT_MODIFIER_DIE,
  };
  const terms = ROLES_IN_ORDER.map((role) => {
    const stages = stagesOf.get(role);
    return `1d${sizes[role]}${stages === undefined ? "" : `p${stages}`}`;
  });
  const bonus = normalized.flatBonus;
  const bonusText = bonus === 0 ? "" : ` ${bonus < 0 ? "-" : "+"} ${Math.abs(bonus)}`;
  return `${terms.join(" + ")}${bonusText}`;
}
