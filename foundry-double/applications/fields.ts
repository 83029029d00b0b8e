/**
 * foundry.applications.fields, the input builders the roll resolver uses (v13 client/applications/forms/fields.mjs):
 * createNumberInput (a type="number" input: its value when numeric, rounded to a numeric step, else an empty value;
 * min, max and step — "any" unless a number — as attributes) with setInputAttributes (required, disabled, readonly,
 * autofocus toggled; id, classes, placeholder, dataset and aria-* set), and createFontAwesomeIcon (an inert <i> of
 * the style's and glyph's classes). The other builders (selects, multi-selects, editors…) are not emulated.
 */

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

export function createFontAwesomeIcon(glyph: string, { style = "solid", fixedWidth = false, classes = [] as string[] } = {}): HTMLElement {
  const glyphClass = glyph.startsWith("fa-") ? glyph : `fa-${glyph}`;
  const icon = document.createElement("i");
  icon.inert = true;
  icon.classList.add(`fa-${style}`, glyphClass, ...classes);
  if (fixedWidth) icon.classList.add("fa-fw");
  return icon;
}
