/**
 * The Kleptonomicon Group Test card as a card kind (docs/cards.md "Group tests (the Kleptonomicon)"): its state in
 * `flags["indie-dice"].groupTest` and, beside it, `groupTestGiftRequests` (the gift posts answered, so a replayed one
 * gives nothing). A participant's roll is its roller's own message flagged `groupTestRoll` (`{cardId, participantId}`);
 * a gift is asked for by the giver's own message flagged `groupTestGift` (`{cardId, giver, receiver}`), and the die the
 * GM's client rolls for it is flagged `groupTestGiftDie` (the same three), headed by what the card states of it. The
 * pure layer checks every gift (never to oneself, 7+ one, 10+ two, the cap after cancelling) before the GM's client
 * rolls its die and writes the card.
 */
import { memberFinal } from "../../core/group-test/group-test-scores";
import {
  applyGift,
  closeGroupTest,
  findGroupParticipant,
  giftDieMethod,
  giftNeedsDie,
  giftRefusal,
  groupTestError,
  matchesRequest,
  recordGroupRoll,
} from "../../core/group-test/group-test-state";
import type { GroupRolls, GroupTestState } from "../../core/group-test/group-test-types";
import { GROUP_TEST_STATE_SCHEMA } from "../../core/group-test/group-test-schema";
import { isPassing } from "../../core/mechanics/score";
import { type DrawnDice, type KleptoTestResult } from "../../core/mechanics/roll-test";
import { GROUP_TEST_ACTIONS, groupRollFlavor, groupTestCardModel } from "../../ui/group-test/group-test-card-model";
import { giftDieHeading } from "../../ui/group-test/gift-die-heading";
import { setRollHeadline, type RollHeading } from "../../../../foundry/chat/roll-headlines";
import type { RegisteredDice } from "../../../../foundry/dice/register-dice";
import { giveRollSideDieLook } from "../../../../foundry/three-d";
import { kleptoSideDice } from "../side-dice";
import { messageModeOption } from "../../../../foundry/foundry-version";
import { nullWhenRefused } from "../../../../foundry/notify";
import {
  createMessage,
  currentUser,
  getMessage,
  moduleFlags,
  ourFlag,
  ourFlagValue,
  postRollMessage,
  speakerFor,
  userMayRoll,
} from "../../../../foundry/cards/card-documents";
import type {
  CardActions,
  CardContext,
  CardKindMenu,
  CardPost,
  GMActions,
  PendingRoll,
} from "../../../../foundry/cards/card-kind";
import { RollingCardKind, type RollingKindParts } from "../../../../foundry/cards/rolling-card-kind";
import type { Translator } from "../../../../ui/translator";
import { rollForCard, type CardRollPrompt } from "../../../../foundry/cards/card-roll";
import { cardStateOf } from "../../../../foundry/cards/card-state";
import { askActiveGM } from "../../../../foundry/cards/gm-query";
import {
  mayUserViewRecorded,
  mayViewRecorded,
  modeOfRecorded,
  recordedRollMessage,
  viewersInMode,
  viewersNow,
} from "../../../../foundry/cards/roll-copies";
import { isAtLeastAsPrivate } from "../../../../core/roll-audience";
import { readRuleSetRoll } from "../../../../foundry/cards/roll-reading";
import { participantNames } from "../../../../foundry/sides";
import { answeredViews, cardViewKey } from "../../../../foundry/cards/answered-views";
import {
  GROUP_GIFT_DIE_FLAG,
  GROUP_TEST_CARD,
  RECORD_GROUP_GIFT_QUERY,
  RECORD_GROUP_ROLL_QUERY,
} from "./group-test-card";
import type { ChatMessageView, MessageAuthor } from "../../../../foundry/types/chat-message";

const GROUP_GIFT_REQUESTS_FLAG = "groupTestGiftRequests";
export const GROUP_ROLL_FLAG = "groupTestRoll";
export const GROUP_GIFT_FLAG = "groupTestGift";

interface GroupRollFlag {
  readonly cardId: string;
  readonly participantId: string;
}

interface GroupGiftFlag {
  readonly cardId: string;
  readonly giver: string;
  readonly receiver: string;
}

/** The dice of a judged Test as a gift records them: each die's face, and the coin of each 10 by coin. */
function drawnDiceOf(judged: KleptoTestResult): DrawnDice {
  return {
    faces: judged.dice.map((d) => d.face),
    coins: judged.dice.flatMap((d) => (d.coin === null ? [] : [d.coin])),
  };
}

