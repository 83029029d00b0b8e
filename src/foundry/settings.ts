/**
 * World and client settings. Each is typed through fvtt-types' SettingConfig (declaration merging below), so
 * `game.settings.get("indie-dice", key)` returns the right type without casts.
 */
import { RULE_SET_IDS } from "../core/rule-sets";
import { type RuleSetId } from "../core/rule-set-types";
import { MODULE_ID } from "./module-id";
import { IndieDiceError } from "../core/errors";
import { ruleSetSettings } from "../ui/rule-sets";
import { readBy, settingLabels, type RuleSetSetting, type RuleSetSettingValues } from "../ui/world-settings";
import { judgedAgainOnChange } from "./judged-card-memo";
import { notifyKey } from "./notify";
import { registerPromptSettings } from "./prompts/prompt-settings";
import { SYSTEM_ODDS_DISPLAYS, type SystemOddsDisplay } from "../ui/systems/system-figure";

/** The world setting that offers a rule set: `offerKaiser`, `offerOgs`, … */
type OfferSetting<R extends RuleSetId> = `offer${Capitalize<R>}`;

export function offerSetting<R extends RuleSetId>(ruleSet: R): OfferSetting<R> {
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

/**
 * The rule sets' own settings' types, from their declarations (src/ui/world-settings.ts): `"indie-dice.kaiserTieRule":
 * …`.
 */
type RuleSetSettingConfig = {
  readonly [K in keyof RuleSetSettingValues & string as `${typeof MODULE_ID}.${K}`]: RuleSetSettingValues[K];
};

/** A rule set's setting by its name, as its declaration gives it to `RuleSetSettingValues`. */
type RuleSetSettingName = keyof RuleSetSettingValues & string;

declare global {
  // the offer settings join fvtt-types' SettingConfig
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SettingConfig extends OfferSettings {}
  // the rule sets' settings join fvtt-types' SettingConfig
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SettingConfig extends RuleSetSettingConfig {}
  interface SettingConfig {
    "indie-dice.showOdds": boolean;
    "indie-dice.showLuck": boolean;
    "indie-dice.luckOnAnyRoll": boolean;
    "indie-dice.rememberInputs": boolean;
    "indie-dice.windowSizes": Record<string, { width: number; height: number }>;
    "indie-dice.systemOddsShown": boolean;
    "indie-dice.systemOddsForPlayers": SystemOddsDisplay;
  }
}

const WORLD_SETTING = { scope: "world", config: true } as const;

/**
 * Registers every setting; called once from the init hook. The rule sets' own settings (their declarations,
 * `UiRuleSet.settings`) come after the offers, in the rule sets' order, as the settings form shows them.
 */
export function registerSettings(): void {
  const world = WORLD_SETTING;
  const labels = (key: string) => settingLabels(key);
  const client = { scope: "client", config: true } as const;
  for (const id of RULE_SET_IDS) {
    const key = offerSetting(id);
    Object.assign(OFFER_SETTING, { [id]: key });
    game.settings.register(MODULE_ID, key, { ...world, ...labels(key), type: Boolean, default: true });
  }
  for (const setting of ruleSetSettings()) registerRuleSetSetting(setting);
  game.settings.register(MODULE_ID, "showOdds", { ...client, ...labels("showOdds"), type: Boolean, default: true });
  game.settings.register(MODULE_ID, "showLuck", {
    ...client,
    ...labels("showLuck"),
    type: Boolean,
    default: true,
    onChange: judgedAgainOnChange("showLuck"),
  });
  // docs/formula-dialog.md "Luck on any roll": its labels are the Any formula section's.
  game.settings.register(MODULE_ID, "luckOnAnyRoll", {
    ...world,
    name: "INDIE_DICE.AnyFormula.Settings.LuckOnAnyRoll.Name",
    hint: "INDIE_DICE.AnyFormula.Settings.LuckOnAnyRoll.Hint",
    type: Boolean,
    default: false,
  });
  game.settings.register(MODULE_ID, "rememberInputs", {
    ...client,
    ...labels("rememberInputs"),
    type: Boolean,
    default: true,
  });
  // The size the user last resized each dialog to (src/foundry/apps/window-sizes.ts): not a choice in the form.
  game.settings.register(MODULE_ID, "windowSizes", { scope: "client", config: false, type: Object, default: {} });
  registerPromptSettings();
  registerSystemOddsSettings();
}

/**
 * The figures in a game system's own dialog (docs/systems.md "What a player sees"): what the GM lets players see —
 * the exact figures, words, or nothing — and each user's own switch. Both ask for a reload (Foundry's settings form
 * offers the GM to reload every client for the world's one): a dialog open and the messages drawn already keep the
 * figures they were drawn with until they are drawn again, and a GM's "none" must not wait for that.
 */
function registerSystemOddsSettings(): void {
  const key = "INDIE_DICE.SystemOdds.Settings";
  const choices = Object.fromEntries(SYSTEM_ODDS_DISPLAYS.map((display) => [display, `${key}.ForPlayers.${display}`]));
  game.settings.register(MODULE_ID, "systemOddsForPlayers", {
    ...WORLD_SETTING,
    name: `${key}.ForPlayers.Name`,
    hint: `${key}.ForPlayers.Hint`,
    type: String,
    choices,
    default: "exact",
    requiresReload: true,
  });
  game.settings.register(MODULE_ID, "systemOddsShown", {
    scope: "client",
    config: true,
    name: `${key}.Shown.Name`,
    hint: `${key}.Shown.Hint`,
    type: Boolean,
    default: true,
    requiresReload: true,
  });
}

/** The rule sets this world offers, in the fixed order; all of them when the GM has unticked every one. */
export function offeredRuleSets(): RuleSetId[] {
  const offered = RULE_SET_IDS.filter((id) => game.settings.get(MODULE_ID, OFFER_SETTING[id]));
  return offered.length > 0 ? offered : [...RULE_SET_IDS];
}

/** A rule set's setting's name in SettingConfig. */
function settingName(setting: RuleSetSetting): RuleSetSettingName {
  // The declaration gives its key to RuleSetSettingValues (the rule set's ui/types.ts), so it is a key of
  // SettingConfig.
  return setting.key as RuleSetSettingName;
}

/**
 * What a rule set's world setting holds now, by the key its declaration gives (`RuleSetSettingValues`), of the type
 * that declaration gives it (through fvtt-types' SettingConfig, above): how a rule set's code reads its own settings
 * without naming the namespace Indie Dice registers them in (the kit's `foundry.ruleSetSetting`,
 * docs/rule-set-authors.md "The kit's namespaces").
 */
export function ruleSetSetting<K extends RuleSetSettingName>(
  key: K,
): ClientSettings.Get<typeof MODULE_ID, K, undefined> {
  return game.settings.get(MODULE_ID, key);
}

/** What a rule set's setting holds now (src/foundry/dialog-settings.ts reads those its dialogs read). */
export function ruleSetSettingValue(setting: RuleSetSetting): unknown {
  return game.settings.get(MODULE_ID, settingName(setting));
}

/**
 * Registers a rule set's setting as its declaration says: a change of one its cards read judges the rolls again
 * (`judgedAgainOnChange`), and a value its `check` refuses is put back to the default with the reason.
 */
function registerRuleSetSetting(setting: RuleSetSetting): void {
  const name = settingName(setting);
  const judgedAgain = readBy(setting, "cards") ? judgedAgainOnChange(name) : null;
  const { check } = setting;
  const onChange = (value: unknown) => {
    judgedAgain?.();
    if (check) refuseBadValue(name, setting.default, () => check(String(value)));
  };
  game.settings.register(MODULE_ID, name, {
    scope: setting.scope ?? "world",
    config: true,
    ...settingLabels(setting.key, setting),
    type: typeof setting.default === "boolean" ? Boolean : String,
    default: setting.default,
    ...(setting.choices ? { choices: setting.choices } : {}),
    ...(judgedAgain || check ? { onChange } : {}),
  });
}

/** A value its setting's check refuses: the user is told why, and the GM's client puts the default back. */
function refuseBadValue(name: RuleSetSettingName, fallback: string | boolean, check: () => void): void {
  try {
    check();
  } catch (error) {
    // A check refuses with a keyed error; anything else is a mistake in the check, left to surface.
    if (!(error instanceof IndieDiceError)) throw error;
    notifyKey("error", error.key, error.data);
    if (game.user?.isGM) void game.settings.set(MODULE_ID, name, fallback);
  }
}
