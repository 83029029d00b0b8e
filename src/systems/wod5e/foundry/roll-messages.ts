import { countable, wodOdds, type WodRoll, type WodSplat } from "../core/wod5e-odds";
import { rerollChoice, rouseHungerStays, type WodDie, type WodLying } from "../core/wod5e-reroll";
import type { SystemChoice } from "../../../core/systems/system-odds-types";
import { wod5eLabels } from "../ui/wod5e-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemRollMessage, SystemRolls } from "../../../foundry/systems/system-adapter";
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

const modifiersOf = (kit: RuleSetKit, term: unknown): string => JSON.stringify(kit.systems.field(term, "modifiers"));

/** The roll a message's first roll is, or null for anything the system's formula does not write. */
export function rollOfMessage(kit: RuleSetKit, roll: unknown): WodRoll | null {
  const { field } = kit.systems;
  if (!(roll instanceof foundry.dice.Roll)) return null;
  const splat = SPLATS.find((name) => name === field(roll.options, "system"));
  if (!splat) return null;
  const [basicDenomination, advancedDenomination] = TERMS[splat];
  const dice: readonly unknown[] = roll.dice;
  const basic = dice[0];
  const count = (term: unknown) => field(term, "number");
  if (
    denominationOf(basic) !== basicDenomination ||
    modifiersOf(kit, basic) !== '["cs>5"]' ||
    typeof count(basic) !== "number"
  )
    return null;
  let advanced = 0;
  let keepHighest = false;
  if (advancedDenomination !== null) {
    const term = dice[1];
    const rolled = count(term);
    if (dice.length !== 2 || denominationOf(term) !== advancedDenomination || typeof rolled !== "number") return null;
    keepHighest = modifiersOf(kit, term) !== '["cs>5"]';
    if (
      keepHighest &&
      (splat !== "vampire" ||
        rolled % 2 !== 0 ||
        modifiersOf(kit, term) !== JSON.stringify(["cs>5", `kh${rolled / 2}`]))
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
function readKept(kit: RuleSetKit, kept: unknown, message: SystemRollMessage): WodRoll | null {
  const made = rollOfMessage(kit, message.rolls?.[0]);
  const same =
    made !== null &&
    (["splat", "basic", "advanced", "difficulty", "keepHighest"] as const).every(
      (key) => kit.systems.field(kept, key) === made[key],
    );
  return same ? made : null;
}

/** The actor a message speaks for (`speaker.actor`), as this client reads it. */
export function speakerActor(kit: RuleSetKit, message: unknown): unknown {
  const { field } = kit.systems;
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

/** A term's results as the chat card reads them: whole faces 1–10, and whether each is still active. */
function resultsOf(kit: RuleSetKit, term: unknown): { face: number; active: boolean }[] | null {
  const { field } = kit.systems;
  const results = field(term, "results");
  if (!Array.isArray(results)) return null;
  const read = results.map((result) => ({ face: field(result, "result"), active: field(result, "active") !== false }));
  const whole = read.every(({ face }) => typeof face === "number" && Number.isInteger(face) && face >= 1 && face <= 10);
  return whole ? read.map(({ face, active }) => ({ face: Number(face), active })) : null;
}

/** The active dice the message's roll shows, or null where a die lies rerolled (or a term is no d10's). */
function lyingDice(kit: RuleSetKit, roll: unknown, made: WodRoll): WodDie[] | null {
  const dice: unknown = kit.systems.field(roll, "dice");
  if (!Array.isArray(dice)) return null;
  const terms =
    made.splat === "mortal"
      ? [["basic", dice[0]]]
      : [
          ["basic", dice[0]],
          ["advanced", dice[1]],
        ];
  const lying: WodDie[] = [];
  for (const [kind, term] of terms) {
    const results = resultsOf(kit, term);
    if (!results || results.some(({ active }) => !active)) return null;
    results.forEach(({ face }, index) => lying.push({ kind: kind === "basic" ? "basic" : "advanced", index, face }));
  }
  return lying;
}

/**
 * The dice a message's own first roll shows and its difficulty, as a Willpower reroll of it reads them; null where it
 * is none of the system's rolls or a die lies rerolled.
 */
export function lyingOfMessage(kit: RuleSetKit, message: SystemRollMessage): WodLying | null {
  const made = rollOfMessage(kit, message.rolls?.[0]);
  const dice = made ? lyingDice(kit, message.rolls?.[0], made) : null;
  return made && dice ? { splat: made.splat, dice, difficulty: made.difficulty } : null;
}

/** Whether the current user may take the reroll: a GM or the message's author (wod-chat-log.js:58-59). */
export function mayReroll(kit: RuleSetKit, message: SystemRollMessage): boolean {
  const { field } = kit.systems;
  const author = message.author;
  const id = typeof author === "string" ? author : field(author, "id");
  const prompt = field(field(message.flags, "wod5e"), "isRollPrompt");
  return (game.user.isGM || id === game.user.id) && !prompt;
}

/** "3, 2" or "4, Rage 7": the faces the reroll takes, a rage die named. */
export function diceWords(dice: readonly WodDie[]): string {
  const words = dice.map(({ kind, face }) =>
    kind === "basic" ? String(face) : game.i18n.format(`${KEY}.RageDie`, { face: String(face) }),
  );
  return words.join(", ");
}

/** The best Willpower reroll of this message's roll, for one who may take it; null otherwise. */
function willpowerChoice(kit: RuleSetKit, message: SystemRollMessage): SystemChoice | null {
  if (!mayReroll(kit, message)) return null;
  const lying = lyingOfMessage(kit, message);
  const best = lying ? rerollChoice(lying) : null;
  if (!best) return null;
  const label = game.i18n.format(`${KEY}.WillpowerReroll${costOf(kit, speakerActor(kit, message))}`, {
    dice: diceWords(best.dice),
  });
  return { ...best.choice, label };
}

/**
 * The reroll's cost as the system counts it: 1 Willpower damage where the message has an actor (willpower-reroll.js
 * :96), superficial while the track has room, else a superficial box made aggravated, else none left to take
 * (willpower-damage.js:24-56). The words' key's ending: "" superficial.
 */
export function costOf(kit: RuleSetKit, actor: unknown): "" | "Aggravated" | "Full" | "NoActor" {
  const { field } = kit.systems;
  if (actor === undefined) return "NoActor";
  const willpower = field(field(actor, "system"), "willpower");
  const [max, superficial, aggravated] = ["max", "superficial", "aggravated"].map((key) => field(willpower, key));
  if (typeof max !== "number" || typeof superficial !== "number" || typeof aggravated !== "number") return "";
  if (superficial + aggravated < max) return "";
  return aggravated < max ? "Aggravated" : "Full";
}

/** A Rouse check's chance that Hunger stays, when the message's roll is one; null otherwise. */
function rouseChoice(kit: RuleSetKit, message: SystemRollMessage, made: WodRoll): SystemChoice | null {
  const options = kit.systems.field(message.rolls?.[0], "options");
  const quick = typeof kit.systems.field(options, "difficulty") === "number";
  if (!quick || made.splat !== "vampire" || made.basic !== 0 || made.advanced === 0 || made.difficulty !== 0)
    return null;
  const counts = { advanced: String(made.advanced), rolled: String(made.advanced * 2) };
  const label = game.i18n.format(`${KEY}.Rouse${made.keepHighest === true ? "Kept" : ""}`, counts);
  const stays = rouseHungerStays(made.advanced, made.keepHighest === true);
  return {
    id: "rouse",
    label,
    afterTheRoll: true,
    outcomes: [{ key: "hungerStays", probability: stays, fromTarget: false }],
  };
}

/**
 * The choices after a World of Darkness 5e roll its message's reader may weigh, none, one or both
 * (docs/systems-wod5e.md "After the roll"), read from the message's own first roll — its terms' results — never
 * from a flag:
 * - the best Willpower reroll, offered as the system's chat menu offers it (system/ui/wod-chat-log.js:42-69 at
 *   66705147): to a GM or the message's author, while no die of the roll lies rerolled (a taken reroll, or a rouse
 *   re-roll's dropped dice) and it is no roll prompt; once taken the message holds the new dice and none is left;
 * - a Rouse check's chance that Hunger stays: a vampire's quick roll (its difficulty a number, never the dialog's
 *   text: system-rolls.js:141-143) of hunger dice alone with none set — rouse.js:30-40, a Blood Surge's check dice.
 */
function afterTheRoll(kit: RuleSetKit, message: SystemRollMessage, made: WodRoll): SystemChoice[] {
  return [willpowerChoice(kit, message), rouseChoice(kit, message, made)].filter((choice) => choice !== null);
}

export function wod5eRolls(kit: RuleSetKit): SystemRolls {
  return {
    // Foundry's, fired on the client creating the message, before it is created: the system has no hook there.
    hook: "preCreateChatMessage",
    record(args) {
      const message = kit.systems.messageAboutToBeCreated(args);
      const made = message ? rollOfMessage(kit, message.view.rolls?.[0]) : null;
      return message && made ? { messageData: message.document, kept: { ...made } } : null;
    },
    reread(kept, message) {
      const made = readKept(kit, kept, message);
      if (!made || hiddenFrom(kit, speakerActor(kit, message))) return null;
      const label = rolledLabel(made);
      // The chance it had, then the choices after it (after-the-roll.ts), each named by its own words.
      const odds = () => {
        const before = wodOdds(made);
        const choices = [...before.choices, ...afterTheRoll(kit, message, made)];
        return kit.systems.namedByRoll({ ...before, choices }, () => label);
      };
      return { odds, labels: wod5eLabels, targetVisible: true };
    },
    // The engine reads no `dv`/`dg` die and the system's total adds the pairs of 10s: no luck is measured here.
    formula: () => null,
  };
}
