import { CPRED_MAX_BASE, type CpredRoll } from "./cpred-odds";

/**
 * What a Cyberpunk RED roll card shows (docs/systems-cyberpunk-red-core.md "The roll's message"): the stat and skill
 * cards of 0.93 and the fork alike (src/templates/chat/cpr-stat-rollcard.hbs, cpr-skill-rollcard.hbs and the attack,
 * role and program cards of the same shape) draw the first d10 as an image `d10_<face>.svg` in `d10-dice-div`, and on
 * a critical (`criticalCard`) that face as `_preem` (a 10, the extra die added) or `_fail` (a 1, taken away) then the
 * extra die's; then the result, `resultTotal`, alone in the span of `d10-number-div`. Read as text, never drawn.
 */
export interface CpredCard {
  readonly total: number;
  readonly face: number;
  /** The extra die as the card adds it to the total (negative on a critical failure), or 0 where none is drawn. */
  readonly extra: number;
}

const DICE = /class="d10-dice-div">([\s\S]*?)<div class="d10-number-div">\s*<a><span[^>]*>\s*(-?\d+)\s*<\/span>/;
const DIE = /icons\/dice\/(?:black|red)\/d10_(\d+)(_preem|_fail)?\.svg/g;

export function cpredCardOf(content: unknown): CpredCard | null {
  const match = typeof content === "string" ? DICE.exec(content) : null;
  if (!match?.[1] || match[2] === undefined) return null;
  const dice = [...match[1].matchAll(DIE)];
  const [first, second] = dice;
  const face = Number(first?.[1]);
  if (!first || dice.length > 2 || !Number.isInteger(face) || face < 1 || face > 10) return null;
  // A critical card draws the face marked and the extra die after it; a plain card, the face alone.
  const mark = first[2];
  if ((mark === undefined) !== (second === undefined)) return null;
  if ((mark === "_preem" && face !== 10) || (mark === "_fail" && face !== 1)) return null;
  const extra = Number(second?.[1] ?? 0);
  if (!Number.isInteger(extra) || extra > 10) return null;
  return { total: Number(match[2]), face, extra: mark === "_fail" ? -extra : extra };
}

/**
 * What a message keeps of a check: the roll as its dialog confirmed it, the DV its roller typed (or none), and the DV
 * the GM shared with players (absent until he does).
 */
export interface CpredKept extends CpredRoll {
  readonly dv: number | null;
  readonly sharedDv?: number;
}

const wholeIn = (value: unknown, low: number, high: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= low && value <= high;

/** A record read back as plain data of the right shape, or null. */
export function cpredKeptOf(kept: unknown): CpredKept | null {
  if (typeof kept !== "object" || kept === null) return null;
  const keys = ["base", "critical", "dv", "sharedDv"];
  const [base, critical, dv, sharedDv]: unknown[] = keys.map((key) => Reflect.get(kept, key));
  if (!wholeIn(base, -CPRED_MAX_BASE, CPRED_MAX_BASE) || typeof critical !== "boolean") return null;
  if (dv !== null && !wholeIn(dv, 0, CPRED_MAX_BASE)) return null;
  if (sharedDv === undefined) return { base, critical, dv };
  return wholeIn(sharedDv, 0, CPRED_MAX_BASE) ? { base, critical, dv, sharedDv } : null;
}

/**
 * Whether the card is what the kept roll makes (cpr-rolls.js `roll` :166-195, `_computeResult` :215-222): the base,
 * the face, and the extra die only where the roll rolls one — so a record that does not say what the card says draws
 * nothing.
 */
export function cpredCardAgrees(kept: CpredRoll, card: CpredCard): boolean {
  const rollsExtra = kept.critical && (card.face === 1 || card.face === 10);
  if (!rollsExtra && card.extra !== 0) return false;
  if (rollsExtra && (card.extra === 0 || Math.abs(card.extra) > 10)) return false;
  return card.total === kept.base + card.face + card.extra;
}
