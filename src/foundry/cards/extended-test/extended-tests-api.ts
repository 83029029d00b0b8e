/**
 * `api.kingdoms`: starting a K&R Extended Test card (a GM), rolling the round due, ending it.
 */
import { extendedTestError, startExtendedCard } from "../../../core/contests/extended-test";
import { shownRefusal } from "../../errors";
import { currentUser, type CardMessage } from "../card-documents";
import { cardMessage } from "../card-state";
import { postCard } from "../post-card";
import { characterOf, controlledTokens, entrantOf, uuidOf, type ContestSideInput } from "../sides";
import { withCharacterNumbers } from "../../saved-rolls/dialog-spec";
import type { ExtendedTestKind } from "./extended-test-kind";
import { IndieDiceError } from "../../../core/errors";
import { resolveField } from "../../../core/expressions/field-expression";
import { findRoll, readSavedRolls } from "../../../core/saved-rolls/saved-rolls";
import { documentFromUuidSync } from "../../foundry-documents";
import { MODULE_ID } from "../../module-id";
import { SAVED_ROLLS_FLAG } from "../../saved-rolls/saved-rolls-api";

export interface ExtendedTestOptions {
  /** Who rolls: an actor or a token (or its uuid); default the GM's one selected token. */
  readonly actor?: ContestSideInput | null;
  readonly token?: ContestSideInput | null;
  /**
   * One of the roller's saved Kingdoms and Rulers rolls (its id or name): its pool and DT, read with the roller's
   * numbers now, are the test's starting pool and DT (they take the place of `pool` and `dt`).
   */
  readonly savedRoll?: string | null;
  /** Without `savedRoll`, required; a number, or written with the roller's numbers (`@dt.climb + 1`). */
  readonly dt?: number | string;
  /** The starting pool; without `savedRoll`, required; a number, or written with the roller's numbers (`@pools.might`). */
  readonly pool?: number | string;
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
    const fromSaved = options.savedRoll
      ? savedPoolAndDt(actorUuid ?? null, options.savedRoll)
      : withCharacterNumbers({ pool: options.pool, dt: options.dt }, characterOf(sides[0]!));
    const state = startExtendedCard({
      roller: { actorUuid: actorUuid ?? null, name },
      // Left out, a number is passed as it is (undefined), so the core refuses it, naming the field.
      dt: (fromSaved?.dt ?? options.dt) as number,
      pool: (fromSaved?.pool ?? options.pool) as number,
      replenish: options.replenish,
      targetMargin: options.targetMargin,
      rounds: options.rounds,
    });
    return await postCard(kind, state);
  } catch (error) {
    throw shownRefusal("warning", error);
  }
}

/** A saved K&R roll's pool and DT for an extended test, each read with the roller's numbers now. */
function savedPoolAndDt(actorUuid: string | null, idOrName: string): { pool: unknown; dt: unknown } {
  const actor = actorUuid ? documentFromUuidSync<Actor.Implementation>(actorUuid) : null;
  if (!actor) throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.NotFound", { id: String(idOrName).slice(0, 40) });
  const roll = findRoll(readSavedRolls(actor.getFlag(MODULE_ID, SAVED_ROLLS_FLAG)).record, idOrName);
  if (roll.ruleSet !== "kingdoms") throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.NotKingdoms", { name: roll.name });
  const rollData = actor.getRollData();
  return { pool: resolveField(roll.spec.pool ?? roll.spec.dice, rollData), dt: resolveField(roll.spec.dt, rollData) };
}
