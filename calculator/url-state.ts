/**
 * The odds calculator's whole question in its URL, so a link reproduces it (and with it the answer): which view
 * is open, the language, the theme, the world settings that differ from the defaults, every field of the open
 * dialog and of its side panel. The state lives in the fragment as URL parameters — the fragment never reaches a
 * server, and a static host or a `file://` page keeps it across a reload:
 *
 *   #v=1&view=kingdoms&lang=de&theme=dark&s.kingdomsBasicRule=positive&f.pool=6&f.dice=4&f.dt=7
 *
 * `f.<name>` is a dialog field under the name its form gives it (the Start contest dialog's side fields keep their
 * side prefix: `f.a0.bonus`, `f.d.bonus`), `p.<name>` a field of the view's own panel (the contest's sides, the
 * group's members, the extended test's numbers, the formula with its target and comparison, a game system's
 * question), `s.<key>` a world
 * setting. Values are the text a field holds; a
 * checkbox is `true` or `false`. Pure: no DOM, no `location`.
 */
import { RULE_SET_IDS } from "../src/core/rule-sets";
import { type RuleSetId } from "../src/core/rule-set-types";
import { isLanguageCode } from "../src/ui/languages";
import { FIELD_PAGES } from "./system-calculators";
import { CALCULATOR_CARD_KINDS } from "../src/rule-sets/calculator";
import type { PageLanguage } from "./frame-text";
import {
  choiceSettings,
  defaultPageSettings,
  pageSetting,
  textSettingError,
  textSettings,
  toggleSettings,
  withPageSetting,
  type PageSettings,
} from "./world-settings";

/**
 * A game system's view: its question in place of the system's roll dialog (src/systems/calculator.ts,
 * system-calculators.ts); and the Damage view, drawn from its fields as they are.
 */
export type SystemView = (typeof FIELD_PAGES)[number]["id"];

/** A rule set's card kind's view: the group test, the extended test (src/rule-sets/calculator.ts). */
export type CardKindView = keyof typeof CALCULATOR_CARD_KINDS;

export function isCardKindView(view: string): view is CardKindView {
  return Object.hasOwn(CALCULATOR_CARD_KINDS, view);
}

/**
 * The calculator's views, each registered where it comes from but its own two: a rule set's roll dialog, the Start
 * contest pairings, a rule set's card kind, a formula in Foundry's own dice notation, a game system's roll.
 */
export const CALCULATOR_VIEWS = [
  ...RULE_SET_IDS,
  "contest",
  ...Object.keys(CALCULATOR_CARD_KINDS).filter(isCardKindView),
  "formula",
  ...FIELD_PAGES.map((page) => page.id),
] as const;
export type CalculatorView = RuleSetId | "contest" | CardKindView | "formula" | SystemView;
export type PageTheme = "light" | "dark";

/** The calculator shows odds, never a rolled card: neither display toggle applies there; the rule sets' own do. */
export function calculatorToggles(): string[] {
  return toggleSettings().flatMap(({ key }) => (key === "showOdds" || key === "showLuck" ? [] : [key]));
}

export interface CalculatorState {
  readonly view: CalculatorView;
  readonly lang: PageLanguage;
  readonly theme: PageTheme;
  readonly settings: PageSettings;
  /** The open dialog's fields, as text. */
  readonly form: Readonly<Record<string, string>>;
  /** The view's own panel's fields, as text. */
  readonly panel: Readonly<Record<string, string>>;
}

/** The version of this format; a link without one is read as this one. */
const VERSION = "1";
/**
 * Names, values and counts past these are no question of ours (the longest field the dialogs accept, the Score
 * Ranges, holds 2,000 characters; a dialog refuses a longer one itself): a hand-made link cannot grow the page.
 */
const MAX_NAME = 64;
const MAX_VALUE = 10_000;
const MAX_FIELDS = 200;

export function defaultCalculatorState(lang: PageLanguage = "en", theme: PageTheme = "light"): CalculatorState {
  return { view: RULE_SET_IDS[0] ?? "formula", lang, theme, settings: defaultPageSettings(), form: {}, panel: {} };
}

/** The fragment for a state, without the leading `#`. */
export function encodeState(state: CalculatorState): string {
  const params = new URLSearchParams({ v: VERSION, view: state.view, lang: state.lang, theme: state.theme });
  const defaults = defaultPageSettings();
  for (const key of [
    ...choiceSettings().map((setting) => setting.key),
    ...textSettings().map((setting) => setting.key),
    ...calculatorToggles(),
  ]) {
    const value = pageSetting(state.settings, key);
    if (value !== pageSetting(defaults, key)) params.append(`s.${key}`, String(value));
  }
  for (const [name, value] of Object.entries(state.panel)) params.append(`p.${name}`, value);
  for (const [name, value] of Object.entries(state.form)) params.append(`f.${name}`, value);
  return params.toString();
}

