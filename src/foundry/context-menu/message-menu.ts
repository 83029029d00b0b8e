/**
 * The entries Indie Dice adds to the chat messages' context menu (docs/cards.md "The card's menu"), as one table:
 * each row is shown only to a user who may use it (asked each time the menu opens), checks that again when chosen,
 * and the GM's client checks again what any change to a card asks of it. Foundry's form of each entry (v13's or
 * v14's) is made in foundry-version.ts.
 */
import type { CardMenu } from "../types/card-menu";
import type { DialogsApi } from "../types/dialogs";
import type { RegisteredDice } from "../dice/register-dice";
import { currentUser } from "../cards/card-documents";
import { contextMenuEntry, type MenuEntry } from "../foundry-version";
import type { MessageMode } from "../types/message-mode";
import { notifyKey } from "../notify";
import { menuMessage, speakerOf, type MenuRoll } from "./menu-message";
import {
  isCardRoll,
  mayActOnRoll,
  maySeeRoll,
  menuRollOf,
  rollAgain,
  saveAsSavedRoll,
  type RollEntryParts,
} from "./roll-entries";
import { selectTokens } from "./select-tokens";
import type { ChatMessageView } from "../types/chat-message";

export interface MessageMenuParts {
  readonly dice: RegisteredDice;
  readonly dialogs: DialogsApi;
  /** The card chunk's part, once loaded (null before). */
  readonly cards: () => CardMenu | null;
}

/** A row of the table: about a roll of ours, or about a card. */
type Row = RollRow | CardRow;

interface RollRow {
  readonly on: "roll";
  readonly label: string;
  readonly icon: string;
  /** Shown to this user on this roll now. */
  readonly visible: (roll: MenuRoll, parts: MessageMenuParts) => boolean;
  /** May this user still run it when chosen (default: `visible`); what a card takes is its own to refuse. */
  readonly mayRun?: (roll: MenuRoll) => boolean;
  readonly run: (parts: MessageMenuParts, roll: MenuRoll) => Promise<void>;
}

interface CardRow {
  readonly on: "card";
  readonly label: string;
  readonly icon: string;
  readonly visible: (cards: CardMenu, message: ChatMessageView) => boolean;
  readonly run: (cards: CardMenu, message: ChatMessageView) => Promise<void>;
}

const key = (name: string) => `INDIE_DICE.ContextMenu.${name}`;
const icon = (name: string) => `<i class="fa-solid ${name}"></i>`;

/** Not blind: such a roll is offered only blind again. */
const seenNotBlind = (found: MenuRoll) => maySeeRoll(found) && found.mode !== "blind";

/**
 * Another roll in a mode of the roller's choosing: not for a blind roll (which stays blind) or a card's (its card's
 * mode).
 */
const ownMode = (found: MenuRoll) => seenNotBlind(found) && !isCardRoll(found);

/** A card's roll is offered again only while its card would take one more (checked again when chosen). */
const cardTakesIt = (found: MenuRoll, parts: MessageMenuParts) =>
  !isCardRoll(found) || parts.cards()?.rollAgain(found.message)?.ok === true;

const openable = (found: MenuRoll) => maySeeRoll(found) && !isCardRoll(found);

function again(mode: MessageMode | null, dialog = false) {
  return (parts: RollEntryParts, found: MenuRoll) => rollAgain(parts, found, { mode, dialog });
}

