/**
 * The K&R Extended Test card as a card kind (docs/cards.md "Extended tests (Kingdoms and Rulers)"): its state in
 * `flags["indie-dice"].extendedTest`, naming each round's roll message. A round is its roller's own KingdomsRoll
 * message flagged `extendedTestRoll` (`{cardId, round}`, the 0-based round it answers, so a second roll for the same
 * round is late, not the next round): exactly the round's `nextDice` d12 against the card's DT. A round the viewing
 * user may not see (a blind or private roll) is drawn as hidden, and so is everything that depends on it.
 */
import {
  endExtendedTest,
  extendedTestError,
  foldExtendedTest,
  notRollingError,
  recordExtendedRound,
  type ExtendedTestCardState,
} from "../../core/extended-test/extended-test-state";
import { EXTENDED_TEST_STATE_SCHEMA } from "../../core/extended-test/extended-test-schema";
import { judgeMargin, type MarginResult } from "../../core/mechanics/margin";
import { boundedCache } from "../../../../ui/roll-cards/bounded-memo";
import {
  EXTENDED_TEST_ACTIONS,
  extendedRoundFlavor,
  extendedRoundHeadline,
  extendedTestCardModel,
} from "../../ui/extended-test/extended-test-card-model";
import { setRollHeadline, type RollHeading } from "../../../../foundry/chat/roll-headlines";
import type { ExtendedOddsInput } from "../../core/extended-test/extended-test-odds";
import type { CardChance } from "../../../../ui/dialogs/card-chances";
import type { RegisteredDice } from "../../../../foundry/dice/register-dice";
import { nullWhenRefused } from "../../../../foundry/notify";
import { currentUser, getMessage, moduleFlags, ourFlag, userMayRoll } from "../../../../foundry/cards/card-documents";
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
import {
  leastPrivateMode,
  mayViewRecorded,
  recordedRollMessage,
  refuseLessPrivate,
  viewersNow,
} from "../../../../foundry/cards/roll-copies";
import type { Viewers } from "../../../../core/roll-audience";
import type { MessageMode } from "../../../../foundry/types/message-mode";
import { answeredViews, cardViewKey } from "../../../../foundry/cards/answered-views";
import { readRuleSetRoll } from "../../../../foundry/cards/roll-reading";
import { EXTENDED_ROLL_FLAG, EXTENDED_TEST_CARD, RECORD_EXTENDED_ROUND_QUERY } from "./extended-test-card";
import type { ChatMessageView } from "../../../../foundry/types/chat-message";

interface ExtendedRollFlag {
  readonly cardId: string;
  readonly round: number;
}

/**
 * A round's head by what it is made of (its round, margin, running total and target, where the test stood as it was
 * due, in the viewer's language): worked out for every draw of a round's roll, its text and chance are made once
 * (docs/cards.md "What a card costs"). What the viewer may see of earlier rounds is decided before: it is in the
 * running total and the standing, or not.
 */
const roundHeadlines = boundedCache<RollHeading>(200);

/** A round's id on the card (counted from 0): each round is a roll of its own, and a prompt of its own. */
function roundId(round: number): string {
  return `round-${round}`;
}

/**
 * Who may see each earlier round now. The next round shows no more than any of them (docs/cards.md "A card's mode
 * rules its rolls"): its number of dice is the pool the earlier rounds left, so a public round after a blind one
 * would show everyone how many dice the blind round lost.
 */
function earlierRounds(state: ExtendedTestCardState): Viewers[] {
  return state.rounds.map(viewersNow);
}

/**
 * The mode this client's user rolls the next round in: their own while every earlier round is public, else the least
 * private that shows no more than the earlier rounds do (locked in the dialog); none fits: refused before any dialog.
 */
function roundModeFor(state: ExtendedTestCardState): { readonly rollMode?: MessageMode } {
  const bounds = earlierRounds(state);
  const mode = leastPrivateMode(bounds, currentUser().id);
  if (mode === null) throw extendedTestError("NoPrivateMode", { name: state.roller.name });
  return mode === "public" ? {} : { rollMode: mode };
}

type RoundRollOptions = { readonly fastForward?: boolean; readonly prompt?: CardRollPrompt | null };

