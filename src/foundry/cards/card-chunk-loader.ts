import type { DialogsApi } from "../types/dialogs";
import type { CardApis } from "../types/indie-dice-api";
import type { RegisteredDice } from "../dice/register-dice";
import { allMessages } from "./card-documents";
import { MODULE_ID } from "../module-id";
import type { CardMenu } from "../types/card-menu";
import type { TokenButton } from "../types/foundry-hooks";
import { queryHandler, registerQuery } from "../queries/queries";
import type { IndieQueryName, QueryHandler } from "../types/queries";
import type { CardKindDeclaration } from "../types/card-kinds";
import { ruleSetCardKinds } from "../rule-sets";
import { sharedCardKinds } from "./shared-card-kinds";
import type { ChatMessageView } from "../types/chat-message";
import type { CardChunk, StartedCards } from "../composition";

/**
 * The entry's side of the card chunk (src/root/card-chunk.ts: contests, requests and the rule sets' own kinds — group
 * tests, extended tests — whose code each rule set's descriptor loads, `FoundryRuleSet.cardKinds`).
 * The chunk is loaded when a table first needs it — an API call, the "Start contest" tool, a card or a card's roll
 * in the chat, a query from another client — so a client that never sees a card never downloads it. Until then
 * this file answers for it: the API members, the queries and the tools exist from `init`, and a card Foundry drew
 * before the chunk arrived is drawn again once it has.
 */

/** What the loader reads of a kind's declaration: its API member, flags, queries and API members' names. */
type Declared = Omit<CardKindDeclaration<keyof CardApis>, "api" | "apiMembers"> & {
  readonly api: string;
  readonly apiMembers: object;
};

/** Each card kind's declaration: the shared ones', then the rule sets' own (`cardKinds`). */
function declarations(): Declared[] {
  return [...sharedCardKinds(), ...ruleSetCardKinds()];
}

/** The queries the chunk answers; registered here so a query that comes first loads it (tested against the chunk). */
export function cardQueries(): IndieQueryName[] {
  return declarations().flatMap((kind) => kind.queries);
}

/**
 * The flags of rolls made for a card whose headline the chunk gives (an Extended Test's rounds), and those with the
 * flags that make a message a card: read from the declarations once, in `init` (every rule set is registered by
 * then), since every message Foundry draws is checked against them.
 */
let declaredFlags: { readonly headlinedRolls: readonly string[]; readonly cardsAndHeadlinedRolls: readonly string[] } =
  { headlinedRolls: [], cardsAndHeadlinedRolls: [] };

function readDeclaredFlags(): typeof declaredFlags {
  const kinds = declarations();
  const headlinedRolls = kinds.flatMap((kind) => kind.headlinedRollFlags ?? []);
  return { headlinedRolls, cardsAndHeadlinedRolls: [...kinds.map((kind) => kind.flag), ...headlinedRolls] };
}

type Loaded = StartedCards & { readonly chunk: CardChunk };

let loading: Promise<Loaded> | null = null;
/** The started chunk: its listeners are called by the hooks from then on. */
let loaded: Loaded | null = null;
/** The cards Foundry drew before the chunk was here, with the element each was drawn in. */
let drawnBeforeLoad: { readonly message: ChatMessageView; readonly html: HTMLElement }[] = [];
/** Loads and starts the chunk once (set in `init`, when the dice and dialogs it needs exist). */
let loadChunk: (() => Promise<Loaded>) | null = null;

/** The card APIs before the chunk is loaded (each member loads it), and the token tools that load it. */
interface CardsOnDemand {
  readonly apis: CardApis;
  readonly tools: readonly TokenButton[];
}

/**
 * `importChunk` loads the chunk (src/root/card-chunk.ts, where every kind's code is assembled), only when needed: the
 * composition root hands it over (src/root/index.ts), so this layer imports no kind's code.
 */
