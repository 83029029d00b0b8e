/**
 * The Kleptonomicon's members of the public API, `api.ruleSets.klepto` (`FoundryRuleSet.api`,
 * src/foundry/rule-set-types.ts).
 */
import { ranges } from "../core/ranges/ranges-api";

/** Its members: the Score Range shorthand, `parseRanges` and `matchRanges`. */
export const kleptoApiMembers = { ranges };
