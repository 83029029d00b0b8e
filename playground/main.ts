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

const MESSAGES = { en: english, de: german };

const page = {
  lang: "en" as PageLanguage,
  settings: { ...DEFAULT_PAGE_SETTINGS } as PageSettings,
  dialog: null as DialogWindow | StartContestWindow | FairnessWindow | null,
  chat: [] as ChatEntry[],
  /** Where the focus goes back when the open dialog closes: the button that opened it (a card's Roll button). */
  opener: null as (() => HTMLElement | null) | null,
  nextId: 1,
  /** Every die drawn for the chat log's rolls, for the fairness report. */
  draws: new DrawLog(),
};

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

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
  $("#settings-fields").replaceChildren(...settingControls(translator, page.settings, changeSetting));
}

function ruleSetButton(ruleSet: RuleSetId, translator: Translator): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.ruleSet = ruleSet;
  button.textContent = translator.localize(RULE_SETS[ruleSet].labelKey);
  button.setAttribute("aria-pressed", String(page.dialog?.ruleSet === ruleSet));
  button.addEventListener("click", () => openDialog(ruleSet));
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

/** Shows a refusal (localized) above the chat, or clears it. */
function notice(error: unknown): void {
  const element = $("#notice");
  element.hidden = error === null;
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
  const labels = { i18n: i18n(), showLuck: page.settings.showLuck, rollModeText: (mode: RollEntry["rollMode"]) => rollModeText(page.lang, mode) };
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
$("#seed").addEventListener("input", () => seedSequence.restart());
$<HTMLFormElement>("#contest-form").addEventListener("submit", openStartContest);
$<HTMLFormElement>("#group-form").addEventListener("submit", startGroupCard);
$<HTMLFormElement>("#extended-form").addEventListener("submit", startExtendedCard);
$("#dialog-host").replaceChildren(placeholder());
renderFrame();
