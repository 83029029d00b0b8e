/**
 * The web odds calculator (`npm run build:site`, README "Web odds calculator"): the module's own roll dialogs,
 * Start contest pairings, group test and extended test odds, without Foundry, a server or a chat log. Nothing is
 * rolled here, so the dialogs' roll footers are hidden and their Roll does nothing.
 *
 * The whole question lives in the URL (calculator/url-state.ts): a link opens the same view with the same
 * fields, settings, language and theme, so it shows the same answer; every edit rewrites the link once the
 * edits pause, and each change of view adds a history entry, so the browser's Back and Forward go from view to view.
 * vite.site.config.ts builds this page as one classic script, which a browser runs from disk too.
 */
import "./foundry-approximation.css";
import "../styles/dialogs.css";
import "../styles/contest-card.css";
import "../styles/request-card.css";
import "../styles/extended-test-card.css";
import "../styles/group-test-card.css";
import "../styles/card-kinds.css";
import "../styles/systems.css";
import "./frame.css";
import "./site.css";
import "./rule-sets.mjs";
import { CONTEST_MAX_ATTACKERS } from "../src/card-kinds/contest/core/contest-setup";
import { RULE_SET_IDS, isRuleSetId } from "../src/core/rule-sets";
import type { CardOdds } from "../src/ui/roll-cards/card-view";
import type { FormValues } from "../src/ui/dialogs/dialog-types";
import { errorText } from "../src/ui/dialogs/error-text";
import { onLiveInput } from "../src/ui/dom/live-input";
import { LANGUAGES, intlLocale, isLanguageCode, preferredLanguage } from "../src/ui/languages";
import { uiRuleSetOf } from "../src/ui/rule-sets";
import { createTranslator, type Translator } from "../src/ui/translator";
import { DialogWindow, type DialogEnvironment } from "./dialog-window";
import { DistributionSection } from "./distribution-section";
import { FormulaPanel } from "./formula-panel";
import { contestKindsOffered, formulaScript, withFormulaWords } from "./formula-script";
import { EMPTY_IS_THE_TESTS, GroupMembers } from "./group-members";
import { readFormValues } from "./form-window";
import { frameText, type FrameTextKey, type PageLanguage } from "./frame-text";
import {
  CALCULATOR_CARD_KINDS,
  ExtendedTestEntry,
  GroupTestEntry,
  type GroupEntryReading,
  type GroupEntrySpec,
} from "../src/rule-sets/calculator";
import { extendedEntryReach } from "../src/rule-sets/calculator-worker";
import { ExtendedOddsClient, startingOddsInput } from "./extended-odds-client";
import { withLanguage } from "./language-scripts";
import { ENGLISH_WORDS, languageWords } from "./page-words";
import ExtendedOddsWorker from "./extended-odds-worker?worker&inline";
import { settingControls } from "./setting-controls";
import { formatList } from "../src/ui/lists";
import { readErrorsInEnglish } from "../src/core/english-errors";
import { echoingTyped } from "../src/core/limits";
import { siteText, withCalculatorWords, type SiteTextKey } from "./site-text";
import { StartContestWindow } from "./start-contest-window";
import { isSystemView, systemPageOf, SystemPanels } from "./system-panels";
import {
  calculatorToggles,
  CALCULATOR_VIEWS,
  decodeState,
  defaultCalculatorState,
  linkProblems,
  encodeState,
  fieldsAsText,
  isCardKindView,
  type CalculatorState,
  type CalculatorView,
  type CardKindView,
  type LinkProblem,
  type PageTheme,
} from "./url-state";
import { withPageSetting, type PageSettings } from "./world-settings";
import { markField } from "./field-error";
import { cardError } from "../src/core/card-errors";

readErrorsInEnglish();

/** The link is rewritten once the edits pause this long (each rewrite is a history entry replaced, not added). */
const SAVE_DELAY_MS = 250;
/** The Any formula tab's words (its panel's `data-formula-text` names a key here), from the language files. */
const FORMULA_TEXT = "INDIE_DICE.Calculator.AnyFormula";

