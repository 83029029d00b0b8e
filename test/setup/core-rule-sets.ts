/**
 * The rule sets registered with the core, as every entry registers them (src/rule-sets/core.ts), then the contest
 * kinds that are no rule set's (src/rule-sets/contest-kinds-core.ts): the core's
 * registry imports none of them (docs/architecture.md "Layers"). The core project's setup; the other projects'
 * (test/setup/rule-sets.ts) registers them with the views and Foundry too.
 */
import "../../src/rule-sets/core";
import "../../src/rule-sets/contest-kinds-core";
