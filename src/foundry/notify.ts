/**
 * Notifications that carry user-typed text (actor, token, user and table names, a typed value). Foundry's
 * `Notifications#notify` HTML-escapes the values of its `format` option, but a message formatted beforehand is only
 * run through `cleanHTML`: a name such as `<b>Bob</b>` would be drawn as markup. So a message with data is handed
 * to Foundry as its key and data, and Foundry localizes it and escapes every value. Errors thrown to API callers
 * keep their plain text; only the notification is escaped.
 */
import { IndieDiceError } from "../core/errors";
import { formatData } from "../ui/translator";

export type NotificationType = "info" | "warning" | "error";

/** The options of `notify` besides the message's own (`format`, `localize`, `escape`, `clean`). */
interface NotifyOptions {
  readonly permanent?: boolean;
  /** Log the message to the console too (Foundry's default: true). */
  readonly console?: boolean;
}

/** Shows the message `key` with `data`: Foundry localizes it and HTML-escapes every value. */
export function notifyKey(
  type: NotificationType,
  key: string,
  data?: Readonly<Record<string, string | number>>,
  options: NotifyOptions = {},
): void {
  ui.notifications?.notify(key, type, { ...options, format: asFormatData(data ?? {}) });
}

/** Errors already shown to the user where they arose (see `shownError`): passed on, never shown twice. */
const alreadyShown = new WeakSet<object>();

/** An error its maker has shown already: a caller that catches it passes it on without a second notification. */
export function shownError(error: Error): Error {
  alreadyShown.add(error);
  return error;
}

/**
 * Shows an error once: an IndieDiceError (or the localized Error `asFoundryError` made of one) by its key and data,
 * escaped; any other error by its message, escaped as well (no message of ours carries markup, and another
 * error's message may quote what a user typed).
 */
export function notifyError(type: NotificationType, error: unknown, options: NotifyOptions = {}): void {
  if (typeof error === "object" && error !== null && alreadyShown.has(error)) return;
  const keyed = keyedError(error);
  if (keyed) notifyKey(type, keyed.key, keyed.data, options);
  else notifyText(type, error instanceof Error ? error.message : String(error), options);
}

/**
 * Shows finished plain text (already localized, with user-typed text in it, and no markup of its own: no message
 * of ours has any) exactly as written, escaped; for a message no longer available as a key and data.
 */
export function notifyText(type: NotificationType, text: string, options: NotifyOptions = {}): void {
  ui.notifications?.notify(foundry.utils.escapeHTML(text), type, { ...options });
}

/**
 * Foundry's `format` takes strings: numbers in message data are written out in the user's language by the
 * module's one number formatter ("1,000,000", "−6"), as the view models write them.
 */
export function asFormatData(data: Readonly<Record<string, string | number>>): Record<string, string> {
  return formatData(game.i18n, data);
}

function keyedError(error: unknown): IndieDiceError | null {
  if (error instanceof IndieDiceError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof IndieDiceError ? cause : null;
}

/** Runs a user's action; a refusal is shown to them as a warning and the action resolves with null. */
export async function nullWhenRefused<T>(action: () => Promise<T | null>): Promise<T | null> {
  try {
    return await action();
  } catch (error) {
    notifyError("warning", error);
    return null;
  }
}

/** Localizes a key with data (values become strings, as Foundry's format expects). */
export function t(key: string, data?: Record<string, string | number>): string {
  if (!data) return game.i18n.localize(key);
  return game.i18n.format(key, asFormatData(data));
}