type GroupRollOptions = { readonly fastForward?: boolean; readonly prompt?: CardRollPrompt | null };

/** The gift posts a card has answered. */
function giftRequestsOf(card: ChatMessageView | null): string[] {
  const list = ourFlagValue(card, GROUP_GIFT_REQUESTS_FLAG);
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
}

export class GroupTestKind extends RollingCardKind<GroupTestState> {
  readonly flag = GROUP_TEST_CARD.flag;
  readonly schema = GROUP_TEST_STATE_SCHEMA;
  /** Each drawn card kept for its viewer (answered-views.ts). */
  readonly views = answeredViews<ReturnType<typeof groupTestCardModel>>(100);
  readonly rollPost = groupRollPost(this);
  readonly giftPost = groupGiftPost(this);
  override readonly posts = [this.rollPost, this.giftPost];

  constructor(parts: RollingKindParts) {
    super(parts);
    setRollHeadline(GROUP_GIFT_DIE_FLAG, (messageId) => giftDieHeadline(this, messageId));
  }

  placeholder(state: GroupTestState): readonly string[] {
    return participantNames(state);
  }

  override title(_state: GroupTestState, i18n: Translator): string {
    return i18n.localize("INDIE_DICE.GroupTest.Title");
  }

  /**
   * The card for this user: Scores, gifts and chances judged from the state; a roll this user may not see stays
   * hidden. Kept while the state, the viewer, the rolls read and every answer about the viewer stay the same
   * (answered-views.ts).
   */
  view({ card, state, user, detailsOpen }: CardContext<GroupTestState>): object {
    const key = cardViewKey({ card, user, detailsOpen }, state, state.participants);
    return this.views(key, (ask) =>
      groupTestCardModel(
        {
          state,
          rolls: judgedGroupRolls(this.dice, state),
          mayAct: (act) => ask(() => mayAct(state, user, act)),
          mayView: (id) => ask(() => mayViewRecorded(state.participants.find((p) => p.id === id))),
          detailsOpen,
        },
        game.i18n,
      ),
    );
  }

  readonly actions: CardActions<GroupTestState> = {
    [GROUP_TEST_ACTIONS.roll]: {
      refusal: ({ state, user }, data) =>
        mayAct(state, user, { kind: "roll", participant: data.participant })
          ? null
          : groupTestError("NotYours", { name: nameIn(state, data.participant) }),
      run: ({ card }, { data, shiftKey, prompt }) =>
        this.roll(card, data.participant ?? "", { fastForward: shiftKey, prompt: prompt ?? null }),
    },
    [GROUP_TEST_ACTIONS.give]: {
      refusal: ({ state, user }, data) =>
        mayAct(state, user, { kind: "give", giver: data.giver })
          ? null
          : groupTestError("NotYoursToGive", { name: nameIn(state, data.giver) }),
      run: ({ card }, { data }) => this.give(card, data.giver ?? "", data.receiver ?? ""),
    },
    [GROUP_TEST_ACTIONS.close]: {
      refusal: ({ user }) => (user.isGM ? null : groupTestError("NotGM")),
      run: ({ card }) => this.close(card),
    },
  };

  // Every member still to roll on an open card: a prompt for its designated roller (docs/prompts.md); gifts are no
  // prompt.
  override pendingRolls(state: GroupTestState): readonly PendingRoll[] {
    return state.status !== "open"
      ? []
      : state.participants
          .filter((p) => p.messageId === null)
          .map((p) => ({
            id: p.id,
            actorUuid: p.actorUuid,
            action: GROUP_TEST_ACTIONS.roll,
            data: { participant: p.id },
          }));
  }

  override readonly gmActions: GMActions<GroupTestState> = {
    close: { run: async ({ state }) => ({ state: closeGroupTest(state) }) },
  };

  override readonly menu: CardKindMenu<GroupTestState> = {
    // Each member by their own final Score, gifts counted (docs/cards.md "The card's menu").
    outcomes: (state) => {
      const rolls = judgedGroupRolls(this.dice, state);
      const judged = state.participants.map((p) => ({ p, final: memberFinal(state, rolls, p.id).final }));
      const tokens = (passed: boolean) =>
        judged
          .filter(({ final }) => final !== null && isPassing(final) === passed)
          .map(({ p }) => ({ actorUuid: p.actorUuid }));
      return { passed: tokens(true), failed: tokens(false) };
    },
  };

