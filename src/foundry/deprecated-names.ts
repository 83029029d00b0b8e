/**
 * How a read of an old API name is told (src/core/deprecated-names.ts): Foundry's compatibility warning, the first
 * time each name is read, so a macro's author learns the new name without a flood.
 */
import type { DeprecatedNameRead } from "../core/deprecated-names";
import { MODULE_ID } from "./module-id";

/** The release that moved the names, and the one that drops them. */
const SINCE = "0.2.0";
const UNTIL = "0.3.0";

/** The teller for one part of the API (`api.odds`): it warns once per name. */
export function warnOncePerName(part: string): DeprecatedNameRead {
  const warned = new Set<string>();
  return (name, replacement) => {
    if (warned.has(name)) return;
    warned.add(name);
    const message = `${MODULE_ID} | ${part}.${name} is deprecated: use ${part}.${replacement}.`;
    foundry.utils.logCompatibilityWarning(message, { since: SINCE, until: UNTIL, once: true });
  };
}
