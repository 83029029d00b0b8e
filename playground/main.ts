/**
 * The playground page (`npm start`): a Foundry-like frame around the module's own roll dialogs and chat cards.
 * Pick a rule set, fill its dialog and watch the exact odds change, roll, and read the card in the chat log —
 * in English or German, in the light or the dark theme.
 */
import "@fortawesome/fontawesome-free/css/all.css";
// Foundry's own look is first (empty when FOUNDRY_PATH brings Foundry's stylesheet, scripts/foundry-look.ts); the
// module's styles come after it, as a module's come after Foundry's core styles.
import "./foundry-approximation.css";
import "../styles/dialogs.css";
import "../styles/cards.css";
import "../styles/contests.css";
import "./playground.css";
import "./foundry-look.css";
import english from "../lang/en.json";
import german from "../lang/de.json";
import { uniformSource, type RandomSource } from "../src/core/random";
import { createTranslator, type Translator } from "../src/ui/translator";
import { IndieDiceError } from "../src/core/errors";
import { contestError } from "../src/core/contests/contest-errors";
import { CONTEST_ROLL_ACTION, CONTEST_TIE_BREAK_ACTION } from "../src/ui/contests/contests";
import { contestRollFlavor, extendedRoundFlavor, groupRollFlavor } from "../src/ui/contests/card-roll-text";
import { DIALOG_MODELS, type RollRequests } from "../src/ui/dialogs";
import { dialogContestFor } from "../src/ui/dialogs/contest-chance";
import { RULE_SET_IDS, type RuleSetId } from "../src/core/rule-sets";
import { RULE_SETS } from "../src/ui/rule-sets";
import { chatMessage, type ChatEntry, type RollEntry } from "./chat-log";
import { ContestEntry } from "./contest-entry";
import { StartContestWindow, type StartContestSides } from "./start-contest-window";
import type { StartContestRequest } from "../src/ui/contests/start-contest-model";
import { ExtendedTestEntry, GroupTestEntry } from "./group-entries";
import { EXTENDED_TEST_ACTIONS } from "../src/ui/contests/extended-test-card-model";
import { GROUP_TEST_ACTIONS } from "../src/ui/contests/group-test-card-model";
import type { GiftReading, GroupRollRequest } from "../src/core/contests/group-test";
import type { KleptoTestResult } from "../src/core/mechanics/klepto";
import type { MarginResult } from "../src/core/mechanics/kingdoms";
import { DialogWindow, type DialogOpening, type RollSubmission } from "./dialog-window";
import { frameText, rollModeText, type FrameTextKey, type PageLanguage } from "./frame-text";
import { rollContestSide, rollRequest, type PlayedRoll } from "./played-roll";
import { SeedSequence } from "./seed-sequence";
import { settingControls } from "./setting-controls";
import { DEFAULT_PAGE_SETTINGS, type PageSettings } from "./world-settings";
import { DrawLog } from "./fairness-entry";
import { FairnessWindow } from "./fairness-window";
import { sizeWindow } from "./window-size";
import { PlaygroundCharacter, SAMPLE_JOURNAL } from "./character";
import { RequestEntry } from "./request-entry";
import { requestSpec } from "../src/ui/requests/request-dialog-model";
import { changesFixed, requestRollMode, rollerFixed } from "../src/core/requests/request-state";
import { REQUEST_ACTIONS } from "../src/ui/requests/request-card-model";
import { RollsWindow } from "./rolls-window";
import type { SaveSubmission } from "./dialog-window";
import { resolveField } from "../src/core/expressions/field-expression";
import { checkLinkSummary, parseCheckLink } from "../src/core/check-links/check-link";
import { specForDialog } from "../src/ui/saved-rolls/spec-from-form";
import { requireKnownNames } from "../src/ui/saved-rolls/check-saved-spec";

const MESSAGES = { en: english, de: german };

const page = {
  lang: "en" as PageLanguage,
  settings: { ...DEFAULT_PAGE_SETTINGS } as PageSettings,
  dialog: null as DialogWindow | StartContestWindow | FairnessWindow | RollsWindow | null,
  chat: [] as ChatEntry[],
  /** Where the focus goes back when the open dialog closes: the button that opened it (a card's Roll button). */
  opener: null as (() => HTMLElement | null) | null,
  nextId: 1,
  /** Every die drawn for the chat log's rolls, for the fairness report. */
  draws: new DrawLog(),
};

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