export class ExtendedTestKind extends RollingCardKind<ExtendedTestCardState> {
  readonly flag = EXTENDED_TEST_CARD.flag;
  readonly schema = EXTENDED_TEST_STATE_SCHEMA;
  /** Each drawn card kept for its viewer (answered-views.ts). */
  readonly views = answeredViews<ReturnType<typeof extendedTestCardModel>>(100);
  readonly roundPost = extendedRoundPost(this);
  override readonly posts = [this.roundPost];

  constructor(parts: RollingKindParts) {
    super(parts);
    setRollHeadline(EXTENDED_ROLL_FLAG, (messageId) => roundHeadline(this, messageId));
  }

  placeholder(state: ExtendedTestCardState): readonly string[] {
    return [state.roller.name];
  }

  override title(_state: ExtendedTestCardState, i18n: Translator): string {
    return i18n.localize("INDIE_DICE.ExtendedTest.Title");
  }

  /**
   * The card for this user: the pool, margin and history folded again; a round this user may not see stays hidden.
   * Kept while the card, the viewer, the state, the reading of the rules and the rolls read stay the same, and every
   * answer about the viewer (may they roll, may they see a round) is the same again (answered-views.ts, docs/cards.md
   * "What a card costs").
   */
  view({ card, state, user }: CardContext<ExtendedTestCardState>): object {
    const key = cardViewKey({ card, user }, state, state.rounds);
    return this.views(key, (ask) => {
      const faces = recordedFaces(this.dice, state);
      if (!faces) throw new Error("a round's roll could not be read again");
      return extendedTestCardModel(
        {
          state,
          faces,
          mayAct: (act) => (act.kind === "end" ? user.isGM : ask(() => userMayRoll(user, state.roller.actorUuid))),
          mayView: (index) => ask(() => mayViewRecorded(state.rounds[index])),
        },
        game.i18n,
      );
    });
  }

  readonly actions: CardActions<ExtendedTestCardState> = {
    [EXTENDED_TEST_ACTIONS.roll]: {
      refusal: ({ state, user }) =>
        userMayRoll(user, state.roller.actorUuid) ? null : extendedTestError("NotYours", { name: state.roller.name }),
      run: ({ card }, { shiftKey, prompt }) => this.roll(card, { fastForward: shiftKey, prompt: prompt ?? null }),
    },
    [EXTENDED_TEST_ACTIONS.end]: {
      refusal: ({ user }) => (user.isGM ? null : extendedTestError("NotGM")),
      run: ({ card }) => this.end(card),
    },
  };

  // The next round while the test is rolling: a prompt for the roller's designated player (docs/prompts.md).
  override pendingRolls(state: ExtendedTestCardState): readonly PendingRoll[] {
    try {
      rollingProgress(this.dice, state, { concealed: state.rounds.some((round) => !mayViewRecorded(round)) });
    } catch {
      return [];
    }
    return [
      {
        id: roundId(state.rounds.length),
        actorUuid: state.roller.actorUuid,
        action: EXTENDED_TEST_ACTIONS.roll,
        data: {},
      },
    ];
  }

  override readonly gmActions: GMActions<ExtendedTestCardState> = {
    end: { run: async ({ state }) => ({ state: endExtendedTest(state) }) },
  };

  override readonly menu: CardKindMenu<ExtendedTestCardState> = {
    // The roller passed once the target is reached, failed once the test is over short of it (docs/cards.md "The card's
    // menu").
    outcomes: (state) => {
      const faces = recordedFaces(this.dice, state);
      const phase = faces ? foldExtendedTest(state, faces).phase : "rolling";
      const roller = [{ actorUuid: state.roller.actorUuid }];
      if (phase === "succeeded") return { passed: roller, failed: [] };
      return phase === "rolling" ? null : { passed: [], failed: roller };
    },
  };

