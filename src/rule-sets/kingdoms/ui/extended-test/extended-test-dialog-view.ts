/**
 * The GM's *Start an Extended Test* form as plain data for its template
 * (src/rule-sets/kingdoms/templates/dialogs/extended-test-dialog.hbs): every word localized here, every name printed
 * escaped there. Its numbers' fields in order, the first field focused as the window opens (before the Start button,
 * which DialogV2 focuses otherwise).
 */
import type { SavedRoll } from "../../../../core/saved-rolls/saved-roll-types";
import { formatWith, type Translator } from "../../../../ui/translator";

/** The numbers a new test starts with (the rules' own example: six dice against DT 7, a margin of 5 in 3 rounds). */
const DEFAULTS = { pool: 6, dt: 7, replenish: 1, targetMargin: 5, rounds: 3 } as const;

/** The form's number fields, in order, by name and label. */
export const EXTENDED_TEST_FIELDS = [
  ["pool", "INDIE_DICE.ExtendedTest.Dialog.Pool"],
  ["dt", "INDIE_DICE.Dialog.Kingdoms.Dt"],
  ["replenish", "INDIE_DICE.ExtendedTest.Dialog.Replenish"],
  ["targetMargin", "INDIE_DICE.ExtendedTest.Dialog.TargetMargin"],
  ["rounds", "INDIE_DICE.ExtendedTest.Dialog.Rounds"],
] as const;
export type ExtendedTestFieldName = (typeof EXTENDED_TEST_FIELDS)[number][0];

/** What the form is opened with. */
export interface ExtendedTestFormSetup {
  readonly rollerName: string;
  /** The roller's saved K&R rolls, offered for the pool and the DT. */
  readonly savedRolls: readonly Pick<SavedRoll, "id" | "name">[];
  /** One of several rollers, each on a card of their own in turn: this one's place (from 1) and how many. */
  readonly series?: { readonly index: number; readonly count: number } | null;
  /** The numbers the fields open with, where not the defaults (in a series, those typed for the roller before). */
  readonly initial?: Partial<Record<ExtendedTestFieldName, number>>;
}

interface ExtendedTestFieldView {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: number;
  readonly min: number | null;
  readonly autofocus: boolean;
}

interface ExtendedTestDialogView {
  readonly hints: readonly string[];
  /** The saved-roll pick, when the roller has any: "none" first. */
  readonly saved: {
    readonly id: string;
    readonly label: string;
    readonly autofocus: boolean;
    readonly options: readonly { readonly value: string; readonly label: string }[];
  } | null;
  readonly fields: readonly ExtendedTestFieldView[];
}

const idOf = (name: string) => `indie-dice-extended-${name}`;

export function extendedTestDialogView(i18n: Translator, setup: ExtendedTestFormSetup): ExtendedTestDialogView {
  const { savedRolls, series } = setup;
  const saved =
    savedRolls.length === 0
      ? null
      : {
          id: idOf("savedRoll"),
          label: i18n.localize("INDIE_DICE.ExtendedTest.Dialog.SavedRoll"),
          autofocus: true,
          options: [
            { value: "", label: i18n.localize("INDIE_DICE.ExtendedTest.Dialog.SavedNone") },
            ...savedRolls.map((roll) => ({ value: roll.id, label: roll.name })),
          ],
        };
  return {
    hints: [
      i18n.format("INDIE_DICE.ExtendedTest.Dialog.Roller", { name: setup.rollerName }),
      // Several rollers: each their own card, one window after another (docs/rulings.md "Kingdoms and Rulers").
      ...(series
        ? [formatWith(i18n, "INDIE_DICE.ExtendedTest.Dialog.Series", { index: series.index, count: series.count })]
        : []),
    ],
    saved,
    fields: EXTENDED_TEST_FIELDS.map(([name, labelKey], index) => ({
      id: idOf(name),
      name,
      label: i18n.localize(labelKey),
      value: setup.initial?.[name] ?? DEFAULTS[name],
      min: name === "pool" ? 1 : null,
      autofocus: saved === null && index === 0,
    })),
  };
}
