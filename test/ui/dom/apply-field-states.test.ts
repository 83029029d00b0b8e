// @vitest-environment happy-dom
/**
 * The in-place patch a dialog applies on every field change, against the real templates: the field being typed
 * in is never replaced, while its error, `aria-invalid`, the disabled state, the notes and the Roll button follow
 * the new view model.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { applyFieldStates } from "../../../src/ui/dom/apply-field-states";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { footerTemplateContext } from "../../../src/ui/dialogs/template-context";
import { type DialogView, type FormValues } from "../../../src/ui/dialogs/dialog-types";
import { en, WORLD_DEFAULTS } from "../dialogs/fixtures";
import { must } from "../../kit";

const i18n = en;
const settings = WORLD_DEFAULTS;
// Read from the repository root (vitest's working directory): happy-dom's URL does not resolve file URLs.
const template = (path: string) => Handlebars.compile(readFileSync(`templates/dialogs/${path}`, "utf8"));
const renderFields = template("fields.hbs");
const renderFooter = template("footer.hbs");

function kaiserView(form: FormValues): DialogView {
  const model = DIALOG_MODELS.kaiser;
  return model.build({ ...model.defaults(settings), ...form }, { i18n, settings, showOdds: true }) as DialogView;
}

/** A dialog's form as the templates draw it for `view`. */
function drawn(view: DialogView): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML =
    renderFields(view) +
    renderFooter(footerTemplateContext(i18n, { rollModes: [], flavor: "", canRoll: view.canRoll }));
  return form;
}

const wrapper = (form: HTMLFormElement, name: string) =>
  must(form.querySelector<HTMLElement>(`[data-field="${name}"]`));

describe("applyFieldStates", () => {
  it("shows a new error beside its field, marks it invalid and disables Roll, keeping the same input element", () => {
    const form = drawn(kaiserView({}));
    const input = must(wrapper(form, "difficulty").querySelector("input"));
    const broken = kaiserView({ difficulty: "1.5" });
    const error = must(broken.fields.find((field) => field.name === "difficulty")).error;
    expect(error).toBeTruthy();

    applyFieldStates(form, broken);

    expect(wrapper(form, "difficulty").querySelector("input")).toBe(input);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(wrapper(form, "difficulty").classList.contains("has-error")).toBe(true);
    const shown = must(wrapper(form, "difficulty").querySelector<HTMLElement>(".indie-dice-field-error"));
    expect(shown.hidden).toBe(false);
    expect(must(shown.querySelector(".indie-dice-error-text")).textContent).toBe(error);
    // The icon beside the message stays.
    expect(shown.querySelector("i")).not.toBeNull();
    expect(must(form.querySelector<HTMLButtonElement>("button.indie-dice-roll")).disabled).toBe(true);
  });

  it("clears the error and enables Roll again once the value is good", () => {
    const form = drawn(kaiserView({ difficulty: "1.5" }));
    expect(must(form.querySelector<HTMLButtonElement>("button.indie-dice-roll")).disabled).toBe(true);
    applyFieldStates(form, kaiserView({ difficulty: 9 }));
    const error = must(wrapper(form, "difficulty").querySelector<HTMLElement>(".indie-dice-field-error"));
    expect(error.hidden).toBe(true);
    expect(wrapper(form, "difficulty").classList.contains("has-error")).toBe(false);
    expect(must(form.querySelector<HTMLButtonElement>("button.indie-dice-roll")).disabled).toBe(false);
  });

  it(
    "disables the advantage steppers for a characteristic check, " + "and hides the net-level note it no longer has",
    () => {
      const form = drawn(kaiserView({ advantages: 2 }));
      const note = () => must(form.querySelector<HTMLElement>('[data-note="level"]'));
      expect(note().textContent).toContain("A2");
      const characteristic = kaiserView({ kind: "characteristic", advantages: 2 });
      expect(characteristic.notes.map((n) => n.name)).not.toContain("level");
      applyFieldStates(form, characteristic);
      for (const control of wrapper(form, "advantages").querySelectorAll<HTMLInputElement | HTMLButtonElement>(
        "input, button",
      )) {
        expect(control.disabled).toBe(true);
      }
      expect(wrapper(form, "advantages").classList.contains("is-disabled")).toBe(true);
      expect(note().hidden).toBe(true);
      applyFieldStates(form, kaiserView({ advantages: 1 }));
      expect(note().hidden).toBe(false);
      expect(note().textContent).toContain("A1");
    },
  );

  it("adds a note the first view did not have, as text", () => {
    const form = drawn(kaiserView({ kind: "characteristic" }));
    expect(form.querySelector('[data-note="level"]')).toBeNull();
    applyFieldStates(form, kaiserView({ advantages: 3 }));
    const added = must(form.querySelector<HTMLElement>('.indie-dice-notes [data-note="level"]'));
    expect(added.textContent).toContain("A3");
    expect(added.children).toHaveLength(0);
  });
});

describe("in a window Foundry v14 detached (its elements come from another realm)", () => {
  it("still updates a number field's range", () => {
    const form = drawn(kaiserView({ kind: "skill" }));
    const view = kaiserView({ kind: "skill" });
    const field = must(view.fields.find((f) => f.min !== undefined && f.max !== undefined));
    const input = must(form.querySelector<HTMLInputElement>(`input[name="${field.name}"]`));
    input.min = "-999";
    input.max = "999";
    // The module's code runs in the main window, whose HTMLInputElement is not the pop-out's.
    const mainWindowInput = globalThis.HTMLInputElement;
    globalThis.HTMLInputElement = class OtherRealmInput {} as typeof HTMLInputElement;
    try {
      expect(input instanceof globalThis.HTMLInputElement).toBe(false);
      applyFieldStates(form, view);
    } finally {
      globalThis.HTMLInputElement = mainWindowInput;
    }
    expect([input.min, input.max]).toEqual([String(field.min), String(field.max)]);
  });
});
