/**
 * `api.kingdoms`: starting a K&R Extended Test card (a GM), rolling the round due, ending it.
 */
import { extendedTestError, startExtendedCard } from "../../../core/contests/extended-test";
import { shownRefusal } from "../../errors";
import { currentUser, type CardMessage } from "../card-documents";
import { cardMessage } from "../card-state";
import { postCard } from "../post-card";
import { controlledTokens, entrantOf, uuidOf, type ContestSideInput } from "../sides";
import type { ExtendedTestKind } from "./extended-test-kind";

export interface ExtendedTestOptions {
  /** Who rolls: an actor or a token (or its uuid); default the GM's one selected token. */
  readonly actor?: ContestSideInput | null;
  readonly token?: ContestSideInput | null;
  readonly dt: number;
  /** The starting pool. */
  readonly pool: number;
  /** Dice that join the pool after each round. */
  readonly replenish: number;
  readonly targetMargin: number;
  /** The most rounds the test lasts. */
  readonly rounds: number;
}

export interface KingdomsApi {
  /**
   * Starts an extended test card (a GM only) for an actor or token (default: the selected token): DT, starting
   * pool, replenish count, target margin and rounds. Resolves with the card's ChatMessage; a refusal is shown and thrown.
   */
  extendedTest(options: ExtendedTestOptions): Promise<CardMessage>;
  /** Rolls the round due (the roller's owners or a GM) and asks the GM to record it: the roll message, or null. */
  extendedRoll(card: CardMessage | string, options?: { fastForward?: boolean }): Promise<CardMessage | null>;
  /** Ends the test (a GM only). */
  endExtendedTest(card: CardMessage | string): Promise<boolean>;
}

export function kingdomsApi(kind: ExtendedTestKind): KingdomsApi {
  return {
    extendedTest: (options) => startExtendedTestCard(kind, options),
    extendedRoll: async (card, options) => {
      const message = cardMessage(card);
      return message ? kind.roll(message, options) : null;
    },
    endExtendedTest: async (card) => {
      const message = cardMessage(card);
      return message ? kind.end(message) : false;
    },
  };
}

/** `api.kingdoms.extendedTest`: the GM posts the card as its own message. */
async function startExtendedTestCard(kind: ExtendedTestKind, options: ExtendedTestOptions): Promise<CardMessage> {
  try {
    if (!currentUser().isGM) throw extendedTestError("NotGMStart");
    const sides = options.token ?? options.actor ? [options.token ?? options.actor!] : controlledTokens();
    if (sides.length !== 1) throw extendedTestError("NoRoller", { count: sides.length });
    const { actorUuid, name } = entrantOf(uuidOf(sides[0]!), {}, new Set());
    const state = startExtendedCard({
      roller: { actorUuid: actorUuid ?? null, name },
      dt: options.dt,
      pool: options.pool,
      replenish: options.replenish,
      targetMargin: options.targetMargin,
      rounds: options.rounds,
    });
    return await postCard(kind, state);
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}
