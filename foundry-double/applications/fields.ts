/**
 * foundry.applications.fields, the input builders the roll resolver and a system's roll dialog use (v13
 * client/applications/forms/fields.mjs): createNumberInput (a type="number" input: its value when numeric, rounded to
 * a numeric step, else an empty value; min, max and step — "any" unless a number — as attributes) with
 * setInputAttributes (required, disabled, readonly, autofocus toggled; id, classes, placeholder, dataset and aria-*
 * set), createTextInput (its value as the attribute), createCheckboxInput (`checked` when the value is truthy),
 * createSelectInput (options laid out by
 * prepareSelectOptionGroups: groups, the blank option first, `selected` toggled on the chosen values; an option's
 * `rule` adds an <hr> after it), createFormGroup (`div.form-group` of its classes, stacked first: a label — its
 * `for` the first input's id under a rootId, units after it — then `div.form-fields` with the input(s), then a
 * `p.hint`) and createFontAwesomeIcon (an inert <i> of the style's and glyph's classes). Multi-selects and editors
 * are not emulated.
 */
import { prepareGroups, type SelectConfig } from "../select-options";
import { globalOf } from "../globals";

export interface InputConfig {
  name?: string;
  value?: unknown;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  autofocus?: boolean;
  id?: string;
  classes?: string;
  placeholder?: string;
  dataset?: Record<string, string>;
  aria?: Record<string, string>;
}

/** Foundry's Number.isNumeric (common/primitives/number.mjs): a number, or a string that is one, and finite. */
function isNumeric(value: unknown): value is number | string {
  if (typeof value === "boolean" || value === null || value === undefined || value === "") return false;
  return Number.isFinite(Number(value));
}

export interface SelectInputConfig extends InputConfig {
  options?: Record<string, unknown>[];
  groups?: string[];
  blank?: string;
  valueAttr?: string;
  labelAttr?: string;
  localize?: boolean;
  sort?: boolean;
}

export interface FormGroupConfig {
  input: HTMLElement | HTMLCollection;
  label?: string;
  hint?: string;
  units?: string;
  rootId?: string;
  classes?: string[];
  stacked?: boolean;
  localize?: boolean;
  hidden?: boolean;
}

interface I18nLike {
  lang: string;
  localize(key: string): string;
}

function i18n(): I18nLike {
  const found = globalOf<{ i18n?: I18nLike }>("game")?.i18n;
  return found ?? { lang: "en", localize: (key) => key };
}

export function createFormGroup(config: FormGroupConfig): HTMLDivElement {
  const { hint, label = "", rootId, stacked, localize, units } = config;
  const classes = config.classes ?? [];
  if (stacked) classes.unshift("stacked");
  classes.unshift("form-group");
  const inputs = config.input instanceof HTMLCollection ? Array.from(config.input) : [config.input];
  let labelFor: string | undefined;
  if (rootId) {
    for (const [i, element] of inputs.entries()) {
      const id = [rootId, (element as HTMLInputElement).name, inputs.length > 1 ? i : ""].filter(Boolean).join("-");
      labelFor ||= id;
      element.setAttribute("id", id);
    }
  }
  const group = document.createElement("div");
  group.className = classes.join(" ");
  group.hidden = config.hidden ?? false;
  const labelElement = document.createElement("label");
  labelElement.innerText = localize ? i18n().localize(label) : label;
  if (labelFor) labelElement.setAttribute("for", labelFor);
  if (units) labelElement.insertAdjacentHTML("beforeend", ` <span class="units">(${i18n().localize(units)})</span>`);
  group.prepend(labelElement);
  const fields = document.createElement("div");
  fields.className = "form-fields";
  fields.append(...inputs);
  group.append(fields);
  if (hint) {
    const p = document.createElement("p");
    p.className = "hint";
    p.innerText = localize ? i18n().localize(hint) : hint;
    group.append(p);
  }
  return group;
}

export function createTextInput(config: InputConfig): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "text";
  input.name = config.name ?? "";
  input.setAttribute("value", config.value === undefined || config.value === null ? "" : String(config.value));
  setInputAttributes(input, config);
  return input;
}

