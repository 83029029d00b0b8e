import type { PairingDetail, Verdict } from "./contest-rule";
import type { ContestSide, PairingStep, PairingWinner } from "./contest-types";

/** A pairing's verdict: no Counter and no roll-off winner unless the rule set says so. */
export function verdict(winner: PairingWinner, decidedBy: PairingStep, detail: PairingDetail, extra: Partial<Verdict> = {}): Verdict {
  return { winner, decidedBy, counterAllowed: null, rollOffWinner: null, detail, ...extra };
}

/** The side of a mechanic's "a" (the first roll: the attacker's) or "b" (the defender's). */
export const SIDE_OF: Readonly<Record<"a" | "b", ContestSide>> = { a: "attacker", b: "defender" };
