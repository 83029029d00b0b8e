import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import {
  endExtendedTest,
  recordExtendedRound,
  startExtendedCard,
  type ExtendedTestCardSetup,
  type ExtendedTestCardState,
} from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import { extendedTestOdds } from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-odds";
import { KINGDOMS_LIMITS } from "../../../../src/rule-sets/kingdoms/core/limits";
import {
  EXTENDED_TEST_ACTIONS,
  extendedRoundHeadline,
  extendedTestCardModel,
  type ExtendedTestCardView,
} from "../../../../src/rule-sets/kingdoms/ui/extended-test/extended-test-card-model";
import { createTranslator } from "../../../../src/ui/translator";
import { freshDocument } from "../../../ui/dom/fresh-document";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const HOSTILE = "<img src=x onerror=alert(1)>";
const SOURCE = readFileSync(
  fileURLToPath(new URL("../../../../src/rule-sets/kingdoms/templates/chat/extended-test-card.hbs", import.meta.url)),
  "utf8",
);
const template = Handlebars.create().compile<ExtendedTestCardView>(SOURCE, { strict: true });

function renderToDom(view: ExtendedTestCardView): HTMLElement {
  const host = freshDocument().createElement("div");
  host.innerHTML = template(view);
  expect(host.children).toHaveLength(1);
  return host.firstElementChild as HTMLElement;
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;

const SETUP: ExtendedTestCardSetup = {
  roller: { actorUuid: "Actor.x", name: HOSTILE },
  dt: 6,
  pool: 4,
  replenish: 2,
  targetMargin: 5,
  rounds: 3,
};

function played(rounds: number[][], setup = SETUP): { state: ExtendedTestCardState; faces: number[][] } {
  let state = startExtendedCard(setup);
  rounds.forEach((f, i) => (state = recordExtendedRound(state, rounds.slice(0, i), `m${i}`, f)));
  return { state, faces: rounds };
}

const FIXTURES = {
  fresh: played([]),
  rolling: played([[12, 7, 3, 1]]),
  succeeded: played([[12, 12, 12, 2]]),
  roundsOver: played([
    [2, 2, 7, 7],
    [2, 2, 7, 7],
    [2, 2, 7, 7],
  ]),
  exhausted: played([[2, 3, 4, 5]], { ...SETUP, replenish: 0 }),
  ended: (() => {
    const p = played([[12, 7, 3, 1]]);
    return { state: endExtendedTest(p.state), faces: p.faces };
  })(),
  huge: played([], {
    ...SETUP,
    pool: KINGDOMS_LIMITS.kingdomsPool.max,
    replenish: KINGDOMS_LIMITS.kingdomsReplenish.max,
    targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin.max,
    rounds: KINGDOMS_LIMITS.kingdomsRounds.max,
  }),
};

describe.each(Object.entries(FIXTURES))("the extended test card when %s", (name, fixture) => {
  const view = extendedTestCardModel({ ...fixture, mayAct: () => true }, en);
  const card = renderToDom(view);

  it("is localized: no key and no unfilled placeholder", () => {
    const json = JSON.stringify(view);
    expect(json).not.toContain("INDIE_DICE.");
    expect(json).not.toMatch(/\{[a-z]+\}/i);
  });

  it("shows the roller's hostile name as text", () => {
    expect(card.querySelector("img")).toBeNull();
    expect(text(card.querySelector(".indie-dice-extended-roller"))).toBe(HOSTILE);
  });

  it("says where the test stands in words, with a labelled icon", () => {
    expect(view.phase).toBe(name === "fresh" || name === "huge" ? "rolling" : name);
    expect(text(card.querySelector(".indie-dice-banner"))).toBe(view.banner.text);
    expect(must(card.querySelector(".indie-dice-banner i")).getAttribute("title")).toBe(view.banner.toneLabel);
  });

  it("shows the pool, running margin, history and the odds from here with their exact probability", () => {
    expect(text(card.querySelector(".indie-dice-extended-pool"))).toBe(view.pool);
    expect(text(card.querySelector(".indie-dice-extended-margin"))).toBe(view.runningMargin);
    expect(card.querySelectorAll("tbody tr")).toHaveLength(view.history.length);
    const odds = card.querySelector('.indie-dice-odds[data-outcome="reach"]');
    const before = card.querySelector('.indie-dice-odds[data-outcome="before"]');
    // The chance before the rolls stays once a round is in, labelled so (issue 52).
    expect(before === null ? null : [Number(before.getAttribute("data-probability")), text(before)]).toEqual(
      view.oddsBeforeRolls && [view.oddsBeforeRolls.probability, view.oddsBeforeRolls.text],
    );
    if (view.oddsBeforeRolls) expect(view.oddsBeforeRolls.text).toMatch(/^Before the rolls: /);
    if (view.odds === null) return expect(odds).toBeNull();
    expect(Number(must(odds).getAttribute("data-probability"))).toBe(view.odds.probability);
    expect(text(odds)).toBe(view.odds.text);
  });

  it("has our own button actions only", () => {
    const actions = [...card.querySelectorAll("button")].map((b) => b.getAttribute("data-action"));
    expect(actions).toEqual([view.rollButton?.action, view.endButton?.action].filter((a) => a !== undefined));
    for (const action of actions) expect(Object.values(EXTENDED_TEST_ACTIONS)).toContain(action);
  });

  it("holds no user-facing text of its own", () => {
    expect(
      SOURCE.replace(/\{\{[^}]*\}\}/g, "")
        .replace(/<[^>]*>/g, "")
        .trim(),
    ).toBe("");
  });
});

