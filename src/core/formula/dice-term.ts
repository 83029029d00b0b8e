import { IndieDiceError } from "../errors";
import { LIMITS, requireWithin } from "../limits";
import { IntDistribution } from "../odds/int-distribution";
import { cappedExtraResults, cappedWalk, cappedWalkSize, type CappedWalk } from "./capped-walk";
import { compareResult, type Condition, type DieModifier } from "./die-modifiers";
import { explodingDie, explosionLength } from "./exploding-die";
import { planExplodingSum } from "./exploding-sum";
import { plainKeepHighest, plainKeepHighestSteps } from "./plain-keep";
import { foundryCapMass } from "./foundry-cap";
import { windowSum, windowSumSteps } from "./order-statistics";
import { thresholdWindowSteps, thresholdWindowSum, type WindowSource } from "./threshold-window";
import { countedValue } from "./result-value";
import {
  activeAfter,
  listWalkSteps,
  listWalkTotal,
  refuseEndless,
  type ListModifier,
  type ListWalk,
} from "./result-list";
import { isPlainDie, sumOfDice } from "./sum-of-dice";

/**
 * One dice term of a formula (`4d6kh3`, `3d6x`, `10d10cs>=8`, `4dF`) and the plan for its exact distribution
 * (docs/formula-odds.md "Order of modifiers"). Foundry applies a term's modifiers one after the other in the order
 * written; the engine takes them in three groups, which is exact because of what each one reads:
 *  1. rerolls (`r`, `rr`) first, then at most one explosion (`x`, `xo`): they add results;
 *  2. keep and drop: they mark results inactive by their faces;
 *  3. counting (`cs`, `cf`, `df`, `sf`, `even`, `odd`, `min`, `max`): they change what a result counts for, from
 *     its face alone, and never which results are active — so they commute with keep and drop.
 * A term written in another order (a reroll after a keep, a count before an explosion) is refused by name. A keep or
 * drop after an explosion acts on every result, exploded ones included, so the number of results varies; it is
 * answered by thresholds (`threshold-window.ts`).
 */
export interface DiceTermSpec {
  /** The term as written, for messages. */
  readonly text: string;
  readonly count: number;
  /** The faces' values, ascending: 1…X, or −1, 0, +1 for a Fate die. */
  readonly faces: readonly number[];
  readonly modifiers: readonly DieModifier[];
}

const KEY = "INDIE_DICE.Error.Formula";

export interface DiceTermPlan {
  readonly spec: DiceTermSpec;
  /** The largest total minus the smallest, known before any work (LIMITS.formulaSpread). */
  readonly spread: number;
  /** Multiply-adds the order statistics take (LIMITS.formulaSteps); 0 without keep or drop. */
  readonly steps: number;
  /** A lowest and a highest total no outcome lies outside, known before any work (a pool's keep is sized by them). */
  readonly bounds: readonly [low: number, high: number];
  readonly compute: () => IntDistribution;
}

type Planned = Omit<DiceTermPlan, "bounds">;

/**
 * Checks the order of the modifiers and sizes the work; `tail` is the mass this term may leave out. `foundryCap`
 * false leaves out the check against Foundry's cap (milliseconds near it): for sizing a smaller term only, whose
 * own plan checks it when it is asked for.
 */
export function planDiceTerm(spec: DiceTermSpec, tail: number, foundryCap = true): DiceTermPlan {
  try {
    return planGrouped(spec, tail, foundryCap);
  } catch (error) {
    // What the groups cannot take apart, the list of results followed as Foundry's loops change it may.
    if (!(error instanceof IndieDiceError) || !GROUPED_ORDER.has(error.key)) throw error;
    const walk = planListWalk(spec, foundryCap);
    if (walk === null) throw error;
    return walk;
  }
}

/** The refusals of an order the three groups cannot follow. */
const GROUPED_ORDER = new Set(["Order", "AdvantageWalk", "AdvantageSet", "Capped"].map((name) => `${KEY}.${name}`));

