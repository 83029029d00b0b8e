/**
 * Twodsix (Cepheus Engine and Traveller, unofficial) in the Foundry double (xdy/twodsix-foundryvtt 7.5.2 at
 * bddb68ea, whose static/system.json:28 declares Foundry 14 its minimum: played on the v14 profile only), for the part
 * a module reading its throw dialog meets: an actor's sheet, the `DialogV2.wait` its rolls open, and the message.
 * init (src/twodsix.js:127-157): `game.twodsix` with `TwodsixRollSettings` and `TwodsixDiceRoll`, `CONFIG.TWODSIX`,
 * the actor class; the settings a throw reads (settings/RulesetSettings.js:87-150, settings.js:23, 39), defaults in
 * settings.json; the `ruleset` select of the presets by name (settings.js:19-23), whose change on the settings page
 * asks first, then writes the preset's values into those settings (hooks/renderSettingsConfig.js:73-92).
 */
import { systemScript } from "../kit/script";
import { isV14 } from "../../profile";
import type { SettingsDouble } from "../../settings";
import { game, installedGlobal } from "../../globals";
import type { HooksDouble } from "../../hooks";
import { TWODSIX_SHEET, TwodsixActor, TwodsixActorSheet } from "./documents";
import SETTINGS from "./settings.json";
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

type DialogConfirm = { confirm(config: object): Promise<unknown> };

/** The double's words for the setting and its question (the release's own are in static/lang). */
const WORDS = {
  Settings: { ruleset: { name: "Ruleset" } },
  Dialogs: { rulesetChange: { title: "Change ruleset", content: "Change the ruleset? Custom options will be lost." } },
};

/** The presets by name, as the select lists them (settings.js:19-22: sorted by name in the user's language). */
const rulesetChoices = (lang: string) =>
  Object.fromEntries(
    Object.entries(RULESETS)
      .map(([key, { name }]) => [key, name])
      .sort(([, a = ""], [, b = ""]) => a.localeCompare(b, lang, { sensitivity: "base" })),
  );

export const installTwodsix = systemScript({ TWODSIX: WORDS }, ({ config, game: world }) => {
  world.twodsix = { TwodsixActor, TwodsixRollSettings, TwodsixDiceRoll };
  Reflect.set(config, "TWODSIX", TWODSIX);
  Object.assign(config.Actor ?? {}, { documentClass: TwodsixActor });
  TWODSIX_SHEET.register(TwodsixActorSheet);
  for (const [key, fallback] of Object.entries(SETTINGS)) {
    const type = typeof fallback === "boolean" ? Boolean : typeof fallback === "number" ? Number : String;
    // Only the shift-click inversion is on the settings page (settings.js:39); the rest in the Ruleset Settings menu.
    const config = key === "invertSkillRollShiftClick";
    world.settings.register("twodsix", key, { scope: "world", config, default: fallback, type });
  }
  const ruleset = { name: "TWODSIX.Settings.ruleset.name", type: String, choices: rulesetChoices(game().i18n.lang) };
  world.settings.register("twodsix", "ruleset", { ...ruleset, scope: "world", config: true, default: "CE" });
  installedGlobal<HooksDouble>("Hooks").on("renderSettingsConfig", (_app: unknown, html: HTMLElement) =>
    html.querySelector('[name="twodsix.ruleset"]')?.addEventListener("change", (event) => {
      if (event.target instanceof HTMLSelectElement) void chooseRuleset(event.target.value);
    }),
  );
});

/** The settings page's listener: asks, and on Yes writes the preset (renderSettingsConfig.js:73-92). */
async function chooseRuleset(key: string): Promise<void> {
  const { DialogV2 } = installedGlobal<{ applications: { api: { DialogV2: DialogConfirm } } }>("foundry").applications
    .api;
  const content = game().i18n.localize("TWODSIX.Dialogs.rulesetChange.content");
  if (await DialogV2.confirm({ window: { title: "TWODSIX.Dialogs.rulesetChange.title" }, content }))
    await applyRuleset(key);
}

/** A rule preset chosen on the settings page: its values written into the settings (renderSettingsConfig.js:73-92). */
export async function applyRuleset(key: string): Promise<void> {
  const { settings } = installedGlobal<{ settings: SettingsDouble }>("game");
  await settings.set("twodsix", "ruleset", key);
  await Promise.all(
    Object.entries(RULESETS[key]?.settings ?? {}).map(([name, value]) => settings.set("twodsix", name, value)),
  );
}
