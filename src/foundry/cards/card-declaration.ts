/**
 * A card kind as the entry knows it before the card chunk is loaded (docs/cards.md "A card kind"):
 * the light half of a kind, which the loader (card-chunk-loader.ts) reads without loading the chunk, and the kind
 * itself (its `…-kind.ts`, in the chunk) takes its flag and query names from.
 */
import type { CardApis } from "../types/indie-dice-api";
import type { IndieQueryName } from "../types/queries";

export interface CardKindDeclaration<Api extends keyof CardApis> {
  /** The flag holding a card's state: `flags["indie-dice"][flag]`. */
  readonly flag: string;
  /** The flags of rolls made for the card whose headline the kind gives (src/foundry/chat/roll-headlines.ts). */
  readonly headlinedRollFlags: readonly string[];
  /** The `CONFIG.queries` names the kind answers, each registered from `init` so that a query that comes first loads it. */
  readonly queries: readonly IndieQueryName[];
  /** Every member of its API (`api[Api]`), each answered from `init` by loading the chunk: a member left out does not compile. */
  readonly apiMembers: { readonly [Member in keyof CardApis[Api]]-?: true };
}
