/**
 * Twodsix (Cepheus Engine and Traveller, unofficial) in the Foundry double (xdy/twodsix-foundryvtt 7.5.2 at
 * bddb68ea, whose static/system.json:28 declares Foundry 14 its minimum: played on the v14 profile only), for the part
 * a module reading its throw dialog meets: an actor's sheet, the `DialogV2.wait` its rolls open, and the message.
 * init (src/twodsix.js:127-157): `game.twodsix` with `TwodsixRollSettings` and `TwodsixDiceRoll`, `CONFIG.TWODSIX`,
 * the actor class; the settings a throw reads (settings/RulesetSettings.js:87-150, settings.js:23, 39) with their
 * defaults. Choosing a rule preset writes its values into those settings (hooks/renderSettingsConfig.js:73-92):
 * `applyRuleset`.
 */
import { systemScript } from "../kit/script";
import { isV14 } from "../../profile";
import type { SettingsDouble } from "../../settings";
import { installedGlobal } from "../../globals";
import { TWODSIX_SHEET, TwodsixActor, TwodsixActorSheet } from "./documents";
import { RULESETS, TWODSIX, TwodsixDiceRoll, TwodsixRollSettings } from "./rolls";

export { TwodsixActor };

export function twodsixSystem(): Record<string, unknown> {
  if (!isV14())
    throw new Error("Twodsix 7.5.2 declares Foundry 14 its minimum (system.json): Foundry 13 does not load it");
  return {
    id: "twodsix",
    title: "Twodsix - Cepheus & Traveller (unofficial)",
    version: "7.5.2",
    compatibility: { minimum: "14", verified: "14.361", maximum: "" },
  };
}

/** Each setting a throw reads, with the default Twodsix registers. */
const SETTINGS: Record<string, string | number | boolean> = {
  ruleset: "CE",
  difficultyListUsed: "CE",
  difficultiesAsTargetNumber: false,
  modifierForZeroCharacteristic: -2,
  criticalNaturalAffectsEffect: false,
  absoluteCriticalEffectValue: 99,
  useDegreesOfSuccess: "none",
  overrideSuccessWithNaturalCrit: false,
  xd6RollStyle: false,
  invertSkillRollShiftClick: false,
  useWoundedStatusIndicators: false,
  useEncumbranceStatusIndicators: false,
};

export const installTwodsix = systemScript(null, ({ config, game: world }) => {
  world.twodsix = { TwodsixActor, TwodsixRollSettings, TwodsixDiceRoll };
  Reflect.set(config, "TWODSIX", TWODSIX);
  Object.assign(config.Actor ?? {}, { documentClass: TwodsixActor });
  TWODSIX_SHEET.register(TwodsixActorSheet);
  for (const [key, fallback] of Object.entries(SETTINGS)) {
    const type = typeof fallback === "boolean" ? Boolean : typeof fallback === "number" ? Number : String;
    world.settings.register("twodsix", key, { scope: "world", config: true, default: fallback, type });
  }
});

/** A rule preset chosen on the settings page: its values written into the settings (renderSettingsConfig.js:73-92). */
export async function applyRuleset(key: string): Promise<void> {
  const { settings } = installedGlobal<{ settings: SettingsDouble }>("game");
  await settings.set("twodsix", "ruleset", key);
  for (const [name, value] of Object.entries(RULESETS[key] ?? {})) await settings.set("twodsix", name, value);
}
