/**
 * Every rule set registered with Foundry's side (src/foundry/rule-sets.ts), one line each: imported once by the
 * module's entry (and the tests' setup) with src/rule-sets/ui.ts, before `init` makes the Roll classes.
 */
import { registerFoundryRuleSet } from "../foundry/rule-sets";
import { kaiserFoundryRuleSet } from "./kaiser/foundry";
import { kingdomsFoundryRuleSet } from "./kingdoms/foundry";
import { kleptoFoundryRuleSet } from "./klepto/foundry";
import { ogsFoundryRuleSet } from "./ogs/foundry";
import { oldeFoundryRuleSet } from "./olde/foundry";

registerFoundryRuleSet(kaiserFoundryRuleSet);
registerFoundryRuleSet(ogsFoundryRuleSet);
registerFoundryRuleSet(kingdomsFoundryRuleSet);
registerFoundryRuleSet(kleptoFoundryRuleSet);
registerFoundryRuleSet(oldeFoundryRuleSet);
