import { IndieDiceError } from "../errors";
import { IntDistribution } from "../odds/int-distribution";
import { compareResult, type Condition, type DieModifier } from "./die-modifiers";

/**
 * A term's list of results followed as Foundry's loops change it, modifier by modifier in the order they run
 * (docs/formula-odds.md "Rerolls after a keep, a drop or adv/dis"): for the orders the grouped plan of dice-term.ts
 * cannot take apart — a reroll after a keep or drop (`2d20kl1r1=1`, `4d6kh3r1`), after dnd5e's `adv`/`dis`
 * (`1d20disr1`), a capped reroll among others. The answer is a distribution over the lists the term can end with,
 * each list reduced to what any later modifier reads (v13 `Die#reroll`, `DiceTerm._keepOrDrop`, dnd5e's
 * `BasicDie#advantage`):
 *  - the active results in list order — a rerolled or discarded one is skipped by every loop and left out of the
 *    total, so only whether the list *ends* on one is kept: a one-pass `r` stops after the active result at the
 *    end of the list it started with, and when the list ends on an inactive one it goes on to the first fresh
 *    result, which it may reroll again;
 *  - each active result as a face, or as a fresh roll no loop has yet looked at (uniform over the faces it may
 *    still show): a loop that only asks whether it matches splits it in two; a keep or drop reads every face.
 * Equal lists are merged as the walk goes, so the work is the number of distinct lists, sized before any work
 * (`listWalkSteps`).
 */

/** One active result: a face's index, or (below 0) a fresh roll by the index of its set of possible faces, −1 − set. */
type Entry = number;

interface ResultList {
  readonly entries: readonly Entry[];
  /** The list's last result is inactive (rerolled or discarded). */
  readonly endsInactive: boolean;
}

type Lists = Map<string, { list: ResultList; p: number }>;

export type ListModifier = Extract<DieModifier, { kind: "reroll" | "select" | "advantage" }>;

export interface ListWalk {
  /** The face values, ascending. */
  readonly faces: readonly number[];
  /** The dice asked for: dnd5e's sets included, `size` results each. */
  readonly rolled: number;
  readonly size: number;
  /** The modifiers that move results, in the order Foundry runs them. */
  readonly modifiers: readonly ListModifier[];
  /** What each face counts for once the counting modifiers after them have run. */
  readonly gains: readonly number[];
}

const KEY = "INDIE_DICE.Error.Formula";
/** The map operations a list costs, against the engine's multiply-adds (LIMITS.formulaSteps). */
const LIST_WEIGHT = 100;

/** The distribution of the term's total (before `ms`). */
export function listWalkTotal(walk: ListWalk): IntDistribution {
  const sets = new FaceSets(walk.faces.length);
  let lists: Lists = new Map();
  put(lists, { entries: Array.from({ length: walk.rolled }, () => sets.fresh()), endsInactive: false }, 1);
  for (const modifier of walk.modifiers) lists = step(lists, modifier, walk, sets);
  return totalOf(lists, walk.gains, sets);
}

