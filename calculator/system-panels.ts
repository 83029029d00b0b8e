/**
 * The game systems' views on the page (system-calculators.ts, docs/systems.md "In the web calculator"): each a
 * panel drawn from its system's page — a field each, labelled in the module's words — so the link holds its fields
 * as every panel's (`p.<name>`), and Back and Forward go to it as to any view. Its figures come from the systems'
 * lazy script (calculator/systems-chunk.ts: the systems' cores and the engine), fetched the first time one of these
 * views shows; until then the panel says the chance is being worked out, and if it cannot be fetched, says so.
 */
import { FIELD_PAGES } from "./system-calculators";
import type { SystemCalculatorField, SystemCalculatorPage } from "../src/ui/systems/system-calculator";
import type { Translator } from "../src/ui/translator";
import { LazyScript } from "./lazy-script";
import type * as SystemsChunk from "./systems-chunk";
import systemsChunk from "./systems-chunk?lazy-script";
import type { SystemView } from "./url-state";
import { markField } from "./field-error";

const script = new LazyScript<typeof SystemsChunk>(systemsChunk);

/** The module's words are named on the page without their common prefix (site-entry.ts `data-module-text`). */
const MODULE_PREFIX = "INDIE_DICE.";

/** A system's page, by its view; undefined for a view of no system. */
export function systemPageOf(view: string): SystemCalculatorPage | undefined {
  return FIELD_PAGES.find((page) => page.id === view);
}

export function isSystemView(view: string): view is SystemView {
  return systemPageOf(view) !== undefined;
}

/** What the page says while the figures are on their way, and when the script could not be fetched. */
interface WaitingWords {
  readonly working: string;
  readonly loadFailed: string;
}

export class SystemPanels {
  /** `onLoaded` redraws the page once the script has arrived (or failed to). */
  constructor(private readonly onLoaded: () => void) {}

  /** A panel for each system's view, before `before` (the dialog's host), hidden until its view opens. */
  draw(before: HTMLElement): void {
    before.before(...FIELD_PAGES.map((page) => panelOf(before.ownerDocument, page)));
  }

  /** Answers the panel's fields (each refused one marked, with its reason under it), or says what it waits for. */
  render(
    panel: HTMLFormElement,
    fields: Readonly<Record<string, string>>,
    i18n: Translator,
    words: WaitingWords,
  ): void {
    const page = systemPageOf(panel.dataset.view ?? "");
    const host = panel.querySelector<HTMLElement>(".calculator-system-odds");
    if (!page || !host) return;
    const chunk = script.exports;
    if (!chunk) script.load(this.onLoaded);
    const answer = chunk?.drawnSystemAnswer(page.id, fields, i18n, panel.ownerDocument) ?? null;
    const busy = !chunk && !script.failed;
    host.toggleAttribute("aria-busy", busy);
    showFields(panel, page, fields);
    for (const field of page.fields)
      markField(panel, field.name, `${fieldId(page, field.name)}-error`, answer?.errors[field.name] ?? null);
    if (answer?.figures) return host.replaceChildren(answer.figures);
    const reason = answer
      ? (answer.refusal ?? i18n.localize("INDIE_DICE.Dialog.Labels.FixFields"))
      : busy
        ? words.working
        : words.loadFailed;
    host.replaceChildren(Object.assign(panel.ownerDocument.createElement("p"), { textContent: reason }));
  }
}

/** Each field shown only with the choice it belongs to (`shownWith`: a target's adjustments, by its rules). */
function showFields(
  panel: HTMLFormElement,
  page: SystemCalculatorPage,
  fields: Readonly<Record<string, string>>,
): void {
  for (const field of page.fields) {
    if (!field.shownWith) continue;
    const { field: other, values } = field.shownWith;
    const initial = page.fields.find((candidate) => candidate.name === other)?.initial ?? "";
    const label = panel.querySelector(`[name="${field.name}"]`)?.closest("label");
    if (label) label.hidden = !values.includes(fields[other] ?? initial);
  }
}

function fieldId(page: SystemCalculatorPage, name: string): string {
  return `${page.id}-${name}`;
}

/** An element whose text is the module's words for `key`, written in the page's language by site-entry.ts. */
function worded(document: Document, tag: string, key: string): HTMLElement {
  const element = document.createElement(tag);
  element.dataset.moduleText = key.startsWith(MODULE_PREFIX) ? key.slice(MODULE_PREFIX.length) : key;
  return element;
}

/** The panel: its title and what it asks, a label a field (a hint and an error under it), then the figures. */
function panelOf(document: Document, page: SystemCalculatorPage): HTMLFormElement {
  const panel = document.createElement("form");
  panel.className = "playground-panel calculator-panel calculator-system";
  panel.dataset.view = page.id;
  panel.hidden = true;
  const title = worded(document, "h2", page.title);
  title.id = `${page.id}-panel-title`;
  panel.setAttribute("aria-labelledby", title.id);
  const hint = worded(document, "p", page.hint);
  hint.className = "calculator-hint";
  const figures = document.createElement("div");
  figures.className = "calculator-system-odds";
  figures.setAttribute("aria-live", "polite");
  panel.append(title, hint, ...page.fields.map((field) => fieldOf(document, page, field)), figures);
  return panel;
}

function fieldOf(document: Document, page: SystemCalculatorPage, field: SystemCalculatorField): HTMLLabelElement {
  const id = fieldId(page, field.name);
  const label = document.createElement("label");
  const control =
    field.kind === "choice" ? choiceOf(document, field.options, field.initial) : document.createElement("input");
  if (field.kind === "number") Object.assign(control, { type: "number", step: "1", defaultValue: field.initial });
  // A formula or a word: what the reader types is read as text, and no browser should correct it.
  if (field.kind === "text")
    Object.assign(control, { type: "text", defaultValue: field.initial, spellcheck: false, autocomplete: "off" });
  control.name = field.name;
  const error = document.createElement("small");
  error.id = `${id}-error`;
  error.className = "calculator-field-error";
  error.hidden = true;
  const notes = [error];
  if (field.hint) {
    const hint = worded(document, "small", field.hint);
    hint.id = `${id}-hint`;
    hint.className = "calculator-field-hint";
    notes.unshift(hint);
  }
  control.setAttribute("aria-describedby", notes.map((note) => note.id).join(" "));
  label.append(worded(document, "span", field.label), " ", control, ...notes);
  return label;
}

function choiceOf(
  document: Document,
  options: Extract<SystemCalculatorField, { kind: "choice" }>["options"],
  initial: string,
): HTMLSelectElement {
  const select = document.createElement("select");
  for (const option of options) {
    const element =
      "label" in option
        ? worded(document, "option", option.label)
        : Object.assign(document.createElement("option"), { textContent: option.text });
    Object.assign(element, { value: option.value, defaultSelected: option.value === initial });
    select.append(element);
  }
  return select;
}