const page = {
  view: CALCULATOR_VIEWS[0] as CalculatorView,
  lang: "en" as PageLanguage,
  theme: "light" as PageTheme,
  settings: defaultCalculatorState().settings as PageSettings,
  dialog: null as DialogWindow | StartContestWindow | null,
  /** The sides the Start contest dialog was opened for ("" when none). */
  sides: "",
  /** The Start contest fields while the panel names sides it cannot be drawn for: kept in the link, and for later. */
  held: {} as FormValues,
  /** What the opened link held that the page could not read; while there is any, the address is left as it came. */
  linkProblems: [] as LinkProblem[],
  /** The fields each view had when it was left, so that going back to it finds them again. */
  visited: new Map<CalculatorView, Pick<CalculatorState, "form" | "panel">>(),
  /** The fragment the page last wrote or opened: an address change to anything else is a question to open. */
  address: "",
};

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

function i18n(): Translator {
  return withFormulaWords(
    withCalculatorWords(createTranslator(page.lang, languageWords(page.lang).module, ENGLISH_WORDS.module)),
  );
}

/**
 * The language last asked for (a link, the picker): a language's script that arrives after another was asked for is
 * kept, not shown.
 */
let wantedLanguage: PageLanguage = page.lang;

/**
 * Runs `show` in `lang` once the page has its words (calculator/language-scripts.ts), unless another language was
 * asked for meanwhile; in English if its script could not be fetched.
 */
function inLanguage(lang: PageLanguage, show: (lang: PageLanguage) => void): void {
  wantedLanguage = lang;
  withLanguage(lang, (loaded) => {
    if (wantedLanguage === lang) show(loaded ? lang : "en");
  });
}

const environment = (): DialogEnvironment => ({ i18n: i18n(), settings: page.settings, showOdds: true });

/* The question ------------------------------------------------------------------------------------------------ */

/** Shows a whole question: the view, its panel and dialog filled from `state`, in its language and theme. */
function show(state: CalculatorState): void {
  // Each question opens on its own default: nothing read out in another view carries over.
  if (state.view !== page.view) distribution.forget();
  page.view = state.view;
  page.lang = state.lang;
  page.theme = state.theme;
  page.settings = state.settings;
  applyTheme();
  for (const panel of panels()) {
    panel.hidden = panel.dataset.view !== state.view;
    if (!panel.hidden) fillPanel(panel, state.panel);
  }
  openDialog(state.form);
  renderFrame();
  // The every-result section follows the view now: a view without a dialog left the last one's in place (Any
  // formula → the extended test drew the formula's chart and table under the extended test).
  refreshDistribution();
  refreshPanelOdds();
}

/** The question on the page now, as the link holds it. */
function currentState(): CalculatorState {
  return {
    view: page.view,
    lang: page.lang,
    theme: page.theme,
    settings: page.settings,
    form: dialogFields(),
    panel: panelFields(currentPanel()),
  };
}

function dialogFields(): Record<string, string> {
  if (!page.dialog) return fieldsAsText(page.held);
  return fieldsAsText(readFormValues(page.dialog.element));
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleSave(): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(save, SAVE_DELAY_MS);
}

/**
 * Replaces the link (a fragment change: no reload, no new history entry, and allowed on a `file://` page) when it
 * changed: browsers count these calls and refuse them past about a hundred in ten seconds.
 */
function save(): void {
  clearTimeout(saveTimer);
  // A link the page could not read in full stays in the address bar until the reader changes the question.
  if (page.linkProblems.length > 0) return;
  writeAddress("replace");
}

/**
 * Writes the question into the address: `replace` rewrites this history entry (an edit), `push` adds one (another
 * view, so that Back comes back to this one as it was left).
 */
function writeAddress(how: "replace" | "push"): void {
  const fragment = `#${encodeState(currentState())}`;
  page.address = fragment;
  if (how === "replace" && fragment === location.hash) return;
  if (how === "push") history.pushState(null, "", fragment);
  else history.replaceState(history.state, "", fragment);
  // "Link copied" was about the link before this edit.
  $("#copy-status").textContent = "";
}

