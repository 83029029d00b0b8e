/**
 * A card kind as the entry knows it before the card chunk is loaded (docs/cards.md "A card kind"): the light half
 * of a kind, which the loader (src/foundry/cards/card-chunk-loader.ts) reads without loading the chunk, and the kind
 * itself (its `…-kind.ts`, in the chunk) takes its flag and query names from; and a rule set's own kind as its
 * descriptor gives it (`FoundryRuleSet.cardKinds`). Types only: what the card framework hands a kind is declared
 * by the framework (src/root/card-chunk.ts) by declaration merging, since the framework reads the rule
 * sets' registry and a descriptor's type may not import it back.
 */
import type { CardApis, RuleSetCardApis } from "./indie-dice-api";
import type { IndieQueryName } from "./queries";

export interface CardKindDeclaration<Api extends keyof CardApis> {
  /** The API member it answers for (`api.groupTests`). */
  readonly api: Api;
  /** The flag holding a card's state: `flags["indie-dice"][flag]`. */
  readonly flag: string;
  /**
   * The flags of rolls made for the card whose headline the kind gives (src/foundry/chat/roll-headlines.ts). Absent:
   * none.
   */
  readonly headlinedRollFlags?: readonly string[];
  /**
   * The `CONFIG.queries` names the kind answers, each registered from `init` so that a query that comes first loads it.
   */
  readonly queries: readonly IndieQueryName[];
  /**
   * Every member of its API (`api[Api]`), each answered from `init` by loading the chunk: a member left out does not
   * compile.
   */
  readonly apiMembers: { readonly [Member in keyof CardApis[Api]]-?: true };
  /**
   * The flags of its roll messages whose 3D dice would tell a user who may not see them something
   * (dice-so-nice-ready.ts).
   */
  readonly tellingDiceFlags?: readonly string[];
  /**
   * The kind's code, for a kind a module adds (docs/rule-set-authors.md "A card kind of your own"): called once, when
   * the card chunk starts, with what every kind is made with and the card kit (`parts.kit`). A module's script is
   * loaded whole, so its code is here; Indie Dice's own kinds leave it out, their code listed where only the chunk
   * imports it (src/rule-sets/cards.ts), and the hook's registry refuses a module's kind without it.
   */
  readonly start?: (parts: CardKindParts) => StartedCardKind<Api>;
}

/**
 * What every kind is made with when the chunk starts (the dice, the dialogs, the one writer of cards): the chunk
 * declares it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by src/root/card-chunk.ts
export interface CardKindParts {}

/**
 * A card kind as the chunk starts it — a shared one (contests, requests) or a rule set's own: its API under the
 * member it answers for, and the kind (the chunk declares its type).
 */
export interface StartedOwnKind {
  readonly member: keyof CardApis;
  readonly api: CardApis[keyof CardApis];
  /** The flags of the messages made for a card (beside its rolls) that get a "Go to the card" (a gift's die). */
  readonly linkedFlags?: readonly string[];
}

/** What a kind's code gives once started: `StartedOwnKind` with its own API. */
export type StartedCardKind<Api extends keyof CardApis> = Omit<StartedOwnKind, "member" | "api"> & {
  readonly api: CardApis[Api];
};

/**
 * Any one card kind of a rule set's own (`FoundryRuleSet.cardKinds`: the Kleptonomicon's group test, K&R's extended
 * test, or a module's): its declaration, read at startup. A built-in kind's code is in the card chunk, listed by
 * src/rule-sets/cards.ts, so the startup scripts hold only the declaration; a module's is its declaration's `start`.
 */
export type AnyRuleSetCardKind = { [Api in keyof RuleSetCardApis]: CardKindDeclaration<Api> }[keyof RuleSetCardApis];
