import { formatWith, type Translator } from "../translator";

/** What the core's IndieDiceError carries; read by shape, so an error from another bundle localizes the same. */
interface KeyedError {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

function isKeyedError(error: unknown): error is KeyedError {
  if (typeof error !== "object" || error === null || !("key" in error) || !("data" in error)) return false;
  const { key, data } = error;
  return typeof key === "string" && key.startsWith("INDIE_DICE.") && typeof data === "object" && data !== null;
}

/**
 * An error in the player's language. A user error names its key and data; anything else is a bug, shown as
 * such (with its message) rather than thrown out of the dialog.
 */
export function errorText(i18n: Translator, error: unknown): string {
  if (isKeyedError(error)) return formatWith(i18n, error.key, error.data);
  const message = error instanceof Error ? error.message : String(error);
  return formatWith(i18n, "INDIE_DICE.Dialog.Error.Unexpected", { message });
}
