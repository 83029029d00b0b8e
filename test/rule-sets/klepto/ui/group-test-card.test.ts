import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import german from "../../../../lang/de.json";
import { applyGift, closeGroupTest } from "../../../../src/rule-sets/klepto/core/group-test/group-test-state";
import type { GroupRolls, GroupTestState } from "../../../../src/rule-sets/klepto/core/group-test/group-test-types";
import {
  GROUP_TEST_ACTIONS,
  groupTestCardModel,
  type GroupTestAct,
  type GroupTestCardView,
} from "../../../../src/rule-sets/klepto/ui/group-test/group-test-card-model";
import { createTranslator } from "../../../../src/ui/translator";
import { groupOf, TEXT_EXAMPLE, type Member } from "../core/group-test-fixtures";
import { freshDocument } from "../../../ui/dom/fresh-document";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const HOSTILE = "<img src=x onerror=alert(1)>";
const SOURCE = readFileSync(
  fileURLToPath(new URL("../../../../src/rule-sets/klepto/templates/chat/group-test-card.hbs", import.meta.url)),
  "utf8",
);
const template = Handlebars.create().compile<GroupTestCardView>(SOURCE, { strict: true });

function renderToDom(view: GroupTestCardView): HTMLElement {
  const host = freshDocument().createElement("div");
  host.innerHTML = template(view);
  expect(host.children).toHaveLength(1);
  return host.firstElementChild as HTMLElement;
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;
const everyone = () => true;

interface Fixture {
  state: GroupTestState;
  rolls: GroupRolls;
}

const hostileMembers: Member[] = TEXT_EXAMPLE.map((m, i) => (i === 0 ? { ...m, name: HOSTILE } : m));

/** Every state the card can be in. */
function fixtures(): Record<string, Fixture> {
  const waiting = groupOf(hostileMembers.map((m) => ({ ...m, faces: undefined })));
  const some = groupOf(hostileMembers.map((m, i) => (i < 2 ? m : { ...m, faces: undefined })));
  const all = groupOf(hostileMembers);
  const gifted = applyGift(
    applyGift(all.state, all.rolls, "bob", "carol", { faces: [9], coins: [] }),
    all.rolls,
    "alice",
    "david",
    { faces: [3], coins: [] },
  );
  const plus = groupOf(hostileMembers, "plusOne");
  const plusGifted = applyGift(
    applyGift(applyGift(plus.state, plus.rolls, "alice", "david"), plus.rolls, "bob", "carol"),
    plus.rolls,
    "bob",
    "carol",
  );
  const crit = groupOf([
    { id: "a", name: "A", faces: [10], coins: ["heads"] },
    { id: "b", name: "B", faces: [10], coins: ["tails"] },
  ]);
  const ranged = groupOf(hostileMembers, "dice", `[..6] ${HOSTILE}, [7..] Unseen`);
  return {
    waiting,
    someRolled: some,
    allRolled: all,
    gifted: { state: gifted, rolls: all.rolls },
    closed: { state: closeGroupTest(gifted), rolls: all.rolls },
    plusOne: { state: plusGifted, rolls: plus.rolls },
    crits: crit,
    customRanges: ranged,
  };
}

describe.each(Object.entries(fixtures()))("the group test card when %s", (_name, fixture) => {
  const view = groupTestCardModel({ ...fixture, mayAct: everyone }, en);
  const card = renderToDom(view);

  it("is localized: no key and no unfilled placeholder", () => {
    const json = JSON.stringify(view);
    expect(json).not.toContain("INDIE_DICE.");
    expect(json).not.toMatch(/\{[a-z]+\}/i);
  });

  it("shows hostile names as text, never as markup", () => {
    expect(card.querySelector("img")).toBeNull();
    expect(template(view)).not.toContain("<img");
    expect(text(card.querySelector(".indie-dice-group-name"))).toBe(must(view.members[0]).name);
  });

  it("lists every participant with their final Score and a labelled icon", () => {
    const items = [...card.querySelectorAll(".indie-dice-group-member")];
    expect(items).toHaveLength(view.members.length);
    items.forEach((item, i) => {
      const member = must(view.members[i]);
      expect(item.getAttribute("data-participant")).toBe(member.id);
      expect(text(item.querySelector(".indie-dice-group-final"))).toBe(member.finalScore);
      const icon = must(item.querySelector(".indie-dice-group-score i"));
      expect(icon.getAttribute("title")).toBe(member.toneLabel);
      expect(member.toneLabel).not.toBe("");
    });
  });

  it("prints each chance with its exact probability", () => {
    const odds = [...card.querySelectorAll(".indie-dice-odds")];
    // The chance before anyone rolled sits last, in the folded details; the chance now only while it is one.
    const expected = [
      ...view.members.flatMap((m) => m.giveButtons.map((b) => must(b.odds))),
      ...view.gifts.flatMap((g) => (g.odds ? [g.odds] : [])),
      ...(view.oddsNow ? [view.oddsNow] : []),
      view.oddsBefore,
    ];
    expect(odds.map((o) => Number(o.getAttribute("data-probability")))).toEqual(expected.map((o) => o.probability));
    expect(odds.map(text)).toEqual(expected.map((o) => o.text));
  });

  it("has our own button actions only, carrying the ids they act on", () => {
    for (const button of card.querySelectorAll("button")) {
      expect(Object.values(GROUP_TEST_ACTIONS)).toContain(button.getAttribute("data-action"));
      expect(button.getAttribute("type")).toBe("button");
    }
    const gives = [...card.querySelectorAll(`[data-action="${GROUP_TEST_ACTIONS.give}"]`)];
    expect(gives.map((b) => [b.getAttribute("data-giver"), b.getAttribute("data-receiver")])).toEqual(
      view.members.flatMap((m) => m.giveButtons.map((b) => [b.giver, b.receiver])),
    );
    const rolls = [...card.querySelectorAll(`[data-action="${GROUP_TEST_ACTIONS.roll}"]`)];
    expect(rolls.map((b) => b.getAttribute("data-participant"))).toEqual(
      view.members.filter((m) => m.rollButton).map((m) => m.id),
    );
  });

  it("holds no user-facing text of its own", () => {
    const bare = SOURCE.replace(/\{\{[^}]*\}\}/g, "").replace(/<[^>]*>/g, "");
    expect(bare.trim()).toBe("");
  });
});

