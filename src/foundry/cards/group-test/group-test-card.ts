/** The group test card's declaration (card-declaration.ts): what the entry knows of it before the card chunk is here. */
import { MODULE_ID } from "../../module-id";
import type { CardKindDeclaration } from "../card-declaration";

/** Asks the GM's client to record a member's roll (`{cardId, messageId}`: the roller's own message). */
export const RECORD_GROUP_ROLL_QUERY = `${MODULE_ID}.recordGroupRoll` as const;
/** Asks the GM's client to record a gift of advantage (`{cardId, messageId}`: the giver's own message). */
export const RECORD_GROUP_GIFT_QUERY = `${MODULE_ID}.recordGroupGift` as const;

/** Marks a gift's die, a roll message of its own (`{cardId}`); the entry keeps it off unseen screens in 3D. */
export const GROUP_GIFT_DIE_FLAG = "groupTestGiftDie";

export const GROUP_TEST_CARD: CardKindDeclaration<"groupTests"> = {
  flag: "groupTest",
  headlinedRollFlags: [],
  queries: [RECORD_GROUP_ROLL_QUERY, RECORD_GROUP_GIFT_QUERY],
  apiMembers: { groupTest: true, startWithDialog: true, groupRoll: true, giveAdvantage: true, closeGroupTest: true },
};
