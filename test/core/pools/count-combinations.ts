/**
 * The reference of the pools' tests: exact counts in BigInt, written from the systems' own code and never through the
 * engine under test (src/core/pools). Every combination of faces is counted — one die after another, each partial
 * tally keeping how many combinations reach it — and a chance is the count of the combinations an event holds over
 * the count of all of them, as an exact fraction.
 */

/** One choice of one die: what it adds to the tally's numbers, and how many combinations it stands for. */
export interface Choice {
  readonly add: readonly number[];
  readonly weight?: bigint;
}

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

export interface Counted {
  /** Each reachable vector of numbers, and how many combinations reach it. */
  readonly tally: readonly (readonly [readonly number[], bigint])[];
  /** Every combination (each die's weights multiplied). */
  readonly total: bigint;
}

/** A die's choices with equal numbers taken together, their weights added (the same combinations, fewer steps). */
function merged(choices: readonly Choice[]): Choice[] {
  const byNumbers = new Map<string, { add: readonly number[]; weight: bigint }>();
  for (const { add, weight = 1n } of choices) {
    const known = byNumbers.get(add.join());
    if (known) known.weight += weight;
    else byNumbers.set(add.join(), { add, weight });
  }
  return [...byNumbers.values()];
}

/** The choices with only the numbers at `indexes` kept (a question that reads fewer of them counts faster). */
export function keeping(choices: readonly Choice[], indexes: readonly number[]): Choice[] {
  return choices.map(({ add, weight }) => ({ add: indexes.map((i) => add[i] ?? 0), weight: weight ?? 1n }));
}

/** Counts every combination of one choice per die. */
export function countCombinations(dice: readonly (readonly Choice[])[]): Counted {
  let tally = new Map<string, [number[], bigint]>([["", [[], 1n]]]);
  let total = 1n;
  for (const choices of dice) {
    const next = new Map<string, [number[], bigint]>();
    const distinct = merged(choices);
    for (const [state, count] of tally.values())
      for (const { add, weight = 1n } of distinct) {
        const sum = add.map((value, i) => value + (state[i] ?? 0));
        const key = sum.join(",");
        const known = next.get(key);
        next.set(key, [sum, (known?.[1] ?? 0n) + count * weight]);
      }
    tally = next;
    total *= choices.reduce((sum, { weight = 1n }) => sum + weight, 0n);
  }
  return { tally: [...tally.values()], total };
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** The fraction of all combinations whose numbers pass `test`, in lowest terms. */
export function chanceOf(counted: Counted, test: (numbers: readonly number[]) => boolean): Fraction {
  const num = counted.tally.reduce((sum, [numbers, count]) => (test(numbers) ? sum + count : sum), 0n);
  const divisor = gcd(num, counted.total) || 1n;
  return { num: num / divisor, den: counted.total / divisor };
}

/** `part` over `whole` (a conditional chance), in lowest terms. */
export function ratio(part: Fraction, whole: Fraction): Fraction {
  const num = part.num * whole.den;
  const den = part.den * whole.num;
  const divisor = gcd(num, den) || 1n;
  return { num: num / divisor, den: den / divisor };
}

/** The fraction as a float (exact enough for 1e-12 comparisons at these sizes). */
export function valueOf(fraction: Fraction): number {
  return Number(fraction.num) / Number(fraction.den);
}

/** As a worked example prints it: a percentage with two decimals. */
export function percent(fraction: Fraction | number): string {
  return `${((typeof fraction === "number" ? fraction : valueOf(fraction)) * 100).toFixed(2)} %`;
}

/** `n` copies of one die's choices. */
export function times(n: number, choices: readonly Choice[]): Choice[][] {
  return Array.from({ length: n }, () => [...choices]);
}

/** The `i`-th of a tally's numbers (0 past the end). */
export function nth(numbers: readonly number[], i: number): number {
  return numbers[i] ?? 0;
}

/** The value `make` gives for `key`, made once per key (a count shared by a test file's questions). */
export function remember<K, V>(memo: Map<K, V>, key: K, make: () => V): V {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const made = make();
  memo.set(key, made);
  return made;
}