describe("the group test card's content", () => {
  const f = fixtures();

  it("asks for rolls from those who have not rolled, and for nothing else before everyone has", () => {
    const view = groupTestCardModel({ ...must(f.someRolled), mayAct: everyone }, en);
    expect(view.members.map((m) => m.rollButton !== null)).toEqual([false, false, true, true]);
    expect(view.members.flatMap((m) => m.giveButtons)).toEqual([]);
    expect(view.result).toBeNull();
  });

  it("offers every gift the rules allow, with the chance if given", () => {
    const view = groupTestCardModel({ ...must(f.allRolled), mayAct: everyone }, en);
    expect(must(view.members[0]).giveButtons.map((b) => b.receiver)).toEqual(["bob", "carol", "david"]);
    expect(must(view.members[1]).giveButtons.map((b) => b.receiver)).toEqual(["alice", "carol", "david"]);
    expect(must(view.members[2]).giveButtons).toEqual([]);
    expect(must(must(view.members[0]).giveButtons[2]).label).toBe("Give David an Advantage");
    expect(must(view.members[1]).canGive).toBe("May give 2 more Advantages");
    // Gifts can still change it: said to stand so far, in the neutral tone, never the red of a final failure.
    expect(view.provisional).toBe(true);
    expect(must(view.result).text).toBe(
      "So far: The group fails with 5: Low Score (lowest: Carol). Advantages can still change it.",
    );
    expect(view.result).toMatchObject({
      tone: "neutral",
      icon: "fa-solid fa-hourglass-half",
      toneLabel: "Not final yet",
    });
  });

  it("disables what the user may not do, per mayAct", () => {
    const mayAct = (act: GroupTestAct) => act.kind === "give" && act.giver === "bob";
    const view = groupTestCardModel({ ...must(f.allRolled), mayAct }, en);
    expect(must(view.members[0]).giveButtons.every((b) => b.disabled)).toBe(true);
    expect(must(view.members[1]).giveButtons.every((b) => !b.disabled)).toBe(true);
    expect(must(view.closeButton).disabled).toBe(true);
    const card = renderToDom(view);
    expect(must(card.querySelector(`[data-action="${GROUP_TEST_ACTIONS.close}"]`)).hasAttribute("disabled")).toBe(true);
    const waiting = groupTestCardModel(
      { ...must(f.waiting), mayAct: (act) => act.kind === "roll" && act.participant === "carol" },
      en,
    );
    expect(waiting.members.map((m) => must(m.rollButton).disabled)).toEqual([true, true, false, true]);
  });

  it("shows the gifts, their dice and the group's result after them", () => {
    const view = groupTestCardModel({ ...must(f.gifted), mayAct: everyone }, en);
    expect(view.gifts.map((g) => g.text)).toEqual([
      "Bob gave Carol an Advantage (d10: 9)",
      `${HOSTILE} gave David an Advantage (d10: 3)`,
    ]);
    expect(must(view.members[2]).dice).toBe("Dice 5; Advantages rolled 9; kept 9");
    expect(must(view.members[2]).finalScore).toBe("9: Mixed Score");
    expect(must(view.result).text).toBe(
      "So far: The group fails with 6: Low Score (lowest: David). Advantages can still change it.",
    );
    const closed = groupTestCardModel({ ...must(f.closed), mayAct: everyone }, en);
    expect(closed.provisional).toBe(false);
    expect(closed.result).toMatchObject({ tone: "failure", text: "The group fails with 6: Low Score (lowest: David)" });
    expect(must(view.members[3]).isLowest).toBe(true);
  });

  it("reads the text's example under the +1 reading: the group passes with a 7", () => {
    const view = groupTestCardModel({ ...must(f.plusOne), mayAct: everyone }, en);
    expect(view.members.map((m) => m.finalScore)).toEqual([
      "8: Mixed Score",
      "11: High Score",
      "7: Mixed Score",
      "7: Mixed Score",
    ]);
    expect(view.result).toMatchObject({ tone: "mixed", text: "The group passes with 7: Mixed Score (lowest: Carol)" });
    expect(must(view.members[2]).dice).toBe("Dice 5; +2 from Advantages; kept 5");
    // Every roll is in and every gift's die rolled: the chance now is no chance but the result, which the banner says.
    expect(view.oddsNow).toBeNull();
  });

  it("names crits in words, and a closed card has no buttons", () => {
    const crits = groupTestCardModel({ ...must(f.crits), mayAct: everyone }, en);
    expect(crits.members.map((m) => m.tone)).toEqual(["critical", "fumble"]);
    expect(must(crits.result).text).toBe(
      "So far: The group fails with Critical Failure [0!] (lowest: B). Advantages can still change it.",
    );
    const closed = groupTestCardModel({ ...must(f.closed), mayAct: everyone }, en);
    expect(renderToDom(closed).querySelectorAll("button")).toHaveLength(0);
    expect(closed.statusText).toBe("Closed by the GM");
  });

  it("names the effect of the card's custom range, escaped", () => {
    const view = groupTestCardModel({ ...must(f.customRanges), mayAct: everyone }, en);
    expect(must(view.result).text).toBe(
      `So far: The group fails with 5: Low Score (lowest: Carol) — [..6] ${HOSTILE}. Advantages can still change it.`,
    );
    expect(text(renderToDom(view).querySelector(".indie-dice-banner"))).toBe(must(view.result).text);
  });
});

