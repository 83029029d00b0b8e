/**
 * Asking the active GM's client — the only one that writes cards — to do something, from any client: the GM's own
 * client answers itself with no socket round trip, a player's asks through a v13 query (`User#query`). A handler
 * never throws over the socket: it answers `ok`, or a refusal the asker shows in its own language.
 */
import { notifyKey } from "../notify";
import { refusal, type GMAnswer, type Refusal } from "../refusal";
import { activeGM, currentUser, QUERY_TIMEOUT_MS } from "./card-documents";
import { cardError } from "../../core/card-errors";

/** Runs a GM's handler: a refusal is returned (in data the asker can localize) and logged, never thrown. */
export async function answerAsGM<A extends Readonly<Record<string, unknown>>>(
  what: string,
  work: () => Promise<A>,
): Promise<({ ok: true } & A) | Refusal> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    const refused = refusal(error);
    console.warn(`Indie Dice | ${what} refused: ${refused.message}`, error);
    return refused;
  }
}

/**
 * Only the active GM's client writes cards: a query may be sent to any GM, and two GMs writing from their own
 * queues would overwrite each other's state. A player is refused with the kind's own `notGM` error; another GM is
 * told who the active GM is (forwarding for them would need a query any player could send too).
 */
export function requireActiveGM(notGM: () => Error): void {
  const user = currentUser();
  if (!user.isGM) throw notGM();
  if (user.isActiveGM === false) throw cardError("NotActiveGM", { name: activeGM()?.name ?? "?" });
}

interface GMRequest {
  /** `CONFIG.queries` name. */
  readonly query: string;
  readonly data: Record<string, unknown>;
  /** The handler itself, run directly when this client is the active GM's. */
  readonly local: (data: unknown) => Promise<GMAnswer>;
}

/**
 * Asks the active GM's client. No GM, no answer, or a refusal: the user is told in a plain notification, and what
 * they posted stays in the chat for the GM's client to pick up when it comes back.
 */
export async function askActiveGM(request: GMRequest): Promise<GMAnswer | null> {
  const gm = activeGM();
  if (!gm) {
    ui.notifications?.info(game.i18n.localize("INDIE_DICE.Contest.NoGM"));
    return null;
  }
  let answer: GMAnswer;
  try {
    answer =
      gm.id === currentUser().id
        ? await request.local(request.data)
        : ((await gm.query!(request.query, request.data, { timeout: QUERY_TIMEOUT_MS })) as GMAnswer);
  } catch (error) {
    console.warn("Indie Dice | the GM did not answer", error);
    ui.notifications?.info(game.i18n.localize("INDIE_DICE.Contest.NoAnswer"));
    return null;
  }
  if (!answer?.ok) {
    const refused: Partial<Refusal> | null | undefined = answer;
    notifyKey("warning", refused?.key ?? "INDIE_DICE.Contest.Error.Failed", refused?.data ?? {});
  }
  return answer;
}
