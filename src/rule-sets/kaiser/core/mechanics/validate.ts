import { IndieDiceError } from "../../../../core/errors";
import { describeInput, type Limit } from "../../../../core/limits";
import { KAISER_LIMITS } from "../limits";
import { requireBoundedWhole } from "../../../../core/mechanics/bounded-number";
import { KAISER_DIE_FACES, OPPOSED_FUMBLE_RULES } from "./constants";
import type {
  AdvantageMethod,
  FumblePenaltySpec,
  KaiserCheckKind,
  KaiserCheckSpec,
  OpposedFumbleRule,
  OpposedTieRule,
} from "./types";
import { requireList } from "../../../../core/lists";

const ERROR = "INDIE_DICE.Error.Kaiser.";

const KINDS: readonly KaiserCheckKind[] = ["characteristic", "skill", "resistance"];
const METHODS: readonly AdvantageMethod[] = ["pool", "sequential"];
const TIE_RULES: readonly OpposedTieRule[] = ["defender", "roll-off"];

/** A check spec with its defaults filled in and every field checked. */
export interface NormalizedCheckSpec {
  readonly kind: KaiserCheckKind;
  readonly bonus: number;
  readonly advantage: number;
  readonly method: AdvantageMethod;
}

export function assertWholeNumber(value: unknown, name: string): asserts value is number {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) throw notWholeNumber(value, name);
}

function notWholeNumber(value: unknown, name: string): IndieDiceError {
  return new IndieDiceError(`${ERROR}NotWholeNumber`, { name, value: String(value) });
}

/** A whole number (else the Kaiser message naming `name`) inside its limit (else the limit's message). */
function requireKaiserNumber(limit: Limit, value: unknown, name: string): number {
  return requireBoundedWhole(limit, value, () => notWholeNumber(value, name));
}

/** A difficulty check's target number. */
export function assertDifficulty(difficulty: unknown): asserts difficulty is number {
  requireKaiserNumber(KAISER_LIMITS.kaiserDifficulty, difficulty, "difficulty");
}

/** Advantage or Disadvantage levels of one side, before they cancel. */
export function assertAdvantageLevels(levels: unknown, name: string): asserts levels is number {
  requireKaiserNumber(KAISER_LIMITS.kaiserAdvantageLevels, levels, name);
}

/** Fills defaults and refuses anything the rules do not allow (e.g. advantage on a characteristic check). */
export function normalizeCheckSpec(spec: KaiserCheckSpec): NormalizedCheckSpec {
  if (!KINDS.includes(spec.kind)) {
    throw new IndieDiceError(`${ERROR}UnknownKind`, { value: String(spec.kind) });
  }
  requireKaiserNumber(KAISER_LIMITS.kaiserValue, spec.bonus, "bonus");
  const advantage = requireKaiserNumber(KAISER_LIMITS.kaiserNetAdvantage, spec.advantage ?? 0, "advantage");
  if (spec.kind === "characteristic" && advantage !== 0) {
    throw new IndieDiceError(`${ERROR}AdvantageOnCharacteristic`, { value: advantage });
  }
  const method = spec.method ?? "pool";
  if (!METHODS.includes(method)) {
    throw new IndieDiceError(`${ERROR}UnknownMethod`, { value: String(method) });
  }
  return { kind: spec.kind, bonus: spec.bonus, advantage, method };
}

export function assertTieRule(rule: OpposedTieRule): void {
  if (!TIE_RULES.includes(rule)) throw new IndieDiceError(`${ERROR}UnknownTieRule`, { value: String(rule) });
}

export function assertFumbleRule(rule: OpposedFumbleRule): void {
  if (!OPPOSED_FUMBLE_RULES.includes(rule))
    throw new IndieDiceError(`${ERROR}UnknownFumbleRule`, { value: String(rule) });
}

/**
 * The opposed-Fumble penalty NdX+B: a number that is no whole number makes the whole formula unusable (the
 * message shows it); a whole number outside its limit gets that limit's message.
 */
export function assertPenaltySpec(spec: FumblePenaltySpec): void {
  const badPenalty = () =>
    new IndieDiceError(`${ERROR}BadPenalty`, {
      value: `${String(spec.number)}d${String(spec.faces)}+${String(spec.bonus)}`,
      maxDice: KAISER_LIMITS.kaiserPenaltyDice.max,
      maxFaces: KAISER_LIMITS.kaiserPenaltyFaces.max,
    });
  requireBoundedWhole(KAISER_LIMITS.kaiserPenaltyDice, spec.number, badPenalty);
  requireBoundedWhole(KAISER_LIMITS.kaiserPenaltyFaces, spec.faces, badPenalty);
  requireBoundedWhole(KAISER_LIMITS.kaiserPenaltyBonus, spec.bonus, badPenalty);
}

/** Every face handed to a judge must be one a die of that size can show. */
export function assertFaces(faces: readonly number[], dieFaces = KAISER_DIE_FACES): void {
  for (const face of requireList(faces, "faces")) {
    if (!Number.isInteger(face) || face < 1 || face > dieFaces) {
      throw new IndieDiceError(`${ERROR}BadFace`, { value: String(face), faces: dieFaces });
    }
  }
}

/** The follow-up rolls whose dice count is fixed once the checks are judged. */
type FixedRollName = "FumbleLevel" | "Penalty" | "RollOff";

/** A judge was handed more or fewer dice than the rule draws for that roll. */
export function wrongDiceCount(roll: FixedRollName, expected: number, faces: readonly number[]): IndieDiceError {
  return new IndieDiceError(`${ERROR}Wrong${roll}Dice`, {
    expected,
    actual: faces.length,
    faces: faces.map(describeInput).join(", "),
  });
}

/** The check dice ended early (a die the rule draws is missing) or ran on past the rule's last die. */
export function checkDiceMismatch(
  spec: NormalizedCheckSpec,
  faces: readonly number[],
  used: number | null,
): IndieDiceError {
  const data = { kind: spec.kind, advantage: spec.advantage, actual: faces.length, faces: faces.join(", ") };
  return used === null
    ? new IndieDiceError(`${ERROR}MissingCheckDice`, data)
    : new IndieDiceError(`${ERROR}ExtraCheckDice`, { ...data, expected: used });
}
