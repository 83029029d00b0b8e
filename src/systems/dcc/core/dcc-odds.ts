import type { SystemChoice, SystemOdds, SystemOutcome, SystemTotalRow } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Dungeon Crawl Classics roll (docs/systems-dcc.md "The figures"), as foundryvtt-dcc/dcc 0.70.46
 * (78a62275) rolls and judges it once its RollModifierDialog is submitted: the first term's dice are the action die
 * — its total is the "natural" the attack and spell code read (`attackRoll.dice[0].total`) —, every other die term
 * and number adds to the total. No target lives in the dialog: each total a DC or AC may be is a row.
 */

/** What the dialog's fields roll, as `_constructRoll` joins them. */
export interface DccRoll {
  /** Whose rules judge it: an attack (`rollToHit`), a spell check (`rollSpellCheck`), or any other check. */
  readonly kind: "attack" | "spell" | "check";
  /** The action die as the dice chain left it: `count` d `faces`. */
  readonly action: DccDice;
  /** The other die terms (a deed die, a luck die), each added (or taken away, `sign` −1). */
  readonly extra: readonly DccDice[];
  /** The numbers of the other fields, spellburn included. */
  readonly bonus: number;
  /** Of `bonus`, what the spellburn field adds (its effect is the column without it). */
  readonly spellburn: number;
  /** An attack's threat range on the d20 (`critical` of its roll data: 20, a warrior's 19…). */
  readonly critRange: number;
}

export interface DccDice {
  readonly count: number;
  readonly faces: number;
  readonly sign: 1 | -1;
}

/** The most dice of one term and faces the adapter counts (the chain's largest is the d30). */
const DCC_MAX_DICE = 6;
const DCC_MAX_FACES = 100;

/** How often each total of `count` d `faces` falls: index = total − count. */
function sumWays(count: number, faces: number): number[] {
  let ways = [1];
  for (let die = 0; die < count; die++) {
    const next = new Array<number>(ways.length + faces - 1).fill(0);
    ways.forEach((w, i) => {
      for (let face = 0; face < faces; face++) next[i + face]! += w;
    });
    ways = next;
  }
  return ways;
}

/** The other dice's sum as [value, probability] pairs. */
function extraSums(extra: readonly DccDice[]): [number, number][] {
  let sums = new Map<number, number>([[0, 1]]);
  for (const dice of extra) {
    const ways = sumWays(dice.count, dice.faces);
    const all = dice.faces ** dice.count;
    const next = new Map<number, number>();
    for (const [sum, p] of sums) {
      ways.forEach((w, i) => {
        const value = sum + dice.sign * (i + dice.count);
        next.set(value, (next.get(value) ?? 0) + (p * w) / all);
      });
    }
    sums = next;
  }
  return [...sums];
}

/**
 * The least natural that threatens a critical: `rollToHit` moves the threat range by the faces the chain added
 * (calculateCritAdjustment, and the strict rule's proportional range is the same number), then the core lib's
 * `meetsThreatRange` reads it against the weapon's d20 as "top N faces" (`adjustThreatRange`): faces − (20 − range),
 * at least 1 (rolls-weapon-mixin.mjs:612-628; vendor/dcc-core-lib/dice/roll.js:341-373).
 */
export function threatFrom(critRange: number, faces: number): number {
  return Math.max(1, faces - (20 - critRange));
}

interface Throw {
  readonly natural: number;
  readonly total: number;
  readonly probability: number;
}

function throwsOf(roll: DccRoll, bonus: number): Throw[] {
  const ways = sumWays(roll.action.count, roll.action.faces);
  const all = roll.action.faces ** roll.action.count;
  const extra = extraSums(roll.extra);
  return ways.flatMap((w, i) => {
    const natural = i + roll.action.count;
    return extra.map(([sum, p]) => ({ natural, total: natural + sum + bonus, probability: (p * w) / all }));
  });
}

const fumbles = (t: Throw) => t.natural === 1;
const criticalOf = (roll: DccRoll) =>
  roll.kind === "attack"
    ? (t: Throw) => !fumbles(t) && t.natural >= threatFrom(roll.critRange, roll.action.faces)
    : (t: Throw) => t.natural === roll.action.faces;

/**
 * Whether a throw meets `target`: an attack hits unless a fumble, on a critical or a total at least the AC
 * (auto-apply-damage.mjs:44-49 `attackHitsTarget`); a spell check's fumble counts 1 whatever its modifiers
 * (dcc-core-lib/spells/cast.js:255-266); any other check its total.
 */
function meets(roll: DccRoll, target: number): (t: Throw) => boolean {
  const critical = criticalOf(roll);
  if (roll.kind === "attack") return (t) => !fumbles(t) && (critical(t) || t.total >= target);
  if (roll.kind === "spell") return (t) => (fumbles(t) ? 1 : t.total) >= target;
  return (t) => t.total >= target;
}

const chance = (throws: readonly Throw[], test: (t: Throw) => boolean) =>
  throws.reduce((sum, t) => (test(t) ? sum + t.probability : sum), 0);

const fact = (key: string, probability: number): SystemOutcome => ({ key, probability, fromTarget: false, fact: true });

/** The totals a DC or AC may be: multiples of 5 where some column can go either way, at most six. */
function totalRows(roll: DccRoll, columns: readonly Throw[][]): SystemTotalRow[] {
  const totals = columns.flat().map((t) => t.total);
  const [low, high] = [Math.min(...totals), Math.max(...totals)];
  const rows: SystemTotalRow[] = [];
  for (let total = Math.ceil(low / 5) * 5; total <= high + 5 && rows.length < 6; total += 5) {
    const chances = columns.map((throws) => chance(throws, meets(roll, total)));
    if (chances.some((c) => c > 1e-12 && c < 1 - 1e-12)) rows.push({ total, chances });
  }
  return rows;
}

/** Whether the dice of a roll are within what the adapter counts. */
export function dccCountable(roll: DccRoll): boolean {
  return [roll.action, ...roll.extra].every(
    (d) => d.count >= 1 && d.count <= DCC_MAX_DICE && d.faces >= 1 && d.faces <= DCC_MAX_FACES,
  );
}

/**
 * The dialog's figures: the critical and the fumble of the action die, and for each total a DC or AC may be the
 * chance to meet it — as the fields stand, and without the spellburn where some is burned (its effect).
 */
export function dccOdds(roll: DccRoll): SystemOdds {
  const throws = throwsOf(roll, roll.bonus);
  const facts =
    roll.kind === "check"
      ? []
      : [fact("critical", chance(throws, criticalOf(roll))), fact("fumble", chance(throws, fumbles))];
  const choices: SystemChoice[] = [{ id: "roll", outcomes: facts }];
  const columns = [throws];
  if (roll.spellburn > 0) {
    choices.push({ id: "withoutSpellburn", outcomes: facts });
    columns.push(throwsOf(roll, roll.bonus - roll.spellburn));
  }
  return { target: null, choices, totals: totalRows(roll, columns) };
}

/** The chance to meet one target (the calculator's and the tests' question). */
export function dccChance(roll: DccRoll, target: number): number {
  return chance(throwsOf(roll, roll.bonus), meets(roll, target));
}