/** The sample character whose dialogs the rule-set buttons open: its roll data and saved rolls, kept on reload. */
const character = new PlaygroundCharacter();

function i18n(): Translator {
  return createTranslator(page.lang, MESSAGES[page.lang], english);
}

/* Frame ------------------------------------------------------------------------------------------------------- */

function renderFrame(): void {
  document.documentElement.lang = page.lang;
  document.title = frameText(page.lang, "title");
  for (const element of document.querySelectorAll<HTMLElement>("[data-text]")) {
    element.textContent = frameText(page.lang, element.dataset.text as FrameTextKey);
  }
  const translator = i18n();
  $("#rule-sets").replaceChildren(...RULE_SET_IDS.map((ruleSet) => ruleSetButton(ruleSet, translator)));
  renderCharacter();
  $("#settings-fields").replaceChildren(...settingControls(translator, page.settings, changeSetting));
}

function ruleSetButton(ruleSet: RuleSetId, translator: Translator): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.ruleSet = ruleSet;
  button.textContent = translator.localize(RULE_SETS[ruleSet].labelKey);
  button.setAttribute("aria-pressed", String(page.dialog?.ruleSet === ruleSet));
  button.addEventListener("click", () => openDialog(ruleSet, characterOpening()));
  return button;
}

function changeSetting(change: Partial<PageSettings>): void {
  page.settings = { ...page.settings, ...change };
  void page.dialog?.render();
  renderChat();
}

/* Dialog ------------------------------------------------------------------------------------------------------ */

/** Opens a rule set's dialog; a contest participant's dialog records its roll on the card instead of rolling alone. */
function openDialog(
  ruleSet: RuleSetId,
  opening: DialogOpening & { onRoll?: (submission: RollSubmission) => void; opener?: () => HTMLElement | null } = {},
): void {
  const environment = () => ({ i18n: i18n(), settings: page.settings, showOdds: page.settings.showOdds });
  const onRoll = opening.onRoll ?? roll;
  page.opener = opening.opener ?? null;
  page.dialog = new DialogWindow(ruleSet, environment, (mode) => rollModeText(page.lang, mode), onRoll, closeDialog, opening);
  sizeWindow(page.dialog.element, `roll-${ruleSet}`, { kind: "roll" });
  page.dialog.render();
  $("#dialog-host").replaceChildren(page.dialog.element);
  renderFrame();
  page.dialog.focusFirstField();
}

/**
 * Closes the dialog and gives focus back to the button that opened it, as a keyboard user expects: a card's Roll
 * button (found again: the log may have been drawn anew), else the page's button for that dialog.
 */
function closeDialog(): void {
  const opener =
    page.dialog instanceof StartContestWindow ? '[data-text="contestStart"]'
    : page.dialog instanceof FairnessWindow ? "#open-fairness"
    : page.dialog instanceof RollsWindow ? "#open-rolls"
    : page.dialog?.ruleSet ? `#rule-sets [data-rule-set="${page.dialog.ruleSet}"]` : null;
  const cardOpener = page.opener;
  page.dialog = null;
  page.opener = null;
  $("#dialog-host").replaceChildren(placeholder());
  renderFrame();
  const onCard = cardOpener?.();
  if (onCard) onCard.focus();
  else if (opener) $<HTMLButtonElement>(opener).focus();
}

/** A card's button, found again in the chat log by its message and its own data attributes. */
function cardButton(entryId: number, action: string, data: Readonly<Record<string, string>>): () => HTMLElement | null {
  const attributes = Object.entries(data).map(([key, value]) => `[data-${key}="${CSS.escape(value)}"]`).join("");
  return () => document.querySelector<HTMLElement>(`#chat-log [data-message-id="${entryId}"] button[data-action="${action}"]${attributes}:not([disabled])`);
}

/** The chat entry of a card. */
function entryIdOf(card: object): number {
  return page.chat.find((entry) => ("contest" in entry && entry.contest === card) || ("group" in entry && entry.group === card))?.id ?? -1;
}

function placeholder(): HTMLElement {
  const text = document.createElement("p");
  text.className = "playground-empty";
  text.dataset.text = "noDialog";
  text.textContent = frameText(page.lang, "noDialog");
  return text;
}

/* The character: its numbers, saved rolls and check links ------------------------------------------------------- */

