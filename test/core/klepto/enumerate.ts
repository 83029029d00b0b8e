import type { KleptoTestResult, Score, TestOptions } from "../../../src/core/mechanics/klepto";
import { coinsNeeded, diceForLevel, dieFacesFor, judgeTest, netAdvantage } from "../../../src/core/mechanics/klepto";
import type { CoinSide } from "../../../src/core/random";

export interface Weighted<T> {
  value: T;
  weight: number;
}

/** Every tuple of `count` faces of a d`faces`, in odometer order. */
function* faceTuples(count: number, faces: number): Generator<number[]> {
  const tuple = new Array<number>(count).fill(1);
  for (;;) {
    yield [...tuple];
    let i = count - 1;
    while (i >= 0 && tuple[i] === faces) tuple[i--] = 1;
    if (i < 0) return;
    tuple[i]!++;
  }
}

function* coinTuples(count: number): Generator<CoinSide[]> {
  for (let bits = 0; bits < 2 ** count; bits++) {
    yield Array.from({ length: count }, (_, i) => ((bits >> i) & 1 ? "heads" : "tails"));
  }
}

/** Every way a Test can come out — all faces of all its dice, times every side of every coin — as judged. */
export function* everyTest(options: TestOptions): Generator<Weighted<KleptoTestResult>> {
  const method = options.method ?? "coin";
  const level = netAdvantage(options.advantages ?? 0, options.disadvantages ?? 0);
  const count = diceForLevel(level);
  const faces = dieFacesFor(method);
  for (const tuple of faceTuples(count, faces)) {
    const needed = coinsNeeded(method, tuple);
    for (const coins of coinTuples(needed)) {
      yield { value: judgeTest(options, { faces: tuple, coins }), weight: 1 / faces ** count / 2 ** needed };
    }
  }
}

const keyOf = (score: Score) => `${score.crit ?? "plain"}:${score.total}`;

/** The same outcomes, gathered by Score (for cross products of independent Tests). */
export function everyScore(options: TestOptions): Array<Weighted<Score>> {
  const byKey = new Map<string, Weighted<Score>>();
  for (const { value, weight } of everyTest(options)) {
    const key = keyOf(value);
    const seen = byKey.get(key);
    if (seen) seen.weight += weight;
    else byKey.set(key, { value: { total: value.total, crit: value.crit }, weight });
  }
  return [...byKey.values()];
}