describe("the extended test card's content", () => {
  it("keeps the bookkeeping in view", () => {
    const view = extendedTestCardModel({ ...FIXTURES.rolling, mayAct: () => true }, en);
    expect(view.pool).toBe("Pool: 4 dice");
    expect(view.runningMargin).toBe("Running margin: 0 of +5");
    expect(view.rounds).toBe("Rounds: 1 of 3 rolled");
    expect(view.history).toEqual([
      { round: "1", faces: "12, 7, 3, 1", margin: "0", failed: "2", pool: "4 → 4", running: "0", hidden: false },
    ]);
    expect(must(view.rollButton).label).toBe("Roll 4d12");
    expect(must(view.odds).text).toMatch(/^From here: \d+\.\d% to reach \+5 within 2 rounds$/);
    expect(must(view.odds).probability).toBeGreaterThan(0);
  });

  it("enables the buttons per mayAct", () => {
    const view = extendedTestCardModel({ ...FIXTURES.rolling, mayAct: (act) => act.kind === "roll" }, en);
    expect(must(view.rollButton).disabled).toBe(false);
    expect(must(view.endButton).disabled).toBe(true);
    expect(
      must(renderToDom(view).querySelector(`[data-action="${EXTENDED_TEST_ACTIONS.end}"]`)).hasAttribute("disabled"),
    ).toBe(true);
  });

  it("tells success and failure apart in words and tone", () => {
    const success = extendedTestCardModel({ ...FIXTURES.succeeded, mayAct: () => true }, en);
    expect(success.banner).toMatchObject({
      tone: "success",
      text: "Success: the running margin reached +5 (target +5)",
    });
    expect(success.rollButton).toBeNull();
    // Decided: the target is said to be reached (not "+6 of +5"), and there is nothing left to end.
    expect(success.runningMargin).toBe("Running margin: +5, target +5 reached");
    expect(success.endButton).toBeNull();
    expect(renderToDom(success).querySelector(`[data-action="${EXTENDED_TEST_ACTIONS.end}"]`)).toBeNull();
    const over = extendedTestCardModel({ ...FIXTURES.roundsOver, mayAct: () => true }, en);
    expect(over.banner.tone).toBe("failure");
    expect(over.endButton).toBeNull();
    expect(extendedTestCardModel({ ...FIXTURES.ended, mayAct: () => true }, en).endButton).toBeNull();
  });

  it("gives one exact chance even for the largest test the limits allow", () => {
    const { state } = FIXTURES.huge;
    const view = extendedTestCardModel({ ...FIXTURES.huge, mayAct: () => true }, en);
    const exact = extendedTestOdds({
      pool: state.startingPool,
      dt: state.dt,
      replenish: state.replenish,
      margin: 0,
      targetMargin: state.targetMargin,
      roundsLeft: state.maxRounds,
    });
    expect(must(view.odds).probability).toBe(exact.reach);
    expect(must(view.odds).text).toMatch(
      new RegExp(`^From here: \\S+ to reach \\+${state.targetMargin} within ${state.maxRounds} rounds$`),
    );
  });
});

