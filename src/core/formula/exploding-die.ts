import { IntDistribution } from "../odds/int-distribution";

/**
 * One die that explodes (docs/formula-odds.md "How each part is computed"). In Foundry every explosion adds a new
 * result to the term, rolled fresh, and with `x` the new result may explode again; `xo` checks only the dice first
 * rolled. What one die adds up to is its first result plus, if that triggers, a chain of fresh results: the chain is a
 * non-triggering result after any number of triggering ones, a geometric series of convolutions, summed until the
 * mass still to come is below the die's share of the tail and reported as cut.
 */
/** A die whose results may roll again: its faces' chances, what each counts for, and which go on. */
export interface RepeatingDie {
  /** The distribution of the die's first result over the faces (after any rerolls before it). */
  readonly first: readonly number[];
  /** A fresh roll's distribution over the faces. */
  readonly fresh: readonly number[];
  /** What each face counts for in the total. */
  readonly gains: readonly number[];
  /** Which faces explode (or, for a reroll, are rolled again). */
  readonly trigger: readonly boolean[];
}

interface ExplodingDie extends RepeatingDie {
  readonly once: boolean;
  /** The mass this die may leave out. */
  readonly tail: number;
}

/** Fresh results that trigger before the chain's remaining mass is at most `tail`. */
export function explosionLength(chance: number, tail: number): number {
  if (chance <= 0) return 1;
  return Math.max(1, Math.ceil(Math.log(tail) / Math.log(chance)));
}

export function explodingDie(die: ExplodingDie): IntDistribution {
  const [firstStops, firstGoes] = split(die.first, die);
  const [freshStops, freshGoes] = split(die.fresh, die);
  const goOn = freshGoes.mass;
  let chain: IntDistribution;
  let cut = 0;
  if (die.once) {
    chain = IntDistribution.mixture([
      [freshStops, 1],
      [freshGoes, 1],
    ]);
  } else {
    // chain = stops ⊗ (1 + goes + goes⊗goes + …), cut where goes^L holds at most the die's tail.
    const length = explosionLength(goOn, die.tail);
    let power = IntDistribution.constant(0);
    const series: [IntDistribution, number][] = [[power, 1]];
    for (let i = 1; i < length; i++) {
      power = power.add(freshGoes);
      series.push([power, 1]);
    }
    chain = IntDistribution.mixture(series).add(freshStops);
    cut = goOn > 0 ? goOn ** length : 0;
  }
  const whole = IntDistribution.mixture([
    [firstStops, 1],
    [firstGoes.add(chain), 1],
  ]);
  return new IntDistribution(whole.min, whole.probs, firstGoes.mass * cut);
}

/** The part of a face distribution that stops and the part that explodes, each over what the faces count for. */
function split(probs: readonly number[], die: ExplodingDie): [IntDistribution, IntDistribution] {
  const stops: [number, number][] = [];
  const goes: [number, number][] = [];
  probs.forEach((p, i) => (die.trigger[i] ? goes : stops).push([die.gains[i]!, p]));
  return [IntDistribution.fromEntries(stops), IntDistribution.fromEntries(goes)];
}
