/** The Kleptonomicon's members of the public API, `api.ruleSets.klepto` (`FoundryRuleSet.api`, src/foundry/rule-set-types.ts). */
import { ranges } from "../core/ranges/ranges-api";

/** Its members: the Score Range shorthand, `parseRanges` and `matchRanges`. */
export const kleptoApiMembers = { ranges };

declare module "../../../foundry/types/indie-dice-api" {
  interface RuleSetApis {
    klepto: typeof kleptoApiMembers;
  }

  interface DeprecatedApiMembers {
    /** @deprecated since 0.2.0: call `api.ruleSets.klepto.ranges`. */
    readonly ranges: typeof ranges;
  }
}
