/**
 * Selects on the canvas the tokens a card judged (docs/cards.md "The card's menu"): exactly those, as a click on
 * the first and a shift-click on the others would — `Token#control` releases the others first, then keeps them.
 * A card names a token by its uuid where it kept one (a request's row), else by its actor: every token of the
 * viewed scene that stands for that actor (a linked actor's tokens, or the one token of a synthetic actor).
 */
import type { CardToken } from "../types/card-menu";

interface Placeable {
  readonly document: { readonly uuid: string };
  readonly actor?: { readonly uuid: string } | null;
  control(options?: { releaseOthers?: boolean }): boolean;
}

interface TokensLayer {
  readonly placeables: readonly Placeable[];
  releaseAll(): number;
}

function tokensLayer(): TokensLayer | null {
  // The canvas is drawn (a scene is viewed) or there is nothing to select.
  const board: { readonly ready?: boolean; readonly tokens?: TokensLayer | null } | undefined =
    typeof canvas === "undefined" ? undefined : canvas;
  return board?.ready && board.tokens ? board.tokens : null;
}

function names(placeable: Placeable, wanted: CardToken): boolean {
  if (wanted.tokenUuid) return placeable.document.uuid === wanted.tokenUuid;
  return wanted.actorUuid !== null && placeable.actor?.uuid === wanted.actorUuid;
}

/** Controls exactly the tokens named; the number controlled (0: none on this scene, or none this user may control). */
export function selectTokens(wanted: readonly CardToken[]): number {
  const layer = tokensLayer();
  if (!layer) return 0;
  const chosen = layer.placeables.filter((placeable) => wanted.some((token) => names(placeable, token)));
  layer.releaseAll();
  let controlled = 0;
  for (const [index, placeable] of chosen.entries()) {
    if (placeable.control({ releaseOthers: index === 0 })) controlled++;
  }
  return controlled;
}
