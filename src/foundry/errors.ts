import { IndieDiceError } from "../core/errors";
import { asFormatData, notifyError, shownError, type NotificationType } from "./notify";

/** How often the same message may be shown: typing a formula can re-validate it many times a second. */
const REPEAT_WINDOW_MS = 2000;
let lastShown = { text: "", at: 0 };

/** The error localized for the user, keeping the core error as its cause. Other errors pass through. */
export function asFoundryError(error: unknown): unknown {
  if (!(error instanceof IndieDiceError)) return error;
  const text = game.i18n.format(error.key, asFormatData(error.data));
  const localized = new Error(text, { cause: error });
  localized.name = "IndieDiceError";
  return localized;
}

/** Shows a refusal (localized, its names escaped) and hands it back as an Error in plain text, for throwing. */
export function shownRefusal(type: NotificationType, error: unknown): Error {
  notifyError(type, error);
  const found = asFoundryError(error);
  return found instanceof Error ? found : new Error(String(found));
}

/** Shows a bad-notation error to the user once (not on every keystroke) and returns the error to throw. */
export function notifyNotationError(error: unknown): unknown {
  const localized = asFoundryError(error);
  if (localized instanceof Error && localized.name === "IndieDiceError") {
    const now = Date.now();
    if (localized.message !== lastShown.text || now - lastShown.at > REPEAT_WINDOW_MS) {
      notifyError("error", error, { console: false });
      lastShown = { text: localized.message, at: now };
    }
    // Shown now or a moment ago: whoever catches it further up passes it on without showing it again.
    return shownError(localized);
  }
  return localized;
}

/** Runs `build`; a bad input it refuses is shown to the user (localized) and thrown, and nothing is rolled. */
export function withUserErrors<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw notifyNotationError(error);
  }
}
