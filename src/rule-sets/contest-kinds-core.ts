/**
 * The contest kinds that are no rule set's, registered with the core after the rule sets (the formula contest,
 * docs/formula-contest.md): imported after src/rule-sets/built-in.ts by src/rule-sets/contest-kinds.ts, which
 * registers their views too, by the core tests' setup and the formula bench.
 */
import { registerContestKind } from "../card-kinds/contest/core/contest-kinds";
import { formulaContestKind } from "../card-kinds/contest/core/formula-contest-kind";

registerContestKind(formulaContestKind);
