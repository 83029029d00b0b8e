/**
 * `foundry.utils.logCompatibilityWarning` with v13's semantics (client/utils/logging.mjs), and the configuration it
 * reads: `CONST.COMPATIBILITY_MODES` and `CONFIG.compatibility`. The message gets "Deprecated since Version …" and
 * "Backwards-compatible support will be removed in Version …" lines when `since` / `until` are given, then the
 * details; `CONFIG.compatibility`'s include and exclude patterns filter it by message or stack; the mode (the
 * option's, else the configured one) decides: SILENT logs nothing, WARNING `logger.warn`, ERROR `logger.error`,
 * FAILURE throws. Foundry's `logger` is the console; with `stack` (the default) it logs an Error, else the text.
 * With `once`, a warning is logged once per call site (Foundry keys it by the Error's stack).
 */
import { globalOf } from "./globals";

export const COMPATIBILITY_MODES = Object.freeze({ SILENT: 0, WARNING: 1, ERROR: 2, FAILURE: 3 });

export interface CompatibilityConfig {
  mode: number;
  includePatterns: RegExp[];
  excludePatterns: RegExp[];
}

export interface CompatibilityWarningOptions {
  readonly mode?: number;
  readonly since?: number | string;
  readonly until?: number | string;
  readonly details?: string;
  readonly stack?: boolean;
  readonly once?: boolean;
}

/** v13's default: every deprecation is a console warning, none filtered. */
export function defaultCompatibility(): CompatibilityConfig {
  return { mode: COMPATIBILITY_MODES.WARNING, includePatterns: [], excludePatterns: [] };
}

/** The stacks of warnings logged with `once`, for this page load (a new install of the double is a new page). */
const loggedOnce = new Set<string>();

export function forgetLoggedWarnings(): void {
  loggedOnce.clear();
}

function configured(): CompatibilityConfig {
  const config = globalOf<{ compatibility?: CompatibilityConfig }>("CONFIG");
  return config?.compatibility ?? defaultCompatibility();
}

export function logCompatibilityWarning(message: string, options: CompatibilityWarningOptions = {}): void {
  const { since, until, details, stack = true, once = false } = options;
  const compatibility = configured();
  const mode = options.mode ?? compatibility.mode;
  if (mode === COMPATIBILITY_MODES.SILENT) return;
  const lines = [
    message,
    since ? `Deprecated since Version ${since}` : null,
    until ? `Backwards-compatible support will be removed in Version ${until}` : null,
    details,
  ];
  const error = new Error(lines.filter((line) => line).join("\n"));
  const matches = (pattern: RegExp) => pattern.test(error.message) || pattern.test(error.stack ?? "");
  if (compatibility.includePatterns.length > 0 && !compatibility.includePatterns.some(matches)) return;
  if (compatibility.excludePatterns.some(matches)) return;
  const log = !(once && loggedOnce.has(error.stack ?? ""));
  const logged = stack ? error : error.message;
  if (mode === COMPATIBILITY_MODES.WARNING && log) console.warn(logged);
  else if (mode === COMPATIBILITY_MODES.ERROR && log) console.error(logged);
  else if (mode === COMPATIBILITY_MODES.FAILURE) throw error;
  if (log && once) loggedOnce.add(error.stack ?? "");
}
