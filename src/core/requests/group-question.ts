/**
 * The group's question of a roll request (docs/cards.md "Roll requests") and its exact chance. A GM asks several rows
 * (tokens) for one roll and chooses what the group must do: each row on its own (no group figure), everyone must
 * pass, at least one must pass, or most must pass (more than half). Rows are independent, so the group's chance
 * follows exactly from each row's own chance — and, as rows are rolled, from the rows still to roll given those
 * already rolled. A skipped row takes no part: it is neither a pass nor a failure, and "most" counts the rest.
 */
import { isOneOf } from "../lists";
import { chanceThatCanFail } from "../odds/certainty";

export type GroupQuestion = "each" | "everyone" | "atLeastOne" | "most";

export const GROUP_QUESTIONS: readonly GroupQuestion[] = ["each", "everyone", "atLeastOne", "most"];

/** A row as the question sees it: rolled (passed or not), still to roll (its chance, null while not known), or skipped. */
export type QuestionRow =
  | { readonly state: "rolled"; readonly passed: boolean }
  | { readonly state: "pending"; readonly chance: number | null }
  | { readonly state: "skipped" };

export function isGroupQuestion(value: unknown): value is GroupQuestion {
  return isOneOf(GROUP_QUESTIONS, value);
}

/**
 * The exact chance that the group answers its question with yes, given the rows rolled so far: 1 or 0 once it is
 * settled whatever the rest roll; null for "each on its own" (no group figure), for a group with no row taking
 * part, and while a row whose chance is not known yet could still change the answer.
 */
export function groupChance(question: GroupQuestion, rows: readonly QuestionRow[]): number | null {
  if (question === "each") return null;
  const counted = rows.filter((row) => row.state !== "skipped");
  if (counted.length === 0) return null;
  const passed = counted.filter((row) => row.state === "rolled" && row.passed).length;
  const pending = counted.flatMap((row) => (row.state === "pending" ? [row.chance] : []));
  const needed = passesNeeded(question, counted.length);
  // Settled whatever the rows still to roll do: enough passes already, or too few rows left to reach them.
  if (passed >= needed) return 1;
  if (passed + pending.length < needed) return 0;
  if (pending.some((chance) => chance === null)) return null;
  return atLeast(pending as number[], needed - passed);
}

/** The group's answer once settled ("passed": yes, "failed": no), or null while the rows still to roll could change it. */
export function groupVerdict(question: GroupQuestion, rows: readonly QuestionRow[]): "passed" | "failed" | null {
  const counted = rows.filter((row) => row.state !== "skipped");
  if (question === "each" || counted.length === 0) return null;
  const passed = counted.filter((row) => row.state === "rolled" && row.passed).length;
  const pending = counted.filter((row) => row.state === "pending").length;
  const needed = passesNeeded(question, counted.length);
  if (passed >= needed) return "passed";
  if (passed + pending < needed) return "failed";
  return null;
}

/** How many of `count` rows must pass: all of them, one, or more than half. */
function passesNeeded(question: Exclude<GroupQuestion, "each">, count: number): number {
  switch (question) {
    case "everyone":
      return count;
    case "atLeastOne":
      return 1;
    case "most":
      return Math.floor(count / 2) + 1;
  }
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
