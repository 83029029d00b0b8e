import { FORMULA_KIND } from "../../core/dialog-kinds";
import { formulaDialogModel } from "../../ui/dialogs/formula-dialog-model";
import type { FormValues } from "../../ui/dialogs/dialog-types";
import { notifyNotationError } from "../errors";
import { parseMessageMode } from "../foundry-version";
import type { MessageMode } from "../types/message-mode";
import { MODULE_ID } from "../module-id";
import { notifyText, shownError } from "../notify";
import type {
  ConfigureFormulaOptions,
  ConfiguredFormulaRoll,
  FormulaDialogOptions,
  RollMessageOptions,
} from "../types/dialogs";
import { formulaRollFlag } from "../../ui/roll-cards/formula-roll-lines";
import { IndieFormulaDialog } from "./formula-dialog";
import { recallInputs, rememberInputs } from "../roll-posting/remembered-inputs";
import { configuredSpec, rollModeOption } from "../roll-posting/post-roll";

/**
 * The *Any formula* dialog's way from options to a chat message (docs/formula-dialog.md): the dialog, or with
 * `fastForward` the spec checked at once, settles a formula; posting rolls it as Foundry's own Roll — the formula
 * with the character's numbers in place of its `@` paths — in the chosen mode, flagged with the target it was rolled
 * against so its card can show the chance it had. A formula the odds engine refuses, an unknown mode, a missing path:
 * refused with the localized reason before any die, and nothing is posted.
 */
export async function configureFormulaRoll(
  options: ConfigureFormulaOptions = {},
): Promise<ConfiguredFormulaRoll | null> {
  const rollMode = checkedMode(options.rollMode);
  const form = startingForm(options);
  const { actor, token, flavor, savedName, fastForward: _fastForward, spec: _spec, rollMode: _mode, ...card } = options;
  if (!options.fastForward)
    return IndieFormulaDialog.configure({ ...card, form, actor, token, rollMode, flavor, savedName });
  const spec = checkedSpec(form, actor?.getRollData() ?? null);
  return {
    kind: FORMULA_KIND,
    spec,
    message: {
      actor: actor ?? null,
      token: token ?? null,
      rollMode,
      flavor: flavor ?? null,
      rollOptions: null,
      messageFlags: null,
    },
  };
}

/** Rolls a configured formula as a plain Foundry roll and posts it; resolves with the roll and its message. */
async function postFormulaRoll(
  configured: ConfiguredFormulaRoll,
): Promise<{ roll: foundry.dice.Roll; message: ChatMessage.Implementation | null }> {
  const spec = configuredSpec(configured);
  const message = { ...configured.message, rollMode: checkedMode(configured.message.rollMode) };
  const roll = new foundry.dice.Roll(spec.resolved);
  await roll.evaluate();
  const flags: Readonly<Record<string, unknown>> = {
    ...(message.messageFlags ?? {}),
    [MODULE_ID]: { formulaRoll: formulaRollFlag(spec) },
  };
  const posted = (await roll.toMessage({ ...messageData(message), flags }, rollModeOption(message.rollMode))) ?? null;
  if (configured.confirmedForm)
    await rememberInputs(FORMULA_KIND, configured.confirmedForm, message.actor?.uuid ?? null);
  return { roll, message: posted };
}

/** The dialog (or fast-forward), then the post: the evaluated roll, or null when the dialog was closed. */
export async function openFormulaDialog(options: FormulaDialogOptions = {}): Promise<foundry.dice.Roll | null> {
  const configured = await configureFormulaRoll(options);
  return configured ? (await postFormulaRoll(configured)).roll : null;
}

function checkedMode(mode: unknown): MessageMode {
  try {
    return parseMessageMode(mode);
  } catch (error) {
    throw notifyNotationError(error);
  }
}

/** The caller's spec, else the inputs remembered for the speaker. */
function startingForm(options: FormulaDialogOptions): FormValues {
  if (options.spec) return formulaDialogModel.formFromSpec(options.spec);
  return recallInputs(FORMULA_KIND, options.actor?.uuid ?? null) ?? {};
}

/** The request a fast-forwarded spec makes; a bad one is shown, localized, and thrown. */
function checkedSpec(form: FormValues, rollData: unknown) {
  const view = formulaDialogModel.build(
    { ...formulaDialogModel.defaults(), ...form },
    { i18n: game.i18n, showOdds: false, rollData },
  );
  if (view.spec) return view.spec;
  const first = view.fields.find((field) => field.error);
  const message = first
    ? game.i18n.format("INDIE_DICE.Dialog.Error.Field", { field: first.label, error: first.error ?? "" })
    : game.i18n.localize("INDIE_DICE.Dialog.FixErrors");
  notifyText("error", message, { console: false });
  throw shownError(new Error(message));
}

/** The message's speaker and flavor (typed text, escaped: Foundry prints a flavor as HTML). */
function messageData(message: RollMessageOptions): Roll.MessageData {
  const speaker = ChatMessage.getSpeaker({ actor: message.actor, token: message.token });
  const typed = message.flavor?.trim();
  return { speaker, ...(typed ? { flavor: foundry.utils.escapeHTML(typed) } : {}) };
}
