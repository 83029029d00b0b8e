import { describe, expect, it } from "vitest";
import { type CardView } from "../../../src/ui/roll-cards/card-view";
import { kleptoCardModel } from "../../../src/rule-sets/klepto/ui/card-model";
import { CARD_FIXTURES, englishTranslator as en, HOSTILE_TEXT, KAISER_CARDS, KLEPTO_CARDS } from "./fixtures";
import { compileRollCard } from "./render-card";
import { CARDS_STYLESHEET, ROLL_CARD_TEMPLATE } from "./template-source";
import { freshDocument } from "../dom/fresh-document";
import { must } from "../../kit";

const render = compileRollCard(ROLL_CARD_TEMPLATE);

/** The rendered card as a DOM, parsed the way a browser would (and as Foundry inserts it). */
function renderToDom(view: CardView): HTMLElement {
  const host = freshDocument().createElement("div");
  host.innerHTML = render(view);
  expect(host.children).toHaveLength(1);
  return host.firstElementChild as HTMLElement;
}

const text = (element: Element | null) => element?.textContent?.trim() ?? null;

/** ChatLog's own actions: a card button must never trigger one of them. */
const CORE_CHAT_ACTIONS = [
  "deleteMessage",
  "dismissMessage",
  "expandRoll",
  "export",
  "flush",
  "jumpToBottom",
  "rollMode",
];

describe.each(CARD_FIXTURES.map((fixture) => [fixture.id, fixture] as const))("the card of %s", (_id, fixture) => {
  const view = fixture.view(en, HOSTILE_TEXT);
  const card = renderToDom(view);

  it("draws, out of view, the same head from the head judged alone as from the whole card", () => {
    const head = render({ ...fixture.head(en, HOSTILE_TEXT), compact: true });
    expect(head).toBe(render({ ...view, compact: true }));
    // The head is the card's outcome, formula and total, and nothing of what the whole card adds.
    const drawn = freshDocument().createElement("div");
    drawn.innerHTML = head;
    expect(text(drawn.querySelector(".indie-dice-banner"))).toBe(view.banner.text);
    expect(text(drawn.querySelector(".dice-total"))).toBe(view.totalText);
    expect(drawn.querySelector(".indie-dice-dice, .indie-dice-steps, .indie-dice-odds, .indie-dice-luck")).toBeNull();
  });

  it("is one div.indie-dice-card.dice-roll that names its rule set, with Foundry's formula and total", () => {
    expect(card.tagName).toBe("DIV");
    expect([...card.classList]).toEqual(expect.arrayContaining(["indie-dice-card", "dice-roll"]));
    expect(card.dataset.ruleSet).toBe(fixture.ruleSet);
    expect(text(card.querySelector(".indie-dice-rule-set"))).toBe(view.ruleSetLabel);
    expect(text(card.querySelector(".dice-formula"))).toBe(view.formula);
    expect(text(card.querySelector(".dice-total"))).toBe(view.totalText);
  });

  it("shows hostile flavor as text, never as markup", () => {
    expect(card.querySelector("img")).toBeNull();
    expect(text(card.querySelector(".dice-flavor"))).toBe(HOSTILE_TEXT);
  });

  it("has a banner that says the outcome in words, with a labelled icon", () => {
    const banner = must(card.querySelector(".indie-dice-banner"));
    expect(banner.classList.contains(view.banner.tone)).toBe(true);
    expect(text(banner)).toBe(view.banner.text);
    const icon = must(banner.querySelector("i"));
    // Named once: its title is its accessible name (role img) and its tooltip.
    expect(icon.getAttribute("role")).toBe("img");
    expect(icon.getAttribute("title")).toBe(view.banner.toneLabel);
    expect(icon.hasAttribute("aria-label")).toBe(false);
    expect(view.banner.toneLabel).not.toBe("");
  });

  it("shows the second line under the banner only when the card has one", () => {
    expect(text(card.querySelector(".indie-dice-sub-banner"))).toBe(view.subBanner);
  });

  it("shows what the roll was made against under the banner, when it was made against something", () => {
    expect(text(card.querySelector(".indie-dice-target"))).toBe(view.target);
  });

  it("sets dice rolled beside the roll apart, each kind in a labelled row with its sum", () => {
    const rows = [...card.querySelectorAll(".indie-dice-side-dice")];
    expect(
      rows.map((row) => [
        row.getAttribute("aria-label"),
        text(row.querySelector(".indie-dice-side-label")),
        text(row.querySelector(".indie-dice-side-total")),
      ]),
    ).toEqual(view.sideDice.map((row) => [row.label, row.label, row.total]));
    rows.forEach((row, index) => {
      const faces = [...row.querySelectorAll(".indie-dice-die")].map((die) => [
        die.firstChild?.textContent,
        die.getAttribute("title"),
      ]);
      expect(faces).toEqual(must(view.sideDice[index]).dice.map((die) => [die.face, die.label]));
    });
  });

  it("names every die once with what it shows and what it is: its accessible name and its tooltip", () => {
    const dice = [...card.querySelectorAll(".indie-dice-dice .indie-dice-die")];
    expect(dice).toHaveLength(view.dice.length);
    dice.forEach((die, index) => {
      const model = must(view.dice[index]);
      expect(die.getAttribute("role")).toBe("img");
      expect(die.getAttribute("title")).toBe(model.label);
      expect(die.hasAttribute("aria-label")).toBe(false);
      for (const mark of model.marks) expect(die.classList.contains(mark)).toBe(true);
      // Its face is its own text, its size the small under it.
      expect(die.firstChild?.textContent).toBe(model.face);
      expect(die.querySelector("small")?.textContent).toBe(model.size);
      // A success or failure is told by a mark as well as colour (issue 34): its ✓ or ✗ is drawn by the style sheet
      // from the die's class, so no element of the die holds it; its name names the pile for screen readers.
      expect(die.querySelector(".indie-dice-sign")).toBeNull();
      if (model.sign) expect(model.label).toMatch(model.marks.includes("success") ? /success/ : /failure/);
    });
  });

  it("lists the steps in an expandable section", () => {
    const steps = must(card.querySelector("details.indie-dice-steps"));
    expect(text(steps.querySelector("summary"))).toBe(view.labels.steps);
    expect([...steps.querySelectorAll("li")].map(text)).toEqual(view.steps);
  });

  it("prints the odds before the roll with their exact probability", () => {
    const odds = card.querySelector(".indie-dice-odds");
    if (view.oddsBefore === null) return expect(odds).toBeNull();
    expect(text(odds)).toBe(view.oddsBefore.text);
    expect(Number(must(odds).getAttribute("data-probability"))).toBe(view.oddsBefore.probability);
  });

  it("gives follow-up buttons our own action names only", () => {
    const buttons = [...card.querySelectorAll("button")];
    expect(buttons.map((button) => button.getAttribute("data-action"))).toEqual(view.followUps.map((f) => f.action));
    for (const button of buttons) {
      expect(button.getAttribute("type")).toBe("button");
      expect(button.getAttribute("data-action")).toMatch(/^indie-dice-/);
      expect(CORE_CHAT_ACTIONS).not.toContain(button.getAttribute("data-action"));
    }
  });

  it("has every string localized: no message key or unfilled placeholder", () => {
    const json = JSON.stringify(view);
    expect(json).not.toContain("INDIE_DICE.");
    expect(json).not.toMatch(/\{[a-z]+\}/i);
  });
});

