/**
 * The *Start an Extended Test* form's template (src/rule-sets/kingdoms/templates/dialogs/extended-test-dialog.hbs)
 * rendered with its view (extended-test-dialog-view.ts): the roller's hints, the saved-roll pick when there are saved
 * rolls, the five numbers with the rules' example or the numbers given, the first field focused, a saved roll's name
 * printed as text.
 */
import { describe, expect, it } from "vitest";
import { extendedTestDialogView } from "../../../../src/rule-sets/kingdoms/ui/extended-test/extended-test-dialog-view";
import { en, HOSTILE_TEXT } from "../../../ui/dialogs/fixtures";
import { renderFormTemplate } from "../../../ui/roll-cards/template-source";
import { must } from "../../../kit";

type Setup = Parameters<typeof extendedTestDialogView>[1];
const render = (setup: Setup) =>
  renderFormTemplate("templates/dialogs/extended-test-dialog.hbs", extendedTestDialogView(en, setup));
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;

describe("the Start an Extended Test form's template", () => {
  it("opens on the rules' example, six dice against DT 7 with a margin of 5 in 3 rounds, the pool focused", () => {
    const form = render({ rollerName: "Ann", savedRolls: [] });
    const inputs = [...form.querySelectorAll<HTMLInputElement>("input")];
    expect(inputs.map((input) => [input.name, input.value])).toEqual([
      ["pool", "6"],
      ["dt", "7"],
      ["replenish", "1"],
      ["targetMargin", "5"],
      ["rounds", "3"],
    ]);
    expect(inputs.map((input) => input.min)).toEqual(["1", "", "", "", ""]);
    expect(inputs.filter((input) => input.hasAttribute("autofocus")).map((input) => input.name)).toEqual(["pool"]);
    expect(text(form.querySelector('label[for="indie-dice-extended-pool"]'))).toBe("Starting pool (d12)");
    expect(form.querySelector("select")).toBeNull();
    expect([...form.querySelectorAll(".hint")].map(text)).toEqual([
      "Ann rolls. Each round, every die that fails leaves the pool; then the dice back each round return.",
    ]);
  });

  it(
    "offers the saved rolls first, focused, each name as text; " +
      "a series says which card this is; given numbers kept",
    () => {
      const form = render({
        rollerName: HOSTILE_TEXT,
        savedRolls: [{ id: "r1", name: HOSTILE_TEXT }],
        series: { index: 2, count: 3 },
        initial: { pool: 4, rounds: 2 },
      });
      expect(form.querySelector("img")).toBeNull();
      const pick = must(form.querySelector<HTMLSelectElement>('select[name="savedRoll"]'));
      expect([...pick.options].map((option) => [option.value, option.text])).toEqual([
        ["", "— the numbers below —"],
        ["r1", HOSTILE_TEXT],
      ]);
      expect([...form.querySelectorAll("[autofocus]")]).toEqual([pick]);
      expect(text(form.querySelector(".hint"))).toBe(
        `${HOSTILE_TEXT} rolls. Each round, every die that fails leaves the pool; then the dice ` +
          `back each round return.`,
      );
      expect(text(form.querySelectorAll(".hint")[1])).toMatch(/^Card 2 of 3:/);
      expect([...form.querySelectorAll<HTMLInputElement>("input")].map((input) => input.value)).toEqual([
        "4",
        "7",
        "1",
        "5",
        "2",
      ]);
    },
  );
});
