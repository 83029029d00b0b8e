import { IndieDiceError } from "../../../../core/errors";
import type { RandomSource } from "../../../../core/random";
import { judgeMargin, rollFaces } from "./margin";
import type { MarginResult } from "./margin";
import { assertDiceCount, assertPoolSize, assertThreshold, describeValue } from "./validation";

/**
 * When a basic test succeeds. The text asks for a "positive" margin, but docs/rulings.md rules that a margin of 0
 * succeeds by default (the text's own advice about even pools only holds that way); a world setting picks the
 * strict reading.
 */
export type BasicTestRule = "zeroOrMore" | "positive";

export const BASIC_TEST_RULES: readonly BasicTestRule[] = ["zeroOrMore", "positive"];

export const DEFAULT_BASIC_TEST_RULE: BasicTestRule = "zeroOrMore";

export function assertBasicTestRule(rule: unknown): asserts rule is BasicTestRule {
  if (!BASIC_TEST_RULES.includes(rule as BasicTestRule)) {
    throw new IndieDiceError("INDIE_DICE.Error.Kingdoms.Rule", { value: describeValue(rule) });
  }
}

export function basicTestSucceeds(margin: number, rule: BasicTestRule = DEFAULT_BASIC_TEST_RULE): boolean {
  assertBasicTestRule(rule);
  return rule === "positive" ? margin > 0 : margin >= 0;
}

interface BasicTestOptions {
  /** The whole pool; the faces may be fewer dice than this. Defaults to the number of faces. */
  pool?: number;
  rule?: BasicTestRule;
}

export interface BasicTestResult extends MarginResult {
  pool: number;
  rule: BasicTestRule;
  success: boolean;
}

/** Judges a basic test from faces already rolled. */
export function judgeBasicTest(faces: readonly number[], dt: number, options: BasicTestOptions = {}): BasicTestResult {
  const rule = options.rule ?? DEFAULT_BASIC_TEST_RULE;
  assertBasicTestRule(rule);
  const pool = options.pool ?? faces.length;
  if (options.pool !== undefined) {
    assertPoolSize(pool);
    assertDiceCount(faces.length, pool);
  }
  const result = judgeMargin(faces, dt);
  return { ...result, pool, rule, success: basicTestSucceeds(result.margin, rule) };
}

interface BasicTestRequest {
  pool: number;
  dt: number;
  /** How many of the pool's dice to roll; the whole pool when left out. */
  dice?: number;
  rule?: BasicTestRule;
}

/** Rolls a basic test: every parameter is checked before any die is drawn. */
export function rollBasicTest(source: RandomSource, request: BasicTestRequest): BasicTestResult {
  const { pool, dt } = request;
  assertPoolSize(pool);
  const dice = request.dice ?? pool;
  assertDiceCount(dice, pool);
  assertThreshold(dt);
  const rule = request.rule ?? DEFAULT_BASIC_TEST_RULE;
  assertBasicTestRule(rule);
  return judgeBasicTest(rollFaces(source, dice), dt, { pool, rule });
}
