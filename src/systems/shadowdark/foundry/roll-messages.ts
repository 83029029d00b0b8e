import { shadowdarkRollOdds, type ShadowdarkRoll } from "../core/roll-dialog-odds";
import { shadowdarkLabels } from "../ui/roll-dialog-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
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
function mainRollOf(kit: RuleSetKit, message: SystemRollMessage): foundry.dice.Roll | null {
  const roll = message.rolls?.[0];
  return roll instanceof foundry.dice.Roll && kit.systems.field(roll.options, "type") === "main" ? roll : null;
}

/** The roll as it was made, read from the rolled roll's own terms and options; null for one not read. */
function madeRoll(kit: RuleSetKit, roll: foundry.dice.Roll): ShadowdarkRoll | null {
  const natural = kit.systems.naturalRollOf(roll);
  if (!natural) return null;
  const read = (name: string): unknown => kit.systems.field(roll.options, name);
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
function originOf(kit: RuleSetKit, message: SystemRollMessage): DcOrigin | null {
  const { field } = kit.systems;
  const config = field(field(message.flags, "shadowdark"), "rollConfig");
  return typeof config === "object" && config !== null
    ? { type: field(config, "type"), actorId: field(config, "actorId"), targetUuid: field(config, "targetUuid") }
    : null;
}

/** What was kept, when it is the message's own first roll (a flag is whatever its author wrote). */
function readKept(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): ShadowdarkRoll | null {
  const rolled = mainRollOf(kit, message);
  const made = rolled ? madeRoll(kit, rolled) : null;
  return made && sameRoll(kit, kept, made) ? made : null;
}

/** Field by field: the radio, the dice, the DC and both critical thresholds. */
function sameRoll(kit: RuleSetKit, kept: unknown, made: ShadowdarkRoll): boolean {
  const { field } = kit.systems;
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

/**
 * Whether the rolled roll failed against its DC (`RollSD#success` false: its total short of it, whatever the die):
 * the card then shows its reroll icon (templates/chat/roll-card.hbs:5-8, `{{#unless mainRoll.success}}`).
 */
function failed(made: ShadowdarkRoll, rolled: foundry.dice.Roll | null): boolean {
  const total = rolled?.total;
  return made.dc !== null && typeof total === "number" && total < made.dc;
}

/** The system's `usePulpMode` setting (settings.mjs:52-66; a key of the system's, not in this module's types). */
function pulpMode(): boolean {
  try {
    return Reflect.apply(game.settings.get, game.settings, ["shadowdark", "usePulpMode"]) === true;
  } catch {
    return false;
  }
}

/** Whether an actor holds a luck token (PlayerSD.mjs:135-139: pulp mode counts those remaining, else the one). */
function hasLuckToken(kit: RuleSetKit, actor: unknown): boolean {
  const { field } = kit.systems;
  const luck = field(field(actor, "system"), "luck");
  if (!pulpMode()) return field(luck, "available") === true;
  const remaining = field(luck, "remaining");
  return typeof remaining === "number" && remaining > 0;
}

/**
 * Whether the current user may take the reroll: the card keeps its icon for a GM or the message's author alone
 * (ChatMessageSD.mjs:53-57), and a player's reroll spends a luck token of the roll's actor or is refused
 * (dice.mjs:250-258); a GM's spends none.
 */
function mayReroll(kit: RuleSetKit, message: SystemRollMessage, origin: DcOrigin | null): boolean {
  if (game.user.isGM) return true;
  const author = kit.systems.field(message.author, "id") ?? message.author;
  const actor = typeof origin?.actorId === "string" ? game.actors?.get(origin.actorId) : undefined;
  return author === game.user.id && hasLuckToken(kit, actor);
}

/**
 * A main roll is about to be posted on this client — a reroll among them, whose token `rerollFromMessage` spent just
 * before (dice.mjs:250-258): the messages that offered a player the reroll are drawn again, as her token now stands.
 */
function luckMayHaveChanged(drawnWithLuck: Set<string>): void {
  for (const id of drawnWithLuck) {
    // Foundry's log draws it again (v13 ChatLog#updateMessage), which fvtt-types 13.345's ChatLog lacks.
    const message = game.messages?.get(id);
    const log = ui.chat;
    if (message && log && "updateMessage" in log && typeof log.updateMessage === "function")
      void log.updateMessage(message);
  }
  drawnWithLuck.clear();
}

export function shadowdarkRolls(kit: RuleSetKit): SystemRolls {
  /** Messages this client drew with a player's luck reroll: drawn again once she may have spent her token. */
  const drawnWithLuck = new Set<string>();
  return {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    record(args) {
      const message = kit.systems.messageAboutToBeCreated(args);
      const rolled = message && originOf(kit, message.view) ? mainRollOf(kit, message.view) : null;
      if (rolled) luckMayHaveChanged(drawnWithLuck);
      const made = rolled ? madeRoll(kit, rolled) : null;
      return message && made ? { messageData: message.document, kept: made } : null;
    },
    reread(kept, message) {
      const made = readKept(kit, kept, message);
      if (!made) return null;
      const origin = originOf(kit, message);
      const { isTargetAC, visible } = dcVisibility(kit, origin);
      const reroll = failed(made, mainRollOf(kit, message)) && mayReroll(kit, message, origin);
      // A GM's reroll spends no token: only a player's line can go stale.
      if (reroll && !game.user.isGM && message.id) drawnWithLuck.add(message.id);
      return {
        odds: () => shadowdarkRollOdds(kit.systems, made, reroll),
        labels: shadowdarkLabels(isTargetAC),
        targetVisible: visible,
      };
    },
    formula(kept, message) {
      const made = readKept(kit, kept, message);
      return made ? `${made.roll.natural} ${made.roll.rest}`.trim() : null;
    },
  };
}
