/**
 * What the context menu does with a roll of ours (docs/cards.md "The card's menu"): a message holding exactly one
 * roll of one of our rule sets' Roll classes — made in a dialog, from a check link, a saved roll or for a card. Its
 * spec is read back from the roll's own options (what its factory saved), checked again by the rule set's dialog,
 * and rolled again as the message's speaker. A roll made for a card goes to its card as any roll for it would: the
 * card's rules decide whether it takes one more (a side that rolled already is refused before any die).
 */
import { RULE_SET_IDS } from "../../core/rule-sets";
import { foundryRuleSetOf } from "../rule-sets";
import { savedRollName } from "../../ui/saved-rolls/saved-roll-name";
import { readDialogSettings } from "../dialog-settings";
import { IndieDiceError } from "../../core/errors";
import type { CardMenu } from "../types/card-menu";
import type { DialogsApi } from "../types/dialogs";
import type { RegisteredDice } from "../dice/register-dice";
import { currentMessageMode, isModeReadable, messageModeOf } from "../foundry-version";
import type { MessageMode } from "../types/message-mode";
import { MODULE_ID } from "../module-id";
import { notifyError, notifyKey } from "../notify";
import { saveActorRoll, savedRollsOf } from "../saved-rolls/saved-rolls-api";
import { currentUser } from "../cards/card-documents";
import { speakerOf, type MenuRoll } from "./menu-message";
import type { ChatMessageView } from "../types/chat-message";

/** The flags of the rolls a card asks for (its request messages that hold a roll). */
const CARD_ROLL_FLAGS: readonly string[] = ["contestRoll", "groupTestRoll", "extendedTestRoll", "requestRoll"];

/** The roll of ours a message holds, or null: not exactly one roll, not our class, or flagged for something else. */
export function menuRollOf(dice: RegisteredDice, message: ChatMessageView | null): MenuRoll | null {
  if (!message || message.rolls.length !== 1 || !isModeReadable(message)) return null;
  const roll = message.rolls[0];
  const ruleSet = RULE_SET_IDS.find(
    (id) => roll instanceof dice.rollsByRuleSet[id] && roll.constructor === dice.rollsByRuleSet[id],
  );
  if (!ruleSet) return null;
  const ours = Object.keys(message.flags?.[MODULE_ID] ?? {});
  // A roll the GM's client made for a card (a gift die, a roll-off) or a Fumble Level is no roll of a user's own.
  if (ours.some((flag) => !CARD_ROLL_FLAGS.includes(flag))) return null;
  return { message, roll: roll as MenuRoll["roll"], ruleSet, mode: messageModeOf(message) };
}

/** Is the message a roll made for a card (it goes to its card again)? */
export function isCardRoll(found: MenuRoll): boolean {
  return Object.keys(found.message.flags?.[MODULE_ID] ?? {}).some((flag) => CARD_ROLL_FLAGS.includes(flag));
}

/**
 * May this user act on the roll: a GM, its author, or an owner of its speaker — and see it, or be its author (who
 * may roll a blind roll of theirs again, blind, without seeing either).
 */
export function mayActOnRoll(found: MenuRoll): boolean {
  const user = currentUser();
  const { message } = found;
  const speaker = speakerOf(message).actor;
  const mayAct = user.isGM || message.isAuthor || speaker?.isOwner === true;
  return mayAct && (message.isContentVisible === true || message.isAuthor);
}

/** May this user see what the roll holds (its spec in a dialog, its saving): not a blind roll they may not see. */
export function maySeeRoll(found: MenuRoll): boolean {
  return mayActOnRoll(found) && found.message.isContentVisible === true;
}

/** The roll's spec as its dialog reads it, from what its factory saved in its options. */
function specOf(found: MenuRoll): Record<string, unknown> {
  const options: Record<string, unknown> = { ...found.roll.options };
  // A Kaiser roll against an opponent saved the opponent's value with the world's rules; the dialog takes the value.
  const opponent = options.opponent;
  if (opponent && typeof opponent === "object" && "value" in opponent) options.opponent = opponent.value;
  return options;
}

/**
 * What the roll made again carries beyond its request: the options its rule set carries (`FoundryRuleSet
 * .carriedOptions`), and a Kaiser opponent's saved rules.
 */
function carriedOptions(found: MenuRoll, request: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  const options: Record<string, unknown> = { ...found.roll.options };
  const names = foundryRuleSetOf(found.ruleSet).carriedOptions ?? [];
  const carried = Object.fromEntries(
    names.filter((name) => options[name] !== undefined).map((name) => [name, options[name]]),
  );
  // The opponent's value as the dialog left it (it may have been changed there), under the rules it was saved with.
  const { opponent } = options;
  if (opponent && typeof opponent === "object" && typeof request.opponent === "number")
    carried.opponent = { ...opponent, value: request.opponent };
  return Object.keys(carried).length > 0 ? carried : null;
}

/** The mode a roll is made again in: a blind roll stays blind, a card's roll keeps its card's mode. */
function modeFor(found: MenuRoll, asked: MessageMode | null): MessageMode {
  if (found.mode === "blind") return "blind";
  if (isCardRoll(found)) return found.mode;
  return asked ?? currentMessageMode();
}

export interface RollEntryParts {
  readonly dialogs: DialogsApi;
  readonly cards: () => CardMenu | null;
}

