/**
 * The playground's chat log: each roll as a Foundry chat message (`li.chat-message` with a header and the
 * module's card as its content). Every message is rendered again from its kept dice whenever the log is drawn,
 * so switching the language re-judges every card in the new language, as a reload does in Foundry.
 */
import type { RandomSource } from "../src/core/random";
import type { Translator } from "../src/ui/translator";
import type { RollMode } from "./dialog-window";
import type { PlayedRoll } from "./played-roll";
import type { ContestEntry } from "./contest-entry";
import type { ExtendedTestEntry, GroupTestEntry } from "./group-entries";
import { contestVerdictModel } from "../src/ui/contests/contest-verdict-model";
import { elementFrom, renderContestCard, renderContestVerdict, renderExtendedTestCard, renderGroupTestCard, renderRequestCard, renderRollCard } from "./templates";
import type { RequestEntry } from "./request-entry";
import type { DialogSettings } from "../src/ui/dialogs";

export type ChatEntry = RollEntry | ContestCardEntry | ContestVerdictEntry | GroupTestCardEntry | ExtendedTestCardEntry | RequestCardEntry;

/** A roll's own message. */
export interface RollEntry {
  readonly kind: "roll";
  readonly id: number;
  readonly speaker: string;
  readonly flavor: string | null;
  readonly rollMode: RollMode;
  /** The source the roll was drawn from, kept for its follow-up dice (a seeded roll stays repeatable). */
  readonly source: RandomSource;
  played: PlayedRoll;
}

/** A contest card: its state changes as rolls are recorded on it, and it is drawn again each time. */
export interface ContestCardEntry {
  readonly kind: "contest";
  readonly id: number;
  readonly speaker: string;
  readonly contest: ContestEntry;
}

/** A resolved contest's verdict, posted once under its last roll as Foundry's GM client posts it; drawn from the card. */
export interface ContestVerdictEntry {
  readonly kind: "verdict";
  readonly id: number;
  readonly speaker: string;
  readonly contest: ContestEntry;
  /** The contest card's message id, for the verdict's link back to it. */
  readonly cardId: number;
}

export interface GroupTestCardEntry {
  readonly kind: "group";
  readonly id: number;
  readonly speaker: string;
  readonly group: GroupTestEntry;
}

export interface ExtendedTestCardEntry {
  readonly kind: "extended";
  readonly id: number;
  readonly speaker: string;
  readonly extended: ExtendedTestEntry;
}

export interface RequestCardEntry {
  readonly kind: "request";
  readonly id: number;
  readonly speaker: string;
  readonly request: RequestEntry;
}

export interface ChatLabels {
  readonly i18n: Translator;
  /** The client setting "Show how lucky each roll was". */
  readonly showLuck: boolean;
  /** The world settings a request's rows are judged with. */
  readonly settings: DialogSettings;
  rollModeText(mode: RollMode): string;
}

/** A message's markup: the header is built from text nodes, the content is the module's own card template. */
export function chatMessage(entry: ChatEntry, labels: ChatLabels): HTMLLIElement {
  const item = document.createElement("li");
  const mode = entry.kind === "roll" ? entry.rollMode : "publicroll";
  // Foundry's message structure (templates/sidebar/chat-message.hbs): li.chat-message.message.flexcol.
  item.className = `chat-message message flexcol${mode === "publicroll" ? "" : mode === "blindroll" ? " blind" : " whisper"}`;
  item.dataset.messageId = String(entry.id);
  const header = document.createElement("header");
  header.className = "message-header flexrow";
  // Foundry's sender is an h4 (templates/sidebar/chat-message.hbs), under a sidebar with no heading of its own. Here
  // the chat column has an h2 just above the log, so the sender is one level below it: an h4 would skip a level
  // (axe's heading-order). The card inside is the module's own markup, unchanged.
  const sender = document.createElement("h3");
  sender.className = "message-sender";
  sender.textContent = entry.speaker;
  const metadata = document.createElement("span");
  metadata.className = "message-metadata";
  metadata.textContent = labels.rollModeText(mode);
  header.append(sender, metadata);
  const content = document.createElement("div");
  content.className = "message-content";
  content.append(elementFrom(markupOf(entry, labels)));
  item.append(header, content);
  return item;
}

function markupOf(entry: ChatEntry, { i18n, showLuck, settings }: ChatLabels): string {
  switch (entry.kind) {
    case "roll":
      return cardMarkup(entry, i18n, showLuck);
    case "contest":
      return renderContestCard(entry.contest.view(i18n, showLuck));
    case "verdict":
      return renderContestVerdict(contestVerdictModel(entry.contest.state, String(entry.cardId), i18n));
    case "group":
      return renderGroupTestCard(entry.group.view(i18n));
    case "extended":
      return renderExtendedTestCard(entry.extended.view(i18n));
    case "request":
      return renderRequestCard(entry.request.view(i18n, settings));
  }
}

/**
 * The card as the roller sees it: a blind roll shows only which rule set rolled (Foundry's "???" formula and "?"
 * total), every other mode the judged card.
 */
function cardMarkup(entry: RollEntry, i18n: Translator, showLuck: boolean): string {
  const card = entry.played.card(i18n, entry.flavor, showLuck);
  if (entry.rollMode !== "blindroll") return renderRollCard({ ...card, isPrivate: false });
  return renderRollCard({ isPrivate: true, ruleSet: card.ruleSet, ruleSetLabel: card.ruleSetLabel, formula: "???", total: "?" });
}
