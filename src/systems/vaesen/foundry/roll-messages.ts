import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import type { LyingDie } from "../../../core/pools/year-zero-dice";
import { vaesenRolledOdds } from "../core/vaesen-odds";
import { vaesenLabels } from "../ui/roll-labels";

/**
 * A Vaesen test's message keeps the chance it had (docs/systems-vaesen.md "The roll's message"): the system fires no
 * hook around its rolls, so the number of dice is read from the YZUR roll of the game `vae` as Foundry is about to
 * create its message, and drawn again only for a message whose own roll still holds that many skill dice. For one
 * who may push it — a GM, or the message's author (the chat card's push button deletes the message and posts the
 * roll pushed: script/util/chat.js:960-977 at 7.3.0) — while YZUR says it is pushable, this roll pushed too.
 */

/** The message's first roll's dice, when it is a Vaesen test (YZUR's game `vae`: skill dice alone). */
function testDice(kit: RuleSetKit, roll: unknown): { lying: LyingDie[]; pushable: boolean } | null {
  const read = kit.systems.yearZeroDiceOf(roll, "vae");
  return read && { lying: read.lying, pushable: read.reading.pushable };
}

/** Who may push it from the chat card: a GM, or its author (who may delete it). */
function mayPush(kit: RuleSetKit, message: SystemRollMessage): boolean {
  const author = kit.systems.field(message.author, "id") ?? message.author;
  return game.user?.isGM === true || (typeof author === "string" && author === game.user?.id);
}

export function vaesenRolls(kit: RuleSetKit): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) =>
      kit.systems.recordFromMessage(args, (document) => {
        const rolls = kit.systems.field(document, "rolls");
        const read = Array.isArray(rolls) ? testDice(kit, rolls[0]) : null;
        return read ? { dice: read.lying.length } : null;
      }),
    reread(kept, message) {
      const read = testDice(kit, message.rolls?.[0]);
      if (!read || kit.systems.field(kept, "dice") !== read.lying.length) return null;
      const push = read.pushable && mayPush(kit, message);
      return { odds: () => vaesenRolledOdds(kit.pools, read.lying, push), labels: vaesenLabels, targetVisible: true };
    },
    formula: () => null,
  };
}

/**
 * A player sees no figure of a test spoken by an actor no player owns (a GM's NPC or vaesen): its numbers are the
 * GM's. A test of no actor is anyone's; a GM sees every figure.
 */
export function vaesenNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  if (game.user?.isGM || !testDice(kit, message.rolls?.[0])) return false;
  const actorId = kit.systems.field(kit.systems.field(message, "speaker"), "actor");
  const actor = typeof actorId === "string" ? game.actors?.get(actorId) : undefined;
  return actor !== undefined && kit.systems.field(actor, "hasPlayerOwner") !== true;
}
