/**
 * Flips a coin for a die that needs one (the Kleptonomicon's Critical Roll) as a real Foundry `Coin` term, so
 * manual fulfillment, a seeded PRNG and Dice So Nice see it. The coin joins the root Roll's `_dice`, the list
 * Foundry keeps for dice evaluated on the side: it is saved with the roll and shown in its tooltip.
 */
export async function rollAuxiliaryCoin(term: foundry.dice.terms.DiceTerm): Promise<boolean> {
  const CoinClass = (CONFIG.Dice.terms.c ?? foundry.dice.terms.Coin) as typeof foundry.dice.terms.Coin;
  const coin = new CoinClass({ number: 1, options: { flavor: game.i18n.localize("INDIE_DICE.Dice.CritCoin") } });
  const root = (term as unknown as { _root?: foundry.dice.Roll })._root;
  if (root) (coin as unknown as { _root: foundry.dice.Roll })._root = root;
  await coin.evaluate();
  if (root) (root as unknown as { _dice: foundry.dice.terms.DiceTerm[] })._dice.push(coin);
  return coin.results[0]?.result === 1;
}
