import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import type { LyingDie } from "../../../core/pools/year-zero-dice";
import type { Pool } from "../../../core/pools/pool-outcomes";
import type { YearZeroRollReading } from "../../../foundry/systems/year-zero-roll";
import { rolledOdds } from "../core/fbl-odds";
import { fblLabels } from "../ui/roll-labels";
import { fblHiddenFrom } from "./secrets";

/**
 * A Forbidden Lands roll's message keeps the chance it had (docs/systems-forbidden-lands.md "The roll's message"):
 * the system fires no hook around its rolls, so the pool is read from the FBLRoll (a YZUR roll of the game `fbl`) as
 * Foundry is about to create its message, kept as each term's type, faces and number of dice, and drawn again only
 * for a message whose own first roll still holds those dice. For one who may push it — the roll's actor's owner or a
 * GM, while YZUR says it is pushable (the chat card's push button, roll.hbs:51 at 14.0.4) — this roll pushed too.
 */

interface KeptTerm {
  readonly type: string;
  readonly faces: number;
  readonly number: number;
}

const keptOf = (reading: YearZeroRollReading): KeptTerm[] =>
  reading.terms.map(({ type, faces, values }) => ({ type, faces, number: values.length }));

/** The message's first roll, when it is a Forbidden Lands roll whose every die the engine reads. */
const fblRoll = (kit: RuleSetKit, roll: unknown) => kit.systems.yearZeroDiceOf(roll, "fbl");

function sameTerms(kept: unknown, reading: YearZeroRollReading, field: RuleSetKit["systems"]["field"]): boolean {
  const terms = keptOf(reading);
  return (
    Array.isArray(kept) &&
    kept.length === terms.length &&
    terms.every((term, i) => (["type", "faces", "number"] as const).every((key) => field(kept[i], key) === term[key]))
  );
}

/** The pool of the dice a roll threw (a pushed roll still holds as many). */
const poolOf = (lying: readonly LyingDie[]): Pool => {
  const counts = new Map<LyingDie["kind"], number>();
  for (const { kind } of lying) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
};

/** Who may push this roll: the owner of its actor (`FBLRoll#isOwner`) or a GM. */
function mayPush(kit: RuleSetKit, roll: unknown): boolean {
  const actorId = kit.systems.field(kit.systems.field(roll, "options"), "actorId");
  const actor = typeof actorId === "string" ? game.actors?.get(actorId) : undefined;
  return game.user?.isGM === true || kit.systems.field(actor, "isOwner") === true;
}

export function fblRolls(kit: RuleSetKit): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) =>
      kit.systems.recordFromMessage(args, (document) => {
        const rolls = kit.systems.field(document, "rolls");
        const read = Array.isArray(rolls) ? fblRoll(kit, rolls[0]) : null;
        return read ? keptOf(read.reading) : null;
      }),
    reread(kept, message: SystemRollMessage) {
      const roll = message.rolls?.[0];
      const read = fblRoll(kit, roll);
      if (!read || !sameTerms(kept, read.reading, kit.systems.field)) return null;
      const lying = read.reading.pushable && mayPush(kit, roll) ? read.lying : null;
      return { odds: () => rolledOdds(kit.pools, poolOf(read.lying), lying), labels: fblLabels, targetVisible: true };
    },
    formula: () => null,
  };
}

/** A player sees no figure of a roll of an actor no player owns (secrets.ts). */
export function fblNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  const roll = message.rolls?.[0];
  if (!fblRoll(kit, roll)) return false;
  return fblHiddenFrom(kit, kit.systems.field(kit.systems.field(roll, "options"), "actorId"));
}
