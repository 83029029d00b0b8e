import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { dccCountable, dccOdds, type DccDice, type DccRoll } from "../core/dcc-odds";
import { dccLabels } from "../ui/roll-labels";

/**
 * A Dungeon Crawl Classics attack's or check's message keeps the chance it had (docs/systems-dcc.md "The message"):
 * `rollWeaponAttack` posts the attack roll first, marked `dcc.isAttackRoll` (rolls-weapon-mixin.mjs:159), its first
 * die carrying the threat range the chain moved as `options.dcc.upperThreshold` (:628); an ability check, a saving
 * throw and a skill check post the lib's formula (`1d<faces>` and a number) first, the message marked by its
 * `dcc.RollType` (adapter/chat-renderer.mjs:283, 441, 519). Read as Foundry is about to create the message and drawn
 * again only while the message's own roll still holds the same dice: a flag can take a figure away, never draw one.
 * No target is read (a token's AC is the GM's; a check's DC is in the call's options, not on the message).
 */

const field = (kit: RuleSetKit, from: unknown, ...path: string[]) =>
  path.reduce((at, key) => kit.systems.field(at, key), from);

/** A term of faces and count, or a number, after an operator. */
function termOf(kit: RuleSetKit, term: unknown, sign: 1 | -1): DccDice | number | null {
  const [faces, count, number] = ["faces", "number", "number"].map((key) => kit.systems.field(term, key));
  if (typeof faces === "number" && typeof count === "number") return { count, faces, sign };
  return typeof number === "number" && faces === undefined ? sign * number : null;
}

/**
 * The checks whose message is read, by the `dcc.RollType` their renderer sets: a roll-under Luck check
 * (`AbilityCheckRollUnder`, success at most the score) and a spell check (`SpellCheck`) are not among them.
 */
const CHECKS: readonly unknown[] = ["AbilityCheck", "SavingThrow", "SkillCheck"];

/** Which rules judge the message's first roll, from what the system marks it with; null: not read. */
function kindOf(kit: RuleSetKit, flags: unknown, roll: unknown): "attack" | "check" | null {
  if (field(kit, roll, "options", "dcc", "isAttackRoll") === true) return "attack";
  return CHECKS.includes(field(kit, flags, "dcc", "RollType")) ? "check" : null;
}

/** The attack's or check's roll as it was made, from itself: its first die the action die, every other term added. */
function dccRollOf(kit: RuleSetKit, flags: unknown, roll: unknown): DccRoll | null {
  const terms = kit.systems.field(roll, "terms");
  const kind = kindOf(kit, flags, roll);
  if (!kind || !Array.isArray(terms)) return null;
  const [first, ...rest] = terms;
  const action = termOf(kit, first, 1);
  const threshold = field(kit, first, "options", "dcc", "upperThreshold");
  if (typeof action !== "object" || action === null) return null;
  if (kind === "attack" && typeof threshold !== "number") return null;
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
  // upperThreshold = range + faces − 20 on the weapon's d20 (threatFrom's inverse); a check's is the dialog's 20.
  const critRange = typeof threshold === "number" && kind === "attack" ? threshold + 20 - action.faces : 20;
  const read: DccRoll = { kind, action, extra, bonus, spellburn: 0, critRange };
  return dccCountable(read) ? read : null;
}

/** What was kept is what the roll reads now, key by key (both written by `dccRollOf`). */
const same = (kept: unknown, read: DccRoll) => JSON.stringify(kept) === JSON.stringify(read);

/**
 * The message's figures: the dialog's (the critical and the fumble of an attack, no fact of a check) and its rows of
 * totals a DC or AC may be, drawn on the line as facts (a message's line draws outcomes, not a totals table). A row's
 * key is its words: "{total}+" in every language Indie Dice speaks (INDIE_DICE.SystemOdds.AtLeast), and a key no
 * translation holds is given back as it is. A message has no spellburn column: its roll holds the burn as a number.
 */
function messageOdds(read: DccRoll): SystemOdds {
  const odds = dccOdds(read);
  const totals = odds.totals.map((row) => ({
    key: `${row.total}+`,
    probability: row.chances[0] ?? 0,
    fromTarget: false,
    fact: true,
  }));
  const facts = odds.choices[0]?.outcomes ?? [];
  return { target: null, choices: [{ id: "rolled", outcomes: [...facts, ...totals] }], totals: [] };
}

export function dccRolls(kit: RuleSetKit): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) =>
      kit.systems.recordFromMessage(args, (document) => {
        const rolls = kit.systems.field(document, "rolls");
        return Array.isArray(rolls) ? dccRollOf(kit, kit.systems.field(document, "flags"), rolls[0]) : null;
      }),
    reread(kept, message: SystemRollMessage) {
      const read = dccRollOf(kit, message.flags, message.rolls?.[0]);
      if (!read || !same(kept, read)) return null;
      return { odds: () => messageOdds(read), labels: dccLabels, targetVisible: true };
    },
    formula: () => null,
  };
}

/**
 * A player sees no figure of an attack or a check by the GM's NPC (the speaker an actor no player owns): an attack's
 * threat range, which its card does not print, would come back in the critical's chance, and the GM's NPC's numbers
 * are the GM's.
 */
export function dccNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  return dccRollOf(kit, message.flags, message.rolls?.[0]) !== null && kit.systems.speakerIsGmsNpc(message);
}
