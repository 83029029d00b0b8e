import { alienOdds, alienPoolOf, type AlienPool } from "../core/pool-odds";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { alienLabels } from "../ui/roll-labels";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { field, messageAboutToBeCreated } from "../../../foundry/systems/system-reads";

/**
 * An Alien RPG roll's message keeps the chance it had (docs/systems-alienrpg.md "The roll's message"), with its dialog
 * or without (a left-click on a skill rolls at once). The system fires no hook around its rolls: `yze.yzeRoll`
 * (YZEDiceRoller.mjs:397-416 at 4.0.5) creates the message with `rolls: [mr]`, `mr` being `<b>db` or `<b>db+<s>ds`.
 * So the pool is read from that roll as Foundry is about to create its message (`preCreateChatMessage`), and a chance
 * is drawn again only for a message whose own first roll is still that pool. A die's `total` is overridden to its
 * count of dice (alienRPGBaseDice.mjs:13-15), so nothing here reads a total: only each term's number of dice.
 * A supply roll (`<s>ds` alone) is no success roll: not read.
 */

/**
 * A die term's class denomination and number of dice. The class's `DENOMINATION` (`b`, `s`), not the term's
 * `denomination`: the system's dice extend Foundry's Die, whose `denomination` is `d<faces>`, "d6" for both.
 */
function diceOf(term: unknown): { denomination: unknown; number: unknown } {
  const constructor: unknown = typeof term === "object" && term !== null ? term.constructor : undefined;
  const denomination: unknown =
    typeof constructor === "function" ? Reflect.get(constructor, "DENOMINATION") : undefined;
  return { denomination, number: field(term, "number") };
}

/** The pool a message's first roll rolled, or null for any other roll. */
export function poolOfRoll(roll: unknown): AlienPool | null {
  if (!(roll instanceof foundry.dice.Roll)) return null;
  const terms: readonly unknown[] = roll.terms;
  const base = diceOf(terms[0]);
  if (base.denomination !== "b" || typeof base.number !== "number") return null;
  if (terms.length === 1) return alienPoolOf(base.number, 0);
  const stress = diceOf(terms[2]);
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
function readKept(kept: unknown, message: SystemRollMessage): AlienPool | null {
  const pool = poolOfRoll(message.rolls?.[0]);
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

export const alienRolls: SystemRolls = {
  // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
  hook: "preCreateChatMessage",
  record(args) {
    const message = messageAboutToBeCreated(args);
    const pool = message ? poolOfRoll(message.view.rolls?.[0]) : null;
    return message && pool ? { messageData: message.document, kept: { base: pool.base, stress: pool.stress } } : null;
  },
  reread(kept, message) {
    const pool = readKept(kept, message);
    return pool ? { odds: () => namedPoolOdds(pool), labels: alienLabels, targetVisible: true } : null;
  },
  // The engine reads no `db` or `ds` die, and the total the message shows counts dice: no luck is measured here.
  formula: () => null,
};
