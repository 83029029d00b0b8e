/**
 * What the GM's forms share (Request a roll, a Group Test's and an Extended Test's start, Change the difficulty): the
 * window itself — a DialogV2 with one main button, opened at the form's width (src/ui/dialogs/window-size.ts), its
 * fields scrolling above that button (styles/dialogs.css "The GM's forms") — checked as the GM types like the roll
 * dialogs (each field's reason beside it, the field `aria-invalid` and described by it, the main button disabled
 * while any field has one), and never closed by a refusal: the form acts on its answer itself (posts the card), and
 * a refusal then is shown above the button with everything typed still there. A form may show the exact chance of
 * what it starts, worked out again as the GM types (docs/cards.md "The GM's forms never guess"): above the button,
 * outside the fields' scroll, so it stays in view. Also a table of rows built from DOM nodes (a name is a text node,
 * never markup) with a header over each column, and a number read from a field.
 *
 * Foundry's DialogV2 closes on submit unless `form.closeOnSubmit` is false; its `submit` option is then called with
 * the button callback's result each time, and the buttons are enabled again after it (v13
 * client/applications/api/dialog.mjs `_onSubmit`). So the check and the action are made in `submit`, which closes
 * the dialog itself once the action is done.
 */
import { IndieDiceError } from "../../core/errors";
import { errorText } from "../../ui/dialogs/error-text";
import { UNREADABLE_NUMBER } from "../../ui/dialogs/form-reader";
import { isElement, isFormElement, namedField } from "../../ui/dom/elements";
import { formPosition } from "./window-sizes";
import { focusReturner } from "../../ui/dom/return-focus";
import { focusedDocument } from "../pages";
import { mainDocument } from "../pages";
import { MODULE_ID } from "../module-id";

/** Each checked field's reason in the user's language (null: nothing wrong), by the field's name. */
type FieldReasons = ReadonlyMap<string, string | null>;

interface GmForm<T, R> {
  /** The window's class: `<name>-dialog`. */
  readonly name: string;
  readonly title: string;
  readonly icon: string;
  /**
   * The fields: a Handlebars template and its context (every word localized, printed escaped). Indie Dice's own are
   * named by the path it serves them at (`templates/dialogs/…`); another module's by its full path (`modules/<id>/…`).
   */
  readonly template?: string;
  readonly context?: object;
  /** The fields as escaped HTML instead, for a module's form written before `template` (Foundry cleans it again). */
  readonly content?: string;
  /** The main button: its action, label and what it answers from the form. */
  readonly submit: { readonly action: string; readonly label: string; answer(form: HTMLFormElement): T };
  /** Each field's reason as the form stands; checked on every keystroke and change, and again on submit. */
  check(form: HTMLFormElement): FieldReasons;
  /** Acts on the answer (starts the card); a throw is the refusal shown in the form, which stays open. */
  accept(answer: T): Promise<R>;
  /** The first render: rows drawn from DOM nodes, listeners. */
  render?(element: HTMLElement): void;
  /**
   * The chance of what the form starts, in words, as the form stands; asked only while no field has a reason (until
   * then the line says the odds wait for them). Shown as text, never markup.
   */
  chance?(form: HTMLFormElement): string;
  /** A one-field window (Change the difficulty): Foundry's own dialog size and layout, not a form's. */
  readonly small?: boolean;
}

const REFUSAL_CLASS = "indie-dice-form-refusal";
const CHANCE_CLASS = "indie-dice-form-chance";
const ROW_REASONS_CLASS = "indie-dice-row-reasons";

