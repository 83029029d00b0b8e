/**
 * The GM's small dialog that changes a request's hidden difficulty (docs/cards.md "The card's menu"): one field,
 * filled with the difficulty the card holds. Resolves with what was typed once it reads as a difficulty (the GM's
 * writer checks it again), or null when the dialog was closed. A value that does not read — an empty field, `2.5` —
 * keeps the dialog open with the typed text and the localized reason beside the field.
 *
 * Foundry's DialogV2 closes on submit unless `form.closeOnSubmit` is false; its `submit` option is then called with
 * the button callback's result each time, and the buttons are enabled again after it (v13
 * client/applications/api/dialog.mjs `_onSubmit`). So the check is made in `submit`, which closes the dialog itself.
 */
import { IndieDiceError } from "../../core/errors";
import { readDifficulty } from "../../core/requests/request-difficulty";
import { asFormatData } from "../notify";
import { focusReturner } from "../../ui/dom/return-focus";

const FIELD_ID = "indie-dice-difficulty";

export function askDifficulty(current: number | null): Promise<string | null> {
  const { DialogV2 } = foundry.applications.api;
  return new Promise((resolve) => {
    const dialog = new DialogV2({
      window: { title: "INDIE_DICE.ContextMenu.ChangeDifficultyTitle", icon: "fa-solid fa-bullseye" },
      classes: ["indie-dice", "difficulty-dialog"],
      content: fieldMarkup(current),
      buttons: [{ action: "ok", label: "INDIE_DICE.ContextMenu.ChangeDifficultyOk", icon: "fa-solid fa-check", default: true, callback: (_event, button) => typedIn(button.form) }],
      form: { closeOnSubmit: false },
      submit: async (typed) => {
        const reason = refusalOf(typeof typed === "string" ? typed : "");
        showReason(dialog.element, reason);
        if (reason !== null) return;
        resolve(String(typed));
        await dialog.close();
      },
    });
    // Closed without a difficulty that reads (a settled promise ignores this); the focus back where it was.
    const giveFocusBack = focusReturner();
    dialog.addEventListener("close", () => {
      resolve(null);
      giveFocusBack();
    }, { once: true });
    void dialog.render({ force: true });
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

function typedIn(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem("difficulty");
  return input instanceof HTMLInputElement ? input.value : "";
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

/** The reason beside the field (as text), or none; the field says whether it is invalid and keeps the focus. */
function showReason(root: HTMLElement, reason: string | null): void {
  const place = root.querySelector<HTMLElement>(`#${FIELD_ID}-error`);
  const input = root.querySelector<HTMLInputElement>(`#${FIELD_ID}`);
  if (!place || !input) return;
  place.hidden = reason === null;
  place.querySelector(".indie-dice-error-text")!.textContent = reason ?? "";
  input.setAttribute("aria-invalid", String(reason !== null));
  if (reason !== null) input.focus();
}
