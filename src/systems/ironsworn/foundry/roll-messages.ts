import { ironOdds, type IronRoll } from "../core/ironsworn-odds";
import { IRON_MESSAGE_CHOICE, ironswornLabels } from "../ui/ironsworn-labels";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { field, recordFromMessage } from "../../../foundry/systems/system-reads";
import { actorById, keptFromUser } from "./actor-reads";
import { rollOfOptions } from "./preroll-options";

/**
 * An Ironsworn roll's message keeps the chance it had (docs/systems-ironsworn.md "The roll's message"). The system
 * fires no hook around a roll and sets no flag: `IronswornRollMessage.createOrUpdate` (src/module/rolls/
 * ironsworn-roll-message.ts:173-214 at f5253894) creates a message whose content keeps the roll's whole state as JSON
 * in `article.ironsworn-roll[data-ironswornroll]` (system/templates/rolls/ironsworn-roll-message.hbs:1-4), and whose
 * first roll is the pool `{d6, d10, d10[, d10…]}` (ironsworn-roll.ts:213-227). So the roll is read as Foundry is about
 * to create the message, from its content's pre-roll options, and only where its pool is the one those options roll.
 * The chance is the one before the roll: no burn (the momentum then is the actor's, not the message's).
 */

/** The pre-roll options a message's content keeps, or undefined. */
function preRollOptionsOf(content: unknown): unknown {
  if (typeof content !== "string") return undefined;
  // Parsed inert, as markup only: nothing of it is drawn or run.
  const json = new DOMParser()
    .parseFromString(content, "text/html")
    .querySelector<HTMLElement>("article.ironsworn-roll")?.dataset.ironswornroll;
  try {
    return json ? field(JSON.parse(json), "preRollOptions") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the message's first roll is the pool these options roll: a d6 for an action die rolled, the challenge d10s.
 */
function poolMatches(roll: IronRoll, first: unknown): boolean {
  const pool: unknown = field(first, "terms");
  const rolls = Array.isArray(pool) && pool.length === 1 ? field(pool[0], "rolls") : undefined;
  if (!Array.isArray(rolls)) return false;
  const formulas = rolls.map((inner) => field(inner, "formula"));
  const d6 = roll.kind === "action" && roll.presetActionDie === null ? 1 : 0;
  const expected = [...Array<string>(d6).fill("1d6"), ...Array<string>(2 + roll.extraChallengeDice).fill("1d10")];
  return JSON.stringify(formulas) === JSON.stringify(expected);
}

/** The roll a message made, or null for anything else. */
export function ironRollOfMessage(content: unknown, first: unknown): IronRoll | null {
  const roll = rollOfOptions(preRollOptionsOf(content), null);
  return roll && poolMatches(roll, first) ? roll : null;
}

/** The actor a message speaks for (`speaker.actor`), as this client reads it. */
export const messageSpeaker = (message: unknown): unknown => actorById(field(field(message, "speaker"), "actor"));

export const ironswornRolls: SystemRolls = {
  // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
  hook: "preCreateChatMessage",
  record: (args) =>
    recordFromMessage(args, (document) => {
      const rolls = field(document, "rolls");
      const made = ironRollOfMessage(field(document, "content"), Array.isArray(rolls) ? rolls[0] : undefined);
      return made ? { ...made, presetChallenge: [...made.presetChallenge] } : null;
    }),
  reread(kept, message: SystemRollMessage) {
    const made = ironRollOfMessage(field(message, "content"), message.rolls?.[0]);
    if (!made || JSON.stringify(kept) !== JSON.stringify(made) || keptFromUser(messageSpeaker(message))) return null;
    return {
      odds: () => ironOdds(new Map([[IRON_MESSAGE_CHOICE, made]])),
      labels: ironswornLabels,
      targetVisible: true,
    };
  },
  // The pool's total adds the challenge dice to the action die: no luck line measures what the roll is judged on.
  formula: () => null,
};