/** Opens the form; resolves with what its action gave once accepted, or null when it is closed. */
export async function askGmForm<T, R>(form: GmForm<T, R>): Promise<R | null> {
  const { DialogV2 } = foundry.applications.api;
  // The focus goes back to what opened the form once it is gone (src/ui/dom/return-focus.ts).
  const giveFocusBack = focusReturner(focusedDocument());
  const content = await fieldsOf(form);
  return new Promise<R | null>((resolve) => {
    // What the action gave; the promise resolves once the window is gone, with it or (closed without one) null.
    let accepted: { readonly value: R } | null = null;
    const formOf = (): HTMLFormElement | null =>
      dialog.element.querySelector("form") ?? (isFormElement(dialog.element) ? dialog.element : null);
    // The fields checked, each reason shown and the main button enabled or not; whether they are all right.
    const checked = (): boolean => {
      const element = formOf();
      return element !== null && showReasons(element, form.check(element), form.submit.action);
    };
    // Checked, and the chance worked out again: only when a field changed (a submit or its re-check changes none).
    const refreshed = (): void => {
      const valid = checked();
      const element = formOf();
      if (element && form.chance)
        showChance(element, valid ? form.chance(element) : game.i18n.localize("INDIE_DICE.Dialog.Labels.FixFields"));
    };
    const dialog = new DialogV2({
      window: { title: form.title, icon: form.icon },
      classes: ["indie-dice", `${form.name}-dialog`, ...(form.small ? [] : ["indie-dice-form"])],
      ...(form.small ? {} : { position: formPosition() }),
      content,
      buttons: [
        {
          action: form.submit.action,
          label: form.submit.label,
          icon: form.icon,
          default: true,
          // Wrapped, so that an answer of any shape is told apart from the action's name.
          callback: (_event: Event, button: HTMLButtonElement) => ({ answer: form.submit.answer(button.form!) }),
        },
      ],
      form: { closeOnSubmit: false },
      submit: async (result: unknown) => {
        showRefusal(dialog.element, null);
        if (!checked() || typeof result !== "object" || result === null || !("answer" in result)) {
          // Foundry enables the buttons again once `submit` is done: the main one is then disabled again.
          setTimeout(() => dialog.rendered && checked(), 0);
          return;
        }
        try {
          accepted = { value: await form.accept(result.answer as T) };
        } catch (error) {
          showRefusal(dialog.element, error);
          return;
        }
        await dialog.close();
      },
    });
    dialog.addEventListener(
      "close",
      () => {
        resolve(accepted === null ? null : accepted.value);
        giveFocusBack();
      },
      { once: true },
    );
    dialog.addEventListener(
      "render",
      () => {
        form.render?.(dialog.element);
        const element = formOf();
        addRefusalLine(dialog.element);
        if (element && form.chance) addChanceLine(element);
        const update = () => {
          showRefusal(dialog.element, null);
          refreshed();
        };
        element?.addEventListener("input", update);
        element?.addEventListener("change", update);
        // A form opened with a field already wrong says so at once (its button disabled).
        refreshed();
      },
      { once: true },
    );
    void dialog.render({ force: true });
  });
}

/** The form's fields as HTML: its template rendered (Handlebars escapes; DialogV2 cleans any string content again). */
function fieldsOf(form: Pick<GmForm<unknown, unknown>, "template" | "context" | "content">): Promise<string> {
  if (form.template === undefined) return Promise.resolve(form.content ?? "");
  const path = form.template.startsWith("modules/") ? form.template : `modules/${MODULE_ID}/${form.template}`;
  return foundry.applications.handlebars.renderTemplate(path, { ...form.context });
}

/**
 * Each reason beside its field (as text), the field `aria-invalid` and described by it; the main button disabled
 * while any field has one. True when none has.
 */
function showReasons(form: HTMLFormElement, reasons: FieldReasons, action: string): boolean {
  let valid = true;
  for (const [name, reason] of reasons) {
    valid &&= reason === null;
    const field = namedField(form, name);
    if (!field) continue;
    field.setAttribute("aria-invalid", String(reason !== null));
    // A field's reason gets its place the first time it has one: an empty place would take a table's room.
    const place = reason === null ? placeMadeFor(field) : reasonPlace(field);
    if (!place) continue;
    place.hidden = reason === null;
    place.querySelector(".indie-dice-error-text")!.textContent = reason ?? "";
  }
  for (const row of form.querySelectorAll<HTMLTableRowElement>(`tr.${ROW_REASONS_CLASS}`))
    row.hidden = row.querySelector(".indie-dice-field-error:not([hidden])") === null;
  const button = [...form.querySelectorAll<HTMLButtonElement>("button[data-action]")].find(
    (candidate) => candidate.dataset.action === action,
  );
  if (button) button.disabled = !valid;
  return valid;
}

/** The place made for the field's reason, if it ever had one. */
function placeMadeFor(field: HTMLInputElement | HTMLSelectElement): HTMLElement | null {
  return field.id ? field.ownerDocument.getElementById(`${field.id}-error`) : null;
}

/**
 * The field's reason's place, made the first time: in its form group, under its label and field; a table cell's in a
 * row of the row's reasons under it, across every column, so that the columns keep their widths (a reason in its cell
 * widened the cell's column and moved every other).
 */
