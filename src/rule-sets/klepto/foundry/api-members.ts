/** The Kleptonomicon's members of the public API (`FoundryRuleSet.apiMembers`, src/foundry/rule-set-types.ts). */
import type { RuleSetApiMembers } from "../../../foundry/types/indie-dice-api";
import { ranges } from "../core/ranges/ranges-api";

declare module "../../../foundry/types/indie-dice-api" {
  interface RuleSetApiMembers {
    /** The Kleptonomicon's Score Range shorthand: `parseRanges`, `matchRanges`. */
    readonly ranges: typeof ranges;
  }
}

export const kleptoApiMembers: Partial<RuleSetApiMembers> = { ranges };
