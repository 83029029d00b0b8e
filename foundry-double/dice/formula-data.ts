/**
 * Roll.replaceFormulaData: `@path` references are replaced from the data object (v13 roll.mjs). Strings are
 * trimmed, numbers and booleans stringified, objects with their own toString use it, and other objects, arrays,
 * sets and maps become ᚖjsonᚖ so that functions can read them back. Missing references become `missing` (Roll
 * parsing passes "0") or stay as they are.
 */
import { getProperty, getType } from "../utils";
import { ui } from "../globals";

export interface ReplaceOptions {
  missing?: string;
  warn?: boolean;
}

export function replaceFormulaData(
  formula: string,
  data: object,
  { missing, warn = false }: ReplaceOptions = {},
): string {
  return formula.replace(/@([a-z.0-9_-]+)/gi, (match: string, term: string) => {
    let value = getProperty(data, term);
    if (value == null) {
      if (warn) ui().notifications?.warn("DICE.WarnMissingData", { format: { match } });
      return missing !== undefined ? String(missing) : match;
    }
    switch (getType(value)) {
      case "string":
        return (value as string).trim();
      case "number":
      case "boolean":
        return String(value);
      case "Unknown":
        if ((value as { toString?: unknown }).toString instanceof Function) return String(value);
        break;
      case "Set":
        value = Array.from(value as Set<unknown>);
        break;
      case "Map":
        value = Object.fromEntries(Array.from(value as Map<unknown, unknown>));
        break;
    }
    return `ᚖ${JSON.stringify(value)}ᚖ`;
  });
}
