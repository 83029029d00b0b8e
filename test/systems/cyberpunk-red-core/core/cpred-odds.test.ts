/**
 * Cyberpunk RED's figures (docs/systems-cyberpunk-red-core.md "The figures") against an enumeration written from the
 * system's own code, not the engine: `CPRRoll.roll` / `_computeResult` / `wasCritFail` / `wasCritSuccess`
 * (src/modules/rolls/cpr-rolls.js:166-252 at 0.93, f632be2c; unchanged in the fork's 1.3.7, a9c19bd5) rolled with
 * every pair of scripted d10s; the DV judged as the fork's does-it-hit.js:66 judges an attack (`dv >= attackRoll`: a
 * miss, so a tie fails).
 */
import { describe, expect, it } from "vitest";
import { must } from "../../../kit";
import {
  cpredCheckOdds,
  cpredMessageOdds,
  CPRED_DVS,
  totalWays,
} from "../../../../src/systems/cyberpunk-red-core/core/cpred-odds";
import { cpredCardAgrees, cpredCardOf, cpredKeptOf } from "../../../../src/systems/cyberpunk-red-core/core/cpred-card";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";

/** A `CPRRoll` of the system's shape: `base` its `_computeBase` less the die; the dice scripted. */
class ScriptedRoll {
  initialRoll = 0;
  criticalRoll = 0;
  resultTotal = 0;
  constructor(
    private readonly base: number,
    private readonly calculateCritical: boolean,
    private readonly dice: number[],
  ) {}
  roll(): void {
    this.initialRoll = this.next();
    if (this.wasCritical() && this.calculateCritical) this.criticalRoll = this.next();
    this.resultTotal = this.initialRoll + this.base;
    this.resultTotal += this.wasCritFail() ? -1 * this.criticalRoll : this.criticalRoll;
  }
  wasCritical = () => this.wasCritFail() || this.wasCritSuccess();
  wasCritFail = () => this.initialRoll === 1;
  wasCritSuccess = () => this.initialRoll === 10;
  private next(): number {
    const die = this.dice.shift();
    if (die === undefined) throw new Error("no die left");
    return die;
  }
}

interface Counted {
  beat: number;
  tie: number;
  critSuccess: number;
  critFail: number;
  critFailBeats: number;
}

/** Every pair of d10s, each 1/100 (a second die unrolled stands for its ten ways). */
function counted(base: number, dv: number, critical = true): Counted {
  const c: Counted = { beat: 0, tie: 0, critSuccess: 0, critFail: 0, critFailBeats: 0 };
  for (let first = 1; first <= 10; first++)
    for (let second = 1; second <= 10; second++) {
      const roll = new ScriptedRoll(base, critical, [first, second]);
      roll.roll();
      if (roll.resultTotal > dv) c.beat++;
      if (roll.resultTotal === dv) c.tie++;
      if (critical && roll.wasCritSuccess()) c.critSuccess++;
      if (critical && roll.wasCritFail()) c.critFail++;
      if (critical && roll.wasCritFail() && roll.resultTotal > dv) c.critFailBeats++;
    }
  return c;
}

/** The 100 totals of every pair of d10s. */
function everyTotal(base: number, critical: boolean): number[] {
  const totals: number[] = [];
  for (let first = 1; first <= 10; first++)
    for (let second = 1; second <= 10; second++) {
      const roll = new ScriptedRoll(base, critical, [first, second]);
      roll.roll();
      totals.push(roll.resultTotal);
    }
  return totals;
}

const row = (odds: SystemOdds, key: string) => odds.choices[0]?.outcomes.find((o) => o.key === key)?.probability;

