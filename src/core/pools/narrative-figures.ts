import { narrativeCell, narrativeOutcomes, type NarrativeCounter, type NarrativePool } from "./narrative-dice";
import type { Outcome } from "./pool-outcomes";
import type { SystemOdds, SystemOutcome } from "../systems/system-odds-types";

/**
 * The figures a player reads off a narrative pool (docs/pools.md "Narrative dice"), one home for Star Wars FFG's and
 * Genesys's adapters: the chance of success (at least one net success, as both systems' chat cards read it), the joint
 * table's six cells, and the facts (an advantage left, a triumph, a despair). Exact, from the engine's joint outcomes.
 */

/** Symbols a roll adds to its dice: FFG's dialog's fixed results, Genesys's `roll.data.symbols`. */
type NarrativeSymbol = "success" | "failure" | "advantage" | "threat" | "triumph" | "despair";
export type NarrativeSymbols = Partial<Readonly<Record<NarrativeSymbol, number>>>;

/** The joint table's cells, as narrativeCell names them: success or failure, with advantage, threat or neither. */
const CELLS = [
  "success advantage",
  "success neither",
  "success threat",
  "failure advantage",
  "failure neither",
  "failure threat",
] as const;

/** An outcome key of the figures: a cell's words joined (`successAdvantage`). */
const cellKey = (cell: string) => cell.replace(/ (\w)/, (_all, first: string) => first.toUpperCase());
const CELL_KEYS: ReadonlyMap<string, string> = new Map(CELLS.map((cell) => [cell, cellKey(cell)]));

/** The figures' outcome keys in the order drawn: the success (the headline), the six cells, then the facts. */
export const NARRATIVE_FIGURES: readonly string[] = [
  "success",
  ...CELLS.map(cellKey),
  "advantage",
  "triumph",
  "despair",
];
const FACTS: ReadonlySet<string> = new Set(["success", "advantage", "triumph", "despair"]);

/** The one choice: the pool as it stands. */
export const NARRATIVE_CHOICE = "roll";

/**
 * The dice's outcome with the added symbols, as both systems count them: FFG's `RollFFG` constructor and Genesys's
 * `GenesysRoller.parseRollResults` each count a triumph as a success too and a despair as a failure too.
 */
function withSymbols(symbols: NarrativeSymbols, outcome: Outcome<NarrativeCounter>): Outcome<NarrativeCounter> {
  const of = (name: NarrativeSymbol) => symbols[name] ?? 0;
  return {
    ...outcome,
    netSuccess: outcome.netSuccess + of("success") - of("failure") + of("triumph") - of("despair"),
    netAdvantage: outcome.netAdvantage + of("advantage") - of("threat"),
    triumph: outcome.triumph + of("triumph"),
    despair: outcome.despair + of("despair"),
  };
}

/**
 * Every figure of a pool of narrative dice and the symbols its roll adds: one choice, no target (the difficulty is
 * dice in the pool); the six cells share out the whole. The engine refuses a pool past its bounds by name.
 */
export function narrativeFigures(dice: NarrativePool, symbols: NarrativeSymbols = {}): SystemOdds {
  const sums = new Map<string, number>();
  const add = (key: string, p: number) => sums.set(key, (sums.get(key) ?? 0) + p);
  const added = Object.values(symbols).some((count) => count !== 0);
  // One pass over the dice's outcomes (a few hundred at most at a table's sizes).
  for (const [diceOutcome, p] of narrativeOutcomes(dice).outcomes) {
    const outcome = added ? withSymbols(symbols, diceOutcome) : diceOutcome;
    const cell = narrativeCell(outcome);
    add(CELL_KEYS.get(cell) ?? cell, p);
    if (outcome.netSuccess >= 1) add("success", p);
    if (outcome.netAdvantage >= 1) add("advantage", p);
    if (outcome.triumph >= 1) add("triumph", p);
    if (outcome.despair >= 1) add("despair", p);
  }
  const outcomes = NARRATIVE_FIGURES.map((key): SystemOutcome => {
    const probability = sums.get(key) ?? 0;
    const outcome = { key, probability, fromTarget: false };
    return FACTS.has(key) ? { ...outcome, fact: true } : outcome;
  });
  return { target: null, choices: [{ id: NARRATIVE_CHOICE, outcomes }], totals: [] };
}
