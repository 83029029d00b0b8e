import type { CardView, LuckField, LuckOption, RollCardFrame, Translator } from "indie-dice-types";
import { kit } from "../kit";
import { HEADS_FACE, type CoinsRollResult } from "../core/mechanics";
import { coinsSuccessChance } from "../core/odds";

export interface CoinsCardInput extends RollCardFrame, LuckOption {
  readonly judged: CoinsRollResult;
  /**
   * The world setting `coinsWindfall` (foundry/settings.ts): a flip of two coins or more, all heads, is named a
   * Windfall.
   */
  readonly windfall: boolean;
}

/** A Windfall: the setting is on, and two coins or more all show heads. */
function isWindfall({ judged, windfall }: CoinsCardInput): boolean {
  return windfall && judged.coins >= 2 && judged.heads === judged.coins;
}

/** The chat card of a roll of coins: each coin, the heads, and against a target the verdict and its chance before. */
export function coinsCardModel(input: CoinsCardInput, i18n: Translator): CardView & LuckField {
  const { formatWith } = kit().text;
  const { assembleCard, cardDie, cardBanner, oddsLine, withLuck } = kit().rollCards;
  const { luckOfRoll } = kit().odds;
  const { judged } = input;
  const headsText = formatWith(i18n, "INDIE_DICE.Card.Coins.Heads", { heads: judged.heads });
  const tone = judged.success === null ? "neutral" : judged.success ? "success" : "failure";
  const view = assembleCard(i18n, "coins", input, {
    dice: judged.faces.map((face, index) =>
      cardDie(i18n, {
        face,
        size: 2,
        title: formatWith(i18n, "INDIE_DICE.Card.Coins.Coin", { n: index + 1 }),
        marks: face === HEADS_FACE ? ["success"] : [],
      }),
    ),
    banner: cardBanner(
      i18n,
      tone,
      isWindfall(input) ? formatWith(i18n, "INDIE_DICE.Card.Coins.Windfall", { heads: judged.heads }) : headsText,
    ),
    target: judged.target === null ? null : formatWith(i18n, "INDIE_DICE.Card.Coins.Target", { target: judged.target }),
    total: judged.heads,
    steps: [headsText],
    oddsBefore:
      judged.target === null ? null : oddsLine(i18n, "INDIE_DICE.Card.Coins.OddsBefore", coinsSuccessChance(judged)),
  });
  return withLuck(i18n, view, input, () => luckOfRoll.coins(judged));
}
