/**
 * World and client settings. Each is typed through fvtt-types' SettingConfig (declaration merging below), so
 * `game.settings.get("indie-dice", key)` returns the right type without casts.
 */
import { IndieDiceError } from "../core/errors";
import { parsePenaltyFormula } from "../core/mechanics/kaiser/penalty-formula";
import { RULE_SET_IDS, type RuleSetId } from "../core/rule-sets";
import { MODULE_ID } from "./module-id";
import { judgementSettingsChanged } from "./chat/judged-card-memo";
import { notifyKey } from "./notify";
import { registerPromptSettings } from "./prompts/prompt-settings";

export { RULE_SET_IDS, isRuleSetId, type RuleSetId } from "../core/rule-sets";

type Choices<T extends string> = Record<T, string>;

const SETTING_CHOICES = {
  kaiserAdvantageMethod: { pool: "INDIE_DICE.Settings.Choice.Pool", sequential: "INDIE_DICE.Settings.Choice.Sequential" },
  kaiserTieRule: { defender: "INDIE_DICE.Settings.Choice.Defender", "roll-off": "INDIE_DICE.Settings.Choice.RollOff" },
  kaiserFumbleLevel: { auto: "INDIE_DICE.Settings.Choice.WithCheck", separate: "INDIE_DICE.Settings.Choice.Separately" },
  kaiserOpposedFumble: { loses: "INDIE_DICE.Settings.Choice.FumbleLoses", compared: "INDIE_DICE.Settings.Choice.FumbleCompared" },
  kingdomsBasicRule: { zeroOrMore: "INDIE_DICE.Settings.Choice.ZeroOrMore", positive: "INDIE_DICE.Settings.Choice.Positive" },
  kleptoCritMethod: { coin: "INDIE_DICE.Settings.Choice.Coin", d10ish: "INDIE_DICE.Settings.Choice.D10ish" },
  kleptoGiftReading: { dice: "INDIE_DICE.Settings.Choice.GiftDice", plusOne: "INDIE_DICE.Settings.Choice.GiftPlusOne" },
} as const satisfies Record<string, Choices<string>>;

/** The world setting that offers a rule set: `offerKaiser`, `offerOgs`, … */
type OfferSetting<R extends RuleSetId> = `offer${Capitalize<R>}`;

function offerSetting<R extends RuleSetId>(ruleSet: R): OfferSetting<R> {
  return `offer${ruleSet.charAt(0).toUpperCase()}${ruleSet.slice(1)}` as OfferSetting<R>;
}

/**
 * The world setting "which rule sets are offered", one Boolean a rule set (the settings form shows checkboxes),
 * named after the rule set; its type below is what `game.settings.get` checks against the declared settings.
 */
export const OFFER_SETTING = Object.fromEntries(RULE_SET_IDS.map((id) => [id, offerSetting(id)])) as {
  readonly [R in RuleSetId]: OfferSetting<R>;
};

declare global {
  interface SettingConfig {
    "indie-dice.offerKaiser": boolean;
    "indie-dice.offerOgs": boolean;
    "indie-dice.offerKingdoms": boolean;
    "indie-dice.offerKlepto": boolean;
    "indie-dice.offerOlde": boolean;
    "indie-dice.kaiserAdvantageMethod": keyof typeof SETTING_CHOICES.kaiserAdvantageMethod;
    "indie-dice.kaiserTieRule": keyof typeof SETTING_CHOICES.kaiserTieRule;
    "indie-dice.kaiserFumbleLevel": keyof typeof SETTING_CHOICES.kaiserFumbleLevel;
    "indie-dice.kaiserFumbleTable": string;
    "indie-dice.kaiserFumblePenalty": string;
    "indie-dice.kaiserOpposedFumble": keyof typeof SETTING_CHOICES.kaiserOpposedFumble;
    "indie-dice.kingdomsBasicRule": keyof typeof SETTING_CHOICES.kingdomsBasicRule;
    "indie-dice.kleptoCritMethod": keyof typeof SETTING_CHOICES.kleptoCritMethod;
    "indie-dice.kleptoGiftReading": keyof typeof SETTING_CHOICES.kleptoGiftReading;
    "indie-dice.oldeUnlimitedByDefault": boolean;
    "indie-dice.showOdds": boolean;
    "indie-dice.showLuck": boolean;
    "indie-dice.luckOnAnyRoll": boolean;
    "indie-dice.rememberInputs": boolean;
    "indie-dice.windowSizes": Record<string, { width: number; height: number }>;
  }
}

