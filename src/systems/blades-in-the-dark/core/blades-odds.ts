import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Blades in the Dark roll (docs/systems-blades-in-the-dark.md "Rules as coded"), worked out in
 * closed form from module/blades-roll.js at 6.1.1 (bafff200): `bladesRoll` throws the rating in d6 (below 0 as 0), and
 * zero dice as two (:16-17); `getBladesRollStatus` (:235-284) reads the highest die — two 6s a critical — or at zero
 * dice the lowest, a double six then a plain success; `getBladesRollStress` (:290-327) costs 6 less that die, −1 on
 * a critical. Each die is a fair d6, independent: the chance the highest of n is at most k is (k/6)^n.
 */

/** The most dice the adapter works out: the dialog's `qty` goes to 10, a rating and its modifier hardly past it. */
export const BLADES_MAX_DICE = 20;

/** The most extra threats the dialog offers (`extraThreats`, 0–5: blades-actor.js:122). */
export const BLADES_MAX_THREATS = 5;

/** The outcomes `getBladesRollStatus` names, the best first (the card's `roll_status`). */
const BLADES_STATUSES = ["critical", "success", "partial", "failure"] as const;
type BladesStatus = (typeof BLADES_STATUSES)[number];

/** The dialog's roll types (`rollSelection`), and a resistance roll: an attribute's, which has no such radios. */
export type BladesRollKind =
  "actionRoll" | "threatRoll" | "fortune" | "gatherInfo" | "indulgeVice" | "engagement" | "acquireAsset" | "resistance";

const KINDS: ReadonlySet<string> = new Set<BladesRollKind>([
  "actionRoll",
  "threatRoll",
  "fortune",
  "gatherInfo",
  "indulgeVice",
  "engagement",
  "acquireAsset",
  "resistance",
]);

/** Whether a value names a roll type the figures know. */
export const isBladesRollKind = (value: unknown): value is BladesRollKind =>
  typeof value === "string" && KINDS.has(value);

/** A roll as the dialog would make it now. */
export interface BladesQuestion {
  readonly kind: BladesRollKind;
  /** The dice before `bladesRoll` clamps them (rating + modifier; may be 0 or less: zero dice). */
  readonly dice: number;
  /** A threat roll's extra threats (each one more die, `extraThreats`), else 0. */
  readonly extraThreats: number;
  /** A threat roll's position: desperate turns a partial into a failure (:75, 104). */
  readonly desperate: boolean;
  /** An Indulge Vice roll's stress now (what the die clears past it is an overindulgence, :163-168), else 0. */
  readonly stress: number;
}

const pow = (k: number, n: number) => (k / 6) ** n;

/** Whether `bladesRoll` rolls two dice and reads the lower (:16-17). */
const isZero = (dice: number) => dice <= 0;

/** P(the die the status reads ≤ k), for k in 0..6: the highest of n, or at zero dice the lower of two. */
function usedAtMost(dice: number, k: number): number {
  return isZero(dice) ? 1 - (1 - k / 6) ** 2 : pow(k, dice);
}

/** P(the die read is 6 and another 6 lies beside it): a critical; at zero dice none (a double six is a success). */
function criticalChance(dice: number): number {
  if (isZero(dice)) return 0;
  return 1 - pow(5, dice) - dice * (1 / 6) * pow(5, dice - 1);
}

/** Each status's chance for a roll of `dice` (the action roll's, a fortune's, gather's, engagement's, asset's). */
export function statusChances(dice: number): Record<BladesStatus, number> {
  const six = 1 - usedAtMost(dice, 5);
  const critical = criticalChance(dice);
  return {
    critical,
    success: six - critical,
    partial: usedAtMost(dice, 5) - usedAtMost(dice, 3),
    failure: usedAtMost(dice, 3),
  };
}

/** A resistance roll's stress cost (6 − the die read; −1, one stress cleared, on a critical or a zero-dice 66). */
export function stressCost(dice: number): Map<number, number> {
  const costs = new Map<number, number>();
  const doubleSix = isZero(dice) ? 1 / 36 : criticalChance(dice);
  costs.set(-1, doubleSix);
  for (let face = 6; face >= 1; face--) {
    const exactly = usedAtMost(dice, face) - usedAtMost(dice, face - 1);
    // A 6 read is a double six's too: that part costs −1, not 0.
    costs.set(6 - face, face === 6 ? exactly - doubleSix : exactly);
  }
  return costs;
}

