import { shadowdarkRollOdds, type ShadowdarkRoll } from "../core/roll-dialog-odds";
import { shadowdarkLabels } from "../ui/roll-dialog-labels";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { field, messageAboutToBeCreated } from "../../../foundry/systems/system-reads";
import { naturalRollOf } from "../../../foundry/dice/roll-terms";
import { choiceOf, criticalsOf, thresholdOf } from "./roll-dialog";
import { dcVisibility, type DcOrigin } from "./target-visibility";

/**
 * A Shadowdark roll's message keeps the chance it had (docs/systems-shadowdark.md "The roll's message"). The system
 * fires no hook with the data its message is made from: `rollFromConfig` (dice/dice.mjs at 4.0.4) rolls the main
 * roll, a `RollSD` whose options are the configuration's `mainRoll` (its DC, criticals and advantage, the formula
 * with the advantage applied), and creates the message at once (`ChatSD.renderRollMessage`: that roll first, the
 * configuration as `flags.shadowdark.rollConfig`) — with its dialog or without (`skipPrompt`: a Shift-click, a
 * check link's Alt or Ctrl). So the roll is kept as Foundry is about to create its message (`preCreateChatMessage`,
 * on the rolling client), read from that message's own first roll; a chance is drawn again only for a message whose
 * first roll is still the one kept.
 */

/** A message's first roll, when it is Shadowdark's main roll (`options.type` "main", set by `rollFromConfig`). */
function mainRollOf(message: SystemRollMessage): foundry.dice.Roll | null {
  const roll = message.rolls?.[0];
  return roll instanceof foundry.dice.Roll && field(roll.options, "type") === "main" ? roll : null;
}

/** The roll as it was made, read from the rolled roll's own terms and options; null for one not read. */
function madeRoll(roll: foundry.dice.Roll): ShadowdarkRoll | null {
  const natural = naturalRollOf(roll);
  if (!natural) return null;
  const read = (name: string): unknown => field(roll.options, name);
  const faces = roll.dice[0]?.faces;
  const criticals = criticalsOf(
    {
      canCritical: read("canCritical"),
      criticalSuccessAt: read("criticalSuccessAt"),
      criticalFailureAt: read("criticalFailureAt"),
    },
    typeof faces === "number" ? faces : null,
  );
  return { choice: choiceOf(read("advantage")), roll: natural, dc: thresholdOf(read("dc")), criticals };
}

/** The message's roll configuration (`flags.shadowdark.rollConfig`): its kind, who rolled, its target. */
function originOf(message: SystemRollMessage): DcOrigin | null {
  const config = field(field(message.flags, "shadowdark"), "rollConfig");
  return typeof config === "object" && config !== null
    ? { type: field(config, "type"), actorId: field(config, "actorId"), targetUuid: field(config, "targetUuid") }
    : null;
}

/** What was kept, when it is the message's own first roll (a flag is whatever its author wrote). */
function readKept(kept: unknown, message: SystemRollMessage): ShadowdarkRoll | null {
  const rolled = mainRollOf(message);
  const made = rolled ? madeRoll(rolled) : null;
  return made && sameRoll(kept, made) ? made : null;
}

/** Field by field: the radio, the dice, the DC and both critical thresholds. */
function sameRoll(kept: unknown, made: ShadowdarkRoll): boolean {
  const roll = field(kept, "roll");
  const criticals = field(kept, "criticals");
  const sameCriticals =
    made.criticals === null
      ? criticals === null
      : field(criticals, "success") === made.criticals.success &&
        field(criticals, "failure") === made.criticals.failure;
  return (
    field(kept, "choice") === made.choice &&
    field(kept, "dc") === made.dc &&
    field(roll, "natural") === made.roll.natural &&
    field(roll, "rest") === made.roll.rest &&
    sameCriticals
  );
}

export const shadowdarkRolls: SystemRolls = {
  // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
  hook: "preCreateChatMessage",
  record(args) {
    const message = messageAboutToBeCreated(args);
    const rolled = message && originOf(message.view) ? mainRollOf(message.view) : null;
    const made = rolled ? madeRoll(rolled) : null;
    return message && made ? { messageData: message.document, kept: made } : null;
  },
  reread(kept, message) {
    const made = readKept(kept, message);
    if (!made) return null;
    const { isTargetAC, visible } = dcVisibility(originOf(message));
    return { odds: () => shadowdarkRollOdds(made), labels: shadowdarkLabels(isTargetAC), targetVisible: visible };
  },
  formula(kept, message) {
    const made = readKept(kept, message);
    return made ? `${made.roll.natural} ${made.roll.rest}`.trim() : null;
  },
};
