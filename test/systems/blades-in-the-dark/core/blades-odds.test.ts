/**
 * Blades in the Dark's figures (docs/systems-blades-in-the-dark.md "Rules as coded") against an enumeration written
 * here from the system's code, module/blades-roll.js at 6.1.1 (Dez384/foundryvtt-blades-in-the-dark bafff200):
 * `bladesRoll` (:11-29), the threat roll's loop (:61-119), `getBladesRollStatus` (:235-284), `getBladesRollStress`
 * (:290-327), `getBladesRollVice` (:334-348) with the Indulge Vice card (:160-168) — every face of every die counted,
 * never our own engine.
 */
import { describe, expect, it } from "vitest";
import {
  bladesOdds,
  diceThrown,
  overindulgeChance,
  statusChances,
  stressCost,
  threatChances,
  type BladesQuestion,
} from "../../../../src/systems/blades-in-the-dark/core/blades-odds";

type Status = "critical-success" | "success" | "partial-success" | "failure";

/** `getBladesRollStatus`: the sort is the code's own (lexicographic, the same for 1–6). */
function rollStatus(results: readonly number[], zeromode: boolean): Status {
  const sorted = results.map(String).sort().map(Number);
  if (sorted[0] === 6 && zeromode) return "success";
  const use = zeromode ? sorted[0] : sorted[sorted.length - 1];
  const prev = !zeromode && sorted.length >= 2 ? sorted[sorted.length - 2] : false;
  if (use === undefined || use <= 3) return "failure";
  if (use === 6) return prev === 6 ? "critical-success" : "success";
  return "partial-success";
}

/** `getBladesRollStress`. */
function rollStress(results: readonly number[], zeromode: boolean): number {
  const sorted = results.map(String).sort().map(Number);
  if (sorted[0] === 6 && zeromode) return -1;
  const use = (zeromode ? sorted[0] : sorted[sorted.length - 1]) ?? 0;
  const prev = !zeromode && sorted.length >= 2 ? sorted[sorted.length - 2] : false;
  return use === 6 && prev === 6 ? -1 : 6 - use;
}

/** Every way `n` d6 fall, each once. */
function* faces(n: number): Generator<number[]> {
  for (let i = 0; i < 6 ** n; i++) yield Array.from({ length: n }, (_, d) => (Math.floor(i / 6 ** d) % 6) + 1);
}

/** `bladesRoll`'s dice: below 0 as 0, zero as two read low (:16-17). */
const thrown = (dice: number) => (dice <= 0 ? { n: 2, zeromode: true } : { n: Math.max(dice, 0), zeromode: false });

function countStatuses(dice: number): Record<Status, number> {
  const { n, zeromode } = thrown(dice);
  const counts = { "critical-success": 0, success: 0, "partial-success": 0, failure: 0 };
  for (const roll of faces(n)) counts[rollStatus(roll, zeromode)]++;
  return counts;
}

/** The threat loop (:61-119): each threat's status, in the card's order. */
function threatStatuses(results: readonly number[], zeromode: boolean, extra: number, desperate: boolean): Status[] {
  const demote = (status: Status): Status => (desperate && status === "partial-success" ? "failure" : status);
  const statuses: Status[] = [];
  let threats = extra;
  let rest = [...results];
  if (zeromode) {
    statuses.push(demote(rollStatus(rest.slice(0, 2), true)));
    rest = rest.slice(2);
    threats--;
  }
  const sorted = rest.map(String).sort().map(Number);
  for (let j = threats; j >= 0; j--) {
    const use = sorted.pop();
    statuses.push(demote(rollStatus(use === undefined ? [] : [use], false)));
  }
  return statuses;
}

const percent = (p: number) => (100 * p).toFixed(2);
const question = (kind: BladesQuestion["kind"], dice: number, more: Partial<BladesQuestion> = {}): BladesQuestion => ({
  kind,
  dice,
  extraThreats: 0,
  desperate: false,
  stress: 0,
  ...more,
});

describe("Blades in the Dark's action roll", () => {
  it("two dice: critical 2.78%, success 27.78%, partial 44.44%, bad outcome 25.00% (issue 86)", () => {
    const counted = countStatuses(2);
    expect(counted).toEqual({ "critical-success": 1, success: 10, "partial-success": 16, failure: 9 });
    const figures = statusChances(2);
    expect([figures.critical, figures.success, figures.partial, figures.failure].map(percent)).toEqual([
      "2.78",
      "27.78",
      "44.44",
      "25.00",
    ]);
  });

  it("zero dice: the lower of two, a double six only a success; failure 75.00%", () => {
    expect(countStatuses(0)).toEqual({ "critical-success": 0, success: 1, "partial-success": 8, failure: 27 });
    expect(percent(statusChances(0).failure)).toBe("75.00");
    expect(percent(statusChances(0).success)).toBe("2.78");
    // A rating and a −3 modifier below 0 roll as zero dice (:16).
    expect(statusChances(-2)).toEqual(statusChances(0));
  });

  it("0–5 dice as FOUNDRY-SYSTEMS-3 c.7 counts them, each against every face", () => {
    const table: Record<number, [number, number, number, number]> = {
      1: [0, 1, 2, 3],
      3: [16, 75, 98, 27],
      4: [171, 500, 544, 81],
      5: [1526, 3125, 2882, 243],
    };
    for (let dice = 0; dice <= 5; dice++) {
      const counted = countStatuses(dice);
      const total = 6 ** thrown(dice).n;
      const figures = statusChances(dice);
      expect(figures.critical).toBeCloseTo(counted["critical-success"] / total, 12);
      expect(figures.success).toBeCloseTo(counted.success / total, 12);
      expect(figures.partial).toBeCloseTo(counted["partial-success"] / total, 12);
      expect(figures.failure).toBeCloseTo(counted.failure / total, 12);
      const row = table[dice];
      if (row) expect(Object.values(counted)).toEqual(row);
    }
    expect(percent(statusChances(3).critical)).toBe("7.41");
    expect(percent(statusChances(5).critical)).toBe("19.62");
  });
});

