import { annotateRoll, NO_READERS, type Annotation, type RollData, type RollReaders } from "./roll-annotations";
import { luckLine } from "../../ui/roll-cards/luck-line";
import { perObjectMemo } from "../../ui/roll-cards/bounded-memo";
import { foundryTranslator } from "./card-context";
import { formatList } from "../../ui/lists";
import { formatWith } from "../../ui/translator";
import { savedRollLuck } from "./plain-roll-luck";
import { MODULE_ID } from "../module-id";
import { judgementSettingsKey } from "../judged-card-memo";
import { drawInView } from "./draw-in-view";
import { messageContent } from "./message-elements";
import {
  formulaChanceLine,
  formulaLuckLine,
  readFormulaRollFlag,
  type FormulaRollFlag,
} from "../../ui/roll-cards/formula-roll-lines";
import type { ChatMessageView } from "../types/chat-message";
import { mainDocument } from "../pages";

/** What the luck and annotations read of a message: its rolls and visibility, and when known its text, id and flags. */
type DecoratedMessage = Pick<ChatMessageView, "rolls" | "isContentVisible"> &
  Partial<Pick<ChatMessageView, "content" | "flavor" | "id" | "flags">>;

/** Our Roll classes render their own outcome; only rolls of other classes are annotated here. By class name. */
export type IsIndieRoll = (className: string | undefined) => boolean;

/** What the luck lines read of the settings: the user's own "show luck", and the world's "luck on any roll". */
interface LuckReading {
  readonly show: boolean;
  readonly anyRoll: boolean;
}

/** A roll as saved, with what luck on any roll reads: the formula as Foundry saved it and its total. */
interface SavedRoll extends RollData {
  readonly formula?: unknown;
  readonly total?: unknown;
}

/**
 * `renderChatMessageHTML`: adds our annotations ("Open Roll ×2", "Fumble", "Margin +3", "[10!]"…) under each
 * roll of a message rendered with Foundry's default Roll class, and beside each inline roll in its text — with
 * the roll's luck when it is one rule set's roll and the client setting asks for it — or, with the world's "luck on
 * any roll" on, any roll the formula engine has a distribution for (docs/formula-dialog.md "Luck on any roll"). A
 * roll of the *Any formula* dialog also shows the chance it had of its target. Nothing shows for a roll the viewer
 * may not see. A game system's roll whose message kept its formula (`systemFormula`, docs/systems.md "No dialog") is
 * measured on that. Built from text nodes only: nothing a user typed is ever parsed as HTML. What is
 * worked out is worked out now; it is added to the page once the message is in view. `readers` are what the rule sets
 * read in a roll: their notes on a term; left out, none.
 */
export function decorateMessage(
  message: DecoratedMessage,
  html: HTMLElement,
  isIndieRoll: IsIndieRoll,
  readers: RollReaders = NO_READERS,
  systemFormula: string | null = null,
): void {
  if (!message.isContentVisible) return;
  const others = message.rolls.map((roll) => !isIndieRoll(roll.constructor.name));
  const inline = mayHoldInlineRolls(message);
  // A message of our rolls alone (they draw their own card) reads nothing more: not even the settings.
  if (!inline && !others.includes(true)) return;
  const luck: LuckReading = {
    show: game.settings.get(MODULE_ID, "showLuck"),
    anyRoll: game.settings.get(MODULE_ID, "luckOnAnyRoll"),
  };
  // The dialog posts one roll: its flag speaks of the first.
  const formulaFlag = readFormulaRollFlag(message.flags?.[MODULE_ID]?.formulaRoll);
  // Most messages have nothing to add: the drawn message is searched only when one of its rolls has notes.
  const notes = message.rolls.map((roll, index) =>
    others[index]
      ? rememberedNotes(roll, luck, index === 0 ? formulaFlag : null, readers, index === 0 ? systemFormula : null)
      : [],
  );
  const hasNotes = notes.some((list) => list.length > 0);
  if (!hasNotes && !inline) return;
  drawInView(message.id, html, () => {
    if (hasNotes) appendNotes(html, notes);
    if (inline) annotateInlineRolls(html, isIndieRoll, luck, readers);
  });
}

/** Each roll's notes under its result, in the order Foundry drew the rolls. */
function appendNotes(html: HTMLElement, notes: readonly Annotation[][]): void {
  const rollElements = rollsDrawn(html);
  notes.forEach((list, index) => {
    if (list.length === 0) return;
    const target = rollResult(rollElements[index]) ?? rollElements[index];
    const annotations = keptAnnotationList(list);
    if (target && annotations) target.append(annotations);
  });
}

/**
 * The drawn rolls, in order: Foundry puts them straight into the message's content (v13 chat-message.mjs
 * #renderRollHTML), so its children are looked at first; content a system drew itself is searched whole.
 */
function rollsDrawn(html: HTMLElement): readonly Element[] {
  const content = messageContent(html);
  const direct = content ? [...content.children].filter((child) => child.classList.contains("dice-roll")) : [];
  return direct.length > 0 ? direct : [...html.querySelectorAll(".dice-roll")];
}

/**
 * A drawn roll's result: Foundry's roll template puts it straight under the roll (v13 templates/dice/roll.hbs), so its
 * children are looked at first and the roll is searched only when a system drew it otherwise.
 */
function rollResult(roll: Element | undefined): Element | null {
  if (!roll) return null;
  for (const child of roll.children) if (child.classList.contains("dice-result")) return child;
  return roll.querySelector(".dice-result");
}

