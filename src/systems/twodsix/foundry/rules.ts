import type { RuleSetKit } from "../../../foundry/composition";
import type { TwodsixRules } from "../core/twodsix-odds";
import { TWODSIX_SETTING_DEFAULTS } from "../core/twodsix-presets";

/**
 * The world's Twodsix rules (docs/systems-twodsix.md "Rule presets"): the settings a throw reads, each by name with the
 * default Twodsix 7.5.2 registers (settings/RulesetSettings.js:87-150). A rule preset chosen on the settings page is
 * written into these (hooks/renderSettingsConfig.js:73-92), and a world may change any after: so the preset's key is
 * never read.
 */
const DEFAULTS = {
  ...TWODSIX_SETTING_DEFAULTS,
  useWoundedStatusIndicators: false,
  useEncumbranceStatusIndicators: false,
};

export type TwodsixWorldRules = TwodsixRules & typeof DEFAULTS;

export const twodsixRules = (kit: RuleSetKit): TwodsixWorldRules => kit.systems.systemRules("twodsix", DEFAULTS);

/** The preset the `ruleset` setting names (its default CE, settings.js:23): only to name it, never to judge by. */
export const twodsixRuleset = (kit: RuleSetKit): string =>
  kit.systems.systemRules("twodsix", { ruleset: "CE" }).ruleset;

/** The rules a throw's judgement reads (what a message keeps: a later change of the settings does not change it). */
export function judgingRules(rules: TwodsixRules): TwodsixRules {
  const {
    criticalNaturalAffectsEffect,
    absoluteCriticalEffectValue,
    useDegreesOfSuccess,
    overrideSuccessWithNaturalCrit,
    xd6RollStyle,
  } = rules;
  return {
    criticalNaturalAffectsEffect,
    absoluteCriticalEffectValue,
    useDegreesOfSuccess,
    overrideSuccessWithNaturalCrit,
    xd6RollStyle,
  };
}

/**
 * What Effect is measured from in DM mode: the world's list's Average target (TwodsixDiceRoll.js:174), from the
 * system's own table.
 */
export function averageTarget(listUsed: string): number | null {
  const difficulties: unknown = Reflect.get(Reflect.get(CONFIG, "TWODSIX") ?? {}, "DIFFICULTIES");
  const average: unknown =
    typeof difficulties === "object" && difficulties !== null
      ? Reflect.get(Reflect.get(difficulties, listUsed) ?? {}, "Average")
      : undefined;
  const target: unknown = typeof average === "object" && average !== null ? Reflect.get(average, "target") : undefined;
  return typeof target === "number" ? target : null;
}
