/**
 * The GM's small dialog that changes a request's hidden difficulty (docs/cards.md "The card's menu"): one field,
 * filled with the difficulty the card holds, checked as it is typed — a value that does not read (an empty field,
 * `2.5`) shows its localized reason beside the field and disables OK. OK hands what was typed to `change` (the GM's
 * writer checks it again); the dialog closes once the change is made, and a refusal keeps it open with the typed
 * text (src/foundry/apps/gm-form.ts). Its field is templates/dialogs/difficulty.hbs.
 */
import { IndieDiceError } from "../../core/errors";
import { asFormatData } from "../notify";
import { askGmForm } from "./gm-form";
import { namedField } from "../../ui/dom/elements";
import { readDifficulty } from "../../core/typed-difficulty";
import { difficultyView } from "../../ui/dialogs/difficulty-view";

/** Resolves with what `change` made of the typed difficulty, or null when the dialog was closed. */
export function askDifficulty<R>(current: number | null, change: (typed: string) => Promise<R>): Promise<R | null> {
  return askGmForm({
    name: "difficulty",
    title: "INDIE_DICE.ContextMenu.ChangeDifficultyTitle",
    icon: "fa-solid fa-bullseye",
    template: "templates/dialogs/difficulty.hbs",
    context: difficultyView(game.i18n, current),
    submit: { action: "ok", label: "INDIE_DICE.ContextMenu.ChangeDifficultyOk", answer: typedIn },
    check: (form) => new Map([["difficulty", refusalOf(typedIn(form))]]),
    accept: change,
    small: true,
  });
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
