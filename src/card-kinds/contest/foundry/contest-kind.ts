/**
 * The contest card as a card kind (docs/cards.md "Contests"): its state in `flags["indie-dice"].contest`, each
 * side's roll its roller's own message flagged `contestRoll` (`{cardId, participantId}`), recorded by the active
 * GM's client, which then rolls the tie-breaks that are due and resolves the card. A Dungeons of Olde stalemate
 * waits for its roll-off button, which either side's owners or a GM may press: the active GM's press rolls it at
 * once; anyone else's is their own message flagged `contestRollOff` (`{cardId, attackerId}`), whispered to the GMs
 * and deleted by its author once answered, so the GM's client knows who asked (beside the state,
 * `contestRollOffRequests`: the posts answered, so a replayed one rolls nothing).
 */
import { Contest } from "../core/contest";
import { defenderOf, findParticipant } from "../core/contest-participants";
import { type ContestState } from "../core/contest-types";
import { CONTEST_STATE_SCHEMA } from "../core/contest-schema";
import { contestRollFlavor, contestSideHeading } from "../ui/card-roll-text";
import { setRollHeadline, type RollHeading } from "../../../foundry/chat/roll-headlines";
import { dialogContestFor } from "../ui/contest-chance";
import type { CardChance } from "../../../ui/dialogs/card-chances";
import { CONTEST_ROLL_ACTION } from "../ui/contest-card-sides";
import { CONTEST_TIE_BREAK_ACTION } from "../ui/contest-card-parts";
import { contestCardModel, contestWindowTitle } from "../ui/contest-card-model";
import type { ContestChancesView, ContestRollOptions } from "./contests-api-types";
import { contestChances } from "../core/contest-chances";
import { MODULE_ID } from "../../../foundry/module-id";
import { nullWhenRefused } from "../../../foundry/notify";
import {
  createMessage,
  currentUser,
  getMessage,
  isActiveGM,
  moduleFlags,
  ourFlag,
  userMayRoll,
  worldGMIds,
} from "../../../foundry/cards/card-documents";
import {
  mayAsk,
  type CardActions,
  type CardContext,
  type CardKindMenu,
  type CardPost,
  type GMActions,
  type PendingRoll,
  type RecordContext,
  type Whose,
} from "../../../foundry/cards/card-kind";
import { RollingCardKind, type RollingKindParts } from "../../../foundry/cards/rolling-card-kind";
import { postCard } from "../../../foundry/cards/post-card";
import { ContestVerdictKind } from "./contest-verdict-kind";
import type { Translator } from "../../../ui/translator";
import { type CardRollPrompt } from "../../../foundry/cards/card-roll";
import { foundryContestKindOf } from "./contest-sides";
import { cardStateOf } from "../../../foundry/cards/card-state";
import { askActiveGM } from "../../../foundry/cards/gm-query";
import { mayViewRecorded } from "../../../foundry/cards/roll-copies";
import { answeredViews, cardViewKey } from "../../../foundry/cards/answered-views";
import { participantNames } from "../../../foundry/sides";
import { judgedRolls, readRecordedRoll } from "./contest-rolls";
import { rollContestTieBreaks } from "./contest-tie-breaks";
import { judgementSettingsKey } from "../../../foundry/judged-card-memo";
import { ADVANCE_CONTEST_QUERY, CONTEST_CARD, CONTEST_ROLL_FLAG, RECORD_ROLL_QUERY } from "./contest-card";
import type { ChatMessageView } from "../../../foundry/types/chat-message";
import { cardError } from "../../../core/card-errors";

export const CONTEST_ROLL_OFF_FLAG = "contestRollOff";
/** Beside the state: the roll-off posts answered. */
const CONTEST_ROLL_OFF_REQUESTS_FLAG = "contestRollOffRequests";
/** Called once per contest, on the active GM's client, when the card resolves. */
const CONTEST_RESOLVED_HOOK = `${MODULE_ID}.contestResolved` as const;

interface ContestRollFlag {
  readonly cardId: string;
  readonly participantId: string;
}

/** A roll-off post: the pairing's attacker. */
interface RollOffFlag {
  readonly cardId: string;
  readonly attackerId: string;
}

