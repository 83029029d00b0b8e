import type { DialogView, FormValues } from "./dialog-types";
import { WHOLE_NUMBER } from "./form-reader";

/**
 * A number field that takes the character's numbers is a text input, so the form gives its plain numbers as text
 * ("7"); they are kept as numbers, as a number input gives them, so remembered inputs and a saved form read the
 * same whichever input the field had. Expressions and empty fields stay as written.
 */
export function numbersAsNumbers(values: FormValues, view: Pick<DialogView, "fields">): FormValues {
  const numeric = new Set(
    view.fields.filter((field) => field.kind === "number" || field.kind === "stepper").map((field) => field.name),
  );
  const out: FormValues = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (numeric.has(name) && typeof value === "string" && WHOLE_NUMBER.test(value.trim()))
      out[name] = Number(value.trim());
  }
  return out;
}
