/**
 * What the double and the adapter read of WFRP 4e's config and settings (32897839): the difficulty modifiers
 * (src/system/config-wfrp4e.js:559-567) and their labels, the characteristics (:42-53, named as the sheet shows them),
 * the settings with their defaults (src/hooks/init.js:142-275; homebrew-settings.js:27).
 */
import { game } from "../../globals";
import { read, readPath } from "../kit/data";

export const DIFFICULTIES = { veasy: 60, easy: 40, average: 20, challenging: 0, difficult: -10, hard: -20, vhard: -30 };

/**
 * Each difficulty's label (config-wfrp4e.js:570-579), localized in place at i18nInit (hooks/i18n.js:4-12), with the
 * system's English words for it (static/lang/en.json:1905-1911).
 */
const LABELS: [string, string, string][] = [
  ["veasy", "VEasy", "Very Easy (+60)"],
  ["easy", "Easy", "Easy (+40)"],
  ["average", "Average", "Average (+20)"],
  ["challenging", "Challenging", "Challenging (+0)"],
  ["difficult", "Difficult", "Difficult (-10)"],
  ["hard", "Hard", "Hard (-20)"],
  ["vhard", "VHard", "Very Hard (-30)"],
];
export const DIFFICULTY_LABELS = Object.fromEntries(LABELS.map(([key, name]) => [key, `DIFFICULTY.${name}`]));
export const DIFFICULTY_WORDS = Object.fromEntries(LABELS.map(([, name, words]) => [`DIFFICULTY.${name}`, words]));

export const CHARACTERISTICS: Record<string, string> = {
  ws: "Weapon Skill",
  bs: "Ballistic Skill",
  s: "Strength",
  t: "Toughness",
  i: "Initiative",
  ag: "Agility",
  dex: "Dexterity",
  int: "Intelligence",
  wp: "Willpower",
  fel: "Fellowship",
};

/** Each setting's key, type and default, registered at init as the system's init.js registers them. */
export const SETTINGS: readonly [string, typeof Number | typeof Boolean | typeof String | typeof Object, unknown][] = [
  ["automaticSuccess", Number, 5],
  ["automaticFailure", Number, 96],
  ["SLMethod", String, "default"],
  ["testAbove100", Boolean, false],
  ["criticalsFumblesOnAllTests", Boolean, false],
  ["extendedTests", Boolean, false],
  ["useWoMOvercast", Boolean, false],
  ["useWoMChannelling", Boolean, false],
  ["useWoMInfluences", Boolean, false],
  ["autoFillAdvantage", Boolean, true],
  ["testDefaultDifficulty", Boolean, false],
  ["hideTestData", Boolean, true],
  ["homebrew", Object, { advantageBonus: 10, mooAdvantage: false }],
];

/** `game.settings.get("wfrp4e", key)`, and a key of its `homebrew` setting. */
export const setting = (key: string): unknown => game().settings.get("wfrp4e", key);
export const homebrew = (key: string): unknown => read(setting("homebrew"), key);

/** `owner[key].value` as a number (the shape of every figure WFRP 4e's data keeps). */
export const valueOf = (owner: unknown, key: string): number => Number(readPath(owner, `${key}.value`));
