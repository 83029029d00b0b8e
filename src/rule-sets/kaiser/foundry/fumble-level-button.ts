import type { RollCardButton } from "../../../foundry/chat/card-buttons";
import { pressCardButton } from "../../../foundry/chat/card-buttons";
import type { ChatMessageView } from "../../../foundry/types/chat-message";
import { FUMBLE_LEVEL_BUTTON } from "../ui/fumble-level-button";
import { drawFumbleTable } from "./fumble-table";
import type { KaiserRoll } from "./roll";

/** A Kaiser roll, known without loading its class (which imports this file): what the card's button acts on. */
function isKaiserRoll(roll: foundry.dice.Roll): roll is KaiserRoll {
  return "awaitsFumbleLevel" in roll;
}

function awaitsFumbleLevel(roll: foundry.dice.Roll): roll is KaiserRoll {
  return isKaiserRoll(roll) && roll.awaitsFumbleLevel;
}

/**
 * The card's "Roll Fumble Level" (world setting `kaiserFumbleLevel` = `separate`): only the message's author or a
 * GM may press it (they alone may change the message; its look says no other). The 2d6 join the roll's side dice and
 * the message is updated with it, so every client renders the card again with the level, and a reload keeps it; the
 * world's Fumble table, when set, is drawn from too, seen by the same users as the roll.
 */
export const fumbleLevelButton: RollCardButton<number> = {
  ...FUMBLE_LEVEL_BUTTON,
  refusedKey: "INDIE_DICE.Card.Kaiser.OnlyRoller",
  answers: isKaiserRoll,
  awaits: awaitsFumbleLevel,
  press: async ({ roll, mode, save }) => {
    if (!awaitsFumbleLevel(roll)) return null;
    const level = await roll.rollFumbleLevel();
    if (level === null) return null;
    await save();
    await drawFumbleTable(level, mode);
    return level;
  },
};

/**
 * Rolls the Fumble Level the message's roll at `index` waits for, as its card's button does: the level, or null when
 * nothing was rolled.
 */
export function rollFumbleLevelFromCard(message: ChatMessageView, index: number): Promise<number | null> {
  return pressCardButton(fumbleLevelButton, message, index);
}
