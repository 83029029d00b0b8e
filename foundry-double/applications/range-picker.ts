/**
 * foundry.applications.elements.HTMLRangePickerElement (v13/v14 client/applications/elements/range-picker.mjs), the
 * `<range-picker>` a template writes: its min, max and step from its attributes, its value rounded to the step and
 * clamped; connected, a range input and a number input inside it, whose change (its propagation stopped) sets the
 * value; setting the value dispatches "input" and "change" from the element, bubbling (form-element.mjs:85-92).
 * Not emulated: form association (`form.elements`), `_internals`, disabled and readonly states, the slider's drag.
 */

const numberOr = (text: string | null, fallback: number) => {
  const value = Number(text);
  return text === null || Number.isNaN(value) ? fallback : value;
};

/** The class, made once per page: a DOM must exist before HTMLElement can be extended. */
function pickerClass(): CustomElementConstructor {
  return class HTMLRangePickerElement extends HTMLElement {
    #value = 0;
    #inputs: HTMLInputElement[] = [];

    get #min(): number {
      return numberOr(this.getAttribute("min"), 0);
    }

    get #max(): number {
      return numberOr(this.getAttribute("max"), 1);
    }

    get #step(): number | undefined {
      return Number(this.getAttribute("step")) || undefined;
    }

    get name(): string {
      return this.getAttribute("name") ?? "";
    }

    get value(): number {
      return this.#value;
    }

    set value(value: unknown) {
      this.#set(value);
      this.dispatchEvent(new Event("input", { bubbles: true, cancelable: true }));
      this.dispatchEvent(new Event("change", { bubbles: true, cancelable: true }));
    }

    get valueAsNumber(): number {
      return this.#value;
    }

    /** `_setValue`: rounded to the step from the minimum, clamped to the range. */
    #set(value: unknown): void {
      const step = this.#step;
      let number = Number(value);
      let max = this.#max;
      if (step) {
        number = Math.round((number - this.#min) / step) * step + this.#min;
        max = Math.floor((max - this.#min) / step) * step + this.#min;
      }
      this.#value = Math.min(Math.max(number, this.#min), max);
      for (const input of this.#inputs) input.value = String(this.#value);
    }

    connectedCallback(): void {
      if (this.#inputs.length > 0) return;
      this.#set(this.getAttribute("value"));
      this.#inputs = ["range", "number"].map((type) => {
        const input = document.createElement("input");
        input.type = type;
        input.min = String(this.#min);
        input.max = String(this.#max);
        input.step = String(this.#step ?? (type === "range" ? 0.1 : "any"));
        input.value = String(this.#value);
        input.addEventListener("change", (event) => {
          event.stopPropagation();
          this.value = input.valueAsNumber;
        });
        return input;
      });
      this.replaceChildren(...this.#inputs);
    }
  };
}

/** Foundry defines `<range-picker>` on every page; the double defines it once a DOM is there. */
export function defineRangePicker(): void {
  if (typeof customElements === "undefined" || customElements.get("range-picker")) return;
  customElements.define("range-picker", pickerClass());
}