function switchView(view: CalculatorView): void {
  // The entry left behind holds the question as it was left (its last edits may still wait to be written).
  save();
  page.visited.set(page.view, { form: dialogFields(), panel: panelFields(currentPanel()) });
  show({ ...currentState(), view, ...(page.visited.get(view) ?? { form: {}, panel: {} }) });
  clearTimeout(saveTimer);
  if (page.linkProblems.length === 0) writeAddress("push");
  const panel = currentPanel();
  if (panel) panel.querySelector<HTMLElement>("input, select")?.focus();
  else page.dialog?.focusFirstField();
}

/* Frame ------------------------------------------------------------------------------------------------------- */

function renderFrame(): void {
  // A web page names its language as BCP 47 does (`zh-CN`, not Foundry's `cn`): screen readers and the browser's
  // choice of CJK glyphs read it.
  document.documentElement.lang = intlLocale(page.lang);
  document.title = siteText(page.lang, "title");
  for (const element of document.querySelectorAll<HTMLElement>("[data-text]")) {
    element.textContent = frameText(page.lang, element.dataset.text as FrameTextKey);
  }
  for (const element of document.querySelectorAll<HTMLElement>("[data-site-text]")) {
    element.textContent = siteText(page.lang, element.dataset.siteText as SiteTextKey);
  }
  const translator = i18n();
  for (const element of document.querySelectorAll<HTMLElement>("[data-formula-text]")) {
    element.textContent = translator.localize(`${FORMULA_TEXT}.${element.dataset.formulaText}`);
  }
  // Words the page shares with the module's Foundry windows (the formulas side by side): named from the top.
  for (const element of document.querySelectorAll<HTMLElement>("[data-module-text]")) {
    element.textContent = translator.localize(`INDIE_DICE.${element.dataset.moduleText}`);
  }
  $("#views").replaceChildren(...CALCULATOR_VIEWS.map((view) => viewButton(view, translator)));
  $("#settings-fields").replaceChildren(
    ...settingControls(translator, page.settings, changeSetting, calculatorToggles()),
  );
  $<HTMLSelectElement>("#language").value = page.lang;
  $<HTMLSelectElement>("#theme").value = page.theme;
}

function viewButton(view: CalculatorView, translator: Translator): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.view = view;
  button.textContent = isRuleSetId(view)
    ? translator.localize(uiRuleSetOf(view).labelKey)
    : view === "formula"
      ? translator.localize(`${FORMULA_TEXT}.Title`)
      : isSystemView(view)
        ? translator.localize(systemPageOf(view)!.title)
        : isCardKindView(view)
          ? frameText(page.lang, CALCULATOR_CARD_KINDS[view].label)
          : frameText(page.lang, "contest");
  button.setAttribute("aria-pressed", String(page.view === view));
  button.addEventListener("click", () => switchView(view));
  return button;
}

function applyTheme(): void {
  document.body.classList.toggle("theme-dark", page.theme === "dark");
  document.body.classList.toggle("theme-light", page.theme !== "dark");
}

function changeSetting(key: string, value: string | boolean): void {
  page.settings = withPageSetting(page.settings, key, value);
  page.dialog?.render();
  refreshPanelOdds();
  scheduleSave();
}

/* The dialog -------------------------------------------------------------------------------------------------- */

/**
 * The view's dialog: a rule set's roll dialog (a card kind's rule set's, for the Test its rolls are made of), or Start
 * contest.
 */
function openDialog(form: FormValues): void {
  const ruleSet = isCardKindView(page.view)
    ? CALCULATOR_CARD_KINDS[page.view].dialog
    : isRuleSetId(page.view)
      ? page.view
      : null;
  if (ruleSet) page.dialog = new DialogWindow(ruleSet, environment, form);
  else page.dialog = page.view === "contest" ? startContest(form) : null;
  page.held = page.dialog === null && page.view === "contest" ? form : {};
  page.dialog?.render();
  $("#dialog-host").replaceChildren(...(page.dialog ? [page.dialog.element] : []));
}