describe("the chance before anyone rolled and the chance now", () => {
  it("read the same, to the last bit, while nobody has rolled", () => {
    // Two plain members: 0.35 × 0.35, which two computations once put either side of 12.25%.
    const { state, rolls } = groupOf([{ id: "a" }, { id: "b" }]);
    const view = groupTestCardModel({ state, rolls, mayAct: everyone }, en);
    expect(must(view.oddsNow).probability).toBe(view.oddsBefore.probability);
    // 12.25% lies half-way between two tenths: a lone figure rounds away from zero, as readers round, both times
    // alike (docs/odds.md "Numbers as read").
    expect(view.oddsBefore.text).toMatch(/: 12\.3% /);
    expect(must(view.oddsNow).text).toMatch(/: 12\.3% /);
  });
});

describe("the cap of 3 after cancelling (docs/rulings.md)", () => {
  it("keeps offering gifts to a receiver who rolled at D2 until five are given, each with its chance", () => {
    const members: Member[] = [
      { id: "g1", modifier: 1, faces: [9] },
      { id: "g2", modifier: 1, faces: [9] },
      { id: "g3", modifier: 1, faces: [9] },
      { id: "r", disadvantages: 2, faces: [6, 5, 2] },
    ];
    const { state, rolls } = groupOf(members);
    let current = state;
    const giversInTurn = ["g1", "g1", "g2", "g2", "g3"];
    for (const giver of giversInTurn) {
      const view = groupTestCardModel({ state: current, rolls, mayAct: everyone }, en);
      const offer = must(view.members.find((m) => m.id === giver)).giveButtons.find((b) => b.receiver === "r");
      expect(offer?.odds?.probability).toBeTypeOf("number");
      current = applyGift(
        current,
        rolls,
        giver,
        "r",
        current.gifts.filter((g) => g.receiver === "r").length < 2 ? undefined : { faces: [1], coins: [] },
      );
    }
    const full = groupTestCardModel({ state: current, rolls, mayAct: everyone }, en);
    expect(must(full.members.find((m) => m.id === "g3")).giveButtons.map((b) => b.receiver)).not.toContain("r");
    expect(must(full.members.find((m) => m.id === "r")).received).toBe("Received 5 Advantages");
  });
});