describe("Cyberpunk RED's check against a DV", () => {
  it("REF 6 + Handgun 6 against DV 15: 70.00% to beat it, 80.00% counting a tie", () => {
    const odds = cpredCheckOdds({ base: 12, critical: true }, 15);
    const c = counted(12, 15);
    expect([c.beat, c.beat + c.tie]).toEqual([70, 80]);
    expect(row(odds, "beat")).toBeCloseTo(0.7, 12);
    expect((row(odds, "beat") ?? 0) + (row(odds, "tie") ?? 0)).toBeCloseTo(0.8, 12);
    expect(row(odds, "fail")).toBeCloseTo(0.3, 12);
  });

  it("base 12 against DV 24: 8.00% (only a critical success reaches it), 9.00% counting a tie", () => {
    const c = counted(12, 24);
    expect([c.beat, c.beat + c.tie]).toEqual([8, 9]);
    const odds = cpredCheckOdds({ base: 12, critical: true }, 24);
    expect(row(odds, "beat")).toBeCloseTo(0.08, 12);
    expect(row(odds, "tie")).toBeCloseTo(0.01, 12);
  });

  it("an aimed shot, base 14 with −8 (6) against DV 13: 30.00%, 40.00% counting a tie", () => {
    const c = counted(14 - 8, 13);
    expect([c.beat, c.beat + c.tie]).toEqual([30, 40]);
    expect(row(cpredCheckOdds({ base: 6, critical: true }, 13), "beat")).toBeCloseTo(0.3, 12);
  });

  it("a critical success 10.00%, a critical failure 10.00%; a critical failure never beats a DV of 1 or more", () => {
    const c = counted(12, 15);
    expect([c.critSuccess, c.critFail]).toEqual([10, 10]);
    const odds = cpredCheckOdds({ base: 12, critical: true }, 15);
    expect(row(odds, "criticalSuccess")).toBe(0.1);
    expect(row(odds, "criticalFailure")).toBe(0.1);
    // The best critical failure is base + 1 − 1: it beats a DV only below the base.
    for (const base of [0, 5, 12]) expect(counted(base, base).critFailBeats).toBe(0);
  });

  it("every base −5…25 against every DV 0…40, with and without the critical die, as the code counts", () => {
    for (const critical of [true, false])
      for (let base = -5; base <= 25; base += 5) {
        const totals = everyTotal(base, critical);
        for (let dv = 0; dv <= 40; dv++) {
          const odds = cpredCheckOdds({ base, critical }, dv);
          const beat = totals.filter((t) => t > dv).length / 100;
          const tie = totals.filter((t) => t === dv).length / 100;
          expect(Math.abs((row(odds, "beat") ?? -1) - beat) + Math.abs((row(odds, "tie") ?? -1) - tie)).toBeLessThan(
            1e-12,
          );
        }
      }
  });

  it("no DV: each named DV's chance to beat it, the critical facts alone", () => {
    const odds = cpredCheckOdds({ base: 12, critical: true }, null);
    expect(odds.target).toBeNull();
    expect(odds.totals.map((t) => t.total)).toEqual(CPRED_DVS.map((dv) => dv + 1));
    for (const [i, dv] of CPRED_DVS.entries())
      expect(odds.totals[i]?.chances[0]).toBeCloseTo(counted(12, dv).beat / 100, 12);
    expect(odds.choices[0]?.outcomes.map((o) => o.key)).toEqual(["criticalSuccess", "criticalFailure"]);
  });

  it("a death save (no critical die): the plain d10, no critical facts", () => {
    expect([...totalWays({ base: 0, critical: false }).keys()].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const odds = cpredCheckOdds({ base: 3, critical: false }, 8);
    expect(row(odds, "beat")).toBeCloseTo(counted(3, 8, false).beat / 100, 12);
    expect(row(odds, "criticalSuccess")).toBeUndefined();
  });

  it("the message without a DV: a line per DV of the rules, each counted; with one, the dialog's figures", () => {
    const odds = cpredMessageOdds({ base: 12, critical: true }, null, (dv) => `DV ${dv}`);
    expect(odds.choices.map((choice) => choice.label ?? choice.id)).toEqual([
      "check",
      ...CPRED_DVS.map((dv) => `DV ${dv}`),
    ]);
    for (const [i, dv] of CPRED_DVS.entries())
      expect(odds.choices[i + 1]?.outcomes[0]?.probability).toBeCloseTo(counted(12, dv).beat / 100, 12);
    expect(cpredMessageOdds({ base: 12, critical: true }, 15, String)).toEqual(
      cpredCheckOdds({ base: 12, critical: true }, 15),
    );
  });
});

/**
 * The card as cpr-skill-rollcard.hbs draws it (0.93): the face as `d10_<initialRoll>.svg` in black, or on a critical
 * card (`wasCritical()`, cpr-chat.js:64) in red marked `_preem` (a 10) or `_fail` (a 1) then `d10_<|criticalRoll|>`;
 * the result in the span of `d10-number-div`.
 */
function card(roll: ScriptedRoll): string {
  const die = (colour: string, face: number, mark = "") => `<img src="icons/dice/${colour}/d10_${face}${mark}.svg"/>`;
  const dice = roll.wasCritical()
    ? die("red", roll.initialRoll, roll.wasCritSuccess() ? "_preem" : "_fail") + die("red", roll.criticalRoll)
    : die("black", roll.initialRoll);
  return `<div class="d10-dice-div">${dice}</div>
<div class="d10-number-div">
  <a><span class="clickable"
      data-visible-element="d10-data-details">${roll.resultTotal}</span></a></div>`;
}

describe("Cyberpunk RED's card read against the kept roll", () => {
  it("every pair of d10s, with and without the critical die: the card agrees with its base, not with another", () => {
    for (const critical of [true, false])
      for (let first = 1; first <= 10; first++)
        for (let second = 1; second <= 10; second++) {
          const roll = new ScriptedRoll(12, critical, [first, second]);
          roll.roll();
          const read = cpredCardOf(card(roll));
          expect(read?.total).toBe(roll.resultTotal);
          expect(read && cpredCardAgrees({ base: 12, critical }, read)).toBe(true);
          expect(read && cpredCardAgrees({ base: 13, critical }, read)).toBe(false);
        }
  });

  it("a card that is not a check's, or whose dice cannot make its total, reads as nothing or disagrees", () => {
    expect(cpredCardOf("<p>19</p>")).toBeNull();
    const plain = must(cpredCardOf(card(rolled(12, [7]))));
    // A 10 drawn plain, with no extra die, where the roll has its critical die: not what the roll makes.
    expect(cpredCardAgrees({ base: 12, critical: true }, { ...plain, face: 10, total: 22 })).toBe(false);
    expect(cpredCardOf(card(rolled(12, [7])).replace("d10_7.svg", "d10_7_preem.svg"))).toBeNull();
  });

  it("a record of the wrong shape is none", () => {
    expect(cpredKeptOf({ base: 12, critical: true, dv: 15 })).toEqual({ base: 12, critical: true, dv: 15 });
    expect(cpredKeptOf({ base: 12.5, critical: true, dv: null })).toBeNull();
    expect(cpredKeptOf({ base: 12, critical: "yes", dv: null })).toBeNull();
    expect(cpredKeptOf({ base: 12, critical: true, dv: -1 })).toBeNull();
  });
});

function rolled(base: number, dice: number[]): ScriptedRoll {
  const roll = new ScriptedRoll(base, true, dice);
  roll.roll();
  return roll;
}
