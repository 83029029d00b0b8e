/**
 * The GM's *Start a Group Test* window (`api.groupTests.startWithDialog()`, the compendium's Kleptonomicon Group Test
 * macro; docs/cards.md "Group tests (the Kleptonomicon)"): one row per participant with its Modifier, Advantages and Disadvantages, then
 * Start. A form of the module's own (src/ui/dialogs/window-size.ts "form"): it opens whole on a laptop, a header over
 * each column, the first Modifier focused, Enter starts it. Names are text nodes; each number is checked as it is
 * typed against the Kleptonomicon's limits (an empty one is required), and a refusal of the start keeps the window
 * open (src/foundry/apps/gm-form.ts). The group's exact chance before the rolls, the card's own line, follows the
 * numbers as they are typed.
 */
import { wholeNumberReason } from "../../../../ui/dialogs/form-reader";
import { askGmForm, numberIn, tableOfRows, typedNumber } from "../../../../foundry/apps/gm-form";
import type { ContestSideInput } from "../../../../foundry/types/sides";
import type { GroupParticipantInput } from "./group-tests-api-types";
import type { GroupRollSpec } from "../../core/group-test/group-test-types";
import { groupStartChance } from "../../ui/group-test/group-test-card-model";
import { GROUP_MEMBER_FIELDS } from "../../ui/group-test/member-fields";

interface GroupTestRow {
  readonly side: ContestSideInput;
  readonly name: string;
}


/**
 * Opens the window for these participants, each to roll `base` with the numbers typed for them; resolves with what
 * `start` made of their Tests, or null when it is closed.
 */
export async function askGroupTest<R>(rows: readonly GroupTestRow[], base: GroupRollSpec, start: (participants: GroupParticipantInput[]) => Promise<R>): Promise<R | null> {
  const t = (key: string) => game.i18n.localize(key);
  const headers = [t("INDIE_DICE.GroupTest.Labels.Members"), ...GROUP_MEMBER_FIELDS.map((field) => t(field.labelKey))];
  return askGmForm({
    name: "group-test",
    title: "INDIE_DICE.GroupTest.Dialog.Title",
    icon: "fa-solid fa-people-group",
    content: `<p class="hint">${foundry.utils.escapeHTML(t("INDIE_DICE.GroupTest.Dialog.Hint"))}</p><div data-group-rows></div>`,
    submit: {
      action: "start",
      label: "INDIE_DICE.GroupTest.Dialog.Start",
      answer: (form): GroupParticipantInput[] => rows.map((row, index) => ({ participant: row.side, ...rowNumbers(form, index) })),
    },
    chance: (form) => groupStartChance(game.i18n, rows.map((_, index) => ({ ...base, ...rowNumbers(form, index) }))),
    check: (form) => new Map(rows.flatMap((_, index) => GROUP_MEMBER_FIELDS.map(({ name, limit }) => [`${name}${index}`, wholeNumberReason(game.i18n, typedNumber(form, `${name}${index}`), limit)] as const))),
    accept: start,
    render: (element) => {
      // Built in the dialog's own page (a window Foundry v14 detached has its own).
      const page = element.ownerDocument;
      const table = tableOfRows(
        page,
        headers,
        rows.map((row, index) => [
          page.createTextNode(row.name),
          ...GROUP_MEMBER_FIELDS.map(({ name, limit }, column) => numberInput(page, `${name}${index}`, `${row.name}: ${headers[column + 1]}`, limit.min >= 0)),
        ]),
      );
      element.querySelector("[data-group-rows]")?.replaceWith(table);
      // The first Modifier takes the focus (before the Start button's own autofocus, which comes later in the form).
      table.querySelector("input")?.setAttribute("autofocus", "");
    },
  });
}

/** A row's numbers as typed (read once every field is checked). */
function rowNumbers(form: HTMLFormElement, index: number): Pick<GroupRollSpec, "modifier" | "advantages" | "disadvantages"> {
  const read = (field: "modifier" | "advantages" | "disadvantages") => numberIn(form, `${field}${index}`) ?? Number.NaN;
  return { modifier: read("modifier"), advantages: read("advantages"), disadvantages: read("disadvantages") };
}

/** A whole-number field, 0 to start with; Advantages and Disadvantages are never below 0. */
function numberInput(page: Document, name: string, label: string, atLeastZero: boolean): HTMLInputElement {
  const input = page.createElement("input");
  input.type = "number";
  input.name = name;
  input.value = "0";
  input.step = "1";
  if (atLeastZero) input.min = "0";
  input.setAttribute("aria-label", label);
  return input;
}
