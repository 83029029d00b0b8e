/**
 * What a player sees of each roll dialog: `templates/dialogs/{fields,odds,footer}.hbs` rendered over the view
 * models, parsed as a browser would. Labels are tied to their controls, an error sits beside its field and
 * disables Roll, every odds figure carries its exact probability beside the rounded text, the chart has a text
 * alternative, and text a user typed comes out as text.
 */
import { describe, expect, it } from "vitest";
import { footerTemplateContext, oddsTemplateContext } from "../../../src/ui/dialogs/template-context";
import { type DialogView, type FieldView, type FormValues } from "../../../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../../../src/core/rule-set-types";
import { formatPercent } from "../../../src/ui/percent";
import { buildWith, en, HOSTILE_TEXT, RULE_SETS } from "./fixtures";
import { renderFields, renderFooter, renderOdds } from "./render-dialog";
import { freshDocument } from "../dom/fresh-document";
import { must } from "../../kit";

/** One dialog's three parts in a form, as Foundry and the playground put them together. */
function drawDialog(view: DialogView, options: { flavor?: string; showOdds?: boolean } = {}): HTMLFormElement {
  const form = freshDocument().createElement("form");
  const rollModes = [
    { value: "publicroll", label: "Public Roll", selected: true },
    { value: "gmroll", label: "Private GM Roll", selected: false },
  ];
  form.innerHTML =
    renderFields(view) +
    renderOdds(oddsTemplateContext(en, view, options.showOdds ?? true)) +
    renderFooter(footerTemplateContext(en, { rollModes, flavor: options.flavor ?? "", canRoll: view.canRoll }));
  return form;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;
const wrapperOf = (form: HTMLFormElement, name: string) =>
  must(form.querySelector<HTMLElement>(`.indie-dice-field[data-field="${name}"]`));
const controlOf = (form: HTMLFormElement, field: FieldView) => must(form.querySelector<HTMLElement>(`#${field.id}`));

/** Each rule set with a valid form, and with one bad field. */
const SCENARIOS: readonly (readonly [RuleSetId, string, FormValues])[] = [
  ["kaiser", "defaults", {}],
  ["kaiser", "an opposed check at D1", { mode: "opposed", opponent: 5, advantages: 1, disadvantages: 2 }],
  ["kaiser", "a characteristic check", { kind: "characteristic" }],
  ["kaiser", "a fractional difficulty", { difficulty: "7.5" }],
  ["ogs", "defaults", {}],
  ["ogs", "a d12 modifier die pushed 5 stages", { modifier: "12", stages: 5 }],
  ["ogs", "an unknown die", { stat: "7" }],
  ["kingdoms", "defaults", {}],
  ["kingdoms", "3 dice of 8", { pool: 8, dice: 3 }],
  ["kingdoms", "more dice than the pool", { dice: 9 }],
  ["klepto", "defaults", {}],
  ["klepto", "hostile Score Ranges", { ranges: `[..6] ${HOSTILE_TEXT}, [7..] Fine`, advantages: 5 }],
  ["klepto", "an open bracket", { ranges: "[..6] a, [7..9 b" }],
  ["olde", "defaults", {}],
  ["olde", "2d4+1 unlimited against 14", { count: 2, faces: 4, adjustment: 1, unlimited: true, target: 14 }],
  ["olde", "an unlimited d1", { faces: 1, unlimited: true }],
];

describe.each(SCENARIOS)("the %s dialog, %s", (ruleSet, _name, changes) => {
  const view = buildWith(ruleSet, changes);
  const form = drawDialog(view, { flavor: HOSTILE_TEXT });

  it("draws one wrapper per field, in the view's order, naming its rule set", () => {
    expect(form.querySelector(".indie-dice-fields")?.getAttribute("data-rule-set")).toBe(ruleSet);
    const wrappers = [...form.querySelectorAll<HTMLElement>(".indie-dice-field")];
    expect(wrappers.map((w) => w.dataset.field)).toEqual(view.fields.map((f) => f.name));
    expect(wrappers.map((w) => w.dataset.kind)).toEqual(view.fields.map((f) => f.kind));
  });

  it("ties every label to its control, which is named after the request property it sets", () => {
    for (const field of view.fields) {
      const label = must(wrapperOf(form, field.name).querySelector("label"));
      expect(label.getAttribute("for")).toBe(field.id);
      expect(text(label)).toBe(field.label);
      const control = controlOf(form, field);
      expect(control.getAttribute("name")).toBe(field.name);
      expect(wrapperOf(form, field.name).contains(control)).toBe(true);
    }
    const ids = [...form.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows each field's value, bounds and disabled state", () => {
    for (const field of view.fields) {
      const control = controlOf(form, field);
      expect(control.hasAttribute("disabled")).toBe(field.disabled);
      if (field.kind === "number" || field.kind === "stepper") {
        expect(control.getAttribute("value")).toBe(String(field.value));
        expect(control.getAttribute("min")).toBe(String(field.min));
        expect(control.getAttribute("max")).toBe(String(field.max));
      }
      if (field.kind === "select") {
        const selected = [...control.querySelectorAll("option")].filter((option) => option.hasAttribute("selected"));
        expect(selected.map((option) => option.getAttribute("value"))).toEqual(
          must(field.options)
            .filter((o) => o.selected)
            .map((o) => o.value),
        );
      }
      if (field.kind === "checkbox") expect(control.hasAttribute("checked")).toBe(field.value === true);
      if (field.kind === "textarea") expect(control.textContent).toBe(field.value);
    }
  });

  it("marks a bad field invalid and prints its error beside it; a good one has a hidden, empty error", () => {
    for (const field of view.fields) {
      const control = controlOf(form, field);
      const error = must(form.querySelector<HTMLElement>(`#${field.id}-error`));
      expect(wrapperOf(form, field.name).contains(error)).toBe(true);
      expect(control.getAttribute("aria-describedby")?.split(" ")).toContain(`${field.id}-error`);
      expect(control.getAttribute("aria-invalid")).toBe(String(field.error !== null));
      expect(error.hasAttribute("hidden")).toBe(field.error === null);
      expect(text(error.querySelector(".indie-dice-error-text"))).toBe(field.error ?? "");
      expect(wrapperOf(form, field.name).classList.contains("has-error")).toBe(field.error !== null);
    }
  });

  it("describes a field by its hint", () => {
    for (const field of view.fields) {
      const hint = form.querySelector(`#${field.id}-hint`);
      expect(text(hint)).toBe(field.hint);
      if (field.hint)
        expect(controlOf(form, field).getAttribute("aria-describedby")?.split(" ")).toContain(`${field.id}-hint`);
    }
  });

  it("gives a stepper − and + buttons for its input, labelled, and disabled with it", () => {
    for (const field of view.fields.filter((f) => f.kind === "stepper")) {
      const buttons = [...wrapperOf(form, field.name).querySelectorAll("button")];
      expect(
        buttons.map((b) => [b.getAttribute("data-action"), b.getAttribute("data-field"), b.getAttribute("data-step")]),
      ).toEqual([
        ["stepField", field.name, "-1"],
        ["stepField", field.name, "1"],
      ]);
      expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
        must(field.stepLabels).down,
        must(field.stepLabels).up,
      ]);
      expect(buttons.map((b) => b.getAttribute("type"))).toEqual(["button", "button"]);
      for (const button of buttons) {
        expect(button.getAttribute("aria-controls")).toBe(field.id);
        expect(button.hasAttribute("disabled")).toBe(field.disabled);
        expect(button.getAttribute("aria-label")).not.toBe("");
      }
    }
  });

  it("lists the notes", () => {
    const notes = [...form.querySelectorAll<HTMLElement>(".indie-dice-notes [data-note]")];
    expect(notes.map((note) => [note.dataset.note, text(note)])).toEqual(
      view.notes.map((note) => [note.name, note.text]),
    );
  });

  it("disables the Roll button exactly when a field is wrong", () => {
    const roll = must(form.querySelector("button.indie-dice-roll"));
    expect(roll.getAttribute("type")).toBe("submit");
    expect(roll.hasAttribute("disabled")).toBe(view.errorCount > 0);
    expect(form.querySelectorAll('button[type="submit"]')).toHaveLength(1);
  });

  it("keeps hostile flavor and typed text as text", () => {
    expect(form.querySelector("img")).toBeNull();
    expect(must(form.querySelector<HTMLInputElement>('input[name="flavor"]')).getAttribute("value")).toBe(HOSTILE_TEXT);
    expect(form.querySelector('select[name="rollMode"] option[selected]')?.getAttribute("value")).toBe("publicroll");
  });

  it("gives every odds figure its exact probability beside the same number rounded", () => {
    const section = must(form.querySelector(".indie-dice-odds"));
    if (view.odds === null) {
      expect(text(section.querySelector(".indie-dice-odds-unavailable"))).toBe(
        "The odds appear once every field is filled in correctly.",
      );
      expect(section.querySelector("table, svg, [data-probability]")).toBeNull();
      return;
    }
    expect(text(section.querySelector(".indie-dice-odds-heading"))).toBe(view.odds.heading);
    const figures = [...section.querySelectorAll<HTMLElement>(".indie-dice-figure")];
    expect(figures.map((figure) => figure.dataset.outcome)).toEqual(view.odds.rows.map((r) => r.outcome));
    figures.forEach((figure, index) => {
      const model = must(must(view.odds).rows[index]);
      const exact = Number(figure.dataset.probability);
      expect(exact).toBe(model.probability);
      expect(text(figure)).toBe(model.text);
      // What cannot happen says so in words; every other figure is the chance rounded.
      expect(text(figure)).toBe(
        exact === 0 && formatPercent(exact, en) === "0.0%" ? "cannot happen" : formatPercent(exact, en),
      );
      expect(figure.closest("tr")?.getAttribute("data-outcome")).toBe(model.outcome);
      expect(text(figure.closest("tr")?.querySelector("th"))).toBe(
        model.highlight ? `${model.label} chosen` : model.label,
      );
    });
    expect([...section.querySelectorAll(".indie-dice-odds-notes li")].map(text)).toEqual(view.odds.notes);
    // The facts about the roll stand in a table of their own, under their caption; the outcomes' table has none.
    const outcomesTable = [
      ...section.querySelectorAll("table.indie-dice-odds-table:not(.indie-dice-odds-facts) tr[data-outcome]"),
    ];
    const factsTable = [...section.querySelectorAll("table.indie-dice-odds-facts tr[data-outcome]")];
    expect(outcomesTable.map((row) => row.getAttribute("data-outcome"))).toEqual(
      view.odds.rows.filter((r) => !r.fact).map((r) => r.outcome),
    );
    expect(factsTable.map((row) => row.getAttribute("data-outcome"))).toEqual(
      view.odds.rows.filter((r) => r.fact).map((r) => r.outcome),
    );
    if (factsTable.length > 0)
      expect(text(section.querySelector("table.indie-dice-odds-facts caption"))).toBe(
        view.odds.factsHeading ?? "About this roll",
      );
  });

  it("draws the chart as inline SVG with a text alternative and a tooltip on every bar", () => {
    const chart = view.odds?.chart;
    const svg = form.querySelector("svg.indie-dice-chart");
    if (!chart) return expect(svg).toBeNull();
    expect(svg?.getAttribute("role")).toBe("img");
    expect(svg?.getAttribute("aria-label")).toBe(chart.description);
    expect(chart.description.length).toBeGreaterThan(10);
    expect(svg?.getAttribute("viewBox")).toBe(`0 0 ${chart.width} ${chart.height}`);
    const bars = [...must(svg).querySelectorAll("rect")];
    expect(bars.map((bar) => text(bar.querySelector("title")))).toEqual(chart.bars.map((bar) => bar.label));
    expect(bars.map((bar) => bar.classList.contains("highlight"))).toEqual(chart.bars.map((bar) => bar.highlight));
  });

  it(
    "captions the chart: " +
      "what its axis counts, what the numbers under the bars are, a swatch keying the marked bars",
    () => {
      const chart = view.odds?.chart;
      const figure = form.querySelector("figure.indie-dice-chart-figure");
      if (!chart) return expect(figure).toBeNull();
      expect(figure?.querySelector(":scope > svg.indie-dice-chart")).not.toBeNull();
      const caption = must(figure).querySelector("figcaption");
      expect(text(caption)).toBe(chart.key === null ? chart.caption : `${chart.caption} ${chart.key}`);
      const swatch = must(caption).querySelector(".indie-dice-chart-key svg");
      if (chart.key === null) return expect(swatch).toBeNull();
      expect(swatch?.getAttribute("aria-hidden")).toBe("true");
      // The swatch is a marked bar, drawn with the marked bars' own classes.
      expect(swatch?.querySelector("rect")?.getAttribute("class")).toBe("indie-dice-bar highlight");
    },
  );
});