/**
 * A term whose rerolls, keeps, drops and dnd5e's `adv`/`dis` come in any order, with its counting after the last
 * reroll (a fresh result would count its face) and no explosion: walked over its list of results (result-list.ts).
 */
function planListWalk(spec: DiceTermSpec, foundryCap: boolean): DiceTermPlan | null {
  const moving = spec.modifiers.filter((modifier): modifier is ListModifier =>
    ["reroll", "select", "advantage"].includes(modifier.kind),
  );
  const lastReroll = spec.modifiers.findLastIndex((modifier) => modifier.kind === "reroll");
  const countedBefore = spec.modifiers
    .slice(0, lastReroll)
    .some((modifier) => !["reroll", "select", "advantage", "margin"].includes(modifier.kind));
  const margins = spec.modifiers.filter((modifier) => modifier.kind === "margin");
  if (countedBefore || margins.length > 1 || spec.modifiers.some((modifier) => modifier.kind === "explode"))
    return null;
  const counting = spec.modifiers.filter(
    (modifier) => !["reroll", "select", "advantage", "margin"].includes(modifier.kind),
  );
  const advantage = moving.find((modifier) => modifier.kind === "advantage");
  const rolled = spec.count * (advantage ? advantage.extra + 1 : 1);
  requireWithin(LIMITS.formulaDice, rolled);
  const walk: ListWalk = {
    faces: spec.faces,
    rolled,
    size: spec.count,
    modifiers: moving,
    gains: spec.faces.map((face) => countedValue(face, counting)),
  };
  refuseEndless(moving, spec.faces);
  const rerolls = moving.filter((modifier) => modifier.kind === "reroll");
  // A capped reroll adds at most its cap, whatever its condition (`rr0>=0` none); an uncapped one-pass walk may look
  // at one fresh result past the list it started with.
  const uncapped = rerolls.filter((reroll) => reroll.cap === null);
  const capped = rerolls.reduce((sum, reroll) => sum + (reroll.cap ?? 0), 0);
  const extra = capped + uncapped.filter((reroll) => !reroll.recursive).length;
  if (foundryCap)
    checkFoundryCap(
      { ...spec, count: rolled },
      uncapped,
      null,
      spec.faces.map(() => 1 / spec.faces.length),
      extra,
    );
  const [lowest, highest] = [Math.min(...walk.gains), Math.max(...walk.gains)];
  const active = activeAfter(walk);
  const margin = margins[0] ?? null;
  const bounds: [number, number] = [active * lowest, active * highest];
  return {
    spec,
    spread: active * (highest - lowest),
    steps: listWalkSteps(walk),
    bounds: marginBounds(bounds, margin),
    compute: () => withMargin(listWalkTotal(walk), margin),
  };
}

