import type { DiceSoNiceRollStart } from "../types/foundry-hooks";
import { getMessage } from "../cards/card-documents";
import { MODULE_ID } from "../module-id";
import { ruleSetCardKinds, ruleSetDiceSoNice } from "../rule-sets";
import { registerDiceSoNiceRoles } from "../dice-so-nice-roles";

/**
 * Registers the rule sets' own dice (the d10ish die, from the Kleptonomicon's descriptor) when Dice So Nice is ready
 * (synchronously: it preloads presets right after), and with Dice So Nice 6.3 our dice roles
 * (../dice-so-nice-roles.ts). With Dice So Nice 6 each client throws the dice a card's update adds
 * (./update-chat-message.ts). The rest needs nothing here: promoted OGS pools are real dice of their sizes; the crit
 * coin and the Fumble Level are real Foundry dice in the roll's side dice, which Dice So Nice throws in a wave and
 * colour of their own (their options, see ../three-d.ts); the dice of an Open Roll follow results flagged `exploded`,
 * which Dice So Nice throws as follow-up waves, as it does for Foundry's own `x`; tie-breaks and gift dice are roll
 * messages of their own; and a Fumble Level rolled later from the card is thrown by `showFollowUpDice`.
 */
export function listen(): void {
  // Hooks of another module, declared in src/foundry/foundry-config.d.ts.
  Hooks.on("diceSoNiceRollStart", keepTellingDiceOffScreen);
  Hooks.once("diceSoNiceReady", (dice3d) => {
    for (const { preset, shape } of ruleSetDiceSoNice()) dice3d.addDicePreset(preset, shape);
    registerDiceSoNiceRoles(dice3d);
  });
}

/**
 * An Extended Test round's dice and a gift's die are never thrown on the screen of a user who may not see them, not
 * even as Dice So Nice's ghost dice (world settings `showGhostDice`, `hide3dDiceOnSecretRolls`): a round's number of
 * dice is the pool an earlier round left, which may be hidden from them, and a gift's die is one more die of a
 * receiver's roll they may not see, given because a giver's Score was 7 or more (docs/cards.md "Extended tests
 * (Kingdoms and Rulers)", "Group tests (the Kleptonomicon)", "Privacy"). Dice So Nice calls this on each client
 * before it throws a message's dice, with the message's id.
 */
function keepTellingDiceOffScreen(
  messageId: string | null | undefined,
  context: DiceSoNiceRollStart | null | undefined,
): void {
  if (!messageId || !context) return;
  const message = getMessage(messageId);
  const flags = message?.flags[MODULE_ID];
  // The card kinds say which messages' dice tell a user who may not see them something (`tellingDiceFlags`).
  const telling =
    flags && ruleSetCardKinds().some((kind) => kind.tellingDiceFlags?.some((flag) => flags[flag] !== undefined));
  if (telling && message.isContentVisible !== true) context.blind = true;
}
