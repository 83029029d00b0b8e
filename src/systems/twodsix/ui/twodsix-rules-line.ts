import type { Translator } from "../../../ui/translator";
import type { TwodsixRules } from "../core/twodsix-odds";
import { twodsixPreset } from "../core/twodsix-presets";

const KEY = "INDIE_DICE.SystemOdds.Twodsix.Rules";

/** A world's settings of a throw: the preset's fields (its list, target mode) and the judgement's. */
type WorldRules = TwodsixRules & { readonly difficultyListUsed: string; readonly difficultiesAsTargetNumber: boolean };

/** An Effect past any throw's (a natural 12 and the largest DM): the settings' 99, criticals on naturals alone. */
const UNREACHED_EFFECT = 99;

/**
 * The preset the `ruleset` setting names, "(modified)" where the world's settings are no longer what it writes — as
 * Twodsix's own settings page marks it (hooks/renderSettingsConfig.js:52-71): a fresh world names CE, modified.
 */
function presetWords(key: string, rules: WorldRules, i18n: Translator): string {
  const preset = twodsixPreset(key);
  if (!preset) return key;
  const name = i18n.localize(`INDIE_DICE.Calculator.Twodsix.Presets.${key}`);
  const same = Object.entries(preset).every(([field, value]) => Reflect.get(rules, field) === value);
  return same ? name : i18n.format(`${KEY}.Modified`, { preset: name });
}

/**
 * The line under the figures naming the rules they applied (docs/systems-twodsix.md "The figures"): the preset, the
 * degrees of success, whether a natural 2 or 12 decides success (and the degree), and when an Effect is a critical.
 */
export function twodsixRulesLine(key: string, rules: WorldRules, i18n: Translator): string {
  const degrees = ["CE", "other"].includes(rules.useDegreesOfSuccess) ? rules.useDegreesOfSuccess : "none";
  const parts = [
    i18n.localize(`${KEY}.Degrees_${degrees}`),
    i18n.localize(rules.criticalNaturalAffectsEffect ? `${KEY}.NaturalDecides` : `${KEY}.NaturalPlain`),
    ...(rules.overrideSuccessWithNaturalCrit ? [i18n.localize(`${KEY}.NaturalDegree`)] : []),
    rules.absoluteCriticalEffectValue >= UNREACHED_EFFECT
      ? i18n.localize(`${KEY}.CriticalNatural`)
      : i18n.format(`${KEY}.CriticalEffect`, { effect: String(rules.absoluteCriticalEffectValue) }),
  ];
  return i18n.format(`${KEY}.Line`, { preset: presetWords(key, rules, i18n), rules: parts.join("; ") });
}