function planGrouped(spec: DiceTermSpec, tail: number, foundryCap: boolean): DiceTermPlan {
  const groups = groupModifiers(spec);
  const uniform = spec.faces.map(() => 1 / spec.faces.length);
  const advantage = groups.advantage !== null && groups.advantage.extra > 0 ? groups.advantage : null;
  // The sets are dice the term rolls (`1d20adv2` rolls three), and Foundry's loop counts every result it looks at,
  // the sets set aside among them.
  const rolled = advantage ? { ...spec, count: spec.count * (advantage.extra + 1) } : spec;
  if (advantage) requireWithin(LIMITS.formulaDice, rolled.count);
  if (advantage && spec.count > 1) {
    const plan = planAdvantageSets(spec, groups, advantage, uniform, foundryCap ? rolled : null);
    return { ...plan, bounds: boundsOf({ spec, uniform, perDie: uniform, gains: spec.faces }, groups, plan.spread) };
  }
  if (advantage) refuseWalkAfterSets(groups);
  const capped = cappedModifier(groups);
  // One die rolled with advantage is the best (worst) of its sets, before anything else acts on it (dnd5e moves
  // `adv` first); a reroll or an explosion then rolls fresh, uniform dice.
  let perDie = advantage ? bestOfSets(uniform, advantage.extra + 1, advantage.best) : uniform;
  for (const reroll of groups.rerolls) if (reroll !== capped) perDie = applyReroll(perDie, uniform, spec.faces, reroll);
  const die: PlannedDie = {
    spec,
    uniform,
    perDie,
    gains: spec.faces.map((face) => countedValue(face, groups.counting)),
  };
  let plan: Planned;
  if (capped) plan = planCapped(die, groups, capped, foundryCap ? rolled : null);
  else if (groups.explosion)
    plan = planExplosion(die, groups, groups.explosion, tail, foundryCap ? rolled : null, advantage === null);
  else {
    if (foundryCap) checkFoundryCap(rolled, groups.rerolls, null, uniform);
    plan = groups.selections.length > 0 ? planSelection(die, groups) : planSum(die, groups);
  }
  return { ...plan, bounds: boundsOf(die, groups, plan.spread) };
}

/**
 * The chance of each value being the best (worst) of `sets` independent draws from `probs` (ascending values):
 * P(best = v) = P(≤ v)^sets − P(< v)^sets; the worst read from the top, P(≥ v)^sets − P(> v)^sets. Which of two equal
 * sets dnd5e keeps (the first) changes no value.
 */
function bestOfSets(probs: readonly number[], sets: number, best: boolean): number[] {
  const ordered = best ? [...probs] : [...probs].reverse();
  const out: number[] = [];
  let below = 0;
  for (const p of ordered) {
    const upTo = Math.min(1, below + p);
    out.push(upTo ** sets - below ** sets);
    below = upTo;
  }
  return best ? out : out.reverse();
}

/**
 * After `adv`/`dis` the sets not kept stay in the term's list of results, inactive. Foundry's one-pass walks (`r`,
 * `xo`; `Die#reroll`, `Die#explode`) end only when they pass an active result at the end of the list they started
 * with: when the kept die is not the last set, the walk runs on into the fresh results — `r` may reroll a second
 * time, `xo` explodes on and on — and when it is, it does not. A walk capped at one (`r1=1`, halfling luck) stops on
 * its cap either way, and `rr` and `x` walk every fresh result anyway; the others are refused by name.
 */
function refuseWalkAfterSets(groups: Groups): void {
  const walks = [
    ...groups.rerolls.filter((reroll) => !reroll.recursive),
    ...(groups.explosion?.once ? [groups.explosion] : []),
  ];
  const runsOn = walks.find((walk) => walk.cap !== 1);
  if (runsOn) throw new IndieDiceError(`${KEY}.AdvantageWalk`, { part: runsOn.text });
}

/**
 * `2d6adv`: dnd5e rolls N + 1 sets of the term's dice and keeps the set whose faces sum best (worst), so the total
 * is the best (worst) of N + 1 independent sums. Only a margin (`ms`) may follow: any other modifier would then act
 * on the kept set's dice, which are no longer independent of each other, and is refused by name.
 */
function planAdvantageSets(
  spec: DiceTermSpec,
  groups: Groups,
  advantage: AdvantageModifier,
  uniform: readonly number[],
  rolledForCap: DiceTermSpec | null,
): Planned {
  const other = spec.modifiers.find((modifier) => modifier.kind !== "advantage" && modifier.kind !== "margin");
  if (other) throw new IndieDiceError(`${KEY}.AdvantageSet`, { part: spec.text });
  if (rolledForCap) checkFoundryCap(rolledForCap, [], null, uniform);
  const spread = spec.count * (spec.faces.length - 1);
  return {
    spec,
    spread,
    // The sum of one set by a running window, then one pass over its totals.
    steps: spec.count * (spread + 1) + spread + 1,
    compute: () => {
      const set = sumOfDice(uniform, spec.faces, spec.count);
      const kept = new IntDistribution(set.min, bestOfSets([...set.probs], advantage.extra + 1, advantage.best));
      return withMargin(kept, groups.margin);
    },
  };
}

