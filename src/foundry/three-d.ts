/**
 * Dice So Nice (an optional module) and the dice Indie Dice rolls beside a check. Dice So Nice throws the dice of
 * every roll message by itself, on every client that receives the message; this file covers what that misses:
 * dice added to a message that already exists (the Fumble Level rolled from the card), and side dice that should
 * not look like the check's own (a wave and a colour of their own).
 *
 * What it relies on, read in Dice So Nice 5.1.6:
 * - module/Dice3D.js `showForRoll(roll, user, synchronize, users, blind, messageID, speaker, options)` throws
 *   `roll.dice`. With `synchronize` it sends the throw through its socket to the clients of `users` (every client
 *   when null); `blind` keeps it off the caller's own screen only. `messageID` lets it treat the throw as that
 *   message's (its secret / ghost dice, the `diceSoNiceRollStart` hook); `speaker` lets it honour "hide NPC rolls".
 * - module/Dice3D.js `renderRolls` (from the `createChatMessage` hook in module/main.js) puts each die of a
 *   message into wave `die.options.rollOrder` (0 when absent), unless the world merges a message's rolls into one
 *   throw (`enabledSimultaneousRollForMessage`, on by default). The `updateChatMessage` hook throws only rolls
 *   appended to a message, so a roll replaced in place is never thrown.
 * - module/DiceNotation.js copies `die.options` into the thrown die, and module/DiceFactory.js
 *   `getAppearanceForDice` takes its colour set from `options.colorset` first (then a flavor naming a colour set,
 *   then `options.appearance.colorset`), over the user's own dice.
 */
import type { ModeReadableMessage } from "./foundry-version";
import type { ChatMessageView } from "./types/chat-message";

type DiceTerm = foundry.dice.terms.DiceTerm;

/* ---------------------------------------- */
/*  Side dice: their own wave and colour    */
/* ---------------------------------------- */

/** Dice rolled beside a check (or given to it) that a player should not take for the check's own. */
type SideDieKind = "fumbleLevel" | "fumblePenalty" | "critCoin" | "giftDie";

/** The die options Dice So Nice reads for a die's wave and colour set (its own names). */
interface SideDieLook {
  readonly rollOrder?: number;
  readonly colorset?: string;
}

/** The wave after a message's own dice: a side die lands once the dice that called for it have landed. */
const SIDE_WAVE = 1;

/**
 * Colour sets that ship with Dice So Nice 5.1.6 (module/DiceColors.js), so every client has them: a Fumble's dice
 * in dark red ("bloodmoon"), a gift in white and gold ("radiant"). A coin keeps Dice So Nice's gold coin, which
 * no die of a check looks like; it only waits for its own wave.
 */
export const SIDE_DIE_LOOKS: Readonly<Record<SideDieKind, SideDieLook>> = {
  fumbleLevel: { rollOrder: SIDE_WAVE, colorset: "bloodmoon" },
  fumblePenalty: { rollOrder: SIDE_WAVE, colorset: "bloodmoon" },
  critCoin: { rollOrder: SIDE_WAVE },
  // A gift die is the only die of its own message (its crit coin aside), so it needs a colour, not a wave.
  giftDie: { colorset: "radiant" },
};

/** Gives a side die its look; the options are saved with the roll, so every client throws it the same way. */
export function withSideDieLook<T extends DiceTerm>(die: T, kind: SideDieKind): T {
  Object.assign(die.options, SIDE_DIE_LOOKS[kind]);
  return die;
}

function hasOwnLook(die: DiceTerm): boolean {
  return "rollOrder" in die.options || "colorset" in die.options;
}

/**
 * Gives every die of a roll the look of `kind`, except dice that already have one (a crit coin flipped inside
 * the roll keeps its wave). Before or after evaluation; before posting the roll.
 */
export function giveRollSideDieLook(roll: foundry.dice.Roll, kind: SideDieKind): void {
  for (const die of roll.dice) if (!hasOwnLook(die)) withSideDieLook(die, kind);
}

/* ---------------------------------------- */
/*  Follow-up dice of an existing message   */
/* ---------------------------------------- */

/** Who may see a message's roll, in Dice So Nice's terms. */
interface ThreeDAudience {
  /** The users whose clients throw the dice; null for everyone. */
  readonly users: string[] | null;
  /** True when the viewer may not see the roll (a blind roll's own roller): no throw on their screen. */
  readonly blind: boolean;
}

/**
 * The users who may see a message's roll, as Foundry shows its content (`ChatMessage#isContentVisible`): every
 * user for a public roll; else its whisper recipients, and its author unless the roll is blind.
 */
export function threeDAudience(message: ModeReadableMessage, viewerId: string | null | undefined): ThreeDAudience {
  if (message.whisper.length === 0) return { users: null, blind: false };
  const users = new Set(message.whisper);
  const authorId = message.author?.id;
  if (authorId && !message.blind) users.add(authorId);
  return { users: [...users], blind: !viewerId || !users.has(viewerId) };
}

/**
 * Throws dice added to a message's roll after the message was posted (Dice So Nice throws only what a message
 * held when it was created, or rolls appended to it), on the client of every user who may see that roll and on
 * no other. Resolves once the caller's own throw is over (at once without Dice So Nice), true if it was shown.
 * The dice are copied, so Dice So Nice's marks never reach the roll the message saves.
 */
export async function showFollowUpDice(message: ChatMessageView, dice: readonly DiceTerm[]): Promise<boolean> {
  const dice3d = game.dice3d;
  if (typeof dice3d?.showForRoll !== "function" || dice.length === 0) return false;
  const { users, blind } = threeDAudience(message, game.user?.id);
  // Dice So Nice builds the throw on the caller's client and sends it as built: named after a message this client
  // may not see (a blind roll's own roller), it would be sent as ghost dice, blank even for the GMs who may.
  const messageId = blind ? null : message.id;
  try {
    // The user who rolled them (this client's), as Dice So Nice's own message throws name the roll's author.
    return await dice3d.showForRoll(rollOf(dice), game.user, true, users, blind, messageId, message.speaker ?? null);
  } catch (error) {
    // An animation is no reason to lose the roll it shows.
    console.warn("Indie Dice | Dice So Nice could not show the dice", error);
    return false;
  }
}

/** One evaluated Roll holding copies of the dice, joined by "+" as Dice So Nice joins a message's dice. */
function rollOf(dice: readonly DiceTerm[]): Roll.Any {
  const { RollTerm } = foundry.dice.terms;
  const copy = (data: object) => RollTerm.fromData(JSON.parse(JSON.stringify(data)) as Record<string, unknown>);
  const terms = dice.flatMap((die, i) => {
    const term = copy(die);
    return i === 0 ? [term] : [copy({ class: "OperatorTerm", operator: "+", evaluated: true, options: {} }), term];
  });
  return foundry.dice.Roll.fromTerms(terms);
}
