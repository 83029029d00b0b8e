// @vitest-environment happy-dom
/**
 * What init leaves behind: every setting with its scope, type and default, each one read somewhere in src, the
 * dialog class and the dialogs API.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { settingsByName, useIndieDice } from "./support/helpers";
import { api, rollDialog } from "./support/dialog-harness";
import { elementOf, must } from "../kit";

// Prompts on: the settings are read at their defaults (the harness otherwise says "only show the card").
useIndieDice({}, { prompts: true });

interface Registered {
  scope: string;
  type: unknown;
  default: unknown;
  config?: boolean;
  choices?: Record<string, string>;
  name?: string;
  hint?: string;
}

function registered(key: string): Registered {
  const settings = (game.settings as { settings: Map<string, Registered> }).settings;
  const setting = settings.get(`indie-dice.${key}`);
  if (!setting) throw new Error(`indie-dice.${key} is not registered`);
  return setting;
}

const EXPECTED: [key: string, scope: string, type: unknown, defaultValue: unknown, choices?: string[]][] = [
  ["offerKaiser", "world", Boolean, true],
  ["offerOgs", "world", Boolean, true],
  ["offerKingdoms", "world", Boolean, true],
  ["offerKlepto", "world", Boolean, true],
  ["offerOlde", "world", Boolean, true],
  ["kaiserAdvantageMethod", "world", String, "pool", ["pool", "sequential"]],
  ["kaiserTieRule", "world", String, "defender", ["defender", "roll-off"]],
  ["kaiserFumbleLevel", "world", String, "auto", ["auto", "separate"]],
  ["kaiserFumbleTable", "world", String, ""],
  ["kaiserFumblePenalty", "world", String, "2d6"],
  ["kaiserOpposedFumble", "world", String, "loses", ["loses", "compared"]],
  ["kingdomsBasicRule", "world", String, "zeroOrMore", ["zeroOrMore", "positive"]],
  ["kleptoCritMethod", "world", String, "coin", ["coin", "d10ish"]],
  ["kleptoGiftReading", "world", String, "dice", ["dice", "plusOne"]],
  ["oldeUnlimitedByDefault", "world", Boolean, true],
  ["showOdds", "client", Boolean, true],
  ["showLuck", "client", Boolean, true],
  ["rememberInputs", "client", Boolean, true],
  // docs/formula-dialog.md "Luck on any roll": off until the GM turns it on.
  ["luckOnAnyRoll", "world", Boolean, false],
  ["promptMode", "client", String, "dialog", ["dialog", "card"]],
  ["promptSound", "client", Boolean, false],
  // docs/systems.md "What a player sees": the GM's choice for players in a system's own dialog, and each user's switch.
  ["systemOddsForPlayers", "world", String, "exact", ["exact", "words", "none"]],
  ["systemOddsShown", "client", Boolean, true],
];

/** Kept by the module itself, not shown in the settings form: each dialog's size as the user last resized it, … */
const HIDDEN: [key: string, scope: string, type: unknown, defaultValue: unknown][] = [
  ["windowSizes", "client", Object, {}],
  // The prompts each user is done with (docs/prompts.md "Once each").
  ["promptsDone", "client", Object, {}],
  // The keys this world kept for its own dice that the GM was last told of (docs/notation.md "A guest in every world").
  ["yieldedKeysNoticed", "world", String, ""],
];

