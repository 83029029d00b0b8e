/**
 * The *Request a roll* form's template (src/card-kinds/request/templates/dialogs/request-dialog.hbs) rendered with its
 * view (request-dialog-view.ts): every field named as the dialog reads it, in order, each group marked for the kind
 * of request it belongs to, the defaults chosen, every word localized and printed as text, never as markup.
 */
import { describe, expect, it } from "vitest";
import { requestDialogView } from "../../../../src/card-kinds/request/ui/request-dialog-view";
import { translatorOf } from "../../../../src/ui/translator";
import { en, HOSTILE_TEXT, RULE_SETS } from "../../../ui/dialogs/fixtures";
import { renderFormTemplate } from "../../../ui/roll-cards/template-source";
import { must } from "../../../kit";

const render = (i18n = en, ruleSets = RULE_SETS) =>
  renderFormTemplate("templates/dialogs/request-dialog.hbs", requestDialogView(i18n, ruleSets));
/** The option a select opens on: the one marked selected, else its first. */
const selected = (form: HTMLFormElement, name: string) =>
  (
    form.querySelector(`select[name="${name}"] option[selected]`) ?? form.querySelector(`select[name="${name}"] option`)
  )?.getAttribute("value");
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;

describe("the Request a roll form's template", () => {
  it("names every field as the dialog reads it, in order, each group of one kind of request marked", () => {
    const form = render(en, ["kaiser", "ogs"]);
    expect([...form.querySelectorAll("[name]")].map((field) => field.getAttribute("name"))).toEqual([
      "ruleSet",
      "formula",
      "compare",
      "kind",
      "number",
      "question",
      "atLeast",
      "mode",
      "showDifficulty",
      "resultsWhenAllRolled",
      "hideNames",
    ]);
    const only = [...form.querySelectorAll<HTMLElement>(".form-group")].map(
      (group) => group.dataset.requestOnly ?? null,
    );
    expect(only).toEqual([null, "formula", "formula", "ruleSets", "number", null, "atLeast", null, null, null, null]);
    expect(form.querySelector("tbody")?.children).toHaveLength(0);
  });

  it(
    "opens on the first rule set, Kaiser's resistance check, " + "everyone, a public card that shows the difficulty",
    () => {
      const form = render(en, ["kaiser", "ogs"]);
      expect(
        [...form.querySelectorAll<HTMLOptionElement>('select[name="ruleSet"] option')].map((option) => option.value),
      ).toEqual(["kaiser", "ogs", "formula"]);
      expect([
        selected(form, "ruleSet"),
        selected(form, "kind"),
        selected(form, "question"),
        selected(form, "mode"),
      ]).toEqual(["kaiser", "resistance", "everyone", "public"]);
      expect(text(form.querySelector('[data-request-only="number"] label'))).toBe("Difficulty");
      const number = must(form.querySelector<HTMLInputElement>('input[name="number"]'));
      expect([number.type, number.value]).toEqual(["number", "11"]);
      expect(form.querySelector<HTMLInputElement>('input[name="formula"]')?.placeholder).toBe(
        "1d20 + @abilities.dex.mod",
      );
      const atLeast = must(form.querySelector<HTMLInputElement>('input[name="atLeast"]'));
      expect([atLeast.value, atLeast.min, atLeast.max]).toEqual(["2", "1", "50"]);
      const boxes = [...form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].map((box) => [
        box.name,
        box.checked,
      ]);
      expect(boxes).toEqual([
        ["showDifficulty", true],
        ["resultsWhenAllRolled", false],
        ["hideNames", false],
      ]);
      expect([...form.querySelectorAll("th")].map(text)).toEqual(["Ask", "Name", "Own number"]);
      expect(text(form.querySelector("button[data-request-add]"))).toBe("Add the selected tokens");
    },
  );

  it("with only the Kleptonomicon offered, names the number as a formula's Target (its Passing Score is fixed)", () => {
    expect(text(render(en, ["klepto"]).querySelector('[data-request-only="number"] label'))).toBe("Target");
  });

  it("prints every word as text, never as markup", () => {
    const form = render(translatorOf("en", () => HOSTILE_TEXT));
    expect(form.querySelector("img")).toBeNull();
    expect(text(form.querySelector("label"))).toBe(HOSTILE_TEXT);
    expect(text(form.querySelector('select[name="mode"] option'))).toBe(HOSTILE_TEXT);
  });
});
