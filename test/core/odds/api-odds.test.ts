/**
 * `api.odds` (src/rule-sets/odds.ts), assembled from each rule set's `apiOdds` under its id: what it lists is the
 * shared members and the ids, and every member macros could call when it was listed by hand (0.1.0) still answers,
 * under the same name, telling who reads it where the member is now.
 */
import { describe, expect, it } from "vitest";
import { oddsApi } from "../../../src/rule-sets/odds";
import { ogsApiOdds } from "../../../src/rule-sets/ogs/core/api-odds";
import { kleptoContestOdds } from "../../../src/rule-sets/klepto/core/odds/contest-odds";
import { kaiserCheckOdds } from "../../../src/rule-sets/kaiser/core/odds/check-odds";
import { RULE_SET_FIXTURES } from "../../rule-sets/fixtures";

/** The 76 members of `api.odds` as the hand-kept list of 0.1.0 had them (macros call them by these names). */
const MEMBERS = [
  "IntDistribution",
  "KINGDOMS_ODDS_MAX_DICE",
  "MAX_TIE_BREAK_DICE",
  "ODDS_CUT",
  "OLDE_ODDS_MAX_CUT",
  "PAIR_TABLE_SIZE",
  "SHAPES_KEPT",
  "actionCheckTotalOdds",
  "assertOddsDice",
  "basicTestSuccessChance",
  "checkOdds",
  "clearValueTableCache",
  "contestOdds",
  "diceTotalDistribution",
  "dieValueDistribution",
  "exactOdds",
  "fromRanked",
  "groupTestOdds",
  "kaiserCheckOdds",
  "kaiserComparedTotals",
  "kaiserDifficultyOdds",
  "kaiserKeptPairOdds",
  "kaiserLuck",
  "kaiserLuckMeasure",
  "kaiserOpenRollChain",
  "kaiserOpposedOdds",
  "kaiserRollLuck",
  "keptPairTable",
  "keptValueDistribution",
  "kingdomsDieDistribution",
  "kingdomsDieOdds",
  "kingdomsExpectedTwelves",
  "kingdomsLuck",
  "kingdomsLuckMeasure",
  "kingdomsMarginDistribution",
  "kingdomsMarginTables",
  "kingdomsOpposedOdds",
  "kingdomsPoolOdds",
  "kingdomsRollLuck",
  "kingdomsTwelvesDistribution",
  "kleptoContestOdds",
  "kleptoLuck",
  "kleptoLuckMeasure",
  "kleptoRollLuck",
  "limitedDieDistribution",
  "lowestScoreOdds",
  "luckIn",
  "luckOf",
  "luckOfRoll",
  "ogsLuck",
  "ogsLuckMeasure",
  "ogsRollLuck",
  "oldeContestOdds",
  "oldeExplosionChance",
  "oldeLuck",
  "oldeLuckMeasure",
  "oldeReachChance",
  "oldeRollDistribution",
  "oldeRollLuck",
  "openRollDistribution",
  "opposedActionCheckOdds",
  "opposedOdds",
  "opposedOddsOfMargins",
  "pairIndex",
  "passFailOdds",
  "plainRollLuck",
  "rangeOdds",
  "rankBounds",
  "rankedScores",
  "rollOffAttackerChance",
  "standardOdds",
  "testRangeOdds",
  "testScoreOdds",
  "unlimitedDieDistribution",
  "valueKey",
  "valueTable",
];

/**
 * The members shared by every rule set, and each rule set's under its id (its fixtures,
 * test/rule-sets/<id>/fixtures.ts), as 0.2.0 names them.
 */
const SHARED = ["IntDistribution", "SHAPES_KEPT", "exactOdds", "luckIn", "luckOf", "luckOfRoll", "plainRollLuck"];
const BY_ID: Record<string, readonly string[]> = Object.fromEntries(
  RULE_SET_FIXTURES.map((fixtures) => [fixtures.ruleSet, fixtures.apiOdds]),
);

describe("api.odds", () => {
  const reads: [string, string][] = [];
  const odds = oddsApi((name, replacement) => reads.push([name, replacement]));

  it(
    "lists the shared members and each rule set's id, " + "and under each id the rule set's members without its prefix",
    () => {
      expect(Object.keys(odds).sort()).toEqual([...SHARED, ...Object.keys(BY_ID)].sort());
      for (const [id, names] of Object.entries(BY_ID))
        expect(Object.keys(Object(Reflect.get(odds, id))).sort()).toEqual([...names].sort());
      expect(odds.kaiser.checkOdds).toBe(kaiserCheckOdds);
      expect(odds.klepto.contestOdds).toBe(kleptoContestOdds);
      expect(odds.ogs.checkOdds).toBe(ogsApiOdds.checkOdds);
      expect(reads).toEqual([]);
    },
  );

  it(
    "still answers every name 0.1.0 offered, with the same member, " +
      "and tells each read of a moved one where it is now",
    () => {
      for (const name of MEMBERS) expect(Reflect.get(odds, name), name).toBeDefined();
      expect(odds.kaiserCheckOdds).toBe(kaiserCheckOdds);
      expect(odds.contestOdds).toBe(kleptoContestOdds);
      expect(odds.kleptoContestOdds).toBe(kleptoContestOdds);
      expect(odds.checkOdds).toBe(ogsApiOdds.checkOdds);
      expect(odds.KINGDOMS_ODDS_MAX_DICE).toBe(odds.kingdoms.ODDS_MAX_DICE);
      // Read twice (the walk, then by name): told twice; Foundry's teller warns once (src/foundry/deprecated-names.ts).
      expect(reads.filter(([name]) => name === "kaiserCheckOdds")).toEqual([
        ["kaiserCheckOdds", "kaiser.checkOdds"],
        ["kaiserCheckOdds", "kaiser.checkOdds"],
      ]);
      expect(reads).toContainEqual(["contestOdds", "klepto.contestOdds"]);
      expect(reads).toContainEqual(["KINGDOMS_ODDS_MAX_DICE", "kingdoms.ODDS_MAX_DICE"]);
      // The 69 moved names are each told; the shared members, which did not move, never.
      expect(new Set(reads.map(([name]) => name)).size).toBe(MEMBERS.length - SHARED.length);
      expect(reads.some(([name]) => SHARED.includes(name))).toBe(false);
    },
  );
});
