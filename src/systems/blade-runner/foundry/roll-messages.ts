import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import type { LyingDie } from "../../../core/pools/year-zero-dice";
import type { YearZeroRollReading } from "../../../foundry/systems/year-zero-roll";
import { brCost, brRolledOdds, type ShownDie } from "../core/br-odds";
import { BR_DIE, BR_PUSH_HOLDING, BR_PUSH_REROLLING, brLabels } from "../ui/roll-labels";
import { brHiddenFrom } from "./secrets";

/**
 * A Blade Runner roll's message keeps the chance it had (docs/systems-blade-runner.md "The roll's message"): the
 * system fires no hook around its rolls, so the dice are read from the YZUR roll (game `br`) as Foundry is about to
 * create its message, kept as their sizes, and drawn again only for a message whose own first roll still holds those
 * dice. For one who may push it — the roll's actor's owner, anyone for a roll of no actor (the chat card hides its
 * buttons from the others, chat.js:130-139 at 14.0.0), while YZUR says it is pushable — this roll pushed too, a
 * column a choice of the push's dialog where it asks one (a d10 or d12 showing 6–9, roller.js:433-463).
 */

/** The message's first roll, when it is a Blade Runner roll of dice: its reading and its dice as they lie. */
function brRoll(kit: RuleSetKit, roll: unknown): { reading: YearZeroRollReading; lying: LyingDie[] } | null {
  const read = kit.systems.yearZeroDiceOf(roll, "br");
  return read && read.lying.length > 0 ? read : null;
}

/** What a message keeps: its dice's sizes, in order (a pushed roll still holds as many of each). */
const sizesOf = (lying: readonly LyingDie[]) => lying.map(({ kind }) => kind.faces.length);

const sameSizes = (kept: unknown, lying: readonly LyingDie[]) =>
  Array.isArray(kept) && kept.length === lying.length && sizesOf(lying).every((size, i) => kept[i] === size);

/** The roll's actor, by its `actorId` (roller.js:351-378). */
function actorOf(kit: RuleSetKit, roll: unknown): unknown {
  const actorId = kit.systems.field(kit.systems.field(roll, "options"), "actorId");
  return typeof actorId === "string" ? game.actors?.get(actorId) : undefined;
}

/** Who sees the push button: its actor's owner (a GM owns all), or anyone for a roll of no actor. */
const mayPush = (kit: RuleSetKit, actor: unknown) =>
  actor === undefined || kit.systems.field(actor, "isOwner") === true;

/** A choice of the push's dialog in words: the d10s and d12s on 6–9 it rolls again, or none (all held). */
function choiceName(kit: RuleSetKit, rerolled: readonly ShownDie[]): string {
  if (rerolled.length === 0) return game.i18n.localize(BR_PUSH_HOLDING);
  const dice = rerolled.map((die) => kit.text.formatWith(game.i18n, BR_DIE, { faces: die.faces, value: die.value }));
  return kit.text.formatWith(game.i18n, BR_PUSH_REROLLING, { dice: kit.text.formatList(dice, game.i18n) });
}

/** What a message about to be created keeps: the sizes of its Blade Runner roll's dice. */
function keptOf(kit: RuleSetKit, document: unknown): number[] | null {
  const rolls = kit.systems.field(document, "rolls");
  const read = Array.isArray(rolls) ? brRoll(kit, rolls[0]) : null;
  return read && sizesOf(read.lying);
}

/** A rolled message's figures, for the viewer: the pool the roll threw, and its push for one who may push it. */
function reading(kit: RuleSetKit, roll: unknown, read: { reading: YearZeroRollReading; lying: LyingDie[] }) {
  const { field } = kit.systems;
  const actor = actorOf(kit, roll);
  const lying = read.reading.pushable && mayPush(kit, actor) ? read.lying : null;
  // The pool the roll threw: a die of its kind for each it holds.
  const pool = read.lying.map(({ kind }) => ({ kind, count: 1 }));
  const cost = brCost(field(field(actor, "system"), "nature"), field(field(roll, "options"), "attributeKey"));
  const odds = () => brRolledOdds(kit.pools, { pool, lying, cost }, (rerolled) => choiceName(kit, rerolled));
  return { odds, labels: brLabels, targetVisible: true };
}

export function brRolls(kit: RuleSetKit): SystemRolls {
  return {
    hook: "preCreateChatMessage",
    record: (args) => kit.systems.recordFromMessage(args, (document) => keptOf(kit, document)),
    reread(kept, message: SystemRollMessage) {
      const roll = message.rolls?.[0];
      const read = brRoll(kit, roll);
      return read && sameSizes(kept, read.lying) ? reading(kit, roll, read) : null;
    },
    formula: () => null,
  };
}

/** A player sees no figure of a roll of an actor no player owns (secrets.ts). */
export function brNumbersHidden(kit: RuleSetKit, message: SystemRollMessage): boolean {
  const roll = message.rolls?.[0];
  return brRoll(kit, roll) !== null && brHiddenFrom(kit, actorOf(kit, roll));
}
