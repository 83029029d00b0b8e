/**
 * The group's question of a roll request (docs/cards.md "Roll requests") and its exact chance. A GM asks several rows
 * (tokens) for one roll and chooses what the group must do: each row on its own (no group figure), everyone must
 * pass, at least one must pass, most must pass (more than half), at least half must pass, or at least N of them.
 * Rows are independent, so the group's chance follows exactly from each row's own chance — and, as rows are rolled,
 * from the rows still to roll given those already rolled. A skipped row takes no part: it is neither a pass nor a
 * failure, and "most" and "at least half" count the rest ("at least N" keeps its N: with too few rows left, it fails).
 */
import { IndieDiceError } from "../../../core/errors";
import { isOneOf } from "../../../core/lists";
import { chanceThatCanFail } from "../../../core/odds/certainty";
import { REQUEST_LIMITS } from "./request-limits";
import { AT_LEAST_WORD, GROUP_QUESTIONS } from "../../../core/group-question-words";
import type { NamedGroupQuestion } from "../../../core/group-question-words";
import type { GroupQuestion } from "./request-types";

/**
 * How many of `counted` rows must pass, by question: the one table the chance and the verdict read (a question is
 * added here, with its name, its words in every language and its dialog's entry).
 */
const NEEDED: Readonly<Record<Exclude<NamedGroupQuestion, "each">, (counted: number) => number>> = {
  everyone: (counted) => counted,
  atLeastOne: () => 1,
  most: (counted) => Math.floor(counted / 2) + 1,
  atLeastHalf: (counted) => Math.ceil(counted / 2),
};

/**
 * A row as the question sees it: rolled (passed or not), still to roll (its chance, null while not known), or skipped.
 */
export type QuestionRow =
  | { readonly state: "rolled"; readonly passed: boolean }
  | { readonly state: "pending"; readonly chance: number | null }
  | { readonly state: "skipped" };

/** A question as stored or sent: one of the named ones, or `{ atLeast: n }` with a whole n from 1 to 50. */
export function isGroupQuestion(value: unknown): value is GroupQuestion {
  return isOneOf(GROUP_QUESTIONS, value) || isAtLeast(value);
}

function isAtLeast(value: unknown): value is Exclude<GroupQuestion, string> {
  const n = atLeastOf(value);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= REQUEST_LIMITS.rows;
}

/**
 * The question of a request asking `rows` rows, read from what an API call, a link or a form gives: a named
 * question, `{ atLeast: n }`, or its word `atLeastN` (`atLeast3`, as links and `/indie request` write it). Refused
 * by name: anything else, and an N below 1 or above the rows asked (it could never be answered yes).
 */
export function readGroupQuestion(value: unknown, rows: number): GroupQuestion {
  const question = typeof value === "string" ? fromWord(value) : value;
  if (isOneOf(GROUP_QUESTIONS, question)) return question;
  const n = atLeastOf(question);
  if (n === null) throw new IndieDiceError("INDIE_DICE.Request.Error.Question", { value: shown(value) });
  if (!Number.isInteger(n) || n < 1 || n > rows)
    throw new IndieDiceError("INDIE_DICE.Request.Error.AtLeast", { value: shown(n), rows });
  return { atLeast: n };
}

/** The n of `{ atLeast: n }` (a number, no other key), else null. */
function atLeastOf(value: unknown): number | null {
  if (value === null || typeof value !== "object" || Array.isArray(value) || Object.keys(value).join() !== "atLeast")
    return null;
  const n = (value as { atLeast: unknown }).atLeast;
  return typeof n === "number" ? n : null;
}

function fromWord(word: string): unknown {
  const n = AT_LEAST_WORD.exec(word)?.[1];
  return n === undefined ? word : { atLeast: Number(n) };
}

function shown(value: unknown): string {
  const text =
    typeof value === "string" || typeof value === "number" ? String(value) : (JSON.stringify(value) ?? String(value));
  return text.slice(0, 40);
}

/**
 * The exact chance that the group answers its question with yes, given the rows rolled so far: 1 or 0 once it is
 * settled whatever the rest roll; null for "each on its own" (no group figure), for a group with no row taking
 * part (but "at least N", which no row can reach: 0), and while a row whose chance is not known yet could still
 * change the answer.
 */
export function groupChance(question: GroupQuestion, rows: readonly QuestionRow[]): number | null {
  if (question === "each") return null;
  const counted = rows.filter((row) => row.state !== "skipped");
  if (counted.length === 0 && typeof question === "string") return null;
  const passed = counted.filter((row) => row.state === "rolled" && row.passed).length;
  const pending = counted.flatMap((row) => (row.state === "pending" ? [row.chance] : []));
  const needed = passesNeeded(question, counted.length);
  // Settled whatever the rows still to roll do: enough passes already, or too few rows left to reach them.
  if (passed >= needed) return 1;
  if (passed + pending.length < needed) return 0;
  if (pending.some((chance) => chance === null)) return null;
  return atLeast(pending as number[], needed - passed);
}

/**
 * The group's answer once settled ("passed": yes, "failed": no), or null while the rows still to roll could change it.
 */
export function groupVerdict(question: GroupQuestion, rows: readonly QuestionRow[]): "passed" | "failed" | null {
  const counted = rows.filter((row) => row.state !== "skipped");
  if (question === "each" || (counted.length === 0 && typeof question === "string")) return null;
  const passed = counted.filter((row) => row.state === "rolled" && row.passed).length;
  const pending = counted.filter((row) => row.state === "pending").length;
  const needed = passesNeeded(question, counted.length);
  if (passed >= needed) return "passed";
  if (passed + pending < needed) return "failed";
  return null;
}

/** How many of `counted` rows must pass: the named question's rule, or its N. */
function passesNeeded(question: Exclude<GroupQuestion, "each">, counted: number): number {
  return typeof question === "string" ? NEEDED[question](counted) : question.atLeast;
}

/**
 * P(at least `k` of independent events with these chances happen): the Poisson binomial distribution, one row at a
 * time (`counts[j]` is the chance that exactly j of the rows so far passed, j capped at k). Its ends are read from
 * the rows, not the sum (docs/odds.md "Certain and impossible"): certain, exactly 1, when k rows cannot fail;
 * impossible, exactly 0, when fewer than k can pass; otherwise below 1 however near (the sum may round up to it).
 */
function atLeast(chances: readonly number[], k: number): number {
  if (chances.filter((p) => p >= 1).length >= k) return 1;
  if (chances.filter((p) => p > 0).length < k) return 0;
  const counts = new Float64Array(k + 1);
  counts[0] = 1;
  for (const p of chances) {
    // The top cell keeps "k or more": a pass there stays there.
    counts[k] = counts[k]! + p * counts[k - 1]!;
    for (let j = k - 1; j >= 1; j--) counts[j] = counts[j]! * (1 - p) + counts[j - 1]! * p;
    counts[0] = counts[0]! * (1 - p);
  }
  return chanceThatCanFail(counts[k]!);
}
