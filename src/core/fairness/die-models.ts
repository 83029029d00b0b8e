import type { DieId, DieModel } from "../die-model";

/** The plain dice and the coin the fairness report tests, beside the rule sets' own (src/core/die-model.ts). */

/** The plain sizes counted in any roll, not only in ours (a table's usual dice: d4, d6, d8, d10, d12, d20, d100). */
export const PLAIN_DIE_FACES: readonly number[] = [4, 6, 8, 10, 12, 20, 100];

/** The most faces a die may have to be tested (Dungeons of Olde allows d2 to d100; nothing larger is ours). */
export const MAX_TESTED_FACES = 100;

const models = new Map<DieId, DieModel>();

/** A fair N-sided die (N from 2 to MAX_TESTED_FACES), built once and shared. */
export function dieOfFaces(faces: number): DieModel {
  const id: DieId = `d${faces}`;
  let model = models.get(id);
  if (!model) {
    if (!Number.isInteger(faces) || faces < 2 || faces > MAX_TESTED_FACES)
      throw new RangeError(`no fair die has ${faces} faces here`);
    model = {
      id,
      values: Array.from({ length: faces }, (_, i) => i + 1),
      probabilities: new Array<number>(faces).fill(1 / faces),
      indexOf: (value) =>
        typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= faces ? value - 1 : -1,
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
