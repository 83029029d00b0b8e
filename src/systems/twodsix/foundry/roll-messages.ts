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
import type {
  SystemDialogReading,
  SystemRollMessage,
  SystemRolls,
  SystemWrap,
} from "../../../foundry/systems/system-adapter";
import type { RuleSetKit } from "../../../foundry/composition";
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

type Field = RuleSetKit["systems"]["field"];

/** The throw `sendToChat` is posting now, with its roll's formula and total to know its message by. */
interface Posting {
  readonly made: TwodsixThrow;
  readonly rules: TwodsixRules;
  readonly formula: unknown;
  readonly total: unknown;
}

/** The dice term a roll type rolls (config.js ROLLTYPES). */
const DICE: Record<TwodsixRollType, string> = { Advantage: "3d6kh2", Normal: "2d6", Disadvantage: "3d6kl2" };

/** A roll's first term as text (`3d6kh2`) and the sum of its kept dice (TwodsixDiceRoll.js:60-62). */
function firstDice(field: Field, roll: unknown): { text: string; natural: number } | null {
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
function throwOfDiceRoll(kit: RuleSetKit, diceRoll: unknown): { made: TwodsixThrow; rules: TwodsixRules } | null {
  const { field } = kit.systems;
  const rules = twodsixRules(kit);
  const settings = field(diceRoll, "rollSettings");
  const roll = field(diceRoll, "roll");
  const rollType = TWODSIX_ROLL_TYPES.find((type) => type === field(settings, "rollType"));
  const target = field(field(settings, "difficulty"), "target");
  const dice = firstDice(field, roll);
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
function isOwnThrow(field: Field, made: TwodsixThrow, rules: TwodsixRules, message: SystemRollMessage): boolean {
  const roll = message.rolls?.[0];
  const dice = firstDice(field, roll);
  const total = field(roll, "total");
  if (!dice || typeof total !== "number") return false;
  const rolledAs = rules.xd6RollStyle
    ? xd6Modifier(dice.text) === made.modifier
    : dice.text === DICE[made.rollType] && total - dice.natural === made.modifier;
  return rolledAs && effectOf(dice.natural, made, rules) === field(field(message.flags, "twodsix"), "effect");
}

/** What a message kept, read back as a throw and its rules (null for anything malformed). */
function keptThrow(field: Field, kept: unknown): { made: TwodsixThrow; rules: TwodsixRules } | null {
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
export function messageActor(kit: RuleSetKit, message: unknown): unknown {
  const { field } = kit.systems;
  const uuid = field(field(field(message, "flags"), "twodsix"), "actorUUID");
  if (typeof uuid === "string" && uuid !== "") return actorOfUuid(kit, uuid);
  const id = field(field(message, "speaker"), "actor");
  return typeof id === "string" ? game.actors?.get(id) : undefined;
}

/** Whether a message is one of the system's throws (its `twodsix.rollClass` flag). */
export const isThrowMessage = (field: Field, message: SystemRollMessage): boolean =>
  typeof field(field(message.flags, "twodsix"), "rollClass") === "string";

/** The wrap that sees a throw posted, and the reading of the message that claims it. */
interface TwodsixMessages {
  readonly sendToChat: SystemWrap;
  readonly rolls: SystemRolls;
}

/** The wrap and the message's reading share the throw being posted: one slot an adapter's own. */
export function twodsixMessages(kit: RuleSetKit): TwodsixMessages {
  const { field } = kit.systems;
  let posting: Posting | null = null;
  const sendToChat: SystemWrap = {
    target: "game.twodsix.TwodsixDiceRoll.prototype.sendToChat",
    before(self) {
      const found = throwOfDiceRoll(kit, self);
      const roll = field(self, "roll");
      posting = found ? { ...found, formula: field(roll, "formula"), total: field(roll, "total") } : null;
    },
  };
  const rolls: SystemRolls = {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    record(args) {
      const message = kit.systems.messageAboutToBeCreated(args);
      const roll = message?.view.rolls?.[0];
      const throwing = posting;
      if (
        !message ||
        !throwing ||
        field(roll, "formula") !== throwing.formula ||
        field(roll, "total") !== throwing.total
      )
        return null;
      posting = null;
      return { messageData: message.document, kept: { ...throwing.made, rules: throwing.rules } };
    },
    reread: (kept, message) => rereadThrow(kit, kept, message),
    formula: (kept, message) => throwFormula(field, kept, message),
  };
  return { sendToChat, rolls };
}

/** A message's throw read again: its chance, for one who may see it. */
function rereadThrow(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): SystemDialogReading | null {
  const { field } = kit.systems;
  const found = keptThrow(field, kept);
  if (!found || !isOwnThrow(field, found.made, found.rules, message)) return null;
  if (numbersHiddenFrom(kit, messageActor(kit, message))) return null;
  return { odds: () => twodsixRolledOdds(found.made, found.rules), labels: twodsixLabels, targetVisible: true };
}

/** The formula a message's throw rolled, as the engine reads it for its luck. */
function throwFormula(field: Field, kept: unknown, message: SystemRollMessage): string | null {
  const found = keptThrow(field, kept);
  if (!found || !isOwnThrow(field, found.made, found.rules, message)) return null;
  const { made, rules } = found;
  if (rules.xd6RollStyle) return `${2 + Math.abs(made.modifier)}d6k${made.modifier < 0 ? "l" : "h"}2`;
  return `${DICE[made.rollType]} ${made.modifier < 0 ? "-" : "+"} ${Math.abs(made.modifier)}`;
}
