/**
 * Asking the active GM's client to write a card, from any client: the GM's own client answers itself with no
 * socket round trip, a player's asks through a v13 query (`User#query`). No GM, no answer, or a refusal: the user
 * is told in a plain notification, and what they posted stays in the chat for the GM's client to pick up.
 */
import { notifyKey } from "../notify";
import { activeGM, currentUser, QUERY_TIMEOUT_MS } from "./contest-documents";

/** What a GM's handler answers: `ok`, or a refusal the caller can show in its own language. */
export type GMAnswer = { readonly ok: true } | { readonly ok: false; readonly key: string; readonly data: Record<string, string> };

export interface GMRequest<A extends GMAnswer> {
  /** `CONFIG.queries` name. */
  readonly query: string;
  readonly data: Record<string, unknown>;
  /** The handler itself, run directly when this client is the active GM's. */
  readonly local: (data: unknown) => Promise<A>;
  /** Shown when no GM is online (default: the contest's "stays in the chat" message). */
  readonly noGMKey?: string;
}

export async function askActiveGM<A extends GMAnswer>(request: GMRequest<A>): Promise<A | null> {
  const gm = activeGM();
  if (!gm) {
    ui.notifications?.info(game.i18n.localize(request.noGMKey ?? "INDIE_DICE.Contest.NoGM"));
    return null;
  }
  let answer: A;
  try {
    answer = gm.id === currentUser().id
      ? await request.local(request.data)
      : ((await gm.query!(request.query, request.data, { timeout: QUERY_TIMEOUT_MS })) as A);
  } catch (error) {
    console.warn("Indie Dice | the GM did not answer", error);
    ui.notifications?.info(game.i18n.localize("INDIE_DICE.Contest.NoAnswer"));
    return null;
  }
  if (!answer?.ok) {
    const refused = answer as { key?: string; data?: Record<string, string> } | undefined;
    notifyKey("warning", refused?.key ?? "INDIE_DICE.Contest.Error.Failed", refused?.data ?? {});
  }
  return answer;
}
