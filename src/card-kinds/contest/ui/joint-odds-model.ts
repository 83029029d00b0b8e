import { attackersOf, defenderOf } from "../core/contest-participants";
import { type ContestState } from "../core/contest-types";
import { jointContestOdds, type JointContestEntry } from "../core/joint-contest-odds";
import { formatDecimal, formatPercent } from "../../../ui/percent";
import { formatWith, pluralKey, type Translator } from "../../../ui/translator";
import type { JointExpectedFigure, JointOddsFigure, JointOddsView, JointWinsTable } from "./joint-odds-view";
import { contestOf } from "./contest-kind-views";

/**
 * Many against one, jointly, as the Start contest dialog and the contest card show it beside each pairing's own
 * chances: P(the defender holds against everyone), P(at least one attacker wins), the expected number of
 * attackers who win, and the chance of each number of winners as a small table. Every string is localized; each
 * figure keeps its exact value for `data-outcome` / `data-probability` (the expectation's for `data-value`), as
 * the other odds figures do. Shown only with two attackers or more: with one, the pairing's own chances say it all.
 */

const K = "INDIE_DICE.Contest.Joint";

/** What a card's joint figures rest on once rolls are recorded: the note that says it. */
type JointBasis = "given" | "before";

const BASIS_NOTES: Readonly<Record<JointBasis, string>> = {
  given: `${K}.Given`,
  before: "INDIE_DICE.Contest.Labels.Odds",
};

/**
 * The joint chances of the card's attackers against its defender, or null with fewer than two attackers.
 * `entry` may be passed when the caller already has it; by default it is computed from the state's specs. `basis`,
 * once rolls are recorded (src/card-kinds/contest/core/contest-chances.ts), says in a note what the figures rest on:
 * `given` the rolls so far, or `before` the rolls (a card whose pairings are all decided keeps those alone).
 */
export function jointOddsView(
  i18n: Translator,
  state: ContestState,
  entry?: JointContestEntry,
  basis: JointBasis | null = null,
): JointOddsView | null {
  const attackers = attackersOf(state).length;
  if (attackers < 2) return null;
  const defender = defenderOf(state).name;
  const heading = i18n.localize(`${K}.Heading`);
  const hint = formatWith(i18n, `${K}.Hint`, { defender });
  const { odds, proposed } = entry ?? jointContestOdds(state);
  if (odds === null)
    return { heading, hint, figures: [], expected: null, table: null, notes: [i18n.localize(`${K}.Unknown`)] };
  const percent = (probability: number) => formatPercent(probability, i18n);
  const figures: JointOddsFigure[] = [
    {
      key: "defenderHoldsAll",
      probability: odds.defenderHoldsAll,
      text: formatWith(i18n, `${K}.HoldsAll`, { name: defender, percent: percent(odds.defenderHoldsAll) }),
    },
    {
      key: "atLeastOneAttackerWins",
      probability: odds.atLeastOneAttackerWins,
      text: formatWith(i18n, `${K}.AtLeastOne`, { percent: percent(odds.atLeastOneAttackerWins) }),
    },
  ];
  const expected: JointExpectedFigure = {
    key: "expectedAttackerWins",
    value: odds.expectedAttackerWins,
    text: formatWith(i18n, `${K}.Expected`, {
      value: formatDecimal(odds.expectedAttackerWins, i18n),
      count: attackers,
    }),
  };
  const rows = odds.attackerWinsDistribution.map((probability, wins) => ({
    key: `attackersWin-${wins}`,
    wins,
    label: winsLabel(i18n, wins),
    percent: percent(probability),
    probability,
  }));
  const table: JointWinsTable = {
    caption: i18n.localize(`${K}.Table`),
    winsHeader: i18n.localize(`${K}.WinsColumn`),
    chanceHeader: i18n.localize(`${K}.ChanceColumn`),
    rows,
  };
  const notes = [
    ...(basis === null ? [] : [i18n.localize(BASIS_NOTES[basis])]),
    ...(contestOf(state.ruleSet).neitherOddsKey(state) === null ? [] : [i18n.localize(`${K}.NeitherHeld`)]),
    ...(proposed ? [i18n.localize("INDIE_DICE.Contest.Odds.Proposed")] : []),
  ];
  return { heading, hint, figures, expected, table, notes };
}

function winsLabel(i18n: Translator, wins: number): string {
  if (wins === 0) return i18n.localize(`${K}.Row.None`);
  return formatWith(i18n, pluralKey(i18n, `${K}.Row.Many`, wins), { count: wins });
}
