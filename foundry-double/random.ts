/**
 * Uniform draws for CONFIG.Dice.randomUniform.
 *
 * Foundry v13 uses a Mersenne Twister; the double uses a small seeded 32-bit generator instead (same contract: a
 * number in [0, 1)), because tests need repeatable dice, not Foundry's exact stream.
 */

/** A uniform generator in [0, 1) that can be reseeded. */
export interface SeededUniform {
  (): number;
  reseed(seed: number): void;
}

const TWO_TO_32 = 4294967296;

/** A seeded generator: a Weyl sequence scrambled by two multiply-xorshift rounds, 32 bits per draw. */
export function createSeededUniform(seed: number): SeededUniform {
  let state = seed >>> 0;
  const next = (() => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    return (z >>> 0) / TWO_TO_32;
  }) as SeededUniform;
  next.reseed = (newSeed: number) => {
    state = newSeed >>> 0;
  };
  return next;
}

/**
 * The uniform draw that Die#mapRandomFace (ceil((1 - u) * faces)) turns into `face`: the middle of that face's
 * interval, so floating point cannot push it onto a neighbour.
 */
export function uniformForFace(face: number, faces: number): number {
  if (!Number.isInteger(faces) || faces < 1)
    throw new Error(`uniformForFace: faces must be a positive integer, got ${faces}`);
  if (!Number.isInteger(face) || face < 1 || face > faces) {
    throw new Error(`uniformForFace: face ${face} does not fit a die of ${faces} faces`);
  }
  return 1 - (face - 0.5) / faces;
}
