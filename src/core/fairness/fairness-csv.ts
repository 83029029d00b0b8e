import type { FairnessGroup, FairnessReport } from "./fairness-report";

/**
 * The fairness report as CSV (RFC 4180): one row per user × die × face with its observed and expected count, and on
 * each row its group's test, statistic, degrees of freedom, p-value and sample size, so a spreadsheet can filter
 * and sort it without joining anything. Column names and codes are fixed English identifiers (data, not prose);
 * numbers use a decimal point whatever the language.
 *
 * User names are typed by users, so every cell is escaped: a cell that a spreadsheet would run as a formula
 * (starting with =, +, −, @, or a tab or carriage return, which some spreadsheets skip before one) gets a leading
 * apostrophe, and a cell holding the delimiter, a quote or a line break is quoted with its quotes doubled.
 */

export const CSV_COLUMNS = [
  "user_id",
  "user",
  "die",
  "source",
  "face",
  "observed",
  "expected",
  "probability",
  "test",
  "statistic_name",
  "statistic",
  "df",
  "p_value",
  "n",
] as const;

/** The user id of the rows that hold every user's results together (no Foundry id has a star). */
export const EVERYONE_ID = "*";

/** How users are named in the export. */
interface CsvNames {
  /** A user's name by id ("" for messages without an author). */
  user(userId: string): string;
  /** The name of the rows of every user's results together. */
  readonly everyone: string;
}

interface CsvOptions {
  /** "," (default) or ";" for spreadsheets whose locale uses the decimal comma. */
  readonly delimiter?: "," | ";";
}

/** Cells a spreadsheet could read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, guarded against formula injection and quoted when it must be. */
export function csvCell(value: string | number, delimiter: "," | ";" = ","): string {
  let text = typeof value === "number" ? csvNumber(value) : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (text.includes(delimiter) || /["\r\n]/.test(text)) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** A number as a spreadsheet reads it in any locale setting of the file: a point, up to 6 decimals, no grouping. */
function csvNumber(value: number): string {
  if (!Number.isFinite(value)) return "";
  if (Number.isInteger(value)) return String(value);
  // Small p-values keep their significant digits (1.2e-9); other numbers are rounded to 6 decimals.
  return Math.abs(value) < 1e-4 ? String(Number(value.toPrecision(6))) : String(Number(value.toFixed(6)));
}

/** The face as the export names it: the coin's sides in words, every other face as its number. */
function faceCode(group: FairnessGroup, value: number): string | number {
  if (group.die === "coin") return value === 1 ? "heads" : "tails";
  return value;
}

function testColumns(group: FairnessGroup): (string | number)[] {
  const { test } = group;
  if (test.kind === "chiSquare") return ["chi-square", "chi2", test.statistic, test.degreesOfFreedom, test.pValue];
  const name = test.comparisons === 1 ? "exact-binomial" : "exact-binomial-bonferroni";
  return [name, "min_face_p", test.smallestFacePValue, "", test.pValue];
}

/** The whole report as one CSV text, header first, CRLF line ends. */
export function fairnessCsv(report: FairnessReport, names: CsvNames, options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ",";
  const line = (cells: readonly (string | number)[]) => cells.map((cell) => csvCell(cell, delimiter)).join(delimiter);
  const lines = [line(CSV_COLUMNS)];
  for (const group of report.groups) {
    const user = group.userId === null ? [EVERYONE_ID, names.everyone] : [group.userId, names.user(group.userId)];
    const test = testColumns(group);
    for (const face of group.faces) {
      lines.push(
        line([
          ...user,
          group.die,
          group.source,
          faceCode(group, face.value),
          face.observed,
          face.expected,
          face.probability,
          ...test,
          group.n,
        ]),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}