function characterName(): string {
  return $<HTMLInputElement>("#speaker").value.trim() || "Ilsa Brandt";
}

/** A dialog for the sample character: its fields read the character's numbers, and *Save as…* keeps the roll. */
function characterOpening(savedName = ""): DialogOpening {
  return { rollData: () => character.rollData, saveAs: { name: savedName, save: saveForCharacter } };
}

function saveForCharacter(saved: SaveSubmission): void {
  try {
    const flavor = saved.flavor && saved.flavor !== saved.name.trim() ? { flavor: saved.flavor } : {};
    const roll = character.save({ name: saved.name, ruleSet: saved.ruleSet, spec: saved.spec, ...flavor }, i18n(), page.settings);
    inform(i18n().format("INDIE_DICE.SavedRolls.Saved", { name: roll.name, actor: characterName() }));
  } catch (error) {
    notice(error);
  }
}

/**
 * A saved roll's or a check link's fields for the character: the dialog opens filled, each `@` field kept as written
 * (and shown resolved); Shift rolls at once with every field read from the character's numbers now.
 */
function rollForCharacter(ruleSet: RuleSetId, written: Readonly<Record<string, unknown>>, labels: { flavor: string; savedName?: string }, fastForward: boolean): void {
  try {
    requireKnownNames(ruleSet, page.settings, i18n(), written);
    const model = DIALOG_MODELS[ruleSet] as (typeof DIALOG_MODELS)[RuleSetId];
    const formNames = fastForward ? new Set<string>() : new Set(Object.keys(model.defaults(page.settings)));
    const spec = specForDialog(written, formNames, (value) => resolveField(value, character.rollData));
    const form = model.formFromRequest(spec as never, page.settings);
    if (!fastForward) return openDialog(ruleSet, { ...characterOpening(labels.savedName ?? ""), form, flavor: labels.flavor, subject: characterName() });
    const view = model.build({ ...model.defaults(page.settings), ...form } as never, { i18n: i18n(), settings: page.settings, showOdds: false, rollData: character.rollData });
    const refused = view.fields.find((field) => field.error);
    if (!view.request) throw new Error(refused ? `${refused.label}: ${refused.error}` : i18n().localize("INDIE_DICE.Dialog.FixErrors"));
    const source = randomSource();
    if (!source) return;
    post({ ruleSet, request: view.request, rollMode: "publicroll", flavor: labels.flavor }, rollRequest(ruleSet, view.request as never, page.settings, source), source, characterName());
    notice(null);
    renderChat();
  } catch (error) {
    notice(error);
  }
}

function rollSaved(id: string, fastForward: boolean): void {
  try {
    const saved = character.find(id);
    rollForCharacter(saved.ruleSet, saved.spec, { flavor: saved.flavor ?? saved.name, savedName: saved.name }, fastForward);
  } catch (error) {
    notice(error);
  }
}

/** The character's Rolls window, in the dialog's place. */
function openRolls(): void {
  const environment = () => ({ i18n: i18n(), settings: page.settings, showOdds: page.settings.showOdds });
  const actions = {
    roll: rollSaved,
    newRoll: () => $<HTMLButtonElement>("#rule-sets button").focus(),
    notice,
  };
  const rolls = new RollsWindow(character, characterName, environment, actions, closeDialog);
  page.dialog = rolls;
  // As wide as the Foundry window opens (560 px), within the page.
  rolls.element.style.width = "min(560px, 100%)";
  rolls.render();
  $("#dialog-host").replaceChildren(rolls.element);
  renderFrame();
  rolls.focusFirstField();
}

/** `[[/indie …]]{label}` as the Foundry enricher draws it: a link (text only), or a short error saying why. */
const CHECK_LINK = /\[\[\/indie\s+((?:(?!\]\]).)*)\]\](?:\{([^}]*)\})?/gi;

function renderJournal(): void {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of SAMPLE_JOURNAL.matchAll(CHECK_LINK)) {
    nodes.push(document.createTextNode(SAMPLE_JOURNAL.slice(last, match.index)));
    nodes.push(checkLinkElement(match[1] ?? "", match[2]));
    last = (match.index ?? 0) + match[0].length;
  }
  nodes.push(document.createTextNode(SAMPLE_JOURNAL.slice(last)));
  const paragraph = document.createElement("p");
  paragraph.append(...nodes);
  $("#journal").replaceChildren(paragraph);
}

