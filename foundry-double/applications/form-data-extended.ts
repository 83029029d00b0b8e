/**
 * foundry.applications.ux.FormDataExtended (v13 client/applications/ux/form-data-extended.mjs): a FormData whose
 * `object` holds each named field's value cast the Foundry way, and whose FormData entries are strings.
 *
 * - Unnamed fields, buttons, disabled fields (unless `disabled: true`) and — only when `readonly: false` — readonly
 *   fields are skipped; a disabled form yields nothing. The first field of a name wins.
 * - Several fields with one name: radios give the checked one's value (undefined when none is checked), other
 *   groups give an array.
 * - Checkbox: true/false; a checkbox with a value attribute (and no `data-dtype="Boolean"`) gives its value or null.
 * - number and range: "" is null, otherwise a Number (or the data-dtype). select-multiple: the selected values.
 * - `data-dtype` (or `dtypes[name]`): "String" as is, "Boolean" ("false" is false), "Number" ("" and "null" are
 *   null), "JSON" parsed.
 * - Elements with `[data-edit]` give their innerHTML (an img its src).
 * Editors (ProseMirror, TinyMCE) are not emulated. happy-dom has no FormDataEvent, so no "formdata" event is sent.
 */

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

export interface FormDataExtendedOptions {
  dtypes?: Record<string, string>;
  editors?: Record<string, unknown>;
  disabled?: boolean;
  readonly?: boolean;
}

export class FormDataExtended extends FormData {
  constructor(
    form: HTMLFormElement,
    { dtypes = {}, editors = {}, disabled = false, readonly = true }: FormDataExtendedOptions = {},
  ) {
    super();
    this.dtypes = dtypes;
    this.editors = editors;
    Object.defineProperty(this, "object", { value: {}, writable: false, enumerable: false });
    this.process(form, { disabled, readonly });
  }

  dtypes: Record<string, string>;

  editors: Record<string, unknown>;

  /** The cast values by field name. */
  declare readonly object: Record<string, unknown>;

  process(form: HTMLFormElement, options: { disabled: boolean; readonly: boolean }): void {
    this.#processFields(form, options);
    this.#processEditable(form, options);
  }

  /** happy-dom's FormData#set calls this.append; while it does, append must not touch `object`. */
  #native = false;

  override set(name: string, value: unknown): void {
    this.object[name] = value;
    this.#native = true;
    try {
      super.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
    } finally {
      this.#native = false;
    }
  }

  override append(name: string, value: unknown): void {
    if (this.#native) return super.append(name, String(value));
    if (name in this.object) {
      if (!Array.isArray(this.object[name])) this.object[name] = [this.object[name]];
    } else this.object[name] = [];
    (this.object[name] as unknown[]).push(value);
    super.append(name, String(value));
  }

  #processFields(form: HTMLFormElement, { disabled, readonly }: { disabled: boolean; readonly: boolean }): void {
    if (!disabled && form.hasAttribute("disabled")) return;
    for (const element of Array.from(form.elements) as FieldElement[]) {
      const name = element.name;
      if (!name || this.has(name)) continue;
      if (element.tagName === "BUTTON") continue;
      if (!disabled && element.matches(":disabled")) continue;
      if (!readonly && (element as HTMLInputElement).readOnly) continue;
      const field = form.elements.namedItem(name) as FieldElement | RadioNodeList;
      this.set(name, this.#fieldValue(name, field));
    }
  }

  #processEditable(form: HTMLFormElement, { disabled, readonly }: { disabled: boolean; readonly: boolean }): void {
    for (const element of Array.from(form.querySelectorAll<HTMLElement>("[data-edit]"))) {
      const name = element.dataset.edit as string;
      if (this.has(name) || name in this.editors) continue;
      if (
        (!disabled && (element as unknown as { disabled?: boolean }).disabled) ||
        (!readonly && (element as unknown as { readOnly?: boolean }).readOnly)
      )
        continue;
      const value = element.tagName === "IMG" ? element.getAttribute("src") : element.innerHTML.trim();
      this.set(name, value);
    }
  }

  #fieldValue(name: string, field: FieldElement | RadioNodeList): unknown {
    if (field instanceof RadioNodeList) {
      const fields = Array.from(field) as HTMLInputElement[];
      if (fields.every((f) => f.type === "radio")) {
        const chosen = fields.find((f) => f.checked);
        return chosen ? this.#fieldValue(name, chosen) : undefined;
      }
      return fields.map((f) => this.#fieldValue(name, f));
    }
    const dataType = field.dataset.dtype || this.dtypes[name];
    if (field.type === "checkbox") {
      const box = field as HTMLInputElement;
      if (box.hasAttribute("value") && dataType !== "Boolean")
        return this.#cast(box.checked ? box.value : null, dataType);
      return this.#cast(box.checked, dataType);
    }
    if (field.type === "number" || field.type === "range") {
      if (field.value === "") return null;
      return this.#cast(field.value, dataType || "Number");
    }
    if (field.type === "select-multiple") {
      return Array.from((field as HTMLSelectElement).options)
        .filter((o) => o.selected)
        .map((o) => this.#cast(o.value, dataType));
    }
    if (field.type === "radio") return (field as HTMLInputElement).checked ? this.#cast(field.value, dataType) : null;
    return this.#cast(field.value, dataType);
  }

  #cast(value: unknown, dataType: string | undefined): unknown {
    if (Array.isArray(value)) return value.map((v) => this.#cast(v, dataType));
    if (value === undefined || value === null || dataType === "String") return value;
    if (dataType === "Boolean") return value === "false" ? false : Boolean(value);
    if (dataType === "Number") return value === "" || value === "null" ? null : Number(value);
    if (dataType === "JSON") return JSON.parse(String(value)) as unknown;
    const cast = dataType ? (globalThis as Record<string, unknown>)[dataType] : undefined;
    if (typeof cast === "function") {
      try {
        return (cast as (v: unknown) => unknown)(value);
      } catch {
        console.warn(
          `The form field value "${String(value)}" was not able to be cast to the requested data type ${dataType}`,
        );
      }
    }
    return value;
  }
}