function step(lists: Lists, modifier: ListModifier, walk: ListWalk, sets: FaceSets): Lists {
  const out: Lists = new Map();
  for (const { list, p } of lists.values()) {
    if (modifier.kind === "reroll") reroll(list, p, modifier, walk.faces, sets, out);
    else
      for (const [faces, q] of resolved(list.entries, sets))
        put(
          out,
          modifier.kind === "select"
            ? keepOrDrop(faces, list.endsInactive, modifier, walk.faces)
            : advantage(faces, modifier, walk),
          p * q,
        );
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------------------ */
/*  Keep, drop and advantage: they read every face                                                               */
/* ------------------------------------------------------------------------------------------------------------ */

/** Every way the fresh rolls among `entries` can show, with its chance. */
function resolved(entries: readonly Entry[], sets: FaceSets): [number[], number][] {
  let ways: [number[], number][] = [[[], 1]];
  for (const entry of entries) {
    const faces = entry >= 0 ? [entry] : sets.faces(entry);
    const q = 1 / faces.length;
    ways = ways.flatMap(([prefix, p]) => faces.map((face): [number[], number] => [[...prefix, face], p * q]));
  }
  return ways;
}

/**
 * `DiceTerm._keepOrDrop` over the active faces in list order: sorted so that those to go come first, the count to
 * discard held within 0…active, the cut at that index (none past the end: nothing goes), every face beyond the cut
 * discarded, then faces equal to it in list order until the count is reached.
 */
function keepOrDrop(
  entries: readonly number[],
  endsInactive: boolean,
  { keep, highest, count }: Extract<ListModifier, { kind: "select" }>,
  faces: readonly number[],
): ResultList {
  const ascending = keep === highest;
  const values = entries.map((entry) => faces[entry]!).sort((a, b) => (ascending ? a - b : b - a));
  const toDiscard = Math.min(Math.max(keep ? values.length - count : count, 0), values.length);
  if (toDiscard === values.length) return { entries, endsInactive };
  const cut = values[toDiscard]!;
  const beyond = entries.filter((entry) => (ascending ? faces[entry]! < cut : faces[entry]! > cut)).length;
  let ties = toDiscard - beyond;
  const kept = entries.map((entry) => {
    const value = faces[entry]!;
    if (ascending ? value < cut : value > cut) return false;
    if (value === cut && ties > 0) return ties-- <= 0;
    return true;
  });
  return { entries: entries.filter((_, i) => kept[i]), endsInactive: endsInactive || kept.at(-1) === false };
}

/**
 * dnd5e's `BasicDie#advantage`: the first set of `size` results with the best (worst) sum stays; a second one does
 * nothing.
 */
function advantage(
  entries: readonly number[],
  { best }: Extract<ListModifier, { kind: "advantage" }>,
  { faces, size, rolled }: ListWalk,
): ResultList {
  if (entries.length !== rolled) return { entries, endsInactive: false };
  const sums = Array.from({ length: rolled / size }, (_, set) =>
    entries.slice(set * size, (set + 1) * size).reduce((sum, entry) => sum + faces[entry]!, 0),
  );
  const target = best ? Math.max(...sums) : Math.min(...sums);
  const kept = sums.indexOf(target);
  return { entries: entries.slice(kept * size, (kept + 1) * size), endsInactive: kept < sums.length - 1 };
}

/* ------------------------------------------------------------------------------------------------------------ */
/*  Rerolls: they ask each result whether it matches                                                            */
/* ------------------------------------------------------------------------------------------------------------ */

interface RerollWalk {
  readonly recursive: boolean;
  readonly when: Condition;
  readonly cap: number | null;
  readonly text: string;
}

/** The state of one `Die#reroll` walk: the results it has looked at and kept, those still ahead, its counter. */
interface Walking {
  readonly kept: readonly Entry[];
  readonly ahead: readonly Entry[];
  /** How many results it has looked at. */
  readonly looked: number;
  readonly cap: number | null;
  readonly appended: boolean;
  readonly chance: number;
}

/**
 * `Die#reroll`: the walk looks at each active result in list order while its counter lasts; a match is made
 * inactive and a fresh roll appended. `rr` walks on through the fresh rolls; `r` stops once it has looked at the
 * result that ended the list it started with — or, when that list ended on an inactive result, once it has looked
 * at the first result after it. Uncapped, `rr` leaves each rerolled result a fresh roll that does not match.
 */
function reroll(
  list: ResultList,
  p: number,
  walk: RerollWalk,
  faces: readonly number[],
  sets: FaceSets,
  out: Lists,
): void {
  const matching = faces.map((face) => compareResult(face, walk.when));
  const first = list.entries.length;
  // One pass: Foundry's test `checked >= initial` runs only after an active result.
  const over = (looked: number) => !walk.recursive && (list.endsInactive ? looked > first : looked >= first);
  const start: Walking = { kept: [], ahead: list.entries, looked: 0, cap: walk.cap, appended: false, chance: p };
  const endless = walk.recursive && walk.cap === null ? sets.without(sets.fresh(), matching) : null;
  for (const done of walking(start, { matching, over, endless, sets })) {
    put(
      out,
      { entries: [...done.kept, ...done.ahead], endsInactive: done.appended ? false : list.endsInactive },
      done.chance,
    );
  }
}

interface WalkRule {
  readonly matching: readonly boolean[];
  readonly over: (looked: number) => boolean;
  /** For `rr` without a cap: what a rerolled result ends as (a fresh roll that does not match), at once. */
  readonly endless: Entry | null;
  readonly sets: FaceSets;
}

function* walking(state: Walking, rule: WalkRule): Generator<Walking> {
  const [entry, ...rest] = state.ahead;
  if (entry === undefined || (state.cap !== null && state.cap <= 0) || rule.over(state.looked)) return yield state;
  for (const [matches, q, stays] of ask(entry, rule.matching, rule.sets)) {
    yield* walking(
      {
        kept: matches ? state.kept : [...state.kept, stays],
        // An uncapped rr's fresh roll ends as one that does not match: it is appended as that at once.
        ahead: matches ? [...rest, rule.endless ?? rule.sets.fresh()] : rest,
        looked: state.looked + 1,
        cap: matches && state.cap !== null ? state.cap - 1 : state.cap,
        appended: state.appended || matches,
        chance: state.chance * q,
      },
      rule,
    );
  }
}

/** Whether a result matches: a face answers at once; a fresh roll either matches or stays as one that does not. */
function ask(
  entry: Entry,
  matching: readonly boolean[],
  sets: FaceSets,
): [matches: boolean, p: number, stays: Entry][] {
  if (entry >= 0) return [[matching[entry]!, 1, entry]];
  const faces = sets.faces(entry);
  const hits = faces.filter((face) => matching[face]).length;
  const ways: [boolean, number, Entry][] = [];
  if (hits > 0) ways.push([true, hits / faces.length, entry]);
  if (hits < faces.length) ways.push([false, 1 - hits / faces.length, sets.without(entry, matching)]);
  return ways;
}

/* ------------------------------------------------------------------------------------------------------------ */
/*  The total                                                                                                    */
/* ------------------------------------------------------------------------------------------------------------ */

/** The active results' gains summed: faces at once, fresh rolls by the sum of their sets' gains. */
function totalOf(lists: Lists, gains: readonly number[], sets: FaceSets): IntDistribution {
  const byFresh = new Map<string, { fresh: Entry[]; known: Map<number, number> }>();
  for (const { list, p } of lists.values()) {
    const fresh = list.entries.filter((entry) => entry < 0).sort((a, b) => a - b);
    const known = list.entries.reduce((sum, entry) => (entry >= 0 ? sum + gains[entry]! : sum), 0);
    const key = fresh.join(",");
    const group = byFresh.get(key) ?? { fresh, known: new Map() };
    group.known.set(known, (group.known.get(known) ?? 0) + p);
    byFresh.set(key, group);
  }
  const parts: [IntDistribution, number][] = [...byFresh.values()].map(({ fresh, known }) => {
    const freshSum = fresh.reduce(
      (sum, entry) => sum.add(setGains(sets.faces(entry), gains)),
      IntDistribution.constant(0),
    );
    return [IntDistribution.fromEntries(known).add(freshSum), 1];
  });
  return IntDistribution.mixture(parts);
}

function setGains(faces: readonly number[], gains: readonly number[]): IntDistribution {
  return IntDistribution.fromEntries(
    faces
      .map((face) => [gains[face]!, 1 / faces.length] as const)
      .reduce((map, [gain, p]) => map.set(gain, (map.get(gain) ?? 0) + p), new Map<number, number>()),
  );
}

function put(lists: Lists, list: ResultList, p: number): void {
  const key = `${list.entries.join(",")}${list.endsInactive ? "|" : ""}`;
  const seen = lists.get(key);
  if (seen) seen.p += p;
  else lists.set(key, { list, p });
}

/** The sets of faces a fresh roll may still show: all of them at first, fewer once a loop found it not matching. */
class FaceSets {
  private readonly sets: number[][] = [];
  private readonly index = new Map<string, number>();

  constructor(private readonly count: number) {}

  fresh(): Entry {
    return this.entry(Array.from({ length: this.count }, (_, face) => face));
  }

  faces(entry: Entry): readonly number[] {
    return this.sets[-1 - entry]!;
  }

  without(entry: Entry, matching: readonly boolean[]): Entry {
    return this.entry(this.faces(entry).filter((face) => !matching[face]));
  }

  private entry(faces: number[]): Entry {
    const key = faces.join(",");
    let at = this.index.get(key);
    if (at === undefined) {
      at = this.sets.push(faces) - 1;
      this.index.set(key, at);
    }
    return -1 - at;
  }
}

/** How many results are active once the modifiers have run: rerolls keep the count, keeps and drops cut it. */
export function activeAfter(walk: ListWalk, modifiers: readonly ListModifier[] = walk.modifiers): number {
  let active = walk.rolled;
  for (const modifier of modifiers) {
    if (modifier.kind === "advantage") active = Math.min(active, walk.size);
    if (modifier.kind !== "select") continue;
    const toDiscard = Math.min(Math.max(modifier.keep ? active - modifier.count : modifier.count, 0), active);
    if (toDiscard < active) active -= toDiscard;
  }
  return active;
}

/**
 * The work before any is done: the lists the walk can hold after each modifier (every fresh roll a keep reads
 * multiplies them by the faces, every result a reroll asks about by two; never more than the distinct lists of
 * that many results), each handled once per result, weighted as map operations.
 */
export function listWalkSteps(walk: ListWalk): number {
  const faces = walk.faces.length;
  const rerolls = walk.modifiers.filter((modifier) => modifier.kind === "reroll").length;
  let [lists, fresh, work] = [1, walk.rolled, 0];
  walk.modifiers.forEach((modifier, i) => {
    const active = activeAfter(walk, walk.modifiers.slice(0, i + 1));
    let grown: number;
    let distinct: number;
    if (modifier.kind === "reroll") {
      // A face answers at once: the fresh rolls ahead split, and those appended that a capped or one-pass walk
      // reaches; a fresh roll left is one of the faces less some rerolls' matches.
      const asked = fresh + (modifier.cap ?? (modifier.recursive ? 0 : 1));
      grown = lists * walkPaths(asked, modifier.cap);
      distinct = 2 * (faces + 2 ** Math.min(rerolls, 30)) ** active;
      fresh = active;
    } else {
      grown = lists * faces ** fresh;
      distinct = 2 * faces ** active;
      fresh = 0;
    }
    work += grown * Math.max(1, active);
    lists = Math.min(grown, distinct);
  });
  return LIST_WEIGHT * (work + lists * Math.max(1, activeAfter(walk)));
}

/**
 * The ways a walk asking `asked` results whether they match can go: each splits in two, a cap ends it after `cap`
 * matches.
 */
function walkPaths(asked: number, cap: number | null): number {
  if (cap === null || cap >= asked) return 2 ** Math.min(asked, 60);
  let [paths, choose] = [0, 1];
  for (let k = 0; k <= cap; k++) {
    paths += choose;
    choose = (choose * (asked - k)) / (k + 1);
  }
  return paths;
}

/** A reroll on every face never stops in Foundry. */
export function refuseEndless(modifiers: readonly ListModifier[], faces: readonly number[]): void {
  for (const modifier of modifiers) {
    if (modifier.kind !== "reroll" || !modifier.recursive || modifier.cap !== null) continue;
    if (faces.every((face) => compareResult(face, modifier.when)))
      throw new IndieDiceError(`${KEY}.Endless`, { part: modifier.text });
  }
}
