import { ironOdds, type IronRoll } from "../core/ironsworn-odds";
import { IRON_MESSAGE_CHOICE, ironswornLabels } from "../ui/ironsworn-labels";
import type { SystemChoice } from "../../../core/systems/system-odds-types";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { actorById, isCharacter, keptFromUser, momentumOf } from "./actor-reads";
import { burnNowChoice, isMomentum, momentumBurnOf, type MomentumBurn } from "./momentum-burn";
import { rollOfOptions } from "./preroll-options";

/**
 * An Ironsworn roll's message keeps the chance it had (docs/systems-ironsworn.md "The roll's message"). The system
 * fires no hook around a roll and sets no flag: `IronswornRollMessage.createOrUpdate` (src/module/rolls/
 * ironsworn-roll-message.ts:173-214 at f5253894) creates a message whose content keeps the roll's whole state as JSON
 * in `article.ironsworn-roll[data-ironswornroll]` (system/templates/rolls/ironsworn-roll-message.hbs:1-4), and whose
 * first roll is the pool `{d6, d10, d10[, d10…]}` (ironsworn-roll.ts:213-227). So the roll is read as Foundry is about
 * to create the message, from its content's pre-roll options, and only where its pool is the one those options roll.
 * The chance is the one before the roll, with the rows its dialog showed: a burn after it at the character's momentum
 * as the roll was made. A move's options hold that momentum; a stat's hold none, so it is read from its character as
 * the message is created and kept in the flag, believed where the options agree and a character could hold it. A
 * burn made after the roll is said beside it, read from the message's own state and dice (momentum-burn.ts).
 */

/** A message's content, parsed inert, as markup only: nothing of it is drawn or run. */
const cardOf = (content: unknown): Document | null =>
  typeof content === "string" ? new DOMParser().parseFromString(content, "text/html") : null;

/** The roll's state a message's content keeps (its pre- and post-roll options), or undefined. */
function rollStateOf(content: unknown): unknown {
  const json = cardOf(content)?.querySelector<HTMLElement>("article.ironsworn-roll")?.dataset.ironswornroll;
  try {
    const state: unknown = json ? JSON.parse(json) : undefined;
    return state;
  } catch {
    return undefined;
  }
}

/** The inner rolls of a message's first roll, when it is one pool. */
function poolRolls({ systems: { field } }: RuleSetKit, first: unknown): unknown[] | null {
  const terms: unknown = field(first, "terms");
  const rolls = Array.isArray(terms) && terms.length === 1 ? field(terms[0], "rolls") : undefined;
  return Array.isArray(rolls) ? rolls : null;
}

/** The challenge dice a message's pool rolled (its d10s' totals). */
function challengeDiceRolled(kit: RuleSetKit, first: unknown): number[] {
  const { field } = kit.systems;
  return (poolRolls(kit, first) ?? []).flatMap((inner) => {
    const total = field(inner, "total");
    return field(inner, "formula") === "1d10" && typeof total === "number" ? [total] : [];
  });
}

/**
 * Whether the message's first roll is the pool these options roll: a d6 for an action die rolled, the challenge d10s.
 */
function poolMatches(kit: RuleSetKit, roll: IronRoll, first: unknown): boolean {
  const rolls = poolRolls(kit, first);
  if (!rolls) return false;
  const formulas = rolls.map((inner) => kit.systems.field(inner, "formula"));
  const d6 = roll.kind === "action" && roll.presetActionDie === null ? 1 : 0;
  const expected = [...Array<string>(d6).fill("1d6"), ...Array<string>(2 + roll.extraChallengeDice).fill("1d10")];
  return JSON.stringify(formulas) === JSON.stringify(expected);
}

/**
 * The roll a message made, a burn after it at `burn` (null: none), or null for anything else — or for a burn the
 * message's options contradict (a move's roll holds the momentum its character had, preroll-dialog.ts:452).
 */
export function ironRollOfMessage(
  kit: RuleSetKit,
  content: unknown,
  first: unknown,
  burn: number | null = null,
): IronRoll | null {
  const { field } = kit.systems;
  const options = field(rollStateOf(content), "preRollOptions");
  const momentum = field(options, "momentum");
  if (burn !== null && (!isMomentum(burn) || (momentum !== undefined && momentum !== burn))) return null;
  const roll = rollOfOptions(kit, options, burn);
  return roll && poolMatches(kit, roll, first) ? roll : null;
}

/** The actor a message speaks for (`speaker.actor`), as this client reads it. */
export const messageSpeaker = ({ systems: { field } }: RuleSetKit, message: unknown): unknown =>
  actorById(field(field(message, "speaker"), "actor"));

