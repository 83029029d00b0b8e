import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { dccCountable, dccOdds, type DccDice, type DccRoll } from "../core/dcc-odds";
import { dccLabels } from "../ui/roll-labels";

/**
 * A Dungeon Crawl Classics attack's message keeps the chance it had (docs/systems-dcc.md "The message"):
 * `rollWeaponAttack` posts the attack roll first, marked `dcc.isAttackRoll` (rolls-weapon-mixin.mjs:159), its first
 * die carrying the threat range the chain moved as `options.dcc.upperThreshold` (:628). Read as Foundry is about to
 * create the message and drawn again only while the message's own roll still holds the same dice and threshold: a
 * flag can take a figure away, never draw one. Its target (a token's AC) is not read: the figures are the dice's.
 */

const field = (kit: RuleSetKit, from: unknown, ...path: string[]) =>
  path.reduce((at, key) => kit.systems.field(at, key), from);

/** A term of faces and count, or a number, after an operator. */
function termOf(kit: RuleSetKit, term: unknown, sign: 1 | -1): DccDice | number | null {
  const [faces, count, number] = ["faces", "number", "number"].map((key) => kit.systems.field(term, key));
  if (typeof faces === "number" && typeof count === "number") return { count, faces, sign };
  return typeof number === "number" && faces === undefined ? sign * number : null;
}

/** The attack roll as it was made, from itself: its first die the action die, every other term added. */
function dccRollOf(kit: RuleSetKit, roll: unknown): DccRoll | null {
  const terms = kit.systems.field(roll, "terms");
  if (field(kit, roll, "options", "dcc", "isAttackRoll") !== true || !Array.isArray(terms)) return null;
  const [first, ...rest] = terms;
  const action = termOf(kit, first, 1);
  const threshold = field(kit, first, "options", "dcc", "upperThreshold");
  if (typeof action !== "object" || action === null || typeof threshold !== "number") return null;
  const extra: DccDice[] = [];
  let bonus = 0;
  let sign: 1 | -1 = 1;
  for (const term of rest) {
    const operator = kit.systems.field(term, "operator");
    if (operator === "+" || operator === "-") {
      sign = operator === "-" ? -1 : 1;
      continue;
    }
    const read = termOf(kit, term, sign);
    if (read === null) return null;
    if (typeof read === "number") bonus += read;
    else extra.push(read);
  }
  // upperThreshold = range + faces − 20 on the weapon's d20 (threatFrom's inverse).
  const critRange = threshold + 20 - action.faces;
  const read: DccRoll = { kind: "attack", action, extra, bonus, spellburn: 0, critRange };
  return dccCountable(read) ? read : null;
}

/** What was kept is what the roll reads now, key by key (both written by `dccRollOf`). */
const same = (kept: unknown, read: DccRoll) => JSON.stringify(kept) === JSON.stringify(read);

export function dccRolls(kit: RuleSetKit): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) =>
      kit.systems.recordFromMessage(args, (document) => {
        const rolls = kit.systems.field(document, "rolls");
        return Array.isArray(rolls) ? dccRollOf(kit, rolls[0]) : null;
      }),
    reread(kept, message: SystemRollMessage) {
      const read = dccRollOf(kit, message.rolls?.[0]);
      if (!read || !same(kept, read)) return null;
      return { odds: () => dccOdds(read), labels: dccLabels, targetVisible: true };
    },
    formula: () => null,
  };
}

/**
 * A player sees no figure of an attack by the GM's NPC (the speaker an actor no player owns): its threat range, which
 * its card does not print, would come back in the critical's chance.
 */
export function dccNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  return dccRollOf(kit, message.rolls?.[0]) !== null && kit.systems.speakerIsGmsNpc(message);
}
