/**
 * What each built-in rule set's tests give the shared tests of the Foundry layer
 * (test/rule-sets/<id>/foundry/fixtures.ts), found by folder in test/rule-sets/foundry-fixtures.ts: kept apart from
 * test/rule-sets/fixture-types.ts, whose fixtures the core's and the views' tests read in a program without Foundry's
 * types (tsconfig.json).
 */
import type { ContestState } from "../../src/card-kinds/contest/core/contest-types";
import type { RuleSetId } from "../../src/core/rule-set-types";
import type { RollClassesByName } from "../../src/foundry/types/rolls";

export interface RuleSetFoundryFixtures<R extends RuleSetId = RuleSetId> {
  readonly ruleSet: R;
  /**
   * A contest side (the same for both sides, fixed by the GM), a roll of it with these faces, and how its Roll class
   * makes it for a card in this state: the roll test/card-kinds/contest/foundry/contests.test.ts forges ("forged roll
   * JSON in the other rule sets"). Null, and why, where that test has no case of the rule set's.
   */
  readonly forgedContestRoll: ForgedContestRoll | { readonly none: string };
}

export interface ForgedContestRoll {
  readonly spec: object;
  readonly faces: readonly number[];
  make(rolls: RollClassesByName, state: ContestState): { evaluate(): Promise<unknown> };
}
