/**
 * The dice the fairness report tests, each with the exact odds of its faces: what a fair die of that kind shows.
 *
 * - `d<N>`: a fair N-sided die, faces 1…N, each 1/N.
 * - `coin`: Foundry's Coin, results 0 (tails) and 1 (heads), each 1/2 (a Kleptonomicon Critical Roll coin, a
 *   tie-break coin).
 * - any other name: a rule set's own die (the Kleptonomicon's `d10ish`), whose model its folder builds and its core
 *   descriptor lists (`ownDice`).
 */
export type DieId = string;

export interface DieModel {
  readonly id: DieId;
  /** The values a result may hold, in the order the report lists them. */
  readonly values: readonly number[];
  /** The exact chance of each value on a fair die, in the same order; they sum to 1. */
  readonly probabilities: readonly number[];
  /** The index of a result's value in `values`, or −1 when a fair die of this kind cannot show it. */
  indexOf(value: unknown): number;
}

/** A rule set's own die, as its core descriptor lists it for the fairness report. */
export interface OwnDie {
  /** The stable class name of its dice term as Foundry saves it (`D10ishDie`). */
  readonly className: string;
  /** What a fair die of its kind shows. */
  readonly model: DieModel;
}

/** The plain sizes counted in any roll, not only in ours (issue 19: d4, d6, d8, d10, d12, d20, d100). */
export const PLAIN_DIE_FACES: readonly number[] = [4, 6, 8, 10, 12, 20, 100];

/** The most faces a die may have to be tested (Dungeons of Olde allows d2 to d100; nothing larger is ours). */
export const MAX_TESTED_FACES = 100;

const models = new Map<DieId, DieModel>();

/** A fair N-sided die (N from 2 to MAX_TESTED_FACES), built once and shared. */
export function dieOfFaces(faces: number): DieModel {
  const id: DieId = `d${faces}`;
  let model = models.get(id);
  if (!model) {
    if (!Number.isInteger(faces) || faces < 2 || faces > MAX_TESTED_FACES) throw new RangeError(`no fair die has ${faces} faces here`);
    model = {
      id,
      values: Array.from({ length: faces }, (_, i) => i + 1),
      probabilities: new Array<number>(faces).fill(1 / faces),
      indexOf: (value) => (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= faces ? value - 1 : -1),
    };
    models.set(id, model);
  }
  return model;
}

/** Foundry's Coin: tails (0) first, then heads (1), as its results are numbered. */
export const COIN: DieModel = {
  id: "coin",
  values: [0, 1],
  probabilities: [1 / 2, 1 / 2],
  indexOf: (value) => (value === 0 || value === 1 ? value : -1),
};

/** Sorts dice as a table reads them: plain dice by size, then the rule sets' own dice, then the coin. */
export function compareDice(a: DieId, b: DieId): number {
  return dieRank(a) - dieRank(b);
}

function dieRank(id: DieId): number {
  if (id === COIN.id) return 1001;
  return /^d[0-9]+$/.test(id) ? Number(id.slice(1)) : 1000;
}
