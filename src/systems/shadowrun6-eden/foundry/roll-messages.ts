import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialogReading, SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { sr6Odds, type Sr6Roll } from "../core/roll-odds";
import { sr6Labels } from "../ui/roll-labels";

/**
 * A Shadowrun 6e roll's message keeps the chance it had (docs/systems-shadowrun6-eden.md "The message"). The system
 * fires no hook of its own: `doRoll` sends its SR6Roll to chat (Rolls.js:33, `toMessage`), whose JSON holds the
 * configured roll (`data`, `configured`: the threshold, the wild die, explode) beside its terms (SR6Roll.js:395-403).
 * So the roll is read as Foundry is about to create the message (`preCreateChatMessage`), and drawn again only from
 * the message's own roll: its dice from its terms — the first term's number, `x6` on it, a third term the wild die —
 * and the threshold its data holds, which must agree with our flag. A threshold is counted for a GM only: the
 * roller's dialog keeps it hidden unless the test is extended (which is not read) or the world shows it.
 */

type Field = RuleSetKit["systems"]["field"];

/** A d6 term of the roll: its number of dice and whether it explodes; null for anything else. */
function d6Term(field: Field, term: unknown): { dice: number; explode: boolean } | null {
  const number = field(term, "number");
  const modifiers = field(term, "modifiers");
  if (field(term, "faces") !== 6 || typeof number !== "number" || !Array.isArray(modifiers)) return null;
  return { dice: number, explode: modifiers.includes("x6") };
}

/** The roll a message's first roll is, from its own terms and data; null for anything else (an extended test). */
function rolledOf(kit: RuleSetKit, rolls: unknown): Sr6Roll | null {
  const { field } = kit.systems;
  const roll: unknown = Array.isArray(rolls) && rolls.length === 1 ? rolls[0] : undefined;
  const terms = field(roll, "terms");
  const data = field(roll, "data");
  if (!Array.isArray(terms) || (terms.length !== 1 && terms.length !== 3) || field(data, "extended") === true) {
    return null;
  }
  const regular = d6Term(field, terms[0]);
  const wild = terms.length === 3 ? d6Term(field, terms[2]) : null;
  if (!regular || (terms.length === 3 && (!wild || wild.dice !== 1 || wild.explode !== regular.explode))) return null;
  if (Boolean(field(data, "useWildDie")) !== (wild !== null)) return null;
  const threshold = field(data, "threshold");
  return {
    pool: regular.dice + (wild ? 1 : 0),
    threshold: typeof threshold === "number" && Number.isInteger(threshold) ? Math.max(threshold, 0) : 0,
    wild: wild !== null,
    explode: regular.explode,
  };
}

const KEYS = ["pool", "threshold", "wild", "explode"] as const;

/**
 * Whether a message's roll is a GM's NPC's, kept from a player (docs/systems-shadowrun6-eden.md "Secrets"): the
 * actor's roll methods speak as the actor, and an NPC's dice are the GM's numbers — a player sees no figure of them.
 */
export function npcRoll(kit: RuleSetKit, message: SystemRollMessage): boolean {
  return rolledOf(kit, message.rolls) !== null && kit.systems.speakerIsGmsNpc(message);
}

export function sr6Rolls(kit: RuleSetKit): SystemRolls {
  const { field } = kit.systems;
  const reading = (roll: Sr6Roll): SystemDialogReading => ({
    // The threshold is a GM's: a player reads the hits' rows of the same dice.
    odds: () => sr6Odds(kit.pools.sr6Outcomes, game.user.isGM ? roll : { ...roll, threshold: 0 }),
    labels: sr6Labels,
    targetVisible: true,
  });
  return {
    hook: "preCreateChatMessage",
    record: (args) => kit.systems.recordFromMessage(args, (document) => rolledOf(kit, field(document, "rolls"))),
    reread(kept, message: SystemRollMessage) {
      const rolled = rolledOf(kit, message.rolls);
      // Our flag is whatever its author wrote: drawn only when the message's own roll says the same.
      return rolled && KEYS.every((key) => field(kept, key) === rolled[key]) ? reading(rolled) : null;
    },
    // The engine reads no Shadowrun pool as a number: no luck is measured.
    formula: () => null,
  };
}
