/**
 * World of Darkness 5e's Willpower reroll (WoD5E-Developers/wod5e 5.3.25 at 66705147), for the part a module reading
 * the roll's message meets:
 * - who is offered it (system/ui/wod-chat-log.js:42-69, a chat context-menu entry): a GM or the message's author, on
 *   a message with a rerollable die — every basic die, a werewolf's rage die not showing 1–2 (system/scripts/rolls/
 *   roll-message.js:84, 151-154) — none lying rerolled (discarded) and no roll prompt;
 * - what it does (system/scripts/willpower-reroll.js:74-152): 1–3 of those dice, a quick `WOD5eDice.Roll` of as many
 *   basic and rage dice with no message of its own (`disableMessageOutput`), for the actor's gamesystem (the
 *   `message.flags.gamesystem` it passes is never set, so Roll's default); the chosen results marked discarded and
 *   inactive, the new results appended to their term, and the message updated with its rolls.
 * Not emulated: the context menu's entry and its die-picking DialogV2 (the dice are named by the caller), the
 * Willpower damage (`_damageWillpower`, under the `automatedWillpower` setting) and Dice So Nice.
 */
import { ChatMessage } from "../../chat-message";
import { game, installedGlobal } from "../../globals";
import { WoDActor } from "./documents";
import { WOD5eDice, type Splat } from "./rolls";

/** A die the reroll takes: its term (basic, or a werewolf's rage) and its index among that term's results. */
export interface RerollPick {
  readonly kind: "basic" | "rage";
  readonly index: number;
}

interface Result {
  result: number;
  active?: boolean;
  discarded?: boolean;
}

const resultsOf = (term: unknown): Result[] => {
  const results: unknown = typeof term === "object" && term !== null ? Reflect.get(term, "results") : undefined;
  return Array.isArray(results) ? results : [];
};

/** Whether the system's menu offers the reroll to the current user on this message (wod-chat-log.js:46-66). */
export function offersWillpowerReroll(message: unknown, splat: Splat): boolean {
  if (!(message instanceof ChatMessage)) return false;
  const terms = message.rolls[0]?.terms ?? [];
  const basic = resultsOf(terms[0]);
  const rage = splat === "werewolf" ? resultsOf(terms[2]).filter((die) => die.result > 2) : [];
  const rerolled = [terms[0], terms[2]].some((term) => resultsOf(term).some((die) => die.discarded === true));
  const user = game().user;
  const prompt = message.getFlag("wod5e", "isRollPrompt") === true;
  return (user.isGM || message.isAuthor) && basic.length + rage.length > 0 && !rerolled && !prompt;
}

/** The reroll of 1–3 picked dice (willpower-reroll.js:89-152); nothing outside that count, as the system does. */
export async function willpowerReroll(message: unknown, picks: readonly RerollPick[]): Promise<void> {
  if (!(message instanceof ChatMessage)) throw new Error("Not a chat message of the double");
  if (picks.length < 1 || picks.length > 3) return;
  const actors = installedGlobal<{ actors: { get(id: string): unknown } }>("game").actors;
  const actor = actors.get(message.speaker.actor ?? "");
  const rage = picks.filter((pick) => pick.kind === "rage").length;
  const wod = actor instanceof WoDActor ? actor : null;
  const reroll = await WOD5eDice.Roll({
    basicDice: picks.length - rage,
    advancedDice: rage,
    title: "Willpower Reroll",
    actor: wod,
    quickRoll: true,
    disableMessageOutput: true,
    system: wod?.gamesystem ?? "mortal",
  });
  if (!reroll) return;
  const rolls = message.rolls;
  const terms = rolls[0]?.terms ?? [];
  for (const pick of picks) {
    const die = resultsOf(terms[pick.kind === "rage" ? 2 : 0])[pick.index];
    if (die) Object.assign(die, { discarded: true, active: false });
  }
  for (const at of [0, 2]) {
    const term = terms[at];
    if (term) Reflect.set(term, "results", [...resultsOf(term), ...resultsOf(reroll.terms[at])]);
  }
  await message.update({ rolls });
}