/**
 * The Start contest dialog for the sides the panel names, or null (and the reason, shown) when they cannot be; null
 * too while the formula engine's script is on its way (Any formula is one of the kinds offered), drawn once it came.
 */
function startContest(form: FormValues): StartContestWindow | null {
  const panel = $<HTMLFormElement>("#contest-panel");
  const sides = panelSides();
  const { attackers, defenders } = sides;
  const kinds = contestKindsOffered(RULE_SET_IDS, () => {
    if (page.view === "contest" && page.dialog === null) openDialog(page.held);
  });
  const error =
    attackers.length === 0
      ? cardError("NoAttacker")
      : attackers.length > CONTEST_MAX_ATTACKERS
        ? cardError("TooManyAttackers", { count: attackers.length, max: CONTEST_MAX_ATTACKERS })
        : defenders.length !== 1
          ? cardError("DefenderCount", { count: defenders.length })
          : null;
  // Without the formula engine's script, the rule sets' contests are still asked: the panel says what is missing.
  const notice =
    error !== null
      ? errorText(i18n(), error)
      : formulaScript.failed
        ? i18n().localize(`${FORMULA_TEXT}.LoadFailed`)
        : "";
  const alert = panel.querySelector<HTMLElement>(".calculator-error")!;
  alert.hidden = notice === "";
  alert.textContent = notice;
  page.sides = error === null && kinds !== null ? JSON.stringify(sides) : "";
  if (error !== null || kinds === null) return null;
  return new StartContestWindow({ attackers, defender: defenders[0]! }, kinds, environment, form);
}

/* Panels: the contest's sides, the group's members, the extended test's numbers -------------------------------- */

function panels(): HTMLFormElement[] {
  return [...document.querySelectorAll<HTMLFormElement>("form.calculator-panel")];
}

function currentPanel(): HTMLFormElement | null {
  return panels().find((panel) => panel.dataset.view === page.view) ?? null;
}

type PanelControl = HTMLInputElement | HTMLSelectElement;

function panelControls(panel: HTMLFormElement): PanelControl[] {
  return [...panel.querySelectorAll<PanelControl>("input[name], select[name]")];
}

/**
 * Each field as typed (an empty number field stays "", so the limits can refuse it and quote it), but a group
 * member's empty one, which is the Test's number.
 */
function panelFields(panel: HTMLFormElement | null): Record<string, string> {
  const typed = panel
    ? panelControls(panel).filter((control) => !(EMPTY_IS_THE_TESTS in control.dataset && control.value === ""))
    : [];
  return Object.fromEntries(typed.map((control) => [control.name, control.value]));
}

/** The link's values, and the page's own defaults for the fields it does not name (or a choice it does not offer). */
function fillPanel(panel: HTMLFormElement, values: Readonly<Record<string, string>>): void {
  // The members' rows are there to be filled: one for each name the link gives (or the page's own names).
  if (panel.dataset.view === "group")
    groupMembers.draw(
      namesIn(values.members ?? $<HTMLInputElement>('#group-panel [name="members"]').defaultValue),
      i18n(),
    );
  for (const control of panelControls(panel)) {
    const value = values[control.name];
    if (control instanceof HTMLInputElement) control.value = value ?? control.defaultValue;
    else {
      const options = [...control.options];
      const chosen =
        options.find((option) => option.value === value) ??
        options.find((option) => option.defaultSelected) ??
        options[0];
      control.value = chosen?.value ?? "";
    }
  }
}

function onPanelChange(): void {
  if (page.view === "contest" && sidesChanged())
    openDialog(page.dialog ? readFormValues(page.dialog.element) : page.held);
  refreshPanelOdds();
  scheduleSave();
}

/**
 * Whether the contest panel names other sides than the dialog was drawn for. Leaving a side's field fires
 * "change" once more after typing has already redrawn the dialog: drawing it again then would pull the field
 * the player is moving to from under the pointer.
 */
function sidesChanged(): boolean {
  return page.dialog === null || JSON.stringify(panelSides()) !== page.sides;
}

