/**
 * The *Change the difficulty* form's template (templates/dialogs/difficulty.hbs) rendered with its view
 * (src/ui/dialogs/difficulty-view.ts): one text field, labelled, holding the card's difficulty (none: empty),
 * focused, described by its reason's place, which waits hidden.
 */
import { describe, expect, it } from "vitest";
import { difficultyView } from "../../../src/ui/dialogs/difficulty-view";
import { en } from "./fixtures";
import { renderFormTemplate } from "../roll-cards/template-source";
import { must } from "../../kit";

const render = (current: number | null) =>
  renderFormTemplate("templates/dialogs/difficulty.hbs", difficultyView(en, current));

describe("the Change the difficulty form's template", () => {
  it("holds the card's difficulty in a labelled text field described by its hidden reason", () => {
    const form = render(-3);
    const field = must(form.querySelector<HTMLInputElement>('input[name="difficulty"]'));
    expect([field.type, field.value, field.hasAttribute("autofocus"), field.getAttribute("aria-invalid")]).toEqual([
      "text",
      "-3",
      true,
      "false",
    ]);
    expect(form.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(
      "New difficulty (the rows are judged again; the rolls stay as they are)",
    );
    const reason = must(form.querySelector<HTMLElement>(`#${must(field.getAttribute("aria-describedby"))}`));
    expect([reason.hidden, reason.querySelector(".indie-dice-error-text")?.textContent]).toEqual([true, ""]);
  });

  it("is empty when the card holds none", () => {
    expect(must(render(null).querySelector<HTMLInputElement>("input")).value).toBe("");
  });
});
