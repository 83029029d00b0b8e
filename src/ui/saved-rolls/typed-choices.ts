import type { RuleSetId } from "../../core/rule-set-types";
import { uiRuleSetOf } from "../rule-sets";
import type { Translator } from "../translator";
import type { DialogSettings } from "../dialogs/dialog-types";

type TypedValue = string | number | boolean;

/**
 * The words a list shows are accepted wherever its value is typed (a check link, the `/indie` chat command;
 * docs/characters.md "Check links"): each field that is one of the rule set's dialog lists, given as an option's
 * shown words (OGS's `stat=d8`, as the Stat list reads) rather than its value (`8`), takes that option's value.
 * Compared without case or surrounding spaces, in the user's language; a value that is already an option's value,
 * or is no option's words, is left as typed (the dialog then says why).
 */
export function withChoiceValues<T extends Readonly<Record<string, TypedValue>>>(
  ruleSet: RuleSetId,
  settings: DialogSettings,
  i18n: Translator,
  fields: T,
): T {
  const model = uiRuleSetOf(ruleSet).dialog;
  const lists = new Map(
    model
      .build(model.defaults(settings), { i18n, settings, showOdds: false })
      .fields.flatMap((field) => (field.options ? [[field.name, field.options] as const] : [])),
  );
  const chosen = Object.entries(fields).map(([name, value]) => {
    const options = lists.get(name);
    if (!options || typeof value !== "string" || options.some((option) => option.value === value)) return [name, value];
    const words = value.trim().toLocaleLowerCase();
    const found = options.find((option) => option.label.trim().toLocaleLowerCase() === words);
    // A number's value reads as the number a link's `stat=8` gives.
    return [name, found === undefined ? value : /^-?\d+$/.test(found.value) ? Number(found.value) : found.value];
  });
  return Object.fromEntries(chosen) as T;
}
