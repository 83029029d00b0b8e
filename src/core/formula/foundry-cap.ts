/**
 * The chance that Foundry gives up on a term: its reroll and explosion loops throw once they have looked at more
 * than 1,000 results (docs/formula-odds.md "Foundry's cap"). Counted as if every reroll of `r` and `xo` happened
 * (`fixed` more results per die) and each repeating modifier (`rr`, `x`) added a geometric number of results with
 * its chance of going on, so the figure is an upper bound. A capped reroll or explosion adds at most `capped`
 * results to the whole term.
 */
const CAP = 1000;

export function foundryCapMass(dice: number, fixed: number, repeats: readonly number[], capped = 0): number {
  const room = CAP - dice * (1 + fixed) - capped;
  if (room < 0) return 1;
  if (quickBound(dice, repeats) <= room) return 0;
  const repeating = repeats.filter((chance) => chance > 0);
  if (repeating.length === 1) return extrasBeyond(dice, repeating[0]!, room);
  // P(more than `room` extra results in all): the extras' distribution, kept up to room + 1.
  let perDie: Float64Array = new Float64Array([1]);
  for (const chance of repeats) perDie = convolve(perDie, geometric(chance, room + 1), room + 1);
  let total: Float64Array = new Float64Array([1]);
  let power = perDie;
  for (let n = dice; n > 0; n >>= 1) {
    if (n & 1) total = convolve(total, power, room + 1);
    if (n > 1) power = convolve(power, power, room + 1);
  }
  const within = total.reduce((sum, p) => sum + p, 0);
  return Math.max(0, 1 - within);
}

/**
 * One repeating modifier: the dice's extras in all follow the negative binomial law of `dice` geometric counts, read
 * term by term up to `room` (a thousand steps at most; the convolutions below cost a hundred times that for a d2).
 */
function extrasBeyond(dice: number, chance: number, room: number): number {
  const logStop = Math.log1p(-chance);
  const logGo = Math.log(chance);
  let logChoose = 0; // log C(k + dice − 1, k)
  let within = 0;
  for (let k = 0; k <= room; k++) {
    if (k > 0) logChoose += Math.log((k + dice - 1) / k);
    within += Math.exp(logChoose + k * logGo + dice * logStop);
  }
  return Math.max(0, 1 - within);
}

/** Extras that all dice stay within except with a chance far below 1e-12 (a union bound over dice and modifiers). */
function quickBound(dice: number, repeats: readonly number[]): number {
  let extras = 0;
  for (const chance of repeats) {
    if (chance <= 0) continue;
    if (chance >= 1) return Infinity;
    extras += dice * Math.ceil(Math.log(1e-15 / (dice * repeats.length)) / Math.log(chance));
  }
  return extras;
}

function geometric(chance: number, length: number): Float64Array {
  const out = new Float64Array(length);
  for (let g = 0; g < length; g++) out[g] = (1 - chance) * chance ** g;
  return out;
}

/** Convolution kept to `length` entries (the rest is mass beyond the cap). */
function convolve(a: Float64Array, b: Float64Array, length: number): Float64Array {
  const out = new Float64Array(Math.min(length, a.length + b.length - 1));
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 0) continue;
    for (let j = 0; j < b.length && i + j < out.length; j++) out[i + j]! += a[i]! * b[j]!;
  }
  return out;
}
