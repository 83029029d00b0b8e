/**
 * The rule sets registered as every entry registers them (src/rule-sets/built-in.ts: one package each, through the
 * same checks as a module's), then the contest kinds that are no rule set's (src/rule-sets/contest-kinds-core.ts):
 * the core's registry imports none of them (docs/architecture.md "Layers"). The core project's setup; the other
 * projects' (test/setup/rule-sets.ts) registers the formula contest's views and Foundry side too. A package carries
 * its Foundry layer, whose Roll classes extend Foundry's: the double's classes are defined first, as there.
 */
import "./foundry-classes";
import "../../src/rule-sets/built-in";
import "../../src/rule-sets/contest-kinds-core";
