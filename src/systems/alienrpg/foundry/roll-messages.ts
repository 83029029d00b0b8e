import { alienOdds, alienPoolOf, type AlienPool } from "../core/pool-odds";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { alienLabels } from "../ui/roll-labels";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import type { RuleSetKit } from "../../../foundry/composition";
import { alienPushChoice, alienPushedPool, type AlienShown } from "../core/push-odds";

/**
 * An Alien RPG roll's message keeps the chance it had (docs/systems-alienrpg.md "The roll's message"), with its dialog
 * or without (a left-click on a skill rolls at once). The system fires no hook around its rolls: `yze.yzeRoll`
 * (YZEDiceRoller.mjs:397-416 at 4.0.5) creates the message with `rolls: [mr]`, `mr` being `<b>db` or `<b>db+<s>ds`.
 * So the pool is read from that roll as Foundry is about to create its message (`preCreateChatMessage`), and a chance
 * is drawn again only for a message whose own first roll is still that pool. A die's `total` is overridden to its
 * count of dice (alienRPGBaseDice.mjs:13-15), so nothing here reads a total: only each term's number of dice.
 * A supply roll (`<s>ds` alone) is no success roll: not read.
 */

type Field = RuleSetKit["systems"]["field"];

/**
 * A die term's class denomination and number of dice. The class's `DENOMINATION` (`b`, `s`), not the term's
 * `denomination`: the system's dice extend Foundry's Die, whose `denomination` is `d<faces>`, "d6" for both.
 */
function alienDiceOf(field: Field, term: unknown): { denomination: unknown; number: unknown } {
  const constructor: unknown = typeof term === "object" && term !== null ? term.constructor : undefined;
  const denomination: unknown =
    typeof constructor === "function" ? Reflect.get(constructor, "DENOMINATION") : undefined;
  return { denomination, number: field(term, "number") };
}

/** The pool a message's first roll rolled, or null for any other roll. */
export function poolOfRoll(field: Field, roll: unknown): AlienPool | null {
  if (!(roll instanceof foundry.dice.Roll)) return null;
  const terms: readonly unknown[] = roll.terms;
  const base = alienDiceOf(field, terms[0]);
  if (base.denomination !== "b" || typeof base.number !== "number") return null;
  if (terms.length === 1) return alienPoolOf(base.number, 0);
  const stress = alienDiceOf(field, terms[2]);
  if (
    terms.length !== 3 ||
    field(terms[1], "operator") !== "+" ||
    stress.denomination !== "s" ||
    typeof stress.number !== "number"
  )
    return null;
  // `0db+<s>ds` is how yzeRoll writes stress dice alone: the pool is read back as it was rolled.
  return base.number === 0
    ? alienPoolOf(0, stress.number)
    : stress.number >= 1
      ? { base: base.number, stress: stress.number }
      : null;
}

/** What was kept, when it is the message's own first roll's pool (a flag is whatever its author wrote). */
function readKept(field: Field, kept: unknown, message: SystemRollMessage): AlienPool | null {
  const pool = poolOfRoll(field, message.rolls?.[0]);
  return pool && field(kept, "base") === pool.base && field(kept, "stress") === pool.stress ? pool : null;
}

/**
 * The figures of a pool, its column named by the pool they describe ("Base dice: 4, stress dice: 2"): a prompt's
 * fields hold modifiers, never the pool the system will roll from them.
 */
export function namedPoolOdds(pool: AlienPool): SystemOdds {
  const odds = alienOdds(pool);
  const label = game.i18n.format("INDIE_DICE.SystemOdds.Alienrpg.Pool", {
    base: String(pool.base),
    stress: String(pool.stress),
  });
  return { ...odds, choices: odds.choices.map((choice) => ({ ...choice, label })) };
}

/**
 * Whether, and what, this client's Push button pushes (docs/systems-alienrpg.md "After the roll"). As the system's
 * code decides, at 4.0.5:
 * - the button is in the message's card only where the roll may be pushed: a character's roll (or a synthetic's with
 *   stress) with no one on a stress die, not itself a push unless a multi-push (YZEDiceRoller.mjs:176-182, 375-391);
 * - a click pushes the actor of the message's speaker, a character's roll only (alienrpg.mjs:466-499), whose stress
 *   `pushRoll` raises first (actor.mjs:1351-1361): an update only its owner or a GM may make;
 * - the dice it rolls again are counted from `game.alienrpg.rollArr`, this client's last roll (actor.mjs:1362-1363),
 *   not from the message: so the figures stand only on a message whose own dice are that last roll's. Another roll
 *   on this client (a push included) changes what the buttons push: the messages drawn with the figures are drawn
 *   again, and a button that would push other dice shows none.
 */

/** What a message's first roll showed, read from its own dice (the results it rolled), or null. */
function shownOf(field: Field, roll: unknown): AlienShown | null {
  const terms = field(roll, "terms");
  if (!Array.isArray(terms)) return null;
  const faces = (term: unknown): number[] | null => {
    const results = field(term, "results");
    return Array.isArray(results) ? results.map((result) => Number(field(result, "result"))) : null;
  };
  const base = faces(terms[0]);
  const stress = terms.length === 3 ? faces(terms[2]) : [];
  if (!base || !stress || alienDiceOf(field, terms[0]).denomination !== "b") return null;
  if (terms.length === 3 && alienDiceOf(field, terms[2]).denomination !== "s") return null;
  const count = (list: number[], face: number) => list.filter((result) => result === face).length;
  return {
    base: base.length,
    baseSixes: count(base, 6),
    stress: stress.length,
    stressSixes: count(stress, 6),
    stressOnes: count(stress, 1),
  };
}