describe("Blades in the Dark's resistance roll: the stress it costs", () => {
  it("0 and 2 dice as c.7 lists them (means 3.44 and 1.50); 3 and 4 dice's means 0.97 and 0.62", () => {
    for (const dice of [0, 1, 2, 3, 4]) {
      const { n, zeromode } = thrown(dice);
      const counted = new Map<number, number>();
      for (const roll of faces(n)) {
        const cost = rollStress(roll, zeromode);
        counted.set(cost, (counted.get(cost) ?? 0) + 1);
      }
      const figures = stressCost(dice);
      for (const [cost, count] of counted) expect(figures.get(cost)).toBeCloseTo(count / 6 ** n, 12);
      const mean = [...counted].reduce((sum, [cost, count]) => sum + cost * count, 0) / 6 ** n;
      const ours = [...figures].reduce((sum, [cost, chance]) => sum + cost * chance, 0);
      expect(ours).toBeCloseTo(mean, 12);
      if (dice === 0)
        expect([...counted].sort(([a], [b]) => a - b)).toEqual([
          [-1, 1],
          [1, 3],
          [2, 5],
          [3, 7],
          [4, 9],
          [5, 11],
        ]);
      if (dice === 2)
        expect([...counted].sort(([a], [b]) => a - b)).toEqual([
          [-1, 1],
          [0, 10],
          [1, 9],
          [2, 7],
          [3, 5],
          [4, 3],
          [5, 1],
        ]);
    }
    expect([0, 2, 3, 4].map((dice) => [...stressCost(dice)].reduce((s, [c, p]) => s + c * p, 0).toFixed(2))).toEqual([
      "3.44",
      "1.50",
      "0.97",
      "0.62",
    ]);
  });
});

describe("Blades in the Dark's threat roll, threat by threat as coded", () => {
  it("every rating 0–2 with 0–2 extra threats, risky and desperate, against the loop's every face", () => {
    for (const dice of [0, 1, 2])
      for (const extraThreats of [0, 1, 2])
        for (const desperate of [false, true]) {
          const asked = question("threatRoll", dice, { extraThreats, desperate });
          const { zeromode } = thrown(dice);
          const n = diceThrown(asked);
          const counts: Record<Status, number>[] = [];
          for (const roll of faces(n))
            threatStatuses(roll, zeromode, extraThreats, desperate).forEach((status, i) => {
              counts[i] ??= { "critical-success": 0, success: 0, "partial-success": 0, failure: 0 };
              counts[i][status]++;
            });
          const figures = threatChances(asked);
          expect(figures).toHaveLength(counts.length);
          figures.forEach((threat, i) => {
            const count = counts[i];
            expect(threat.critical).toBe(0);
            expect(threat.success).toBeCloseTo((count?.success ?? 0) / 6 ** n, 12);
            expect(threat.partial).toBeCloseTo((count?.["partial-success"] ?? 0) / 6 ** n, 12);
            expect(threat.failure).toBeCloseTo((count?.failure ?? 0) / 6 ** n, 12);
          });
        }
  });
});

describe("Blades in the Dark's other rolls", () => {
  it("Indulge Vice overindulges when the die clears more than the stress: 2 dice at stress 4, 20/36", () => {
    for (const dice of [0, 1, 2, 3])
      for (const stress of [0, 2, 4, 6]) {
        const { n, zeromode } = thrown(dice);
        let over = 0;
        for (const roll of faces(n)) {
          const sorted = roll.map(String).sort().map(Number);
          const clear = (zeromode ? sorted[0] : sorted[sorted.length - 1]) ?? 0;
          if (stress - clear < 0) over++;
        }
        expect(overindulgeChance(dice, stress)).toBeCloseTo(over / 6 ** n, 12);
      }
    expect(overindulgeChance(2, 4)).toBeCloseTo(20 / 36, 12);
  });

  it("fortune, gather, engagement and asset read as the action roll; the one choice is the bar", () => {
    for (const kind of ["fortune", "gatherInfo", "engagement", "acquireAsset"] as const) {
      const odds = bladesOdds(question(kind, 2));
      expect(odds.bar).toBe(kind);
      expect(odds.choices[0]?.outcomes.map(({ key, probability }) => [key, percent(probability)])).toEqual([
        ["critical", "2.78"],
        ["success", "27.78"],
        ["partial", "44.44"],
        ["failure", "25.00"],
      ]);
    }
    expect(bladesOdds(question("resistance", 2)).choices[0]?.outcomes[0]).toMatchObject({ key: "clearsOne" });
    expect(diceThrown(question("threatRoll", 0, { extraThreats: 2 }))).toBe(4);
  });
});
