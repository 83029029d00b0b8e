/**
 * The one registration file of the five built-in rule sets: each one package from its folder
 * (src/rule-sets/<id>/package.ts), registered as a module's rule set is — through the same checks
 * (src/foundry/rule-set-package.ts `registerPackage`), each layer's registry filing its own member — one line each, in
 * the order the pickers and settings show them. Imported once by each entry before anything looks a rule set up: the
 * module's (before `init`, so that the five's ids and modifier keys are taken before a module's in the hook), the web
 * calculator's (built without the Foundry layers, scripts/without-foundry-layer.mjs), the benches' and the tests'
 * setups. The registries import none of them, so the core's folders and the rule sets' do not import each other round.
 */
import { registerBuiltIn } from "../foundry/rule-set-package";
import { kaiserPackage } from "./kaiser/package";
import { kingdomsPackage } from "./kingdoms/package";
import { kleptoPackage } from "./klepto/package";
import { ogsPackage } from "./ogs/package";
import { oldePackage } from "./olde/package";

registerBuiltIn(kaiserPackage);
registerBuiltIn(ogsPackage);
registerBuiltIn(kingdomsPackage);
registerBuiltIn(kleptoPackage);
registerBuiltIn(oldePackage);