/**
 * Totals no outcome lies outside. Without an explosion each of the dice (or each kept one) counts between the lowest
 * and the highest gain. With one, each plan's spread covers every result's gain taken from 0 and every die adds at
 * least one result: with gains of one sign the total lies within the dice's lowest (none when kept) and that plus the
 * spread; otherwise within ± (spread + dice × the largest gain). Then `ms`.
 */
function boundsOf({ spec, gains }: PlannedDie, groups: Groups, spread: number): [number, number] {
  const [lowest, highest] = [Math.min(...gains), Math.max(...gains)];
  let bounds: [number, number];
  if (groups.explosion) {
    const each = groups.selections.length > 0 ? 0 : spec.count;
    const reach = spread + spec.count * Math.max(Math.abs(lowest), Math.abs(highest));
    if (lowest >= 0) bounds = [each * lowest, spread + spec.count * lowest];
    else if (highest <= 0) bounds = [spec.count * highest - spread, each * highest];
    else bounds = [-reach, reach];
  } else {
    const [from, to] = selectionWindow(spec.count, groups.selections);
    bounds = [(to - from) * lowest, (to - from) * highest];
  }
  return marginBounds(bounds, groups.margin);
}

function marginBounds(bounds: [number, number], margin: Groups["margin"]): [number, number] {
  if (!margin || margin.target === 0) return bounds;
  return margin.failure
    ? [margin.target - bounds[1], margin.target - bounds[0]]
    : [bounds[0] - margin.target, bounds[1] - margin.target];
}

/** A term's dice once rerolled: each die's chances over the faces, and what each face counts for. */
interface PlannedDie {
  readonly spec: DiceTermSpec;
  readonly uniform: readonly number[];
  readonly perDie: readonly number[];
  readonly gains: readonly number[];
}

function planExplosion(
  die: PlannedDie,
  groups: Groups,
  explosion: NonNullable<Groups["explosion"]>,
  tail: number,
  capOf: DiceTermSpec | null,
  firstFresh: boolean,
): Planned {
  const { spec, uniform, perDie, gains } = die;
  const trigger = spec.faces.map((face) => compareResult(face, explosion.when));
  if (trigger.every(Boolean) && !explosion.once) throw new IndieDiceError(`${KEY}.Endless`, { part: explosion.text });
  if (capOf) checkFoundryCap(capOf, groups.rerolls, explosion, uniform);
  const chance = uniform.reduce((sum, p, i) => sum + (trigger[i] ? p : 0), 0);
  const perDieTail = tail / Math.max(1, spec.count);
  const length = explosion.once ? 1 : explosionLength(chance, perDieTail);
  if (groups.selections.length > 0)
    return planExplodingSelection(die, groups, { trigger, once: explosion.once, length });
  if (groups.rerolls.length === 0 && !explosion.once && firstFresh) {
    // Every result fresh: the term's count of triggering results is one law, not a series per die (exploding-sum.ts).
    const plan = planExplodingSum(uniform, gains, trigger, spec.count, tail);
    return { spec, spread: plan.spread, steps: plan.steps, compute: () => withMargin(plan.compute(), groups.margin) };
  }
  // Up to length + 1 results per die, each counting between the lowest and highest gain (or 0).
  const spread = spec.count * (Math.max(0, ...gains) - Math.min(0, ...gains)) * (length + 1);
  return {
    spec,
    spread,
    // The geometric series and the dice's sum: convolutions of tables up to the spread wide.
    steps: (spread * spread) / 2,
    compute: () => {
      const one = explodingDie({
        first: perDie,
        fresh: uniform,
        gains,
        trigger,
        once: explosion.once,
        tail: perDieTail,
      });
      return withMargin(one.times(spec.count), groups.margin);
    },
  };
}

