/**
 * foundry.applications.dice.RollResolver (v13 client/applications/dice/roll-resolver.mjs): the window Foundry opens
 * for dice configured to an interactive fulfillment method (manual entry, Bluetooth dice), a Handlebars form
 * application over the stand-in of templates/dice/roll-resolver.hbs (core-templates.ts). Emulated as Foundry does it:
 *
 * - awaitFulfillment: the roll's fulfillable terms (Roll.identifyFulfillableTerms) each get an id and their method
 *   (the core diceConfiguration's, else the default method); none: it resolves at once; otherwise the resolver is
 *   listed in Roll.RESOLVERS, renders, and resolves when its form is submitted.
 * - _prepareContext: the formula and one group per term (label: its expression, the method's icon and label), one
 *   result per die (max of the term's number and results), each a number input (1 to faces, readonly unless the
 *   method is "manual", disabled once it holds a result).
 * - _onSubmitForm: the submit button off (spinner), every input with no number given the term's randomFace, then
 *   ApplicationV2's submission to the handler _fulfillRoll (each value pushed to its term's results, null as a
 *   random face), every input disabled, and the first pass resolved.
 * - resolveResult: one more input (explode/reroll icons, the denomination's icon, a submit button) appended to the
 *   term's fieldset; its button refuses an invalid input (form.reportValidity), otherwise resolves with its number
 *   (a random face when empty or 0) and disables it.
 * - addTerm: a DiceTerm added during evaluation is identified like the first ones (isNew) and rendered again.
 * - registerResult: fills the first empty enabled input of that denomination and method, then clicks its button
 *   or checks whether all is done (_checkDone submits when no manual or empty input is left).
 * - close: a rendered resolver submits what its form holds (_fulfillRoll), leaves Roll.RESOLVERS and resolves.
 * Not emulated: the window's size (setPosition stores values only, as ApplicationV2's double does).
 */
import { ApplicationV2, type ApplicationDefaultOptions } from "../applications/application";
import { HandlebarsApplicationMixin } from "../applications/handlebars-application";
import { FormDataExtended } from "../applications/form-data-extended";
import { CONFIG, foundryNs, game } from "../globals";
import type { Roll } from "./roll";
import type { DiceTerm } from "./terms/dice-term";
import { installedGlobal } from "../globals";

type Plain = Record<string, unknown>;

/** A fulfillable term as the resolver tracks it (DiceTermFulfillmentDescriptor). */
export interface DiceTermFulfillmentDescriptor {
  id: string;
  term: DiceTerm;
  method: string;
  isNew?: boolean;
}

interface FulfillmentMethod {
  label: string;
  icon?: string;
  interactive?: boolean;
}

function rollClass(): {
  defaultImplementation: {
    RESOLVERS: Map<unknown, unknown>;
    identifyFulfillableTerms(terms: unknown[]): DiceTerm[];
    DICE_CONFIGURATION_SETTING: string;
  };
} {
  return foundryNs().dice.Roll as never;
}

function fulfillment(): {
  methods: Record<string, FulfillmentMethod>;
  dice: Record<string, { icon?: string } | undefined>;
  defaultMethod: string;
} {
  return CONFIG().Dice.fulfillment as never;
}

function localize(key: string): string {
  return game().i18n.localize(key);
}

