import { CORE_RULE_SETS } from "../../core/rule-sets";
import { type RuleSetId } from "../../core/rule-set-types";
import { buildDialog, formOfStoredSpec } from "../dialog-models";
import type { DialogSettings } from "../dialogs/dialog-types";
import { formatList } from "../lists";
import { formatWith, type Translator } from "../translator";

/** Names longer than this are cut (a saved roll's name holds 100 characters; a copy's " (2)" must still fit). */
const NAME_LENGTH = 90;

/**
 * The name a roll saved from the message menu starts with (docs/characters.md "Saved rolls"): its flavor, else its
 * rule set and the numbers it was rolled with — each number and stepper field of its dialog that holds more than 0,
 * by the field's label ("Kaiser: Bonus 4, Difficulty 11"). Never its notation, which says little to a player.
 */
export function savedRollName(
  ruleSet: RuleSetId,
  spec: Readonly<Record<string, unknown>>,
  flavor: string | null,
  context: { readonly i18n: Translator; readonly settings: DialogSettings },
): string {
  const typed = flavor?.trim() ?? "";
  if (typed !== "") return typed.slice(0, NAME_LENGTH);
  const { i18n, settings } = context;
  const view = buildDialog(ruleSet, formOfStoredSpec(ruleSet, spec, settings), { i18n, settings, showOdds: false });
  const numbers = view.fields
    .filter(
      (field) => (field.kind === "number" || field.kind === "stepper") && !field.disabled && Number(field.value) > 0,
    )
    .map((field) =>
      formatWith(i18n, "INDIE_DICE.SavedRolls.NameField", { label: field.label, value: Number(field.value) }),
    );
  const label = i18n.localize(CORE_RULE_SETS[ruleSet].labelKey);
  const name =
    numbers.length > 0
      ? formatWith(i18n, "INDIE_DICE.SavedRolls.DefaultName", {
          ruleSet: label,
          fields: formatList(numbers, i18n, "unit"),
        })
      : label;
  return name.slice(0, NAME_LENGTH);
}
