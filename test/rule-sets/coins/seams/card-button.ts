/**
 * The toy's buttons on its roll card (src/foundry/rule-set-types.ts `RollCardButton`, docs/rule-set-authors.md
 * "Buttons on a roll's card"): a roll made with the option `flipAgain` waits for "Flip again", which its author or
 * a GM may press; one made with `recount` waits for "Recount", the GM's only. A press marks the roll done
 * (`<name>Done`) and saves it in the message. The card shows each button while its roll waits for it, by the kit's
 * `cardFollowUp`.
 */
import type { RollCardButton } from "../../../../src/foundry/chat/card-buttons";
import type { RuleSetKit } from "../../../../src/foundry/composition";
import type { CardButtonPresser, CardView } from "../../../../src/ui/roll-cards/card-view";
import type { RollCardFrame } from "../../../../src/ui/roll-cards/card-frame";
import type { Translator } from "../../../../src/ui/translator";

/** The toy's Roll class, as far as the buttons use it: its rolls, and its card. */
type CardRoll = foundry.dice.Roll & { cardView(i18n: Translator, frame: RollCardFrame): CardView | null };
type CardRollClass = (abstract new (...args: never[]) => CardRoll) & { prototype: CardRoll };

function flagButton(rollClass: CardRollClass, name: string, pressedBy: CardButtonPresser): RollCardButton<true> {
  const awaits = (roll: foundry.dice.Roll) =>
    roll instanceof rollClass &&
    Reflect.get(roll.options, name) === true &&
    Reflect.get(roll.options, `${name}Done`) !== true;
  return {
    action: `coins-${name}`,
    labelKey: `COINS.Button.${name}`,
    icon: "fa-solid fa-coins",
    pressedBy,
    refusedKey: `COINS.Button.${name}Refused`,
    answers: (roll) => roll instanceof rollClass,
    awaits,
    press: async ({ roll, save }) => {
      Object.assign(roll.options, { [`${name}Done`]: true });
      await save();
      return true;
    },
  };
}

/** The toy's buttons, on its Roll class, whose card is made to show them while its roll waits for them. */
export function coinsCardButtons(rollClass: CardRollClass, kit: RuleSetKit): RollCardButton[] {
  const buttons = [flagButton(rollClass, "flipAgain", "author"), flagButton(rollClass, "recount", "gm")];
  const cardView = rollClass.prototype.cardView;
  rollClass.prototype.cardView = function (this: CardRoll, i18n: Translator, frame: RollCardFrame): CardView | null {
    const view = cardView.call(this, i18n, frame);
    const followUps = buttons
      .filter((button) => button.awaits(this))
      .map((button) => kit.rollCards.cardFollowUp(i18n, button));
    return view && { ...view, followUps };
  };
  return buttons;
}