function checkLinkElement(words: string, label: string | undefined): HTMLElement {
  try {
    const link = parseCheckLink(words);
    const anchor = document.createElement("a");
    anchor.className = "indie-dice-check-link";
    anchor.dataset.indieCheck = words.trim();
    anchor.setAttribute("role", "button");
    anchor.tabIndex = 0;
    anchor.title = i18n().format("INDIE_DICE.CheckLink.Title", { ruleSet: i18n().localize(RULE_SETS[link.ruleSet].labelKey) });
    const icon = document.createElement("i");
    icon.className = "fa-solid fa-dice";
    icon.setAttribute("aria-hidden", "true");
    anchor.append(icon, ` ${label?.trim() || `${i18n().localize(RULE_SETS[link.ruleSet].labelKey)}: ${checkLinkSummary(link)}`}`);
    return anchor;
  } catch (error) {
    const broken = document.createElement("span");
    broken.className = "indie-dice-check-link broken";
    broken.textContent = error instanceof IndieDiceError ? i18n().format("INDIE_DICE.CheckLink.Broken", { reason: errorMessage(error) }) : String(error);
    return broken;
  }
}

function errorMessage(error: IndieDiceError): string {
  return i18n().format(error.key, Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)])));
}

function onJournalActivate(event: Event): void {
  const anchor = (event.target as HTMLElement).closest<HTMLElement>("a.indie-dice-check-link");
  if (!anchor?.dataset.indieCheck) return;
  if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
  event.preventDefault();
  const fastForward = (event as MouseEvent | KeyboardEvent).shiftKey === true;
  try {
    const link = parseCheckLink(anchor.dataset.indieCheck);
    const saved = link.saved === null ? null : character.find(link.saved);
    const label = anchor.textContent?.trim() ?? "";
    rollForCharacter(link.ruleSet, { ...(saved?.spec ?? {}), ...link.fields }, { flavor: label, ...(saved ? { savedName: saved.name } : {}) }, fastForward);
  } catch (error) {
    notice(error);
  }
}

function renderCharacter(): void {
  const editor = $<HTMLTextAreaElement>("#character-data");
  if (document.activeElement !== editor) editor.value = character.dataText;
  const readable = character.rollData !== null;
  $("#character-data-error").hidden = readable;
  editor.setAttribute("aria-invalid", String(!readable));
  renderJournal();
}

/* Rolling and the chat ------------------------------------------------------------------------------------------ */

/** A solo dialog's Roll: the roll is posted and the dialog closes, as Foundry's does (`closeOnSubmit`). */
function roll(submission: RollSubmission): void {
  const source = randomSource();
  if (!source) return;
  post(submission, rollRequest(submission.ruleSet, submission.request as never, page.settings, source), source, $<HTMLInputElement>("#speaker").value);
  closeDialog();
  renderChat();
}

/** Posts a roll as its own chat message. */
function post(submission: RollSubmission, played: PlayedRoll, source: RandomSource, speaker: string): RollEntry {
  const flavor = submission.flavor.trim() === "" ? null : submission.flavor.trim();
  const entry: RollEntry = { kind: "roll", id: page.nextId++, speaker, flavor, rollMode: submission.rollMode as RollEntry["rollMode"], source, played };
  page.chat.push(entry);
  page.draws.claim(source, speaker, entry.rollMode);
  return entry;
}

/* Contests ---------------------------------------------------------------------------------------------------- */

/** The contest panel's Start: the Start contest dialog for the named sides, then the card. */
function openStartContest(event: SubmitEvent): void {
  event.preventDefault();
  const names = (selector: string) => $<HTMLInputElement>(selector).value.split(",").map((name) => name.trim()).filter(Boolean);
  const defenders = names("#contest-defender");
  // As in Foundry, where the one targeted token is the defender: no name is no target.
  if (defenders.length !== 1) return notice(contestError("DefenderCount", { count: defenders.length }));
  notice(null);
  const sides = { attackers: names("#contest-attackers"), defender: defenders[0]! };
  const environment = () => ({ i18n: i18n(), settings: page.settings, showOdds: page.settings.showOdds });
  page.dialog = new StartContestWindow(sides, RULE_SET_IDS, environment, (request) => startContestCard(sides, request), closeDialog);
  sizeWindow(page.dialog.element, "start-contest", { kind: "startContest", sides: sides.attackers.length + 1 });
  page.dialog.render();
  $("#dialog-host").replaceChildren(page.dialog.element);
  renderFrame();
  page.dialog.focusFirstField();
}

