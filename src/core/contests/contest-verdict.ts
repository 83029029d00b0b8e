import type { PairingDetail, Verdict } from "./contest-rule";
import type { ContestSide, PairingOutcomeParts, PairingStep, PairingWinner } from "./contest-types";

/** A pairing's verdict, with the rule set's own part of the outcome it sets (`own`); the rest keeps its defaults. */
export function verdict(winner: PairingWinner, decidedBy: PairingStep, detail: PairingDetail, own: Partial<PairingOutcomeParts> = {}): Verdict {
  return { winner, decidedBy, ...own, detail };
}

/** The side of a mechanic's "a" (the first roll: the attacker's) or "b" (the defender's). */
export const SIDE_OF: Readonly<Record<"a" | "b", ContestSide>> = { a: "attacker", b: "defender" };
