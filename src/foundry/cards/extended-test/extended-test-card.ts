/** The extended test card's declaration (card-declaration.ts): what the entry knows of it before the card chunk is here. */
import { MODULE_ID } from "../../module-id";
import type { CardKindDeclaration } from "../card-declaration";

/** The flag of a round's roll message (`{cardId, round}`), whose headline the card gives. */
export const EXTENDED_ROLL_FLAG = "extendedTestRoll" as const;
/** Asks the GM's client to record a round (`{cardId, messageId}`: the roller's own message). */
export const RECORD_EXTENDED_ROUND_QUERY = `${MODULE_ID}.recordExtendedRound` as const;

export const EXTENDED_TEST_CARD: CardKindDeclaration<"extendedTests"> = {
  flag: "extendedTest",
  headlinedRollFlags: [EXTENDED_ROLL_FLAG],
  queries: [RECORD_EXTENDED_ROUND_QUERY],
  apiMembers: { extendedTest: true, startWithDialog: true, extendedRoll: true, endExtendedTest: true },
};
