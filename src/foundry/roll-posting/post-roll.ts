import { notifyNotationError } from "../errors";
import { messageModeOption, parseMessageMode } from "../foundry-version";
import type { MessageMode } from "../types/message-mode";
import { rollFromSpec } from "../rule-sets";
import type { ConfiguredRoll, PostedRoll, PostRollOptions, RollMessageOptions } from "../types/dialogs";
import type { RuleSetId } from "../../core/rule-set-types";
import { rememberInputs } from "./remembered-inputs";
import { describeEntry, type EntryContext } from "../dice/dice-entry";
import { t } from "../notify";

/** Hook names, documented where they are called. */
const PRE_ROLL_HOOK = "indie-dice.preRoll";
const ROLL_HOOK = "indie-dice.roll";

/**
 * Rolls a configured roll spec and posts it as the user's own chat message; null when a `preRoll` listener
 * cancelled it.
 *
 * Hooks:
 * - `indie-dice.preRoll(ruleSet, request, messageOptions)` before anything is rolled; a listener returning `false`
 *   cancels the roll (this returns null). Listeners may change `request` in place (e.g. a system adding a bonus).
 * - `indie-dice.roll(ruleSet, request, roll, message)` once the message is posted.
 */
export async function postRoll<R extends RuleSetId>(
  configured: ConfiguredRoll<R>,
  options: PostRollOptions<R> = {},
): Promise<PostedRoll | null> {
  const { ruleSet } = configured;
  const spec = configuredSpec(configured);
  // A hand-made configuration's mode is checked too: an unknown one is refused before any hook runs.
  const message = { ...configured.message, rollMode: checkedMode(configured.message.rollMode) };
  if (!Hooks.call(PRE_ROLL_HOOK, ruleSet, spec, message)) return null;
  options.guard?.(spec);
  // A listener may change the mode, but not a card's, and not into one Foundry does not know.
  const mode = checkedMode(options.mode ?? message.rollMode);
  const roll = rollFromSpec(ruleSet, spec);
  if (message.rollOptions) Object.assign(roll.options, message.rollOptions);
  const data = messageData(message);
  describeEntry(roll, entryContext(ruleSet, message, data.speaker));
  await roll.evaluate();
  const posted = (await roll.toMessage(data, rollModeOption(mode))) ?? null;
  if (configured.confirmedForm) await rememberInputs(ruleSet, configured.confirmedForm, message.actor?.uuid ?? null);
  Hooks.callAll(ROLL_HOOK, ruleSet, spec, roll, posted ?? undefined);
  return { roll, message: posted };
}

/**
 * The roll spec of a configured roll. The field was once named `request`: a macro written before the rename builds its
 * configuration by hand with `request` and no `spec`, so that name is still read, for one release
 * (docs/rule-set-authors.md "Names that changed"). The last `?? configured.spec` changes no value (with neither field
 * set the result is the missing spec as given); it only keeps the result typed as a spec rather than `S | undefined`.
 */
export function configuredSpec<S>(configured: { readonly spec: S; readonly request?: S }): S {
  return configured.spec ?? configured.request ?? configured.spec;
}

/** Who rolls (the message's speaker) and for what (its flavor: a card's or check's name, else the rule set's). */
function entryContext(
  ruleSet: RuleSetId,
  message: RollMessageOptions,
  speaker: Roll.MessageData["speaker"],
): EntryContext {
  const who = speaker?.alias ?? message.actor?.name ?? game.user?.name ?? "";
  const what = message.flavor?.trim() || t(`INDIE_DICE.RuleSet.${ruleSet}`);
  return { who, what };
}

function checkedMode(mode: unknown): MessageMode {
  try {
    return parseMessageMode(mode);
  } catch (error) {
    throw notifyNotationError(error);
  }
}

/** The message's speaker, flavor and flags. */
function messageData(message: RollMessageOptions): Roll.MessageData {
  const speaker = message.keptSpeaker ?? ChatMessage.getSpeaker({ actor: message.actor, token: message.token });
  // Foundry prints a message's flavor as HTML (systems put markup there): typed text is escaped first.
  const typed = message.flavor?.trim();
  const flavor = typed ? foundry.utils.escapeHTML(typed) : null;
  return { speaker, ...(flavor ? { flavor } : {}), ...(message.messageFlags ? { flags: message.messageFlags } : {}) };
}

/** `toMessage`'s options: v14's `messageMode` is not in fvtt-types 13, whose options only know `rollMode`. */
export function rollModeOption(mode: MessageMode): Roll.ToMessageOptions<undefined> {
  return messageModeOption(mode) as Roll.ToMessageOptions<undefined>;
}
