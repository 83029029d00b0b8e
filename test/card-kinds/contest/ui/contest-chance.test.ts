/**
 * A contest side's roll dialog shows "your chance to beat X" (issue 18, point 12): the roll as the fields stand
 * against each opponent's roll, under the card's rules, exactly as the core's contest odds work it out — and the
 * odds template prints it with the exact figure beside the rounded one.
 */
import { describe, expect, it } from "vitest";
import { contestPairingOdds } from "../../../../src/card-kinds/contest/core/contest-odds";
import { startContest } from "../../../../src/card-kinds/contest/core/contest-setup";
import { type ContestState } from "../../../../src/card-kinds/contest/core/contest-types";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import { judgeCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { contestChanceView, dialogContestFor } from "../../../../src/card-kinds/contest/ui/contest-chance";
import type { DialogContest } from "../../../../src/card-kinds/contest/ui/dialog-contest";
import { oddsTemplateContext } from "../../../../src/ui/dialogs/template-context";
import german from "../../../../lang/de.json";
import english from "../../../../lang/en.json";
import { createTranslator } from "../../../../src/ui/translator";
import { buildWith, en } from "../../../ui/dialogs/fixtures";
import { renderOdds } from "../../../ui/dialogs/render-dialog";
import { freshDocument } from "../../../ui/dom/fresh-document";
import { must } from "../../../kit";

const de = createTranslator("de", german, english);
const KAISER_RULES = { kaiserTieRule: "roll-off", kingdomsActive: "attacker" } as const;

/** Two attackers against one defender, every roll fixed, under the roll-off tie rule. */
function mob(): ContestState {
  return startContest({
    ruleSet: "kaiser",
    rules: KAISER_RULES,
    attackers: [
      { id: "ilsa", name: "Ilsa", spec: { kind: "skill", bonus: 3, advantage: 1, method: "pool" } },
      { id: "tomas", name: "Tomas", spec: { kind: "skill", bonus: 1, advantage: 0, method: "pool" } },
    ],
    defenders: [
      { id: "warden", name: "Grave Warden", spec: { kind: "skill", bonus: 2, advantage: 0, method: "pool" } },
    ],
  });
}

describe("the chance to beat each opponent", () => {
  it(
    "the defender, given the attackers' rolls it may see: " +
      "Tomas (skill 1) rolled 9; Ilsa's roll is hidden from it (issue 52)",
    () => {
      const state = mob();
      const tomas = {
        check: judgeCheck({ kind: "skill", bonus: 1, advantage: 0, method: "pool" }, [4, 4]),
        penaltyFaces: [],
      };
      const ilsa = {
        check: judgeCheck({ kind: "skill", bonus: 3, advantage: 1, method: "pool" }, [6, 6, 6, 2]),
        penaltyFaces: [],
      };
      let recorded = new Contest(state).recordRoll({
        participantId: "tomas",
        messageId: "m-tomas",
        spec: must(must(state.participants[1]).spec),
        roll: tomas,
      });
      recorded = new Contest(recorded).recordRoll({
        participantId: "ilsa",
        messageId: "m-ilsa",
        spec: must(must(state.participants[0]).spec),
        roll: ilsa,
      });
      const contest = dialogContestFor(recorded, "warden", { tomas, ilsa }, (id) => id === "tomas");
      expect(contest.opponents.map((opponent) => opponent.roll === undefined)).toEqual([true, false]);
      const view = must(contestChanceView(en, "kaiser", contest, buildWith("kaiser", { bonus: 2 }).spec));
      // The Warden's 2d6 + 2 against Tomas's 9: above it with dice 8–12 (15/36); dice 7 ties (6/36), rolled off at
      // half (a roll-off's chance, the limit's sliver aside); a 1-1 Fumble loses outright, whatever the total.
      const [hidden, given] = view.rows;
      expect(must(hidden).probability).toBe(must(must(contestPairingOdds(state)[0]).odds).defenderWins);
      expect(must(given).probability).toBeCloseTo(15 / 36 + (6 / 36) * 0.5, 9);
      expect(view.notes).toEqual(["Tomas has rolled: your chance takes that roll into account."]);
    },
  );

  it("an attacker: its chance against the one defender, the card's own pairing odds", () => {
    const state = mob();
    const contest = dialogContestFor(state, "ilsa");
    expect(contest).toMatchObject({ side: "attacker", opponents: [{ name: "Grave Warden", proposed: false }] });
    const request = buildWith("kaiser", { bonus: 3, advantages: 1 }).spec;
    const view = must(contestChanceView(en, "kaiser", contest, request));
    expect(view.heading).toBe("Your chances in the contest");
    expect(view.rows.map((row) => [row.outcome, row.label, row.probability])).toEqual([
      ["beat-0", "Your chance to beat Grave Warden", must(must(contestPairingOdds(state)[0]).odds).attackerWins],
    ]);
    expect(view.notes).toEqual([]);
  });

  it("the defender: one row per attacker, each the defender's share of that pairing; live as the roll changes", () => {
    const state = mob();
    const contest = dialogContestFor(state, "warden");
    const asCard = must(contestChanceView(en, "kaiser", contest, buildWith("kaiser", { bonus: 2 }).spec));
    expect(asCard.rows.map((row) => [row.label, row.probability])).toEqual([
      ["Your chance to beat Ilsa", must(must(contestPairingOdds(state)[0]).odds).defenderWins],
      ["Your chance to beat Tomas", must(must(contestPairingOdds(state)[1]).odds).defenderWins],
    ]);
    const better = must(contestChanceView(en, "kaiser", contest, buildWith("kaiser", { bonus: 6 }).spec));
    for (const [index, row] of better.rows.entries())
      expect(row.probability).toBeGreaterThan(must(asCard.rows[index]).probability);
  });

  it("an opponent whose roll is only proposed, or not chosen yet, is said so", () => {
    const contest: DialogContest = {
      side: "defender",
      opponents: [
        { name: "Ilsa", spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" }, proposed: true },
        { name: "Tomas", spec: null },
      ],
    };
    const view = must(contestChanceView(en, "kaiser", contest, buildWith("kaiser").spec));
    expect(view.rows.map((row) => row.outcome)).toEqual(["beat-0"]);
    expect(view.notes).toEqual([
      "Ilsa's roll is only proposed: whoever rolls for Ilsa may still change it.",
      "Tomas has no roll chosen yet: your chance against them shows once it is.",
    ]);
    expect(must(must(contestChanceView(de, "kaiser", contest, buildWith("kaiser").spec)).rows[0]).label).toBe(
      "Deine Chance, Ilsa zu schlagen",
    );
  });

  it("nothing while a field is wrong, and a note (no throw) for a contest the core refuses", () => {
    const contest = dialogContestFor(mob(), "ilsa");
    expect(contestChanceView(en, "kaiser", contest, null)).toBeNull();
    const twoDefenders: DialogContest = { ...contest, opponents: [...contest.opponents, ...contest.opponents] };
    const refused = must(contestChanceView(en, "kaiser", twoDefenders, buildWith("kaiser").spec));
    expect(refused.rows).toEqual([]);
    expect(refused.notes).toHaveLength(1);
  });

  it(
    "is printed above the roll's own odds, each figure with its exact probability; " + "not at all with the odds off",
    () => {
      const view = buildWith("kaiser", { bonus: 3, advantages: 1 });
      const chance = must(contestChanceView(en, "kaiser", dialogContestFor(mob(), "ilsa"), view.spec));
      const document = freshDocument();
      const section = document.createElement("div");
      section.innerHTML = renderOdds(oddsTemplateContext(en, view, true, chance));
      const headings = [...section.querySelectorAll("h2")].map((heading) => heading.textContent);
      expect(headings[0]).toBe("Your chances in the contest");
      const figure = must(
        section.querySelector<HTMLElement>('.indie-dice-contest-chance .indie-dice-figure[data-outcome="beat-0"]'),
      );
      expect(Number(figure.dataset.probability)).toBe(must(chance.rows[0]).probability);
      expect(figure.textContent).toBe(must(chance.rows[0]).text);
      section.innerHTML = renderOdds(oddsTemplateContext(en, view, false, chance));
      expect(section.querySelector(".indie-dice-contest-chance")).toBeNull();
    },
  );
});
