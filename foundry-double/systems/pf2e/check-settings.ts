/**
 * What a pf2e check reads of the user's and the table's settings (check.ts, dialog.ts at 1566d666):
 * - whether the user shows check dialogs: UserPF2e's `settings.showCheckDialogs`, the user's
 *   `flags.pf2e.settings.showCheckDialogs`, true unless set (UserPF2e#prepareBaseData);
 * - the roll modes: `CONFIG.Dice.rollModes`, the chat bar's `core.rollMode`; on v14 the modes v14 names
 *   (`CONFIG.ChatMessage.modes`, `core.messageMode`: an assumption, check-modifiers-dialog.ts says why);
 * - a check's roll mode: the context's when it is one of them, else the chat bar's (check.ts, before the dialog);
 * - whether a check's breakdown is everyone's: the world setting `pf2e.metagame_showBreakdowns` (default false).
 *   Not emulated: a secret check's blind mode.
 */
import { isV14 } from "../../profile";
import { CONFIG } from "../../globals";
import { readPath } from "../kit/data";

/** The user's `flags.pf2e.settings.showCheckDialogs`, true unless set false. */
export function showCheckDialogs(): boolean {
  return readPath(game.user, "flags.pf2e.settings.showCheckDialogs") !== false;
}

/** `game.pf2e.settings.metagame.breakdowns`: the world setting `pf2e.metagame_showBreakdowns` (default false). */
export function metagameBreakdowns(): boolean {
  return Reflect.apply(game.settings.get, game.settings, ["pf2e", "metagame_showBreakdowns"]) === true;
}

export function rollModes(): Record<string, { label: string }> {
  return isV14() ? Reflect.get(CONFIG().ChatMessage, "modes") : CONFIG().Dice.rollModes;
}

export function chatBarMode(): string {
  return String(Reflect.apply(game.settings.get, game.settings, ["core", isV14() ? "messageMode" : "rollMode"]));
}

export function checkRollMode(mode: unknown): string {
  return typeof mode === "string" && Object.hasOwn(rollModes(), mode) ? mode : chatBarMode();
}
