import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { FFG_CELLS, cellKey } from "../core/pool-odds";

const KEY = "INDIE_DICE.SystemOdds.Starwarsffg";

/** Each joint cell's words: `successAdvantage` → `…SuccessAdvantage`. */
const cellLabels = Object.fromEntries(
  FFG_CELLS.map((cell) => {
    const key = cellKey(cell);
    return [key, `${KEY}.${key.charAt(0).toUpperCase()}${key.slice(1)}`];
  }),
);

/**
 * The words of Star Wars FFG's figures (docs/systems-starwarsffg.md "The figures"): the pool as it stands; its
 * success, the joint table's cells, and the facts (an advantage left, a triumph, a despair).
 */
export const ffgLabels: SystemLabels = {
  choices: { roll: `${KEY}.Roll` },
  outcomes: {
    success: `${KEY}.Success`,
    ...cellLabels,
    advantage: `${KEY}.Advantage`,
    triumph: `${KEY}.Triumph`,
    despair: `${KEY}.Despair`,
  },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