  roll(card: ChatMessageView, participantId: string, options: GroupRollOptions = {}): Promise<ChatMessageView | null> {
    return nullWhenRefused(async () => {
      const state = cardStateOf(this, card);
      if (!state || !card.id) throw groupTestError("NoCard");
      const participant = findGroupParticipant(state, participantId);
      if (state.status !== "open") throw groupTestError("Closed");
      if (participant.messageId !== null) throw groupTestError("AlreadyRolled", { name: participant.name });
      if (!userMayRoll(currentUser(), participant.actorUuid))
        throw groupTestError("NotYours", { name: participant.name });
      return rollForCard(this.dialogs, {
        ruleSet: "klepto",
        cardId: card.id,
        rollId: participant.id,
        prompt: options.prompt ?? null,
        actorUuid: participant.actorUuid,
        spec: participant.request,
        fastForward: options.fastForward === true,
        messageFlags: moduleFlags(GROUP_ROLL_FLAG, { cardId: card.id, participantId }),
        flavor: groupRollFlavor(game.i18n, participant.name),
        // The Test the card asked for is not the roller's to change: locked in the dialog, refused before any die.
        fixed: { values: { ...participant.request }, whole: true },
        rollerName: participant.name,
        query: RECORD_GROUP_ROLL_QUERY,
        record: (data) => this.writer.handlePost(this, this.rollPost, data),
      });
    });
  }

  /**
   * Gives one Advantage: the user (an owner of the giver, or a GM) posts the request as their own message, and the
   * GM's client checks and records it. Resolves with the request message, or null when refused here.
   */
  give(card: ChatMessageView, giverId: string, receiverId: string): Promise<ChatMessageView | null> {
    return nullWhenRefused(async () => {
      const state = cardStateOf(this, card);
      if (!state || !card.id) throw groupTestError("NoCard");
      const giver = findGroupParticipant(state, giverId);
      const receiver = findGroupParticipant(state, receiverId);
      if (!userMayRoll(currentUser(), giver.actorUuid)) throw groupTestError("NotYoursToGive", { name: giver.name });
      // Whether the giver may give follows from their Score: a user who may not see that roll (their own blind
      // roll) is told nothing of it — neither a refusal naming the Score nor a gift that shows it was 7 or more.
      if (!mayViewRecorded(giver)) throw groupTestError("GiftHidden", { name: giver.name });
      const refused = giftRefusal(state, judgedGroupRolls(this.dice, state), giverId, receiverId);
      if (refused) throw refused;
      const text = game.i18n.format("INDIE_DICE.GroupTest.GiftRequest", { giver: giver.name, receiver: receiver.name });
      // Seen only by those who may see the giver's roll (this user among them, checked above): a gift tells that
      // its giver's Score was 7 or more.
      const audience = viewersNow(giver);
      const message = await createMessage({
        content: `<p class="indie-dice-group-gift-request">${foundry.utils.escapeHTML(text)}</p>`,
        speaker: speakerFor(giver.actorUuid),
        ...(audience === null ? {} : { whisper: [...new Set(audience)] }),
        flags: moduleFlags(GROUP_GIFT_FLAG, { cardId: card.id, giver: giverId, receiver: receiverId }),
      });
      if (message?.id) {
        await askActiveGM({
          query: RECORD_GROUP_GIFT_QUERY,
          data: { cardId: card.id, messageId: message.id },
          local: (data) => this.writer.handlePost(this, this.giftPost, data),
        });
      }
      return message;
    });
  }

  close(card: ChatMessageView): Promise<boolean> {
    return this.writer.pressAsGM(this, "close", card);
  }
}

/** A participant's roll read again from its message: a Kleptonomicon Test judged from its dice, never its claims. */
function readGroupRoll(
  dice: RegisteredDice,
  message: Pick<ChatMessageView, "_source">,
  name: string,
): KleptoTestResult {
  try {
    return readRuleSetRoll(dice, "klepto", message, name).roll as KleptoTestResult;
  } catch {
    throw groupTestError("WrongRoll", { name });
  }
}

/**
 * Every recorded roll, judged again; one that is gone or unreadable is left out, and so is one its author edited
 * since into another Test than the card asked for (an author may update their own message).
 */
function judgedGroupRolls(dice: RegisteredDice, state: GroupTestState): GroupRolls {
  const rolls: Record<string, KleptoTestResult> = {};
  for (const participant of state.participants) {
    const message = recordedRollMessage(participant);
    if (!message) continue;
    try {
      const roll = readGroupRoll(dice, message, participant.name);
      if (matchesRequest(participant.request, roll)) rolls[participant.id] = roll;
    } catch {
      // Left out: the pure layer names the participant whose roll is missing.
    }
  }
  return rolls;
}

