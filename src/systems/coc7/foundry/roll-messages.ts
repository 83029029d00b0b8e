import { afterOdds, luckOffered, PUSH_CHOICE, rolledTotal, type CardGates, type Coc7Rolled } from "../core/coc7-after";
import { coc7RollOdds, type Coc7Question } from "../core/coc7-odds";
import { POOL_MODIFIERS, type PoolModifier } from "../core/percentile-pool";
import { coc7Labels, coc7LuckLines } from "../ui/coc7-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialogReading, SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";

/**
 * A CoC7 check's message keeps the chance it had (docs/systems-coc7.md "The roll's message"). CoC7 fires no hook
 * around a roll: `CoC7RollNormalize.runRoll` rolls a `CoC7Check` — after the dialog, or at once on a Shift-click —
 * and `CoC7Check#toMessage` creates its message (coc7/apps/roll-normalize.js, check.js at 7974aac, release 8.15).
 * That message carries the check's question in CoC7's own flag, `flags.CoC7.load` (`as` "CoC7Check", the dice pool:
 * the value as `threshold`, its flat threshold and dice modifiers, the difficulty, the bonus or penalty dice), and its
 * dice as its first roll (`1dt+1d10`, then a `dt` a bonus or penalty die). So the question is kept as Foundry is about
 * to create the message (`preCreateChatMessage`, on the rolling client), before the keeper, luck or a push can change
 * CoC7's flag, and read back only while it is the check the message rolled: the same value, modifiers and dice,
 * and the same difficulty — or an unknown one, which the keeper sets on the card after the roll.
 */

type Difficulty = Coc7Question["difficulty"];

/** CoC7DicePool.difficultyLevel, as far as the dialog offers it (a critical or impossible one is not read). */
const DIFFICULTIES: ReadonlyMap<number, Difficulty> = new Map([
  [-1, "unknown"],
  [1, "regular"],
  [2, "hard"],
  [3, "extreme"],
]);

/** What the message keeps: the question the dialog asked, and the dice it rolled with. */
interface KeptCheck extends Coc7Question {
  readonly pool: PoolModifier;
}

/** CoC7's own record of the check on its message (`flags.CoC7.load.dicePool`), when it is a check's. */
function dicePoolOf(kit: RuleSetKit, message: SystemRollMessage): unknown {
  const { field } = kit.systems;
  const load = field(field(message.flags, "CoC7"), "load");
  return field(load, "as") === "CoC7Check" ? field(load, "dicePool") : undefined;
}

