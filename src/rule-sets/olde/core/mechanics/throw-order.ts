import { IndieDiceError } from "../../../../core/errors";
import { oldeChainContinues } from "./unlimited-die";
import { assertDiceCount, assertUnlimitedFaces, OLDE_ERROR } from "./validation";

/**
 * Foundry keeps an exploding term's faces in one flat list: first every die of the term, then each extra
 * throw appended as the list is scanned from the start — so the explosions of different dice interleave
 * (3d6x showing 6, 3, 6 continues with die 1's extra throw, then die 3's, then any throw those caused).
 * This recovers each die's own chain from that order, for `judgeOlde`.
 */
export function chainsFromThrowOrder(throwsInOrder: readonly number[], count: number, faces: number): number[][] {
  assertDiceCount(count);
  assertUnlimitedFaces(faces);
  if (throwsInOrder.length < count) {
    throw new IndieDiceError(`${OLDE_ERROR}.DiceGiven`, { count, faces, given: throwsInOrder.length });
  }
  // The first `count` throws start one chain each; every later throw goes to the die first in line for one.
  const chains: number[][] = [];
  const waiting: number[] = [];
  throwsInOrder.forEach((face, index) => {
    if (index < count) chains.push([]);
    const die = index < count ? index : waiting.shift();
    if (die === undefined) {
      throw new IndieDiceError(`${OLDE_ERROR}.ThrowOrderExtra`, { count, faces, throw: index + 1, used: index });
    }
    const chain = chains[die]!;
    chain.push(face);
    if (oldeChainContinues(chain, faces)) waiting.push(die);
  });
  return chains;
}
