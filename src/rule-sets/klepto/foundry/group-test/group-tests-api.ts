/**
 * `api.groupTests`: starting a Group Test card (a GM), rolling for a participant, giving an Advantage, closing it.
 */
import { groupTestError, startGroupTest } from "../../core/group-test/group-test-state";
import type { GroupRollSpec } from "../../core/group-test/group-test-types";
import { shownRefusal } from "../../../../foundry/errors";
import { ruleSetSetting } from "../../../../foundry/settings";
import { currentUser } from "../../../../foundry/cards/card-documents";
import { cardMessage } from "../../../../foundry/cards/card-state";
import { postCard } from "../../../../foundry/cards/post-card";
import { characterOf, controlledTokens, entrantOf, nameOf, uuidOf, type EntrantIds } from "../../../../foundry/sides";
import type { ContestSideInput } from "../../../../foundry/types/sides";
import { isWithin } from "../../../../core/limits";
import { KLEPTO_LIMITS } from "../../core/limits";
import { askGroupTest } from "./group-test-dialog";
import { withCharacterNumbers } from "../../../../foundry/character-numbers";
import type { GroupTestOptions, GroupTestsApi } from "./group-tests-api-types";
import type { GroupTestKind } from "./group-test-kind";
import type { ChatMessageView } from "../../../../foundry/types/chat-message";

export function groupTestsApi(kind: GroupTestKind): GroupTestsApi {
  return {
    groupTest: (options) => startGroupTestCard(kind, options),
    startWithDialog: async (options = {}) => {
      if (!currentUser().isGM) throw shownRefusal("warning", groupTestError("NotGMStart"));
      const sides = [...(options.participants ?? controlledTokens())];
      // Too few or too many: the start refuses them (shown, with the count) before any window opens.
      if (!isWithin(KLEPTO_LIMITS.kleptoGroupSize, sides.length))
        return startGroupTestCard(kind, { ...options, participants: sides });
      // A refusal is shown by the start itself, and keeps the window open with every number typed.
      // Its chance is worked out from the Tests the start would post: the window's numbers over the options' Test.
      const rows = sides.map((side) => ({ side, name: nameOf(side) }));
      return askGroupTest(rows, baseRequest(options), (participants) =>
        startGroupTestCard(kind, { ...options, participants }),
      );
    },
    groupRoll: async (card, participantId, options) => {
      const message = cardMessage(kind, card);
      return message ? kind.roll(message, participantId, options) : null;
    },
    giveAdvantage: async (card, giver, receiver) => {
      const message = cardMessage(kind, card);
      return message ? kind.give(message, giver, receiver) : null;
    },
    closeGroupTest: async (card) => {
      const message = cardMessage(kind, card);
      return message ? kind.close(message) : false;
    },
  };
}

/**
 * Every participant's Test unless it names its own: Modifier 0, no Advantage, the world's crit method, then the
 * options'.
 */
function baseRequest(options: GroupTestOptions): GroupRollSpec {
  return {
    modifier: 0,
    advantages: 0,
    disadvantages: 0,
    method: ruleSetSetting("kleptoCritMethod"),
    ...(options.request ?? {}),
  };
}

/** `api.groupTests.groupTest`: the GM posts the card as its own message. */
async function startGroupTestCard(kind: GroupTestKind, options: GroupTestOptions = {}): Promise<ChatMessageView> {
  try {
    if (!currentUser().isGM) throw groupTestError("NotGMStart");
    const seen: EntrantIds = new Map();
    const base = baseRequest(options);
    const inputs = options.participants ?? controlledTokens();
    const participants = inputs.map((input) => {
      const own = typeof input === "object" && input !== null && "participant" in input ? input : null;
      const side = own ? own.participant : (input as ContestSideInput);
      const { id, actorUuid, name } = entrantOf(uuidOf(side), {}, seen);
      const { participant: _side, ...request } = own ?? { participant: null };
      // A field written with `@` is read from this participant's own character.
      return {
        id,
        actorUuid: actorUuid ?? null,
        name,
        request: withCharacterNumbers({ ...base, ...request }, characterOf(side)),
      };
    });
    const state = startGroupTest({
      participants,
      reading: options.reading ?? ruleSetSetting("kleptoGiftReading"),
      ranges: options.ranges ?? null,
    });
    return await postCard(kind, state);
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}