/** The names the contest panel gives each side. */
function panelSides(): { attackers: string[]; defenders: string[] } {
  const fields = panelFields($<HTMLFormElement>("#contest-panel"));
  return { attackers: namesIn(fields.attackers), defenders: namesIn(fields.defender) };
}

/** The names a comma-separated field lists. */
function namesIn(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The extended test's chance at its limits takes tens of milliseconds: a worker works it out, so a keystroke
 * never waits for it (README, "Budget"). A browser without workers works it out at once.
 */
const extendedReach = new ExtendedOddsClient(
  () => (typeof Worker === "undefined" ? null : new ExtendedOddsWorker()),
  extendedEntryReach,
);

/** The figure is still being worked out (the extended test's, off the page's thread). */
const WORKING = "working";

/**
 * The group test's or the extended test's chance, worded as its card words it before anyone rolls; or the Any
 * formula tab's answer, with every result of its formula under it.
 */
function refreshPanelOdds(): void {
  const panel = currentPanel();
  if (panel && isSystemView(page.view)) {
    systemPanels.render(panel, panelFields(panel), i18n(), {
      working: siteText(page.lang, "working"),
      loadFailed: siteText(page.lang, "systemsLoadFailed"),
    });
    return;
  }
  const output = panel?.querySelector("output");
  if (!panel || !output) return;
  const fields = panelFields(panel);
  const translator = i18n();
  if (page.view === "formula") {
    formulaPanel.render(fields, translator, siteText(page.lang, "working"));
    return refreshDistribution();
  }
  if (!isCardKindView(page.view)) return;
  const kind = CARD_KIND_PANELS[page.view];
  let odds: CardOdds | null = null;
  output.removeAttribute("aria-busy");
  try {
    const answer = kind.odds(fields, translator);
    if (answer === WORKING) {
      output.textContent = siteText(page.lang, "working");
      output.setAttribute("aria-busy", "true");
    } else {
      odds = answer;
      output.textContent = odds?.text ?? translator.localize("INDIE_DICE.Dialog.Labels.FixFields");
    }
  } catch (error) {
    output.textContent = errorText(translator, error);
  }
  // As the cards mark it: the figure's exact chance beside its rounded text, for tests and screen readers.
  output.dataset.outcome = kind.outcome;
  if (odds) output.dataset.probability = String(odds.probability);
  else delete output.dataset.probability;
}

/** The group's chance before anyone rolls: each member rolls the dialog's Test, with the numbers of their own row. */
function groupOdds(fields: Record<string, string>, translator: Translator): CardOdds | null {
  const request = page.dialog instanceof DialogWindow ? (page.dialog.view.spec as GroupEntrySpec | null) : null;
  const names = namesIn(fields.members);
  groupMembers.draw(names, translator);
  const members = groupMembers.members(names, request, translator);
  return members && GroupTestEntry.start(members, fields.reading as GroupEntryReading).view(translator).oddsBefore;
}

/** The extended test's fields, by the setup's names, and a setup every one of whose numbers the card accepts. */
const EXTENDED_FIELDS = {
  dt: "dt",
  pool: "pool",
  replenish: "replenish",
  target: "targetMargin",
  rounds: "rounds",
} as const;
const ACCEPTED_SETUP = { dt: 7, pool: 6, replenish: 1, targetMargin: 5, rounds: 4 };

/**
 * Each field's own error, as the card words it: the field is checked alone, the others standing at numbers the card
 * accepts, so every broken field is marked at once (not only the first the card would meet).
 */
function markExtendedFields(
  panel: HTMLFormElement,
  setup: typeof ACCEPTED_SETUP,
  typed: Record<string, string>,
  translator: Translator,
): boolean {
  let clean = true;
  for (const [field, name] of Object.entries(EXTENDED_FIELDS)) {
    let error: unknown = null;
    try {
      ExtendedTestEntry.start({ roller: { actorUuid: null, name: "" }, ...ACCEPTED_SETUP, [name]: setup[name] });
    } catch (caught) {
      // 99999999999999999999 is read as 1e20: the error quotes the field as typed.
      error = echoingTyped(caught, (typed[field] ?? "").trim());
    }
    markField(panel, field, `extended-${field}-error`, error === null ? null : errorText(translator, error));
    clean &&= error === null;
  }
  return clean;
}

/** The card's chance before the first roll, or WORKING while the worker works it out (the panel is redrawn then). */
function extendedOdds(fields: Record<string, string>, translator: Translator): CardOdds | typeof WORKING | null {
  const number = (name: string) => {
    const text = (fields[name] ?? "").trim();
    return (text === "" ? text : Number(text)) as number;
  };
  const setup = {
    dt: number("dt"),
    pool: number("pool"),
    replenish: number("replenish"),
    targetMargin: number("target"),
    rounds: number("rounds"),
  };
  if (!markExtendedFields($<HTMLFormElement>("#extended-panel"), setup, fields, translator)) return null;
  // Starting the test checks every number, with the card's own errors.
  const entry = ExtendedTestEntry.start({ roller: { actorUuid: null, name: "" }, ...setup });
  const question = startingOddsInput(entry.state);
  const reach = extendedReach.ask(question, () => refreshPanelOdds());
  return reach === undefined ? WORKING : entry.oddsLine(translator, question, reach);
}

/**
 * Each card kind's panel (src/rule-sets/calculator.ts `CALCULATOR_CARD_KINDS`): its chance, and what the chance is
 * of, as its card marks it (`data-outcome`: before anyone rolls, of reaching the target). A kind registered without
 * one here does not compile.
 */
const CARD_KIND_PANELS: {
  readonly [View in CardKindView]: {
    readonly odds: (fields: Record<string, string>, translator: Translator) => CardOdds | typeof WORKING | null;
    readonly outcome: string;
  };
} = {
  group: { odds: groupOdds, outcome: "before" },
  extended: { odds: extendedOdds, outcome: "reach" },
};

/* Links ------------------------------------------------------------------------------------------------------- */

/**
 * Opens the question a link holds. A link it cannot read in full opens what it could read (the rest the defaults),
 * says what was wrong, and keeps the address as it came until the reader changes the question, so the link can
 * still be looked at or sent back; a link it reads whole is written back in full (the address holds the whole
 * question from the start).
 */
function openLink(fragment: string, fallback: CalculatorState): void {
  const problems = linkProblems(fragment);
  const state = decodeState(fragment, fallback);
  inLanguage(state.lang, (lang) => {
    page.linkProblems = problems;
    show({ ...state, lang });
    renderLinkNotice();
    scheduleSave();
  });
}

function renderLinkNotice(): void {
  const notice = $("#link-notice");
  notice.hidden = page.linkProblems.length === 0;
  const problems = page.linkProblems.map((problem) =>
    siteText(page.lang, `problem.${problem.kind}`, { value: problem.value }),
  );
  notice.textContent = notice.hidden
    ? ""
    : siteText(page.lang, "linkNotice", { problems: formatList(problems, { lang: page.lang }) });
}

function releaseLink(): void {
  page.linkProblems = [];
  renderLinkNotice();
  scheduleSave();
}

/* Sharing ------------------------------------------------------------------------------------------------------ */

async function copyLink(): Promise<void> {
  save();
  const status = $("#copy-status");
  const byHand = $("#copy-by-hand");
  try {
    await navigator.clipboard.writeText(location.href);
    status.textContent = siteText(page.lang, "copied");
    byHand.hidden = true;
  } catch {
    // No clipboard here (a page from disk in some browsers, or permission refused): the link, selected.
    status.textContent = "";
    byHand.hidden = false;
    const field = $<HTMLInputElement>("#copy-url");
    field.value = location.href;
    field.select();
  }
}

/* Wiring -------------------------------------------------------------------------------------------------------- */

const distribution = new DistributionSection($("#distribution"));
const groupMembers = new GroupMembers($<HTMLTableElement>("#group-members"), $("#group-members-error"));
// Its script arrives a moment after the tab first opens: the tab is redrawn then, if it is still open.
const formulaPanel = new FormulaPanel($<HTMLFormElement>("#formula-panel"), () => {
  if (page.view === "formula") refreshPanelOdds();
});
// The game systems' panels, drawn before the dialog's host; their script too arrives a moment after one first opens.
const systemPanels = new SystemPanels(() => {
  if (isSystemView(page.view)) refreshPanelOdds();
});
systemPanels.draw($("#dialog-host"));

/**
 * A rule set's view shows its roll's every result under the dialog, the Any formula tab its formula's; the contest,
 * group and extended views do not.
 */
function refreshDistribution(): void {
  if (page.view === "formula") return distribution.render(i18n(), formulaPanel.distribution, formulaPanel.targetLabel);
  const dialog = page.dialog instanceof DialogWindow && isRuleSetId(page.view) ? page.dialog : null;
  distribution.render(i18n(), dialog?.view.odds?.distribution ?? null);
}

// Every redraw of a dialog's odds (a change, typing once it pauses, a stepper, a setting) ends up here, after the
// dialog has read its fields: a card kind's chance follows its dialog's Test (the group's, the Kleptonomicon's),
// the every-result table follows the roll, and the link follows them all.
new MutationObserver(() => {
  if (isCardKindView(page.view) && CALCULATOR_CARD_KINDS[page.view].dialog !== null) refreshPanelOdds();
  refreshDistribution();
  scheduleSave();
}).observe($("#dialog-host"), { childList: true, subtree: true });

for (const panel of panels()) {
  panel.addEventListener("submit", (event) => event.preventDefault());
  panel.addEventListener("change", onPanelChange);
  onLiveInput(panel, onPanelChange);
}
const languagePicker = $<HTMLSelectElement>("#language");
// Each language by its own name, whatever the page's language, marked in its language as `Intl` (and axe's
// valid-lang) knows it: `cn` is zh-CN there.
languagePicker.replaceChildren(
  ...LANGUAGES.map(({ code, name }) =>
    Object.assign(document.createElement("option"), { value: code, lang: intlLocale(code), textContent: name }),
  ),
);
languagePicker.addEventListener("change", () => {
  const chosen = languagePicker.value;
  inLanguage(isLanguageCode(chosen) ? chosen : "en", (lang) => {
    page.lang = lang;
    renderFrame();
    page.dialog?.render();
    refreshPanelOdds();
    renderLinkNotice();
    scheduleSave();
  });
});
$<HTMLSelectElement>("#theme").addEventListener("change", (event) => {
  page.theme = (event.target as HTMLSelectElement).value === "dark" ? "dark" : "light";
  applyTheme();
  scheduleSave();
});
$("#copy-link").addEventListener("click", () => void copyLink());
/**
 * A link pasted into this tab's address bar changes only the fragment, and Back or Forward brings another view's
 * entry back (a browser fires "popstate", and "hashchange" too where the fragment differs): the page shows the
 * question the address holds now, once.
 */
function onAddressChange(): void {
  if (location.hash === page.address) return;
  // An edit still waiting to be written belongs to the entry left: it must not overwrite this one.
  clearTimeout(saveTimer);
  page.address = location.hash;
  // The view left by Back or Forward keeps its fields for its button, as one left by another view's button does.
  page.visited.set(page.view, { form: dialogFields(), panel: panelFields(currentPanel()) });
  openLink(location.hash, currentState());
}
window.addEventListener("hashchange", onAddressChange);
window.addEventListener("popstate", onAddressChange);
// The first thing a reader changes makes the question theirs: from then on the address follows it again.
for (const type of ["input", "change", "click"]) {
  document.addEventListener(
    type,
    (event) => {
      if (
        event.isTrusted &&
        page.linkProblems.length > 0 &&
        (type !== "click" || (event.target as Element).closest("button"))
      )
        releaseLink();
    },
    true,
  );
}

// The first visit (a link without a language): the first of the browser's languages the module speaks, else English.
const preferred = defaultCalculatorState(
  preferredLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]),
  matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light",
);
openLink(location.hash, preferred);
