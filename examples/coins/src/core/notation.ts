import type { RuleSetNotation, RuleSetReading, StepToken, TermContext } from "indie-dice-types";
import { kit } from "../kit";
import { coinsLuck } from "./luck";

/**
 * The rule set's own modifier, `Nd2hc`: N coins, heads counted — by its modifier on the Die (its Foundry part), not
 * by Foundry's `cs`. Added by its folder alone: its key and its problems are declared here, its reading's field and
 * its problems' type by declaration merging in core/rule-set-types.ts (docs/rule-set-authors.md).
 */
export const HEADS_COUNTED_KEY = "hc";

/** Its own notation problem: heads are counted on d2s only. */
const COINS_NOTATION_PROBLEMS = ["HeadsNeedD2"] as const;
/** One of them: what its `RuleSetNotationProblems` entry names (core/rule-set-types.ts). */
export type CoinsNotationProblem = (typeof COINS_NOTATION_PROBLEMS)[number];

/** A coin is a d2. */
const COIN_FACES = 2;

/** `Nd2hc`: d2s only, no argument, no other modifier. */
function checkHeadsCounted(context: TermContext, hc: StepToken): RuleSetReading {
  const { requireFaces, requireNoArgument, refuseOthers, requireDice, termReading } = kit().notation;
  requireFaces(context, (faces) => faces === COIN_FACES, "HeadsNeedD2");
  requireNoArgument(context, hc);
  refuseOthers(context, hc);
  requireDice(context);
  return termReading("coins", { headsCounted: true });
}

export const coinsNotation: RuleSetNotation = {
  modifierKey: HEADS_COUNTED_KEY,
  check: checkHeadsCounted,
  readingDefaults: { headsCounted: false },
  problems: COINS_NOTATION_PROBLEMS,
};

/** The luck of a plain roll of `Nd2hc` (src/core/odds/plain-roll-luck.ts): its heads among its coins. */
export function coinsTermLuck(reading: RuleSetReading & { readonly number: number }, heads: number): number | null {
  return reading.headsCounted ? coinsLuck({ coins: reading.number }, heads) : null;
}