/**
 * The term's capped reroll or explosion, if any, in the shapes the walk follows (docs/formula-odds.md "Capped
 * rerolls and explosions"): an explosion after uncapped rerolls (which leave each die's result independent, and
 * which result explodes first changes nothing), or a reroll alone (after other rerolls, which result it reaches
 * first would matter); never before a keep or drop, whose pool would no longer be independent dice.
 */
function cappedModifier(groups: Groups): Groups["rerolls"][number] | NonNullable<Groups["explosion"]> | null {
  const capped = [...groups.rerolls, groups.explosion].filter((m) => m !== null && m.cap !== null);
  const modifier = capped[0];
  if (!modifier) return null;
  const followed = modifier.kind === "explode" || (groups.rerolls.length === 1 && !groups.explosion);
  if (capped.length > 1 || !followed || groups.selections.length > 0)
    throw new IndieDiceError(`${KEY}.Capped`, { part: modifier.text });
  return modifier;
}

function planCapped(
  die: PlannedDie,
  groups: Groups,
  modifier: NonNullable<ReturnType<typeof cappedModifier>>,
  capOf: DiceTermSpec | null,
): Planned {
  const { spec, uniform, perDie, gains } = die;
  const explodes = modifier.kind === "explode";
  const walk: CappedWalk = {
    count: spec.count,
    cap: modifier.cap!,
    first: perDie,
    fresh: uniform,
    gains,
    trigger: spec.faces.map((face) => compareResult(face, modifier.when)),
    explodes,
    recursive: explodes ? !modifier.once : modifier.recursive,
  };
  const uncapped = groups.rerolls.filter((reroll) => reroll !== modifier);
  if (capOf) checkFoundryCap(capOf, uncapped, null, uniform, cappedExtraResults(walk));
  return { spec, ...cappedWalkSize(walk), compute: () => withMargin(cappedWalk(walk), groups.margin) };
}

/**
 * One keep or drop after an explosion (`4d6xkh3`, `4d10xdl`): each exploded result is a result of its own, so the
 * window is taken over a random number of results (docs/formula-odds.md "Keep and drop after explosions"). Keeping
 * keeps the m results nearest one end (all when there are fewer); dropping keeps every result but those m, which
 * needs more results than m for sure (Foundry drops none when there are m or fewer), so it is refused unless the
 * term's dice already outnumber it. Chains of keeps and drops are refused: their window shifts with the count.
 */
function planExplodingSelection(
  die: PlannedDie,
  groups: Groups,
  chain: { trigger: boolean[]; once: boolean; length: number },
): Planned {
  const { spec, uniform, perDie, gains } = die;
  const [selection, ...more] = groups.selections;
  if (more.length > 0) throw new IndieDiceError(`${KEY}.Selection`, { part: more[0]!.text });
  const { keep, highest, count } = selection!;
  if (!keep && count >= spec.count) throw new IndieDiceError(`${KEY}.Selection`, { part: selection!.text });
  // The window works from the top; for the lowest results kept or dropped every list is read backwards.
  const order = <T>(list: readonly T[]) => (highest ? [...list] : [...list].reverse());
  const source: WindowSource = {
    kind: "chain",
    first: order(perDie),
    fresh: order(uniform),
    trigger: order(chain.trigger),
    once: chain.once,
    length: chain.length,
  };
  const window = {
    gains: order(gains),
    sources: Array.from({ length: spec.count }, () => source),
    count,
    keepNear: keep,
  };
  const gainSpread = Math.max(0, ...gains) - Math.min(0, ...gains);
  const results = keep ? count : spec.count * (chain.length + 1);
  return {
    spec,
    spread: results * gainSpread,
    steps: thresholdWindowSteps(window),
    compute: () => withMargin(thresholdWindowSum(window), groups.margin),
  };
}

