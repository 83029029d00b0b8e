/**
 * The contest kinds that are no rule set's, registered with the core and the views after the rule sets (the formula
 * contest, docs/formula-contest.md): imported by the module's entry and the tests' setup after
 * src/rule-sets/built-in.ts. Not by the web calculator: the formula engine stays out of its first load, and the page
 * registers this kind from the engine's lazy script once it has run (calculator/formula-script.ts). Foundry's side is
 * filed with the card code that asks for it (src/card-kinds/contest/foundry/contest-sides.ts), which loads with the
 * card chunk.
 */
import "./contest-kinds-core";
import { formulaContestViews } from "../card-kinds/contest/ui/formula-contest-view";
import { registerUiContestKind } from "../card-kinds/contest/ui/contest-kind-views";

registerUiContestKind("formula", formulaContestViews);