/** The roll-off posts a card has answered. */
function rollOffRequestsOf(card: ChatMessageView | null): string[] {
  const list = card?.flags?.[MODULE_ID]?.[CONTEST_ROLL_OFF_REQUESTS_FLAG];
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Who may ask for a pairing's tie-break, which belongs to neither side alone: either side's owners, or a GM
 * (docs/rulings.md "Dungeons of Olde": the roll-off). The button and the GM's client ask the same.
 */
function tieBreakAskers(state: ContestState, attackerId: string | undefined): Whose {
  const attacker = state.participants.find((p) => p.id === attackerId);
  return {
    actorUuids: [attacker?.actorUuid ?? null, defenderOf(state).actorUuid],
    refusal: () => cardError("NotRollOffOwner", { name: attacker?.name ?? "?" }),
  };
}

/** The API's options, and a prompt's asker when the roll opens as a prompt (docs/prompts.md). */
type ContestKindRollOptions = ContestRollOptions & { readonly prompt?: CardRollPrompt | null };

/**
 * The contest card's kind; not a contest kind (`ContestKind`: what a contest's dice are, docs/architecture.md "Words
 * the code uses").
 */
export class ContestCardKind extends RollingCardKind<ContestState> {
  readonly flag = CONTEST_CARD.flag;
  readonly schema = CONTEST_STATE_SCHEMA;
  /** Its verdict, a kind of its own drawn from the contest card's state, posted when a card resolves. */
  readonly verdict: ContestVerdictKind = new ContestVerdictKind(this);
  /** Each drawn card kept for its viewer (answered-views.ts, docs/cards.md "What a card costs"). */
  readonly views = answeredViews<ReturnType<typeof contestCardModel>>(100);
  readonly rollPost = contestRollPost(this);
  readonly rollOffPost = rollOffPost(this);
  override readonly posts = [this.rollPost, this.rollOffPost];

  constructor(parts: RollingKindParts) {
    super(parts);
    setRollHeadline(CONTEST_ROLL_FLAG, (messageId) => sideHeadline(this, messageId));
  }

  placeholder(state: ContestState): readonly string[] {
    return participantNames(state);
  }

  override title(state: ContestState, i18n: Translator): string {
    return contestWindowTitle(i18n, state);
  }

  /**
   * The card for this user: every pairing judged from the recorded rolls; rolls this user may not see stay hidden. Kept
   * while the card, the viewer, the state, the reading of the rules and the rolls read stay the same, and every answer
   * about the viewer (may they roll for a side, may they see its roll) is the same again (answered-views.ts,
   * docs/cards.md "What a card costs").
   */
  view({ card, state, user, detailsOpen }: CardContext<ContestState>): object {
    const key = cardViewKey({ card, user, detailsOpen }, state, state.participants);
    return this.views(key, (ask) =>
      contestCardModel(
        {
          state,
          rolls: judgedRolls(this.dice, state),
          mayRoll: (id) => ask(() => userMayRoll(user, state.participants.find((p) => p.id === id)?.actorUuid ?? null)),
          mayView: (id) => ask(() => mayViewRecorded(state.participants.find((p) => p.id === id))),
          showLuck: game.settings.get(MODULE_ID, "showLuck"),
          detailsOpen,
        },
        game.i18n,
      ),
    );
  }

  readonly actions: CardActions<ContestState> = {
    [CONTEST_ROLL_ACTION]: {
      refusal: ({ state, user }, data) => {
        const participant = state.participants.find((p) => p.id === data.participant);
        return participant && userMayRoll(user, participant.actorUuid)
          ? null
          : cardError("NotYours", { name: participant?.name ?? "?" });
      },
      run: ({ card }, { data, shiftKey, prompt }) =>
        this.roll(card, data.participant ?? "", { fastForward: shiftKey, prompt: prompt ?? null }),
    },
    [CONTEST_TIE_BREAK_ACTION]: {
      refusal: ({ state, user }, data) =>
        mayAsk(user, tieBreakAskers(state, data.pairing))
          ? null
          : cardError("NotYours", { name: state.participants.find((p) => p.id === data.pairing)?.name ?? "?" }),
      run: ({ card }, { data }) => nullWhenRefused(() => askTieBreak(this, card, data.pairing ?? "")),
    },
  };

  // Every side still to roll on an open card: a prompt for its designated roller (docs/prompts.md).
  override pendingRolls(state: ContestState): readonly PendingRoll[] {
    return state.status !== "open"
      ? []
      : state.participants
          .filter((p) => p.messageId === null)
          .map((p) => ({ id: p.id, actorUuid: p.actorUuid, action: CONTEST_ROLL_ACTION, data: { participant: p.id } }));
  }

  override readonly gmActions: GMActions<ContestState> = {
    // The active GM's own press of the tie-break button; anyone else's is the roll-off post above.
    advance: {
      run: async ({ card, state }, data) => ({ state: await pressTieBreak(this, card, state, data.attackerId ?? "") }),
      answer: (next) => ({ participantId: "", status: next.status }),
    },
  };

  override readonly menu: CardKindMenu<ContestState> = {
    // Winners pass, losers fail (docs/cards.md "The card's menu").
    outcomes: (state) => {
      const { winners, losers } = new Contest(state).winnersAndLosers();
      const tokens = (ids: readonly string[]) =>
        state.participants.filter((p) => ids.includes(p.id)).map((p) => ({ actorUuid: p.actorUuid }));
      return { passed: tokens(winners), failed: tokens(losers) };
    },
  };

  override written(card: ChatMessageView, before: ContestState, next: ContestState): void {
    if (before.status === "open" && next.status === "resolved") {
      /**
       * `indie-dice.contestResolved(card, outcome)`: called once per contest, on the active GM's client, when the
       * card resolves. `outcome.pairings` holds each pairing's winner and what decided it.
       */
      Hooks.callAll(CONTEST_RESOLVED_HOOK, card, next.outcome);
      void postCard(this.verdict, { version: 1, cardId: card.id ?? "" }).catch((error: unknown) =>
        console.warn("Indie Dice | the contest's verdict could not be posted", error),
      );
    }
  }

  async roll(
    card: ChatMessageView,
    participantId: string,
    options: ContestKindRollOptions = {},
  ): Promise<ChatMessageView | null> {
    const state = cardStateOf(this, card);
    return nullWhenRefused(async () => {
      if (!state || !card.id) throw cardError("NoCard");
      const participant = findParticipant(state, participantId);
      if (state.status !== "open") throw cardError("Resolved");
      if (participant.messageId !== null) throw cardError("AlreadyRolled", { name: participant.name });
      if (!userMayRoll(currentUser(), participant.actorUuid)) throw cardError("NotYours", { name: participant.name });
      // A proposed roll only fills the dialog: its roller always sees it before rolling, even with Shift held.
      const onlyProposed = participant.spec === null && options.spec == null && participant.proposal != null;
      return foundryContestKindOf(state.ruleSet).rollSide(this.dialogs, {
        state,
        participant,
        cardId: card.id,
        prompt: options.prompt ?? null,
        spec: participant.spec ?? options.spec ?? participant.proposal ?? null,
        fastForward: options.fastForward === true && !onlyProposed,
        messageFlags: moduleFlags(CONTEST_ROLL_FLAG, { cardId: card.id, participantId }),
        flavor: contestRollFlavor(game.i18n, state, participantId),
        cardChance: { contest: contestCardChance(this, state, participantId) },
        follow: (updated) => followedCardChance(this, updated, participantId),
        query: RECORD_ROLL_QUERY,
        record: (data) => this.writer.handlePost(this, this.rollPost, data),
      });
    });
  }

  /**
   * The card's chances as this user may see them (`api.contests.chances`): given the recorded rolls they may see, as
   * the card draws them for them; a plain copy, so a caller's changes reach no card. null for a card it cannot read.
   */
  chances(card: ChatMessageView): ContestChancesView | null {
    const state = cardStateOf(this, card);
    if (!state) return null;
    const seen = (id: string) => mayViewRecorded(state.participants.find((p) => p.id === id));
    const view: ContestChancesView = structuredClone(contestChances(state, judgedRolls(this.dice, state), seen));
    return view;
  }
}

function contestRollPost(kind: ContestCardKind): CardPost<ContestState, ContestRollFlag> {
  return {
    flag: CONTEST_ROLL_FLAG,
    query: RECORD_ROLL_QUERY,
    notPost: "NotContestRoll",
    readFlag: (flag) =>
      typeof flag.cardId === "string" && typeof flag.participantId === "string"
        ? { cardId: flag.cardId, participantId: flag.participantId }
        : null,
    recorded: ({ state, flag, message }) =>
      state.participants.some((p) => p.id === flag.participantId && p.messageId === message.id),
    waiting: ({ state, flag }) =>
      state.status === "open" && state.participants.some((p) => p.id === flag.participantId && p.messageId === null),
    replay: ({ state, flag }) => cardError("AlreadyRolled", { name: findParticipant(state, flag.participantId).name }),
    whose: ({ state, flag, message }) => {
      const participant = findParticipant(state, flag.participantId);
      return {
        actorUuids: [participant.actorUuid],
        refusal: () => cardError("NotOwner", { name: participant.name, user: String(message.author?.id ?? "") }),
      };
    },
    record: async ({ card, state, flag, message }, copy) => {
      const participant = findParticipant(state, flag.participantId);
      const recorded = new Contest(state).recordRoll(readRecordedRoll(kind.dice, state, message, participant));
      const withCopy = copy
        ? {
            ...recorded,
            participants: recorded.participants.map((p) => (p.id === participant.id ? { ...p, ...copy } : p)),
          }
        : recorded;
      return { state: await settle(kind, card.id ?? "", withCopy, null) };
    },
    answer: ({ flag }: RecordContext<ContestState, ContestRollFlag>, next) => ({
      participantId: flag.participantId,
      status: next.status,
    }),
  };
}

/**
 * A pairing's tie-break asked for by its button (the GM's own press, or a request): a Dungeons of Olde roll-off,
 * or one that could not be rolled when the last roll came in. Refused when the pairing waits for none.
 */
async function pressTieBreak(
  kind: ContestCardKind,
  card: ChatMessageView,
  state: ContestState,
  attackerId: string,
): Promise<ContestState> {
  if (state.status !== "open") throw cardError("Resolved");
  const { name } = findParticipant(state, attackerId);
  if (
    !new Contest(state)
      .dueTieBreaks(judgedRolls(kind.dice, state), attackerId)
      .some((need) => need.attackerId === attackerId)
  )
    throw cardError("NoTieBreakDue", { name });
  return settle(kind, card.id ?? "", state, attackerId);
}

/**
 * A pairing's roll-off is either side's or a GM's (docs/rulings.md "Dungeons of Olde"). The asker's own message
 * says who asked; the GM's client rolls, and the message has done its work once answered.
 */
function rollOffPost(kind: ContestCardKind): CardPost<ContestState, RollOffFlag> {
  return {
    flag: CONTEST_ROLL_OFF_FLAG,
    query: ADVANCE_CONTEST_QUERY,
    notPost: "NotRollOffRequest",
    readFlag: (flag) =>
      typeof flag.cardId === "string" && typeof flag.attackerId === "string"
        ? { cardId: flag.cardId, attackerId: flag.attackerId }
        : null,
    recorded: ({ card, message }) => rollOffRequestsOf(card).includes(message.id ?? ""),
    waiting: ({ state, card, message }) =>
      state.status === "open" && !rollOffRequestsOf(card).includes(message.id ?? ""),
    replay: ({ message }) => cardError("RollOffUsed", { id: message.id ?? "" }),
    whose: ({ state, flag }) => tieBreakAskers(state, findParticipant(state, flag.attackerId).id),
    record: async ({ card, state, flag, message }) => {
      // The GM's client rolls the roll-off itself: a request carrying dice of its own is no request it sent.
      if (message._source.rolls.length > 0) throw cardError("NotRollOffRequest", { id: message.id ?? "" });
      return {
        state: await pressTieBreak(kind, card, state, flag.attackerId),
        besides: { [CONTEST_ROLL_OFF_REQUESTS_FLAG]: [...rollOffRequestsOf(card), message.id ?? ""] },
      };
    },
    answer: (_context, next) => ({ participantId: "", status: next.status }),
  };
}

/**
 * The tie-break button: the active GM's press rolls at once; anyone else asks with a message of their own,
 * whispered to the GMs, which they delete once the GM's client has answered (it stays when no GM answered, for the
 * GM's client to pick up when it comes back).
 */
async function askTieBreak(kind: ContestCardKind, card: ChatMessageView, attackerId: string): Promise<boolean> {
  const { writer } = kind;
  if (isActiveGM()) return writer.pressAsGM(kind, "advance", card, { attackerId });
  const state = cardStateOf(kind, card);
  if (!state || !card.id) return false;
  const text = game.i18n.format("INDIE_DICE.Contest.RollOffRequest", {
    attacker: findParticipant(state, attackerId).name,
    defender: defenderOf(state).name,
  });
  const message = await createMessage({
    content: `<p class="${MODULE_ID}-roll-off-request">${foundry.utils.escapeHTML(text)}</p>`,
    whisper: worldGMIds(),
    flags: moduleFlags(CONTEST_ROLL_OFF_FLAG, { cardId: card.id, attackerId }),
  });
  if (!message?.id) return false;
  const answer = await askActiveGM({
    query: ADVANCE_CONTEST_QUERY,
    data: { cardId: card.id, messageId: message.id },
    local: (data) => writer.handlePost(kind, kind.rollOffPost, data),
  });
  if (answer)
    await message
      .delete?.()
      .catch((error: unknown) => console.warn("Indie Dice | a roll-off request could not be deleted", error));
  return answer?.ok === true;
}

/**
 * Once every roll is in: rolls the tie-breaks that are due, then resolves. A card whose rolls cannot all be read stays
 * as it is.
 */
async function settle(
  kind: ContestCardKind,
  cardId: string,
  state: ContestState,
  pressed: string | null,
): Promise<ContestState> {
  try {
    const rolls = judgedRolls(kind.dice, state);
    const contest = new Contest(state);
    const rolled = await rollContestTieBreaks(state, cardId, contest.dueTieBreaks(rolls, pressed));
    return contest.settle(rolls, rolled);
  } catch (error) {
    console.warn("Indie Dice | a contest card could not be settled", error);
    return state;
  }
}

/**
 * A side's card chance in its roll dialog: given each opponent's recorded roll this user may see
 * (docs/versions-and-privacy.md), as the card shows it.
 */
function contestCardChance(kind: ContestCardKind, state: ContestState, participantId: string) {
  return dialogContestFor(state, participantId, judgedRolls(kind.dice, state), (id) =>
    mayViewRecorded(state.participants.find((p) => p.id === id)),
  );
}

/**
 * The side's card chance as the card now stands, while the side is still this user's to roll (docs/prompts.md "The
 * dialog follows the card").
 */
function followedCardChance(kind: ContestCardKind, card: ChatMessageView, participantId: string): CardChance | null {
  const state = cardStateOf(kind, card);
  const participant = state?.participants.find((p) => p.id === participantId);
  if (
    !state ||
    state.status !== "open" ||
    !participant ||
    participant.messageId !== null ||
    !userMayRoll(currentUser(), participant.actorUuid)
  )
    return null;
  return { contest: contestCardChance(kind, state, participantId) };
}

/**
 * The head of a side's own roll message (roll-headlines.ts): the card's line for that side, read from the roll. Every
 * client draws the roll as its roller posts it, before the GM's client records it, and not again: a roll for a side
 * still waiting is read as the card will read it. Null for a roll another message answered (late), or one the card
 * would refuse, which keeps its own.
 */
function sideHeadline(kind: ContestCardKind, messageId: string): RollHeading | null {
  const message = getMessage(messageId);
  const flag = kind.rollPost.readFlag(ourFlag(message, CONTEST_ROLL_FLAG) ?? {});
  const state = flag ? cardStateOf(kind, getMessage(flag.cardId)) : null;
  const participant = state?.participants.find(
    (p) => p.id === flag?.participantId && (p.messageId === messageId || p.messageId === null),
  );
  if (!message || !state || !participant) return null;
  // Not yet recorded: only a roll the card would take (its side's owner's or a GM's, the roll it fixed, on an open
  // card).
  const pending = participant.messageId === null;
  try {
    if (pending && !userMayRoll(message.author, participant.actorUuid)) return null;
    const recorded = readRecordedRoll(kind.dice, state, message, participant);
    if (pending) new Contest(state).recordRoll(recorded);
    return keptSideHeading(state, participant.name, recorded.roll);
  } catch {
    return null;
  }
}

/**
 * Each side's heading as worked out for a card's state, by the side, its roll and the reading of the rules (the
 * language among them): a side's roll message is drawn again on every change and scroll, and its heading reads
 * nothing else. The state is the very object while the card is unchanged (card-state.ts), and nothing in the heading
 * depends on who looks: a roll the viewer may not see is drawn private, with no heading (indie-roll.ts).
 */
const sideHeadings = new WeakMap<ContestState, Map<string, RollHeading>>();

function keptSideHeading(
  state: ContestState,
  name: string,
  roll: Parameters<typeof contestSideHeading>[3],
): RollHeading {
  const key = JSON.stringify([judgementSettingsKey(), name, roll]);
  const kept = sideHeadings.get(state) ?? new Map<string, RollHeading>();
  sideHeadings.set(state, kept);
  const heading = kept.get(key) ?? contestSideHeading(game.i18n, state, name, roll);
  kept.set(key, heading);
  return heading;
}
