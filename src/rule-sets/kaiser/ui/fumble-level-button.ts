import type { CardButtonLook } from "../../../ui/roll-cards/card-actions";

/**
 * The card's "Roll Fumble Level" button, shown under a fumbled difficulty check whose level the world rolls from
 * the card (setting `kaiserFumbleLevel` = `separate`); pressed, it rolls the 2d6 into the message's roll
 * (../foundry/fumble-level-button.ts).
 */
export const FUMBLE_LEVEL_BUTTON: CardButtonLook = {
  action: "indie-dice-roll-fumble-level",
  labelKey: "INDIE_DICE.Card.Kaiser.RollFumbleLevel",
  icon: "fa-solid fa-dice",
};
