import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import type { LyingDie } from "../../../core/pools/year-zero-dice";
import type { Pool } from "../../../core/pools/pool-outcomes";
import { t2kRolledOdds } from "../core/t2k-odds";
import { t2kLabels } from "../ui/roll-labels";
import { t2kHiddenFrom } from "./secrets";

/**
 * A Twilight 2000 roll's message keeps the chance it had (docs/systems-t2k4e.md "The roll's message"): the system
 * fires no hook around its rolls, so the dice are read from the YZUR roll of the game `t2k` as Foundry is about to
 * create its message — each die's kind (step die, ammunition, hit location) kept in order — and drawn again only for
 * a message whose own first roll still holds those dice. For one who may push it — the chat card shows its push
 * button to the owner of the roll's actor, or to anyone where it has none (chat.js:39-52 at 14.0.0), while YZUR says
 * it is pushable — this very roll pushed too.
 */

/** The message's first roll, when it is a Twilight 2000 roll whose every die the engine reads. */
function t2kRoll(kit: RuleSetKit, roll: unknown): { lying: LyingDie[]; pushable: boolean } | null {
  const reading = kit.systems.yearZeroRollOf(roll);
  if (reading?.game !== "t2k") return null;
  const lying: LyingDie[] = [];
  for (const term of reading.terms) {
    const kind = kit.pools.yearZeroDieOf("t2k", term.type, term.faces);
    if (!kind) return null;
    for (const value of term.values) lying.push({ kind, value });
  }
  return { lying, pushable: reading.pushable };
}

/** What a message keeps: each die's kind by name, in the roll's order (a pushed roll holds as many). */
const keptOf = (lying: readonly LyingDie[]) => lying.map(({ kind }) => kind.name);

function poolOf(lying: readonly LyingDie[]): Pool {
  const kinds = [...new Set(lying.map(({ kind }) => kind))];
  return kinds.map((kind) => ({ kind, count: lying.filter((die) => die.kind === kind).length }));
}

function actorIdOf(kit: RuleSetKit, roll: unknown): unknown {
  return kit.systems.field(kit.systems.field(roll, "options"), "actorId");
}

/** Who sees the card's push button: the owner of its actor, anyone for a roll of none (a GM owns every actor). */
function mayPush(kit: RuleSetKit, roll: unknown): boolean {
  const id = actorIdOf(kit, roll);
  const actor = typeof id === "string" ? game.actors?.get(id) : undefined;
  return actor === undefined || kit.systems.field(actor, "isOwner") === true;
}

export function t2kRolls(kit: RuleSetKit): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) =>
      kit.systems.recordFromMessage(args, (document) => {
        const rolls = kit.systems.field(document, "rolls");
        const read = Array.isArray(rolls) ? t2kRoll(kit, rolls[0]) : null;
        return read ? keptOf(read.lying) : null;
      }),
    reread(kept, message: SystemRollMessage) {
      const roll = message.rolls?.[0];
      const read = t2kRoll(kit, roll);
      const names = read ? keptOf(read.lying) : [];
      if (!read || !Array.isArray(kept) || kept.join("|") !== names.join("|")) return null;
      const pushable = read.pushable && mayPush(kit, roll) ? read.lying : null;
      return {
        odds: () => t2kRolledOdds(kit.pools, poolOf(read.lying), pushable),
        labels: t2kLabels,
        targetVisible: true,
      };
    },
    formula: () => null,
  };
}

/**
 * A player sees no figure of a roll of an actor no player owns (secrets.ts), nor of one whose content Foundry hides
 * from them (a blind roll, its roller too: YZUR draws it private, its push button and total hidden).
 */
export function t2kNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  const roll = message.rolls?.[0];
  if (t2kRoll(kit, roll) === null) return false;
  return kit.systems.field(message, "isContentVisible") === false || t2kHiddenFrom(kit, actorIdOf(kit, roll));
}