/** The system drew the Push button in the message's card (its content). */
const offered = (field: Field, message: SystemRollMessage): boolean =>
  /<button[^>]*class="alien-Push-button"/.test(String(field(message, "content") ?? ""));

/** The current user may push: the speaker's actor is a character she owns, or she is a GM. */
function mayPush(field: Field, message: SystemRollMessage): boolean {
  const id = field(field(message, "speaker"), "actor");
  const actor = typeof id === "string" ? game.actors?.get(id) : undefined;
  if (!actor || field(actor, "type") !== "character") return false;
  return game.user.isGM || field(actor, "isOwner") === true;
}

/** This client's last roll (`game.alienrpg.rollArr`) is the one these dice showed: the button pushes them. */
function lastRollIs(field: Field, shown: AlienShown): boolean {
  const last = field(field(game, "alienrpg"), "rollArr");
  const counts = {
    r1Dice: shown.base,
    r1Six: shown.baseSixes,
    r2Dice: shown.stress,
    r2Six: shown.stressSixes,
    r2One: shown.stressOnes,
  };
  return Object.entries(counts).every(([key, value]) => field(last, key) === value);
}

/** Messages drawn with a push's figures on this client: drawn again when its last roll changes. */
type DrawnWithPush = Set<string>;

/** The dice this client's Push button on the message pushes, for one who may push them; else null. */
function pushable(field: Field, drawnWithPush: DrawnWithPush, message: SystemRollMessage): AlienShown | null {
  const shown = shownOf(field, message.rolls?.[0]);
  const may = shown && offered(field, message) && mayPush(field, message) && lastRollIs(field, shown);
  if (!shown || !may) return null;
  if (message.id) drawnWithPush.add(message.id);
  return shown;
}

/** A roll on this client changed its last roll: the messages that showed a push's figures are drawn again. */
function lastRollChanged(drawnWithPush: DrawnWithPush): void {
  for (const id of drawnWithPush) {
    // Foundry's log draws it again (v13 ChatLog#updateMessage), which fvtt-types 13.345's ChatLog lacks.
    const message = game.messages?.get(id);
    const log = ui.chat;
    if (message && log && "updateMessage" in log && typeof log.updateMessage === "function")
      void log.updateMessage(message);
  }
  drawnWithPush.clear();
}

/** The Push button in a drawn message, where its figures go. */
function pushButtons(html: HTMLElement): ReadonlyMap<string, HTMLElement> {
  const button = html.querySelector<HTMLElement>("button.alien-Push-button");
  return new Map(button ? [["push", button]] : []);
}

/**
 * The roll's figures, and for one whose Push button pushes these very dice (push.ts), the push's: its column named by
 * the dice it rolls again.
 */
function rolledOdds(pool: AlienPool, shown: AlienShown | null): SystemOdds {
  const odds = namedPoolOdds(pool);
  const push = shown ? alienPushChoice(shown) : null;
  const pushed = shown ? alienPushedPool(shown) : null;
  if (!push || !pushed) return odds;
  const label = game.i18n.format("INDIE_DICE.SystemOdds.Alienrpg.Pushed", {
    base: String(pushed.base),
    stress: String(pushed.stress),
  });
  return { ...odds, choices: [...odds.choices, { ...push, label }] };
}

/** Whether a roll throws the system's dice: each such roll on this client is its last (`game.alienrpg.rollArr`). */
function throwsAlienDice(field: Field, roll: unknown): boolean {
  const terms = field(roll, "terms");
  return (
    Array.isArray(terms) && terms.some((term) => ["b", "s"].includes(String(alienDiceOf(field, term).denomination)))
  );
}

export function alienRolls(kit: RuleSetKit): SystemRolls {
  const { field } = kit.systems;
  const drawnWithPush: DrawnWithPush = new Set();
  return {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    record(args) {
      const message = kit.systems.messageAboutToBeCreated(args);
      // yzeRoll counted this roll's dice into this client's last roll before creating its message (buildChat).
      if (message && throwsAlienDice(field, message.view.rolls?.[0])) lastRollChanged(drawnWithPush);
      const pool = message ? poolOfRoll(field, message.view.rolls?.[0]) : null;
      return message && pool ? { messageData: message.document, kept: { base: pool.base, stress: pool.stress } } : null;
    },
    reread(kept, message) {
      const pool = readKept(field, kept, message);
      if (!pool) return null;
      const shown = pushable(field, drawnWithPush, message);
      return { odds: () => rolledOdds(pool, shown), labels: alienLabels, targetVisible: true };
    },
    buttons: (_message, html) => pushButtons(html),
    // The engine reads no `db` or `ds` die, and the total the message shows counts dice: no luck is measured here.
    formula: () => null,
  };
}
