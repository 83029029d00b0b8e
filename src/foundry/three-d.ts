/**
 * Dice So Nice (an optional module) and the dice Indie Dice rolls beside a check. Dice So Nice throws the dice of
 * every roll message by itself, on every client that receives the message; this file covers what that misses:
 * dice added to a message that already exists (the Fumble Level rolled from the card), and side dice that should
 * not look like the check's own (a wave and a colour, or with Dice So Nice 6.3 a dice role, of their own, as each
 * rule set declares them: `FoundryRuleSet.sideDice`).
 * Which versions were read, and how: docs/versions-and-privacy.md "Dice So Nice".
 *
 * What it relies on, read in Dice So Nice 5.1.6 and 6.2.3 (the same in both unless said):
 * - module/Dice3D.js `showForRoll(roll, user, synchronize, users, blind, messageID, speaker, options)` throws
 *   `roll.dice`. With `synchronize` it sends the throw through its socket to the clients of `users` (every client
 *   when null); `blind` keeps it off the caller's own screen only. `messageID` lets it treat the throw as that
 *   message's (its secret / ghost dice, the `diceSoNiceRollStart` hook); `speaker` lets it honour "hide NPC rolls".
 * - module/Dice3D.js `renderRolls` (from the `createChatMessage` hook in module/main.js) puts each die of a
 *   message into wave `die.options.rollOrder` (0 when absent), unless the world merges a message's rolls into one
 *   throw (`enabledSimultaneousRollForMessage`, on by default). The `updateChatMessage` hook throws only rolls
 *   appended to a message, so a roll replaced in place is never thrown.
 * - 6.2.3: `renderRolls` runs on each client that receives the message and throws each wave there with
 *   `showForRoll(wave, author, false, null, false, message.id, speaker)`: no socket, the message's own author
 *   (their dice colours), the message's privacy judged on that client. Custom options of a message's update reach
 *   every client's `updateChatMessage` (its own `dsnCountAddedRoll`, set in `preUpdateChatMessage`, is read there).
 * - module/DiceNotation.js copies `die.options` into the thrown die, and module/DiceFactory.js
 *   `getAppearanceForDice` takes its colour set from `options.colorset` first (then a flavor naming a colour set,
 *   then `options.appearance.colorset`), over the user's own dice.
 * - 6.3 (not read: known from the systems that use it, cited in the docs): `dice3d.addRole(role, {package})`
 *   registers a dice role users style in Dice So Nice's menu; a die takes the role named by `options.dsnRole`.
 */
import type { RuleSetId } from "../core/rule-set-types";
import type { ModeReadableMessage } from "./foundry-version";
import type { ChatMessageView } from "./types/chat-message";
import type { SideDie, SideDieRole } from "./types/side-dice";

type DiceTerm = foundry.dice.terms.DiceTerm;

/* ---------------------------------------- */
/*  Which Dice So Nice                      */
/* ---------------------------------------- */

/** Dice So Nice's package id. */
const DICE_SO_NICE = "dice-so-nice";

/**
 * Dice So Nice 6 or later is active (it runs on Foundry v14 only; a world on v14 may still run an older one): read
 * from its own version, never from Foundry's.
 */
function isDiceSoNice6(): boolean {
  const dsn = game.modules?.get(DICE_SO_NICE);
  if (!dsn?.active) return false;
  return Number.parseInt(String(dsn.version ?? ""), 10) >= 6;
}

/** Dice So Nice's registry of a package's own dice roles is there (6.3 and later), by the API itself. */
export function diceSoNiceHasRoles(): boolean {
  return typeof game.dice3d?.addRole === "function";
}

/** The Dice So Nice role of a rule set's dice (registered in ./dice-so-nice-roles.ts). */
export function ruleSetRoleId(ruleSet: RuleSetId): string {
  return `indie-dice-${ruleSet}`;
}

/** The Dice So Nice role of a rule set's own die, by its Dice So Nice type (`di`). */
export function ownDieRoleId(type: string): string {
  return `indie-dice-${type}`;
}

/**
 * Names the role of each die of a rule set's roll that names none yet (side dice and a rule set's own die name
 * theirs): the rule set's. Only where Dice So Nice has roles: elsewhere the roll saves exactly what it did.
 */
export function giveRollDiceRoles(roll: { readonly dice: readonly DiceTerm[] }, ruleSet: RuleSetId): void {
  if (!diceSoNiceHasRoles()) return;
  for (const die of roll.dice)
    if (!("dsnRole" in die.options)) Object.assign(die.options, { dsnRole: ruleSetRoleId(ruleSet) });
}

/* ---------------------------------------- */
/*  Side dice: their own wave and colour    */
/* ---------------------------------------- */

/**
 * The wave after a message's own dice, for a side die that should land once the dice that called for it have
 * landed (a rule set's `SideDieLook.rollOrder`).
 */
export const SIDE_WAVE = 1;

/** The Dice So Nice role a side die names (`SideDieRole.name`), registered by ./dice-so-nice-roles.ts. */
export function sideDieRoleId(role: SideDieRole): string {
  return `indie-dice-${role.name}`;
}