/**
 * The state a fragment holds (with or without its `#`). Whatever is missing or unknown falls back to `fallback`'s
 * view, language and theme and to the default settings: a damaged link still opens the calculator.
 */
export function decodeState(fragment: string, fallback: CalculatorState = defaultCalculatorState()): CalculatorState {
  const params = new URLSearchParams(fragment.replace(/^#/, ""));
  const view = params.get("view");
  const lang = params.get("lang");
  const theme = params.get("theme");
  return {
    view: (CALCULATOR_VIEWS as readonly string[]).includes(view ?? "") ? (view as CalculatorView) : fallback.view,
    lang: isLanguageCode(lang) ? lang : fallback.lang,
    theme: theme === "light" || theme === "dark" ? theme : fallback.theme,
    settings: settingsFrom(params),
    form: fieldsUnder(params, "f."),
    panel: fieldsUnder(params, "p."),
  };
}

/** What a link held that the calculator could not read, so the page can say so rather than open another question. */
export interface LinkProblem {
  readonly kind: "unreadable" | "version" | "view" | "lang" | "theme" | "setting";
  /** What the link held there, as it held it. */
  readonly value: string;
}

const KNOWN_KEYS = new Set(["v", "view", "lang", "theme"]);

/**
 * Every part of a fragment `decodeState` fell back on: a version it does not read, an unknown view, language, theme
 * or setting, or nothing it knows at all. An empty fragment (the page opened without a link) has none.
 */
export function linkProblems(fragment: string): LinkProblem[] {
  const text = fragment.replace(/^#/, "");
  if (text === "") return [];
  const params = new URLSearchParams(text);
  const keys = [...params.keys()];
  if (!keys.some((key) => KNOWN_KEYS.has(key) || /^[fps]\./.test(key)))
    return [{ kind: "unreadable", value: text.slice(0, 40) }];
  const problems: LinkProblem[] = [];
  const version = params.get("v");
  if (version !== null && version !== VERSION) problems.push({ kind: "version", value: version });
  const view = params.get("view");
  if (view !== null && !(CALCULATOR_VIEWS as readonly string[]).includes(view))
    problems.push({ kind: "view", value: view });
  const lang = params.get("lang");
  if (lang !== null && !isLanguageCode(lang)) problems.push({ kind: "lang", value: lang });
  const theme = params.get("theme");
  if (theme !== null && theme !== "light" && theme !== "dark") problems.push({ kind: "theme", value: theme });
  const offered = settingsFrom(params);
  for (const [key, value] of params) {
    if (!key.startsWith("s.")) continue;
    const name = key.slice(2);
    if (String(pageSetting(offered, name)) !== value) problems.push({ kind: "setting", value: `${name}=${value}` });
  }
  return problems;
}

/** The default settings, but each one the link names with a value the setting offers. */
function settingsFrom(params: URLSearchParams): PageSettings {
  let settings = defaultPageSettings();
  for (const { key, choices } of choiceSettings()) {
    const value = params.get(`s.${key}`);
    if (value !== null && Object.hasOwn(choices, value)) settings = withPageSetting(settings, key, value);
  }
  for (const setting of textSettings()) {
    // A text its declaration's check refuses (a penalty that does not parse) is not taken: the page says so.
    const value = params.get(`s.${setting.key}`);
    if (value !== null && value.length <= MAX_VALUE && textSettingError(setting, value) === null)
      settings = withPageSetting(settings, setting.key, value);
  }
  for (const key of calculatorToggles()) {
    const value = params.get(`s.${key}`);
    if (value === "true" || value === "false") settings = withPageSetting(settings, key, value === "true");
  }
  return settings;
}

function fieldsUnder(params: URLSearchParams, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of params) {
    if (!key.startsWith(prefix) || count >= MAX_FIELDS) continue;
    const name = key.slice(prefix.length);
    if (name === "" || name.length > MAX_NAME || value.length > MAX_VALUE || name === "__proto__") continue;
    fields[name] = value;
    count++;
  }
  return fields;
}

/** A form's values as the URL holds them: text; a checkbox `true`/`false`; an empty number field "". */
export function fieldsAsText(
  values: Readonly<Record<string, string | number | boolean | null | undefined>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(values))
    fields[name] = value === null || value === undefined ? "" : String(value);
  return fields;
}
