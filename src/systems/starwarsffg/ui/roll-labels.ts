/**
 * Where Star Wars FFG's figures' words are (docs/systems-starwarsffg.md "The figures"): the kit's narrative labels
 * (`kit.pools.narrativeLabels`) under this key — the pool as it stands; its success, the joint table's cells, and the
 * facts (an advantage left, a triumph, a despair).
 */
export const FFG_WORDS = "INDIE_DICE.SystemOdds.Starwarsffg";
