import { fileURLToPath } from "node:url";
import { servedAsset } from "../../../../scripts/module-assets.mjs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { contestCardModel } from "../../../../src/card-kinds/contest/ui/contest-card-model";
import { type ContestCardView } from "../../../../src/card-kinds/contest/ui/contest-card-view";
import { CONTEST_FIXTURES, contestFixture, englishTranslator as en, HOSTILE_NAME } from "./contest-card-fixtures";
import { freshDocument } from "../../../ui/dom/fresh-document";
import { must } from "../../../kit";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

/** A template or style sheet as the module serves it, from the folders that make it (scripts/module-assets.mjs). */
function moduleFile(path: string): string {
  const text = servedAsset(ROOT, path);
  if (text === undefined) throw new Error(`the module serves no ${path}`);
  return text;
}

const TEMPLATE = moduleFile("templates/chat/contest-card.hbs");
const STYLESHEET = moduleFile("styles/contest-card.css");

/** Rendered the way the playground does: plain Handlebars, core helpers only, strict about missing fields. */
const template = Handlebars.create().compile<ContestCardView>(TEMPLATE, { strict: true });

function renderToDom(view: ContestCardView): HTMLElement {
  const host = freshDocument().createElement("div");
  host.innerHTML = template(view);
  expect(host.children).toHaveLength(1);
  return host.firstElementChild as HTMLElement;
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? null;

describe.each(CONTEST_FIXTURES.map((fixture) => [fixture.id, fixture] as const))(
  "the contest card: %s",
  (_id, fixture) => {
    const view = contestCardModel({ state: fixture.state, rolls: fixture.rolls, mayRoll: (id) => id !== "goblin" }, en);
    const card = renderToDom(view);

    it("is one div.indie-dice-card.indie-dice-contest naming its rule set, title, status and rules", () => {
      expect([...card.classList]).toEqual(expect.arrayContaining(["indie-dice-card", "indie-dice-contest"]));
      expect(card.dataset.ruleSet).toBe(fixture.state.ruleSet);
      expect(card.dataset.status).toBe(fixture.state.status);
      expect(text(card.querySelector(".indie-dice-rule-set"))).toBe(view.ruleSetLabel);
      expect(text(card.querySelector(".indie-dice-contest-title"))).toBe(view.title);
      expect(text(card.querySelector(".indie-dice-contest-status"))).toBe(view.statusText);
      expect(text(card.querySelector(".indie-dice-contest-rules"))).toBe(view.rulesNote);
    });

    it("shows the hostile name as text, never as markup", () => {
      expect(card.querySelector("img")).toBeNull();
      expect(card.querySelector("[onerror]")).toBeNull();
      const names = [...card.querySelectorAll(".indie-dice-contest-name")].map((n) => text(n));
      expect(names).toContain(HOSTILE_NAME);
      expect(text(card.querySelector(".indie-dice-contest-versus"))).toContain(HOSTILE_NAME);
    });

    it("lists every participant with its formula and total, and a Roll button only for those still to roll", () => {
      const rows = [...card.querySelectorAll(".indie-dice-contest-participant")];
      const sides = [...view.attackers, view.defender];
      expect(rows).toHaveLength(sides.length);
      rows.forEach((row, index) => {
        const side = must(sides[index]);
        expect(row.getAttribute("data-participant")).toBe(side.id);
        expect(text(row.querySelector(".indie-dice-contest-formula"))).toBe(side.formula);
        expect(text(row.querySelector(".indie-dice-contest-total"))).toBe(side.total);
        const button = row.querySelector("button");
        if (side.rollButton === null) {
          expect(button).toBeNull();
        } else {
          expect(must(button).getAttribute("data-action")).toBe("indie-dice-contest-roll");
          expect(must(button).getAttribute("data-participant")).toBe(side.id);
          expect(must(button).hasAttribute("disabled")).toBe(side.id === "goblin");
          // A short label that fits a 300 px chat log on one line; the accessible name says whose roll it is.
          expect(text(button)).toBe("Roll");
          expect(must(button).getAttribute("aria-label")).toBe(`Roll for ${side.name}`);
          expect(must(button).getAttribute("title")).toBe(`Roll for ${side.name}`);
        }
      });
    });

    it(
      "shows each pairing's chances with their exact values, " +
        "its outcome in words with a labelled icon, and its steps",
      () => {
        const items = [...card.querySelectorAll(".indie-dice-contest-pairing")];
        // The chances and steps sit in the card's folded details, one section a pairing, in the pairings' order.
        const folded = [...card.querySelectorAll("details[data-card-details] .indie-dice-contest-pairing-details")];
        expect(items).toHaveLength(view.pairings.length);
        expect(folded).toHaveLength(view.pairings.length);
        items.forEach((item, index) => {
          const pairing = must(view.pairings[index]);
          const details = must(folded[index]);
          expect(item.getAttribute("data-attacker")).toBe(pairing.attackerId);
          expect(details.getAttribute("data-attacker")).toBe(pairing.attackerId);
          // The row says the chances before the rolls in one short line, each figure's whole sentence its tooltip.
          expect(item.querySelectorAll(".indie-dice-contest-steps")).toHaveLength(0);
          const inRow = [...item.querySelectorAll(".indie-dice-contest-chances .indie-dice-contest-figure")];
          expect(
            inRow.map((f) => [
              f.getAttribute("data-outcome"),
              Number(f.getAttribute("data-probability")),
              text(f),
              f.getAttribute("title"),
            ]),
          ).toEqual(pairing.chances.map((f) => [f.key, f.probability, f.text, f.label]));
          // The details keep the chances before the rolls, and — once a roll is in — the chances given it beside them.
          const figures = [...details.querySelectorAll("[data-odds=before] .indie-dice-contest-figure")];
          expect(
            figures.map((f) => [f.getAttribute("data-outcome"), Number(f.getAttribute("data-probability")), text(f)]),
          ).toEqual(pairing.odds.map((f) => [f.key, f.probability, f.text]));
          const given = [...details.querySelectorAll("[data-odds=given] .indie-dice-contest-figure")];
          expect(
            given.map((f) => [f.getAttribute("data-outcome"), Number(f.getAttribute("data-probability")), text(f)]),
          ).toEqual(pairing.givenOdds.map((f) => [f.key, f.probability, f.text]));
          const outcome = must(item.querySelector(".indie-dice-contest-outcome"));
          expect(outcome.classList.contains(pairing.outcome.tone)).toBe(true);
          if (pairing.chances.length === 0)
            expect(text(outcome.querySelector(".indie-dice-contest-outcome-text"))).toBe(pairing.outcome.text);
          else expect(outcome.querySelector(".indie-dice-contest-outcome-text")).toBeNull();
          const icon = must(outcome.querySelector("i"));
          expect(icon.getAttribute("title")).toBe(pairing.outcome.toneLabel);
          expect(icon.className).toContain(pairing.outcome.icon);
          expect([...details.querySelectorAll(".indie-dice-contest-steps li")].map((li) => text(li))).toEqual(
            pairing.steps,
          );
          const tieBreak = item.querySelector('[data-action="indie-dice-contest-tie-break"]');
          expect(tieBreak === null).toBe(pairing.tieBreakButton === null);
          if (tieBreak) expect(tieBreak.getAttribute("data-pairing")).toBe(pairing.attackerId);
        });
      },
    );

    it("never uses one of ChatLog's own actions", () => {
      const actions = [...card.querySelectorAll("[data-action]")].map((el) => el.getAttribute("data-action"));
      for (const action of actions) expect(action).toMatch(/^indie-dice-contest-/);
    });
  },
);

describe("the contest card template", () => {
  it("holds no user-facing text of its own: every word comes from the view model", () => {
    const withoutTags = TEMPLATE.replace(/{{[^}]*}}/g, "").replace(/<[^>]*>/g, "");
    expect(withoutTags.trim()).toBe("");
  });

  it("prints the effect text of custom ranges as text", () => {
    const fixture = contestFixture("Kleptonomicon coin to the defender");
    const view = contestCardModel({ state: fixture.state, rolls: fixture.rolls, mayRoll: () => true }, en);
    const hostile = {
      ...view,
      pairings: view.pairings.map((p) => ({ ...p, effects: p.effects.map((e) => ({ ...e, text: HOSTILE_NAME })) })),
    };
    const card = renderToDom(hostile);
    expect(card.querySelector("img")).toBeNull();
    expect([...card.querySelectorAll(".indie-dice-effect")].map((e) => text(e))).toEqual(
      must(hostile.pairings[0]).effects.map(() => HOSTILE_NAME),
    );
  });
});