// From a path, not a URL object: under happy-dom the global URL is not Node's.
const SRC = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("settings", () => {
  it.each(EXPECTED)(
    "%s: %s, its type, its default and its choices; shown with a localized name and hint",
    (key, scope, type, defaultValue, choices) => {
      const setting = registered(key);
      expect(setting.scope).toBe(scope);
      expect(setting.type).toBe(type);
      expect(setting.default).toEqual(defaultValue);
      expect(setting.config).toBe(true);
      expect(settingsByName().get("indie-dice", key)).toEqual(defaultValue);
      if (choices) expect(Object.keys(setting.choices ?? {})).toEqual(choices);
      for (const label of [setting.name, setting.hint, ...Object.values(setting.choices ?? {})]) {
        expect(game.i18n.has(label as string), `${label} has a translation`).toBe(true);
      }
    },
  );

  it(
    "the figures in a system's dialog ask for a reload when changed " +
      "(a dialog open and the messages drawn keep theirs till drawn again)",
    () => {
      const asksReload = (key: string) => (registered(key) as { requiresReload?: boolean }).requiresReload === true;
      expect(["systemOddsForPlayers", "systemOddsShown"].map(asksReload)).toEqual([true, true]);
      expect(asksReload("showOdds")).toBe(false);
    },
  );

  it.each(HIDDEN)("%s: %s, its type and its default, not in the settings form", (key, scope, type, defaultValue) => {
    const setting = registered(key);
    expect([setting.scope, setting.type, setting.config]).toEqual([scope, type, false]);
    expect(setting.default).toEqual(defaultValue);
    expect(settingsByName().get("indie-dice", key)).toEqual(defaultValue);
  });

  it("registers nothing else", () => {
    const settings = (game.settings as { settings: Map<string, Registered> }).settings;
    const ours = [...settings.keys()]
      .filter((id) => id.startsWith("indie-dice."))
      .map((id) => id.slice("indie-dice.".length));
    expect(ours.sort()).toEqual([...EXPECTED, ...HIDDEN].map(([key]) => key).sort());
  });

  it("each setting is read somewhere in src (outside settings.ts, which registers them)", () => {
    const sources = sourceFiles(SRC)
      .filter((path) => !path.endsWith(join("foundry", "settings.ts")))
      .map((path) => readFileSync(path, "utf8"))
      .join("\n");
    const settingsTs = readFileSync(join(SRC, "foundry", "settings.ts"), "utf8");
    for (const [key] of [...EXPECTED, ...HIDDEN]) {
      // The offer settings are read through OFFER_SETTING in offeredRuleSets() (settings.ts itself).
      const readHere = key.startsWith("offer")
        ? /game\.settings\.get\(MODULE_ID, OFFER_SETTING\[id\]\)/.test(settingsTs)
        : false;
      // A rule set reads its own by `ruleSetSetting(key)` (settings.ts, the kit's `foundry.ruleSetSetting`).
      const readElsewhere = new RegExp(
        `get\\(\\s*"${key}"\\s*\\)|get\\(MODULE_ID, "${key}"\\)|ruleSetSetting\\("${key}"\\)`,
      ).test(sources);
      expect(readHere || readElsewhere, `${key} is read`).toBe(true);
    }
  });

  it(
    "the world settings reach the dialogs: " + "a sequential advantage method shows in the Kaiser dialog's notes",
    async () => {
      await game.settings.set("indie-dice", "kaiserAdvantageMethod", "sequential");
      const pending = api().dialogs.open("kaiser", { spec: { kind: "skill", bonus: 0, advantage: 1, difficulty: 9 } });
      const dialog = await rollDialog();
      expect(dialog.element.querySelector(".indie-dice-notes")?.textContent).toMatch(/sequential|reroll/i);
      elementOf(dialog.element.querySelector("button.indie-dice-roll"), HTMLButtonElement).click();
      // The sequential method rolls 2d6 and rerolls: the formula no longer keeps from a bigger pool.
      expect((await pending)?.formula).toBe("2d6ko");
    },
  );

  it("the showOdds client setting hides the odds in the dialogs", async () => {
    await game.settings.set("indie-dice", "showOdds", false);
    const pending = api().dialogs.open("olde", {});
    const dialog = await rollDialog();
    const odds = must(dialog.element.querySelector('[data-application-part="odds"]'));
    expect(odds.querySelector("[data-probability]")).toBeNull();
    await dialog.close();
    await pending;
  });
});

describe("after init", () => {
  it("the API has the dialogs, and the dialog class is an ApplicationV2 form", async () => {
    expect(typeof api().dialogs.open).toBe("function");
    expect(typeof api().dialogs.pick).toBe("function");
    const pending = api().dialogs.open("klepto", {});
    const dialog = await rollDialog();
    expect(dialog).toBeInstanceOf(foundry.applications.api.ApplicationV2);
    expect(dialog.element.classList.contains("indie-dice")).toBe(true);
    expect(dialog.element.classList.contains("roll-dialog")).toBe(true);
    await dialog.close();
    expect(await pending).toBeNull();
  });
});