  roll(card: ChatMessageView, options: RoundRollOptions = {}): Promise<ChatMessageView | null> {
    return nullWhenRefused(async () => {
      const state = cardStateOf(this, card);
      if (!state || !card.id) throw extendedTestError("NoCard");
      const concealed = concealsRounds(state);
      const { progress } = rollingProgress(this.dice, state, { concealed });
      if (!userMayRoll(currentUser(), state.roller.actorUuid))
        throw extendedTestError("NotYours", { name: state.roller.name });
      const count = progress.nextDice;
      return rollForCard(this.dialogs, {
        ruleSet: "kingdoms",
        cardId: card.id,
        rollId: roundId(state.rounds.length),
        prompt: options.prompt ?? null,
        actorUuid: state.roller.actorUuid,
        spec: { pool: count, dice: count, dt: state.dt },
        // The round's dice and the card's DT are not the roller's to change: locked, refused before any die. After a
        // round hidden from this user, the number of dice is the pool that round left: the roll carries it, the
        // dialog never draws it (nor odds from it), and the round is posted where they may not see it (roundModeFor).
        fixed: {
          values: { pool: count, dice: count, dt: state.dt },
          whole: true,
          ...(concealed ? { concealed: ["pool", "dice"] } : {}),
        },
        // The round's card chance is the test's: to reach the target in the rounds left (never drawn after a hidden
        // round).
        cardChance: { extendedTest: roundCardChance(this.dice, state) },
        follow: (updated) => followedCardChance(this, updated, state.rounds.length),
        rollerName: state.roller.name,
        fastForward: options.fastForward === true,
        ...roundModeFor(state),
        messageFlags: moduleFlags(EXTENDED_ROLL_FLAG, { cardId: card.id, round: state.rounds.length }),
        flavor: extendedRoundFlavor(game.i18n, state),
        query: RECORD_EXTENDED_ROUND_QUERY,
        record: (data) => this.writer.handlePost(this, this.roundPost, data),
      });
    });
  }

  end(card: ChatMessageView): Promise<boolean> {
    return this.writer.pressAsGM(this, "end", card);
  }
}

/** A round's faces read again: a KingdomsRoll whose dice are what its formula makes, against the card's DT. */
function readRoundFaces(
  dice: RegisteredDice,
  state: ExtendedTestCardState,
  message: Pick<ChatMessageView, "_source">,
): number[] {
  const name = state.roller.name;
  try {
    const { spec, roll } = readRuleSetRoll(dice, "kingdoms", message, name);
    if ((spec as { dt: number }).dt !== state.dt) throw new Error("another DT");
    return (roll as MarginResult).dice.map((die) => die.face);
  } catch {
    throw extendedTestError("WrongRoll", { name });
  }
}

/** Every recorded round's faces, in order; null when a round's message is gone or cannot be read. */
function recordedFaces(dice: RegisteredDice, state: ExtendedTestCardState): number[][] | null {
  const faces: number[][] = [];
  for (const round of state.rounds) {
    const message = recordedRollMessage(round);
    if (!message) return null;
    try {
      faces.push(readRoundFaces(dice, state, message));
    } catch {
      return null;
    }
  }
  return faces;
}

/**
 * The fold so far, on a card that is still rolling (the pure layer says why not otherwise). A roller barred from
 * a round (`concealed`) is not told by the refusal that it decided the test: their card offers the next round
 * whenever the count of rounds allows one.
 */
function rollingProgress(
  dice: RegisteredDice,
  state: ExtendedTestCardState,
  { concealed = false }: { readonly concealed?: boolean } = {},
) {
  const faces = recordedFaces(dice, state);
  if (!faces) throw extendedTestError("RollMissing");
  const progress = foldExtendedTest(state, faces);
  if (progress.phase !== "rolling")
    throw concealed && progress.phase !== "ended"
      ? extendedTestError("HiddenRound")
      : notRollingError(state, progress.phase);
  return { faces, progress };
}

function extendedRoundPost(kind: ExtendedTestKind): CardPost<ExtendedTestCardState, ExtendedRollFlag> {
  return {
    flag: EXTENDED_ROLL_FLAG,
    query: RECORD_EXTENDED_ROUND_QUERY,
    notPost: "NotExtendedRoll",
    readFlag: (flag) =>
      typeof flag.cardId === "string" && Number.isSafeInteger(flag.round)
        ? { cardId: flag.cardId, round: flag.round as number }
        : null,
    recorded: ({ state, message }) => state.rounds.some((round) => round.messageId === message.id),
    waiting: ({ state, flag }) => state.status === "open" && flag.round >= state.rounds.length,
    replay: ({ message }) => extendedTestError("MessageUsed", { id: message.id ?? "" }),
    whose: ({ state }) => ({
      actorUuids: [state.roller.actorUuid],
      refusal: () => extendedTestError("NotOwner", { name: state.roller.name }),
    }),
    record: async ({ state, flag, message }, copy) => {
      const { faces } = rollingProgress(kind.dice, state);
      if (flag.round !== state.rounds.length)
        throw extendedTestError("StaleRound", { round: flag.round + 1, due: state.rounds.length + 1 });
      // The pure layer refuses any other number of dice than the round's.
      const recorded = recordExtendedRound(state, faces, message.id ?? "", readRoundFaces(kind.dice, state, message));
      refuseLessPrivate(copy, earlierRounds(state), () =>
        extendedTestError("LessPrivate", { name: state.roller.name }),
      );
      const next = copy
        ? {
            ...recorded,
            rounds: recorded.rounds.map((round) => (round.messageId === message.id ? { ...round, ...copy } : round)),
          }
        : recorded;
      return { state: next };
    },
    rollMode: ({ state }) => roundModeFor(state).rollMode ?? null,
  };
}

