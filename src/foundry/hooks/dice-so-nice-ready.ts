import type { DiceSoNiceRollStart } from "../types/foundry-hooks";
import { getMessage } from "../cards/card-documents";
import { MODULE_ID } from "../module-id";
import { ruleSetDiceSoNice } from "../rule-sets";
import { EXTENDED_ROLL_FLAG } from "../cards/extended-test/extended-test-card";

/**
 * Registers the rule sets' own dice (the d10ish die, from the Kleptonomicon's descriptor) when Dice So Nice is ready
 * (synchronously: it preloads presets right after). The rest needs nothing here: promoted OGS pools are real dice of
 * their sizes; the crit coin and the Fumble Level are real Foundry dice in the roll's side dice, which Dice So Nice
 * throws in a wave and colour of their own (their options, see ../three-d.ts); the dice of an Open Roll follow
 * results flagged `exploded`, which Dice So Nice throws as follow-up waves, as it does for Foundry's own `x`;
 * tie-breaks and gift dice are roll messages of their own; and a Fumble Level rolled later from the card is thrown
 * by `showFollowUpDice`.
 */
export function listen(): void {
  // Hooks of another module, declared in src/foundry/foundry-config.d.ts.
  Hooks.on("diceSoNiceRollStart", keepUnseenRoundsOffScreen);
  Hooks.once("diceSoNiceReady", (dice3d) => {
    for (const { preset, shape } of ruleSetDiceSoNice()) dice3d.addDicePreset(preset, shape);
  });
}


/**
 * An Extended Test round's dice are never thrown on the screen of a user who may not see the round, not even as
 * Dice So Nice's ghost dice (world settings `showGhostDice`, `hide3dDiceOnSecretRolls`): their number is the pool an
 * earlier round left, which may be hidden from them (docs/cards.md "Extended tests", "Privacy"). Dice So Nice calls
 * this on each client before it throws a message's dice, with the message's id.
 */
function keepUnseenRoundsOffScreen(messageId: string | null | undefined, context: DiceSoNiceRollStart | null | undefined): void {
  if (!messageId || !context) return;
  const message = getMessage(messageId);
  if (message?.flags[MODULE_ID]?.[EXTENDED_ROLL_FLAG] !== undefined && message.isContentVisible !== true) context.blind = true;
}
