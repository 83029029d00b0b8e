import {
  countableThrow,
  effectOf,
  twodsixRolledOdds,
  TWODSIX_ROLL_TYPES,
  type TwodsixRollType,
  type TwodsixRules,
  type TwodsixThrow,
} from "../core/twodsix-odds";
import { twodsixLabels } from "../ui/twodsix-labels";
import type { SystemRollMessage, SystemRolls, SystemWrap } from "../../../foundry/systems/system-adapter";
import { field, messageAboutToBeCreated } from "../../../foundry/systems/system-reads";
import { averageTarget, judgingRules, twodsixRules } from "./rules";
import { actorOfUuid, numbersHiddenFrom } from "./secrets";

/**
 * A Twodsix throw's message keeps the chance it had (docs/systems-twodsix.md "The throw's message"), with its dialog
 * or without (Shift-click, a GM's request, each attack of a burst). Every throw goes through
 * `TwodsixDiceRoll#sendToChat` (TwodsixDiceRoll.js:362-585 at 7.5.2), which fires no hook: its roll's message is made
 * by `roll.toMessage` with flags `twodsix.effect`, `.rollClass`, `.actorUUID` — but neither the difficulty nor its
 * target. So `sendToChat` is observed (the wrapping seam): the throw about to be posted (its roll settings' difficulty,
 * the world's rules now), claimed by the message Foundry is about to create for the same roll (`preCreateChatMessage`).
 * Read back, what was kept must be the message's own: the roll's dice the roll type (or the xd6 style's pool), its
 * total less the kept dice the DMs, and the Effect the system wrote the one the kept target gives that natural roll.
 */

/** The throw `sendToChat` is posting now, with its roll's formula and total to know its message by. */
let posting: {
  readonly made: TwodsixThrow;
  readonly rules: TwodsixRules;
  readonly formula: unknown;
  readonly total: unknown;
} | null = null;

/** The dice term a roll type rolls (config.js ROLLTYPES). */
const DICE: Record<TwodsixRollType, string> = { Advantage: "3d6kh2", Normal: "2d6", Disadvantage: "3d6kl2" };

/** A roll's first term as text (`3d6kh2`) and the sum of its kept dice (TwodsixDiceRoll.js:60-62). */
function firstDice(roll: unknown): { text: string; natural: number } | null {
  const dice = field(roll, "dice");
  const first: unknown = Array.isArray(dice) ? dice[0] : undefined;
  const results = field(first, "results");
  if (!Array.isArray(results)) return null;
  const modifiers = field(first, "modifiers");
  const modifierText = Array.isArray(modifiers) ? modifiers.join("") : "";
  const text = `${String(field(first, "number"))}d${String(field(first, "faces"))}${modifierText}`;
  const natural = results.reduce<number>(
    (total, result) => (field(result, "active") === true ? total + Number(field(result, "result")) : total),
    0,
  );
  return { text, natural };
}

/** The throw a `TwodsixDiceRoll` is posting, from its roll settings and its roll (`this` of sendToChat). */
function throwOfDiceRoll(diceRoll: unknown): { made: TwodsixThrow; rules: TwodsixRules } | null {
  const rules = twodsixRules();
  const settings = field(diceRoll, "rollSettings");
  const roll = field(diceRoll, "roll");
  const rollType = TWODSIX_ROLL_TYPES.find((type) => type === field(settings, "rollType"));
  const target = field(field(settings, "difficulty"), "target");
  const dice = firstDice(roll);
  const total = field(roll, "total");
  if (!rollType || typeof target !== "number" || !dice || typeof total !== "number") return null;
  const threshold = rules.difficultiesAsTargetNumber ? target : averageTarget(rules.difficultyListUsed);
  if (threshold === null) return null;
  // The DMs: the total less the kept dice; the xd6 style adds none, its pool is 2 + |DM| dice kept high or low.
  const modifier = rules.xd6RollStyle ? xd6Modifier(dice.text) : total - dice.natural;
  const rollClass = field(field(settings, "flags"), "rollClass");
  const made = {
    modifier: modifier ?? Number.NaN,
    threshold,
    rollType,
    degrees: !["Attack", "ShipWeapon", "Unknown"].includes(String(rollClass)),
  };
  return countableThrow(made) ? { made, rules: judgingRules(rules) } : null;
}

/**
 * The DM an xd6-style pool was rolled for: `<n>d6kh2` is +(n − 2), `<n>d6kl2` −(n − 2) (TwodsixDiceRoll.js:116-117).
 */
