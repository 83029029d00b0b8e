import { extendedTestOdds, type ExtendedOddsInput } from "../../core/extended-test/extended-test-odds";
import { extendedTargetReachable } from "../../core/extended-test/extended-test-state";
import { oddsRow } from "../../../../ui/odds/odds-view";
import { signed } from "../../../../ui/roll-cards/card-text";
import { formatCount, formatWith, type Translator } from "../../../../ui/translator";
import type { CardChanceView } from "../../../../ui/dialogs/card-chances";

/**
 * The chance an extended test's round asks about, in its roller's dialog: to reach the card's target within the
 * rounds left, this one included, from the pool and running margin before it
 * (src/rule-sets/kingdoms/core/extended-test/extended-test-odds.ts) — the figure the card shows, not a lone basic
 * test's (docs/prompts.md "What opens").
 */

const K = "INDIE_DICE.Prompt.ExtendedTest";

export function extendedChanceView(i18n: Translator, input: ExtendedOddsInput): CardChanceView {
  const data = { target: signed(input.targetMargin, i18n), margin: signed(input.margin, i18n) };
  const heading = i18n.localize(`${K}.Heading`);
  const standing = formatWith(i18n, "INDIE_DICE.ExtendedTest.RunningMargin", data);
  // A target the dice can no longer reach is said in words, never as a chance of "0.0%" (as the card says it).
  if (!extendedTargetReachable(input)) {
    return {
      heading,
      rows: [],
      notes: [formatCount(i18n, `${K}.Unreachable`, input.roundsLeft, data), standing],
      replacesRollOdds: true,
    };
  }
  const row = oddsRow(
    i18n,
    "reach",
    formatCount(i18n, `${K}.Reach`, input.roundsLeft, data),
    extendedTestOdds(input).reach,
    {
      // Reachable, and missable however near 1 its chance: every die a 1 lowers the margin (as the card has it).
      known: { possible: true, canFail: true },
    },
  );
  return { heading, rows: [row], notes: [standing], replacesRollOdds: true };
}
