/**
 * The *Start a Group Test* form's template (src/rule-sets/klepto/templates/dialogs/group-test-dialog.hbs) rendered
 * with its view (group-test-dialog-view.ts): a header over each column, a row per participant whose fields are named
 * by the row, 0 to start with, Advantages and Disadvantages never below 0, the first Modifier focused, each name as
 * text.
 */
import { describe, expect, it } from "vitest";
import { groupTestDialogView } from "../../../../src/rule-sets/klepto/ui/group-test/group-test-dialog-view";
import { en, HOSTILE_TEXT } from "../../../ui/dialogs/fixtures";
import { renderFormTemplate } from "../../../ui/roll-cards/template-source";

const render = (names: readonly string[]) =>
  renderFormTemplate("templates/dialogs/group-test-dialog.hbs", groupTestDialogView(en, names));
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;

describe("the Start a Group Test form's template", () => {
  it("draws a row per participant under a header per column, each field named by its row", () => {
    const form = render(["Ann", HOSTILE_TEXT]);
    expect(form.querySelector("img")).toBeNull();
    expect([...form.querySelectorAll("th[scope=col]")].map(text)).toEqual([
      "Participants",
      "Modifier",
      "Advantages",
      "Disadvantages",
    ]);
    const rows = [...form.querySelectorAll("tbody tr")];
    expect(rows.map((row) => text(row.querySelector("td")))).toEqual(["Ann", HOSTILE_TEXT]);
    const inputs = [...form.querySelectorAll<HTMLInputElement>("input")];
    expect(inputs.map((input) => [input.name, input.value, input.min])).toEqual([
      ["modifier0", "0", ""],
      ["advantages0", "0", "0"],
      ["disadvantages0", "0", "0"],
      ["modifier1", "0", ""],
      ["advantages1", "0", "0"],
      ["disadvantages1", "0", "0"],
    ]);
    expect(inputs[4]?.getAttribute("aria-label")).toBe(`${HOSTILE_TEXT}: Advantages`);
    expect(inputs.filter((input) => input.hasAttribute("autofocus")).map((input) => input.name)).toEqual(["modifier0"]);
    expect(text(form.querySelector(".hint"))).toMatch(/^Everyone rolls from the card\./);
  });
});
