import { poolOutcomes, type LinearReading, type Outcome, type PoolOutcomes, type SpecialDie } from "./pool-outcomes";

/**
 * Star Wars FFG's and Genesys's narrative dice (docs/pools.md "Narrative dice"), face by face as both systems code
 * them (starwarsffg 2.0.3 `modules/config/ffg-dice.js`, Genesys 0.2.18 `src/dice/types/*Die.ts`: the same faces).
 * A triumph face carries a success and a triumph, a despair face a failure and a despair, so a triumph counts as a
 * success (and a despair as a failure) with no rule of its own.
 */

/** A face by its symbols: s success, f failure, a advantage, t threat, r triumph, d despair, l light, n dark. */
const SYMBOLS: Readonly<Record<string, string>> = {
  s: "success",
  f: "failure",
  a: "advantage",
  t: "threat",
  r: "triumph",
  d: "despair",
  l: "light",
  n: "dark",
};

function narrativeDie(name: string, faces: readonly string[]): SpecialDie {
  return {
    name,
    faces: faces.map((symbols) => {
      const counts: Record<string, number> = {};
      for (const symbol of symbols) counts[SYMBOLS[symbol]!] = (counts[SYMBOLS[symbol]!] ?? 0) + 1;
      return { counts };
    }),
  };
}

const NARRATIVE_DICE = {
  ability: narrativeDie("ability", ["", "s", "s", "ss", "a", "a", "sa", "aa"]),
  proficiency: narrativeDie("proficiency", ["", "s", "s", "ss", "ss", "a", "sa", "sa", "sa", "aa", "aa", "sr"]),
  boost: narrativeDie("boost", ["", "", "s", "sa", "aa", "a"]),
  difficulty: narrativeDie("difficulty", ["", "f", "ff", "t", "t", "t", "tt", "ft"]),
  challenge: narrativeDie("challenge", ["", "f", "f", "ff", "ff", "t", "t", "ft", "ft", "tt", "tt", "fd"]),
  setback: narrativeDie("setback", ["", "", "f", "f", "t", "t"]),
  force: narrativeDie("force", ["n", "n", "n", "n", "n", "n", "nn", "l", "l", "ll", "ll", "ll"]),
} as const;

type NarrativeDie = keyof typeof NARRATIVE_DICE;

const NARRATIVE_ORDER: readonly NarrativeDie[] = [
  "ability",
  "proficiency",
  "boost",
  "difficulty",
  "challenge",
  "setback",
  "force",
];

/** The counters of a cancelled narrative roll. */
export type NarrativeCounter = "netSuccess" | "netAdvantage" | "triumph" | "despair" | "light" | "dark";

/** A narrative pool: how many of each die (a die not named is not thrown). */
export type NarrativePool = Partial<Readonly<Record<NarrativeDie, number>>>;

/**
 * `RollFFG.evaluate`'s cancelling (`modules/dice/roll.js`): successes against failures and advantages against
 * threats, one side left of each — here as the signed difference (net success 2 is two successes left, −1 one
 * failure); triumphs, despairs, light and dark are never cancelled. A difference adds up, so it is read on each face
 * before the dice are added (a LinearReading).
 */
const cancelled: LinearReading<NarrativeCounter> = (face) => ({
  netSuccess: (face.success ?? 0) - (face.failure ?? 0),
  netAdvantage: (face.advantage ?? 0) - (face.threat ?? 0),
  triumph: face.triumph ?? 0,
  despair: face.despair ?? 0,
  light: face.light ?? 0,
  dark: face.dark ?? 0,
});

/** The joint outcomes of a narrative pool, cancelled as the systems do: netSuccess, netAdvantage, triumph, despair … */
export function narrativeOutcomes(pool: NarrativePool): PoolOutcomes<NarrativeCounter> {
  const parts = NARRATIVE_ORDER.map((die) => ({
    kind: NARRATIVE_DICE[die],
    count: pool[die] ?? 0,
  }));
  return poolOutcomes(parts, cancelled);
}

/** The cell of the joint table a player reads: "success" or "failure", with "advantage", "threat" or "neither". */
export function narrativeCell(outcome: Outcome<NarrativeCounter>): string {
  const side = outcome.netSuccess >= 1 ? "success" : "failure";
  const net = outcome.netAdvantage;
  return `${side} ${net > 0 ? "advantage" : net < 0 ? "threat" : "neither"}`;
}
