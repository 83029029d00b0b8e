/**
 * The shared card kinds' registry (contests, requests): each kind's declaration is registered by the one registration
 * file of the shared kinds (src/card-kinds/shared.ts), which every entry imports before `init`, as it imports the
 * rule sets' (src/rule-sets/built-in.ts). The framework reads the declarations here — at startup
 * (card-chunk-loader.ts) and in the lazy chunk, which starts each kind's code (src/root/card-chunk.ts
 * `SHARED_CARD_CODE`, which the compiler checks against `SharedCardApis`) — and imports no kind's folder
 * (docs/cards.md "Where a card kind lives").
 */
import type { SharedCardApis } from "../types/indie-dice-api";
import type { CardKindDeclaration } from "../types/card-kinds";

const registered: CardKindDeclaration<keyof SharedCardApis>[] = [];

/**
 * Files a shared kind's declaration (each once, by the one registration file: the compiler checks their code's list).
 */
export function registerSharedCardKind(declaration: CardKindDeclaration<keyof SharedCardApis>): void {
  registered.push(declaration);
}

/** Each shared kind's declaration, in the order registered, naming the API member it answers for. */
export function sharedCardKinds(): readonly CardKindDeclaration<keyof SharedCardApis>[] {
  return registered;
}
