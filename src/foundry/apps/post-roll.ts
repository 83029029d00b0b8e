import type { RollRequests } from "../../ui/dialogs";
import { messageModeOption, parseMessageMode } from "../foundry-version";
import type { RegisteredDice } from "../dice/register-dice";
import type { RuleSetId } from "../settings";
import { rollFromRequest, type UnrolledRoll } from "./roll-from-request";

/** Who rolls and how the message is shown. */
export interface PostRollOptions {
  readonly actor?: Actor.Implementation | null;
  readonly token?: TokenDocument.Implementation | null;
  /** Who may see the roll: either spelling (`"blind"` or `"blindroll"`); the user's current mode by default. */
  readonly rollMode?: string | null;
  readonly flavor?: string | null;
  /** Set on the roll's options before it is evaluated (a contest side's Kaiser Fumble penalty, its K&R pool). */
  readonly rollOptions?: Readonly<Record<string, unknown>> | null;
  /** The message's flags (a contest roll names its card and participant). */
  readonly messageFlags?: Readonly<Record<string, unknown>> | null;
}

/** Hook names, documented where they are called. */
export const PRE_ROLL_HOOK = "indie-dice.preRoll";
export const ROLL_HOOK = "indie-dice.roll";

/**
 * Rolls a request and posts it as the user's own chat message.
 *
 * Hooks:
 * - `indie-dice.preRoll(ruleSet, request, options)` before anything is rolled; a listener returning `false`
 *   cancels the roll (this returns null). Listeners may change `request` in place (e.g. a system adding a bonus).
 * - `indie-dice.roll(ruleSet, request, roll, message)` once the message is posted.
 */
export async function postRoll<R extends RuleSetId>(
  dice: RegisteredDice,
  ruleSet: R,
  request: RollRequests[R],
  options: PostRollOptions = {},
): Promise<UnrolledRoll | null> {
  const hooks = Hooks as unknown as { call(name: string, ...args: unknown[]): boolean; callAll(name: string, ...args: unknown[]): boolean };
  // An unknown mode is refused before anything is rolled or any hook runs.
  const mode = parseMessageMode(options.rollMode);
  if (hooks.call(PRE_ROLL_HOOK, ruleSet, request, options) === false) return null;
  const roll = rollFromRequest(dice, ruleSet, request);
  if (options.rollOptions) Object.assign(roll.options, options.rollOptions);
  await roll.evaluate();
  const speaker = ChatMessage.getSpeaker({ actor: options.actor ?? undefined, token: options.token ?? undefined } as never);
  // Foundry prints a message's flavor as HTML (systems put markup there): typed text is escaped first.
  const flavor = options.flavor?.trim() ? foundry.utils.escapeHTML(options.flavor.trim()) : null;
  const messageData = { speaker, ...(flavor ? { flavor } : {}), ...(options.messageFlags ? { flags: options.messageFlags } : {}) };
  const message = await roll.toMessage(messageData as never, messageModeOption(mode) as never);
  hooks.callAll(ROLL_HOOK, ruleSet, request, roll, message);
  return roll;
}