function integer(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/** The check's question as CoC7's pool holds it (a difficulty no dialog offers, critical or impossible, as null). */
function checkOf(
  kit: RuleSetKit,
  pool: unknown,
): (Omit<KeptCheck, "difficulty"> & { readonly difficulty: Difficulty | null }) | null {
  const [threshold, flatThreshold, flatDice, level, current] = [
    "threshold",
    "flatThresholdModifier",
    "flatDiceModifier",
    "difficulty",
    "currentPoolModifier",
  ].map((name) => integer(kit.systems.field(pool, name)));
  const dice = POOL_MODIFIERS.find((modifier) => modifier === current);
  if (threshold == null || flatThreshold == null || flatDice == null || level == null || dice === undefined)
    return null;
  return {
    value: threshold + flatThreshold,
    difficulty: DIFFICULTIES.get(level) ?? null,
    flatDiceModifier: flatDice,
    pool: dice,
  };
}

/** The tens dice of the message's first roll (CoC7's `t` and `o` dice: a d10 read as tens), or null without one. */
function tensDiceOf(message: SystemRollMessage): number | null {
  const roll = message.rolls?.[0];
  if (!(roll instanceof foundry.dice.Roll)) return null;
  // CoC7 registers its tens die as `t` (and the same die as `o`, a subclass): read as CoC7DicePool reads its rolls.
  const tensDie: unknown = Reflect.get(CONFIG.Dice.terms, "t");
  if (typeof tensDie !== "function") return null;
  const tens = roll.dice.filter((die) => die instanceof tensDie);
  return tens.reduce((count, die) => count + (typeof die.number === "number" ? die.number : 0), 0);
}

/** What was kept, when it is the check the message rolled (a flag is whatever its author wrote). */
function readKept(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): KeptCheck | null {
  const { field } = kit.systems;
  const now = checkOf(kit, dicePoolOf(kit, message));
  const pool = POOL_MODIFIERS.find((modifier) => modifier === field(kept, "pool"));
  if (!now || pool === undefined || tensDiceOf(message) !== 1 + Math.abs(pool)) return null;
  const [bonusCount = 0, penaltyCount = 0] = ["bonusCount", "penaltyCount"].map(
    (name) => integer(field(dicePoolOf(kit, message), name)) ?? 0,
  );
  // Dice the card adds after the roll go on the same side (CoC7DicePool#addDiceToPool): the first roll's side holds.
  const sameSide = pool > 0 ? bonusCount >= pool : pool < 0 ? penaltyCount >= -pool : true;
  // An unknown difficulty is the keeper's to set on the card after the roll, any level CoC7 offers there.
  const difficulty = field(kept, "difficulty") === "unknown" ? "unknown" : now.difficulty;
  if (!sameSide || difficulty === null || field(kept, "difficulty") !== difficulty) return null;
  if (field(kept, "value") !== now.value || field(kept, "flatDiceModifier") !== now.flatDiceModifier) return null;
  return { ...now, difficulty, pool };
}

/**
 * What CoC7's check card offers after its roll, read for the current user (docs/systems-coc7.md "After the roll";
 * coc7/apps/check.js and dice-pool.js at 7974aac, release 8.15). The card draws its push and Luck buttons in an
 * `owner-and-keeper-block`, which CoC7's render hook (hooks/render-chat-message-html.js:20-48) removes for all but a
 * GM, a trusted player where the world lets them see cards (`trustedCanSeeChatCard`), and a user who may update the
 * roll's actor (`CoC7Utilities.canModifyActor`). The dice are the message's own rolls, read as
 * `CoC7DicePool#processRolls` reads them; CoC7's record (`flags.CoC7.load`) must hold the same dice, else nothing is
 * read (a rewritten flag draws nothing).
 */

interface Load {
  readonly load: unknown;
  readonly pool: unknown;
}

function loadOf(kit: RuleSetKit, message: SystemRollMessage): Load | null {
  const { field } = kit.systems;
  const load = field(field(message.flags, "CoC7"), "load");
  return field(load, "as") === "CoC7Check" ? { load, pool: field(load, "dicePool") } : null;
}

const count = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;

/** The die results of the message's rolls: every tens die's in order, and each units die's (one a rolled group). */
function diceOfRolls(message: SystemRollMessage): { tens: number[]; units: number[] } | null {
  const tensDie: unknown = Reflect.get(CONFIG.Dice.terms, "t");
  const die: unknown = Reflect.get(CONFIG.Dice.terms, "d");
  if (typeof tensDie !== "function" || typeof die !== "function") return null;
  const tens: number[] = [];
  const units: number[] = [];
  for (const roll of message.rolls ?? []) {
    if (!(roll instanceof foundry.dice.Roll)) return null;
    for (const term of roll.dice) {
      const results = term.results.map((result) => result.result);
      // As processRolls: a tens die first (CoC7's `t` extends Die), then a plain die, its first result the units.
      if (term instanceof tensDie) tens.push(...results);
      else if (term instanceof die && results[0] !== undefined) units.push(results[0]);
    }
  }
  return { tens, units };
}

const sameDice = (a: unknown, b: readonly number[]): boolean =>
  Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The dice of the card's one rolled group, kept as the card keeps them now, or null: pushed already (a second units
 * die), or CoC7's record not holding the dice the rolls show.
 */
function rolledOf(
  kit: RuleSetKit,
  message: SystemRollMessage,
  pool: unknown,
): Pick<Coc7Rolled, "dice" | "pool" | "luckSpent"> | null {
  const { field } = kit.systems;
  const rolls = diceOfRolls(message);
  const [penaltyCount, bonusCount, luckSpent] = ["penaltyCount", "bonusCount", "luckSpent"].map((name) =>
    count(field(pool, name)),
  );
  const current = POOL_MODIFIERS.find((modifier) => modifier === field(pool, "currentPoolModifier"));
  if (!rolls || rolls.units.length !== 1 || penaltyCount == null || bonusCount == null || luckSpent == null)
    return null;
  const [base, ...extra] = rolls.tens;
  if (base === undefined || current === undefined || extra.length !== penaltyCount + bonusCount) return null;
  const penalty = extra.slice(0, penaltyCount);
  const bonus = extra.slice(penaltyCount);
  const recorded = field(pool, "rolledDice");
  const first: unknown = Array.isArray(recorded) ? recorded[0] : undefined;
  const units = rolls.units[0]!;
  const same =
    Array.isArray(recorded) &&
    recorded.length === 1 &&
    field(first, "baseDie") === base &&
    field(first, "unitDie") === units &&
    sameDice(field(first, "penaltyDice"), penalty) &&
    sameDice(field(first, "bonusDice"), bonus);
  const kept = current < 0 ? penalty.slice(0, -current) : bonus.slice(0, current);
  if (!same || kept.length !== Math.abs(current)) return null;
  return { dice: { tens: [base, ...kept], units }, pool: current, luckSpent };
}

