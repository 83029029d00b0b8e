import { annotateRoll, type Annotation } from "./roll-annotations";

/** Our Roll classes render their own outcome; only rolls of other classes are annotated here. */
export type IsIndieRoll = (roll: foundry.dice.Roll) => boolean;

/**
 * `renderChatMessageHTML`: adds our annotations ("Open Roll ×2", "Fumble", "Margin +3", "[10!]"…) under each
 * roll of a message rendered with Foundry's default Roll class, and beside each inline roll in its text.
 * Built from text nodes only: nothing a user typed is ever parsed as HTML.
 */
export function decorateMessage(message: { rolls: foundry.dice.Roll[] }, html: HTMLElement, isIndieRoll: IsIndieRoll): void {
  const rollElements = html.querySelectorAll<HTMLElement>(".dice-roll");
  message.rolls.forEach((roll, index) => {
    const target = rollElements[index]?.querySelector(".dice-result") ?? rollElements[index];
    if (!target || isIndieRoll(roll)) return;
    const list = annotationList(annotateRoll(roll));
    if (list) target.append(list);
  });
  for (const anchor of html.querySelectorAll<HTMLElement>("a.inline-roll[data-roll]")) {
    const roll = inlineRoll(anchor);
    if (!roll || isIndieRoll(roll)) continue;
    const notes = annotateRoll(roll);
    if (notes.length === 0) continue;
    const span = document.createElement("span");
    span.className = "indie-dice-inline-note";
    span.textContent = ` (${notes.map((n) => n.text).join(", ")})`;
    anchor.after(span);
  }
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

/** Foundry stores an inline roll on its anchor with `escape(JSON.stringify(roll))`, so it is read back the same way. */
function inlineRoll(anchor: HTMLElement): foundry.dice.Roll | null {
  try {
    return foundry.dice.Roll.fromJSON(unescape(anchor.dataset.roll ?? "")) as foundry.dice.Roll;
  } catch {
    return null;
  }
}