describe("the card template", () => {
  it("escapes a hostile Score Range effect", () => {
    const card = renderToDom(kleptoCardModel(KLEPTO_CARDS.hostileEffect, en));
    expect(card.querySelector("img")).toBeNull();
    expect(text(card.querySelector(".indie-dice-effect"))).toBe(HOSTILE_TEXT);
    expect(text(card.querySelector(".indie-dice-banner"))).toBe(`Low Score: ${HOSTILE_TEXT}`);
    expect(render(kleptoCardModel(KLEPTO_CARDS.hostileEffect, en))).not.toContain("<img");
  });

  it("leaves the flavor out when there is none", () => {
    const card = renderToDom(must(CARD_FIXTURES.find((f) => f.id === "kaiser.success")).view(en));
    expect(card.querySelector(".dice-flavor")).toBeNull();
  });

  it("shows a follow-up button with its label", () => {
    const view = must(CARD_FIXTURES.find((f) => f.id === "kaiser.fumbleAwaitingLevel")).view(en);
    const button = must(renderToDom(view).querySelector("button"));
    expect(text(button)).toBe("Roll Fumble Level");
    expect(button.getAttribute("data-action")).toBe("indie-dice-roll-fumble-level");
    expect(KAISER_CARDS.fumbleAwaitingLevel.judged.fumbleLevel).toBeNull();
  });

  it("holds no user-facing text of its own: every word comes from the model", () => {
    const withoutExpressions = ROLL_CARD_TEMPLATE.replace(/\{\{[^}]*\}\}/g, "");
    const withoutTags = withoutExpressions.replace(/<[^>]*>/g, "");
    expect(withoutTags.trim()).toBe("");
  });

  it("uses only Handlebars' core block helpers and escaped output", () => {
    const helpers = [...ROLL_CARD_TEMPLATE.matchAll(/\{\{[#/]([a-z]+)/g)].map((match) => match[1]);
    expect(new Set(helpers)).toEqual(new Set(["if", "each", "unless"]));
    expect(ROLL_CARD_TEMPLATE).not.toContain("{{{");
  });
});

describe("the card stylesheet", () => {
  const rules = CARDS_STYLESHEET.replace(/\/\*[\s\S]*?\*\//g, "");

  it("uses Foundry's variables, never hex colours or v1 variables", () => {
    expect(rules).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(rules).not.toMatch(
      /--color-text-dark-|--color-text-light-|--font-primary|--color-border-light-|--color-border-dark-/,
    );
    expect(rules).toMatch(/--color-level-success/);
    expect(rules).toMatch(/--color-level-error/);
    expect(rules).toMatch(/--color-level-warning/);
  });

  it("never keys off the body theme, and scopes every rule under .indie-dice-card", () => {
    expect(rules).not.toMatch(/theme-(dark|light)/);
    const selectors = [...rules.matchAll(/([^{}]+)\{/g)].flatMap((match) => must(match[1]).split(","));
    expect(selectors.length).toBeGreaterThan(10);
    for (const selector of selectors) expect(selector.trim()).toMatch(/^\.indie-dice-card\b/);
  });
});
