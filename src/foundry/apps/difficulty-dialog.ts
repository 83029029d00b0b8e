/**
 * The GM's small dialog that changes a request's hidden difficulty (docs/cards.md "The card's menu"): one field,
 * filled with the difficulty the card holds, checked as it is typed — a value that does not read (an empty field,
 * `2.5`) shows its localized reason beside the field and disables OK. OK hands what was typed to `change` (the GM's
 * writer checks it again); the dialog closes once the change is made, and a refusal keeps it open with the typed
 * text (src/foundry/apps/gm-form.ts).
 */
import { IndieDiceError } from "../../core/errors";
import { asFormatData } from "../notify";
import { askGmForm } from "./gm-form";
import { namedField } from "../../ui/dom/elements";
import { readDifficulty } from "../../core/typed-difficulty";

const FIELD_ID = "indie-dice-difficulty";

/** Resolves with what `change` made of the typed difficulty, or null when the dialog was closed. */
export function askDifficulty<R>(current: number | null, change: (typed: string) => Promise<R>): Promise<R | null> {
  return askGmForm({
    name: "difficulty",
    title: "INDIE_DICE.ContextMenu.ChangeDifficultyTitle",
    icon: "fa-solid fa-bullseye",
    content: fieldMarkup(current),
    submit: { action: "ok", label: "INDIE_DICE.ContextMenu.ChangeDifficultyOk", answer: typedIn },
    check: (form) => new Map([["difficulty", refusalOf(typedIn(form))]]),
    accept: change,
    small: true,
  });
}

/**
 * The field: text, so what was typed stays as typed beside its reason; not `required`, so an empty field reaches our
 * check (and its reason) rather than the browser's own bubble. The reason's place waits, hidden.
 */
function fieldMarkup(current: number | null): string {
  const label = foundry.utils.escapeHTML(game.i18n.localize("INDIE_DICE.ContextMenu.DifficultyField"));
  const value = current === null ? "" : String(current);
  return (
    `<div class="form-group"><label for="${FIELD_ID}">${label}</label><div class="form-fields">` +
    `<input id="${FIELD_ID}" type="text" name="difficulty" value="${value}" autocomplete="off" spellcheck="false" autofocus aria-invalid="false" aria-describedby="${FIELD_ID}-error"></div>` +
    `<p class="indie-dice-field-error" id="${FIELD_ID}-error" hidden><i class="fa-solid fa-circle-exclamation" aria-hidden="true"></i> <span class="indie-dice-error-text"></span></p></div>`
  );
}

function typedIn(form: HTMLFormElement): string {
  return namedField(form, "difficulty")?.value ?? "";
}

/** Why the typed text is no difficulty, in the user's language; null when it is one. */
function refusalOf(typed: string): string | null {
  try {
    readDifficulty(typed);
    return null;
  } catch (error) {
    if (!(error instanceof IndieDiceError)) throw error;
    return game.i18n.format(error.key, asFormatData(error.data));
  }
}