/**
 * Gives a die the look of a side die its rule set declared (one of its `FoundryRuleSet.sideDice`); the options are
 * saved with the roll, so every client throws it the same way. Where Dice So Nice has dice roles, the die names its
 * role instead of a fixed colour set, so each user's own style for the role wins (the role's default is that colour
 * set).
 */
export function withSideDieLook<T extends DiceTerm>(die: T, { look, role }: SideDie): T {
  const { colorset, ...wave } = look;
  Object.assign(
    die.options,
    wave,
    role && diceSoNiceHasRoles() ? { dsnRole: sideDieRoleId(role) } : colorset ? { colorset } : {},
  );
  return die;
}

function hasOwnLook(die: DiceTerm): boolean {
  return "rollOrder" in die.options || "colorset" in die.options || "dsnRole" in die.options;
}

/**
 * Gives every die of a roll the look of the side die `side`, except dice that already have one (a crit coin
 * flipped inside the roll keeps its wave). Before or after evaluation; before posting the roll.
 */
export function giveRollSideDieLook(roll: foundry.dice.Roll, side: SideDie): void {
  for (const die of roll.dice) if (!hasOwnLook(die)) withSideDieLook(die, side);
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

/** The option of a message's update that names the dice it adds to one of its rolls, read on every client. */
const FOLLOW_UP_DICE = "indieDiceFollowUpDice";

/** Which dice an update added: the roll's place in the message, and each die's place in that roll's `dice`. */
interface FollowUpDice {
  readonly roll: number;
  readonly dice: readonly number[];
}

/**
 * Shows dice added to a message's roll after the message was posted (Dice So Nice throws only what a message
 * held when it was created, or rolls appended to it), on the client of every user who may see that roll and on
 * no other. Call it before updating the message with the roll; it resolves to the options to update it with.
 *
 * With Dice So Nice 6 the dice are shown through the message that holds them: the update names them, and each
 * client throws them as Dice So Nice 6 throws a message's own rolls (`throwFollowUpDice`). Before 6, the caller's
 * client throws them for the users who may see the roll, through Dice So Nice's socket, and the update waits for
 * its own throw to end. Without Dice So Nice: no throw, no options.
 */
export async function showFollowUpDice(
  message: ChatMessageView,
  roll: foundry.dice.Roll,
  index: number,
  dice: readonly DiceTerm[],
): Promise<object> {
  if (typeof game.dice3d?.showForRoll !== "function" || dice.length === 0) return {};
  if (isDiceSoNice6())
    return {
      [FOLLOW_UP_DICE]: { roll: index, dice: dice.map((die) => roll.dice.indexOf(die)) } satisfies FollowUpDice,
    };
  await showFollowUpDiceFromHere(message, dice);
  return {};
}

/** Before Dice So Nice 6: the caller's client throws the dice, synchronized to the users who may see the roll. */
async function showFollowUpDiceFromHere(message: ChatMessageView, dice: readonly DiceTerm[]): Promise<boolean> {
  const { users, blind } = threeDAudience(message, game.user?.id);
  // Dice So Nice builds the throw on the caller's client and sends it as built: named after a message this client
  // may not see (a blind roll's own roller), it would be sent as ghost dice, blank even for the GMs who may.
  const messageId = blind ? null : message.id;
  // The user who rolled them (this client's), as Dice So Nice's own message throws name the roll's author.
  return throwSafely(() =>
    game.dice3d!.showForRoll(rollOf(dice), game.user, true, users, blind, messageId, message.speaker ?? null),
  );
}

/**
 * On every client, after a message's update (its `updateChatMessage`): with Dice So Nice 6, throws the dice the
 * update added to one of its rolls, as Dice So Nice 6 throws a message's own dice — on this client alone, named
 * after the message, as its author's dice — if this client's user may see the message's content. A user who may
 * not is shown nothing, not even ghost dice: follow-up dice tell what a hidden roll did (a Fumble Level's 2d6, that
 * it fumbled). The dice are copied, so Dice So Nice's marks never reach the roll the message saves.
 */
export function throwFollowUpDice(message: ChatMessageView, options: object | undefined): void {
  const named: unknown = options ? Reflect.get(options, FOLLOW_UP_DICE) : undefined;
  if (!isFollowUpDice(named) || typeof game.dice3d?.showForRoll !== "function" || !isDiceSoNice6()) return;
  if (message.isContentVisible !== true) return;
  const roll = message.rolls[named.roll];
  const dice = named.dice.flatMap((i) => roll?.dice[i] ?? []);
  if (dice.length === 0) return;
  const author = (message.author?.id ? game.users?.get(message.author.id) : undefined) ?? game.user;
  void throwSafely(() =>
    game.dice3d!.showForRoll(rollOf(dice), author, false, null, false, message.id, message.speaker ?? null),
  );
}

/** A well-formed `FollowUpDice` (an update's options come from another client). */
function isFollowUpDice(value: unknown): value is FollowUpDice {
  if (typeof value !== "object" || value === null || !("roll" in value) || !("dice" in value)) return false;
  return Number.isInteger(value.roll) && Array.isArray(value.dice) && value.dice.every((i) => Number.isInteger(i));
}

/** A throw that fails is logged, never thrown: an animation is no reason to lose the roll it shows. */
async function throwSafely(show: () => Promise<boolean>): Promise<boolean> {
  try {
    return await show();
  } catch (error) {
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
