// @vitest-environment happy-dom
/**
 * The double's dnd5e "Configure Visibility" and "Configure Combat" menus against dnd5e's own code (foundryvtt/dnd5e
 * 965ad2d = 5.3.3 on v13, c83a613 = 6.0.0 on v14: settings.mjs registers them, applications/settings/
 * visibility-settings.mjs and base-settings.mjs draw them; combat-settings.mjs its critical damage part): a GM's menu
 * whose form holds a select per String setting with its choices, the current value chosen, a checkbox per Boolean
 * one, and whose submission writes the settings (and dnd5e's cache of them) and closes the window.
 */
import { describe, expect, it } from "vitest";
import { PROFILES, globals, useDnd5eWorld } from "./dnd5e-helpers";
import { VisibilitySettingsConfig } from "../../../foundry-double/systems/dnd5e/applications/visibility-settings";
import { CombatSettingsConfig } from "../../../foundry-double/systems/dnd5e/applications/combat-settings";
import type { SettingsDouble } from "../../../foundry-double/settings";
import { must } from "../../kit";

describe.each(PROFILES)("dnd5e's visibility settings on the v%i profile", (generation) => {
  useDnd5eWorld(generation);

  it("is a GM's menu; its form shows both settings with their choices and writes what is submitted", async () => {
    const settings: SettingsDouble = Reflect.get(globals().game, "settings");
    const menu = must(settings.menus.get("dnd5e.visibilityConfiguration"));
    expect([menu.type, menu.restricted, menu.icon]).toEqual([VisibilitySettingsConfig, true, "fas fa-eye"]);
    const app = new VisibilitySettingsConfig();
    await app.render({ force: true });
    const form = app.element;
    expect([form.tagName, form.querySelector(".window-title")?.textContent]).toEqual(["FORM", "Configure Visibility"]);
    const selects = Array.from(form.querySelectorAll("select"), (select) => [
      select.name,
      select.value,
      Array.from(select.options, (option) => option.value),
    ]);
    expect(selects).toEqual([
      ["challengeVisibility", "player", ["all", "player", "none"]],
      ["attackRollVisibility", "none", ["all", "hideAC", "none"]],
    ]);
    must(form.querySelector<HTMLSelectElement>('select[name="attackRollVisibility"]')).value = "all";
    const closed = new Promise<void>((resolve) => app.addEventListener("close", () => resolve(), { once: true }));
    must(form.querySelector<HTMLButtonElement>('button[type="submit"]')).click();
    await closed;
    expect([settings.get("dnd5e", "attackRollVisibility"), settings.get("dnd5e", "challengeVisibility")]).toEqual([
      "all",
      "player",
    ]);
    const cache: Record<string, unknown> = Reflect.get(Reflect.get(globalThis, "dnd5e"), "settings");
    expect(cache.attackRollVisibility).toBe("all");
  });

  it("Configure Combat: a GM's menu; its three Boolean settings as checkboxes, written on Save", async () => {
    const settings: SettingsDouble = Reflect.get(globals().game, "settings");
    const menu = must(settings.menus.get("dnd5e.combatConfiguration"));
    expect([menu.type, menu.restricted, menu.icon]).toEqual([CombatSettingsConfig, true, "fas fa-explosion"]);
    const app = new CombatSettingsConfig();
    await app.render({ force: true });
    const form = app.element;
    const legends = Array.from(form.querySelectorAll("legend"), (legend) => legend.textContent);
    expect([form.querySelector(".window-title")?.textContent, legends]).toEqual([
      "Configure Combat",
      ["Initiative", "Critical Damage"],
    ]);
    const boxes = () =>
      Array.from(form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'), (box) => [box.name, box.checked]);
    expect(boxes()).toEqual([
      ["initiativeDexTiebreaker", false],
      ["criticalDamageModifiers", false],
      ["criticalDamageMaxDice", false],
    ]);
    must(form.querySelector<HTMLInputElement>('input[name="criticalDamageMaxDice"]')).checked = true;
    const closed = new Promise<void>((resolve) => app.addEventListener("close", () => resolve(), { once: true }));
    must(form.querySelector<HTMLButtonElement>('button[type="submit"]')).click();
    await closed;
    expect([settings.get("dnd5e", "criticalDamageModifiers"), settings.get("dnd5e", "criticalDamageMaxDice")]).toEqual([
      false,
      true,
    ]);
    const cache: Record<string, unknown> = Reflect.get(Reflect.get(globalThis, "dnd5e"), "settings");
    expect(cache.criticalDamageMaxDice).toBe(true);
  });
});