/** A checkbox, checked when the value is truthy (fields.mjs createCheckboxInput). */
export function createCheckboxInput(config: InputConfig): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "checkbox";
  input.name = config.name ?? "";
  if (config.value) input.setAttribute("checked", "");
  setInputAttributes(input, config);
  return input;
}

export function createSelectInput(config: SelectInputConfig): HTMLSelectElement {
  const select = document.createElement("select");
  select.name = config.name ?? "";
  setInputAttributes(select, config);
  for (const { group, options } of prepareSelectOptionGroups(config)) {
    let parent: HTMLSelectElement | HTMLOptGroupElement = select;
    if (group) {
      parent = document.createElement("optgroup");
      parent.label = group;
      select.append(parent);
    }
    for (const { value, label, selected, disabled, rule, dataset } of options) {
      if (value !== undefined && label !== undefined) {
        const option = document.createElement("option");
        option.value = value;
        option.innerText = label;
        if (selected) option.toggleAttribute("selected", true);
        if (disabled) option.toggleAttribute("disabled", true);
        for (const [key, data] of Object.entries(dataset ?? {})) option.dataset[key] = data;
        parent.append(option);
      }
      if (rule) parent.insertAdjacentHTML("beforeend", "<hr>");
    }
  }
  return select;
}

/** The options grouped and ordered as a select shows them (the value, or each of several values, selected). */
export function prepareSelectOptionGroups(config: SelectInputConfig): ReturnType<typeof prepareGroups> {
  const values =
    config.value === undefined || config.value === null
      ? []
      : typeof config.value === "object"
        ? Array.from(config.value as Iterable<unknown>, String)
        : [String(config.value)];
  const select: SelectConfig = {
    options: config.options ?? [],
    value: values,
    blank: config.blank,
    groups: config.groups,
    valueAttr: config.valueAttr,
    labelAttr: config.labelAttr,
    localize: Boolean(config.localize),
    sort: Boolean(config.sort),
  };
  return prepareGroups(select, i18n());
}

export function createNumberInput(config: InputConfig): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "number";
  if (config.name) input.name = config.name;
  const step = typeof config.step === "number" ? config.step : "any";
  let value = config.value;
  if (isNumeric(value)) {
    // Number#toNearest (common/primitives/number.mjs): rounded to the step.
    if (typeof config.step === "number") value = Math.round(Number(value) / config.step) * config.step;
    input.setAttribute("value", String(value));
  } else input.setAttribute("value", "");
  if (typeof config.min === "number") input.setAttribute("min", String(config.min));
  if (typeof config.max === "number") input.setAttribute("max", String(config.max));
  input.setAttribute("step", String(step));
  setInputAttributes(input, config);
  return input;
}

export function setInputAttributes(input: HTMLElement, config: InputConfig): void {
  input.toggleAttribute("required", config.required === true);
  input.toggleAttribute("disabled", config.disabled === true);
  input.toggleAttribute("readonly", config.readonly === true);
  input.toggleAttribute("autofocus", config.autofocus === true);
  if (config.id) input.id = config.id;
  if ("classes" in config) input.className = config.classes ?? "";
  if (config.placeholder !== undefined) input.setAttribute("placeholder", config.placeholder);
  for (const [k, v] of Object.entries(config.dataset ?? {})) input.dataset[k] = v;
  for (const [k, v] of Object.entries(config.aria ?? {})) input.setAttribute(`aria-${k}`, v);
}

export function createFontAwesomeIcon(
  glyph: string,
  { style = "solid", fixedWidth = false, classes = [] as string[] } = {},
): HTMLElement {
  const glyphClass = glyph.startsWith("fa-") ? glyph : `fa-${glyph}`;
  const icon = document.createElement("i");
  icon.inert = true;
  icon.classList.add(`fa-${style}`, glyphClass, ...classes);
  if (fixedWidth) icon.classList.add("fa-fw");
  return icon;
}
