import type { FormValues } from "../../ui/dialogs/dialog-types";
import type { DialogKind } from "../../core/dialog-kind-types";
import { MODULE_ID } from "../module-id";

/**
 * The last inputs of each dialog, kept in the user's own flags (a user may always update their own User
 * document), keyed by actor so a player's two characters keep their own numbers. Off when the client setting
 * says so.
 */
const FLAG = "lastInputs";

type Remembered = Partial<Record<string, Partial<Record<DialogKind, FormValues>>>>;

declare global {
  /** The user's own flags (fvtt-types' declaration merging): the whole record, and one dialog's inputs by path. */
  interface FlagConfig {
    User: {
      "indie-dice": {
        lastInputs: Remembered;
        /** `setFlag` writes one dialog's inputs by their dotted path, `lastInputs.<owner>.<ruleSet>`. */
        [path: `lastInputs.${string}`]: FormValues;
      };
    };
  }
}

/** Flag keys cannot hold dots: an actor's UUID (`Actor.abc`) is written with a dash. */
function ownerKey(actorUuid: string | null | undefined): string {
  return actorUuid ? actorUuid.replace(/\./g, "-") : "user";
}

function remembering(): boolean {
  return game.settings.get(MODULE_ID, "rememberInputs");
}

export function recallInputs(ruleSet: DialogKind, actorUuid?: string | null): FormValues | null {
  if (!remembering() || !game.user) return null;
  const all: Remembered = game.user.getFlag(MODULE_ID, FLAG) ?? {};
  return all[ownerKey(actorUuid)]?.[ruleSet] ?? null;
}

export async function rememberInputs(ruleSet: DialogKind, form: FormValues, actorUuid?: string | null): Promise<void> {
  if (!remembering() || !game.user) return;
  const key: `${typeof FLAG}.${string}` = `${FLAG}.${ownerKey(actorUuid)}.${ruleSet}`;
  await game.user.setFlag(MODULE_ID, key, withoutRollControls(form));
}

/** The roll mode and flavor belong to one roll, not to the character's numbers. */
function withoutRollControls(form: FormValues): FormValues {
  const { rollMode: _mode, flavor: _flavor, ...rest } = form;
  return rest;
}
