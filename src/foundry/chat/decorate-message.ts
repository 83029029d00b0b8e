import { annotateRoll, type Annotation, type RollData } from "./roll-annotations";
import { luckLine } from "../../ui/cards/luck-line";
import { foundryTranslator } from "./card-context";
import { savedRollLuck } from "./plain-roll-luck";
import { MODULE_ID } from "../module-id";

/** Our Roll classes render their own outcome; only rolls of other classes are annotated here. By class name. */
export type IsIndieRoll = (className: string | undefined) => boolean;

/** What the hook reads of a chat message. */
export interface DecoratedMessage {
  readonly rolls: foundry.dice.Roll[];
  /** False for a blind or private roll the current user may not see: nothing of it may show. */
  readonly isContentVisible: boolean;
}

/**
 * `renderChatMessageHTML`: adds our annotations ("Open Roll ×2", "Fumble", "Margin +3", "[10!]"…) under each
 * roll of a message rendered with Foundry's default Roll class, and beside each inline roll in its text — with
 * the roll's luck when it is one rule set's roll and the client setting asks for it. Nothing shows for a roll
 * the viewer may not see. Built from text nodes only: nothing a user typed is ever parsed as HTML.
 */
export function decorateMessage(message: DecoratedMessage, html: HTMLElement, isIndieRoll: IsIndieRoll): void {
  if (!message.isContentVisible) return;
  const showLuck = game.settings.get(MODULE_ID, "showLuck");
  const rollElements = html.querySelectorAll<HTMLElement>(".dice-roll");
  message.rolls.forEach((roll, index) => {
    const target = rollElements[index]?.querySelector(".dice-result") ?? rollElements[index];
    if (!target || isIndieRoll(roll.constructor.name)) return;
    // fvtt-types types `Roll#toJSON`'s terms as RollTerm instances; Foundry returns each term's own JSON data.
    const data = roll.toJSON() as unknown as RollData;
    const list = annotationList(withLuck(annotateRoll(data), data, showLuck));
    if (list) target.append(list);
  });
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
