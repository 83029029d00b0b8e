import type { CardApis, DialogsApi } from "../api";
import type * as CardChunkModule from "../cards/listen-cards";
import type { RegisteredDice } from "../dice/register-dice";
import { allMessages } from "../cards/card-documents";
import { MODULE_ID } from "../module-id";
import { addTokenButton, onHook, queryHandler, registerQuery, type QueryHandler } from "../foundry-hooks";
import { whenReady } from "./when-ready";

/**
 * The entry's side of the card chunk (src/foundry/cards/listen-cards.ts: contests, group tests, extended tests).
 * The chunk is loaded when a table first needs it — an API call, the "Start contest" tool, a card or a card's roll
 * in the chat, a query from another client — so a client that never sees a card never downloads it. Until then
 * this file answers for it: the API members, the queries and the tool exist from `init`, and a card Foundry drew
 * before the chunk arrived is drawn again once it has.
 */

/** The queries the chunk answers; registered here so a query that comes first loads it (tested against the chunk). */
export const CARD_QUERIES = ["recordContestRoll", "startContest", "advanceContest", "recordGroupRoll", "recordGroupGift", "recordExtendedRound", "recordRequestRoll"].map(
  (name) => `${MODULE_ID}.${name}`,
);

/** The flags that make a message a card. */
const CARD_FLAGS = ["contest", "groupTest", "extendedTest", "request"];

type CardChunk = typeof CardChunkModule;
type Loaded = { readonly apis: CardApis; readonly chunk: CardChunk };

let loading: Promise<Loaded> | null = null;

export function listenCards(dice: RegisteredDice, dialogs: DialogsApi): CardApis {
  loading = null;
  // A failed load (a network hiccup) is forgotten, so the next need tries again instead of failing forever.
  const load = (): Promise<Loaded> =>
    (loading ??= import("../cards/listen-cards")
      .then((chunk) => ({ apis: chunk.listenCards(dice, dialogs), chunk }))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  registerQueries(load);
  listenForCardMessages(load);
  listenForContestTool(load);
  return lazyApis(load);
}

/** Resolves once the chunk is loaded, when something asked for it (tests wait for it; Foundry never needs to). */
export function cardsLoaded(): Promise<unknown> {
  return loading ?? Promise.resolve();
}

/** Each query loads the chunk, which puts its own handler in the same place; that handler answers. */
function registerQueries(load: () => Promise<Loaded>): void {
  for (const name of CARD_QUERIES) {
    const forward: QueryHandler = async (data, options) => {
      await load();
      const handler = queryHandler(name);
      if (handler === forward || !handler) throw new Error(`Indie Dice | no handler for ${name}`);
      return handler(data, options);
    };
    registerQuery(name, forward);
  }
}

function listenForCardMessages(load: () => Promise<Loaded>): void {
  // A card drawn before the chunk is here is drawn again once it is (its own hooks draw it from then on).
  onHook("renderChatMessageHTML", (message: FlaggedMessage) => {
    if (loading || !isCard(message)) return;
    load().then(() => redraw(message), warn);
  });
  // A card's roll or gift created before the chunk is here: the chunk's sweep at load records it.
  onHook("createChatMessage", (message: FlaggedMessage) => {
    if (!loading && hasOurFlags(message)) load().catch(warn);
  });
  whenReady(() => {
    if (!loading && allMessages().some(hasOurFlags)) load().catch(warn);
  });
}

/** The "Start contest" tool among the token controls, after the Indie Dice tool. */
function listenForContestTool(load: () => Promise<Loaded>): void {
  addTokenButton({
    name: "indieDiceContest",
    title: "INDIE_DICE.Contest.Start.Title",
    icon: "fa-solid fa-people-arrows",
    onClick: () => void load().then(({ apis, chunk }) => chunk.startContestFromTool(apis)).catch(warn),
  });
  // The GM's Request a roll (hidden from players: only a GM asks the table).
  addTokenButton({
    name: "indieDiceRequest",
    title: "INDIE_DICE.Request.Dialog.Tool",
    icon: "fa-solid fa-users",
    visible: () => game.user?.isGM === true,
    onClick: () => void load().then(({ apis }) => apis.requests.startWithDialog()).catch(warn),
  });
}

interface FlaggedMessage {
  readonly flags?: Record<string, Record<string, unknown> | undefined>;
}

function hasOurFlags(message: FlaggedMessage): boolean {
  const flags = message.flags?.[MODULE_ID];
  return flags !== undefined && Object.keys(flags).length > 0;
}

function isCard(message: FlaggedMessage): boolean {
  const flags = message.flags?.[MODULE_ID];
  return flags !== undefined && CARD_FLAGS.some((flag) => flag in flags);
}

function warn(error: unknown): void {
  console.warn("Indie Dice | the contest, group test and extended test cards could not be loaded", error);
}

function redraw(message: FlaggedMessage): void {
  // fvtt-types 13.345's ChatLog lacks v13's `updateMessage` (a class in a module, with no interface to merge into):
  // the method is looked for on the log itself.
  const log = ui.chat;
  if (log && "updateMessage" in log && typeof log.updateMessage === "function") void log.updateMessage(message);
}

/** The API before the chunk is here: each member loads it, then calls the chunk's own. */
function lazyApis(load: () => Promise<Loaded>): CardApis {
  const apis = async () => (await load()).apis;
  return {
    contests: {
      start: async (options) => (await apis()).contests.start(options),
      startWithDialog: async () => (await apis()).contests.startWithDialog(),
      roll: async (card, participantId, options) => (await apis()).contests.roll(card, participantId, options),
    },
    klepto: {
      groupTest: async (options) => (await apis()).klepto.groupTest(options),
      groupRoll: async (card, participantId, options) => (await apis()).klepto.groupRoll(card, participantId, options),
      giveAdvantage: async (card, giver, receiver) => (await apis()).klepto.giveAdvantage(card, giver, receiver),
      closeGroupTest: async (card) => (await apis()).klepto.closeGroupTest(card),
    },
    kingdoms: {
      extendedTest: async (options) => (await apis()).kingdoms.extendedTest(options),
      extendedRoll: async (card, options) => (await apis()).kingdoms.extendedRoll(card, options),
      endExtendedTest: async (card) => (await apis()).kingdoms.endExtendedTest(card),
    },
    requests: {
      start: async (options) => (await apis()).requests.start(options),
      startWithDialog: async () => (await apis()).requests.startWithDialog(),
      roll: async (card, participantId, options) => (await apis()).requests.roll(card, participantId, options),
      skip: async (card, participantId) => (await apis()).requests.skip(card, participantId),
      close: async (card) => (await apis()).requests.close(card),
    },
  };
}
