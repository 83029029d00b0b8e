import type { AdvantageMethod, KaiserCheckKind } from "../../rule-sets/kaiser/core/mechanics";
import { diceForLevel, keepModeForLevel, netAdvantage, type CritMethod } from "../../rule-sets/klepto/core/mechanics";

/**
 * Each rule set's roll written in our notation: what Foundry parses and what a card shows as the formula. The
 * Roll factories and the browser playground write their formulas here, so both show the same text.
 */

/** A number added to a formula: ` + 3`, ` - 2`, or nothing for 0. */
function addend(value: number): string {
  return value === 0 ? "" : ` ${value < 0 ? "-" : "+"} ${Math.abs(value)}`;
}

export interface KaiserFormulaSpec {
  readonly kind: KaiserCheckKind;
  readonly bonus: number;
  /** The net level A − D. */
  readonly advantage?: number;
  readonly method?: AdvantageMethod;
}

/**
 * `1d6 + 3` (characteristic), `2d6ko + 3` (skill), `4d6kh2ko + 3` (skill, A2, pool method), `2d6 + 3`
 * (resistance: no Open Roll or Fumble). The sequential method rerolls one pair, so it is written `2d6ko`.
 */
export function kaiserFormula(spec: KaiserFormulaSpec): string {
  if (spec.kind === "characteristic") return `1d6${addend(spec.bonus)}`;
  const net = spec.advantage ?? 0;
  const pool = (spec.method ?? "pool") === "pool" && net !== 0;
  const dice = pool ? `${2 + Math.abs(net)}d6k${net > 0 ? "h" : "l"}2` : "2d6";
  return `${dice}${spec.kind === "skill" ? "ko" : ""}${addend(spec.bonus)}`;
}

export interface KingdomsFormulaSpec {
  /** How many dice of the pool are rolled. */
  readonly dice: number;
  readonly dt: number;
}

/** `6d12kr7`: the dice rolled from the pool against the Difficulty Threshold. */
export function kingdomsFormula(spec: KingdomsFormulaSpec): string {
  return `${spec.dice}d12kr${spec.dt}`;
}

export interface KleptoFormulaSpec {
  readonly modifier: number;
  readonly advantages?: number;
  readonly disadvantages?: number;
  readonly method?: CritMethod;
}

/** `3d10kckh + 2` (coin) or `3dikh + 2` (d10ish): advantages and disadvantages cancel, then cap at 3. */
export function kleptoFormula(spec: KleptoFormulaSpec): string {
  const level = netAdvantage(spec.advantages ?? 0, spec.disadvantages ?? 0);
  const keep = level === 0 ? "" : keepModeForLevel(level) === "highest" ? "kh" : "kl";
  const die = (spec.method ?? "coin") === "d10ish" ? "di" : "d10kc";
  return `${diceForLevel(level)}${die}${keep}${addend(spec.modifier)}`;
}
