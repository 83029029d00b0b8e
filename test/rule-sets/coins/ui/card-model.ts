import { luckOfRoll } from "../../../../src/core/odds/luck-of";
import { cardBanner } from "../../../../src/ui/roll-cards/banner";
import { cardDie } from "../../../../src/ui/roll-cards/card-die";
import { assembleCard, type RollCardFrame } from "../../../../src/ui/roll-cards/card-frame";
import type { CardView } from "../../../../src/ui/roll-cards/card-view";
import { withLuck, type LuckField, type LuckOption } from "../../../../src/ui/roll-cards/luck-line";
import { oddsLine } from "../../../../src/ui/roll-cards/odds-line";
import { formatWith, type Translator } from "../../../../src/ui/translator";
import { HEADS_FACE, type CoinsRollResult } from "../core/mechanics";
import { coinsSuccessChance } from "../core/odds";

export interface CoinsCardInput extends RollCardFrame, LuckOption {
  readonly judged: CoinsRollResult;
}

/** The chat card of a roll of coins: each coin, the heads, and against a target the verdict and its chance before. */
export function coinsCardModel(input: CoinsCardInput, i18n: Translator): CardView & LuckField {
  const { judged } = input;
  const headsText = formatWith(i18n, "INDIE_DICE.Card.Coins.Heads", { heads: judged.heads });
  const tone = judged.success === null ? "neutral" : judged.success ? "success" : "failure";
  const view = assembleCard(i18n, "coins", input, {
    dice: judged.faces.map((face, index) =>
      cardDie(i18n, { face, size: 2, title: formatWith(i18n, "INDIE_DICE.Card.Coins.Coin", { n: index + 1 }), marks: face === HEADS_FACE ? ["success"] : [] }),
    ),
    banner: cardBanner(i18n, tone, headsText),
    target: judged.target === null ? null : formatWith(i18n, "INDIE_DICE.Card.Coins.Target", { target: judged.target }),
    total: judged.heads,
    steps: [headsText],
    oddsBefore: judged.target === null ? null : oddsLine(i18n, "INDIE_DICE.Card.Coins.OddsBefore", coinsSuccessChance(judged)),
  });
  return withLuck(i18n, view, input, () => luckOfRoll.coins(judged));
}
