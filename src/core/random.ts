/**
 * Where dice faces come from. Every rule in the core draws through a RandomSource, so tests can script the
 * exact faces, statistics can use a fixed seed, and the Foundry adapter can hand in Foundry's own dice.
 */
export interface RandomSource {
  /** A face from 1 to `faces` inclusive, each equally likely. */
  die(faces: number): number;
}

/** Thrown by a scripted source when a test asks for more dice than it scripted. */
export class ScriptExhaustedError extends Error {
  constructor(drawn: number) {
    super(`scripted random source ran out after ${drawn} dice`);
    this.name = "ScriptExhaustedError";
  }
}

/**
 * A deterministic generator of uniform numbers in [0, 1): a 32-bit xorshift-multiply hash of a Weyl sequence.
 * Small, fast and good enough for dice statistics; never used for security.
 */
export function seededUniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    return z / 0x1_0000_0000;
  };
}

/**
 * Turns a uniform generator in [0, 1) into dice, mapping the draw onto faces the way Foundry's
 * `DiceTerm#mapRandomFace` does (ceil((1 - u) * faces)), so a seeded `CONFIG.Dice.randomUniform` and this
 * source give the same faces.
 */
export function uniformSource(uniform: () => number): RandomSource {
  return { die: (faces) => Math.ceil((1 - uniform()) * faces) };
}

/** A reproducible source for property and statistical tests. */
export function seededSource(seed: number): RandomSource {
  return uniformSource(seededUniform(seed));
}

/**
 * Returns exactly the scripted faces, in order, and throws when they run out or when a face does not fit the
 * die asked for — so a test states every die a rule is allowed to draw.
 */
export function scriptedSource(faces: readonly number[]): RandomSource & { readonly remaining: number } {
  let next = 0;
  return {
    die(size: number): number {
      if (next >= faces.length) throw new ScriptExhaustedError(next);
      const face = faces[next++]!;
      if (!Number.isInteger(face) || face < 1 || face > size) {
        throw new RangeError(`scripted face ${face} does not fit a d${size} (die #${next})`);
      }
      return face;
    },
    get remaining() {
      return faces.length - next;
    },
  };
}

/** Every die shows its lowest face. */
export const alwaysMin: RandomSource = { die: () => 1 };

/** Every die shows its highest face (chains stop only at their cap). */
export const alwaysMax: RandomSource = { die: (faces) => faces };

/** A coin is a d2: 2 (even) is heads, 1 (odd) is tails — the Kleptonomicon's "roll again, even succeeds". */
export type CoinSide = "heads" | "tails";

export function coinFromFace(face: number): CoinSide {
  return face % 2 === 0 ? "heads" : "tails";
}

export function flipCoin(source: RandomSource): CoinSide {
  return coinFromFace(source.die(2));
}
