/**
 * The group test card's declaration (src/foundry/types/card-kinds.ts): what the entry knows of it before the
 * card chunk is here, given by the Kleptonomicon's descriptor (`cardKinds`); its code loads with the chunk
 * (src/rule-sets/cards.ts).
 */
import type { CardKindDeclaration } from "../../../../foundry/types/card-kinds";

/** Asks the GM's client to record a member's roll (`{cardId, messageId}`: the roller's own message). */
export const RECORD_GROUP_ROLL_QUERY = "indie-dice.recordGroupRoll";
/** Asks the GM's client to record a gift of advantage (`{cardId, messageId}`: the giver's own message). */
export const RECORD_GROUP_GIFT_QUERY = "indie-dice.recordGroupGift";

/**
 * Marks a gift's die, a roll message of its own (`{cardId, giver, receiver}`: the gift it is for, so that it is headed
 * by the card as soon as it is drawn); the entry keeps it off unseen screens in 3D.
 */
export const GROUP_GIFT_DIE_FLAG = "groupTestGiftDie";

export const GROUP_TEST_CARD: CardKindDeclaration<"groupTests"> = {
  api: "groupTests",
  flag: "groupTest",
  queries: [RECORD_GROUP_ROLL_QUERY, RECORD_GROUP_GIFT_QUERY],
  apiMembers: { groupTest: true, startWithDialog: true, groupRoll: true, giveAdvantage: true, closeGroupTest: true },
  // A gift's die is headed by what the card states of it: the receiver's Score with it, not a Test of its own.
  headlinedRollFlags: [GROUP_GIFT_DIE_FLAG],
  // A gift's die tells a receiver's hidden roll: never thrown for who may not see it.
  tellingDiceFlags: [GROUP_GIFT_DIE_FLAG],
};
