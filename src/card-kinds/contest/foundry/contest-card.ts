/**
 * The contest card's declaration (src/foundry/types/card-kinds.ts): what the entry knows of it before the card chunk is
 * here.
 */
import { MODULE_ID } from "../../../foundry/module-id";
import type { CardKindDeclaration } from "../../../foundry/types/card-kinds";
import type { QueryHandler } from "../../../foundry/types/queries";

/** Asks the GM's client to record a side's roll (`{cardId, messageId}`: the roller's own message). */
export const RECORD_ROLL_QUERY = `${MODULE_ID}.recordContestRoll` as const;
/** Asks the GM's client to start a contest a player set up (post-contest-card.ts). */
export const START_CONTEST_QUERY = `${MODULE_ID}.startContest` as const;
/** Asks the GM's client to record a roll-off request (`{cardId, messageId}`: the asker's own message). */
export const ADVANCE_CONTEST_QUERY = `${MODULE_ID}.advanceContest` as const;

// Its queries' names, in `CONFIG.Queries` beside every card kind's own, each answered by the active GM's client
// (docs/cards.md).
declare global {
  // fvtt-types declares `CONFIG.Queries` in a namespace, which merging must name
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "indie-dice.startContest": QueryHandler;
      "indie-dice.recordContestRoll": QueryHandler;
      "indie-dice.advanceContest": QueryHandler;
    }
  }
}

/** The flag of a side's roll message (`{cardId, participantId}`), whose headline the card gives. */
export const CONTEST_ROLL_FLAG = "contestRoll";

export const CONTEST_CARD: CardKindDeclaration<"contests"> = {
  api: "contests",
  flag: "contest",
  queries: [RECORD_ROLL_QUERY, START_CONTEST_QUERY, ADVANCE_CONTEST_QUERY],
  apiMembers: { start: true, startWithDialog: true, roll: true, chances: true },
  // A side's roll is headed by the card's line for that side, not as a lone roll (roll-headlines.ts).
  headlinedRollFlags: [CONTEST_ROLL_FLAG],
};
