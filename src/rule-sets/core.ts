/**
 * Every rule set registered with the core (src/core/rule-sets.ts), one line each, then the contest kinds that are no
 * rule set's (src/core/contests/contest-kinds.ts): imported once by each entry (the
 * module's through src/rule-sets/ui.ts, the calculator's, the bench and the tests' setup) before anything looks one
 * up. The registry imports none of them, so the core's folders and the rule sets' do not import each other round.
 */
import { registerCoreRuleSet } from "../core/rule-sets";
import { registerContestKind } from "../core/contests/contest-kinds";
import { formulaContestKind } from "../core/formula/formula-contest-kind";
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

// The contest kinds that are no rule set's, after the rule sets (docs/formula-contest.md).
registerContestKind(formulaContestKind);
