/**
 * The public registration of a rule set from a module of its own (docs/rule-set-authors.md). In `init`, before
 * Indie Dice registers its dice, settings and the rule sets' parts, it calls the hook `indie-dice.registerRuleSets`
 * with a registry; a listener registers its rule set there, one package (rule-set-package.ts), through the same
 * `registerPackage` the five built-in rule sets pass when the module's script loads, and a check of the module's own
 * card kinds (src/foundry/cards/card-kind-refusal.ts). Foundry imports every active
 * module's `esmodules` before it calls `init` (docs/rule-set-authors.md "When: the hook
 * `indie-dice.registerRuleSets`"), so a module's listener, added when its script loads, always hears the hook. What the
 * registry refuses is logged as a localized console error once the translations are loaded (`i18nInit`): in `init` they
 * are not yet.
 */
import type { RuleSetId } from "../core/rule-set-types";
import { RULE_SET_API_VERSION, registerPackage, type RuleSetPackage } from "./rule-set-package";
import type { RuleSetKit } from "./composition";
import { refuse, registrationWindow } from "./registration-window";
import { aloneCardKindRefusal, cardKindRefusal } from "./cards/card-kind-refusal";
import { registerAloneCardKind } from "./rule-sets";
import type { AnyRuleSetCardKind } from "./types/card-kinds";

/** The hook Indie Dice calls in `init` with the registry. */
export const REGISTER_RULE_SETS_HOOK = "indie-dice.registerRuleSets";

/** What the hook's listeners receive. */
export interface RuleSetRegistry {
  /** The version this Indie Dice takes. */
  readonly apiVersion: number;
  /** The building blocks a rule set's code uses (src/root/rule-set-kit.ts). */
  readonly kit: RuleSetKit;
  /** Registers the rule set; false, and a console error, when it is refused. */
  register<R extends RuleSetId>(ruleSet: RuleSetPackage<R>): boolean;
  /**
   * Registers a card kind of a module's own that needs no rule set (docs/rule-set-authors.md "A card kind of your
   * own"): its declaration with its code, checked as a rule set's kind is; false, and a console error, when refused.
   */
  registerCardKind(kind: AnyRuleSetCardKind): boolean;
}

/** Open only while the hook runs: a rule set registered after `init` would miss its dice and settings. */
const registration = registrationWindow();

/** The registry the hook hands over, with the kit the composition root gave. */
const registryWith = (kit: RuleSetKit): RuleSetRegistry =>
  Object.freeze({
    apiVersion: RULE_SET_API_VERSION,
    kit,
    register<R extends RuleSetId>(ruleSet: RuleSetPackage<R>): boolean {
      // A module's card kinds are checked too: each needs its code, and names no other kind has.
      const refusal = registration.isOpen()
        ? registerPackage(ruleSet, cardKindRefusal)
        : (["Closed", { id: String(ruleSet.core?.id) }] as const);
      return refusal ? refuse(refusal) : true;
    },
    registerCardKind(kind: AnyRuleSetCardKind): boolean {
      const refusal = registration.isOpen()
        ? aloneCardKindRefusal(kind)
        : (["AloneCardKindClosed", { api: String(kind.api) }] as const);
      if (refusal) return refuse(refusal);
      registerAloneCardKind(kind);
      return true;
    },
  });

/** Calls the hook (in `init`, before anything is built from the registries); registration closes when it returns. */
export function registerModulesRuleSets(kit: RuleSetKit): void {
  const registry = registryWith(kit);
  registration.run(() => Hooks.callAll(REGISTER_RULE_SETS_HOOK, registry));
}