/**
 * The momentum a burn after the roll would use, as the dialog counted it: the rolling character's, which a move's
 * options hold; else (a stat's roll, whose speaker is its actor) the speaking character's now; or null.
 */
function momentumAtRoll(kit: RuleSetKit, message: unknown): number | null {
  const { field } = kit.systems;
  const held = field(field(rollStateOf(field(message, "content")), "preRollOptions"), "momentum");
  if (typeof held === "number") return held;
  const actor = messageSpeaker(kit, message);
  return isCharacter(kit, actor) ? momentumOf(kit, actor) : null;
}

/** The burn a kept roll names (a number, or null for none). */
const keptBurn = (kit: RuleSetKit, kept: unknown): number | null => {
  const burn = kit.systems.field(kept, "burn");
  return typeof burn === "number" ? burn : null;
};

/** The roll's words on its message after a burn: the outcome momentum gave, with a match on equal final dice. */
function burnLabel({ outcome, dice }: MomentumBurn): string {
  const match = dice[0] === dice[1] ? "Match" : "";
  const key = outcome === 2 ? `strongHit${match}` : outcome === 1 ? "weakHit" : `miss${match}`;
  const words = game.i18n.localize(ironswornLabels.outcomes[key] ?? key);
  return game.i18n.format("INDIE_DICE.SystemOdds.Ironsworn.RollAfterBurn", { outcome: words });
}

/**
 * What a burn now would make of the roll, for whoever may make it: the burn's character is the roll's options' actor
 * (`fromMessage` rebuilds the roll, whose message's actor is `preRollOptions.actorId`, ironsworn-roll-message.ts:
 * 130-156), and its momentum is updated by the burn, so its owner or a GM (the button is drawn for all).
 */
function burnNow(kit: RuleSetKit, made: IronRoll, message: SystemRollMessage, state: unknown): SystemChoice | null {
  const { field } = kit.systems;
  const actor = actorById(field(field(state, "preRollOptions"), "actorId"));
  if (!game.user.isGM && field(actor, "isOwner") !== true) return null;
  const offered = cardOf(field(message, "content"))?.querySelector(".momentum-burn") != null;
  const rolled = challengeDiceRolled(kit, message.rolls?.[0]);
  const momentum = momentumOf(kit, actor);
  const choice = burnNowChoice(kit, made, rolled, field(state, "postRollOptions"), offered, momentum);
  return (
    choice && {
      ...choice,
      label: game.i18n.format("INDIE_DICE.SystemOdds.Ironsworn.BurnNow", { momentum: String(momentum) }),
    }
  );
}

export function ironswornRolls(kit: RuleSetKit): SystemRolls {
  const { field } = kit.systems;
  return {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    record: (args) =>
      kit.systems.recordFromMessage(args, (document) => {
        const rolls = field(document, "rolls");
        const content = field(document, "content");
        const first = Array.isArray(rolls) ? rolls[0] : undefined;
        // A stat's roll on a card that tells no momentum: the character's now, as the roll was just made.
        const made =
          ironRollOfMessage(kit, content, first, momentumAtRoll(kit, document)) ??
          ironRollOfMessage(kit, content, first, null);
        return made ? { ...made, presetChallenge: [...made.presetChallenge] } : null;
      }),
    reread(kept, message: SystemRollMessage) {
      const made = ironRollOfMessage(kit, field(message, "content"), message.rolls?.[0], keptBurn(kit, kept));
      if (!made || JSON.stringify(kept) !== JSON.stringify(made) || keptFromUser(kit, messageSpeaker(kit, message)))
        return null;
      const state = rollStateOf(field(message, "content"));
      const rolled = challengeDiceRolled(kit, message.rolls?.[0]);
      const burn = momentumBurnOf(kit, made, rolled, field(state, "postRollOptions"));
      if (burn === null) return null;
      const label = burn && burnLabel(burn);
      const now = burnNow(kit, made, message, state);
      return {
        odds: () => {
          const odds = ironOdds(kit.systems, new Map([[IRON_MESSAGE_CHOICE, made]]));
          const choices = label ? odds.choices.map((choice) => ({ ...choice, label })) : odds.choices;
          return { ...odds, choices: now ? [...choices, now] : choices };
        },
        labels: ironswornLabels,
        targetVisible: true,
      };
    },
    // The pool's total adds the challenge dice to the action die: no luck line measures what the roll is judged on.
    formula: () => null,
  };
}
