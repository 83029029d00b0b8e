import { IndieDiceError } from "../../core/errors";
import type { SystemDamageRules } from "../../core/damage/damage-question";
import type { DamageTarget } from "../../core/damage/damage-question-types";
import type { Limit } from "../../core/limits";
import type { SystemOdds } from "../../core/systems/system-odds-types";
import { errorText } from "../dialogs/error-text";
import { FormReader } from "../dialogs/form-reader";
import { formatWith, type Translator } from "../translator";
import { systemOddsView, type SystemLabels, type SystemOddsView } from "./system-odds-view";

/**
 * A game system's question in the web odds calculator (docs/systems.md "In the web calculator"): the fields a reader
 * fills in place of the system's live dialog, and the figures the adapter's own core and words give for them, drawn
 * as the dialog draws them. Two halves, so the page carries only the light one: the page (a view's tab and fields,
 * `SystemCalculatorPage`, in each system's `ui/calculator-page.ts`) and the answer (`SystemCalculatorAnswerer`,
 * `ui/calculator-answer.ts`, which reads the fields into the core's question), fetched with the engine when a
 * system's view first opens (calculator/systems-chunk.ts).
 */

/** A choice of a field: its value as the link holds it, and its words (a key) or its text as written ("d12"). */
type SystemCalculatorOption = { readonly value: string } & ({ readonly label: string } | { readonly text: string });

/** One field of the question: a whole number, a text, or one of a few choices. */
export type SystemCalculatorField = {
  readonly name: string;
  /** Its label's key. */
  readonly label: string;
  /** What it is for, under it (a key); optional. */
  readonly hint?: string;
  /** What a new question holds ("" for an empty field). */
  readonly initial: string;
  /** Shown only while another field (a choice) holds one of these values: a field of one system's rules alone. */
  readonly shownWith?: { readonly field: string; readonly values: readonly string[] };
} & (
  | { readonly kind: "number" }
  /** A formula or a word, as typed. */
  | { readonly kind: "text" }
  | { readonly kind: "choice"; readonly options: readonly SystemCalculatorOption[] }
);

/** A system's view of the calculator as the page draws it: the link's `view`, its tab's words, its fields. */
export interface SystemCalculatorPage {
  /** The system's id: the view's in the link (`view=<id>`). */
  readonly id: string;
  readonly title: string;
  readonly hint: string;
  readonly fields: readonly SystemCalculatorField[];
}

/** What the fields ask, read: the figures to work out (the core's, which may refuse) and their words. */
interface SystemCalculatorInput {
  readonly odds: () => SystemOdds;
  readonly labels: SystemLabels;
  /**
   * Lines that are no chance, said under the figures: what a choice after the roll costs (CoC7's Luck), as the
   * roll's message says them (docs/systems.md "After the roll"). Optional.
   */
  readonly after?: (i18n: Translator) => readonly string[];
}

/**
 * How a system answers its page's fields: `read` takes each field through the reader (which keeps each refusal,
 * localized, under the field's name) into the core's question.
 */
export interface SystemCalculatorAnswerer {
  readonly page: SystemCalculatorPage;
  read(reader: FormReader): SystemCalculatorInput;
}

/**
 * A system's part of the calculator's Damage view (src/ui/damage/damage-calculator-page.ts, docs/damage.md "In the web
 * calculator"), as the page draws it: its critical rules as choices, its target's rules as one (its id, the name its
 * damage rules give the target), and the fields of its target's adjustments, shown while its rules are chosen. Their
 * names are the system's own, unique on the page.
 */
export interface SystemDamagePage {
  readonly id: string;
  /** The system's name as a choice of the target's rules (a key). */
  readonly label: string;
  readonly criticals: readonly { readonly value: string; readonly label: string }[];
  readonly fields: readonly SystemCalculatorField[];
}

/** How a system answers its part: its damage rules, and its target's adjustments read from its fields. */
export interface SystemDamageAnswer {
  readonly rules: SystemDamageRules;
  /** The adjustments of a target of the system's rules, as its damage rules read them, against `type`. */
  readTarget(reader: FormReader, type: string): Omit<DamageTarget, "rules" | "hp" | "temp">;
}

/** A system's part of the Damage view: its page's part, and its answer (undefined in the page's own bundle). */
export interface SystemDamageCalculator {
  readonly page: SystemDamagePage;
  readonly answer: SystemDamageAnswer;
}

/**
 * A system's view of the calculator as its folder declares it (`ui/calculator.ts`, one line in
 * src/systems/calculator.ts): its page, and its answer. The page's own bundle holds the page alone — there `answer` is
 * undefined (vite.site.config.ts `withoutSystemAnswers`), so that the engine the answer imports stays out of the first
 * load; only the systems' lazy script (calculator/systems-chunk.ts) reads it.
 */
export interface SystemCalculator {
  readonly page: SystemCalculatorPage;
  readonly answer: SystemCalculatorAnswerer;
  /** Its part of the Damage view, for a system whose damage the engine knows. */
  readonly damage?: SystemDamageCalculator;
}

/** The answer to one state of the fields: each refused field's reason, else the figures or the engine's refusal. */
interface SystemCalculatorAnswer {
  readonly errors: Readonly<Record<string, string>>;
  readonly view: SystemOddsView | null;
  readonly refusal: string | null;
  /** The lines under the figures (`SystemCalculatorInput.after`), with them only. */
  readonly after: readonly string[];
}

/**
 * The answer to `fields` (the link's text; a field it does not hold reads as the page's initial value). The
 * calculator's reader asks about the whole question, so they see every figure, as the GM does in the dialog.
 */
export function systemCalculatorAnswer(
  answerer: SystemCalculatorAnswerer,
  fields: Readonly<Record<string, string>>,
  i18n: Translator,
): SystemCalculatorAnswer {
  const { page } = answerer;
  const reader = new FormReader(
    fields,
    Object.fromEntries(page.fields.map((field) => [field.name, field.initial])),
    i18n,
  );
  const question = answerer.read(reader);
  const errors = Object.fromEntries(
    page.fields.flatMap((field) => {
      const error = reader.error(field.name);
      return error === null ? [] : [[field.name, error]];
    }),
  );
  if (reader.errorCount > 0) return { errors, view: null, refusal: null, after: [] };
  let odds: SystemOdds;
  try {
    odds = question.odds();
  } catch (error) {
    if (!(error instanceof IndieDiceError)) throw error;
    return {
      errors,
      view: null,
      refusal: formatWith(i18n, "INDIE_DICE.SystemOdds.Refused", { reason: errorText(i18n, error) }),
      after: [],
    };
  }
  return {
    errors,
    view: systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", question.labels, i18n),
    refusal: null,
    after: question.after?.(i18n) ?? [],
  };
}

/** The values a choice field offers, for the reader's `choice`. */
export function optionValues(page: SystemCalculatorPage, name: string): string[] {
  const field = page.fields.find((candidate) => candidate.name === name);
  return field?.kind === "choice" ? field.options.map((option) => option.value) : [];
}

/** A number outside its field's range, said under the field (whose label names it): the range and the number typed. */
const OUT_OF_RANGE = "INDIE_DICE.Dialog.Error.OutOfRange";

/** A field's whole number inside `limit`; an empty field is refused too. */
export function wholeField(reader: FormReader, name: string, limit: Limit): number {
  return reader.integer(name, limit, 0, OUT_OF_RANGE);
}

/** A field's whole number inside `limit`, or null when it is left empty. */
export function optionalWholeField(reader: FormReader, name: string, limit: Limit): number | null {
  return reader.optionalInteger(name, limit, OUT_OF_RANGE) ?? null;
}
