/**
 * World and client settings. Each is typed through fvtt-types' SettingConfig (declaration merging below), so
 * `game.settings.get("indie-dice", key)` returns the right type without casts.
 */
import { RULE_SET_IDS } from "../core/rule-sets";
import { type RuleSetId } from "../core/rule-set-types";
import { MODULE_ID } from "./module-id";
import { judgedAgainOnChange } from "./judged-card-memo";
import { settingLabels, WORLD_SETTING } from "./world-setting";
import { registerPromptSettings } from "./prompts/prompt-settings";

/** The world setting that offers a rule set: `offerKaiser`, `offerOgs`, … */
type OfferSetting<R extends RuleSetId> = `offer${Capitalize<R>}`;

function offerSetting<R extends RuleSetId>(ruleSet: R): OfferSetting<R> {
  return `offer${ruleSet.charAt(0).toUpperCase()}${ruleSet.slice(1)}` as OfferSetting<R>;
}

/**
 * The world setting "which rule sets are offered", one Boolean a rule set (the settings form shows checkboxes),
 * named after the rule set; its type below is what `game.settings.get` checks against the declared settings. Filled
 * by `registerSettings` in `init`, so that every rule set registered by then has one.
 */
const OFFER_SETTING = {} as { readonly [R in RuleSetId]: OfferSetting<R> };

/** The offer settings' types: `"indie-dice.offerKaiser": boolean`, … */
type OfferSettings = { readonly [R in RuleSetId as `${typeof MODULE_ID}.${OfferSetting<R>}`]: boolean };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the offer settings join fvtt-types' SettingConfig
  interface SettingConfig extends OfferSettings {}
  interface SettingConfig {
    "indie-dice.showOdds": boolean;
    "indie-dice.showLuck": boolean;
    "indie-dice.luckOnAnyRoll": boolean;
    "indie-dice.rememberInputs": boolean;
    "indie-dice.windowSizes": Record<string, { width: number; height: number }>;
  }
}

/**
 * Registers every setting; called once from the init hook, with the registration of the rule sets' own settings
 * (src/foundry/rule-sets.ts), which the settings form shows after the offers.
 */
export function registerSettings(registerRuleSetSettings: () => void): void {
  const world = WORLD_SETTING;
  const labels = settingLabels;
  const client = { scope: "client", config: true } as const;
  for (const id of RULE_SET_IDS) {
    const key = offerSetting(id);
    Object.assign(OFFER_SETTING, { [id]: key });
    game.settings.register(MODULE_ID, key, { ...world, ...labels(key), type: Boolean, default: true });
  }
  registerRuleSetSettings();
  game.settings.register(MODULE_ID, "showOdds", { ...client, ...labels("showOdds"), type: Boolean, default: true });
  game.settings.register(MODULE_ID, "showLuck", { ...client, ...labels("showLuck"), type: Boolean, default: true, onChange: judgedAgainOnChange("showLuck") });
  // docs/formula-dialog.md "Luck on any roll": its labels are the Any formula section's.
  game.settings.register(MODULE_ID, "luckOnAnyRoll", {
    ...world,
    name: "INDIE_DICE.AnyFormula.Settings.LuckOnAnyRoll.Name",
    hint: "INDIE_DICE.AnyFormula.Settings.LuckOnAnyRoll.Hint",
    type: Boolean,
    default: false,
  });
  game.settings.register(MODULE_ID, "rememberInputs", { ...client, ...labels("rememberInputs"), type: Boolean, default: true });
  // The size the user last resized each dialog to (src/foundry/apps/window-sizes.ts): not a choice in the form.
  game.settings.register(MODULE_ID, "windowSizes", { scope: "client", config: false, type: Object, default: {} });
  registerPromptSettings();
}

/** The rule sets this world offers, in the fixed order; all of them when the GM has unticked every one. */
export function offeredRuleSets(): RuleSetId[] {
  const offered = RULE_SET_IDS.filter((id) => game.settings.get(MODULE_ID, OFFER_SETTING[id]));
  return offered.length > 0 ? offered : [...RULE_SET_IDS];
}