function startContestCard(sides: StartContestSides, request: StartContestRequest): void {
  try {
    const contest = ContestEntry.start(
      { ...sides, ruleSet: request.ruleSet, attack: request.attack, kingdomsActive: request.kingdomsActive, attackerSpecs: request.specs.attackers, defenderSpec: request.specs.defender },
      page.settings,
    );
    page.chat.push({ kind: "contest", id: page.nextId++, speaker: $<HTMLInputElement>("#speaker").value, contest });
    closeDialog();
    notice(null);
    renderChat();
  } catch (error) {
    notice(error);
  }
}

function defaultRequest(ruleSet: RuleSetId): RollRequests[RuleSetId] | null {
  const model = DIALOG_MODELS[ruleSet];
  return model.build(model.defaults(page.settings) as never, { i18n: i18n(), settings: page.settings, showOdds: false }).request;
}

/**
 * A participant's Roll button: the rule set's dialog, prefilled with the spec the card fixed (Shift rolls it at
 * once), posts the roll as the participant's own message, which is then recorded on the card.
 */
function rollForParticipant(contest: ContestEntry, participantId: string, fastForward: boolean): void {
  const participant = contest.participant(participantId);
  if (!participant) return;
  const ruleSet = contest.state.ruleSet;
  const model = DIALOG_MODELS[ruleSet];
  const form = participant.spec ? model.formFromRequest(participant.spec as never, page.settings) : {};
  // What the roll is for, as the Foundry card words it in the roller's dialog ("Brunhild vs Fafnir — Kaiser contest").
  const flavor = contestRollFlavor(i18n(), contest.state, participantId);
  const cardId = entryIdOf(contest);
  const onRoll = (submission: RollSubmission) => {
    const source = randomSource();
    if (!source) return;
    const played = rollContestSide(ruleSet, submission.request as never, page.settings, source);
    const message = post(submission, played, source, participant.name);
    try {
      contest.record(participantId, String(message.id), submission.request as never, played.contestRoll, source);
      notice(null);
    } catch (error) {
      notice(error);
    }
    postVerdictOnce(contest, cardId);
    renderChat();
    closeDialog();
  };
  if (!fastForward) {
    const opener = cardButton(cardId, CONTEST_ROLL_ACTION, { participant: participantId });
    return openDialog(ruleSet, { form, subject: participant.name, contest: dialogContestFor(contest.state, participantId), flavor, onRoll, opener });
  }
  const view = model.build({ ...model.defaults(page.settings), ...form } as never, { i18n: i18n(), settings: page.settings, showOdds: false });
  if (view.request) onRoll({ ruleSet, request: view.request, rollMode: "publicroll", flavor });
}

/**
 * A contest that has just resolved posts its verdict under its last roll, once, as Foundry's GM client does; the
 * verdict is drawn from the card's state, so it always agrees with the card.
 */
function postVerdictOnce(contest: ContestEntry, cardId: number): void {
  if (contest.state.status !== "resolved") return;
  if (page.chat.some((entry) => entry.kind === "verdict" && entry.contest === contest)) return;
  const card = page.chat.find((entry) => entry.id === cardId);
  page.chat.push({ kind: "verdict", id: page.nextId++, speaker: card?.speaker ?? "", contest, cardId });
}

/* Group tests and extended tests ---------------------------------------------------------------------------- */

function startGroupCard(event: SubmitEvent): void {
  event.preventDefault();
  const names = $<HTMLInputElement>("#group-members").value.split(",").map((name) => name.trim()).filter(Boolean);
  const fromDialog = page.dialog?.ruleSet === "klepto" ? page.dialog.view.request : null;
  const request = (fromDialog ?? defaultRequest("klepto")) as GroupRollRequest;
  act(() => {
    const group = GroupTestEntry.start(names, request, $<HTMLSelectElement>("#group-reading").value as GiftReading);
    page.chat.push({ kind: "group", id: page.nextId++, speaker: $<HTMLInputElement>("#speaker").value, group });
  });
}

