import { addend } from "../../../core/notation/addend";
import type { AdvantageMethod, KaiserCheckKind } from "./mechanics/types";

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
