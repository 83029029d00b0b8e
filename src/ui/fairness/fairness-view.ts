import { intlLocale } from "../languages";
import { EVERYONE_ID } from "../../core/fairness/fairness-csv";
import { type FaceCount, type FairnessGroup, type FairnessReport } from "../../core/fairness/fairness-report";
import { formatDecimal } from "../percent";
import { formatWith, pluralKey, type Translator } from "../translator";
import { fairnessChart, type FairnessChartView } from "./fairness-chart";
import { formatTally, pValueText, tally, testText } from "./fairness-text";

/**
 * The fairness report as plain data for `templates/apps/fairness-report.hbs`: every string localized, every user
 * name as typed (the template escapes it), every figure beside its exact value. It reports and never accuses
 * (INDIE_DICE.Fairness.*): each group shows its sample size, the test used and its p-value in words, a bar chart of
 * the counts against the expected line, and a table with every number of the chart.
 */
export interface FairnessReportView {
  readonly title: string;
  /** "109,927 die results from 50,000 chat messages." */
  readonly summary: string;
  /** What a p-value means, and what it does not. */
  readonly caution: string;
  /**
   * What was left out and why (private messages in a player's report, rolls not rolled, …); each line only when it
   * applies.
   */
  readonly leftOut: readonly string[];
  /** How the dice are counted: the report's rules, in words. */
  readonly notes: { readonly heading: string; readonly items: readonly string[] };
  /** Shown instead of the groups when there are none. */
  readonly empty: string | null;
  readonly groups: readonly FairnessGroupView[];
  readonly labels: {
    readonly face: string;
    readonly observed: string;
    readonly expected: string;
    readonly legendObserved: string;
    readonly legendExpected: string;
    readonly export: string;
  };
}

interface FairnessGroupView {
  /** A stable key for `data-group`: `<user id or *>:<die>:<source>`. */
  readonly key: string;
  /** "Ann: d20", "All users: Coin", "Bob: d6, entered by hand". */
  readonly title: string;
  readonly n: number;
  /** "412 results". */
  readonly sampleSize: string;
  /** The test used, in words, with its statistic. */
  readonly test: string;
  /** Exact, for `data-p-value`. */
  readonly pValue: number;
  /** The p-value in words. */
  readonly pText: string;
  readonly chart: FairnessChartView;
  readonly table: { readonly caption: string; readonly rows: readonly FairnessRowView[] };
}

interface FairnessRowView {
  readonly face: string;
  readonly observed: string;
  readonly expected: string;
}

/** A user's name by id, as typed; null when the world no longer knows that user. */
type UserNames = (userId: string) => string | null;

/** How the dice are counted (src/core/fairness/roll-results.ts and fit-tests.ts say why). */
const NOTES = [
  "INDIE_DICE.Fairness.Notes.AsRolled",
  "INDIE_DICE.Fairness.Notes.Faces",
  "INDIE_DICE.Fairness.Notes.D10ish",
  "INDIE_DICE.Fairness.Notes.Coins",
  "INDIE_DICE.Fairness.Notes.Entered",
  "INDIE_DICE.Fairness.Notes.Plain",
  "INDIE_DICE.Fairness.Notes.Tests",
];