function annotateInlineRolls(
  html: HTMLElement,
  isIndieRoll: IsIndieRoll,
  luck: LuckReading,
  readers: RollReaders,
): void {
  for (const anchor of html.querySelectorAll<HTMLElement>("a.inline-roll[data-roll]")) {
    const data = inlineRollData(anchor, isIndieRoll);
    if (!data) continue;
    const notes = withLuck(annotateRoll(data, readers), data, luck, null);
    if (notes.length === 0) continue;
    const span = anchor.ownerDocument.createElement("span");
    span.className = "indie-dice-inline-note";
    const i18n = foundryTranslator();
    // Beside the roll, after a space; the brackets and the list are the language's (Japanese writes "（…）").
    span.textContent = ` ${formatWith(i18n, "INDIE_DICE.Annotation.Inline", {
      notes: formatList(
        notes.map((n) => n.text),
        i18n,
        "unit",
      ),
    })}`;
    anchor.after(span);
  }
}

/**
 * A roll's notes, worked out once per roll and reading of the rules (the language, the luck setting, the world's
 * rule settings): Foundry draws a message again on every change and scroll, and a rolled roll's dice never change
 * (kept per Roll object, so they go with the message).
 */
const notesOf = perObjectMemo<Annotation[]>();

function rememberedNotes(
  roll: foundry.dice.Roll,
  luck: LuckReading,
  formulaFlag: FormulaRollFlag | null,
  readers: RollReaders,
  systemFormula: string | null,
): Annotation[] {
  const key = JSON.stringify([judgementSettingsKey(), luck.anyRoll, formulaFlag, systemFormula]);
  return notesOf.get(roll, key, () => {
    // The terms' JSON data, as `Roll#toJSON` gives it, with the formula and total luck on any roll reads: the formula
    // the roll was made from (`Roll#_formula`, as its JSON keeps it), since a system's die may change what its
    // rolled term reads (dnd5e's `1d20adv` reads `2d20adv` once rolled); a system's roll as its message kept it.
    const made: unknown = Reflect.get(roll, "_formula");
    const formula = systemFormula ?? (typeof made === "string" ? made : roll.formula);
    const data: SavedRoll = { terms: roll.terms.map((term) => term.toJSON()), formula, total: roll.total };
    return withLuck(annotateRoll(data, readers), data, luck, formulaFlag);
  });
}

/** Could the drawn message hold an inline roll? Not when neither its text nor its flavor has one. */
function mayHoldInlineRolls(message: DecoratedMessage): boolean {
  if (typeof message.content !== "string" || typeof message.flavor !== "string") return true;
  return message.content.includes("inline-roll") || message.flavor.includes("inline-roll");
}

/**
 * The notes, then a formula roll's chance, then the luck line when asked for and the roll has one: the same words as
 * on our cards. A rule set's notation is measured as its card measures it; any other roll by its formula's own
 * distribution, for a roll of the formula dialog or when the world asks for luck on any roll.
 */
function withLuck(
  notes: Annotation[],
  data: SavedRoll,
  luck: LuckReading,
  formulaFlag: FormulaRollFlag | null,
): Annotation[] {
  const i18n = foundryTranslator();
  const lines = [...notes];
  const formula = typeof data.formula === "string" ? data.formula : null;
  const chance = formulaFlag && formula ? formulaChanceLine(i18n, formula, formulaFlag) : null;
  if (chance) lines.push({ text: chance.text, tone: "odds" });
  if (!luck.show) return lines;
  const ruleSetLuck = savedRollLuck(data.terms);
  if (ruleSetLuck !== null) return [...lines, { text: luckLine(i18n, ruleSetLuck).text, tone: "luck" }];
  const measured =
    (formulaFlag || luck.anyRoll) && formula && typeof data.total === "number"
      ? formulaLuckLine(i18n, formula, data.total)
      : null;
  return measured ? [...lines, { text: measured.text, tone: "luck" }] : lines;
}

/**
 * The list as first built for these notes (kept with the notes, themselves kept per roll and reading of the rules):
 * each draw is a copy, not built again (docs/cards.md "What a card costs").
 */
const builtLists = new WeakMap<Annotation[], HTMLElement | null>();

function keptAnnotationList(notes: Annotation[]): HTMLElement | null {
  if (!builtLists.has(notes)) builtLists.set(notes, annotationList(notes));
  return (builtLists.get(notes)?.cloneNode(true) as HTMLElement | undefined) ?? null;
}

/** Built once in the main page; each copy joins the page it is drawn in (the DOM adopts it). */
function annotationList(notes: Annotation[]): HTMLElement | null {
  if (notes.length === 0) return null;
  const page = mainDocument();
  const list = page.createElement("ul");
  list.className = "indie-dice-annotations";
  for (const note of notes) {
    const item = page.createElement("li");
    item.className = `indie-dice-line ${note.tone}`;
    item.textContent = note.text;
    list.append(item);
  }
  return list;
}

/** Foundry stores an inline roll on its anchor as `escape(JSON.stringify(roll))`: read it back, without parsing. */
function inlineRollData(anchor: HTMLElement, isIndieRoll: IsIndieRoll): SavedRoll | null {
  try {
    const data = JSON.parse(unescape(anchor.dataset.roll ?? "")) as SavedRoll & { class?: string };
    return isIndieRoll(data.class) || !Array.isArray(data.terms) ? null : data;
  } catch {
    return null;
  }
}