function startExtendedCard(event: SubmitEvent): void {
  event.preventDefault();
  // An empty box is passed as typed (Number("") would be 0), so the limits refuse it and quote it: "".
  const number = (selector: string) => {
    const text = $<HTMLInputElement>(selector).value.trim();
    return (text === "" ? text : Number(text)) as number;
  };
  act(() => {
    const extended = ExtendedTestEntry.start({
      roller: { actorUuid: null, name: $<HTMLInputElement>("#speaker").value },
      dt: number("#extended-dt"),
      pool: number("#extended-pool"),
      replenish: number("#extended-replenish"),
      targetMargin: number("#extended-target"),
      rounds: number("#extended-rounds"),
    });
    page.chat.push({ kind: "extended", id: page.nextId++, speaker: $<HTMLInputElement>("#speaker").value, extended });
  });
}

/** Runs a card action; a refusal is shown (localized), and the chat is drawn again either way. */
function act(action: () => void): void {
  try {
    action();
    notice(null);
  } catch (error) {
    notice(error);
  }
  renderChat();
}

function onGroupClick(group: GroupTestEntry, button: HTMLButtonElement, action: string, shift: boolean): void {
  if (action === GROUP_TEST_ACTIONS.roll) return rollForMember(group, button.dataset.participant ?? "", shift);
  const source = action === GROUP_TEST_ACTIONS.give ? randomSource() : null;
  if (action === GROUP_TEST_ACTIONS.give && source) act(() => group.give(button.dataset.giver ?? "", button.dataset.receiver ?? "", source));
  if (action === GROUP_TEST_ACTIONS.close) act(() => group.close());
}

/** A member rolls the Test the card asked for through the Kleptonomicon dialog (Shift: at once). */
function rollForMember(group: GroupTestEntry, participantId: string, fastForward: boolean): void {
  const participant = group.participant(participantId);
  if (!participant) return;
  const model = DIALOG_MODELS.klepto;
  const form = model.formFromRequest(participant.request, page.settings);
  const flavor = groupRollFlavor(i18n(), participant.name);
  const cardId = entryIdOf(group);
  const onRoll = (submission: RollSubmission) => {
    const source = randomSource();
    if (!source) return;
    const played = rollRequest("klepto", submission.request as RollRequests["klepto"], page.settings, source);
    const message = post(submission, played, source, participant.name);
    act(() => group.record(participantId, String(message.id), played.contestRoll as KleptoTestResult));
    closeDialog();
  };
  const opener = cardButton(cardId, GROUP_TEST_ACTIONS.roll, { participant: participantId });
  if (!fastForward) return openDialog("klepto", { form, subject: participant.name, flavor, onRoll, opener });
  onRoll({ ruleSet: "klepto", request: participant.request, rollMode: "publicroll", flavor });
}

/** A round throws the whole pool against the card's DT, as the roller's own message. */
function onExtendedClick(extended: ExtendedTestEntry, action: string): void {
  if (action === EXTENDED_TEST_ACTIONS.end) return act(() => extended.end());
  if (action !== EXTENDED_TEST_ACTIONS.roll) return;
  const source = randomSource();
  const dice = extended.nextDice;
  if (!source || dice === 0) return;
  const request = { pool: dice, dice, dt: extended.state.dt };
  const played = rollRequest("kingdoms", request, page.settings, source);
  const flavor = extendedRoundFlavor(i18n(), extended.state);
  const message = post({ ruleSet: "kingdoms", request, rollMode: "publicroll", flavor }, played, source, extended.state.roller.name);
  act(() => extended.record(String(message.id), (played.contestRoll as MarginResult).dice.map((die) => die.face)));
}

/* Roll requests ---------------------------------------------------------------------------------------------------- */

/** The request panel's Request: "Name=number, …" rows (the number each row's own), the rule set, the number to pass. */
function startRequestCard(event: SubmitEvent): void {
  event.preventDefault();
  const ruleSet = $<HTMLSelectElement>("#request-rule-set").value as RuleSetId;
  const members = $<HTMLInputElement>("#request-members").value.split(",").map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name = "", value] = part.split("=").map((text) => text.trim());
    return { name, value: value !== undefined && /^[+-]?\d+$/.test(value) ? Number(value) : null };
  });
  const spec = requestSpec(ruleSet, Number($<HTMLInputElement>("#request-number").value), "resistance");
  act(() => {
    const request = RequestEntry.start({
      ruleSet,
      members,
      spec,
      question: $<HTMLSelectElement>("#request-question").value,
      mode: $<HTMLSelectElement>("#request-mode").value,
      showDifficulty: $<HTMLInputElement>("#request-show").checked,
    });
    page.chat.push({ kind: "request", id: page.nextId++, speaker: $<HTMLInputElement>("#speaker").value, request });
  });
}

