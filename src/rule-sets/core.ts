/**
 * Every rule set registered with the core (src/core/rule-sets.ts), one line each: imported once by each entry (the
 * module's through src/rule-sets/ui.ts, the calculator's, the bench and the tests' setup) before anything looks one
 * up. The registry imports none of them, so the core's folders and the rule sets' do not import each other round.
 */
import { registerCoreRuleSet } from "../core/rule-sets";
import { kaiserCore } from "./kaiser/core";
import { kingdomsCore } from "./kingdoms/core";
import { kleptoCore } from "./klepto/core";
import { ogsCore } from "./ogs/core";
import { oldeCore } from "./olde/core";

registerCoreRuleSet(kaiserCore);
registerCoreRuleSet(ogsCore);
registerCoreRuleSet(kingdomsCore);
registerCoreRuleSet(kleptoCore);
registerCoreRuleSet(oldeCore);
