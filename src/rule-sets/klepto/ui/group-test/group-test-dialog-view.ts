/**
 * The GM's *Start a Group Test* form as plain data for its template
 * (src/rule-sets/klepto/templates/dialogs/group-test-dialog.hbs): a header over each column, one row per
 * participant with a field for each of their numbers, every word localized here and every name printed escaped
 * there. The first Modifier is focused as the window opens (before the Start button, which DialogV2 focuses
 * otherwise).
 */
import type { Translator } from "../../../../ui/translator";
import { GROUP_MEMBER_FIELDS } from "./member-fields";

interface GroupTestFieldView {
  readonly name: string;
  readonly label: string;
  /** Advantages and Disadvantages are never below 0. */
  readonly atLeastZero: boolean;
  readonly autofocus: boolean;
}

interface GroupTestDialogView {
  readonly hint: string;
  readonly headers: readonly string[];
  readonly rows: readonly { readonly name: string; readonly fields: readonly GroupTestFieldView[] }[];
}

/** The form for participants by these names; each row's fields are named `<field><row index>`. */
export function groupTestDialogView(i18n: Translator, names: readonly string[]): GroupTestDialogView {
  const labels = GROUP_MEMBER_FIELDS.map((field) => i18n.localize(field.labelKey));
  return {
    hint: i18n.localize("INDIE_DICE.GroupTest.Dialog.Hint"),
    headers: [i18n.localize("INDIE_DICE.GroupTest.Labels.Members"), ...labels],
    rows: names.map((name, index) => ({
      name,
      fields: GROUP_MEMBER_FIELDS.map((field, column) => ({
        name: `${field.name}${index}`,
        label: `${name}: ${labels[column] ?? ""}`,
        atLeastZero: field.limit.min >= 0,
        autofocus: index === 0 && column === 0,
      })),
    })),
  };
}
