import type { Wfrp4eMagic } from "../../../../src/systems/wfrp4e/core/wfrp4e-spells";

/**
 * A plain cast for the spell tests to vary (wfrp4e-spells.test.ts, test/core/systems-docs-figures.test.ts): CN 2,
 * nothing channelled, no ingredient, every Winds of Magic and homebrew rule off, WP bonus 0.
 */
export const PLAIN_CAST: Wfrp4eMagic = {
  kind: "cast",
  cn: 2,
  channelled: 0,
  channelCap: 2,
  partialChannelling: false,
  womChannelling: false,
  womOvercast: false,
  womInfluences: false,
  witchcraft: false,
  malignantInfluence: false,
  ingredient: false,
  hitLocation: false,
  catastrophicMiscasts: false,
  extendedTests: false,
  negativeSlZero: false,
  wpBonus: 0,
};