/** The request's rolls' mode (src/core/requests), by Foundry's v13 names. */
const REQUEST_ROLL_MODES = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" } as const;

function onRequestClick(request: RequestEntry, cardId: number, button: HTMLButtonElement, action: string, shift: boolean): void {
  const rowId = button.dataset.participant ?? "";
  if (action === REQUEST_ACTIONS.skip) return act(() => request.skip(rowId));
  if (action === REQUEST_ACTIONS.close) return act(() => request.close());
  if (action !== REQUEST_ACTIONS.roll) return;
  const row = request.row(rowId);
  if (!row) return;
  const ruleSet = request.state.ruleSet;
  const model = DIALOG_MODELS[ruleSet] as (typeof DIALOG_MODELS)[RuleSetId];
  const form = model.formFromRequest(request.rollerSpec(row) as never, page.settings);
  const flavor = i18n().format("INDIE_DICE.Request.RollFlavor", { name: row.name, ruleSet: i18n().localize(RULE_SETS[ruleSet].labelKey) });
  const onRoll = (submission: RollSubmission) => {
    // What the request fixed is not the roller's to change: refused before any die is rolled.
    if (changesFixed(request.state, submission.request as unknown as Record<string, unknown>)) return notice(new IndieDiceError("INDIE_DICE.Request.Error.FixedChanged", { name: row.name }));
    const source = randomSource();
    if (!source) return;
    const played = rollRequest(ruleSet, submission.request as never, page.settings, source);
    const message = post({ ...submission, rollMode: REQUEST_ROLL_MODES[requestRollMode(request.state)] }, played, source, row.name);
    act(() => request.record(rowId, String(message.id), played.contestRoll));
    closeDialog();
  };
  const opener = cardButton(cardId, REQUEST_ACTIONS.roll, { participant: rowId });
  // Shift rolls at once only when the row's number is known; else its roller enters it in the dialog.
  if (!shift || !row.spec) return openDialog(ruleSet, { form, subject: row.name, flavor, onRoll, opener, fixed: rollerFixed(request.state) });
  const view = model.build({ ...model.defaults(page.settings), ...form } as never, { i18n: i18n(), settings: page.settings, showOdds: false });
  if (view.request) onRoll({ ruleSet, request: view.request, rollMode: REQUEST_ROLL_MODES[requestRollMode(request.state)], flavor });
}

/** Shows what was done (a saved roll) above the chat, as Foundry's info notification does. */
function inform(text: string): void {
  const element = $("#notice");
  element.hidden = false;
  element.classList.add("playground-info");
  element.textContent = text;
}

/** Shows a refusal (localized) above the chat, or clears it. */
function notice(error: unknown): void {
  const element = $("#notice");
  element.hidden = error === null;
  element.classList.remove("playground-info");
  if (error instanceof IndieDiceError) element.textContent = i18n().format(error.key, Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)])));
  else if (error !== null) element.textContent = error instanceof Error ? error.message : String(error);
}

/** Which roll under the typed seed comes next (playground/seed-sequence.ts). */
const seedSequence = new SeedSequence();

/**
 * Crypto-quality randomness; a seed (a whole number that fits 32 bits) makes the rolls after it repeatable, each
 * roll with dice of its own (two sides of a contest rolled under one seed do not tie by construction).
 */
function randomSource(): RandomSource | null {
  const text = $<HTMLInputElement>("#seed").value.trim();
  const error = $("#seed-error");
  const valid = text === "" || (/^\d+$/.test(text) && Number(text) <= 0xffff_ffff);
  error.hidden = valid;
  $("#seed").setAttribute("aria-invalid", String(!valid));
  if (!valid) return null;
  const source = text === "" ? uniformSource(() => crypto.getRandomValues(new Uint32Array(1))[0]! / 0x1_0000_0000) : seedSequence.next(Number(text));
  return page.draws.recording(source, $<HTMLInputElement>("#speaker").value);
}

function renderChat(): void {
  const labels = { i18n: i18n(), showLuck: page.settings.showLuck, settings: page.settings, rollModeText: (mode: RollEntry["rollMode"]) => rollModeText(page.lang, mode) };
  const log = $("#chat-log");
  log.replaceChildren(...page.chat.map((entry) => chatMessage(entry, labels)));
  log.lastElementChild?.scrollIntoView({ block: "end" });
}

