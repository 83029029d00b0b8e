import { parseMessageMode } from "../foundry-version";
import { DIALOG_MODELS, type FormValues, type RollRequests } from "../../ui/dialogs";
import { IndieDiceError } from "../../core/errors";
import type { RegisteredDice } from "../dice/register-dice";
import { notifyNotationError } from "../errors";
import { notifyText, shownError } from "../notify";
import { isRuleSetId, type RuleSetId } from "../settings";
import { readDialogSettings, showsOdds } from "./dialog-settings";
import { postRoll, type PostRollOptions } from "./post-roll";
import { recallInputs } from "./remembered-inputs";
import type { RollDialogClass } from "./roll-dialog";
import type { UnrolledRoll } from "./roll-from-request";

/** `api.dialogs.open`'s options. */
export interface OpenDialogOptions<R extends RuleSetId = RuleSetId> {
  /** The speaker, and whose remembered inputs fill the form. */
  readonly actor?: Actor.Implementation | null;
  readonly token?: TokenDocument.Implementation | null;
  /** Values for the form (the rule set's roll spec: the same names the Roll factories take). */
  readonly spec?: Partial<RollRequests[R]> | null;
  /** Roll straight from the spec, without showing the dialog. */
  readonly fastForward?: boolean;
  /** Who may see the roll: `"public"`, `"gm"`, `"blind"`, `"self"` or v13's `"publicroll"`, `"gmroll"`, … */
  readonly rollMode?: string | null;
  readonly flavor?: string | null;
  readonly rollOptions?: PostRollOptions["rollOptions"];
  readonly messageFlags?: PostRollOptions["messageFlags"];
}

/**
 * Opens a rule set's roll dialog, or with `fastForward` rolls the spec at once. Resolves with the posted roll, or
 * null when the dialog was closed (or a `preRoll` hook cancelled). A bad spec under fast-forward is refused with
 * its localized message, and nothing is rolled.
 */
export async function openRollDialog<R extends RuleSetId>(
  dice: RegisteredDice,
  Dialog: RollDialogClass,
  ruleSet: R,
  options: OpenDialogOptions<R> = {},
): Promise<UnrolledRoll | null> {
  if (!isRuleSetId(ruleSet)) throw notifyNotationError(new IndieDiceError("INDIE_DICE.Error.RuleSet", { value: String(ruleSet) }));
  // An unknown mode is refused before a dialog opens or a die is rolled.
  try {
    parseMessageMode(options.rollMode);
  } catch (error) {
    throw notifyNotationError(error as IndieDiceError);
  }
  const settings = readDialogSettings();
  const model = DIALOG_MODELS[ruleSet];
  const remembered = options.spec ? null : recallInputs(ruleSet, options.actor?.uuid ?? null);
  const form: FormValues = { ...(remembered ?? {}), ...(options.spec ? model.formFromRequest(options.spec as never, settings) : {}) };
  if (!options.fastForward) {
    const { actor, token, rollMode, flavor, rollOptions, messageFlags } = options;
    return Dialog.open({ ruleSet, form, actor, token, rollMode, flavor, rollOptions, messageFlags });
  }
  const view = model.build({ ...model.defaults(settings), ...form } as never, { i18n: game.i18n, settings, showOdds: showsOdds() });
  if (!view.request) {
    const first = view.fields.find((field) => field.error);
    const message = first ? `${first.label}: ${first.error}` : game.i18n.localize("INDIE_DICE.Dialog.FixErrors");
    // The field's error is finished text by now (its key and data stay inside the form reader): shown escaped.
    notifyText("error", message, { console: false });
    throw shownError(new Error(message));
  }
  return postRoll(dice, ruleSet, view.request as RollRequests[R], options);
}
