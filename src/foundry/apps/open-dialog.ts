import { parseMessageMode, type MessageMode } from "../foundry-version";
import type { FormValues, RollRequests } from "../../ui/dialogs";
import type { DialogContest } from "../../ui/dialogs/contest-chance";
import { RULE_SETS } from "../../ui/rule-sets";
import { IndieDiceError } from "../../core/errors";
import type { RegisteredDice } from "../dice/register-dice";
import { notifyNotationError } from "../errors";
import { notifyText, shownError } from "../notify";
import type { UnrolledRoll } from "../rule-sets";
import { isRuleSetId, type RuleSetId } from "../settings";
import { readDialogSettings } from "./dialog-settings";
import { postRoll, type ConfiguredRoll, type RollMessageOptions } from "./post-roll";
import { recallInputs } from "./remembered-inputs";
import type { RollDialogClass } from "./roll-dialog";

/** `api.dialogs.configure`'s and `api.dialogs.open`'s options. */
export interface OpenDialogOptions<R extends RuleSetId = RuleSetId> {
  /** The speaker, and whose remembered inputs fill the form. */
  readonly actor?: Actor.Implementation | null;
  readonly token?: TokenDocument.Implementation | null;
  /** Values for the form (the rule set's roll spec: the same names the Roll factories take). */
  readonly spec?: Partial<RollRequests[R]> | null;
  /** Settle the roll straight from the spec, without showing the dialog. */
  readonly fastForward?: boolean;
  /** Who may see the roll: `"public"`, `"gm"`, `"blind"`, `"self"` or v13's `"publicroll"`, `"gmroll"`, … */
  readonly rollMode?: string | null;
  readonly flavor?: string | null;
  readonly rollOptions?: RollMessageOptions["rollOptions"];
  readonly messageFlags?: RollMessageOptions["messageFlags"];
  /**
   * A contest side's roll: its opponents' rolls and the card's rules, so the dialog shows the chance to beat each
   * opponent as its fields change (a contest card passes it; ignored under fastForward, where no dialog shows).
   */
  readonly contest?: DialogContest | null;
  /** The name *Save as…* starts with: the saved roll the dialog was opened from. */
  readonly savedName?: string | null;
  /** Offer the actor's saved rolls to fill the dialog from (default: yes; no where a card fixes the roll). */
  readonly offerSavedRolls?: boolean;
  /** What a card fixed (a request's difficulty): a picked saved roll fills the rest, never these. */
  readonly fixedSpec?: Readonly<Record<string, unknown>> | null;
}

/**
 * Opens a rule set's roll dialog, or with `fastForward` checks the spec at once, and resolves with what to roll and
 * how to post it — posting is `postRoll`'s. Null when the dialog was closed without rolling. An unknown rule set
 * or mode, and a bad spec under fast-forward, are refused with their localized message before any dialog opens.
 */
export async function configureRoll<R extends RuleSetId>(
  Dialog: RollDialogClass,
  ruleSet: R,
  options: OpenDialogOptions<R> = {},
): Promise<ConfiguredRoll<R> | null> {
  if (!isRuleSetId(ruleSet)) throw notifyNotationError(new IndieDiceError("INDIE_DICE.Error.RuleSet", { value: String(ruleSet) }));
  const rollMode = refusingUnknownMode(options.rollMode);
  const form = startingForm(ruleSet, options);
  if (!options.fastForward) {
    const { actor, token, flavor, rollOptions, messageFlags, contest, savedName, offerSavedRolls, fixedSpec } = options;
    return Dialog.configure({
      ruleSet, form, actor, token, rollMode, flavor, rollOptions, messageFlags, contest, savedName, fixedSpec,
      ...(offerSavedRolls === undefined ? {} : { offerSavedRolls }),
    });
  }
  return {
    ruleSet,
    request: checkedRequest(ruleSet, form, options.actor?.getRollData() ?? null),
    message: {
      actor: options.actor ?? null,
      token: options.token ?? null,
      rollMode,
      flavor: options.flavor ?? null,
      rollOptions: options.rollOptions ?? null,
      messageFlags: options.messageFlags ?? null,
    },
  };
}

/**
 * Opens a rule set's roll dialog (or fast-forwards), then posts what it settled. Resolves with the posted roll, or
 * null when the dialog was closed or a `preRoll` hook cancelled.
 */
export async function openRollDialog<R extends RuleSetId>(
  dice: RegisteredDice,
  Dialog: RollDialogClass,
  ruleSet: R,
  options: OpenDialogOptions<R> = {},
): Promise<UnrolledRoll | null> {
  const configured = await configureRoll(Dialog, ruleSet, options);
  const posted = configured && (await postRoll(dice, configured));
  return posted?.roll ?? null;
}

/** An unknown mode is refused before a dialog opens or a die is rolled. */
function refusingUnknownMode(rollMode: string | null | undefined): MessageMode {
  try {
    return parseMessageMode(rollMode);
  } catch (error) {
    throw notifyNotationError(error);
  }
}

/** The caller's spec over the remembered inputs (which only fill a form no spec was given for). */
function startingForm<R extends RuleSetId>(ruleSet: R, options: OpenDialogOptions<R>): FormValues {
  const model = RULE_SETS[ruleSet].dialog;
  if (options.spec) return model.formFromRequest(options.spec, readDialogSettings());
  return recallInputs(ruleSet, options.actor?.uuid ?? null) ?? {};
}

/** The request a fast-forwarded form makes; a bad one is shown, localized, and thrown. */
function checkedRequest<R extends RuleSetId>(ruleSet: R, form: FormValues, rollData: unknown): RollRequests[R] {
  const settings = readDialogSettings();
  const model = RULE_SETS[ruleSet].dialog;
  // Nothing shows the odds of a roll made without its dialog.
  const view = model.build({ ...model.defaults(settings), ...form }, { i18n: game.i18n, settings, showOdds: false, rollData });
  if (view.request) return view.request;
  const first = view.fields.find((field) => field.error);
  const message = first ? `${first.label}: ${first.error}` : game.i18n.localize("INDIE_DICE.Dialog.FixErrors");
  // The field's error is finished text by now (its key and data stay inside the form reader): shown escaped.
  notifyText("error", message, { console: false });
  throw shownError(new Error(message));
}