describe("styles/contest-card.css", () => {
  it("keeps its rules in one block headed /* Contests */", () => {
    expect(STYLESHEET.startsWith("/* Contests */")).toBe(true);
    expect(STYLESHEET).toContain("/* End of Contests */");
  });

  it("uses Foundry v13 variables, no hard-coded colours and no v1 variables", () => {
    expect(STYLESHEET).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(STYLESHEET).not.toMatch(/rgba?\(/);
    expect(STYLESHEET).not.toMatch(/--color-text-dark-primary|--font-primary|--color-border-light-/);
    expect(STYLESHEET).not.toMatch(/body\.theme-/);
    expect(STYLESHEET).toContain("var(--color-dark-");
  });
});

describe("the contest card's details (issue 34: a card that fits the chat column)", () => {
  const many = must(CONTEST_FIXTURES.find((fixture) => fixture.state.participants.length > 2));

  it(
    "fold the rules, every pairing's chances and steps, " + "and the joint chances away by default, behind a summary",
    () => {
      const view = contestCardModel({ state: many.state, rolls: many.rolls, mayRoll: () => true }, en);
      expect(view.details).toEqual({ open: false, summary: "Chances, steps and rules" });
      const card = renderToDom(view);
      const details = must(card.querySelector("details[data-card-details]"));
      expect(details.hasAttribute("open")).toBe(false);
      // A native summary, first in its details: the browser opens it with a click, Enter or Space.
      expect(must(details.firstElementChild).tagName).toBe("SUMMARY");
      expect(text(details.firstElementChild)).toBe(view.details.summary);
      for (const selector of [".indie-dice-contest-rules", ".indie-dice-contest-odds", ".indie-dice-contest-joint"]) {
        expect(card.querySelectorAll(selector).length).toBeGreaterThan(0);
        expect([...card.querySelectorAll(selector)].every((element) => element.closest("details") === details)).toBe(
          true,
        );
      }
      // What stays in view: each pairing's outcome, once.
      expect(card.querySelectorAll(".indie-dice-contest-pairing .indie-dice-contest-outcome")).toHaveLength(
        view.pairings.length,
      );
    },
  );

  it("are drawn open where this client opened them before", () => {
    const view = contestCardModel({ state: many.state, rolls: many.rolls, mayRoll: () => true, detailsOpen: true }, en);
    expect(view.details.open).toBe(true);
    expect(must(renderToDom(view).querySelector("details[data-card-details]")).hasAttribute("open")).toBe(true);
  });

  it("never paints a defender's win in the attacker's or a success's colour", () => {
    const defender = must(must(/--indie-dice-defender:\s*([^;]+);/.exec(STYLESHEET))[1]);
    const attacker = must(must(/--indie-dice-attacker:\s*([^;]+);/.exec(STYLESHEET))[1]);
    expect(defender).not.toMatch(/success|error/);
    expect(defender).not.toBe(attacker);
  });
});
