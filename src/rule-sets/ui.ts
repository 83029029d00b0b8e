/**
 * Every rule set registered with the views (src/ui/rule-sets.ts), one line each: imported once by each entry that
 * shows a rule set (the module's, the calculator's, the bench and the tests' setup) before anything looks one up.
 */
// The core's registration first: what the views show is the core's rule sets.
import "./core";
import { registerUiRuleSet } from "../ui/rule-sets";
import { kaiserUiRuleSet } from "./kaiser/ui";
import { kingdomsUiRuleSet } from "./kingdoms/ui";
import { kleptoUiRuleSet } from "./klepto/ui";
import { ogsUiRuleSet } from "./ogs/ui";
import { oldeUiRuleSet } from "./olde/ui";

registerUiRuleSet(kaiserUiRuleSet);
registerUiRuleSet(ogsUiRuleSet);
registerUiRuleSet(kingdomsUiRuleSet);
registerUiRuleSet(kleptoUiRuleSet);
registerUiRuleSet(oldeUiRuleSet);