function planSelection(die: PlannedDie, groups: Groups): Planned {
  const { spec, perDie, gains } = die;
  const [from, to] = selectionWindow(spec.count, groups.selections);
  const spread = (to - from) * (Math.max(...gains) - Math.min(...gains));
  const walk = windowSumSteps(gains.length, gains, spec.count, from, to);
  const plain = plainWindow(die, from, to);
  if (plain && plain.steps < walk)
    return { spec, spread, steps: plain.steps, compute: () => withMargin(plain.compute(), groups.margin) };
  return {
    spec,
    spread,
    steps: walk,
    compute: () => withMargin(windowSum(perDie, gains, spec.count, from, to), groups.margin),
  };
}

/**
 * Plain dice whose faces count for themselves, one after the other (`4d6kh3`, `100d100kh50`; not after a reroll or
 * a count), with a window at either end — kept highest or lowest: summed by the k-th die's value (plain-keep.ts).
 * The lowest k of plain dice are the highest k of the dice turned upside down (v → lowest + highest − v).
 */
function plainWindow(
  { spec, perDie, gains }: PlannedDie,
  from: number,
  to: number,
): { steps: number; compute: () => IntDistribution } | null {
  const plain = perDie.every((p) => p === perDie[0]) && gains.every((gain, i) => gain === gains[0]! + i);
  if (!plain || to === from || (from > 0 && to < spec.count)) return null;
  const [lowest, faces, keep] = [gains[0]!, gains.length, to - from];
  const highest = lowest + faces - 1;
  return {
    steps: plainKeepHighestSteps(faces, keep),
    compute: () => {
      const top = plainKeepHighest(lowest, faces, spec.count, keep);
      return from === 0 ? top : top.negate().shift(keep * (lowest + highest));
    },
  };
}

function planSum(die: PlannedDie, groups: Groups): Planned {
  const { spec, perDie, gains } = die;
  const spread = spec.count * (Math.max(...gains) - Math.min(...gains));
  return {
    spec,
    spread,
    // Plain dice are summed by a running window, one die at a time; others by doubling convolutions.
    steps: isPlainDie(perDie, gains) ? spec.count * (spread + 1) : (spread * spread) / 2,
    compute: () => withMargin(sumOfDice(perDie, gains, spec.count), groups.margin),
  };
}

type AdvantageModifier = Extract<DieModifier, { kind: "advantage" }>;

interface Groups {
  advantage: AdvantageModifier | null;
  rerolls: Extract<DieModifier, { kind: "reroll" }>[];
  explosion: Extract<DieModifier, { kind: "explode" }> | null;
  selections: Extract<DieModifier, { kind: "select" }>[];
  counting: DieModifier[];
  margin: Extract<DieModifier, { kind: "margin" }> | null;
}

function groupModifiers(spec: DiceTermSpec): Groups {
  const groups: Groups = { advantage: null, rerolls: [], explosion: null, selections: [], counting: [], margin: null };
  for (const modifier of spec.modifiers) {
    const later = groups.explosion !== null || groups.selections.length > 0 || groups.counting.length > 0;
    switch (modifier.kind) {
      case "advantage":
        // dnd5e evaluates it first wherever it is written; a second one finds no sets left and does nothing.
        if (groups.advantage) throw order(modifier.text);
        groups.advantage = modifier;
        break;
      case "reroll":
        if (later) throw order(modifier.text);
        groups.rerolls.push(modifier);
        break;
      case "explode":
        if (later) throw order(modifier.text);
        groups.explosion = modifier;
        break;
      case "select":
        groups.selections.push(modifier);
        break;
      case "margin":
        if (groups.margin) throw order(modifier.text);
        groups.margin = modifier;
        break;
      default:
        groups.counting.push(modifier);
    }
  }
  return groups;
}

