import { withSideDieLook } from "../three-d";
import type { SideDie } from "../types/side-dice";

/**
 * Flips a coin for a die that needs one (the Kleptonomicon's Critical Roll) as a real Foundry `Coin` term, so
 * manual fulfillment, a seeded PRNG and Dice So Nice see it. The coin joins the root Roll's `_dice`, the list
 * Foundry keeps for dice evaluated on the side: it is saved with the roll and shown in its tooltip. It takes the
 * look of the side die `side` its rule set declared (Dice So Nice throws the Kleptonomicon's after the dice that
 * called for it, its own wave) and the flavor `flavorKey` says.
 */
export async function rollAuxiliaryCoin(
  term: foundry.dice.terms.DiceTerm,
  side: SideDie,
  flavorKey: string,
): Promise<boolean> {
  const CoinClass = (CONFIG.Dice.terms.c ?? foundry.dice.terms.Coin) as typeof foundry.dice.terms.Coin;
  const options = { flavor: game.i18n.localize(flavorKey) };
  const coin = withSideDieLook(new CoinClass({ number: 1, options }), side);
  const root = rooted(term)._root;
  if (root) rootSideDie(coin, root);
  await coin.evaluate();
  if (root) sideDiceOf(root).push(coin);
  return coin.results[0]?.result === 1;
}

/** A term's `_root`: the Roll it belongs to, through which manual and physical dice entry resolve it. */
interface RootedTerm {
  _root?: foundry.dice.Roll;
}

function rooted(term: foundry.dice.terms.RollTerm): RootedTerm {
  // `_root` is protected in fvtt-types, but a side die is rooted from outside its own class (here, in KaiserRoll).
  return term as unknown as RootedTerm;
}

/** Roots a side die in a roll, so manual or physical dice entry resolves it like the roll's other dice. */
export function rootSideDie(die: foundry.dice.terms.RollTerm, root: foundry.dice.Roll): void {
  rooted(die)._root = root;
}

/** A roll's side dice (`Roll#_dice`, protected in fvtt-types): saved with the roll, shown in its tooltip. */
function sideDiceOf(roll: foundry.dice.Roll): foundry.dice.terms.DiceTerm[] {
  // Only Roll subclasses may read `_dice` in fvtt-types; the coin may belong to any Roll (Foundry's own included).
  return (roll as unknown as { _dice: foundry.dice.terms.DiceTerm[] })._dice;
}