describe("dialog templates: what only some dialogs show", () => {
  it("a bad field's error is in the DOM next to it and the Roll button is disabled", () => {
    const form = drawDialog(buildWith("kaiser", { difficulty: "7.5" }));
    const wrapper = wrapperOf(form, "difficulty");
    expect(wrapper.querySelector("input")?.getAttribute("aria-invalid")).toBe("true");
    expect(text(wrapper.querySelector(".indie-dice-error-text"))).toBe(
      'Kaiser: the difficulty must be a whole number from −1,000,000 to 1,000,000, not "7.5".',
    );
    expect(form.querySelector("button.indie-dice-roll")?.hasAttribute("disabled")).toBe(true);
  });

  it("the Kaiser steppers are disabled, buttons too, for a characteristic check", () => {
    const form = drawDialog(buildWith("kaiser", { kind: "characteristic" }));
    for (const name of ["advantages", "disadvantages"]) {
      const controls = [...wrapperOf(form, name).querySelectorAll("input, button")];
      expect(controls).toHaveLength(3);
      for (const control of controls) expect(control.hasAttribute("disabled")).toBe(true);
      expect(wrapperOf(form, name).classList.contains("is-disabled")).toBe(true);
    }
  });

  it("K&R highlights the chosen pool size by a class and by a word, never by colour alone", () => {
    const form = drawDialog(buildWith("kingdoms", { pool: 8, dice: 3 }));
    const chosen = [...form.querySelectorAll("tr.highlight")];
    expect(chosen.map((row) => row.getAttribute("data-outcome"))).toEqual(["pool-3"]);
    expect(text(must(chosen[0]).querySelector(".indie-dice-chosen"))).toBe("chosen");
    expect(form.querySelectorAll(".indie-dice-chosen")).toHaveLength(1);
    expect(form.querySelectorAll('tr[data-outcome^="pool-"]')).toHaveLength(8);
  });

  it("hostile Score Ranges appear escaped in the textarea, the preview and the odds", () => {
    const ranges = `[..6] ${HOSTILE_TEXT}, [7..] Fine`;
    const form = drawDialog(buildWith("klepto", { ranges }));
    expect(form.querySelector("img")).toBeNull();
    expect(form.querySelector("textarea")?.textContent).toBe(ranges);
    expect(text(form.querySelector('[data-note="ranges"]'))).toBe(`Read as: ${ranges}`);
    expect(text(form.querySelector('tr[data-outcome="range-0"] th'))).toBe(`[..6] ${HOSTILE_TEXT}`);
  });

  it("the Klepto bracket error is beside the ranges field", () => {
    const form = drawDialog(buildWith("klepto", { ranges: "[..6] a, [7..9 b" }));
    expect(text(wrapperOf(form, "ranges").querySelector(".indie-dice-error-text"))).toBe(
      "Score Ranges: the bracket [7..9 b at character 10 (entry 2) is not closed with ].",
    );
    expect(form.querySelector("textarea")?.getAttribute("aria-invalid")).toBe("true");
  });

  it("the Olde faces offer the usual dice in a datalist the input points at", () => {
    const form = drawDialog(buildWith("olde"));
    const input = must(form.querySelector<HTMLInputElement>('input[name="faces"]'));
    const list = must(form.querySelector(`#${input.getAttribute("list")}`));
    expect(list.tagName).toBe("DATALIST");
    expect([...list.querySelectorAll("option")].map((o) => [o.getAttribute("value"), o.getAttribute("label")])).toEqual(
      [2, 3, 4, 6, 8, 10, 12, 20].map((faces) => [String(faces), `d${faces}`]),
    );
    expect(form.querySelector('input[name="unlimited"]')?.getAttribute("type")).toBe("checkbox");
  });

  it("shows no odds at all when the player turned them off", () => {
    const form = drawDialog(buildWith("kaiser"), { showOdds: false });
    expect(text(form.querySelector(".indie-dice-odds"))).toBe("");
    expect(form.querySelector("button.indie-dice-roll")?.hasAttribute("disabled")).toBe(false);
  });

  it("every form control is a field of the view, the roll mode or the flavor", () => {
    for (const ruleSet of RULE_SETS) {
      const view = buildWith(ruleSet);
      const names = [...drawDialog(view).querySelectorAll("[name]")].map((control) => control.getAttribute("name"));
      expect(new Set(names)).toEqual(new Set([...view.fields.map((f) => f.name), "rollMode", "flavor"]));
    }
  });
});
