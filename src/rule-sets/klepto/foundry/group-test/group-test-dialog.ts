/**
 * The GM's *Start a Group Test* window (`api.groupTests.startWithDialog()`, the compendium's Kleptonomicon Group Test
 * macro; docs/cards.md "Group tests (the Kleptonomicon)"): one row per participant with its Modifier, Advantages and
 * Disadvantages, then Start. A form of the module's own (src/ui/dialogs/window-size.ts "form"): it opens whole on a
 * laptop, a header over each column, the first Modifier focused, Enter starts it. Its fields are a template
 * (src/rule-sets/klepto/templates/dialogs/group-test-dialog.hbs), names printed escaped; each number is checked as it
 * is typed against the Kleptonomicon's limits (an empty one is required), and a refusal of the start keeps the window
 * open (src/foundry/apps/gm-form.ts). The group's exact chance before the rolls, the card's own line, follows the
 * numbers as they are typed.
 */
import { wholeNumberReason } from "../../../../ui/dialogs/form-reader";
import { askGmForm, numberIn, typedNumber } from "../../../../foundry/apps/gm-form";
import type { ContestSideInput } from "../../../../foundry/types/sides";
import type { GroupParticipantInput } from "./group-tests-api-types";
import type { GroupRollSpec } from "../../core/group-test/group-test-types";
import { groupStartChance } from "../../ui/group-test/group-test-card-model";
import { GROUP_MEMBER_FIELDS } from "../../ui/group-test/member-fields";
import { groupTestDialogView } from "../../ui/group-test/group-test-dialog-view";

interface GroupTestRow {
  readonly side: ContestSideInput;
  readonly name: string;
}

/**
 * Opens the window for these participants, each to roll `base` with the numbers typed for them; resolves with what
 * `start` made of their Tests, or null when it is closed.
 */
export async function askGroupTest<R>(
  rows: readonly GroupTestRow[],
  base: GroupRollSpec,
  start: (participants: GroupParticipantInput[]) => Promise<R>,
): Promise<R | null> {
  return askGmForm({
    name: "group-test",
    title: "INDIE_DICE.GroupTest.Dialog.Title",
    icon: "fa-solid fa-people-group",
    template: "templates/dialogs/group-test-dialog.hbs",
    context: groupTestDialogView(
      game.i18n,
      rows.map((row) => row.name),
    ),
    submit: {
      action: "start",
      label: "INDIE_DICE.GroupTest.Dialog.Start",
      answer: (form): GroupParticipantInput[] =>
        rows.map((row, index) => ({ participant: row.side, ...rowNumbers(form, index) })),
    },
    chance: (form) =>
      groupStartChance(
        game.i18n,
        rows.map((_, index) => ({ ...base, ...rowNumbers(form, index) })),
      ),
    check: (form) =>
      new Map(
        rows.flatMap((_, index) =>
          GROUP_MEMBER_FIELDS.map(
            ({ name, limit }) =>
              [`${name}${index}`, wholeNumberReason(game.i18n, typedNumber(form, `${name}${index}`), limit)] as const,
          ),
        ),
      ),
    accept: start,
  });
}

/** A row's numbers as typed (read once every field is checked). */
function rowNumbers(
  form: HTMLFormElement,
  index: number,
): Pick<GroupRollSpec, "modifier" | "advantages" | "disadvantages"> {
  const read = (field: "modifier" | "advantages" | "disadvantages") => numberIn(form, `${field}${index}`) ?? Number.NaN;
  return { modifier: read("modifier"), advantages: read("advantages"), disadvantages: read("disadvantages") };
}
