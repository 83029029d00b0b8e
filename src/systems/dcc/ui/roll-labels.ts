import type { SystemLabels } from "../../../ui/systems/system-odds-view";

const KEY = "INDIE_DICE.SystemOdds.Dcc";

/**
 * The words of Dungeon Crawl Classics' figures (docs/systems-dcc.md "The figures"): the roll as its fields stand and
 * without its spellburn, the critical on the action die's top faces and the fumble on a 1, a row a DC or AC.
 */
export const dccLabels: SystemLabels = {
  choices: { roll: `${KEY}.Roll`, rolled: `${KEY}.Rolled`, withoutSpellburn: `${KEY}.WithoutSpellburn` },
  outcomes: { critical: `${KEY}.Critical`, fumble: `${KEY}.Fumble` },
  target: `${KEY}.NoTarget`,
  noTarget: `${KEY}.NoTarget`,
};
