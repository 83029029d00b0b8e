/**
 * What the views show of each dialog kind (src/core/dialog-kinds.ts): its name and icon, for the picker's buttons
 * and the Rolls window's rows. The rule sets' come from their list; *Any formula* adds its own.
 */
import { isFormulaKind } from "../core/dialog-kinds";
import type { DialogKind } from "../core/dialog-kind-types";
import { uiRuleSetOf } from "./rule-sets";

interface DialogKindLook {
  /** Its name, as the picker's button and a saved roll's row say it. */
  readonly labelKey: string;
  /** The Font Awesome classes of its icon. */
  readonly icon: string;
}

/** *Any formula*'s name and icon. */
const FORMULA_LOOK: DialogKindLook = {
  labelKey: "INDIE_DICE.AnyFormula.Name",
  icon: "fa-solid fa-square-root-variable",
};

export function dialogKindLook(kind: DialogKind): DialogKindLook {
  if (isFormulaKind(kind)) return FORMULA_LOOK;
  const { labelKey, icon } = uiRuleSetOf(kind);
  return { labelKey, icon };
}
