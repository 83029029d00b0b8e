import { isExpression } from "../../core/expressions/field-expression";
import type { Limit } from "../../core/limits";
import { formatWith } from "../translator";
import type { Translator } from "../translator";
import type { FieldKind, FieldOption, FieldView } from "./dialog-types";
import type { FormReader } from "./form-reader";

/**
 * Builders of FieldView: each takes the field's name, its label key and the reader that already read (and
 * checked) it, and returns what the template prints. Labels and hints are localized here, never in templates.
 */

export interface FieldFrame {
  readonly i18n: Translator;
  readonly reader: FormReader;
  readonly idPrefix: string;
}

interface FieldExtras {
  readonly disabled?: boolean;
  /** A message key for the hint under the field. */
  readonly hint?: string | null;
}

function baseField(frame: FieldFrame, name: string, labelKey: string, kind: FieldKind, extras: FieldExtras) {
  const disabled = extras.disabled ?? false;
  return {
    name,
    id: `${frame.idPrefix}-${name}`,
    label: frame.i18n.localize(labelKey),
    kind,
    value: frame.reader.shown(name),
    disabled,
    // A disabled field is not submitted and not checked: an error there could not be fixed.
    error: disabled ? null : frame.reader.error(name),
    hint: extras.hint ? frame.i18n.localize(extras.hint) : null,
  };
}

/** What a number field needs to take the character's numbers: a text input when it may, and what it came to. */
function expressionParts(frame: FieldFrame, name: string): Pick<FieldView, "expression" | "resolved"> {
  const resolved = frame.reader.resolved(name);
  return {
    expression: frame.reader.acceptsExpressions || isExpression(frame.reader.shown(name)),
    resolved: resolved === null ? null : formatWith(frame.i18n, "INDIE_DICE.Dialog.Resolved", { value: resolved }),
  };
}

/** A whole-number field bounded by a limit of `src/core/limits.ts`. */
export function numberField(
  frame: FieldFrame,
  name: string,
  labelKey: string,
  limit: Limit,
  extras: FieldExtras & { readonly suggestions?: FieldView["suggestions"] } = {},
): FieldView {
  const field: FieldView = {
    ...baseField(frame, name, labelKey, "number", extras),
    ...expressionParts(frame, name),
    min: limit.min,
    max: limit.max,
    step: 1,
  };
  return extras.suggestions ? { ...field, suggestions: extras.suggestions } : field;
}

/** A number with − and + buttons (Advantages, Disadvantages): the buttons are `data-action="stepField"`. */
export function stepperField(
  frame: FieldFrame,
  name: string,
  labelKey: string,
  limit: Limit,
  stepKeys: { readonly down: string; readonly up: string },
  extras: FieldExtras = {},
): FieldView {
  return {
    ...baseField(frame, name, labelKey, "stepper", extras),
    ...expressionParts(frame, name),
    min: limit.min,
    max: limit.max,
    step: 1,
    stepLabels: { down: frame.i18n.localize(stepKeys.down), up: frame.i18n.localize(stepKeys.up) },
  };
}

/** A select whose options are `[value, label key]` pairs; the value shown is the selected one. */
export function selectField(
  frame: FieldFrame,
  name: string,
  labelKey: string,
  choices: readonly (readonly [value: string, labelKey: string])[],
  extras: FieldExtras = {},
): FieldView {
  const base = baseField(frame, name, labelKey, "select", extras);
  const current = String(base.value);
  const options: FieldOption[] = choices.map(([value, key]) => ({
    value,
    label: frame.i18n.localize(key),
    selected: value === current,
  }));
  return { ...base, value: current, options };
}

export function checkboxField(frame: FieldFrame, name: string, labelKey: string, extras: FieldExtras = {}): FieldView {
  return { ...baseField(frame, name, labelKey, "checkbox", extras), value: frame.reader.checkbox(name) };
}

export function textareaField(
  frame: FieldFrame,
  name: string,
  labelKey: string,
  extras: FieldExtras & { readonly placeholder?: string } = {},
): FieldView {
  const field: FieldView = { ...baseField(frame, name, labelKey, "textarea", extras), value: frame.reader.text(name) };
  return extras.placeholder === undefined ? field : { ...field, placeholder: extras.placeholder };
}
