import type { CardApis, DialogsApi } from "../api";
import type * as CardChunkModule from "../cards/listen-cards";
import type { RegisteredDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";
import { whenReady } from "./when-ready";

/**
 * The entry's side of the card chunk (src/foundry/cards/listen-cards.ts: contests, group tests, extended tests).
 * The chunk is loaded when a table first needs it — an API call, the "Start contest" tool, a card or a card's roll
 * in the chat, a query from another client — so a client that never sees a card never downloads it. Until then
 * this file answers for it: the API members, the queries and the tool exist from `init`, and a card Foundry drew
 * before the chunk arrived is drawn again once it has.
 */

const CARD_API_MEMBERS = {
  contests: ["start", "startWithDialog", "roll"],
  klepto: ["groupTest", "groupRoll", "giveAdvantage", "closeGroupTest"],
  kingdoms: ["extendedTest", "extendedRoll", "endExtendedTest"],
} as const;

/** The queries the chunk answers; registered here so a query that comes first loads it (tested against the chunk). */
export const CARD_QUERIES = ["recordContestRoll", "startContest", "advanceContest", "recordGroupRoll", "recordGroupGift", "recordExtendedRound"].map(
  (name) => `${MODULE_ID}.${name}`,
);

/** The flags that make a message a card. */
const CARD_FLAGS = ["contest", "groupTest", "extendedTest"];

type CardChunk = typeof CardChunkModule;
type Loaded = { readonly apis: CardApis; readonly chunk: CardChunk };
type Query = (data: unknown, options: { timeout?: number }) => unknown;

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
  const queries = CONFIG.queries as unknown as Record<string, Query>;
  for (const name of CARD_QUERIES) {
    const forward: Query = async (data, options) => {
      await load();
      const handler = queries[name];
      if (handler === forward || !handler) throw new Error(`Indie Dice | no handler for ${name}`);
      return handler(data, options);
    };
    queries[name] = forward;
  }
}

function listenForCardMessages(load: () => Promise<Loaded>): void {
  // A card drawn before the chunk is here is drawn again once it is (its own hooks draw it from then on).
  Hooks.on("renderChatMessageHTML" as never, ((message: FlaggedMessage) => {
    if (loading || !isCard(message)) return;
    load().then(() => redraw(message), warn);
  }) as never);
  // A card's roll or gift created before the chunk is here: the chunk's sweep at load records it.
  Hooks.on("createChatMessage" as never, ((message: FlaggedMessage) => {
    if (!loading && hasOurFlags(message)) load().catch(warn);
  }) as never);
  whenReady(() => {
    const messages = (game.messages?.contents ?? []) as unknown as FlaggedMessage[];
    if (!loading && messages.some(hasOurFlags)) load().catch(warn);
  });
}

/** The "Start contest" tool among the token controls, after the Indie Dice tool. */
function listenForContestTool(load: () => Promise<Loaded>): void {
  Hooks.on("getSceneControlButtons" as never, ((controls: Record<string, { tools: Record<string, object> } | undefined>) => {
    const tokens = controls.tokens;
    if (!tokens) return;
    tokens.tools.indieDiceContest = {
      name: "indieDiceContest",
      order: Object.keys(tokens.tools).length,
      title: "INDIE_DICE.Contest.Start.Title",
      icon: "fa-solid fa-people-arrows",
      button: true,
      visible: true,
      onChange: () => void load().then(({ apis, chunk }) => chunk.startContestFromTool(apis)).catch(warn),
    };
  }) as never);
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
  const log = ui.chat as unknown as { updateMessage?(message: unknown): Promise<void> } | undefined;
  void log?.updateMessage?.(message);
}

type AnyFunction = (...args: unknown[]) => unknown;

function lazyApis(load: () => Promise<Loaded>): CardApis {
  const entries = Object.entries(CARD_API_MEMBERS).map(([api, members]) => {
    const methods = members.map((member) => {
      const call = async (...args: unknown[]) => {
        const { apis } = await load();
        return (apis[api as keyof CardApis] as unknown as Record<string, AnyFunction>)[member]!(...args);
      };
      return [member, call] as const;
    });
    return [api, Object.fromEntries(methods)] as const;
  });
  return Object.fromEntries(entries) as unknown as CardApis;
}