describe("a roll hidden from the viewer (blind or private)", () => {
  const f = fixtures();
  const notCarol = (id: string) => id !== "carol";

  it("shows that member as rolled, '?', with no dice and no gifts to give", () => {
    const view = groupTestCardModel({ ...must(f.allRolled), mayAct: everyone, mayView: notCarol }, en);
    const carol = must(view.members[2]);
    expect(carol).toMatchObject({
      rolled: true,
      finalScore: "?",
      dice: "",
      firstScore: "",
      canGive: "",
      rollButton: null,
      giveButtons: [],
      isLowest: false,
    });
    expect(carol.toneLabel).toBe("Hidden from you");
    expect(must(view.members[1]).finalScore).toBe("11: High Score");
  });

  it(
    "hides the result while the card is open; " + "the chances now and after gifts count the hidden roll as before it",
    () => {
      const view = groupTestCardModel({ ...must(f.gifted), mayAct: everyone, mayView: notCarol }, en);
      expect(must(view.result).text).toMatch(/^The group's result shows once you may see every roll/);
      // David's 6, which the viewer sees, fails the group whatever Carol rolled: certain, though the banner hides the
      // result.
      expect(view.oddsNow?.probability).toBe(0);
      expect(view.gifts.map((g) => g.odds.text)).toEqual(["Then the group still fails", "Then the group still fails"]);
      // A gift still cannot lift David's 6 alone, whatever Carol rolled: each button says so, or its chance to David,
      // or that its receiver (the first member, whose 8 the viewer sees) passes already.
      expect(
        new Set(view.members.flatMap((m) => m.giveButtons).map((b) => b.odds?.text.replace(/[\d.]+%/, "N%"))),
      ).toEqual(new Set(["(not enough alone)", "(N% to pass)", "(already passes)"]));
      // The chance before anyone rolled depends on no roll.
      expect(view.oddsBefore.probability).toBeGreaterThan(0);
      const card = renderToDom(view);
      expect(card.textContent).not.toMatch(/\b5: Low Score|lowest: Carol/);
    },
  );

  it("a hidden roll moves no chance the viewer sees: the figure is the one before it was rolled", () => {
    // a 8 and b 9 pass; c (Modifier +0) passes on 7, 8, 9 or heads on a 10: 35%, whatever c's hidden roll showed.
    const notC = (id: string) => id !== "c";
    const nowFor = (faces: number[]) =>
      groupTestCardModel(
        {
          ...groupOf([
            { id: "a", faces: [8] },
            { id: "b", faces: [9] },
            { id: "c", faces },
          ]),
          mayAct: everyone,
          mayView: notC,
        },
        en,
      ).oddsNow;
    expect(nowFor([2])).toEqual({
      probability: 0.35,
      text: "Now: 35.0% that the group passes, with no further Advantage given",
    });
    expect(nowFor([9])).toEqual(nowFor([2]));
    const beforeC = groupTestCardModel(
      { ...groupOf([{ id: "a", faces: [8] }, { id: "b", faces: [9] }, { id: "c" }]), mayAct: everyone },
      en,
    ).oddsNow;
    expect(nowFor([2])).toEqual(beforeC);
  });

  it("once the GM closes the card, gives the verdict alone, still without the hidden Score", () => {
    const view = groupTestCardModel({ ...must(f.closed), mayAct: everyone, mayView: notCarol }, en);
    expect(view.result).toMatchObject({ tone: "failure", text: "The group fails" });
    expect(must(view.members[2]).finalScore).toBe("?");
  });

  it("never names a giver whose roll the viewer may not see: a gift tells a Score of 7 or more (issue 42)", () => {
    const notBob = (id: string) => id !== "bob";
    const name = (id: string) => must(must(f.gifted).state.participants.find((p) => p.id === id)).name;
    const view = groupTestCardModel({ ...must(f.gifted), mayAct: everyone, mayView: notBob }, en);
    expect(view.gifts.map((g) => g.text)).toEqual([
      `${name("carol")} was given an Advantage (d10: 9)`,
      `${name("alice")} gave ${name("david")} an Advantage (d10: 3)`,
    ]);
    expect(view.members.find((m) => m.id === "bob")).toMatchObject({ canGive: "", giveButtons: [], finalScore: "?" });
    expect(JSON.stringify(view)).not.toContain(`${name("bob")} gave`);
    const de = createTranslator("de", german);
    expect(must(groupTestCardModel({ ...must(f.gifted), mayAct: everyone, mayView: notBob }, de).gifts[0]).text).toBe(
      `${name("carol")} hat einen Vorteil erhalten (d10: 9)`,
    );
    // Hidden with both rolls: neither the giver nor the die.
    const neither = groupTestCardModel(
      { ...must(f.gifted), mayAct: everyone, mayView: (id) => id !== "bob" && id !== "carol" },
      en,
    );
    expect(must(neither.gifts[0]).text).toBe(`${name("carol")} was given an Advantage (d10: hidden from you)`);
  });

  it("changes nothing for a viewer who may see every roll", () => {
    const all = groupTestCardModel({ ...must(f.gifted), mayAct: everyone }, en);
    expect(groupTestCardModel({ ...must(f.gifted), mayAct: everyone, mayView: () => true }, en)).toEqual(all);
  });
});

describe("a result no Advantage can change, and chances that are certain (issue 34)", () => {
  const giftTexts = (view: GroupTestCardView) =>
    view.members.flatMap((m) => m.giveButtons.map((b) => must(b.odds).text));

  it("offers no gift once the group's result is certain: everyone passes with a High Score", () => {
    const { state, rolls } = groupOf([
      { id: "a", modifier: 2, faces: [8] },
      { id: "b", modifier: 2, faces: [9] },
      { id: "c", modifier: 1, faces: [9] },
      { id: "d", modifier: 3, faces: [8] },
    ]);
    const view = groupTestCardModel({ state, rolls, mayAct: everyone }, en);
    expect(view.members.flatMap((m) => m.giveButtons)).toEqual([]);
    expect(renderToDom(view).querySelectorAll(`[data-action="${GROUP_TEST_ACTIONS.give}"]`)).toHaveLength(0);
    expect(view.provisional).toBe(false);
    expect(view.result).toMatchObject({ tone: "success", text: "The group passes with 10: High Score (lowest: a)" });
    expect(view.oddsNow).toBeNull();
    expect(JSON.stringify(view)).not.toMatch(/100\.0%|0\.0%/);
  });

  it("says a gift to a group that passes already leaves it passing, never '(100.0% to pass)'", () => {
    // All pass, the lowest with a Mixed 7: a gift may still lift it to High, so gifts are offered, without a chance.
    const { state, rolls } = groupOf([
      { id: "a", faces: [7] },
      { id: "b", faces: [8] },
      { id: "c", faces: [9] },
      { id: "d", modifier: 1, faces: [9] },
    ]);
    const view = groupTestCardModel({ state, rolls, mayAct: everyone }, en);
    expect(giftTexts(view).length).toBeGreaterThan(0);
    expect(new Set(giftTexts(view))).toEqual(new Set(["(passes either way)"]));
    expect(view.provisional).toBe(true);
    expect(must(view.result).text).toBe(
      "So far: The group passes with 7: Mixed Score (lowest: a). Advantages can still change it.",
    );
  });

  it("says a gift that cannot make the group pass on its own so, never '(0.0% to pass)'", () => {
    const { state, rolls } = groupOf([
      { id: "a", faces: [3] },
      { id: "b", faces: [1] },
      { id: "c", faces: [7] },
      { id: "d", faces: [7] },
    ]);
    const view = groupTestCardModel({ state, rolls, mayAct: everyone }, en);
    const toFailing = view.members
      .flatMap((m) => m.giveButtons)
      .filter((b) => b.receiver === "a" || b.receiver === "b");
    expect(toFailing).toHaveLength(4);
    expect(new Set(toFailing.map((b) => must(b.odds).text))).toEqual(new Set(["(not enough alone)"]));
    const buttons = [...renderToDom(view).querySelectorAll(`[data-action="${GROUP_TEST_ACTIONS.give}"]`)];
    // The short face names the receiver; the whole sentence is the button's accessible name.
    expect(text(must(buttons[0]).querySelector(".indie-dice-group-gift-name"))).toBe("a");
    expect(must(buttons[0]).getAttribute("aria-label")).toBe("Give a an Advantage (not enough alone)");
  });

  it(
    "says a gift to a member who passes already so, never '(not enough alone)': " +
      "the group fails by another's Score",
    () => {
      // c and d pass with 7 each and may give one Advantage: to each other, it leaves a's 3 and b's 1 failing the
      // group.
      const { state, rolls } = groupOf([
        { id: "a", faces: [3] },
        { id: "b", faces: [1] },
        { id: "c", faces: [7] },
        { id: "d", faces: [7] },
      ]);
      const view = groupTestCardModel({ state, rolls, mayAct: everyone }, en);
      const toPassing = view.members
        .flatMap((m) => m.giveButtons)
        .filter((b) => b.receiver === "c" || b.receiver === "d");
      expect(toPassing.map((b) => [b.giver, b.receiver, must(b.odds).text])).toEqual([
        ["c", "d", "(already passes)"],
        ["d", "c", "(already passes)"],
      ]);
      // The button names its receiver, and says the receiver already passes.
      const button = renderToDom(view).querySelector(`[data-action="${GROUP_TEST_ACTIONS.give}"][data-receiver="d"]`);
      expect(button?.getAttribute("aria-label")).toBe("Give d an Advantage (already passes)");
      // In German too, from the same words of the file.
      const de = createTranslator("de", german);
      expect(
        must(
          must(
            must(groupTestCardModel({ state, rolls, mayAct: everyone }, de).members[2]).giveButtons.find(
              (b) => b.receiver === "d",
            ),
          ).odds,
        ).text,
      ).toBe("(besteht bereits)");
    },
  );

  it(
    "states each gift's outcome in the history once its die is rolled: " + "certain for a viewer who sees every roll",
    () => {
      // Bob gave Carol a 9 (5 → 9), Alice gave David a 3 (he keeps his 6): David fails the group after either gift.
      const view = groupTestCardModel({ ...must(fixtures().gifted), mayAct: everyone }, en);
      expect(view.gifts.map((g) => g.odds.text)).toEqual(["Then the group still fails", "Then the group still fails"]);
      expect(view.gifts.map((g) => g.odds.probability)).toEqual([0, 0]);
    },
  );
});

describe("the group test card's details", () => {
  it("fold the rules paragraph and the chance before anyone rolled away by default, behind a summary", () => {
    const view = groupTestCardModel({ ...must(fixtures().allRolled), mayAct: everyone }, en);
    expect(view.details).toEqual({ open: false, summary: "Rules and chances" });
    const details = must(renderToDom(view).querySelector("details[data-card-details]"));
    expect(details.hasAttribute("open")).toBe(false);
    // A native summary, first in its details: the browser opens it with a click, Enter or Space.
    expect(must(details.firstElementChild).tagName).toBe("SUMMARY");
    expect(must(details.querySelector(".indie-dice-note")).textContent).toBe(view.readingNote);
    expect(details.querySelector('[data-outcome="before"]')).not.toBeNull();
  });

  it("are drawn open where this client opened them before", () => {
    const view = groupTestCardModel({ ...must(fixtures().allRolled), mayAct: everyone, detailsOpen: true }, en);
    expect(view.details.open).toBe(true);
    expect(must(renderToDom(view).querySelector("details[data-card-details]")).hasAttribute("open")).toBe(true);
  });
});