export class RollResolver extends HandlebarsApplicationMixin(ApplicationV2) {
  constructor(roll: Roll, options: Plain = {}) {
    super(options);
    this.#roll = roll;
  }

  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    id: "roll-resolver-{id}",
    tag: "form",
    classes: ["roll-resolver"],
    window: { title: "DICE.RollResolution" },
    position: { width: 500 },
    form: {
      submitOnChange: false,
      closeOnSubmit: false,
      handler: RollResolver._fulfillRoll as never,
    },
  };

  static override PARTS = {
    form: { id: "form", template: "templates/dice/roll-resolver.hbs" },
  };

  get fulfillable(): Map<string, DiceTermFulfillmentDescriptor> {
    return this.#fulfillable;
  }

  #fulfillable = new Map<string, DiceTermFulfillmentDescriptor>();

  #resolve: (() => void) | undefined;

  get roll(): Roll {
    return this.#roll;
  }

  #roll: Roll;

  async awaitFulfillment(): Promise<void> {
    const fulfillable = await this.#identifyFulfillableTerms(this.roll.terms as unknown[]);
    if (!fulfillable.length) return;
    rollClass().defaultImplementation.RESOLVERS.set(this.roll, this);
    void this.render(true);
    return new Promise((resolve) => (this.#resolve = resolve));
  }

  registerResult(method: string, denomination: string, result: number): boolean {
    const query = `label[data-denomination="${denomination}"][data-method="${method}"] > input:not(:disabled)`;
    const term = Array.from(this.element.querySelectorAll<HTMLInputElement>(query)).find((input) => input.value === "");
    if (!term) {
      installedGlobal<{ notifications: { warn(m: string): unknown } }>("ui").notifications.warn(
        `${denomination} roll was not needed by the resolver.`,
      );
      return false;
    }
    term.value = `${result}`;
    const submitTerm = term.closest(".form-fields")?.querySelector("button");
    if (submitTerm) submitTerm.dispatchEvent(new MouseEvent("click"));
    else this._checkDone();
    return true;
  }

  override async close(options: Plain = {}): Promise<this> {
    if (this.rendered)
      await (this.constructor as unknown as typeof RollResolver)._fulfillRoll.call(
        this,
        null,
        null,
        new FormDataExtended(this.element as HTMLFormElement),
      );
    rollClass().defaultImplementation.RESOLVERS.delete(this.roll);
    this.#resolve?.();
    return super.close(options);
  }

  override async _prepareContext(_options: Plain): Promise<Plain> {
    const groups: Record<string, Plain> = {};
    const context = { formula: this.roll.formula, groups };
    for (const fulfillable of this.fulfillable.values()) {
      const { id, term, method, isNew } = fulfillable;
      fulfillable.isNew = false;
      const config = fulfillment().methods[method]!;
      const results: Plain[] = [];
      groups[id] = {
        results,
        label: term.expression,
        icon: config.icon ?? '<i class="fa-solid fa-bluetooth"></i>',
        tooltip: localize(config.label),
      };
      const { denomination, faces } = term;
      const icon = fulfillment().dice[denomination]?.icon;
      for (let i = 0; i < Math.max(term.number ?? 1, term.results.length); i++) {
        const result = term.results[i];
        const {
          result: value,
          exploded,
          rerolled,
        } = (result ?? {}) as { result?: number; exploded?: boolean; rerolled?: boolean };
        results.push({
          denomination,
          faces,
          id,
          method,
          icon,
          exploded,
          rerolled,
          isNew,
          value: value ?? "",
          readonly: method !== "manual",
          disabled: !!result,
        });
      }
    }
    return context;
  }

  override async _onSubmitForm(formConfig: Plain, event: Event): Promise<void> {
    this._toggleSubmission(false);
    this.element.querySelectorAll("input").forEach((input) => {
      if (!isNaN(input.valueAsNumber)) return;
      const { term } = this.fulfillable.get(input.name)!;
      input.value = `${term.randomFace()}`;
    });
    await super._onSubmitForm(formConfig as never, event as never);
    this.element?.querySelectorAll("input").forEach((input) => (input.disabled = true));
    this.#resolve?.();
  }

  async resolveResult(
    term: DiceTerm,
    method: string,
    { reroll = false, explode = false } = {},
  ): Promise<number | void> {
    const group = this.element.querySelector(`fieldset[data-term-id="${term._id}"]`);
    if (!group) {
      console.warn("Attempted to resolve a single result for an unregistered DiceTerm.");
      return;
    }
    const fields = document.createElement("div");
    fields.classList.add("form-fields");
    const label = document.createElement("label");
    label.classList.add("icon", "die-input", "new-addition");
    label.dataset.denomination = term.denomination;
    label.dataset.method = method;
    const { createNumberInput, createFontAwesomeIcon } = foundryNs().applications.fields;
    const input = createNumberInput({
      name: term._id,
      min: 1,
      max: term.faces,
      step: 1,
      readonly: method !== "manual",
      placeholder: localize(term.denomination),
    });
    label.append(input);
    if (reroll) label.append(createFontAwesomeIcon("arrow-rotate-right"));
    if (explode) label.append(createFontAwesomeIcon("burst"));
    const icon = fulfillment().dice[term.denomination]?.icon;
    if (icon) {
      const div = document.createElement("div");
      div.innerHTML = icon;
      label.append(...div.childNodes);
    }
    const button = document.createElement("button");
    button.type = "button";
    button.classList.add("submit-result");
    button.dataset.tooltip = "DICE.SubmitRoll";
    button.ariaLabel = localize("DICE.SubmitRoll");
    button.innerHTML = '<i class="fas fa-arrow-right"></i>';
    fields.append(label, button);
    group.appendChild(fields);
    this.setPosition({ height: "auto" });
    return new Promise((resolve) => {
      const button = fields.querySelector("button")!;
      const input = fields.querySelector("input")!;
      button.addEventListener("click", () => {
        if (!input.validity.valid) {
          input.form!.reportValidity();
          return;
        }
        let value = input.valueAsNumber;
        if (!value) value = term.randomFace();
        input.value = `${value}`;
        input.disabled = true;
        button.remove();
        resolve(value);
      });
    });
  }

  static async _fulfillRoll(
    this: RollResolver,
    _event: Event | null,
    _form: HTMLFormElement | null,
    formData: FormDataExtended,
  ): Promise<void> {
    for (const [id, value] of Object.entries(formData.object)) {
      const { term } = this.fulfillable.get(id)!;
      const results = Array.isArray(value) ? value : [value];
      for (const result of results as (number | null)[]) {
        const roll = { result: undefined as number | undefined, active: true };
        // A null value: the user skips external fulfillment and falls back to the digital roll.
        if (result === null) roll.result = term.randomFace();
        else roll.result = result;
        term.results.push(roll as never);
      }
    }
  }

  async #identifyFulfillableTerms(terms: unknown[], { isNew = false } = {}): Promise<DiceTerm[]> {
    const Roll = rollClass().defaultImplementation;
    const config = game().settings.get("core", Roll.DICE_CONFIGURATION_SETTING) as Record<string, string>;
    const fulfillable = Roll.identifyFulfillableTerms(terms);
    fulfillable.forEach((term: DiceTerm) => {
      if (term._id) return;
      const method = config[term.denomination] || fulfillment().defaultMethod;
      const id = foundryNs().utils.randomID();
      term._id = id;
      term.method = method;
      this.fulfillable.set(id, { id, term, method, isNew });
    });
    return fulfillable;
  }

  async addTerm(term: DiceTerm): Promise<void> {
    if (!(term instanceof (foundryNs().dice.terms.DiceTerm as unknown as typeof Object)))
      throw new Error("Only DiceTerm instances may be added to the RollResolver.");
    const fulfillable = await this.#identifyFulfillableTerms([term], { isNew: true });
    if (!fulfillable.length) return;
    void this.render({ force: true, position: { height: "auto" } });
    return new Promise((resolve) => (this.#resolve = resolve));
  }

  _checkDone(): void {
    const submitter = this.element.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    if (submitter.disabled) return;
    if (this.element.querySelector("input:not([readonly], :disabled)")) return;
    for (const input of this.element.querySelectorAll<HTMLInputElement>("input[readonly]:not(:disabled)")) {
      if (input.value === "") return;
    }
    (this.element as HTMLFormElement).requestSubmit(submitter);
  }

  _toggleSubmission(enabled: boolean): void {
    const submit = this.element.querySelector<HTMLButtonElement>("button[type=submit]")!;
    const icon = submit.querySelector("i")!;
    icon.className = `fa-solid ${enabled ? "fa-check" : "fa-spinner fa-pulse"}`;
    submit.disabled = !enabled;
  }
}
