/**
 * The roll request card's declaration (src/foundry/types/card-kinds.ts): what the entry knows of it before the card
 * chunk is here.
 */
import { MODULE_ID } from "../../../foundry/module-id";
import type { CardKindDeclaration } from "../../../foundry/types/card-kinds";
import type { QueryHandler } from "../../../foundry/types/queries";

/** Asks the GM's client to record a row's roll (`{cardId, messageId}`: the roller's own message). */
export const RECORD_REQUEST_ROLL_QUERY = `${MODULE_ID}.recordRequestRoll` as const;

// Its queries' names, in `CONFIG.Queries` beside every card kind's own, each answered by the active GM's client
// (docs/cards.md).
declare global {
  // fvtt-types declares `CONFIG.Queries` in a namespace, which merging must name
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CONFIG {
    interface Queries {
      "indie-dice.recordRequestRoll": QueryHandler;
    }
  }
}

export const REQUEST_CARD: CardKindDeclaration<"requests"> = {
  api: "requests",
  flag: "request",
  queries: [RECORD_REQUEST_ROLL_QUERY],
  apiMembers: { start: true, startWithDialog: true, roll: true, skip: true, close: true },
};
