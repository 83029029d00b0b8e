import { namedByRoll } from "../../../core/systems/rolled-choices";
import { countable, wodOdds, type WodRoll, type WodSplat } from "../core/wod5e-odds";
import { wod5eLabels } from "../ui/wod5e-labels";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
import { field, messageAboutToBeCreated } from "../../../foundry/systems/system-reads";
import { hiddenFrom } from "./actor-reads";

/**
 * A World of Darkness 5e roll's message keeps the chance it had (docs/systems-wod5e.md "The roll's message"), with its
 * dialog or without (a rouse check, a form's or gift's cost: `quickRoll`). The system fires no hook before its
 * message: `roll.toMessage({speaker}, {rollMode})` (system/scripts/system-rolls.js:313-320 at 66705147) of a
 * `WOD5eRoll` whose `options.difficulty` is the dialog's text or a quick roll's number and `options.system` the splat.
 * So the roll is read as Foundry is about to create its message, from that roll alone: its basic term, its advanced
 * term (a rouse re-roll's `kh`), its difficulty as the chat card reads it (`parseInt`, roll-message.js:34).
 */

const SPLATS: readonly WodSplat[] = ["vampire", "hunter", "werewolf", "mortal"];
const TERMS: Record<WodSplat, readonly [string, string | null]> = {
  vampire: ["v", "g"],
  hunter: ["h", "s"],
  werewolf: ["w", "r"],
  mortal: ["m", null],
};

const denominationOf = (term: unknown): unknown => {
  const constructor: unknown = typeof term === "object" && term !== null ? term.constructor : undefined;
  return typeof constructor === "function" ? Reflect.get(constructor, "DENOMINATION") : undefined;
};

const modifiersOf = (term: unknown): string => JSON.stringify(field(term, "modifiers"));

/** The roll a message's first roll is, or null for anything the system's formula does not write. */
export function rollOfMessage(roll: unknown): WodRoll | null {
  if (!(roll instanceof foundry.dice.Roll)) return null;
  const splat = SPLATS.find((name) => name === field(roll.options, "system"));
  if (!splat) return null;
  const [basicDenomination, advancedDenomination] = TERMS[splat];
  const dice: readonly unknown[] = roll.dice;
  const basic = dice[0];
  const count = (term: unknown) => field(term, "number");
  if (
    denominationOf(basic) !== basicDenomination ||
    modifiersOf(basic) !== '["cs>5"]' ||
    typeof count(basic) !== "number"
  )
    return null;
  let advanced = 0;
  let keepHighest = false;
  if (advancedDenomination !== null) {
    const term = dice[1];
    const rolled = count(term);
    if (dice.length !== 2 || denominationOf(term) !== advancedDenomination || typeof rolled !== "number") return null;
    keepHighest = modifiersOf(term) !== '["cs>5"]';
    if (
      keepHighest &&
      (splat !== "vampire" || rolled % 2 !== 0 || modifiersOf(term) !== JSON.stringify(["cs>5", `kh${rolled / 2}`]))
    )
      return null;
    advanced = keepHighest ? rolled / 2 : rolled;
  } else if (dice.length !== 1) return null;
  const difficulty = Number.parseInt(String(field(roll.options, "difficulty") ?? 0), 10);
  const made: WodRoll = {
    splat,
    basic: Number(count(basic)),
    advanced,
    difficulty: Number.isNaN(difficulty) ? 0 : difficulty,
    keepHighest,
  };
  return countable(made) ? made : null;
}

/** What was kept, when it is the message's own first roll (a flag is whatever its author wrote). */
function readKept(kept: unknown, message: SystemRollMessage): WodRoll | null {
  const made = rollOfMessage(message.rolls?.[0]);
  const same =
    made !== null &&
    (["splat", "basic", "advanced", "difficulty", "keepHighest"] as const).every(
      (key) => field(kept, key) === made[key],
    );
  return same ? made : null;
}

/** The actor a message speaks for (`speaker.actor`), as this client reads it. */
export function speakerActor(message: unknown): unknown {
  const id = field(field(message, "speaker"), "actor");
  return typeof id === "string" ? game.actors?.get(id) : undefined;
}

const KEY = "INDIE_DICE.SystemOdds.Wod5e";
/** Each splat's advanced dice, as its words name them (a mortal has none). */
const ADVANCED: Record<WodSplat, string | null> = {
  vampire: "Hunger",
  hunter: "Desperation",
  werewolf: "Rage",
  mortal: null,
};

/**
 * The roll's words on its message: its pool and advanced dice, not "as set" — a rouse check, a form's or a gift's
 * cost is a quick roll (no dialog), and its reader may never have seen one: "Pool 2, Hunger 1".
 */
function rolledLabel({ splat, basic, advanced, keepHighest }: WodRoll): string {
  const kind = ADVANCED[splat];
  const counts = { pool: String(basic + advanced), advanced: String(advanced), rolled: String(advanced * 2) };
  if (kind === null || advanced === 0) return game.i18n.format(`${KEY}.Rolled`, counts);
  return game.i18n.format(`${KEY}.Rolled${kind}${keepHighest === true ? "Kept" : ""}`, counts);
}

export const wod5eRolls: SystemRolls = {
  // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
  hook: "preCreateChatMessage",
  record(args) {
    const message = messageAboutToBeCreated(args);
    const made = message ? rollOfMessage(message.view.rolls?.[0]) : null;
    return message && made ? { messageData: message.document, kept: { ...made } } : null;
  },
  reread(kept, message) {
    const made = readKept(kept, message);
    if (!made || hiddenFrom(speakerActor(message))) return null;
    const label = rolledLabel(made);
    return { odds: () => namedByRoll(wodOdds(made), () => label), labels: wod5eLabels, targetVisible: true };
  },
  // The engine reads no `dv`/`dg` die and the system's total adds the pairs of 10s: no luck is measured here.
  formula: () => null,
};
