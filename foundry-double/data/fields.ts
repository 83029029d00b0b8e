/**
 * foundry.data.fields: the part of DataField and StringField (v13 common/data/fields.mjs) a roll dialog renders
 * through the {{formField}} / {{formGroup}} helper — a field made on the spot, never part of a schema.
 *
 * - DataField: the options as given over the class's defaults (required false, nullable false, initial undefined,
 *   readonly false, gmOnly false, label "", hint ""); `fieldPath` is its name (no parent schema here);
 *   getInitialValue (a function initial is called, an explicit one returned, else undefined or null when nullable
 *   and required); toInput(config) names the input after the field unless the config does, and hands it to a
 *   custom `input` function when one is given; toFormGroup fills the group's label (the field's label, else its
 *   path), hint and input, then createFormGroup (or the group's `widget`).
 * - StringField: blank and trim default true; with choices, nullable and blank default false. _toInput: the value
 *   defaults to the initial one (blank for a required blank field), choices become options, and options make a
 *   select (with a blank option when the field may be blank, nullable or not required), otherwise a text input.
 * - BooleanField: required, not nullable, initial false; _toInput: a checkbox of the value (the initial one unset).
 * Validation, cleaning, schemas and every other field class are not emulated.
 */
import {
  createCheckboxInput,
  createFormGroup,
  createSelectInput,
  createTextInput,
  type FormGroupConfig,
  type SelectInputConfig,
} from "../applications/fields";
import { globalOf } from "../globals";

type Plain = Record<string, unknown>;

export interface DataFieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  readonly?: boolean;
  gmOnly?: boolean;
  label?: string;
  hint?: string;
  [key: string]: unknown;
}

export type FieldInputConfig = SelectInputConfig & {
  input?: (field: DataField, config: FieldInputConfig) => HTMLElement;
  choices?: unknown;
  [key: string]: unknown;
};

export type FieldGroupConfig = Partial<FormGroupConfig> & {
  widget?: (field: DataField, group: Plain, input: FieldInputConfig) => HTMLElement;
};

export class DataField {
  /** The class this field was made by (a subclass's statics read through it). */
  declare ["constructor"]: typeof DataField;

  constructor(options: DataFieldOptions = {}, { name }: { name?: string } = {}) {
    this.name = name;
    this.options = options;
    const defaults = this.constructor._defaults;
    for (const key of Object.keys(defaults))
      (this as unknown as Plain)[key] = key in options ? options[key] : defaults[key];
  }

  static get _defaults(): Plain {
    return {
      required: false,
      nullable: false,
      initial: undefined,
      readonly: false,
      gmOnly: false,
      label: "",
      hint: "",
    };
  }

  name: string | undefined;

  options: DataFieldOptions;

  declare required: boolean;

  declare nullable: boolean;

  declare initial: unknown;

  declare label: string;

  declare hint: string;

  get fieldPath(): string {
    return this.name ?? "";
  }

  getInitialValue(data: Plain = {}): unknown {
    if (this.initial instanceof Function) return (this.initial as (data: Plain) => unknown)(data);
    if (this.initial !== undefined) return this.initial;
    if (!this.required) return undefined;
    if (this.nullable) return null;
    return undefined;
  }

  toInput(config: FieldInputConfig = {}): HTMLElement {
    const inputConfig: FieldInputConfig = { name: this.fieldPath, ...config };
    if (inputConfig.input instanceof Function) return config.input!(this, inputConfig);
    return this._toInput(inputConfig);
  }

  _toInput(_config: FieldInputConfig): HTMLElement {
    throw new Error(`The ${this.constructor.name} class does not implement the _toInput method`);
  }

  toFormGroup(groupConfig: FieldGroupConfig = {}, inputConfig: FieldInputConfig = {}): HTMLElement {
    if (groupConfig.widget instanceof Function) return groupConfig.widget(this, groupConfig as Plain, inputConfig);
    groupConfig.label ??= this.label ?? this.fieldPath;
    groupConfig.hint ??= this.hint;
    groupConfig.input ??= this.toInput(inputConfig);
    return createFormGroup(groupConfig as FormGroupConfig);
  }
}

export class StringField extends DataField {
  constructor(
    options: DataFieldOptions & { blank?: boolean; trim?: boolean; choices?: unknown } = {},
    context: { name?: string } = {},
  ) {
    super(options, context);
    if (this.choices) {
      this.nullable = (options.nullable as boolean | undefined) ?? false;
      this.blank = (options.blank as boolean | undefined) ?? false;
    }
  }

  static override get _defaults(): Plain {
    return Object.assign(super._defaults, { blank: true, trim: true, choices: undefined, textSearch: false });
  }

  declare blank: boolean;

  declare trim: boolean;

  declare choices: unknown;

  override getInitialValue(data: Plain = {}): unknown {
    const initial = super.getInitialValue(data);
    if (this.blank && this.required && !initial) return "";
    return initial;
  }

  override _toInput(config: FieldInputConfig): HTMLElement {
    if (config.value === undefined) config.value = this.getInitialValue({});
    config.choices ??= this.choices;
    prepareChoiceConfig(config);
    if (config.options) {
      if (this.blank || this.nullable || !this.required) config.blank ??= "";
      return createSelectInput(config);
    }
    return createTextInput(config);
  }
}

export class BooleanField extends DataField {
  static override get _defaults(): Plain {
    return Object.assign(super._defaults, { required: true, nullable: false, initial: false });
  }

  override _toInput(config: FieldInputConfig): HTMLElement {
    config.value ??= this.initial;
    return createCheckboxInput(config);
  }
}

/** StringField._prepareChoiceConfig: choices (an object, or a function giving one) become `options`. */
function prepareChoiceConfig(config: FieldInputConfig): void {
  if (config.options || !("choices" in config)) return;
  const choices = typeof config.choices === "function" ? (config.choices as () => unknown)() : config.choices;
  if (typeof choices === "object" && choices !== null) {
    config.options = Object.entries(choices).map(([value, entry]) => {
      const choice: Plain = { value };
      if (typeof entry === "object" && entry !== null) {
        const { labelAttr = "label", valueAttr } = config;
        if (valueAttr && valueAttr in entry) choice.value = (entry as Plain)[valueAttr];
        if (labelAttr in entry) choice.label = (entry as Plain)[labelAttr];
        for (const key of ["group", "disabled", "rule"]) if (key in entry) choice[key] = (entry as Plain)[key];
      } else choice.label = String(entry);
      if (config.localize && choice.label)
        choice.label =
          globalOf<{ i18n?: { localize(k: string): string } }>("game")?.i18n?.localize(String(choice.label)) ??
          choice.label;
      return choice;
    });
  }
  delete config.choices;
  delete config.valueAttr;
  delete config.labelAttr;
}