export function loadCardsOnDemand(
  dice: RegisteredDice,
  dialogs: DialogsApi,
  importChunk: () => Promise<CardChunk>,
): CardsOnDemand {
  loading = null;
  loaded = null;
  drawnBeforeLoad = [];
  declaredFlags = readDeclaredFlags();
  // A failed load (a network hiccup) is forgotten, so the next need tries again instead of failing forever.
  const loadOnce = (): Promise<Loaded> =>
    (loading ??= importChunk()
      .then((chunk) => (loaded = { ...chunk.startCards(dice, dialogs), chunk }))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  loadChunk = loadOnce;
  registerQueries(loadOnce);
  return { apis: lazyApis(loadOnce), tools: cardTools(loadOnce) };
}

/** Resolves once the chunk is loaded, when something asked for it (tests wait for it; Foundry never needs to). */
export function cardsLoaded(): Promise<unknown> {
  return loading ?? Promise.resolve();
}

/** Each query loads the chunk, which puts its own handler in the same place; that handler answers. */
function registerQueries(load: () => Promise<Loaded>): void {
  for (const name of cardQueries()) {
    const forward: QueryHandler = async (data, options) => {
      await load();
      const handler = queryHandler(name);
      if (handler === forward || !handler) throw new Error(`Indie Dice | no handler for ${name}`);
      return handler(data, options);
    };
    registerQuery(name, forward);
  }
}

/**
 * `renderChatMessageHTML`: a card drawn before the chunk is here is drawn in that same element once it is (the
 * chunk's listener draws it from then on) — wherever Foundry put it: the log, the notification area, a pop-out.
 */
export function cardMessageRendered(message: ChatMessageView, html: HTMLElement): void {
  if (loaded) {
    loaded.listeners.messageRendered(message, html);
    return;
  }
  if (!loadChunk || !(isCard(message) || namesACard(message))) return;
  // The first card waiting asks for the chunk (or joins the load under way), and is drawn with the others once here.
  if (drawnBeforeLoad.push({ message, html }) > 1) return;
  loadChunk().then(drawWhatWaited, (error: unknown) => {
    // The next card drawn tries again (its own render: these elements keep their placeholder).
    drawnBeforeLoad = [];
    warn(error);
  });
}

/**
 * A card is drawn in each element it was drawn in before; a roll whose headline the chunk gives is rendered again
 * by the log, since the headline is part of the roll's own render.
 */
function drawWhatWaited(started: Loaded): void {
  const waiting = drawnBeforeLoad;
  drawnBeforeLoad = [];
  const rendered = new Set<ChatMessageView>();
  for (const { message, html } of waiting) {
    if (!isHeadlinedRoll(message)) started.listeners.messageRendered(message, html);
    else if (!rendered.has(message)) {
      rendered.add(message);
      redraw(message);
    }
  }
}

function redraw(message: ChatMessageView): void {
  // fvtt-types 13.345's ChatLog lacks v13's `updateMessage` (a class in a module, with no interface to merge into):
  // the method is looked for on the log itself.
  const log = ui.chat;
  if (log && "updateMessage" in log && typeof log.updateMessage === "function") void log.updateMessage(message);
}

/** `createChatMessage`: a card's roll or gift created before the chunk is here is recorded by its sweep at load. */
export function cardMessageCreated(message: ChatMessageView): void {
  if (loadChunk && !loading && hasOurFlags(message)) loadChunk().catch(warn);
  loaded?.listeners.messageCreated(message);
}

/** `updateChatMessage`: a card that changed before the chunk is here is picked up by the chunk's sweep at load. */
export function cardMessageUpdated(message: ChatMessageView): void {
  if (loadChunk && !loading && isCard(message)) loadChunk().catch(warn);
  loaded?.listeners.messageUpdated(message);
}

/** `ready`: a world with cards in its log loads the chunk; a loaded chunk records what waits. */
export function cardsReady(): void {
  if (loadChunk && !loading && allMessages().some(hasOurFlags)) loadChunk().catch(warn);
  loaded?.listeners.ready();
}

/**
 * The card chunk's part of the chat messages' context menu, once loaded. A menu's entries are decided at once when
 * it opens, so before then a card's entries are not offered; asking starts the load (a card in the log loads it
 * anyway as it is drawn).
 */
export function cardMenuNow(): CardMenu | null {
  if (!loaded && loadChunk && !loading) loadChunk().catch(warn);
  return loaded?.menu ?? null;
}

/** The "Start contest" tool among the token controls, then the GM's Request a roll (hidden from players). */
function cardTools(loadNow: () => Promise<Loaded>): TokenButton[] {
  return [
    {
      name: "indieDiceContest",
      title: "INDIE_DICE.Contest.Start.Title",
      icon: "fa-solid fa-people-arrows",
      onClick: () =>
        void loadNow()
          .then(({ apis, chunk }) => chunk.startContestFromTool(apis))
          .catch(warn),
    },
    {
      name: "indieDiceRequest",
      title: "INDIE_DICE.Request.Dialog.Tool",
      icon: "fa-solid fa-users",
      visible: () => game.user?.isGM === true,
      onClick: () =>
        void loadNow()
          .then(({ apis }) => apis.requests.startWithDialog())
          .catch(warn),
    },
  ];
}

function hasOurFlags(message: ChatMessageView): boolean {
  const flags = message.flags?.[MODULE_ID];
  return flags !== undefined && Object.keys(flags).length > 0;
}

function isHeadlinedRoll(message: ChatMessageView): boolean {
  const flags = message.flags?.[MODULE_ID];
  return flags !== undefined && declaredFlags.headlinedRolls.some((flag) => flag in flags);
}

/** A card, or a roll made for one whose headline the chunk gives (roll-headlines.ts): drawn again once it loads. */
function isCard(message: ChatMessageView): boolean {
  const flags = message.flags?.[MODULE_ID];
  return flags !== undefined && declaredFlags.cardsAndHeadlinedRolls.some((flag) => flag in flags);
}

/**
 * A message made for a card (a roll, a gift, a verdict): one of its flags names the card, so it gets its "Go to the
 * card".
 */
function namesACard(message: ChatMessageView): boolean {
  const flags = message.flags?.[MODULE_ID];
  return (
    flags !== undefined &&
    Object.values(flags).some(
      (flag) => flag !== null && typeof flag === "object" && typeof Reflect.get(flag, "cardId") === "string",
    )
  );
}

function warn(error: unknown): void {
  console.warn("Indie Dice | the cards could not be loaded", error);
}

/** A member of a card API before the chunk is here: it loads the chunk, then calls the chunk's own. */
type Forwarder = (...args: unknown[]) => Promise<unknown>;

/** The API before the chunk is here: each member each kind declares loads it, then calls the chunk's own. */
function lazyApis(load: () => Promise<Loaded>): CardApis {
  const apis: Record<string, Readonly<Record<string, Forwarder>>> = {};
  for (const { api, apiMembers } of declarations()) apis[api] = forwarders(api, Object.keys(apiMembers), load);
  // Each kind's list of members is checked whole against CardApis (src/foundry/types/card-kinds.ts); what a list of
  // names cannot say is each member's signature, which its forwarder takes from the chunk's own member.
  return apis as { readonly [Api in keyof CardApis]: Readonly<Record<keyof CardApis[Api], Forwarder>> } as CardApis;
}

/** One card API's forwarders, by member: each loads the chunk, then calls its own member with what it was given. */
function forwarders(
  api: string,
  members: readonly string[],
  load: () => Promise<Loaded>,
): Readonly<Record<string, Forwarder>> {
  const forward =
    (member: string): Forwarder =>
    async (...args) => {
      const target: unknown = Reflect.get((await load()).apis, api);
      const method: unknown = typeof target === "object" && target !== null ? Reflect.get(target, member) : undefined;
      if (typeof method !== "function") throw new Error(`Indie Dice | the card chunk has no api.${api}.${member}`);
      return Reflect.apply(method, target, args);
    };
  return Object.fromEntries(members.map((member) => [member, forward(member)] as const));
}
