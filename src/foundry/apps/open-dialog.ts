import { parseMessageMode } from "../foundry-version";
import type { MessageMode } from "../types/message-mode";
import type { FormValues, RollSpecs } from "../../ui/dialogs/dialog-types";
import { uiRuleSetOf } from "../../ui/rule-sets";
import { IndieDiceError } from "../../core/errors";
import { notifyNotationError } from "../errors";
import { notifyText, shownError } from "../notify";
import type { ConfiguredRoll, OpenDialogOptions } from "../types/dialogs";
import type { UnrolledRoll } from "../types/rolls";
import { isRuleSetId } from "../../core/rule-sets";
import { type RuleSetId } from "../../core/rule-set-types";
import { readDialogSettings, settingsForRoll } from "../dialog-settings";
import type { FixedRoll } from "../../core/fixed-roll";
import { postRoll } from "../roll-posting/post-roll";
import { recallInputs } from "../roll-posting/remembered-inputs";
import { IndieRollDialog } from "./roll-dialog";

/**
 * Opens a rule set's roll dialog, or with `fastForward` checks the spec at once, and resolves with what to roll and
 * how to post it — posting is `postRoll`'s. Null when the dialog was closed without rolling. An unknown rule set
 * or mode, and a bad spec under fast-forward, are refused with their localized message before any dialog opens.
 */
export async function configureRoll<R extends RuleSetId>(
  ruleSet: R,
  options: OpenDialogOptions<R> = {},
): Promise<ConfiguredRoll<R> | null> {
  if (!isRuleSetId(ruleSet))
    throw notifyNotationError(new IndieDiceError("INDIE_DICE.Error.RuleSet", { value: String(ruleSet) }));
  const rollMode = refusingUnknownMode(options.rollMode);
  const form = startingForm(ruleSet, options);
  if (!options.fastForward) {
    const {
      actor,
      token,
      flavor,
      rollOptions,
      messageFlags,
      savedName,
      offerSavedRolls,
      fixed,
      rules,
      guard,
      lockRollMode,
      prompt,
      opened,
    } = options;
    // The card chance is the options' own members (a contest side's, an extended test round's …): the dialog
    // reads those it knows.
    return IndieRollDialog.configure({
      ruleSet,
      form,
      actor,
      token,
      rollMode,
      flavor,
      rollOptions,
      messageFlags,
      cardChance: options,
      savedName,
      fixed,
      rules,
      guard,
      prompt,
      opened,
      ...(lockRollMode === undefined ? {} : { lockRollMode }),
      ...(offerSavedRolls === undefined ? {} : { offerSavedRolls }),
    });
  }
  const spec = checkedSpec(ruleSet, form, options.actor?.getRollData() ?? null, options.fixed, options.rules ?? null);
  return {
    ruleSet,
    spec,
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
  ruleSet: R,
  options: OpenDialogOptions<R> = {},
): Promise<UnrolledRoll | null> {
  const configured = await configureRoll(ruleSet, options);
  const posted = configured && (await postRoll(configured));
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
  const model = uiRuleSetOf(ruleSet).dialog;
  if (options.spec) return model.formFromSpec(options.spec, readDialogSettings());
  return recallInputs(ruleSet, options.actor?.uuid ?? null) ?? {};
}

/** The request a fast-forwarded form makes; a bad one is shown, localized, and thrown. */
function checkedSpec<R extends RuleSetId>(
  ruleSet: R,
  form: FormValues,
  rollData: unknown,
  fixed: FixedRoll | null | undefined,
  rules: Readonly<Record<string, unknown>> | null,
): RollSpecs[R] {
  const settings = settingsForRoll(ruleSet, fixed, rules);
  const model = uiRuleSetOf(ruleSet).dialog;
  // Nothing shows the odds of a roll made without its dialog.
  const view = model.build(
    { ...model.defaults(settings), ...form },
    { i18n: game.i18n, settings, showOdds: false, rollData },
  );
  if (view.spec) return view.spec;
  const first = view.fields.find((field) => field.error);
  const message = first
    ? game.i18n.format("INDIE_DICE.Dialog.Error.Field", { field: first.label, error: first.error ?? "" })
    : game.i18n.localize("INDIE_DICE.Dialog.FixErrors");
  // The field's error is finished text by now (its key and data stay inside the form reader): shown escaped.
  notifyText("error", message, { console: false });
  throw shownError(new Error(message));
}
