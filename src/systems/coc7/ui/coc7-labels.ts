import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import type { Translator } from "../../../ui/translator";
import type { LuckCost, LuckLevel } from "../core/coc7-after";
import type { Coc7Question } from "../core/coc7-odds";

const KEY = "INDIE_DICE.SystemOdds.Coc7";

/** What the caption says the figures answer, by difficulty (docs/systems-coc7.md "In the dialog"). */
const TARGETS: Readonly<Record<Coc7Question["difficulty"], string>> = {
  regular: `${KEY}.AgainstRegular`,
  hard: `${KEY}.AgainstHard`,
  extreme: `${KEY}.AgainstExtreme`,
  unknown: `${KEY}.AgainstUnknown`,
};

/**
 * The success row names the difficulty it is at ("Success at Hard"): beside it, the levels are CoC7's own, and its
 * *Failure* is the level below a regular success, not every roll that fails at Hard or Extreme (a regular success
 * fails there too), so it says so ("Failure (above the full value)"). An unknown difficulty has no success row.
 */
const SUCCESS_AT: Readonly<Record<Coc7Question["difficulty"], string>> = {
  regular: `${KEY}.SuccessIfRegular`,
  hard: `${KEY}.SuccessIfHard`,
  extreme: `${KEY}.SuccessIfExtreme`,
  unknown: `${KEY}.Success`,
};

/** The words of CoC7's figures: its bonus and penalty dice, its success levels, and the difficulty asked. */
export function coc7Labels(difficulty: Coc7Question["difficulty"]): SystemLabels {
  return {
    choices: {
      penalty2: `${KEY}.Penalty2`,
      penalty1: `${KEY}.Penalty1`,
      none: `${KEY}.NoBonus`,
      bonus1: `${KEY}.Bonus1`,
      bonus2: `${KEY}.Bonus2`,
      pushNow: `${KEY}.PushNow`,
    },
    outcomes: {
      success: SUCCESS_AT[difficulty],
      successIfRegular: `${KEY}.SuccessIfRegular`,
      successIfHard: `${KEY}.SuccessIfHard`,
      successIfExtreme: `${KEY}.SuccessIfExtreme`,
      critical: `${KEY}.Critical`,
      extreme: `${KEY}.Extreme`,
      hard: `${KEY}.Hard`,
      regular: `${KEY}.Regular`,
      failure: `${KEY}.Failure`,
      fumble: `${KEY}.Fumble`,
    },
    target: TARGETS[difficulty],
    targetHidden: `${KEY}.DifficultyHidden`,
  };
}

/** A level Luck buys, in the words of the dialog's rows. */
const LUCK_LEVEL_WORDS: Readonly<Record<LuckLevel, string>> = {
  regular: `${KEY}.Regular`,
  hard: `${KEY}.Hard`,
  extreme: `${KEY}.Extreme`,
  critical: `${KEY}.Critical`,
};

/**
 * The lines of Luck the card offers (docs/systems-coc7.md "After the roll"), one a level: "After the roll: a Regular
 * success for 12 Luck"; none where it offers none.
 */
export function coc7LuckLines(offers: readonly { level: LuckLevel; luck: number }[], i18n: Translator): string[] {
  return offers.map(({ level, luck }) =>
    i18n.format(`${KEY}.LuckAfter`, { level: i18n.localize(LUCK_LEVEL_WORDS[level]), luck: String(luck) }),
  );
}

/**
 * The calculator's lines of Luck (docs/systems-coc7.md "In the web calculator"), one a level the total can buy: its
 * cost, as the message says it where the Luck held pays it (or none is given), else that the card offers it not.
 */
export function coc7LuckCostLines(costs: readonly LuckCost[], held: number | null, i18n: Translator): string[] {
  return costs.map(({ level, luck, suffices }) => {
    const words = { level: i18n.localize(LUCK_LEVEL_WORDS[level]), luck: String(luck), held: String(held) };
    return i18n.format(`${KEY}.${suffices || held === null ? "LuckAfter" : "LuckShort"}`, words);
  });
}
