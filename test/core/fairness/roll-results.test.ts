import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineRollsOf, unescapeLegacy } from "../../../src/core/fairness/roll-results";
import { judgeCheck, rollCheck } from "../../../src/rule-sets/kaiser/core/mechanics/check";
import { type KaiserCheckSpec } from "../../../src/rule-sets/kaiser/core/mechanics/types";
import { judgeTest, rollTest, type TestOptions } from "../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { rollFaces } from "../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { chainsFromThrowOrder } from "../../../src/rule-sets/olde/core/mechanics/throw-order";
import { judgeOlde, rollOlde } from "../../../src/rule-sets/olde/core/mechanics/roll";
import { type OldeRollSpec } from "../../../src/rule-sets/olde/core/mechanics/rules";
import { seededSource } from "../../../src/core/random";
import rollsToday from "./fixtures/rolls-today.json";
import { extract, sortedValues } from "./extract";
import {
  kaiserRollJson,
  kingdomsRollJson,
  kleptoRollJson,
  oldeRollJson,
  plainRollJson,
  type TermJson,
} from "./roll-json";
import { must } from "../../kit";

interface FixtureRoll {
  readonly name: string;
  readonly faces: readonly number[];
  readonly json: string;
}

const TODAY = new Map((rollsToday.rolls as FixtureRoll[]).map((roll) => [roll.name, roll]));

function today(name: string): FixtureRoll {
  const roll = TODAY.get(name);
  if (!roll) throw new Error(`no fixture roll ${name}`);
  return roll;
}

/**
 * What each real roll counts, per die, in reading order (the formula's terms, nested rolls where they stand, then
 * the side dice). Written out by hand from each roll's description.
 */
const COUNTED: Readonly<Record<string, Readonly<Record<string, readonly number[]>>>> = {
  "kaiser-skill": { d6: [5, 4] },
  "kaiser-advantage": { d6: [6, 2, 5, 1] },
  "kaiser-disadvantage": { d6: [5, 2, 4] },
  "kaiser-open-roll": { d6: [6, 6, 6, 3] },
  "kaiser-fumble-level": { d6: [1, 1, 4, 5] },
  "kaiser-fumble-penalty": { d6: [1, 1, 3, 2] },
  "kaiser-sequential": { d6: [2, 6, 6, 4] },
  "kaiser-characteristic": { d6: [2] },
  "ogs-die-increase": { d8: [3, 7, 8], d12: [11] },
  "ogs-plain": { d10: [9], d6: [1, 6] },
  "kingdoms-pool": { d12: [12, 1, 7, 8, 3, 10] },
  "klepto-coin-advantage": { d10: [10, 4, 10], coin: [1, 0] },
  "klepto-coin-crit-failure": { d10: [10], coin: [0] },
  "klepto-d10ish": { d10ish: [0, 10] },
  "klepto-d10ish-plain": { d10ish: [3] },
  "olde-unlimited": { d4: [4, 3, 4, 2] },
  "olde-d3": { d3: [3, 1] },
  "olde-minimized": {},
  "plain-d20-d100": { d20: [17], d100: [64], d4: [2], d8: [8], d10: [10], d12: [1] },
  "plain-keep-highest": { d20: [3, 15] },
  "plain-reroll": { d6: [1, 3, 6, 2, 5] },
  "plain-explode-min": { d8: [8, 2], d10: [1] },
  "plain-pool-function": { d6: [3, 4], d8: [6], d4: [3] },
  "plain-parenthetical": { d6: [5, 6], d4: [2] },
  "plain-odd-sizes": {},
  "plain-crit-coin": { d10: [10], coin: [1] },
  "tie-break-d12": { d12: [9] },
  "tie-break-coin": {},
};

