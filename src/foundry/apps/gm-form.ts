/**
 * What the GM's forms share (Request a roll, a Group Test's and an Extended Test's start): the window itself — a
 * DialogV2 with one main button, opened at the form's width (src/ui/dialogs/window-size.ts), its fields scrolling
 * above that button (styles/dialogs.css "The GM's forms") — a table of rows built from DOM nodes (a name is a text
 * node, never markup) with a header over each column, and a number read from a field.
 */
import { namedField } from "../../ui/dom/elements";
import { formPosition } from "./window-sizes";
import { focusReturner } from "../../ui/dom/return-focus";

interface GmForm<T> {
  /** The window's class: `<name>-dialog`. */
  readonly name: string;
  readonly title: string;
  readonly icon: string;
  /** The fields, as escaped HTML (Foundry cleans it again). */
  readonly content: string;
  /** The main button: its action, label and what it answers from the form. */
  readonly submit: { readonly action: string; readonly label: string; answer(form: HTMLFormElement): T };
  /** Each render: rows drawn from DOM nodes, listeners. */
  render?(element: HTMLElement): void;
}

/** Opens the form; resolves with its main button's answer, or null when it is closed. */
export async function askGmForm<T>(form: GmForm<T>): Promise<T | null> {
  const giveFocusBack = focusReturner();
  const chosen: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: form.title, icon: form.icon },
    classes: ["indie-dice", `${form.name}-dialog`, "indie-dice-form"],
    position: formPosition(),
    content: form.content,
    buttons: [
      {
        action: form.submit.action,
        label: form.submit.label,
        icon: form.icon,
        default: true,
        // Wrapped, so that an answer of any shape is told apart from the null of a closed window.
        callback: (_event: Event, button: HTMLButtonElement) => ({ answer: form.submit.answer(button.form!) }),
      },
    ],
    render: (_event: Event, dialog: { element: HTMLElement }) => form.render?.(dialog.element),
    rejectClose: false,
    // Once the window is gone (DialogV2.wait answers on the click, before): src/ui/dom/return-focus.ts.
    close: () => giveFocusBack(),
  });
  return typeof chosen === "object" && chosen !== null && "answer" in chosen ? (chosen.answer as T) : null;
}

/** One row of a form's table: each node in a cell of its own. */
export function tableRow(cells: readonly Node[]): HTMLTableRowElement {
  const row = document.createElement("tr");
  row.append(...cells.map((content) => {
    const cell = document.createElement("td");
    cell.append(content);
    return cell;
  }));
  return row;
}

/** A table with a header cell (its words) over each column, and these rows. */
export function tableOfRows(headers: readonly string[], rows: readonly (readonly Node[])[]): HTMLTableElement {
  const table = document.createElement("table");
  const head = table.createTHead().insertRow();
  for (const text of headers) {
    const cell = document.createElement("th");
    cell.scope = "col";
    cell.textContent = text;
    head.append(cell);
  }
  table.createTBody().append(...rows.map(tableRow));
  return table;
}

/**
 * A number field's value: `empty` when left empty; text that is no number (the browser reports it as badInput) is
 * NaN, so the API refuses it, naming the field, like any other bad number.
 */
export function numberIn(form: HTMLFormElement, name: string, empty: number | undefined): number | undefined {
  const field = namedField(form, name);
  if (!field) return empty;
  if (field.validity.badInput) return Number.NaN;
  const text = field.value.trim();
  return text === "" ? empty : Number(text);
}