function reasonPlace(field: HTMLInputElement | HTMLSelectElement): HTMLElement {
  const id = field.id || `${field.closest(".application")?.id ?? "indie-dice-form"}-${field.name}`;
  field.id = id;
  const found = placeMadeFor(field);
  if (found) return found;
  const place = field.ownerDocument.createElement("p");
  place.className = "indie-dice-field-error";
  place.id = `${id}-error`;
  place.hidden = true;
  const icon = field.ownerDocument.createElement("i");
  icon.className = "fa-solid fa-circle-exclamation";
  icon.setAttribute("aria-hidden", "true");
  const text = field.ownerDocument.createElement("span");
  text.className = "indie-dice-error-text";
  place.append(icon, " ", text);
  const cell = field.closest("td");
  (cell ? rowReasons(cell) : (field.closest(".form-group") ?? field.parentElement))?.append(place);
  const described = new Set((field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean));
  described.add(place.id);
  field.setAttribute("aria-describedby", [...described].join(" "));
  return place;
}

/** The cell of the row under a cell's row that holds that row's reasons, made the first time. */
function rowReasons(cell: HTMLTableCellElement): HTMLTableCellElement | null {
  const row = cell.closest("tr");
  if (!row) return null;
  const next = row.nextElementSibling;
  if (next?.classList.contains(ROW_REASONS_CLASS)) return next.querySelector("td");
  const reasons = row.ownerDocument.createElement("tr");
  reasons.className = ROW_REASONS_CLASS;
  const wide = row.ownerDocument.createElement("td");
  wide.colSpan = row.cells.length;
  reasons.append(wide);
  row.after(reasons);
  return wide;
}

/** The refusal's line, after the fields: where the action's refusal is shown (as text), hidden until then. */
function addRefusalLine(root: HTMLElement): void {
  const line = root.ownerDocument.createElement("p");
  line.className = `indie-dice-field-error ${REFUSAL_CLASS}`;
  line.setAttribute("role", "alert");
  line.hidden = true;
  root.querySelector(".dialog-content")?.append(line);
}

/**
 * The chance's line, between the fields (which scroll) and the footer's button: in view however many rows there are.
 */
function addChanceLine(form: HTMLFormElement): void {
  const line = form.ownerDocument.createElement("p");
  line.className = CHANCE_CLASS;
  line.setAttribute("aria-live", "polite");
  const footer = form.querySelector(".form-footer");
  if (footer) footer.before(line);
  else form.append(line);
}

function showChance(form: HTMLFormElement, text: string): void {
  const line = form.querySelector(`.${CHANCE_CLASS}`);
  if (line) line.textContent = text;
}

/** The action's refusal above the main button (as text), or none. */
function showRefusal(root: HTMLElement, error: unknown): void {
  const place = root.querySelector<HTMLElement>(`.${REFUSAL_CLASS}`);
  if (!place) return;
  // A refusal without words (one already shown as a notification) keeps the form open, saying nothing twice.
  place.textContent = error === null ? "" : refusalText(error);
  place.hidden = place.textContent === "";
}

/**
 * A refusal's words as text: from its key and data (a shown refusal's message was escaped for Foundry's HTML
 * notifications, so a name's apostrophe would read `&#x27;` as text), else its message.
 */
export function refusalText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof IndieDiceError ? error.cause : error;
  if (cause instanceof IndieDiceError) return errorText(game.i18n, cause);
  return error instanceof Error ? error.message : String(error);
}

/** One row of a form's table: each node in a cell of its own. */
export function tableRow(cells: readonly Node[]): HTMLTableRowElement {
  // In the cells' own page (the form's: a window Foundry v14 detached has its own).
  const page = cells[0]?.ownerDocument ?? mainDocument();
  const row = page.createElement("tr");
  row.append(
    ...cells.map((content) => {
      const cell = page.createElement("td");
      cell.append(content);
      return cell;
    }),
  );
  return row;
}

/** A table with a header cell (its words) over each column, and these rows. */
export function tableOfRows(
  page: Document,
  headers: readonly string[],
  rows: readonly (readonly Node[])[],
): HTMLTableElement {
  const table = page.createElement("table");
  const head = table.createTHead().insertRow();
  for (const text of headers) {
    const cell = page.createElement("th");
    cell.scope = "col";
    cell.textContent = text;
    head.append(cell);
  }
  table.createTBody().append(...rows.map(tableRow));
  return table;
}

/**
 * A number field as typed, for the form's check: its text, or for text the browser cannot read as a number (it
 * reports it as badInput and gives "") `UNREADABLE_NUMBER`, so the check refuses it as no number rather than read it
 * as empty.
 */
export function typedNumber(form: HTMLFormElement, name: string): string {
  const field = namedField(form, name);
  if (!field) return "";
  return isElement(field) && "validity" in field && field.validity.badInput ? UNREADABLE_NUMBER : field.value.trim();
}

/** A number field's value once checked: undefined when left empty. */
export function numberIn(form: HTMLFormElement, name: string): number | undefined {
  const text = typedNumber(form, name);
  return text === "" ? undefined : Number(text);
}