describe("real roll JSON of today's Indie Dice (fixtures/rolls-today.json)", () => {
  it("has a case for every roll in the fixture, and the fixture one for every case", () => {
    expect([...TODAY.keys()].sort()).toEqual(Object.keys(COUNTED).sort());
  });

  it.each(Object.entries(COUNTED))("%s: counts each die result once, as Foundry rolled it", (name, counted) => {
    expect(extract(today(name).json).values).toEqual(counted);
  });

  it(
    "counts every scripted face of every rule set's roll: " +
      "dropped, rerolled and exploded dice and side dice included",
    () => {
      for (const roll of TODAY.values()) {
        if (!/^(kaiser|ogs|kingdoms|klepto|olde)-/.test(roll.name) || roll.name === "olde-minimized") continue;
        const counted = Object.values(extract(roll.json).values).flat();
        // A d10ish die keeps the value of its d20 face; every other die and coin the face itself.
        const scripted = roll.name.includes("d10ish") ? roll.faces.map((face) => Math.floor(face / 2)) : roll.faces;
        expect(
          [...counted].sort((a, b) => a - b),
          roll.name,
        ).toEqual([...scripted].sort((a, b) => a - b));
      }
    },
  );

  it("reads the face a die landed on, never what it counted for", () => {
    // A K&R 1 counts −2 and a 12 counts +2; a Critical Failure by coin shows 10 and counts 0; `min3` counts a 1 as 3.
    expect(today("kingdoms-pool").json).toContain('"result":1,"active":true,"count":-2');
    expect(today("klepto-coin-crit-failure").json).toContain(
      '"result":10,"active":true,"indie":"crit-failure","count":0',
    );
    expect(today("plain-explode-min").json).toContain('"result":1,"active":true,"count":3');
    expect(extract(today("klepto-coin-crit-failure").json).values.d10).toEqual([10]);
  });

  it("leaves out a roll evaluated at its bounds, and says so", () => {
    const { tally } = extract(today("olde-minimized").json);
    expect(tally).toMatchObject({ rolls: 1, notRolled: 1, results: 0 });
  });

  it("tests only plain sizes in other rolls: a coin, d3, d2, d7 and a Fate die are counted as untested", () => {
    expect(extract(today("plain-odd-sizes").json).tally).toMatchObject({ results: 0, untestedResults: 7 });
  });

  it("tests every die of a message Indie Dice flagged, such as a tie-break coin", () => {
    expect(extract(today("tie-break-coin").json).values).toEqual({});
    expect(extract(today("tie-break-coin").json, true).values).toEqual({ coin: [0] });
    // An unusual size in a flagged message counts too: it is one of ours.
    expect(extract(today("plain-odd-sizes").json, true).values).toEqual({ coin: [1], d3: [1, 2, 3], d2: [2], d7: [7] });
  });
});

describe("roll JSON saved by Indie Dice 0.1.0 (test/foundry/fixtures/v0.1.0)", () => {
  const dir = "test/foundry/fixtures/v0.1.0";
  const messages = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap(
      (file) => (JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as { messages: { rolls?: string[] }[] }).messages,
    );
  const rolls = messages.flatMap((message) => message.rolls ?? []);

  it("holds rolls of every rule set", () => {
    const classes = new Set(rolls.map((roll) => (JSON.parse(roll) as { class: string }).class));
    expect([...classes].sort()).toEqual(["KaiserRoll", "KingdomsRoll", "KleptoRoll", "OgsRoll", "OldeRoll"]);
  });

  it("counts every result of every dice term and side die, and nothing else", () => {
    for (const roll of rolls) {
      const data = JSON.parse(roll) as { terms: Partial<TermJson>[]; dice: TermJson[] };
      const results = [...data.terms, ...data.dice].reduce((sum, term) => sum + (term.results?.length ?? 0), 0);
      const { tally } = extract(roll);
      expect(tally.results, roll).toBe(results);
      expect(tally.impossibleResults + tally.untestedResults + tally.unreadableRolls, roll).toBe(0);
    }
  });

  it("counts each rule set's dice as its own size", () => {
    const sizes = (cls: string) =>
      new Set(
        rolls.filter((roll) => roll.includes(`"class":"${cls}"`)).flatMap((roll) => Object.keys(extract(roll).values)),
      );
    expect([...sizes("KaiserRoll")]).toEqual(["d6"]);
    expect([...sizes("KingdomsRoll")]).toEqual(["d12"]);
    expect([...sizes("KleptoRoll")]).toEqual(["d10"]);
    expect([...sizes("OgsRoll")].sort()).toEqual(["d6", "d8"]);
    expect([...sizes("OldeRoll")]).toEqual(["d6"]);
  });
});

