import { IntDistribution } from "../odds/int-distribution";

/**
 * The total of `count` independent dice, each counting `gains[i]` with chance `probs[i]`. Plain dice (every value
 * equally likely, no gaps) are summed by a running window, one die at a time, in time linear in the total's
 * range per die; any other die by repeated doubling of convolutions.
 */
export function sumOfDice(probs: readonly number[], gains: readonly number[], count: number): IntDistribution {
  const die = dieOf(probs, gains);
  if (isPlain(die)) return plainSum(die.min, die.probs.length, count);
  return die.times(count);
}

/** Whether the die's values are equally likely and without gaps (known before any convolution). */
export function isPlainDie(probs: readonly number[], gains: readonly number[]): boolean {
  const byValue = new Map<number, number>();
  gains.forEach((gain, i) => byValue.set(gain, (byValue.get(gain) ?? 0) + probs[i]!));
  const values = [...byValue.keys()].filter((value) => byValue.get(value)! > 0);
  const first = byValue.get(values[0]!)!;
  const contiguous = Math.max(...values) - Math.min(...values) === values.length - 1;
  return contiguous && values.every((value) => Math.abs(byValue.get(value)! - first) <= 1e-15);
}

function dieOf(probs: readonly number[], gains: readonly number[]): IntDistribution {
  return IntDistribution.fromEntries(gains.map((gain, i) => [gain, probs[i]!] as const));
}

function isPlain(die: IntDistribution): boolean {
  const first = die.probs[0]!;
  return die.probs.every((p) => Math.abs(p - first) <= 1e-15);
}

/** `count` dice with `faces` equally likely values from `lowest` on. */
function plainSum(lowest: number, faces: number, count: number): IntDistribution {
  let sums = new Float64Array([1]);
  for (let die = 0; die < count; die++) {
    const next = new Float64Array(sums.length + faces - 1);
    let window = 0;
    for (let s = 0; s < next.length; s++) {
      if (s < sums.length) window += sums[s]!;
      if (s - faces >= 0) window -= sums[s - faces]!;
      next[s] = window / faces;
    }
    sums = next;
  }
  return new IntDistribution(lowest * count, sums);
}