function order(part: string): IndieDiceError {
  return new IndieDiceError(`${KEY}.Order`, { part });
}

/**
 * `r` rerolls each matching result once; `rr` until it no longer matches, so a rerolled die ends on a fresh face
 * that does not match. Either way the result's new distribution follows from the old one alone.
 */
function applyReroll(
  current: readonly number[],
  uniform: readonly number[],
  faces: readonly number[],
  reroll: { text: string; recursive: boolean; when: Condition },
): number[] {
  const matches = faces.map((face) => compareResult(face, reroll.when));
  const rerolled = current.reduce((sum, p, i) => sum + (matches[i] ? p : 0), 0);
  let fresh = uniform;
  if (reroll.recursive) {
    const keeps = uniform.reduce((sum, p, i) => sum + (matches[i] ? 0 : p), 0);
    if (keeps <= 0) throw new IndieDiceError(`${KEY}.Endless`, { part: reroll.text });
    fresh = uniform.map((p, i) => (matches[i] ? 0 : p / keeps));
  }
  return current.map((p, i) => (matches[i] ? 0 : p) + rerolled * fresh[i]!);
}

/**
 * The ranks a term's keeps and drops leave active, counted from the highest (docs/formula-odds.md "Keep and
 * drop"). Foundry applies them in turn, each to the results still active (v13 `DiceTerm._keepOrDrop`): it sorts
 * their faces so that those to go come first, takes the count to discard (the active ones minus the count to keep,
 * or the count to drop, held within 0…active) and cuts at the face with that index. When the cut reaches past the
 * last face — a drop of as many as are active, or more — there is no face there, nothing compares beyond it and
 * nothing is discarded; a keep of as many or more discards none either. Ties at the cut go in roll order, which
 * leaves the same faces active, so what stays is always a window of ranks.
 */
export function selectionWindow(
  dice: number,
  selections: readonly { keep: boolean; highest: boolean; count: number }[],
): [number, number] {
  let from = 0;
  let to = dice;
  for (const { keep, highest, count } of selections) {
    const active = to - from;
    const cut = Math.min(Math.max(keep ? active - count : count, 0), active);
    const discarded = cut === active ? 0 : cut;
    // Keeping the highest and dropping the lowest discard from the bottom; the other two from the top.
    if (keep === highest) to -= discarded;
    else from += discarded;
  }
  return [from, to];
}

/** `ms>=N`: the total minus N; `ms<=N`: N minus the total. A target of 0 changes nothing in Foundry. */
function withMargin(dist: IntDistribution, margin: Groups["margin"]): IntDistribution {
  if (!margin || margin.target === 0) return dist;
  return margin.failure ? dist.negate().shift(margin.target) : dist.shift(-margin.target);
}

/**
 * Foundry stops a term with an error once its reroll or explosion loop has looked at more than 1,000 results. A
 * formula whose chance of that is not negligible is refused; below 1e-12 it is left to the tail (docs/formula-odds.md).
 */
function checkFoundryCap(
  spec: DiceTermSpec,
  rerolls: Groups["rerolls"],
  explosion: Groups["explosion"],
  uniform: readonly number[],
  cappedResults = 0,
): void {
  const chanceOf = (when: Condition) =>
    uniform.reduce((sum, p, i) => sum + (compareResult(spec.faces[i]!, when) ? p : 0), 0);
  const repeats: number[] = [];
  let fixed = 0;
  for (const reroll of rerolls) {
    if (reroll.recursive) repeats.push(chanceOf(reroll.when));
    else fixed += 1;
  }
  if (explosion && !explosion.once) repeats.push(chanceOf(explosion.when));
  else if (explosion) fixed += 1;
  const mass = foundryCapMass(spec.count, fixed, repeats, cappedResults);
  if (mass >= 1e-12) throw new IndieDiceError(`${KEY}.FoundryCap`, { part: spec.text });
}