describe("roll JSON built from the core's own rolls (roll-json.ts)", () => {
  /** The dice-relevant part of each dice term of a roll: what the reader looks at. */
  const diceOf = (json: string) => {
    const data = JSON.parse(json) as { terms: Partial<TermJson>[]; dice: TermJson[] };
    const strip = (term: Partial<TermJson>) => ({ class: term.class, faces: term.faces, results: term.results });
    return { terms: data.terms.filter((t) => t.results).map(strip), dice: data.dice.map(strip) };
  };

  it("matches what KaiserRoll, KingdomsRoll, KleptoRoll and OldeRoll saved for the same faces", () => {
    const kaiser = (name: string, spec: KaiserCheckSpec, side: number[] = []) => {
      const faces = today(name).faces.slice(0, today(name).faces.length - side.length);
      expect(diceOf(kaiserRollJson(judgeCheck(spec, faces), side)), name).toEqual(diceOf(today(name).json));
    };
    kaiser("kaiser-advantage", { kind: "skill", bonus: 3, advantage: 2 });
    kaiser("kaiser-disadvantage", { kind: "skill", bonus: 0, advantage: -1 });
    kaiser("kaiser-open-roll", { kind: "skill", bonus: 1 });
    kaiser("kaiser-sequential", { kind: "skill", bonus: 0, advantage: 3, method: "sequential" });
    kaiser("kaiser-fumble-level", { kind: "skill", bonus: 10 }, [4, 5]);
    expect(diceOf(kingdomsRollJson([12, 1, 7, 8, 3, 10], 7))).toEqual(diceOf(today("kingdoms-pool").json));
    const klepto = (name: string, options: TestOptions, faces: number[], coins: ("heads" | "tails")[]) =>
      expect(diceOf(kleptoRollJson(judgeTest(options, { faces, coins }))), name).toEqual(diceOf(today(name).json));
    klepto("klepto-coin-advantage", { modifier: 2, advantages: 2 }, [10, 4, 10], ["heads", "tails"]);
    klepto("klepto-d10ish", { modifier: -1, disadvantages: 1, method: "d10ish" }, [1, 20], []);
    const olde = judgeOlde(
      { count: 2, faces: 4, adjustment: 1, unlimited: true },
      chainsFromThrowOrder([4, 3, 4, 2], 2, 4),
    );
    expect(diceOf(oldeRollJson(olde))).toEqual(diceOf(today("olde-unlimited").json));
  });

  it("counts every face the core drew, over 150 seeded rolls of each rule set", () => {
    const source = seededSource(20261124);
    const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
    const kaiserSpecs: KaiserCheckSpec[] = [
      { kind: "skill", bonus: 0 },
      { kind: "skill", bonus: 2, advantage: 3 },
      { kind: "skill", bonus: 1, advantage: -2 },
      { kind: "skill", bonus: 0, advantage: 4, method: "sequential" },
      { kind: "resistance", bonus: 1, advantage: -1, method: "sequential" },
      { kind: "characteristic", bonus: 4 },
    ];
    const kleptoOptions: TestOptions[] = [
      {},
      { advantages: 3 },
      { disadvantages: 2 },
      { method: "d10ish" },
      { method: "d10ish", advantages: 1 },
    ];
    const oldeSpecs: OldeRollSpec[] = [
      { count: 2, faces: 4, adjustment: 0, unlimited: true },
      { count: 3, faces: 2, adjustment: 0, unlimited: true },
      { count: 1, faces: 20, adjustment: 0, unlimited: false },
    ];
    for (let i = 0; i < 150; i++) {
      const check = rollCheck(source, must(kaiserSpecs[i % kaiserSpecs.length]));
      expect(sortedValues(extract(kaiserRollJson(check)))).toEqual({ d6: sorted(check.faces) });

      const pool = rollFaces(source, 1 + (i % 8));
      expect(sortedValues(extract(kingdomsRollJson(pool, 1 + (i % 11))))).toEqual({ d12: sorted(pool) });

      const test = rollTest(source, kleptoOptions[i % kleptoOptions.length]);
      const expected: Record<string, number[]> =
        test.method === "d10ish"
          ? { d10ish: sorted(test.dice.map((die) => die.value)) }
          : {
              d10: sorted(test.dice.map((die) => die.face)),
              ...(test.dice.some((die) => die.coin)
                ? { coin: sorted(test.dice.filter((die) => die.coin).map((die) => (die.coin === "heads" ? 1 : 0))) }
                : {}),
            };
      expect(sortedValues(extract(kleptoRollJson(test)))).toEqual(expected);

      const olde = rollOlde(must(oldeSpecs[i % oldeSpecs.length]), source);
      expect(sortedValues(extract(oldeRollJson(olde)))).toEqual({
        [`d${olde.faces}`]: sorted(olde.dice.flatMap((die) => die.throws)),
      });
    }
  });
});

