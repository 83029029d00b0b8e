import { IndieDiceError } from "../../../../core/errors";
import type { RandomSource } from "../../../../core/random";
import type { OldeRollSpec } from "./rules";
import { OLDE_MAX_EXPLOSIONS } from "./rules";
import { throwUnlimitedDie } from "./unlimited-die";
import { checkOldeSpec, OLDE_ERROR, shown } from "./validation";
import { requireList } from "../../../../core/lists";

/**
 * Rolling and judging NdX±M. The judge is the single place that turns faces into a result; the roller only
 * draws the faces (with the same step rule the Foundry adapter uses) and hands them to the judge.
 */

/** One die of a roll: every throw it made, in order. */
export interface OldeDieResult {
  /** The faces this die showed; all but the last are its maximum when it exploded. */
  readonly throws: number[];
  /** The sum of its throws. */
  readonly total: number;
  /** Extra throws it made (throws.length − 1). */
  readonly explosions: number;
  /** True when it stopped only because it reached OLDE_MAX_EXPLOSIONS extra throws. */
  readonly capped: boolean;
}

/** A judged roll: plain data, safe to store in Foundry roll options or chat-message flags. */
export interface OldeRollResult {
  readonly count: number;
  readonly faces: number;
  readonly adjustment: number;
  readonly unlimited: boolean;
  readonly dice: OldeDieResult[];
  /** The sum of every throw of every die, before the adjustment. */
  readonly diceTotal: number;
  /** diceTotal + adjustment: the adjustment always comes after the dice are done. */
  readonly total: number;
  /** Whether any die exploded. */
  readonly exploded: boolean;
  /** Whether any die was stopped by the cap. */
  readonly capped: boolean;
}

/** Throws every die of the roll (each unlimited die to the end of its own chain) and judges the faces. */
export function rollOlde(spec: OldeRollSpec, source: RandomSource): OldeRollResult {
  const checked = checkOldeSpec(spec);
  const chains: number[][] = [];
  for (let die = 0; die < checked.count; die++) {
    chains.push(checked.unlimited ? throwUnlimitedDie(checked.faces, source) : [source.die(checked.faces)]);
  }
  return judgeOlde(checked, chains);
}

/**
 * Judges faces that were already thrown (e.g. by Foundry): `chains[i]` holds every throw of die i, in order.
 * A chain that breaks the rules (explodes on a lower face, stops on the maximum before the cap, goes past the
 * cap, or has more than one throw in a limited roll) is an error, because its total would be wrong.
 */
export function judgeOlde(spec: OldeRollSpec, chains: readonly (readonly number[])[]): OldeRollResult {
  const checked = checkOldeSpec(spec);
  if (requireList(chains, "throws").length !== checked.count) {
    throw new IndieDiceError(`${OLDE_ERROR}.DiceGiven`, {
      count: checked.count,
      faces: checked.faces,
      given: chains.length,
    });
  }
  const dice = chains.map((chain, index) => judgeDie(chain, index + 1, checked.faces, checked.unlimited));
  const diceTotal = dice.reduce((sum, die) => sum + die.total, 0);
  // Fields listed one by one: `{ ...checked, more }` hits a slow V8 path that made 100,000 rolls 20× slower.
  return {
    count: checked.count,
    faces: checked.faces,
    adjustment: checked.adjustment,
    unlimited: checked.unlimited,
    dice,
    diceTotal,
    total: diceTotal + checked.adjustment,
    exploded: dice.some((die) => die.explosions > 0),
    capped: dice.some((die) => die.capped),
  };
}

function judgeDie(chain: readonly number[], die: number, faces: number, unlimited: boolean): OldeDieResult {
  const maxThrows = unlimited ? OLDE_MAX_EXPLOSIONS + 1 : 1;
  if (requireList(chain, "throws").length === 0) throw new IndieDiceError(`${OLDE_ERROR}.NoThrows`, { die });
  if (chain.length > maxThrows) {
    throw new IndieDiceError(`${OLDE_ERROR}.TooManyThrows`, {
      die,
      throws: chain.length,
      max: maxThrows,
      cap: OLDE_MAX_EXPLOSIONS,
    });
  }
  chain.forEach((face, index) => assertChainFace(face, faces, die, index + 1));
  const earlier = chain.slice(0, -1);
  const stopped = earlier.findIndex((face) => face !== faces);
  if (stopped >= 0) {
    throw new IndieDiceError(`${OLDE_ERROR}.ThrownAfterStop`, {
      die,
      face: chain[stopped]!,
      throw: stopped + 1,
      faces,
    });
  }
  const last = chain[chain.length - 1]!;
  const capped = unlimited && last === faces && chain.length === maxThrows;
  if (unlimited && last === faces && !capped) {
    throw new IndieDiceError(`${OLDE_ERROR}.ChainUnfinished`, { die, faces, throws: chain.length });
  }
  return {
    throws: [...chain],
    total: chain.reduce((sum, face) => sum + face, 0),
    explosions: chain.length - 1,
    capped,
  };
}

function assertChainFace(face: unknown, faces: number, die: number, throwNumber: number): void {
  if (typeof face !== "number" || !Number.isSafeInteger(face) || face < 1 || face > faces) {
    throw new IndieDiceError(`${OLDE_ERROR}.ChainFace`, { die, throw: throwNumber, value: shown(face), faces });
  }
}