/**
 * Rolls the message's roll again: the same spec and speaker, in `mode` (null: the roller's current one), at once or
 * through its dialog filled (`dialog`). A card's roll is posted for the card only when it still waits for one.
 */
export async function rollAgain(
  parts: RollEntryParts,
  found: MenuRoll,
  { mode, dialog }: { readonly mode: MessageMode | null; readonly dialog: boolean },
): Promise<void> {
  try {
    const forCard = isCardRoll(found) ? parts.cards()?.rollAgain(found.message) : null;
    if (isCardRoll(found) && !forCard) throw new IndieDiceError("INDIE_DICE.ContextMenu.Error.NotWaiting");
    if (forCard && !forCard.ok) throw forCard.error;
    const { actor, token } = speakerOf(found.message);
    // A card's roll goes in the mode the card's rules ask for, not the refused message's own.
    const rollMode = (forCard?.ok ? forCard.mode : null) ?? modeFor(found, mode);
    const configured = await parts.dialogs.configure(found.ruleSet, {
      actor,
      token,
      spec: specOf(found),
      fastForward: !dialog,
      rollMode,
      // A blind roll or a card's stays in its mode; the dialog shows it locked.
      lockRollMode: found.mode === "blind" || forCard !== null,
      flavor: plainFlavor(found.message),
      // The rules it was made under, not the world's as they stand now (docs/cards.md "The card's menu").
      rules: { ...found.roll.options },
      messageFlags: forCard ? { [MODULE_ID]: { ...found.message.flags[MODULE_ID] } } : null,
      offerSavedRolls: forCard === null,
    });
    if (!configured) return;
    const message = {
      ...configured.message,
      rollMode: lockedMode(found, forCard !== null, configured.message.rollMode, rollMode),
      rollOptions: carriedOptions(found, { ...configured.spec }),
      keptSpeaker: actor || token ? null : userSpeaker(found.message),
    };
    // A card's roll is posted in the card's mode whatever an `indie-dice.preRoll` listener says (docs/cards.md "A
    // card's mode rules its rolls").
    const posted = await parts.dialogs.post({ ...configured, message }, forCard ? { mode: rollMode } : {});
    const id = posted?.message?.id;
    if (forCard && id) await forCard.ask(id);
  } catch (error) {
    notifyError("warning", error);
  }
}

/** The speaker of a roll no character spoke (its user's name), as it was: never the re-roller's selected token. */
function userSpeaker(message: ChatMessageView): Readonly<Record<string, string | null>> {
  const { scene = null, alias = null } = message.speaker;
  return { scene, actor: null, token: null, alias };
}

/** A blind roll and a card's roll are posted in the mode they keep, whatever the dialog's mode says. */
function lockedMode(found: MenuRoll, forCard: boolean, chosen: MessageMode, kept: MessageMode): MessageMode {
  return found.mode === "blind" || forCard ? kept : chosen;
}

/**
 * The message's flavor as plain text (it was typed, then escaped when posted; posting escapes it again): read in an
 * inert document, so nothing in it runs. Null for none.
 */
function plainFlavor(message: ChatMessageView): string | null {
  const flavor: unknown = "flavor" in message ? message.flavor : null;
  if (typeof flavor !== "string" || flavor.trim() === "") return null;
  const text = new DOMParser().parseFromString(flavor, "text/html").body.textContent?.trim() ?? "";
  return text === "" ? null : text;
}

/**
 * Saves the roll as a saved roll of its speaker's character (owners only): its spec as the dialog checks it, named
 * by its flavor, else its rule set and numbers (`savedRollName`) — a name of its own, never overwriting a saved roll
 * of the same name.
 */
export async function saveAsSavedRoll(parts: RollEntryParts, found: MenuRoll): Promise<void> {
  const actor = speakerOf(found.message).actor;
  if (!actor?.isOwner) {
    notifyKey("warning", "INDIE_DICE.Error.SavedRoll.NotYours", { name: actor?.name ?? "?" });
    return;
  }
  try {
    const configured = await parts.dialogs.configure(found.ruleSet, { actor, spec: specOf(found), fastForward: true });
    if (!configured) return;
    const flavor = plainFlavor(found.message);
    const name = freeName(
      actor,
      savedRollName(found.ruleSet, { ...configured.spec }, flavor, { i18n: game.i18n, settings: readDialogSettings() }),
    );
    const saved = await saveActorRoll(actor, {
      name,
      ruleSet: found.ruleSet,
      spec: { ...configured.spec },
      ...(flavor ? { flavor } : {}),
    });
    notifyKey("info", "INDIE_DICE.SavedRolls.Saved", { name: saved.name, actor: actor.name ?? "" });
  } catch (error) {
    notifyError("error", error);
  }
}

/**
 * `base`, or `base (2)`, `base (3)` … — the first name the actor's saved rolls do not hold (100 characters at most).
 */
function freeName(actor: Actor.Implementation, base: string): string {
  const taken = new Set(savedRollsOf(actor).map((saved) => saved.name));
  const trimmed = base.slice(0, 90);
  if (!taken.has(trimmed)) return trimmed;
  let n = 2;
  while (taken.has(`${trimmed} (${n})`)) n++;
  return `${trimmed} (${n})`;
}
