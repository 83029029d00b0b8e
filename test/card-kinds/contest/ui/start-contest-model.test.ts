/**
 * The Start contest dialog's view model: each side's roll in the rule set's own fields, the chances of every
 * pairing as the card will show them, and no request while any field is wrong.
 */
import { describe, expect, it } from "vitest";
import { contestPairingOdds } from "../../../../src/card-kinds/contest/core/contest-odds";
import { startContest, CONTEST_MAX_ATTACKERS } from "../../../../src/card-kinds/contest/core/contest-setup";
import { type ContestKindId } from "../../../../src/card-kinds/contest/core/contest-types";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import {
  nextStartForm,
  startContestModel,
  type StartContestInput,
} from "../../../../src/card-kinds/contest/ui/start-contest-model";
import type { FormValues } from "../../../../src/ui/dialogs/dialog-types";
import { en, HOSTILE_TEXT, RULE_SETS, WORLD_DEFAULTS } from "../../../ui/dialogs/fixtures";
import { must } from "../../../kit";

function build(form: FormValues = {}, more: Partial<StartContestInput> = {}) {
  return startContestModel({
    ruleSets: RULE_SETS,
    attackers: [{ name: "Ilsa" }],
    defender: { name: "Warden" },
    form,
    settings: WORLD_DEFAULTS,
    i18n: en,
    ...more,
  });
}

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe("the Start contest dialog's model", () => {
  it(
    "offers the world's rule sets, the first chosen, " +
      "and one fieldset per side with that rule set's contest fields",
    () => {
      const view = build({}, { ruleSets: ["ogs", "olde"], attackers: [{ name: "Ann" }, { name: "Ben" }] });
      expect(view.ruleSet).toBe("ogs");
      expect(must(must(view.setup.fields[0]).options).map((option) => option.value)).toEqual(["ogs", "olde"]);
      expect(view.sides.map((side) => [side.key, side.side, side.legend])).toEqual([
        ["a0", "attacker", "Attacker: Ann"],
        ["a1", "attacker", "Attacker: Ben"],
        ["d", "defender", "Defender: Warden"],
      ]);
      expect(names(must(view.sides[0]).fields)).toEqual([
        "a0.stat",
        "a0.skill",
        "a0.modifier",
        "a0.flatBonus",
        "a0.stages",
        "a0.increaseTarget",
      ]);
      expect(new Set(view.sides.flatMap((side) => side.fields.map((field) => field.id))).size).toBe(18);
    },
  );

  it.each<[ContestKindId, string[]]>([
    ["kaiser", ["kind", "bonus", "advantages", "disadvantages"]],
    ["kingdoms", ["pool", "dice", "dt"]],
    ["klepto", ["modifier", "advantages", "disadvantages", "method"]],
    ["olde", ["count", "faces", "adjustment", "unlimited"]],
  ])("%s: the fields a contest roll reads, nothing that only shapes a lone roll", (ruleSet, fields) => {
    const view = build({ ruleSet });
    expect(names(must(view.sides.at(-1)).fields)).toEqual(fields.map((name) => `d.${name}`));
    expect(view.canStart).toBe(true);
  });

  it("the Attack box is Kaiser's, the acting side K&R's", () => {
    expect(names(build({ ruleSet: "kaiser" }).setup.fields)).toEqual(["ruleSet", "attack"]);
    expect(names(build({ ruleSet: "kingdoms" }).setup.fields)).toEqual(["ruleSet", "kingdomsActive"]);
    expect(names(build({ ruleSet: "ogs" }).setup.fields)).toEqual(["ruleSet"]);
    expect(build({ ruleSet: "ogs", attack: true }).spec?.attack).toBe(false);
  });

  it("gives the chances of each pairing, exactly the odds engine's, worded as the card words them", () => {
    const view = build({ ruleSet: "kaiser", "a0.bonus": 4, "d.bonus": 1, "d.advantages": 2 });
    const spec = (bonus: number, advantage: number) => ({
      kind: "skill" as const,
      bonus,
      advantage,
      method: "pool" as const,
    });
    const odds = exactOdds.kaiser.opposed(spec(4, 0), spec(1, 2), { number: 2, faces: 6, bonus: 0 });
    expect(view.pairings).toHaveLength(1);
    expect(must(view.pairings[0]).title).toBe("Ilsa vs Warden");
    expect(must(view.pairings[0]).figures.map((f) => [f.key, f.probability])).toEqual([
      ["attacker", odds.defenderTakesTies.attacker],
      ["defender", odds.defenderTakesTies.defender],
    ]);
    expect(must(must(view.pairings[0]).figures[0]).text).toMatch(/^Ilsa wins: \d+(\.\d)?%$/);
    expect(view.spec).toEqual({
      ruleSet: "kaiser",
      attack: false,
      kingdomsActive: "attacker",
      ties: "defender",
      specs: {
        attackers: [{ kind: "skill", bonus: 4, advantage: 0, method: "pool" }],
        defender: { kind: "skill", bonus: 1, advantage: 2, method: "pool" },
      },
    });
  });

  it("gives Kaiser chances under the world's reading of a Fumble, and says it", () => {
    const form = { ruleSet: "kaiser", "a0.bonus": 12, "d.bonus": 0 };
    const spec = (bonus: number) => ({ kind: "skill" as const, bonus, advantage: 0, method: "pool" as const });
    const byRule = (rule: "loses" | "compared") =>
      exactOdds.kaiser.opposed(spec(12), spec(0), { number: 2, faces: 6, bonus: 0 }, rule);
    const loses = build(form);
    expect(must(must(loses.pairings[0]).figures[0]).probability).toBe(byRule("loses").defenderTakesTies.attacker);
    expect(loses.oddsNote).toMatch(/A side that fumbles loses/);
    const compared = build(form, { settings: { ...WORLD_DEFAULTS, kaiserOpposedFumble: "compared" } });
    expect(must(must(compared.pairings[0]).figures[0]).probability).toBe(byRule("compared").defenderTakesTies.attacker);
    expect(compared.oddsNote).toMatch(/compares its skill less the Fumble penalty/);
  });

  it(
    "many against one: " +
      "one pairing per attacker, each against the same defender roll, as the started card computes them",
    () => {
      const form = { ruleSet: "olde", "a0.count": 2, "a1.faces": 8, "d.adjustment": 1 };
      const view = build(form, { attackers: [{ name: "Ann" }, { name: "Ben" }] });
      const request = must(view.spec);
      const state = startContest({
        ruleSet: "olde",
        attackers: request.specs.attackers.map((spec, index) => ({
          id: `a${index}`,
          name: `x${index}`,
          spec: spec as never,
        })),
        defenders: [{ id: "d", name: "d", spec: request.specs.defender as never }],
      });
      const expected = contestPairingOdds(state).map((entry) => [
        must(entry.odds).attackerWins,
        must(entry.odds).defenderWins,
        must(entry.odds).neither,
      ]);
      expect(view.pairings.map((pairing) => pairing.figures.map((figure) => figure.probability))).toEqual(expected);
      expect(must(view.pairings[0]).figures.map((figure) => figure.key)).toEqual(["attacker", "defender", "neither"]);
    },
  );

  it("K&R's acting side changes who needs a margin of 0, and so the chances", () => {
    const attacking = must(build({ ruleSet: "kingdoms", kingdomsActive: "attacker" }).pairings[0]).figures;
    const defending = must(build({ ruleSet: "kingdoms", kingdomsActive: "defender" }).pairings[0]).figures;
    expect(must(attacking[0]).probability).not.toBe(must(defending[0]).probability);
    expect(build({ ruleSet: "kingdoms", kingdomsActive: "defender" }).spec?.kingdomsActive).toBe("defender");
  });

  it("a bad value is that field's error: no request, no chances, the other side untouched", () => {
    const view = build({ ruleSet: "kaiser", "d.bonus": "12abc" });
    expect(must(must(view.sides[1]).fields.find((field) => field.name === "d.bonus")).error).toMatch(/./);
    expect(must(view.sides[1]).canRoll).toBe(false);
    expect(must(view.sides[0]).fields.every((field) => field.error === null)).toBe(true);
    expect(view.spec).toBeNull();
    expect(view.canStart).toBe(false);
    expect(view.pairings).toEqual([]);
    expect(view.oddsNote).toBe(en.localize("INDIE_DICE.Dialog.Labels.FixFields"));
  });

  it("a rule set the world does not offer is an error on the rule set field", () => {
    const view = build({ ruleSet: "olde" }, { ruleSets: ["kaiser"] });
    expect(must(view.setup.fields[0]).error).toMatch(/olde/);
    expect(view.canStart).toBe(false);
  });

  it("too many attackers: the card's limit is told, and nothing can start", () => {
    const crowd = Array.from({ length: CONTEST_MAX_ATTACKERS + 1 }, (_, i) => ({ name: `Goon ${i}` }));
    const view = build({ ruleSet: "ogs" }, { attackers: crowd });
    expect(view.canStart).toBe(false);
    expect(view.oddsNote).toMatch(String(CONTEST_MAX_ATTACKERS));
  });

  it("names stay plain text for the template to escape; a player is told their rolls only propose", () => {
    const view = build({}, { defender: { name: HOSTILE_TEXT }, proposes: true });
    expect(must(view.sides[1]).legend).toBe(`Defender: ${HOSTILE_TEXT}`);
    expect(view.notice).toMatch(/proposal/);
    expect(build().notice).toBeNull();
  });

  it(
    "a change of rule set starts both sides from the new rule set's defaults; " + "other changes keep what was typed",
    () => {
      const kaiser = { ruleSet: "kaiser", attack: true, "a0.bonus": 4, "a0.advantages": 3, "d.advantages": 2 };
      // The Kleptonomicon also has `advantages`: a Kaiser value must not become a Kleptonomicon one.
      const klepto = nextStartForm(kaiser, { ...kaiser, ruleSet: "klepto" }, "kaiser");
      expect(klepto).toEqual({ ruleSet: "klepto", attack: true });
      expect(
        build(klepto).sides.map((side) => must(side.fields.find((field) => field.name.endsWith(".advantages"))).value),
      ).toEqual(
        build({ ruleSet: "klepto" }).sides.map(
          (side) => must(side.fields.find((field) => field.name.endsWith(".advantages"))).value,
        ),
      );
      // The same rule set: every value stays, and an Attack box the form no longer holds is unticked.
      const { attack: _ticked, ...withoutBox } = kaiser;
      expect(nextStartForm(kaiser, { ...withoutBox, "a0.bonus": 5 }, "kaiser")).toEqual({
        ...kaiser,
        attack: false,
        "a0.bonus": 5,
      });
    },
  );
});

describe("the Start contest dialog's joint chances (many against one)", () => {
  it("shows the chances against every attacker at once from two attackers on, as the card will", () => {
    const view = build({}, { ruleSets: ["olde"], attackers: [{ name: "Ann" }, { name: "Ben" }] });
    expect(view.joint?.figures.map((figure) => figure.key)).toEqual(["defenderHoldsAll", "atLeastOneAttackerWins"]);
    const [holds, oneWins] = must(view.joint).figures;
    expect(must(holds).probability + must(oneWins).probability).toBeCloseTo(1, 12);
    expect(must(must(view.joint).table).rows.map((row) => row.wins)).toEqual([0, 1, 2]);
    expect(build({}, { ruleSets: ["olde"] }).joint).toBeNull();
  });
});