export function fairnessReportView(report: FairnessReport, userName: UserNames, i18n: Translator): FairnessReportView {
  const nameOf = (group: FairnessGroup) =>
    group.userId === null
      ? i18n.localize("INDIE_DICE.Fairness.Group.Everyone")
      : (userName(group.userId) ?? i18n.localize("INDIE_DICE.Fairness.Group.UnknownUser"));
  // Every user's results first, then each user by name as the language sorts names; within a user, the core's order.
  const collator = new Intl.Collator(intlLocale(i18n.lang));
  const groups = report.groups
    .map((group, index) => ({ group, index, name: nameOf(group) }))
    .sort(
      (a, b) =>
        Number(a.group.userId !== null) - Number(b.group.userId !== null) ||
        collator.compare(a.name, b.name) ||
        a.index - b.index,
    )
    .map(({ group, name }) => groupView(group, name, i18n));
  const { counts } = report;
  return {
    title: i18n.localize("INDIE_DICE.Fairness.Title"),
    summary: formatWith(i18n, "INDIE_DICE.Fairness.Summary", {
      results: tally(i18n, "INDIE_DICE.Fairness.SummaryResults", counts.results),
      messages: tally(i18n, "INDIE_DICE.Fairness.SummaryMessages", counts.messages),
    }),
    caution: i18n.localize("INDIE_DICE.Fairness.Caution"),
    leftOut: (
      [
        ["INDIE_DICE.Fairness.LeftOut.Hidden", counts.hiddenMessages],
        ["INDIE_DICE.Fairness.LeftOut.NotRolled", counts.notRolled],
        ["INDIE_DICE.Fairness.LeftOut.Unreadable", counts.unreadableRolls],
        ["INDIE_DICE.Fairness.LeftOut.Impossible", counts.impossibleResults],
        ["INDIE_DICE.Fairness.LeftOut.Untested", counts.untestedResults],
      ] as const
    )
      .filter(([, count]) => count > 0)
      .map(([key, count]) => formatWith(i18n, pluralKey(i18n, key, count), { count: formatTally(count, i18n) })),
    notes: {
      heading: i18n.localize("INDIE_DICE.Fairness.Notes.Heading"),
      items: NOTES.map((key) => i18n.localize(key)),
    },
    empty: groups.length === 0 ? i18n.localize("INDIE_DICE.Fairness.Empty") : null,
    groups,
    labels: {
      face: i18n.localize("INDIE_DICE.Fairness.Table.Face"),
      observed: i18n.localize("INDIE_DICE.Fairness.Table.Observed"),
      expected: i18n.localize("INDIE_DICE.Fairness.Table.Expected"),
      legendObserved: i18n.localize("INDIE_DICE.Fairness.Chart.Legend.Observed"),
      legendExpected: i18n.localize("INDIE_DICE.Fairness.Chart.Legend.Expected"),
      export: i18n.localize("INDIE_DICE.Fairness.Export"),
    },
  };
}

function groupView(group: FairnessGroup, user: string, i18n: Translator): FairnessGroupView {
  const die = dieName(group, i18n);
  const title = formatWith(
    i18n,
    group.source === "entered" ? "INDIE_DICE.Fairness.Group.TitleEntered" : "INDIE_DICE.Fairness.Group.Title",
    { user, die },
  );
  const faceLabel = (face: FaceCount) => faceName(group, face, i18n);
  return {
    key: `${group.userId ?? EVERYONE_ID}:${group.die}:${group.source}`,
    title,
    n: group.n,
    sampleSize: tally(i18n, "INDIE_DICE.Fairness.Group.SampleSize", group.n),
    test: testText(group.test, group.faces.length, i18n),
    pValue: group.test.pValue,
    pText: pValueText(group.test, i18n),
    chart: fairnessChart(i18n, group.faces, faceLabel),
    table: {
      caption: formatWith(i18n, "INDIE_DICE.Fairness.Table.Caption", { title }),
      rows: group.faces.map((face) => ({
        face: faceLabel(face),
        observed: formatTally(face.observed, i18n),
        expected: formatDecimal(face.expected, i18n),
      })),
    },
  };
}

/** "d20", "d10ish", or the coin's name in the user's language. */
function dieName(group: FairnessGroup, i18n: Translator): string {
  return group.die === "coin" ? i18n.localize("INDIE_DICE.Fairness.Die.Coin") : group.die;
}

function faceName(group: FairnessGroup, face: FaceCount, i18n: Translator): string {
  if (group.die === "coin")
    return i18n.localize(face.value === 1 ? "INDIE_DICE.Fairness.Face.Heads" : "INDIE_DICE.Fairness.Face.Tails");
  return String(face.value);
}