/** A round hidden from this user: the pool it left is never drawn, nor odds from it. */
function concealsRounds(state: ExtendedTestCardState): boolean {
  return state.rounds.some((round) => !mayViewRecorded(round));
}

/** The round's card chance is the test's: to reach the target in the rounds left (never drawn after a hidden round). */
function roundCardChance(dice: RegisteredDice, state: ExtendedTestCardState): ExtendedOddsInput | null {
  if (concealsRounds(state)) return null;
  const { progress } = rollingProgress(dice, state, { concealed: false });
  return {
    pool: progress.test.pool,
    dt: state.dt,
    replenish: state.replenish,
    margin: progress.test.runningMargin,
    targetMargin: state.targetMargin,
    roundsLeft: progress.roundsLeft,
  };
}

/**
 * The round's card chance as the card now stands, while that round is still this user's to roll (docs/prompts.md "The
 * dialog follows the card").
 */
function followedCardChance(kind: ExtendedTestKind, card: ChatMessageView, round: number): CardChance | null {
  const state = cardStateOf(kind, card);
  if (
    !state ||
    state.status !== "open" ||
    state.rounds.length !== round ||
    !userMayRoll(currentUser(), state.roller.actorUuid)
  )
    return null;
  try {
    return { extendedTest: roundCardChance(kind.dice, state) };
  } catch {
    // The test reached its end (or a round cannot be read): no round is rolled any more.
    return null;
  }
}

/**
 * The head of a round's own roll message (roll-headlines.ts), for a viewer who may see that roll: its round and
 * margin, and — where every earlier round may be seen too — the running total after it and the test's chance as the
 * round was due: a round hidden from the viewer must not show through the sum, nor through the pool it left. Null
 * for any other message, or one naming no card of this kind.
 */
function roundHeadline(kind: ExtendedTestKind, messageId: string): RollHeading | null {
  const message = getMessage(messageId);
  const flag = kind.roundPost.readFlag(ourFlag(message, EXTENDED_ROLL_FLAG) ?? {});
  const state = flag ? cardStateOf(kind, getMessage(flag.cardId)) : null;
  if (!message || !flag || !state) return null;
  const margin = judgeMargin(readRoundFaces(kind.dice, state, message), state.dt).margin;
  const recorded = state.rounds[flag.round];
  // A late roll for a round another message answers has no running total of its own.
  const itsRound = flag.round <= state.rounds.length && (recorded === undefined || recorded.messageId === messageId);
  const before = itsRound ? standingBefore(kind.dice, state, flag.round) : null;
  const facts = {
    round: flag.round,
    margin,
    running: before === null ? null : before.margin + margin,
    targetMargin: state.targetMargin,
    before,
  };
  return roundHeadlines.get(JSON.stringify([game.i18n.lang, facts]), () => extendedRoundHeadline(game.i18n, facts));
}

/**
 * Where the test stood as round `round` (0-based) was due, for this viewer: null unless they may see every earlier
 * round and each can be read again.
 */
function standingBefore(dice: RegisteredDice, state: ExtendedTestCardState, round: number): ExtendedOddsInput | null {
  const earlier = state.rounds.slice(0, round);
  if (!earlier.every((recorded) => mayViewRecorded(recorded))) return null;
  const messages = earlier.map((recorded) => recordedRollMessage(recorded));
  if (messages.some((m) => m === null)) return null;
  const { test, roundsLeft } = foldExtendedTest(
    { ...state, status: "open", rounds: earlier },
    messages.map((m) => readRoundFaces(dice, state, m!)),
  );
  return {
    pool: test.pool,
    dt: state.dt,
    replenish: state.replenish,
    margin: test.runningMargin,
    targetMargin: state.targetMargin,
    roundsLeft,
  };
}
