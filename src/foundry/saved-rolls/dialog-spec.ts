import { resolveField } from "../../core/expressions/field-expression";
import type { RuleSetId } from "../../core/rule-set-types";
import { specForDialog } from "../../ui/saved-rolls/spec-from-form";
import { uiRuleSetOf } from "../../ui/rule-sets";
import { readDialogSettings } from "../dialog-settings";

/**
 * A saved roll's or check link's spec for its dialog: the dialog's own fields keep their `@` expressions (it resolves
 * and shows them, and reads them again at the roll); any other name is resolved now against `rollData`. A roll made
 * at once (`fastForward`) has every field resolved now, so a missing path is refused as itself, naming the path.
 */
export function dialogSpec(
  ruleSet: RuleSetId,
  written: Readonly<Record<string, unknown>>,
  rollData: unknown,
  fastForward = false,
): Record<string, unknown> {
  const formNames = fastForward
    ? new Set<string>()
    : new Set(Object.keys(uiRuleSetOf(ruleSet).dialog.defaults(readDialogSettings())));
  return specForDialog(written, formNames, (value) => resolveField(value, rollData));
}