const ROWS: readonly Row[] = [
  {
    on: "roll",
    label: key("RollAgain"),
    icon: icon("fa-rotate-right"),
    visible: (found, parts) => seenNotBlind(found) && cardTakesIt(found, parts),
    mayRun: seenNotBlind,
    run: again(null),
  },
  { on: "roll", label: key("RollAgainPrivately"), icon: icon("fa-user-secret"), visible: ownMode, run: again("gm") },
  // The author of a blind roll may roll it again blind, though neither roll shows them its dice.
  {
    on: "roll",
    label: key("RollAgainBlind"),
    icon: icon("fa-eye-slash"),
    visible: (found) => mayActOnRoll(found) && !isCardRoll(found),
    run: again("blind"),
  },
  // Not on a card's roll: the card's own Roll opens its dialog with what the card fixed locked (and kept hidden).
  {
    on: "roll",
    label: key("OpenInDialog"),
    icon: icon("fa-sliders"),
    visible: openable,
    mayRun: openable,
    run: again(null, true),
  },
  {
    on: "roll",
    label: key("SaveRoll"),
    icon: icon("fa-bookmark"),
    visible: (found) => maySeeRoll(found) && speakerOf(found.message).actor?.isOwner === true,
    run: saveAsSavedRoll,
  },
  {
    on: "card",
    label: key("SelectPassed"),
    icon: icon("fa-circle-check"),
    visible: (cards, message) => (cards.outcomes(message)?.passed.length ?? 0) > 0,
    run: select("passed"),
  },
  {
    on: "card",
    label: key("SelectFailed"),
    icon: icon("fa-circle-xmark"),
    visible: (cards, message) => (cards.outcomes(message)?.failed.length ?? 0) > 0,
    run: select("failed"),
  },
  {
    on: "card",
    label: key("RevealDifficulty"),
    icon: icon("fa-eye"),
    visible: (cards, message) => cards.difficultyAdjustable(message),
    run: (cards, message) => cards.revealDifficulty(message).then(() => undefined),
  },
  {
    on: "card",
    label: key("ChangeDifficulty"),
    icon: icon("fa-bullseye"),
    visible: (cards, message) => cards.difficultyAdjustable(message),
    run: (cards, message) => cards.askDifficulty(message),
  },
];

function select(which: "passed" | "failed") {
  return async (cards: CardMenu, message: ChatMessageView): Promise<void> => {
    const tokens = cards.outcomes(message)?.[which] ?? [];
    if (selectTokens(tokens) === 0) notifyKey("info", key("NoTokens"));
  };
}

/** A row as a generation-neutral entry: shown and run only while it applies to the message (checked again on click). */
function entryOf(row: Row, parts: MessageMenuParts): MenuEntry {
  if (row.on === "roll") return rollEntry(row, parts);
  return cardEntry(row, parts);
}

/** A roll's row: whether it applies is asked of the roll the message holds, each time. */
function rollEntry(row: RollRow, parts: MessageMenuParts): MenuEntry {
  const rollOf = (target: HTMLElement) => menuRollOf(parts.dice, menuMessage(target));
  const mayRun = row.mayRun ?? ((roll: MenuRoll) => row.visible(roll, parts));
  return {
    label: row.label,
    icon: row.icon,
    visible: (target) => {
      const found = rollOf(target);
      return found !== null && row.visible(found, parts);
    },
    // Chosen from a menu opened a while ago: who may use it is checked again; whether a card still takes the roll is
    // its card's to say, with its own refusal.
    run: (target) => {
      const found = rollOf(target);
      return found && mayRun(found) ? row.run(parts, found) : undefined;
    },
  };
}

/** A card's row: the GM's alone, on a card the loaded chunk reads, asked again when chosen. */
function cardEntry(row: CardRow, parts: MessageMenuParts): MenuEntry {
  const applies = (target: HTMLElement) => {
    const message = menuMessage(target);
    const cards = currentUser().isGM && message ? parts.cards() : null;
    return cards && message && cards.isCard(message) && row.visible(cards, message) ? { cards, message } : null;
  };
  return {
    label: row.label,
    icon: row.icon,
    visible: (target) => applies(target) !== null,
    run: (target) => {
      // Never offered to a player, but a console can call the entry: refused in words, like the card's own GM buttons.
      if (!currentUser().isGM) return notifyKey("warning", key("Error.NotGM"));
      const found = applies(target);
      return found ? row.run(found.cards, found.message) : undefined;
    },
  };
}

/** The entries, in the form this generation's ContextMenu reads, to add to `getChatMessageContextOptions`. */
export function messageMenuEntries(parts: MessageMenuParts): ReturnType<typeof contextMenuEntry>[] {
  return ROWS.map((row) => contextMenuEntry(entryOf(row, parts)));
}