function xd6Modifier(text: string): number | null {
  const found = /^(\d+)d6k([hl])2$/.exec(text);
  if (!found) return null;
  const size = Number(found[1]) - 2;
  return found[2] === "l" ? -size : size;
}

/** Whether the kept throw is the message's own roll, with the Effect the system wrote for it. */
function isOwnThrow(made: TwodsixThrow, rules: TwodsixRules, message: SystemRollMessage): boolean {
  const roll = message.rolls?.[0];
  const dice = firstDice(roll);
  const total = field(roll, "total");
  if (!dice || typeof total !== "number") return false;
  const rolledAs = rules.xd6RollStyle
    ? xd6Modifier(dice.text) === made.modifier
    : dice.text === DICE[made.rollType] && total - dice.natural === made.modifier;
  return rolledAs && effectOf(dice.natural, made, rules) === field(field(message.flags, "twodsix"), "effect");
}

/** What a message kept, read back as a throw and its rules (null for anything malformed). */
function keptThrow(kept: unknown): { made: TwodsixThrow; rules: TwodsixRules } | null {
  const rollType = TWODSIX_ROLL_TYPES.find((type) => type === field(kept, "rollType"));
  const number = (from: unknown, name: string) =>
    typeof field(from, name) === "number" ? Number(field(from, name)) : Number.NaN;
  const flag = (from: unknown, name: string) => field(from, name) === true;
  const rules = field(kept, "rules");
  const degrees = field(rules, "useDegreesOfSuccess");
  if (!rollType || typeof degrees !== "string") return null;
  const made = {
    modifier: number(kept, "modifier"),
    threshold: number(kept, "threshold"),
    rollType,
    degrees: flag(kept, "degrees"),
  };
  const judged = {
    criticalNaturalAffectsEffect: flag(rules, "criticalNaturalAffectsEffect"),
    absoluteCriticalEffectValue: number(rules, "absoluteCriticalEffectValue"),
    useDegreesOfSuccess: degrees,
    overrideSuccessWithNaturalCrit: flag(rules, "overrideSuccessWithNaturalCrit"),
    xd6RollStyle: flag(rules, "xd6RollStyle"),
  };
  return countableThrow(made) && Number.isFinite(judged.absoluteCriticalEffectValue) ? { made, rules: judged } : null;
}

/** The actor a message's throw is for (`twodsix.actorUUID`, else its speaker). */
export function messageActor(message: unknown): unknown {
  const uuid = field(field(field(message, "flags"), "twodsix"), "actorUUID");
  if (typeof uuid === "string" && uuid !== "") return actorOfUuid(uuid);
  const id = field(field(message, "speaker"), "actor");
  return typeof id === "string" ? game.actors?.get(id) : undefined;
}

/** Whether a message is one of the system's throws (its `twodsix.rollClass` flag). */
export const isThrowMessage = (message: SystemRollMessage): boolean =>
  typeof field(field(message.flags, "twodsix"), "rollClass") === "string";

export const twodsixSendToChat: SystemWrap = {
  target: "game.twodsix.TwodsixDiceRoll.prototype.sendToChat",
  before(self) {
    const found = throwOfDiceRoll(self);
    const roll = field(self, "roll");
    posting = found ? { ...found, formula: field(roll, "formula"), total: field(roll, "total") } : null;
  },
};

export const twodsixRolls: SystemRolls = {
  // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
  hook: "preCreateChatMessage",
  record(args) {
    const message = messageAboutToBeCreated(args);
    const roll = message?.view.rolls?.[0];
    const throwing = posting;
    if (!message || !throwing || field(roll, "formula") !== throwing.formula || field(roll, "total") !== throwing.total)
      return null;
    posting = null;
    return { messageData: message.document, kept: { ...throwing.made, rules: throwing.rules } };
  },
  reread(kept, message) {
    const found = keptThrow(kept);
    if (!found || !isOwnThrow(found.made, found.rules, message) || numbersHiddenFrom(messageActor(message)))
      return null;
    return { odds: () => twodsixRolledOdds(found.made, found.rules), labels: twodsixLabels, targetVisible: true };
  },
  formula(kept, message) {
    const found = keptThrow(kept);
    if (!found || !isOwnThrow(found.made, found.rules, message)) return null;
    const { made, rules } = found;
    if (rules.xd6RollStyle) return `${2 + Math.abs(made.modifier)}d6k${made.modifier < 0 ? "l" : "h"}2`;
    return `${DICE[made.rollType]} ${made.modifier < 0 ? "-" : "+"} ${Math.abs(made.modifier)}`;
  },
};
