/**
 * The group test's members on rows of their own (calculator/site/index.html `#group-panel`), as *Start a Group Test*
 * lists them: each member's Modifier, Advantages and Disadvantages (`GroupTestEntry.memberFields`). A field left empty
 * is the Test's, set in the Kleptonomicon dialog (its number shows in the field), as `api.groupTests.groupTest` takes
 * a participant without numbers of their own. The fields are the panel's, so the link holds each typed one
 * (`p.m0.modifier`); an empty one is left out of it. A row belongs to a place in the list of names: a row stays
 * with its numbers while the names change, and rows come and go at the end.
 */
import { GroupTestEntry, type GroupEntryMember, type GroupEntrySpec } from "../src/rule-sets/calculator";
import { wholeNumberReason } from "../src/ui/dialogs/form-reader";
import type { Translator } from "../src/ui/translator";

/** A member's own field's name: `m<place>.<number>` (`m0.modifier`). */
function fieldName(index: number, name: string): string {
  return `m${index}.${name}`;
}

/** A field a member may leave empty (the Test's number then): the link leaves it out while it is (site-entry.ts). */
export const EMPTY_IS_THE_TESTS = "emptyIsTheTests";

export class GroupMembers {
  /** The number of rows and the language they were drawn in. */
  #drawn = "";

  constructor(
    private readonly table: HTMLTableElement,
    private readonly alert: HTMLElement,
  ) {}

  /**
   * A row for each name, each member's numbers kept at their place; drawn anew only when the number of names or the
   * language changed (a field being typed in keeps its focus), otherwise each row's name written again.
   */
  draw(names: readonly string[], i18n: Translator): void {
    const drawn = `${names.length}:${i18n.lang}`;
    if (drawn !== this.#drawn) {
      const typed = new Map(this.#inputs().map((input) => [input.name, input.value]));
      this.table.replaceChildren(this.#head(i18n), this.#body(names.length, typed));
      this.#drawn = drawn;
    }
    const labels = GroupTestEntry.memberFields.map((field) => i18n.localize(field.labelKey));
    this.table.querySelectorAll("tbody tr").forEach((row, index) => {
      const name = names[index] ?? "";
      row.querySelector("th")!.textContent = name;
      row
        .querySelectorAll("input")
        .forEach((input, column) => input.setAttribute("aria-label", `${name}: ${labels[column]}`));
    });
  }

  /**
   * Each member with the Test they roll: the group's `request`, with the numbers typed on their row. Null when a
   * typed number is refused: each such field is marked and the refusals are said under the table, in its language.
   */
  members(names: readonly string[], request: GroupEntrySpec | null, i18n: Translator): GroupEntryMember[] | null {
    const refusals: string[] = [];
    const own = names.map((name, index) =>
      this.#ownNumbers(index, request, i18n, (reason) => refusals.push(`${name}: ${reason}`)),
    );
    this.alert.hidden = refusals.length === 0;
    this.alert.textContent = refusals.join("\n");
    if (refusals.length > 0 || request === null) return null;
    return names.map((name, index) => ({ name, request: { ...request, ...own[index] } }));
  }

  /** The numbers typed on a member's row (each field marked as taken or refused), the Test's shown where none is. */
  #ownNumbers(
    index: number,
    request: GroupEntrySpec | null,
    i18n: Translator,
    refuse: (reason: string) => void,
  ): Partial<GroupEntrySpec> {
    const own: { [Field in (typeof GroupTestEntry.memberFields)[number]["name"]]?: number } = {};
    for (const { name: field, limit } of GroupTestEntry.memberFields) {
      const input = this.#input(fieldName(index, field));
      if (!input) continue;
      if (request) input.placeholder = String(request[field]);
      // A number field holding what is no number gives "" for its value: refused as an empty required one.
      const typed = input.validity.badInput ? null : input.value.trim();
      const reason = typed === "" ? null : wholeNumberReason(i18n, typed ?? "", limit);
      input.setAttribute("aria-invalid", String(reason !== null));
      if (reason !== null) refuse(reason);
      else if (typed) own[field] = Number(typed);
    }
    return own;
  }

  #inputs(): HTMLInputElement[] {
    return [...this.table.querySelectorAll("input")];
  }

  #input(name: string): HTMLInputElement | undefined {
    return this.#inputs().find((input) => input.name === name);
  }

  #head(i18n: Translator): HTMLTableSectionElement {
    const head = document.createElement("thead");
    const row = head.insertRow();
    for (const key of [
      "INDIE_DICE.GroupTest.Labels.Members",
      ...GroupTestEntry.memberFields.map((field) => field.labelKey),
    ]) {
      const cell = document.createElement("th");
      cell.scope = "col";
      cell.textContent = i18n.localize(key);
      row.append(cell);
    }
    return head;
  }

  #body(count: number, typed: ReadonlyMap<string, string>): HTMLTableSectionElement {
    const body = document.createElement("tbody");
    for (let index = 0; index < count; index++) {
      const row = body.insertRow();
      const name = document.createElement("th");
      name.scope = "row";
      row.append(name);
      for (const { name: field, limit } of GroupTestEntry.memberFields) {
        const input = document.createElement("input");
        input.type = "number";
        input.step = "1";
        if (limit.min >= 0) input.min = String(limit.min);
        input.name = fieldName(index, field);
        input.value = typed.get(input.name) ?? "";
        input.dataset[EMPTY_IS_THE_TESTS] = "";
        row.insertCell().append(input);
      }
    }
    return body;
  }
}
