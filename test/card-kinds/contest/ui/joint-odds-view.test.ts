import { describe, expect, it } from "vitest";
import german from "../../../../lang/de.json";
import english from "../../../../lang/en.json";
import {
  startContest,
  type ContestEntrant,
  type ContestSetup,
} from "../../../../src/card-kinds/contest/core/contest-setup";
import { type ContestKindId } from "../../../../src/card-kinds/contest/core/contest-types";
import { jointContestOdds } from "../../../../src/card-kinds/contest/core/joint-contest-odds";
import { jointOddsView } from "../../../../src/card-kinds/contest/ui/joint-odds-model";
import { createTranslator } from "../../../../src/ui/translator";
import { KAISER_SKILL, KINGDOMS_SPEC, OGS_SPEC } from "../core/contest-fixtures";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

function contest<R extends ContestKindId>(
  ruleSet: R,
  attackers: readonly ContestEntrant<R>[],
  defender: ContestEntrant<R>,
  extra: Partial<ContestSetup<R>> = {},
) {
  return startContest({ ruleSet, attackers, defenders: [defender], ...extra } as ContestSetup<R>);
}

const krMob = contest(
  "kingdoms",
  [
    { id: "a0", name: "Ilsa", spec: KINGDOMS_SPEC(3, 6) },
    { id: "a1", name: "Bram", spec: KINGDOMS_SPEC(4, 7) },
    { id: "a2", name: "Oda", spec: KINGDOMS_SPEC(2, 5) },
  ],
  { id: "d", name: "<b>Troll</b>", spec: KINGDOMS_SPEC(6, 6) },
  { rules: { kingdomsActive: "defender" } },
);

describe("the joint odds of a many-against-one contest, as the dialog and the card show them", () => {
  it("give every figure its words and its exact value", () => {
    const view = must(jointOddsView(en, krMob));
    const odds = must(jointContestOdds(krMob).odds);
    expect(view.heading).toBe("Against everyone at once");
    // Names stay as typed: the template escapes them.
    expect(view.hint).toBe(
      "<b>Troll</b> rolls once against every attacker, so these chances take the pairings together.",
    );
    expect(view.figures.map((figure) => [figure.key, figure.probability])).toEqual([
      ["defenderHoldsAll", odds.defenderHoldsAll],
      ["atLeastOneAttackerWins", odds.atLeastOneAttackerWins],
    ]);
    expect(must(view.figures[0]).text).toMatch(/^<b>Troll<\/b> holds against everyone: \d+\.\d%$/);
    expect(must(view.figures[1]).text).toMatch(/^At least one attacker wins: \d+\.\d%$/);
    expect(view.expected).toEqual({
      key: "expectedAttackerWins",
      value: odds.expectedAttackerWins,
      text: `Attackers expected to win: ${odds.expectedAttackerWins.toFixed(1)} of 3`,
    });
    expect(must(view.table).caption).toBe("How many attackers win");
    expect(must(view.table).rows.map((row) => [row.key, row.label, row.probability])).toEqual([
      ["attackersWin-0", "No attacker wins", odds.attackerWinsDistribution[0]],
      ["attackersWin-1", "1 attacker wins", odds.attackerWinsDistribution[1]],
      ["attackersWin-2", "2 attackers win", odds.attackerWinsDistribution[2]],
      ["attackersWin-3", "3 attackers win", odds.attackerWinsDistribution[3]],
    ]);
    // K&R stalemates are possible, and count as held.
    expect(view.notes).toEqual(["A pairing that nobody wins (a stalemate, or an Attack that ties) counts as held."]);
  });

  it("speak German, with German numbers", () => {
    const view = must(jointOddsView(de, krMob));
    expect(view.heading).toBe("Gegen alle zugleich");
    expect(must(view.figures[1]).text).toMatch(/^Mindestens ein Angreifer gewinnt: \d+,\d\s%$/);
    expect(must(view.expected).text).toMatch(/^Erwartete Zahl siegreicher Angreifer: \d,\d von 3$/);
    expect(must(view.table).rows.map((row) => row.label)).toEqual([
      "Kein Angreifer gewinnt",
      "1 Angreifer gewinnt",
      "2 Angreifer gewinnen",
      "3 Angreifer gewinnen",
    ]);
  });

  it("are shown only with two attackers or more", () => {
    const one = contest("ogs", [{ id: "a0", name: "A", spec: OGS_SPEC(8, 6) }], {
      id: "d",
      name: "D",
      spec: OGS_SPEC(8, 8),
    });
    expect(jointOddsView(en, one)).toBeNull();
  });

  it("say a pairing nobody wins counts as held only where the rules allow one", () => {
    const sides = [
      { id: "a0", name: "A", spec: KAISER_SKILL(4) },
      { id: "a1", name: "B", spec: KAISER_SKILL(5) },
    ];
    const defender = { id: "d", name: "D", spec: KAISER_SKILL(5) };
    expect(must(jointOddsView(en, contest("kaiser", sides, defender))).notes).toEqual([]);
    expect(
      must(jointOddsView(en, contest("kaiser", sides, defender, { rules: { kaiserAttack: true } }))).notes,
    ).toHaveLength(1);
  });

  it("wait for every side's roll, and say when they rest on a proposal", () => {
    const open = contest(
      "ogs",
      [
        { id: "a0", name: "A", spec: OGS_SPEC(8, 6) },
        { id: "a1", name: "B" },
      ],
      { id: "d", name: "D", spec: OGS_SPEC(8, 8) },
    );
    expect(jointOddsView(en, open)).toMatchObject({
      figures: [],
      expected: null,
      table: null,
      notes: ["The chances against everyone show once every side has chosen its roll"],
    });
    const proposed = contest(
      "ogs",
      [
        { id: "a0", name: "A", spec: OGS_SPEC(8, 6) },
        { id: "a1", name: "B", proposal: OGS_SPEC(6, 6) },
      ],
      { id: "d", name: "D", spec: OGS_SPEC(8, 8) },
    );
    expect(must(jointOddsView(en, proposed)).notes).toEqual([
      "From the proposed rolls: whoever rolls for a side may still change its roll",
    ]);
  });

  it("take the joint odds the caller already has", () => {
    const entry = jointContestOdds(krMob);
    expect(jointOddsView(en, krMob, entry)).toEqual(jointOddsView(en, krMob));
  });
});
