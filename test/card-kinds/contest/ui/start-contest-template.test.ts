/**
 * The Start contest dialog's templates rendered as Foundry renders them (the fields template registered as a
 * partial under its path): one fieldset per side, field names carrying the side's key, names as text, the
 * chances with their exact probabilities, and a Start button that is disabled while a field is wrong.
 */
import { fileURLToPath } from "node:url";
import { servedAsset } from "../../../../scripts/module-assets.mjs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { startContestModel, type StartContestView } from "../../../../src/card-kinds/contest/ui/start-contest-model";
import type { FormValues } from "../../../../src/ui/dialogs/dialog-types";
import { en, HOSTILE_TEXT, RULE_SETS, WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { freshDocument } from "../../../ui/dom/fresh-document";
import { must } from "../../../kit";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** A template or style sheet as the module serves it, from the folders that make it (scripts/module-assets.mjs). */
function moduleFile(path: string): string {
  const text = servedAsset(ROOT, path);
  if (text === undefined) throw new Error(`the module serves no ${path}`);
  return text;
}

const handlebars = Handlebars.create();
handlebars.registerPartial(
  "modules/indie-dice/templates/dialogs/fields.hbs",
  moduleFile("templates/dialogs/fields.hbs"),
);
const compile = (path: string) => handlebars.compile<StartContestView>(moduleFile(path));
const PARTS = {
  setup: compile("templates/dialogs/start-contest.hbs"),
  odds: compile("templates/dialogs/start-contest-odds.hbs"),
  footer: compile("templates/dialogs/start-contest-footer.hbs"),
};

function render(form: FormValues, proposes = false): HTMLElement {
  const view = startContestModel({
    ruleSets: RULE_SETS,
    attackers: [{ name: "Ann" }, { name: HOSTILE_TEXT }],
    defender: { name: "Ogre" },
    form,
    settings: WORLD_DEFAULTS,
    i18n: en,
    idPrefix: "start",
    proposes,
  });
  const host = freshDocument().createElement("form");
  host.innerHTML = PARTS.setup(view) + PARTS.odds(view) + PARTS.footer(view);
  return host;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;

describe("the Start contest dialog's templates", () => {
  it("draw one fieldset per side, its fields named under the side's key, every id unique", () => {
    const form = render({ ruleSet: "ogs" });
    const sides = [...form.querySelectorAll<HTMLElement>("fieldset[data-side-key]")];
    expect(sides.map((side) => side.dataset.sideKey)).toEqual(["a0", "a1", "d"]);
    expect([...must(sides[2]).querySelectorAll("[name]")].map((field) => field.getAttribute("name"))).toEqual([
      "d.stat",
      "d.skill",
      "d.modifier",
      "d.flatBonus",
      "d.stages",
      "d.increaseTarget",
    ]);
    const ids = [...form.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const field of form.querySelectorAll("[aria-describedby]")) {
      for (const id of must(field.getAttribute("aria-describedby")).split(" "))
        expect(form.querySelector(`#${id}`), id).not.toBeNull();
    }
  });

  it("print a hostile name as text, never as markup", () => {
    const form = render({ ruleSet: "kaiser" });
    expect(form.querySelector("img")).toBeNull();
    expect(text(form.querySelectorAll("fieldset legend")[1])).toBe(`Attacker: ${HOSTILE_TEXT}`);
    expect(text(form.querySelectorAll(".indie-dice-contest-versus")[1])).toBe(`${HOSTILE_TEXT} vs Ogre`);
  });

  it("show each figure with its exact probability, and an enabled Start", () => {
    const form = render({ ruleSet: "kingdoms" });
    const figures = [...form.querySelectorAll<HTMLElement>(".indie-dice-contest-setup-pairing")].map((pairing) =>
      [...pairing.querySelectorAll<HTMLElement>(".indie-dice-figure")].reduce(
        (sum, figure) => sum + Number(figure.dataset.probability),
        0,
      ),
    );
    expect(figures).toHaveLength(2);
    for (const total of figures) expect(total).toBeCloseTo(1, 12);
    expect(must(form.querySelector<HTMLButtonElement>("button[type=submit]")).disabled).toBe(false);
    expect(form.querySelector(".indie-dice-contest-setup-notice")).toBeNull();
  });

  it("mark a bad field, hide the chances and disable Start; tell a player their rolls only propose", () => {
    const form = render({ ruleSet: "olde", "a1.count": "0" }, true);
    const wrapper = must(form.querySelector<HTMLElement>('[data-field="a1.count"]'));
    expect(wrapper.classList.contains("has-error")).toBe(true);
    expect(must(wrapper.querySelector(".indie-dice-field-error")).hasAttribute("hidden")).toBe(false);
    expect(form.querySelectorAll(".indie-dice-figure")).toHaveLength(0);
    expect(must(form.querySelector<HTMLButtonElement>("button[type=submit]")).disabled).toBe(true);
    expect(text(form.querySelector(".indie-dice-contest-setup-notice"))).toMatch(/proposal/);
  });
});