/** P(the j-th highest of m dice ≤ k): at most j − 1 of them above k. */
function orderAtMost(m: number, j: number, k: number): number {
  let chance = 0;
  let choose = 1;
  for (let above = 0; above < j; above++) {
    chance += choose * pow(6 - k, above) * pow(k, m - above);
    choose = (choose * (m - above)) / (above + 1);
  }
  return chance;
}

/** A single threat's statuses from P(its die ≤ k); desperate turns the partial into a failure. */
function threatOutcome(atMost: (k: number) => number, desperate: boolean): Record<BladesStatus, number> {
  const failure = atMost(3);
  const partial = atMost(5) - failure;
  const success = 1 - atMost(5);
  return desperate
    ? { critical: 0, success, partial: 0, failure: failure + partial }
    : { critical: 0, success, partial, failure };
}

/**
 * A threat roll, threat by threat (:61-119): without zero dice the sorted dice give each threat the highest left, one
 * die each (never a critical); at zero dice the first two dice answer the first threat as a zero-dice roll, and each
 * extra threat the highest left of the others.
 */
export function threatChances(question: BladesQuestion): Record<BladesStatus, number>[] {
  const { dice, extraThreats, desperate } = question;
  const threats: Record<BladesStatus, number>[] = [];
  if (isZero(dice)) {
    const first = statusChances(0);
    threats.push(desperate ? { ...first, partial: 0, failure: first.failure + first.partial } : first);
    for (let j = 1; j <= extraThreats; j++)
      threats.push(threatOutcome((k) => orderAtMost(extraThreats, j, k), desperate));
    return threats;
  }
  const m = dice + extraThreats;
  for (let j = 1; j <= extraThreats + 1; j++) threats.push(threatOutcome((k) => orderAtMost(m, j, k), desperate));
  return threats;
}

/** P(an Indulge Vice die clears more than the stress there is): the card's failure, an overindulgence (:163-168). */
export function overindulgeChance(dice: number, stress: number): number {
  const below = Math.max(0, Math.min(6, stress));
  return 1 - usedAtMost(dice, below);
}

const row = (key: string, probability: number, fact = false): SystemOutcome =>
  fact ? { key, probability, fromTarget: false, fact } : { key, probability, fromTarget: false };

/** The statuses a roll can reach: no critical where none can fall (zero dice, a threat's single die). */
const statusRows = (chances: Record<BladesStatus, number>, critical: boolean): SystemOutcome[] =>
  BLADES_STATUSES.filter((status) => critical || status !== "critical").map((status) => row(status, chances[status]));

function choicesOf(question: BladesQuestion): SystemChoice[] {
  switch (question.kind) {
    case "threatRoll":
      return threatChances(question).map((chances, i) => ({
        id: `threat${i + 1}`,
        outcomes: statusRows(chances, false),
      }));
    case "resistance":
      return [
        {
          id: "resistance",
          outcomes: [...stressCost(question.dice)].map(([cost, chance]) =>
            row(cost < 0 ? "clearsOne" : `stress${cost}`, chance),
          ),
        },
      ];
    case "indulgeVice":
      return [
        {
          id: "indulgeVice",
          outcomes: [row("overindulge", overindulgeChance(question.dice, question.stress))],
        },
      ];
    default:
      return [{ id: question.kind, outcomes: statusRows(statusChances(question.dice), !isZero(question.dice)) }];
  }
}

/** Every figure of the roll the dialog makes as it stands (or a message's roll had). */
export function bladesOdds(question: BladesQuestion): SystemOdds {
  const choices = choicesOf(question);
  const bar = choices.length === 1 && question.kind !== "indulgeVice" ? choices[0]?.id : undefined;
  return { target: null, choices, totals: [], ...(bar ? { bar } : {}) };
}

/** How many dice `bladesRoll` throws for the question (:16-21): the roll a message must hold. */
export function diceThrown(question: BladesQuestion): number {
  const base = isZero(question.dice) ? 2 : question.dice;
  return question.kind === "threatRoll" ? base + question.extraThreats : base;
}
