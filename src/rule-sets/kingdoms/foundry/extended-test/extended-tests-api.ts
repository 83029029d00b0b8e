/**
 * `api.extendedTests`: starting a K&R Extended Test card (a GM), rolling the round due, ending it. Its pool and DT
 * may come from a saved roll of K&R's.
 */
import { extendedTestError, startExtendedCard } from "../../core/extended-test/extended-test-state";
import { shownRefusal } from "../../../../foundry/errors";
import { currentUser } from "../../../../foundry/cards/card-documents";
import { cardMessage } from "../../../../foundry/cards/card-state";
import { postCard } from "../../../../foundry/cards/post-card";
import { characterOf, controlledTokens, entrantOf, nameOf, uuidOf } from "../../../../foundry/sides";
import { askExtendedTest } from "./extended-test-dialog";
import { withCharacterNumbers } from "../../../../foundry/saved-rolls/dialog-spec";
import type { ExtendedTestOptions, ExtendedTestsApi } from "./extended-tests-api-types";
import type { ExtendedTestKind } from "./extended-test-kind";
import { IndieDiceError } from "../../../../core/errors";
import { resolveField } from "../../../../core/expressions/field-expression";
import { findRoll, readSavedRolls } from "../../../../core/saved-rolls/saved-rolls";
import { documentFromUuidSync } from "../../../../foundry/foundry-documents";
import { MODULE_ID } from "../../../../foundry/module-id";
import { SAVED_ROLLS_FLAG, savedRollsOf } from "../../../../foundry/saved-rolls/saved-rolls-api";
import type { ChatMessageView } from "../../../../foundry/types/chat-message";

export function extendedTestsApi(kind: ExtendedTestKind): ExtendedTestsApi {
  return {
    extendedTest: (options) => startExtendedTestCard(kind, options),
    startWithDialog: async (options = {}) => {
      const sides = options.token ?? options.actor ? [options.token ?? options.actor!] : controlledTokens();
      try {
        if (!currentUser().isGM) throw extendedTestError("NotGMStart");
        if (sides.length !== 1) throw extendedTestError("NoRoller", { count: sides.length });
      } catch (error) {
        throw shownRefusal("warning", error);
      }
      const side = sides[0]!;
      const roller = characterOf(side);
      const saved = roller?.isOwner ? savedRollsOf(roller).filter((roll) => roll.ruleSet === "kingdoms") : [];
      // A refusal is shown by the start itself, and keeps the window open with every number typed.
      return askExtendedTest(nameOf(side), saved, (setup) => startExtendedTestCard(kind, { ...setup, token: side }));
    },
    extendedRoll: async (card, options) => {
      const message = cardMessage(kind, card);
      return message ? kind.roll(message, options) : null;
    },
    endExtendedTest: async (card) => {
      const message = cardMessage(kind, card);
      return message ? kind.end(message) : false;
    },
  };
}

/** `api.extendedTests.extendedTest`: the GM posts the card as its own message. */
async function startExtendedTestCard(kind: ExtendedTestKind, options: ExtendedTestOptions): Promise<ChatMessageView> {
  try {
    if (!currentUser().isGM) throw extendedTestError("NotGMStart");
    const sides = options.token ?? options.actor ? [options.token ?? options.actor!] : controlledTokens();
    if (sides.length !== 1) throw extendedTestError("NoRoller", { count: sides.length });
    const { actorUuid, name } = entrantOf(uuidOf(sides[0]!), {}, new Map());
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
