/**
 * What the composition root (src/root/, docs/architecture.md "The composition root") hands the Foundry layer when the
 * entry starts it: the kit a module's rule set or adapter builds with, the API's assembly, and the card chunk's import.
 * The layer names them by these types alone and imports nothing above it; the root fills them.
 */
import type { DialogsApi } from "./types/dialogs";
import type { CardApis, IndieDiceApi } from "./types/indie-dice-api";
import type { RegisteredDice } from "./dice/register-dice";
import type { CardMenu } from "./types/card-menu";
import type { ChatMessageView } from "./types/chat-message";
import type { FairnessApi } from "./types/fairness-api";

/**
 * The kit handed to a module's rule set or game system on the registries' hooks: its members are declared where the
 * kit is assembled (src/root/rule-set-kit.ts), which merges them into this interface.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RuleSetKit {}

/** What the chunk does when Foundry announces a chat message, or that the world is ready. */
interface CardChunkListeners {
  /** `createChatMessage`: the active GM's client records a card's roll or request. */
  messageCreated(message: ChatMessageView): void;
  /** `updateChatMessage`: a card changed; its prompts and open roll dialogs follow (docs/prompts.md). */
  messageUpdated(message: ChatMessageView): void;
  /** `renderChatMessageHTML`: draws a card, or a roll's link back to its card. */
  messageRendered(message: ChatMessageView, html: HTMLElement): void;
  /**
   * `ready`: the active GM's client records what was posted while no GM was there; a player's prompts still asked open.
   */
  ready(): void;
}

/** The card APIs and the chunk's listeners, once the chunk is loaded and started. */
export interface StartedCards {
  readonly apis: CardApis;
  readonly listeners: CardChunkListeners;
  /** What the chat messages' context menu asks of the cards. */
  readonly menu: CardMenu;
}

/** The card chunk (src/root/card-chunk.ts), as its loader sees it once imported. */
export interface CardChunk {
  startCards(dice: RegisteredDice, dialogs: DialogsApi): StartedCards;
  /** The "Start contest" tool: asks the rule set and each side's roll, then starts. */
  startContestFromTool(apis: CardApis): Promise<unknown>;
}

/** What the root hands the hooks (src/foundry/hooks/index.ts `listenHooks`). */
export interface Composition {
  /** The kit on the registries' hooks (`indie-dice.registerRuleSets`, `indie-dice.registerSystems`). */
  readonly kit: RuleSetKit;
  /** The public API, from what `init` built. */
  createApi(dice: RegisteredDice, dialogs: DialogsApi, cards: CardApis, fairness: FairnessApi): IndieDiceApi;
  /** Loads the card chunk (a lazy import: its own chunk of the build). */
  importCardChunk(): Promise<CardChunk>;
}