describe("what the reader leaves out or keeps apart", () => {
  it("keeps dice entered by hand apart from digital dice", () => {
    const roll = JSON.parse(
      plainRollJson([
        { faces: 20, results: [7] },
        { faces: 6, results: [2, 3] },
      ]),
    ) as { terms: TermJson[] };
    must(roll.terms[0]).method = "manual";
    must(roll.terms[2]).method = "mersenne";
    expect(extract(roll).values).toEqual({ "entered:d20": [7], d6: [2, 3] });
    // A module's physical dice are another interactive method: the caller names it.
    must(roll.terms[2]).method = "pixels";
    expect(extract(roll, false, { interactiveMethods: ["manual", "pixels"] }).values).toEqual({
      "entered:d20": [7],
      "entered:d6": [2, 3],
    });
  });

  it("refuses results a fair die cannot show, and rolls that are no roll", () => {
    const { tally } = extract(plainRollJson([{ faces: 6, results: [9, 0, 2.5, 3] }]));
    expect(tally).toMatchObject({ results: 1, impossibleResults: 3 });
    for (const broken of ["{not json", "null", "42", '{"terms":"none"}', ["a", "list"]]) {
      expect(extract(broken).tally, String(broken)).toMatchObject({ rolls: 1, unreadableRolls: 1, results: 0 });
    }
    expect(extract({ class: "Roll", terms: [], evaluated: false }).tally).toMatchObject({ notRolled: 1 });
  });

  it("counts a side die that a roll also holds in its formula only once", () => {
    const roll = JSON.parse(today("plain-parenthetical").json) as {
      dice: unknown[];
      terms: { _number: { terms: { roll: { terms: unknown[] } }[] } }[];
    };
    roll.dice = [must(must(roll.terms[0])._number.terms[0]).roll.terms[0]];
    const { values, tally } = extract(roll);
    expect(values).toEqual({ d6: [5, 6], d4: [2] });
    expect(tally.duplicateSideDice).toBe(1);
  });

  it("takes rolls as JSON strings or as objects alike", () => {
    for (const roll of TODAY.values())
      expect(extract(JSON.parse(roll.json)).values, roll.name).toEqual(extract(roll.json).values);
  });
});

describe("inline rolls in a message's text", () => {
  it("reads each roll Foundry wrote on an anchor with escape(JSON.stringify(roll))", () => {
    const first = today("kaiser-advantage").json;
    const second = today("plain-d20-d100").json;
    const content =
      `<p>Ann rolls <a class="inline-roll inline-result" data-tooltip-text="4d6kh2ko + 3" ` +
      `data-roll="${escape(first)}"><i class="fas fa-dice-d20"></i>14</a> and <a ` +
      `class="inline-roll inline-result" data-roll="${escape(second)}">102</a>, ünd "so".</p>`;
    expect(inlineRollsOf(content)).toEqual([first, second]);
    expect(inlineRollsOf("<p>no rolls</p>")).toEqual([]);
    expect(inlineRollsOf(null)).toEqual([]);
    expect(inlineRollsOf('<a data-roll="%7B')).toEqual([]);
  });

  it("undoes escape for every character, the wide ones too", () => {
    const text = 'Grüße, "Wolf" — 100% ✓ <b>&amp;</b>';
    expect(unescapeLegacy(escape(text))).toBe(text);
  });
});
