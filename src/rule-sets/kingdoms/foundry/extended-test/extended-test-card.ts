/**
 * The extended test card's declaration (src/foundry/types/card-kinds.ts): what the entry knows of it before
 * the card chunk is here, given by K&R's descriptor (`cardKinds`); its code loads with the chunk
 * (src/rule-sets/cards.ts).
 */
import type { CardKindDeclaration } from "../../../../foundry/types/card-kinds";

/** The flag of a round's roll message (`{cardId, round}`), whose headline the card gives. */
export const EXTENDED_ROLL_FLAG = "extendedTestRoll" as const;
/** Asks the GM's client to record a round (`{cardId, messageId}`: the roller's own message). */
export const RECORD_EXTENDED_ROUND_QUERY = "indie-dice.recordExtendedRound";

export const EXTENDED_TEST_CARD: CardKindDeclaration<"extendedTests"> = {
  api: "extendedTests",
  flag: "extendedTest",
  headlinedRollFlags: [EXTENDED_ROLL_FLAG],
  queries: [RECORD_EXTENDED_ROUND_QUERY],
  apiMembers: {
    extendedTest: true,
    startWithDialog: true,
    startEachWithDialog: true,
    extendedRoll: true,
    endExtendedTest: true,
  },
  // A round's dice tell the pool an earlier, maybe hidden, round left.
  tellingDiceFlags: [EXTENDED_ROLL_FLAG],
};