/** The buttons on the cards: a roll's follow-up (a Kaiser Fumble Level), a contest's Roll and tie-break buttons. */
function onChatClick(event: MouseEvent): void {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-action]");
  const id = Number(button?.closest<HTMLElement>("[data-message-id]")?.dataset.messageId);
  const entry = page.chat.find((candidate) => candidate.id === id);
  if (!button || !entry) return;
  const action = button.dataset.action ?? "";
  if (entry.kind === "contest") return onContestClick(entry.contest, button, action, event.shiftKey);
  if (entry.kind === "group") return onGroupClick(entry.group, button, action, event.shiftKey);
  if (entry.kind === "extended") return onExtendedClick(entry.extended, action);
  if (entry.kind === "verdict") return goToCard(entry.cardId);
  if (entry.kind === "request") return onRequestClick(entry.request, entry.id, button, action, event.shiftKey);
  const next = entry.played.followUp(action, entry.source);
  if (!next) return;
  entry.played = next;
  renderChat();
}

function onContestClick(contest: ContestEntry, button: HTMLButtonElement, action: string, shift: boolean): void {
  if (action === CONTEST_ROLL_ACTION) return rollForParticipant(contest, button.dataset.participant ?? "", shift);
  if (action !== CONTEST_TIE_BREAK_ACTION) return;
  const source = randomSource();
  if (!source) return;
  contest.rollTieBreak(button.dataset.pairing ?? "", source);
  postVerdictOnce(contest, entryIdOf(contest));
  renderChat();
}

/** The verdict's "Go to the card": the contest card scrolled into view. */
function goToCard(cardId: number): void {
  const card = document.querySelector<HTMLElement>(`#chat-log [data-message-id="${cardId}"]`);
  card?.scrollIntoView({ block: "nearest" });
}

/* Wiring -------------------------------------------------------------------------------------------------------- */

$<HTMLSelectElement>("#language").addEventListener("change", (event) => {
  page.lang = (event.target as HTMLSelectElement).value === "de" ? "de" : "en";
  renderFrame();
  void page.dialog?.render();
  renderChat();
});
$<HTMLSelectElement>("#theme").addEventListener("change", (event) => {
  const dark = (event.target as HTMLSelectElement).value === "dark";
  document.body.classList.toggle("theme-dark", dark);
  document.body.classList.toggle("theme-light", !dark);
  // The sidebar follows the interface's theme as Foundry's does; the chat log in it stays light (Foundry's too).
  $("#sidebar").classList.toggle("theme-dark", dark);
  $("#sidebar").classList.toggle("theme-light", !dark);
});
$("#clear-chat").addEventListener("click", () => {
  page.chat = [];
  page.draws.clear();
  renderChat();
  if (page.dialog instanceof FairnessWindow) void page.dialog.render();
});

$("#open-fairness").addEventListener("click", () => void openFairness());

/** The dice fairness report of the chat log's rolls, in the dialog's place. */
async function openFairness(): Promise<void> {
  const window = new FairnessWindow(page.draws, i18n, closeDialog);
  page.dialog = window;
  await window.render();
  $("#dialog-host").replaceChildren(window.element);
  renderFrame();
  window.focusFirstField();
}
$("#chat-log").addEventListener("click", onChatClick);
$("#open-rolls").addEventListener("click", openRolls);
$("#journal").addEventListener("click", onJournalActivate);
$("#journal").addEventListener("keydown", onJournalActivate);
$<HTMLTextAreaElement>("#character-data").addEventListener("input", (event) => {
  character.setDataText((event.target as HTMLTextAreaElement).value);
  renderCharacter();
  if (page.dialog instanceof RollsWindow) page.dialog.render();
});
$("#seed").addEventListener("input", () => seedSequence.restart());
$<HTMLFormElement>("#contest-form").addEventListener("submit", openStartContest);
$<HTMLFormElement>("#group-form").addEventListener("submit", startGroupCard);
$<HTMLFormElement>("#extended-form").addEventListener("submit", startExtendedCard);
$<HTMLFormElement>("#request-form").addEventListener("submit", startRequestCard);
$("#dialog-host").replaceChildren(placeholder());
renderFrame();
