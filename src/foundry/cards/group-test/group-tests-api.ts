/**
 * `api.klepto`: starting a Group Test card (a GM), rolling for a participant, giving an Advantage, closing it.
 */
import { groupTestError, startGroupTest, type GiftReading, type GroupRollRequest } from "../../../core/contests/group-test";
import { shownRefusal } from "../../errors";
import { MODULE_ID } from "../../module-id";
import { currentUser, type CardMessage } from "../card-documents";
import { cardMessage } from "../card-state";
import { postCard } from "../post-card";
import { characterOf, controlledTokens, entrantOf, uuidOf, type ContestSideInput } from "../sides";
import { withCharacterNumbers } from "../../saved-rolls/dialog-spec";
import type { GroupTestKind } from "./group-test-kind";

/** A participant as the API takes it: a token or actor (or its uuid), or one with its own Test. */
export type GroupParticipantInput = ContestSideInput | ({ readonly participant: ContestSideInput } & Partial<GroupRollRequest>);

export interface GroupTestOptions {
  /** Default: the GM's controlled (selected) tokens. */
  readonly participants?: readonly GroupParticipantInput[] | null;
  /** How a gift is read; default: the world setting `kleptoGiftReading`. */
  readonly reading?: GiftReading | null;
  /** Every participant's Test, unless a participant names its own (default: Modifier 0, the world's crit method). */
  readonly request?: Partial<GroupRollRequest> | null;
  /** The group's own Score Ranges in the shorthand; default: the lowest participant's, else Low / Mixed / High. */
  readonly ranges?: string | null;
}

export interface GroupRollOptions {
  /** Roll without the dialog (Shift-click on the card). */
  readonly fastForward?: boolean;
}

export interface KleptoApi {
  /**
   * Starts a Group Test card (a GM only): `participants` (tokens or actors; default the selected tokens), each
   * with the Test `request` (or its own), gifts read as `reading` (default: the world setting). Resolves with the
   * card's ChatMessage; a refusal is shown (localized) and thrown.
   */
  groupTest(options?: GroupTestOptions): Promise<CardMessage>;
  /** Rolls a participant's Test (its owners or a GM only) and asks the GM to record it: the roll message, or null. */
  groupRoll(card: CardMessage | string, participantId: string, options?: GroupRollOptions): Promise<CardMessage | null>;
  /** Gives one Advantage (the giver's owners or a GM only), checked and recorded by the GM: the request message, or null. */
  giveAdvantage(card: CardMessage | string, giver: string, receiver: string): Promise<CardMessage | null>;
  /** Closes the card (a GM only). */
  closeGroupTest(card: CardMessage | string): Promise<boolean>;
}

export function kleptoApi(kind: GroupTestKind): KleptoApi {
  return {
    groupTest: (options) => startGroupTestCard(kind, options),
    groupRoll: async (card, participantId, options) => {
      const message = cardMessage(card);
      return message ? kind.roll(message, participantId, options) : null;
    },
    giveAdvantage: async (card, giver, receiver) => {
      const message = cardMessage(card);
      return message ? kind.give(message, giver, receiver) : null;
    },
    closeGroupTest: async (card) => {
      const message = cardMessage(card);
      return message ? kind.close(message) : false;
    },
  };
}

/** `api.klepto.groupTest`: the GM posts the card as its own message. */
async function startGroupTestCard(kind: GroupTestKind, options: GroupTestOptions = {}): Promise<CardMessage> {
  try {
    if (!currentUser().isGM) throw groupTestError("NotGMStart");
    const seen = new Set<string>();
    const base: GroupRollRequest = {
      modifier: 0,
      advantages: 0,
      disadvantages: 0,
      method: game.settings.get(MODULE_ID, "kleptoCritMethod"),
      ...(options.request ?? {}),
    };
    const inputs = options.participants ?? controlledTokens();
    const participants = inputs.map((input) => {
      const own = typeof input === "object" && input !== null && "participant" in input ? input : null;
      const side = own ? own.participant : (input as ContestSideInput);
      const { id, actorUuid, name } = entrantOf(uuidOf(side), {}, seen);
      const { participant: _side, ...request } = own ?? { participant: null };
      // A field written with `@` is read from this participant's own character.
      return { id, actorUuid: actorUuid ?? null, name, request: withCharacterNumbers({ ...base, ...request }, characterOf(side)) };
    });
    const state = startGroupTest({
      participants,
      reading: options.reading ?? game.settings.get(MODULE_ID, "kleptoGiftReading"),
      ranges: options.ranges ?? null,
    });
    return await postCard(kind, state);
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}