describe("a round hidden from the viewer", () => {
  const { state, faces } = played([
    [12, 7, 3, 1],
    [12, 12, 2, 2],
  ]);
  const view = extendedTestCardModel({ state, faces, mayAct: () => true, mayView: (index) => index !== 0 }, en);
  const shown = extendedTestCardModel({ state, faces, mayAct: () => true }, en);

  it("shows it as rolled, with nothing of its dice, margin or pool", () => {
    expect(view.history[0]).toEqual({
      round: "1",
      faces: "?",
      margin: "?",
      failed: "?",
      pool: "?",
      running: "?",
      hidden: true,
    });
  });

  it("keeps a later round's own dice and margin, but not the pool or running margin it carries", () => {
    expect(view.history[1]).toEqual({ ...shown.history[1], pool: "?", running: "?" });
    expect(must(shown.history[1]).pool).not.toBe("?");
  });

  it("tells neither the standing nor the chance from here, and rolls on without a dice count", () => {
    expect(view.pool).toBe("Pool: ? dice");
    expect(view.runningMargin).toBe("Running margin: ? of +5");
    expect(view.banner).toMatchObject({ tone: "neutral", text: expect.stringMatching(/hidden from you/) });
    expect(view.odds).toBeNull();
    expect(view.rollButton?.label).toBe("Roll the next round");
    // Nothing in the view carries the pool (4) the hidden round led to; the running margin (+2) only as the
    // later round's own margin, which its own message shows anyway.
    expect(shown.runningMargin).toBe("Running margin: +2 of +5");
    expect(shown.pool).toBe("Pool: 4 dice");
    expect(JSON.stringify(view)).not.toMatch(/4 dice|→ 4|d12/);
  });

  it("draws the hidden row marked, for a screen reader too", () => {
    const card = renderToDom(view);
    const hidden = card.querySelectorAll(".indie-dice-hidden-round");
    expect(hidden).toHaveLength(1);
    expect(must(hidden[0]).getAttribute("title")).toBe("Hidden from you");
  });
});

describe("a far target's chance (issue 24: '0.0%' for an extended test to +200)", () => {
  it(
    "reads '<0.1%' when the dice can still reach it, " + "however far below the engine's truncation its figure lies",
    () => {
      const far = played([], {
        ...SETUP,
        dt: 11,
        pool: 4,
        replenish: 0,
        targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin.max,
        rounds: KINGDOMS_LIMITS.kingdomsRounds.max,
      });
      // Four dice, ten rounds: at most 4 × 2 × 10 = 80 of the +200 needed, so it cannot be reached — which is certain,
      // and said as such rather than as a chance of "0.0%": the test has failed, and the card offers only to end it.
      const unreachable = extendedTestCardModel({ ...far, mayAct: () => true }, en);
      expect([
        unreachable.phase,
        unreachable.banner.text,
        unreachable.odds,
        unreachable.rollButton,
        unreachable.endButton?.label,
      ]).toEqual([
        "unreachable",
        "Failure: +200 can no longer be reached within 10 rounds; the GM ends the test",
        null,
        null,
        "End the test",
      ]);
      const reachable = played([], {
        ...SETUP,
        dt: 11,
        pool: 10,
        replenish: 5,
        targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin.max,
        rounds: KINGDOMS_LIMITS.kingdomsRounds.max,
      });
      const odds = must(extendedTestCardModel({ ...reachable, mayAct: () => true }, en).odds);
      expect(odds.probability).toBeLessThan(1e-12);
      expect(odds.text).toContain("<0.1%");
    },
  );
});

describe("a round's own roll message (issue 34)", () => {
  it("is headed as a round of the Extended Test with its margin and the running total, never as a basic test", () => {
    expect(
      extendedRoundHeadline(en, { round: 1, margin: 2, running: 4, targetMargin: 5, before: null }).banner,
    ).toMatchObject({
      tone: "neutral",
      text: "Extended Test, round 2: margin +2; running margin +4 of target +5",
    });
    expect(
      extendedRoundHeadline(en, { round: 2, margin: 2, running: 6, targetMargin: 5, before: null }).banner,
    ).toMatchObject({
      tone: "success",
      text: "Extended Test, round 3: margin +2; running margin +6, target +5 reached",
    });
    // Without the running total (an earlier round hidden from the viewer), the round and its own margin only.
    expect(
      extendedRoundHeadline(en, { round: 1, margin: -1, running: null, targetMargin: 5, before: null }),
    ).toMatchObject({
      banner: { tone: "neutral", text: "Extended Test, round 2: margin −1" },
      oddsBefore: null,
    });
  });
});