function groupRollPost(kind: GroupTestKind): CardPost<GroupTestState, GroupRollFlag> {
  return {
    flag: GROUP_ROLL_FLAG,
    query: RECORD_GROUP_ROLL_QUERY,
    notPost: "NotGroupMessage",
    readFlag: (flag) =>
      typeof flag.cardId === "string" && typeof flag.participantId === "string"
        ? { cardId: flag.cardId, participantId: flag.participantId }
        : null,
    recorded: ({ state, message }) => state.participants.some((p) => p.messageId === message.id),
    waiting: ({ state, flag }) =>
      state.status === "open" && state.participants.some((p) => p.id === flag.participantId && p.messageId === null),
    replay: ({ state, flag }) =>
      groupTestError("AlreadyRolled", { name: findGroupParticipant(state, flag.participantId).name }),
    whose: ({ state, flag }) => {
      const participant = findGroupParticipant(state, flag.participantId);
      return {
        actorUuids: [participant.actorUuid],
        refusal: () => groupTestError("NotOwner", { name: participant.name }),
      };
    },
    record: async ({ state, flag, message }, copy) => {
      const participant = findGroupParticipant(state, flag.participantId);
      // The roll is read only on an open card for a participant who has not rolled: the pure layer says why not.
      if (state.status !== "open") throw groupTestError("Closed");
      if (participant.messageId !== null) throw groupTestError("AlreadyRolled", { name: participant.name });
      // recordGroupRoll refuses a Test other than the one asked for.
      const recorded = recordGroupRoll(
        state,
        participant.id,
        message.id ?? "",
        readGroupRoll(kind.dice, message, participant.name),
      );
      const next = copy
        ? {
            ...recorded,
            participants: recorded.participants.map((p) => (p.id === participant.id ? { ...p, ...copy } : p)),
          }
        : recorded;
      return { state: next };
    },
  };
}

function groupGiftPost(kind: GroupTestKind): CardPost<GroupTestState, GroupGiftFlag> {
  return {
    flag: GROUP_GIFT_FLAG,
    query: RECORD_GROUP_GIFT_QUERY,
    notPost: "NotGroupMessage",
    readFlag: (flag) =>
      typeof flag.cardId === "string" && typeof flag.giver === "string" && typeof flag.receiver === "string"
        ? { cardId: flag.cardId, giver: flag.giver, receiver: flag.receiver }
        : null,
    recorded: ({ card, message }) => giftRequestsOf(card).includes(message.id ?? ""),
    waiting: ({ state, card, message }) => state.status === "open" && !giftRequestsOf(card).includes(message.id ?? ""),
    replay: ({ message }) => groupTestError("GiftUsed", { id: message.id ?? "" }),
    whose: ({ state, flag }) => {
      const giver = findGroupParticipant(state, flag.giver);
      findGroupParticipant(state, flag.receiver);
      return { actorUuids: [giver.actorUuid], refusal: () => groupTestError("NotGiverOwner", { name: giver.name }) };
    },
    record: async ({ state, card, flag, message }) => {
      // The gift's die is the GM's client's to roll: a post carrying dice of its own is no gift.
      if (message._source.rolls.length > 0) throw groupTestError("NotGroupMessage", { id: message.id ?? "" });
      // Whether the giver may give follows from their Score: a player who may not see that roll (their own blind
      // roll) is told nothing of it, here as on their client — neither a refusal naming it nor a gift showing it.
      const giver = findGroupParticipant(state, flag.giver);
      if (!message.author?.isGM && !mayUserViewRecorded(giver, message.author?.id ?? ""))
        throw groupTestError("GiftHidden", { name: giver.name });
      const rolls = judgedGroupRolls(kind.dice, state);
      const refused = giftRefusal(state, rolls, flag.giver, flag.receiver);
      if (refused) throw refused;
      const die = giftNeedsDie(state, rolls, flag.receiver)
        ? await rollGiftDie(kind.dice, state, card, flag.giver, flag.receiver)
        : null;
      const next = applyGift(state, rolls, flag.giver, flag.receiver, die?.dice, die?.messageId ?? null);
      return { state: next, besides: { [GROUP_GIFT_REQUESTS_FLAG]: [...giftRequestsOf(card), message.id ?? ""] } };
    },
  };
}

/**
 * The gift's extra d10, rolled on the GM's client as a real Foundry roll in its own message (Dice So Nice shows it).
 */
