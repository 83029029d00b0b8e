/**
 * A character's saved rolls in Foundry (docs/characters.md "Saved rolls"): the record lives in the actor's flags
 * (`flags["indie-dice"].savedRolls`), read through the core's schema on every read; owners and the GM edit it, and
 * a roll is made through the roll dialogs with each `@` field read from the actor's roll data at that moment.
 */
import { IndieDiceError } from "../../core/errors";
import { findRoll, readSavedRolls, removeRoll, saveRoll } from "../../core/saved-rolls/saved-rolls";
import type { SavedRoll, SavedRollInput, SavedRollRecord } from "../../core/saved-rolls/saved-roll-types";
import { checkSavedSpec } from "../../ui/saved-rolls/check-saved-spec";
import { renameRoll, reorderRolls } from "../../core/saved-rolls/saved-rolls";
import { notifyError, notifyKey } from "../notify";
import type { DialogsApi } from "../types/dialogs";
import { readDialogSettings } from "../dialog-settings";
import { MODULE_ID } from "../module-id";
import { dialogSpec } from "./dialog-spec";
import { isFormulaKind } from "../../core/dialog-kinds";
import { formulaSpecOf } from "../../ui/saved-rolls/formula-saved-roll";
import type { SavedRollsApi } from "../types/saved-rolls-api";
import { rememberSavedRoll } from "./last-saved-roll";

const SAVED_ROLLS_FLAG = "savedRolls";

declare global {
  // The actor's flag as stored: anything may have written it, so it is read through the core's schema.
  interface FlagConfig {
    Actor: {
      "indie-dice": { savedRolls?: unknown };
    };
  }
}

function recordOf(actor: Actor.Implementation) {
  return readSavedRolls(actor.getFlag(MODULE_ID, SAVED_ROLLS_FLAG));
}

/** Only the actor's owners and a GM change its rolls; Foundry's server would refuse anyone else's write too. */
function requireOwner(actor: Actor.Implementation): void {
  if (!actor.isOwner) throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.NotYours", { name: actor.name ?? "" });
}

async function write(actor: Actor.Implementation, record: SavedRollRecord): Promise<void> {
  await actor.setFlag(MODULE_ID, SAVED_ROLLS_FLAG, record);
}

/** The actor's saved rolls, in its owners' order (none when its record cannot be read). */
export function savedRollsOf(actor: Actor.Implementation): readonly SavedRoll[] {
  return recordOf(actor).record.rolls;
}

/** The actor's saved roll of this id, else of this name; a localized refusal when it has none. */
export function savedRollOf(actor: Actor.Implementation, idOrName: string): SavedRoll {
  return findRoll(recordOf(actor).record, idOrName);
}

/** Saves a roll of the actor (an id updates that roll; else one of the same name is updated, or one added). */
export async function saveActorRoll(actor: Actor.Implementation, input: SavedRollInput): Promise<SavedRoll> {
  requireOwner(actor);
  const settings = readDialogSettings();
  const saved = saveRoll(
    recordOf(actor).record,
    input,
    () => foundry.utils.randomID(),
    (ruleSet, spec) => checkSavedSpec(game.i18n, settings, ruleSet, spec),
  );
  await write(actor, saved.record);
  return saved.roll;
}

export function createSavedRollsApi(
  dialogs: DialogsApi,
  openWindow: (actor: Actor.Implementation) => Promise<void>,
): SavedRollsApi {
  const api: SavedRollsApi = {
    list: (actor) => [...recordOf(actor).record.rolls],
    problem: (actor) => recordOf(actor).problem,
    save: saveActorRoll,
    async remove(actor, id) {
      requireOwner(actor);
      await write(actor, removeRoll(recordOf(actor).record, id));
    },
    roll(actor, idOrName, options = {}) {
      const saved = savedRollOf(actor, idOrName);
      rememberSavedRoll(actor, saved.id);
      const fastForward = options.fastForward === true;
      const rollMode = options.rollMode === undefined ? {} : { rollMode: options.rollMode };
      const kind = saved.ruleSet;
      // A formula's spec goes to its dialog as written: the dialog reads its `@` paths (docs/formula-dialog.md).
      if (isFormulaKind(kind))
        return dialogs.formula({
          actor,
          spec: formulaSpecOf(saved.spec),
          fastForward,
          ...rollMode,
          flavor: saved.flavor ?? saved.name,
          savedName: saved.name,
        });
      const rollData = actor.getRollData();
      const spec = dialogSpec(kind, saved.spec, rollData, fastForward);
      return dialogs.open(kind, {
        actor,
        // A stored spec: the dialog checks every field.
        spec,
        fastForward,
        ...rollMode,
        flavor: saved.flavor ?? saved.name,
        savedName: saved.name,
      });
    },
    async rename(actor, id, name) {
      requireOwner(actor);
      const record = renameRoll(recordOf(actor).record, id, name);
      await write(actor, record);
      return findRoll(record, id);
    },
    async reorder(actor, ids) {
      requireOwner(actor);
      await write(actor, reorderRolls(recordOf(actor).record, ids));
    },
    open: openWindow,
    async rollFromMacro(actorUuid, rollId, options = {}) {
      const name = String(options.name ?? rollId).slice(0, 100);
      const actor = fromUuidSync(actorUuid) as Actor.Implementation | null;
      if (!actor || actor.documentName !== "Actor") {
        notifyKey("warning", "INDIE_DICE.SavedRolls.MacroActorGone", { name });
        return null;
      }
      const rolls = api.list(actor);
      const roll = rolls.find((saved) => saved.id === rollId) ?? rolls.find((saved) => saved.name === name);
      if (!roll) {
        notifyKey("warning", "INDIE_DICE.SavedRolls.MacroRollGone", { name, actor: actor.name ?? "" });
        return null;
      }
      try {
        return await api.roll(actor, roll.id, { fastForward: options.fastForward === true });
      } catch (error) {
        notifyError("error", error);
        return null;
      }
    },
  };
  return api;
}
