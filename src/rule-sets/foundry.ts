/**
 * The contest kinds that are no rule set's, registered with Foundry's side after the rule sets (the formula contest,
 * docs/formula-contest.md): imported by the module's entry and the tests' setup after src/rule-sets/contest-kinds.ts.
 * The rule sets themselves register each as one package (src/rule-sets/built-in.ts).
 */
import { registerFoundryContestKind } from "../foundry/cards/contest-sides";
import { formulaContestSides } from "../foundry/cards/contest/formula-contest-sides";

registerFoundryContestKind("formula", formulaContestSides);
