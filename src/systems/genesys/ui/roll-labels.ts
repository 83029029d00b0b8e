/**
 * Where Genesys's figures' words are (docs/systems-genesys.md "The figures"): the kit's narrative labels
 * (`kit.pools.narrativeLabels`) under this key, and the refusal of a pool whose proficiency dice may explode.
 */
export const GENESYS_WORDS = "INDIE_DICE.SystemOdds.Genesys";
