import { isFormulaKind } from "../../core/dialog-kinds";
import type { DialogKind } from "../../core/dialog-kind-types";
import { checkFormulaSpec } from "./formula-saved-roll";
import type { SavedValue } from "../../core/saved-rolls/saved-roll-types";
import { checkSpecByDialog } from "../dialog-spec-check";
import type { DialogSettings } from "../dialogs/dialog-types";
import type { Translator } from "../translator";

/**
 * A saved roll's fields checked as its dialog checks them before they are kept: a formula's
 * (src/ui/saved-rolls/formula-saved-roll.ts), a rule set's by its own dialog (src/ui/dialog-spec-check.ts).
 */
export function checkSavedSpec(
  i18n: Translator,
  settings: DialogSettings,
  kind: DialogKind,
  spec: Readonly<Record<string, SavedValue>>,
): void {
  if (isFormulaKind(kind)) checkFormulaSpec(i18n, spec);
  else checkSpecByDialog(i18n, settings, kind, spec);
}