interface Actor {
  readonly system?: unknown;
  canUserModify?(user: unknown, action: string): boolean;
}

/** Whether the current user sees the card's buttons (render-chat-message-html.js:20-48). */
function seesButtons(kit: RuleSetKit, actor: Actor | null): boolean {
  const user = game.user;
  if (!user) return false;
  if (user.isGM || (user.isTrusted && kit.systems.systemSetting("CoC7", "trustedCanSeeChatCard") === true)) return true;
  return actor?.canUserModify?.(user, "update") === true;
}

/**
 * The rolled check and what else the card weighs, for one who sees its buttons while the card offers any (open, not
 * a standby, not pushed yet); else null.
 */
function cardChoices(
  kit: RuleSetKit,
  message: SystemRollMessage,
  question: Coc7Question,
): { readonly check: Coc7Rolled; readonly gates: CardGates } | null {
  const { field, systemSetting } = kit.systems;
  const read = loadOf(kit, message);
  if (!read || field(read.load, "cardOpen") !== true || field(read.load, "isStandby") !== false) return null;
  const uuid = field(read.load, "actorUuid");
  const actor = typeof uuid === "string" ? kit.systems.documentFromUuidSync<Actor>(uuid) : null;
  const rolled = rolledOf(kit, message, read.pool);
  if (!rolled || !seesButtons(kit, actor)) return null;
  const key = field(read.load, "key");
  const luck = parseInt(String(field(field(field(actor?.system, "attribs"), "lck"), "value") ?? 0), 10);
  const malfunction = count(field(read.pool, "malfunctionThreshold"));
  return {
    check: { ...question, ...rolled },
    gates: {
      pushable: field(read.load, "allowPush") === true,
      pushFumbles: systemSetting("CoC7", "allowPushFumbles") === true,
      key: typeof key === "string" ? key : "",
      // CoC7 reads the actor's Luck as its `luckAvailable` (0 without an actor: no Luck offered).
      luck: actor && !Number.isNaN(luck) ? luck : null,
      malfunction,
    },
  };
}

/**
 * The card's push button, where the push's figures go (docs/systems-coc7.md "After the roll"): CoC7 draws it in the
 * `owner-and-keeper-block` of the card's last rolled group (roll-result.hbs:82-85) and listens on the button itself,
 * reading its action from `currentTarget` (check.js:164-170, 824-907), so text of its own leaves the click CoC7's.
 */
function pushButton(html: HTMLElement): ReadonlyMap<string, HTMLElement> {
  const button = html.querySelector<HTMLElement>('.owner-and-keeper-block button[data-action="push"]');
  return new Map(button ? [[PUSH_CHOICE, button]] : []);
}

export function coc7Rolls(kit: RuleSetKit): SystemRolls {
  return {
    // Foundry's, fired on the client creating the message, before it is created: CoC7 has no hook there.
    hook: "preCreateChatMessage",
    record(args) {
      const message = kit.systems.messageAboutToBeCreated(args);
      const check = message ? checkOf(kit, dicePoolOf(kit, message.view)) : null;
      // A keeper's standby card rolls nothing yet: no roll, nothing kept.
      if (!message || !check || tensDiceOf(message.view) !== 1 + Math.abs(check.pool)) return null;
      const { difficulty } = check;
      return difficulty === null ? null : { messageData: message.document, kept: { ...check, difficulty } };
    },
    reread: (kept, message) => rereadCheck(kit, kept, message),
    buttons: (_message, html) => pushButton(html),
    // The luck line measures the message's own roll: CoC7's value is not the dice's sum.
    formula: () => null,
  };
}

function rereadCheck(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): SystemDialogReading | null {
  const check = readKept(kit, kept, message);
  if (!check) return null;
  // After the roll, the card's own state: a difficulty the keeper has set on it since (docs/systems-coc7.md).
  const now = checkOf(kit, dicePoolOf(kit, message))?.difficulty;
  const card = now ? cardChoices(kit, message, { ...check, difficulty: now }) : null;
  return {
    odds: () => {
      const before = coc7RollOdds(check, check.pool);
      return card ? afterOdds(card.check, card.gates, before, rolledTotal(card.check)) : before;
    },
    ...(card ? { after: (i18n) => coc7LuckLines(luckOffered(card.check, card.gates), i18n) } : {}),
    labels: coc7Labels(check.difficulty),
    // As in the dialog: an unknown difficulty is the keeper's (docs/systems-coc7.md "Unknown difficulty").
    targetVisible: check.difficulty !== "unknown",
  };
}