/** The label key of a setting: `INDIE_DICE.Settings.<Key>.Name` / `.Hint`. */
function labels(key: string): { name: string; hint: string } {
  const capitalised = key.charAt(0).toUpperCase() + key.slice(1);
  return { name: `INDIE_DICE.Settings.${capitalised}.Name`, hint: `INDIE_DICE.Settings.${capitalised}.Hint` };
}

/** A penalty formula that does not parse is put back to the default, and the GM is told why. */
function checkPenaltyFormula(value: unknown): void {
  try {
    parsePenaltyFormula(String(value));
  } catch (error) {
    // The parser refuses with a keyed error (IndieDiceError); anything else is told as a bad formula.
    const key = error instanceof IndieDiceError ? error.key : "INDIE_DICE.Error.Kaiser.PenaltyFormula";
    const data = error instanceof IndieDiceError ? error.data : {};
    notifyKey("error", key, data);
    if (game.user?.isGM) void game.settings.set(MODULE_ID, "kaiserFumblePenalty", DEFAULT_FUMBLE_PENALTY_FORMULA);
  }
}

export const DEFAULT_FUMBLE_PENALTY_FORMULA = "2d6";

/** Registers every setting; called once from the init hook. */
export function registerSettings(): void {
  const world = { scope: "world", config: true } as const;
  const client = { scope: "client", config: true } as const;
  for (const key of Object.values(OFFER_SETTING)) {
    game.settings.register(MODULE_ID, key, { ...world, ...labels(key), type: Boolean, default: true });
  }
  game.settings.register(MODULE_ID, "kaiserAdvantageMethod", {
    ...world, ...labels("kaiserAdvantageMethod"), type: String, default: "pool", choices: SETTING_CHOICES.kaiserAdvantageMethod,
    onChange: judgementSettingsChanged,
  });
  game.settings.register(MODULE_ID, "kaiserTieRule", {
    ...world, ...labels("kaiserTieRule"), type: String, default: "defender", choices: SETTING_CHOICES.kaiserTieRule,
  });
  game.settings.register(MODULE_ID, "kaiserFumbleLevel", {
    ...world, ...labels("kaiserFumbleLevel"), type: String, default: "auto", choices: SETTING_CHOICES.kaiserFumbleLevel,
    onChange: judgementSettingsChanged,
  });
  game.settings.register(MODULE_ID, "kaiserFumbleTable", {
    ...world, ...labels("kaiserFumbleTable"), type: String, default: "",
  });
  game.settings.register(MODULE_ID, "kaiserFumblePenalty", {
    ...world, ...labels("kaiserFumblePenalty"), type: String, default: DEFAULT_FUMBLE_PENALTY_FORMULA,
    onChange: (value: unknown) => {
      judgementSettingsChanged();
      checkPenaltyFormula(value);
    },
  });
  // docs/rulings.md "Kaiser": a Fumble on an opposed check loses it; the other reading compares its reduced total.
  game.settings.register(MODULE_ID, "kaiserOpposedFumble", {
    ...world, ...labels("kaiserOpposedFumble"), type: String, default: "loses", choices: SETTING_CHOICES.kaiserOpposedFumble,
  });
  game.settings.register(MODULE_ID, "kingdomsBasicRule", {
    ...world, ...labels("kingdomsBasicRule"), type: String, default: "zeroOrMore", choices: SETTING_CHOICES.kingdomsBasicRule,
    onChange: judgementSettingsChanged,
  });
  game.settings.register(MODULE_ID, "kleptoCritMethod", {
    ...world, ...labels("kleptoCritMethod"), type: String, default: "coin", choices: SETTING_CHOICES.kleptoCritMethod,
    onChange: judgementSettingsChanged,
  });
  game.settings.register(MODULE_ID, "kleptoGiftReading", {
    ...world, ...labels("kleptoGiftReading"), type: String, default: "dice", choices: SETTING_CHOICES.kleptoGiftReading,
  });
  game.settings.register(MODULE_ID, "oldeUnlimitedByDefault", {
    ...world, ...labels("oldeUnlimitedByDefault"), type: Boolean, default: true,
  });
  game.settings.register(MODULE_ID, "showOdds", { ...client, ...labels("showOdds"), type: Boolean, default: true });
  game.settings.register(MODULE_ID, "showLuck", { ...client, ...labels("showLuck"), type: Boolean, default: true, onChange: judgementSettingsChanged });
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