async function rollGiftDie(
  dice: RegisteredDice,
  state: GroupTestState,
  card: ChatMessageView,
  giver: string,
  receiver: string,
): Promise<{ dice: DrawnDice; messageId: string }> {
  const roll = dice.rolls.KleptoRoll.fromTest({ modifier: 0, method: giftDieMethod(state, receiver) });
  // Its own colour in Dice So Nice: the receiver's extra die, not a roll of the giver's.
  giveRollSideDieLook(roll, kleptoSideDice.giftDie);
  await roll.evaluate();
  const judged = roll.judgement;
  if (!judged) throw groupTestError("GiftDice", { expected: 1, given: 0 });
  // The die changes the receiver's Score, so it is seen by those who may see the receiver's roll, no one else.
  const mode = modeOfRecorded(findGroupParticipant(state, receiver));
  // It names the giver only where all who see it may see the giver's roll: a gift tells its giver's Score was 7+.
  const giverEntry = findGroupParticipant(state, giver);
  const namesGiver = isAtLeastAsPrivate(viewersInMode(mode, currentUser().id ?? ""), viewersNow(giverEntry));
  const receiverEntry = findGroupParticipant(state, receiver);
  const names = { giver: giverEntry.name, receiver: receiverEntry.name };
  const flavor = game.i18n.format(
    namesGiver ? "INDIE_DICE.GroupTest.GiftDieFlavor" : "INDIE_DICE.GroupTest.GiftDieFlavorTo",
    names,
  );
  // Spoken by its receiver, whose die it is — never by a token the GM happens to have selected.
  // It names its gift, so that it is headed by the card as soon as it is drawn, before the card records it.
  const flags = moduleFlags(GROUP_GIFT_DIE_FLAG, { cardId: card.id, giver, receiver });
  const message = await postRollMessage(
    roll,
    { speaker: speakerFor(receiverEntry.actorUuid), flavor: foundry.utils.escapeHTML(flavor), flags },
    messageModeOption(mode),
  );
  return { dice: drawnDiceOf(judged), messageId: message?.id ?? "" };
}

function mayAct(
  state: GroupTestState,
  user: MessageAuthor,
  act: { kind: string; participant?: string; giver?: string },
): boolean {
  if (act.kind === "close") return user.isGM;
  const id = act.kind === "roll" ? act.participant : act.giver;
  return userMayRoll(user, state.participants.find((p) => p.id === id)?.actorUuid ?? null);
}

/**
 * The head of a gift die's own message (roll-headlines.ts): the receiver's Score with it and the chance its button
 * showed, as the card states them for this viewer. Every client draws the die as the GM's client posts it, before
 * that client writes the gift on the card (it rolls the die first) and never again: a die the card does not hold yet
 * is read as the gift it names, given now. Null for any other die.
 */
function giftDieHeadline(kind: GroupTestKind, messageId: string): RollHeading | null {
  const message = getMessage(messageId);
  const flag = ourFlag(message, GROUP_GIFT_DIE_FLAG);
  const state = typeof flag?.cardId === "string" ? cardStateOf(kind, getMessage(flag.cardId)) : null;
  if (!message || !state) return null;
  const rolls = judgedGroupRolls(kind.dice, state);
  const recorded = state.gifts.findIndex((g) => g.messageId === messageId);
  const withGift = recorded >= 0 ? state : giftAsPosted(kind.dice, state, rolls, message, flag);
  if (!withGift) return null;
  const mayView = (id: string) => mayViewRecorded(state.participants.find((p) => p.id === id));
  return giftDieHeading(
    { state: withGift, rolls, gift: recorded >= 0 ? recorded : withGift.gifts.length - 1, mayView },
    game.i18n,
  );
}

/**
 * The card with the gift a GM's die message names given now, its dice read from the message; null when it may not be.
 */
function giftAsPosted(
  dice: RegisteredDice,
  state: GroupTestState,
  rolls: GroupRolls,
  message: ChatMessageView,
  flag: Record<string, unknown> | null,
): GroupTestState | null {
  const { giver, receiver } = flag ?? {};
  if (!message.author?.isGM || typeof giver !== "string" || typeof receiver !== "string") return null;
  try {
    const name = findGroupParticipant(state, receiver).name;
    const drawn = drawnDiceOf(readRuleSetRoll(dice, "klepto", message, name).roll as KleptoTestResult);
    return applyGift(state, rolls, giver, receiver, drawn, message.id ?? null);
  } catch {
    return null;
  }
}

function nameIn(state: GroupTestState, id: string | undefined): string {
  return state.participants.find((p) => p.id === id)?.name ?? "?";
}
