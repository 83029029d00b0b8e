import { withSideDieLook } from "../three-d";

/**
 * Flips a coin for a die that needs one (the Kleptonomicon's Critical Roll) as a real Foundry `Coin` term, so
 * manual fulfillment, a seeded PRNG and Dice So Nice see it. The coin joins the root Roll's `_dice`, the list
 * Foundry keeps for dice evaluated on the side: it is saved with the roll and shown in its tooltip. Dice So Nice
 * throws it after the dice that called for it (its own wave).
 */
export async function rollAuxiliaryCoin(term: foundry.dice.terms.DiceTerm): Promise<boolean> {
  const CoinClass = (CONFIG.Dice.terms.c ?? foundry.dice.terms.Coin) as typeof foundry.dice.terms.Coin;
  const options = { flavor: game.i18n.localize("INDIE_DICE.Dice.CritCoin") };
  const coin = withSideDieLook(new CoinClass({ number: 1, options }), "critCoin");
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
