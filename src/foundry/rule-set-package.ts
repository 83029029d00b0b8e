/**
 * The public registration of a rule set from a module of its own (docs/rule-set-authors.md). In `init`, before
 * Indie Dice registers its dice, settings and the rule sets' parts, it calls the hook `indie-dice.registerRuleSets`
 * with a registry; a listener registers its rule set there, one descriptor of each layer under one object with the
 * version of this interface. Foundry imports every active module's `esmodules` before it calls `init`
 * (docs/rule-set-authors.md "When: the hook `indie-dice.registerRuleSets`"), so a module's listener, added when its script loads, always hears the hook.
 * What the registry refuses is logged as a localized console error once the translations are loaded (`i18nInit`):
 * in `init` they are not yet.
 */
import { isRuleSetId, registerCoreRuleSet, registryClash } from "../core/rule-sets";
import type { CoreRuleSet } from "../core/rule-set";
import type { RuleSetId } from "../core/rule-set-types";
import { dieModifierKeys } from "../core/notation/modifier-keys";
import { registerUiRuleSet } from "../ui/rule-sets";
import type { UiRuleSet } from "../ui/rule-set-types";
import { registerFoundryRuleSet } from "./rule-sets";
import type { FoundryRuleSet } from "./rule-set-types";
import { RULE_SET_KIT, type RuleSetKit } from "./rule-set-kit";
import { refuse, registrationWindow, type RegistryRefusal } from "./registration-window";

/**
 * The version of the descriptors a module registers: raised when a descriptor's member changes meaning or goes, or
 * the kit loses or renames one, so that a module written for another version is refused instead of half working.
 */
export const RULE_SET_API_VERSION = 1;

/** The hook Indie Dice calls in `init` with the registry. */
export const REGISTER_RULE_SETS_HOOK = "indie-dice.registerRuleSets";

/** A rule set as a module registers it: the descriptor of each layer, and the version they are written for. */
export interface RuleSetPackage<R extends RuleSetId = RuleSetId> {
  readonly apiVersion: number;
  readonly core: CoreRuleSet<R>;
  readonly ui: UiRuleSet<R>;
  readonly foundry: FoundryRuleSet<R>;
}

/** What the hook's listeners receive. */
export interface RuleSetRegistry {
  /** The version this Indie Dice takes. */
  readonly apiVersion: number;
  /** The building blocks a rule set's code uses (rule-set-kit.ts). */
  readonly kit: RuleSetKit;
  /** Registers the rule set; false, and a console error, when it is refused. */
  register<R extends RuleSetId>(ruleSet: RuleSetPackage<R>): boolean;
}

/** Open only while the hook runs: a rule set registered after `init` would miss its dice and settings. */
const registration = registrationWindow();

/** Why this rule set cannot be registered, or null. */
function refusalOf<R extends RuleSetId>(ruleSet: RuleSetPackage<R>): RegistryRefusal | null {
  const id = String(ruleSet.core?.id);
  if (!registration.isOpen()) return ["Closed", { id }];
  if (ruleSet.apiVersion !== RULE_SET_API_VERSION) return ["ApiVersion", { id, given: String(ruleSet.apiVersion), expected: String(RULE_SET_API_VERSION) }];
  if (isRuleSetId(id)) return ["DuplicateId", { id }];
  const key = ruleSet.core.notation?.modifierKey;
  if (key !== undefined && dieModifierKeys().includes(key)) return ["ModifierKeyTaken", { id, key }];
  const clash = registryClash(ruleSet.core);
  if (clash) return ["MemberTaken", { id, key: clash.key, owner: clash.owner ?? "Indie Dice" }];
  return null;
}

const registry: RuleSetRegistry = Object.freeze({
  apiVersion: RULE_SET_API_VERSION,
  kit: RULE_SET_KIT,
  register<R extends RuleSetId>(ruleSet: RuleSetPackage<R>): boolean {
    const refusal = refusalOf(ruleSet);
    if (refusal) return refuse(refusal);
    registerCoreRuleSet(ruleSet.core);
    registerUiRuleSet(ruleSet.ui);
    registerFoundryRuleSet(ruleSet.foundry);
    return true;
  },
});

/** Calls the hook (in `init`, before anything is built from the registries); registration closes when it returns. */
export function registerModulesRuleSets(): void {
  registration.run(() => Hooks.callAll(REGISTER_RULE_SETS_HOOK, registry));
}
