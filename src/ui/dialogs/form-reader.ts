import { IndieDiceError } from "../../core/errors";
import { isExpression, resolveExpression } from "../../core/expressions/field-expression";
import { limitError, type Limit } from "../../core/limits";
import { formatWith, type Translator } from "../translator";
import type { FormValues } from "./dialog-types";
import { errorText } from "./error-text";

type RawValue = FormValues[string];

/**
 * What a number field holds when the browser could not read its text as a number (`validity.badInput`: a lone "-",
 * "1e"), which it reports as empty: the GM's forms pass this instead (src/foundry/apps/gm-form.ts `typedNumber`), so
 * the field is refused as no number rather than read as empty, with a reason that says so.
 */
export const UNREADABLE_NUMBER = "NaN";

/** A whole number as typed: `12`, ` -3 `, `+4`, `−2` (a true minus sign); nothing else. */
export const WHOLE_NUMBER = /^[+-]?\d+$/;

type Parsed =
  { readonly kind: "empty" } | { readonly kind: "number"; readonly value: number } | { readonly kind: "bad" };

function parseWhole(raw: RawValue): Parsed {
  if (raw === null || raw === undefined) return { kind: "empty" };
  if (typeof raw === "number") return Number.isNaN(raw) ? { kind: "empty" } : { kind: "number", value: raw };
  if (typeof raw !== "string") return { kind: "bad" };
  const text = raw.trim().replace("\u2212", "-");
  if (text === "") return { kind: "empty" };
  return WHOLE_NUMBER.test(text) ? { kind: "number", value: Number(text) } : { kind: "bad" };
}

/**
 * Reads raw form values field by field and keeps the first error of each field, localized. Every reader
 * returns a usable value even for a bad field (the fallback), so a model can go on to build every field's view;
 * the model offers a roll request only when `errorCount` is 0.
 */
export class FormReader {
  readonly #errors = new Map<string, string>();
  /** What each field written as an `@` expression came to, read against the character's roll data. */
  readonly #resolved = new Map<string, number>();

  /**
   * `rollData` is the character's (`actor.getRollData()`), which a field written with `@` paths reads; left out,
   * the form has no character and such a field is an error saying so.
   */
  constructor(
    private readonly form: FormValues,
    private readonly defaults: FormValues,
    private readonly i18n: Translator,
    private readonly rollData: unknown = null,
  ) {}

  /** Whether the form has a character whose numbers its number fields may be written with. */
  get acceptsExpressions(): boolean {
    return this.rollData !== null && this.rollData !== undefined;
  }

  /** What a field written as an `@` expression came to (shown beside it), or null for any other field. */
  resolved(name: string): number | null {
    return this.#resolved.get(name) ?? null;
  }

  /** The value as typed, or the field's default when the form does not hold it. */
  raw(name: string): RawValue {
    const value = this.form[name];
    return value === undefined ? this.defaults[name] : value;
  }

  /** What the field shows: the raw input, so a mistyped value stays in front of the player with its error. */
  shown(name: string): string | number | boolean {
    const raw = this.raw(name);
    return raw === null || raw === undefined ? "" : raw;
  }

  /**
   * A whole number inside `limit`; an empty field is an error too. `messageKey` names the field in the error
   * when the limit's own message does not fit (the limits table has no entry for it).
   */
  integer(name: string, limit: Limit, fallback = 0, messageKey?: string): number {
    const value = this.optionalInteger(name, limit, messageKey);
    if (value !== undefined) return value;
    if (!this.#errors.has(name)) {
      this.#errors.set(
        name,
        formatWith(this.i18n, "INDIE_DICE.Dialog.Error.Required", { min: limit.min, max: limit.max }),
      );
    }
    return fallback;
  }

  /** A whole number inside `limit`, or undefined when the field is empty (or bad, which is recorded). */
  optionalInteger(name: string, limit: Limit, messageKey?: string): number | undefined {
    const raw = this.raw(name);
    if (raw === UNREADABLE_NUMBER) {
      this.fail(name, notANumber(limit));
      return undefined;
    }
    if (isExpression(raw)) return this.#expression(name, raw, limit, messageKey);
    const parsed = parseWhole(raw);
    if (parsed.kind === "empty") return undefined;
    const value = parsed.kind === "number" ? parsed.value : this.raw(name);
    if (typeof value === "number" && Number.isSafeInteger(value) && value >= limit.min && value <= limit.max) {
      return value;
    }
    // Digits too many for a number (`9` × 400 reads as Infinity, 20 nines as 1e20) are quoted as typed.
    const error = limitError(limit, value, typeof raw === "string" ? raw : undefined);
    this.fail(name, messageKey === undefined ? error : new IndieDiceError(messageKey, error.data));
    return undefined;
  }

  /** A field written with the character's numbers: resolved now, then held to the limit as a typed number. */
  #expression(name: string, text: string, limit: Limit, messageKey?: string): number | undefined {
    let value: number;
    try {
      value = resolveExpression(text, this.rollData);
    } catch (error) {
      this.fail(name, error);
      return undefined;
    }
    this.#resolved.set(name, value);
    if (value >= limit.min && value <= limit.max) return value;
    const error = limitError(limit, value);
    this.fail(name, messageKey === undefined ? error : new IndieDiceError(messageKey, error.data));
    return undefined;
  }

  /** One of `choices` (compared as text, as a `<select>` gives it). */
  choice<T extends string | number>(name: string, choices: readonly T[], fallback: T): T {
    const raw = this.raw(name);
    const found = choices.find((choice) => String(choice) === String(raw ?? ""));
    if (found !== undefined) return found;
    this.#errors.set(name, formatWith(this.i18n, "INDIE_DICE.Dialog.Error.Choice", { value: String(raw ?? "") }));
    return fallback;
  }

  /** A checkbox: checked for `true`, `"on"` (an HTML form) or `"true"`; a missing one is unchecked. */
  checkbox(name: string): boolean {
    const raw = this.form[name];
    return raw === true || raw === "on" || raw === "true" || raw === 1 || raw === "1";
  }

  text(name: string): string {
    const raw = this.raw(name);
    return raw === null || raw === undefined ? "" : String(raw);
  }

  /** Records an error for a field (the first one stays: it is the one the player should fix first). */
  fail(name: string, error: unknown): void {
    if (!this.#errors.has(name)) this.#errors.set(name, errorText(this.i18n, error));
  }

  /** Runs a core check and files what it throws under `name`. */
  check(name: string, run: () => unknown): void {
    try {
      run();
    } catch (error) {
      this.fail(name, error);
    }
  }

  error(name: string): string | null {
    return this.#errors.get(name) ?? null;
  }

  get errorCount(): number {
    return this.#errors.size;
  }
}

/** A field whose text is no number at all (`UNREADABLE_NUMBER`): said so, with the numbers it takes. */
export function notANumber(limit: Pick<Limit, "min" | "max">): IndieDiceError {
  return new IndieDiceError("INDIE_DICE.Dialog.Error.NotANumber", { min: limit.min, max: limit.max });
}

/**
 * One whole-number field's reason as the GM's forms check it (src/foundry/apps/gm-form.ts): an empty field is
 * required (never read as 0), anything else is held to `limit`; null when the text is such a number.
 */
export function wholeNumberReason(i18n: Translator, text: string, limit: Limit): string | null {
  const reader = new FormReader({ value: text }, {}, i18n);
  reader.integer("value", limit);
  return reader.error("value");
}
