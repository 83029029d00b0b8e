import type { SystemOdds, SystemOutcome, SystemTotalRow } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Cyberpunk RED check (docs/systems-cyberpunk-red-core.md "The figures"), counted from the system's
 * own roll (src/modules/rolls/cpr-rolls.js at 0.93, f632be2c, unchanged in the fork's 1.3.7): one d10 on the base
 * (`_computeBase`: stat, skill, mods, luck); an initial 10 rolls one more d10 and adds it, an initial 1 rolls one more
 * and takes it away (`roll`:166-195, `_computeResult`:215-222) — the extra die never rolls again. A roll that skips
 * the critical die (`calculateCritical` false: death saves) is the plain d10.
 */

/** What the figures read of a live `CPRRoll`: its total before the die, and whether a 1 or 10 rolls the extra die. */
export interface CpredRoll {
  readonly base: number;
  readonly critical: boolean;
}

/** Each total and its ways out of 100 (10 faces × 10 for the critical die). */
type Ways = ReadonlyMap<number, number>;

const FACES = 10;
const ALL_WAYS = FACES * FACES;

/** The Difficulty Values the core rules name (Simple 9 … Legendary 29): the rows drawn where no DV is typed. */
export const CPRED_DVS = [9, 13, 15, 17, 21, 24, 29] as const;

/** The highest base the figures take (a sheet's stat, skill and mods together; no sheet comes near). */
export const CPRED_MAX_BASE = 200;

function add(ways: Map<number, number>, total: number, count: number): void {
  ways.set(total, (ways.get(total) ?? 0) + count);
}

/** Every total of the roll and its ways out of 100. */
export function totalWays({ base, critical }: CpredRoll): Ways {
  const ways = new Map<number, number>();
  for (let face = 1; face <= FACES; face++) {
    const criticalFace = critical && (face === 1 || face === FACES);
    if (!criticalFace) add(ways, base + face, FACES);
    else for (let extra = 1; extra <= FACES; extra++) add(ways, base + face + (face === 1 ? -extra : extra), 1);
  }
  return ways;
}

const chance = (ways: Ways, test: (total: number) => boolean) => {
  let count = 0;
  for (const [total, n] of ways) if (test(total)) count += n;
  return count / ALL_WAYS;
};

const fact = (key: string, probability: number): SystemOutcome => ({ key, probability, fromTarget: false, fact: true });

/** A 10 or a 1 on the first die: 10% each where the roll has its critical die. */
function criticalFacts(critical: boolean): SystemOutcome[] {
  return critical ? [fact("criticalSuccess", 1 / FACES), fact("criticalFailure", 1 / FACES)] : [];
}

/**
 * The chance of beating each DV (the total above it: a tie fails, as the fork's does-it-hit.js:66 judges an attack,
 * `dv >= attackRoll` a miss), the tie apart as a fact for tables that count it.
 */
export function cpredCheckOdds(roll: CpredRoll, dv: number | null): SystemOdds {
  const ways = totalWays(roll);
  if (dv === null) {
    const totals: SystemTotalRow[] = CPRED_DVS.map((each) => ({
      total: each + 1,
      chances: [chance(ways, (total) => total > each)],
    }));
    return { target: null, choices: [{ id: "check", outcomes: criticalFacts(roll.critical) }], totals };
  }
  const outcomes: SystemOutcome[] = [
    { key: "beat", probability: chance(ways, (total) => total > dv), fromTarget: true },
    { key: "fail", probability: chance(ways, (total) => total <= dv), fromTarget: true },
    { key: "tie", probability: chance(ways, (total) => total === dv), fromTarget: true, fact: true },
    ...criticalFacts(roll.critical),
  ];
  return { target: dv, choices: [{ id: "check", outcomes }], totals: [] };
}

/**
 * A check's figures as its message keeps them: against the DV its roller typed, as the dialog drew them; without one,
 * the chance to beat each DV of the rules, each its own line (a message draws no totals), named `named(dv)`, after a
 * line of the critical facts.
 */
export function cpredMessageOdds(roll: CpredRoll, dv: number | null, named: (dv: number) => string): SystemOdds {
  if (dv !== null) return cpredCheckOdds(roll, dv);
  const ways = totalWays(roll);
  const beat = (each: number): SystemOutcome => ({
    key: "beat",
    probability: chance(ways, (total) => total > each),
    fromTarget: false,
  });
  const perDv = CPRED_DVS.map((each) => ({ id: `dv${each}`, label: named(each), outcomes: [beat(each)] }));
  return { target: null, choices: [{ id: "check", outcomes: criticalFacts(roll.critical) }, ...perDv], totals: [] };
}
