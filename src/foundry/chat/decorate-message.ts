import { annotateRoll, type Annotation, type RollData } from "./roll-annotations";
import { luckLine } from "../../ui/cards/luck-line";
import { perObjectMemo } from "../../ui/cards/bounded-memo";
import { foundryTranslator } from "./card-context";
import { savedRollLuck } from "./plain-roll-luck";
import { MODULE_ID } from "../module-id";
import { judgementSettingsKey } from "./judged-card-memo";
import { drawInView } from "./draw-in-view";

/** Our Roll classes render their own outcome; only rolls of other classes are annotated here. By class name. */
export type IsIndieRoll = (className: string | undefined) => boolean;

/** What the hook reads of a chat message. */
export interface DecoratedMessage {
  readonly rolls: foundry.dice.Roll[];
  /** False for a blind or private roll the current user may not see: nothing of it may show. */
  readonly isContentVisible: boolean;
  /** The message's text and flavor, where inline rolls live (when known, a message without one is not searched). */
  readonly content?: string;
  readonly flavor?: string;
  /** Its id: what it adds is drawn once it is in view (draw-in-view.ts); without one, at once. */
  readonly id?: string | null;
}

/**
 * `renderChatMessageHTML`: adds our annotations ("Open Roll ×2", "Fumble", "Margin +3", "[10!]"…) under each
 * roll of a message rendered with Foundry's default Roll class, and beside each inline roll in its text — with
 * the roll's luck when it is one rule set's roll and the client setting asks for it. Nothing shows for a roll
 * the viewer may not see. Built from text nodes only: nothing a user typed is ever parsed as HTML. What is
 * worked out is worked out now; it is added to the page once the message is in view.
 */
export function decorateMessage(message: DecoratedMessage, html: HTMLElement, isIndieRoll: IsIndieRoll): void {
  if (!message.isContentVisible) return;
  const showLuck = game.settings.get(MODULE_ID, "showLuck");
  // Most messages have nothing to add: the drawn message is searched only when one of its rolls has notes.
  const notes = message.rolls.map((roll) => (isIndieRoll(roll.constructor.name) ? [] : rememberedNotes(roll, showLuck)));
  const hasNotes = notes.some((list) => list.length > 0);
  const inline = mayHoldInlineRolls(message);
  if (!hasNotes && !inline) return;
  drawInView(message.id, html, () => {
    if (hasNotes) appendNotes(html, notes);
    if (inline) annotateInlineRolls(html, isIndieRoll, showLuck);
  });
}

/** Each roll's notes under its result, in the order Foundry drew the rolls. */
function appendNotes(html: HTMLElement, notes: readonly Annotation[][]): void {
  const rollElements = rollsDrawn(html);
  notes.forEach((list, index) => {
    const target = rollElements[index]?.querySelector(".dice-result") ?? rollElements[index];
    const annotations = annotationList(list);
    if (target && annotations) target.append(annotations);
  });
}

/**
 * The drawn rolls, in order: Foundry puts them straight into the message's content (v13 chat-message.mjs
 * #renderRollHTML), so its children are looked at first; content a system drew itself is searched whole.
 */
function rollsDrawn(html: HTMLElement): readonly Element[] {
  const content = html.querySelector(".message-content");
  const direct = content ? [...content.children].filter((child) => child.classList.contains("dice-roll")) : [];
  return direct.length > 0 ? direct : [...html.querySelectorAll(".dice-roll")];
}

function annotateInlineRolls(html: HTMLElement, isIndieRoll: IsIndieRoll, showLuck: boolean): void {
  for (const anchor of html.querySelectorAll<HTMLElement>("a.inline-roll[data-roll]")) {
    const data = inlineRollData(anchor, isIndieRoll);
    if (!data) continue;
    const notes = withLuck(annotateRoll(data), data, showLuck);
    if (notes.length === 0) continue;
    const span = document.createElement("span");
    span.className = "indie-dice-inline-note";
    span.textContent = ` (${notes.map((n) => n.text).join(", ")})`;
    anchor.after(span);
  }
}

/**
 * A roll's notes, worked out once per roll and reading of the rules (the language, the luck setting, the world's
 * rule settings): Foundry draws a message again on every change and scroll, and a rolled roll's dice never change
 * (kept per Roll object, so they go with the message).
 */
const notesOf = perObjectMemo<Annotation[]>();

function rememberedNotes(roll: foundry.dice.Roll, showLuck: boolean): Annotation[] {
  return notesOf.get(roll, judgementSettingsKey(), () => {
    // The terms' JSON data, as `Roll#toJSON` gives it (the rest of the roll's JSON the notes do not read).
    const data: RollData = { terms: roll.terms.map((term) => term.toJSON()) };
    return withLuck(annotateRoll(data), data, showLuck);
  });
}

/** Could the drawn message hold an inline roll? Not when neither its text nor its flavor has one. */
function mayHoldInlineRolls(message: DecoratedMessage): boolean {
  if (typeof message.content !== "string" || typeof message.flavor !== "string") return true;
  return message.content.includes("inline-roll") || message.flavor.includes("inline-roll");
}

/** The notes, then the luck line when asked for and the roll has one: the same words as on our cards. */
function withLuck(notes: Annotation[], data: RollData, showLuck: boolean): Annotation[] {
  if (!showLuck) return notes;
  const luck = savedRollLuck(data.terms);
  return luck === null ? notes : [...notes, { text: luckLine(foundryTranslator(), luck).text, tone: "luck" }];
}

function annotationList(notes: Annotation[]): HTMLElement | null {
  if (notes.length === 0) return null;
  const list = document.createElement("ul");
  list.className = "indie-dice-annotations";
  for (const note of notes) {
    const item = document.createElement("li");
    item.className = `indie-dice-line ${note.tone}`;
    item.textContent = note.text;
    list.append(item);
  }
  return list;
}

/** Foundry stores an inline roll on its anchor as `escape(JSON.stringify(roll))`: read it back, without parsing. */
function inlineRollData(anchor: HTMLElement, isIndieRoll: IsIndieRoll): RollData | null {
  try {
    const data = JSON.parse(unescape(anchor.dataset.roll ?? "")) as RollData & { class?: string };
    return isIndieRoll(data.class) || !Array.isArray(data.terms) ? null : data;
  } catch {
    return null;
  }
}
