/**
 * World of Darkness 5e's Willpower reroll (WoD5E-Developers/wod5e 5.3.25 at 66705147):
 * - who is offered it (system/ui/wod-chat-log.js:42-69, an entry of the chat log's context menu; here through the
 *   `getChatMessageContextOptions` hook, the double's log being core's): a GM or the message's author, on a message
 *   with a rerollable die — every basic die, a werewolf's rage die not showing 1–2 (system/scripts/rolls/
 *   roll-message.js:84, 151-154) — none lying rerolled (discarded) and no roll prompt;
 * - its die-picking dialog (system/scripts/willpower-reroll.js:8-71): a `DialogV2.prompt` (classes `wod5e`,
 *   `message.flags.system || 'mortal'` — a flag nothing sets — and `dialog`) whose content copies the chat card's
 *   rerollable dice (`img.die.roll-img.rerollable` with `data-index`, roll-message.js:76-183, chat-message-roll.hbs
 *   :19-22), each in a `.die-select`; a click toggles `selected`, while fewer than 3 are selected in the page;
 * - what Reroll does (:74-152): 1–3 of those dice, a quick `WOD5eDice.Roll` of as many basic and rage dice with no
 *   message of its own (`disableMessageOutput`) and 1 Willpower damage where the message has an actor, for the
 *   actor's gamesystem (the `message.flags.gamesystem` it passes is never set, so Roll's default); the chosen results
 *   marked discarded and inactive, the new results appended to their term, and the message updated with its rolls.
 * Not emulated: Dice So Nice; the dialog's markup is the card's images alone (the double draws no card of its own).
 */
import type { ContextMenuEntryDouble } from "../../applications/context-menu";
import { ChatMessage } from "../../chat-message";
import { game, installedGlobal } from "../../globals";
import { read } from "../kit/data";
import { openDialog } from "../kit/dialog";
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
  const rollMode = read(message.flags, "rollMode");
  const reroll = await WOD5eDice.Roll({
    basicDice: picks.length - rage,
    advancedDice: rage,
    title: game().i18n.localize("WOD5E.Chat.WillpowerReroll"),
    actor: wod,
    // If no actor is set, no Willpower to damage (:96).
    willpowerDamage: wod ? 1 : 0,
    quickRoll: true,
    rollMode: typeof rollMode === "string" && rollMode ? rollMode : String(game().settings.get("core", "rollMode")),
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

/** The face a die's image shows (normalDiceFaces, rageDiceFaces: system/dice/icons.js:9-26, 65-90). */
function faceImage(splat: Splat, result: number, rage: boolean): string {
  const band = result === 10 ? "critical" : result > 5 ? "success" : "failure";
  if (!rage) return `systems/wod5e/assets/icons/dice/${splat}/${band}.png`;
  return `systems/wod5e/assets/icons/dice/werewolf/${result <= 2 ? "brutal-failure" : `rage-${band}`}.png`;
}

/** The chat card's rerollable dice, as the dialog copies them (their outerHTML, willpower-reroll.js:10-22). */
function rerollableImages(message: ChatMessage, splat: Splat): string[] {
  const terms = message.rolls[0]?.terms ?? [];
  // roll-message.js:84-105 (basic) and 134-154 (advanced): the classes in the card's order.
  const image = (die: Result, index: number, rage: boolean) => {
    const rerolled = die.discarded === true ? ["rerolled"] : [];
    const classes = rage
      ? ["die", "roll-img", ...rerolled, "rage-dice", "rerollable"]
      : ["die", "roll-img", "rerollable", ...rerolled, `${splat}-dice`];
    const src = faceImage(splat, die.result, rage);
    return `<img src="${src}" class="${classes.join(" ")}" data-index="${index}" alt="" title=""/>`;
  };
  const basic = resultsOf(terms[0]).map((die, index) => image(die, index, false));
  const rage = splat === "werewolf" ? resultsOf(terms[2]).map((die, index) => ({ die, index })) : [];
  const rerollableRage = rage.filter(({ die }) => die.result > 2).map(({ die, index }) => image(die, index, true));
  return [...basic, ...rerollableRage];
}

/** The splat a message's roll was rolled for (`WOD5eRoll.system`, the chat card's dice: roll-message.js:103, 140). */
const splatOf = (message: ChatMessage): Splat => {
  const system = read(message.rolls[0]?.options, "system");
  return system === "vampire" || system === "hunter" || system === "werewolf" ? system : "mortal";
};

/** `toggleDieSelect` (:63-71): the selected dice counted in the whole page, as the system does. */
function toggleDieSelect(this: HTMLElement): void {
  const selected = this.ownerDocument.querySelectorAll(".willpower-reroll .selected");
  if (!this.classList.contains("selected") && selected.length < 3) this.classList.add("selected");
  else this.classList.remove("selected");
}

/** `rerollDie` (:74-135): the selected dice read in the page, each by its image's `data-index` and `rage-dice`. */
function rerollSelected(message: ChatMessage, page: Document): Promise<void> {
  const picks = Array.from(page.querySelectorAll(".willpower-reroll .selected img"), (image) => ({
    kind: image.classList.contains("rage-dice") ? ("rage" as const) : ("basic" as const),
    index: parseInt(image.getAttribute("data-index") ?? ""),
  }));
  return willpowerReroll(message, picks);
}

/**
 * `_onWillpowerReroll` (:8-60): the die-picking dialog, its Reroll the reroll of the dice selected. The system does not
 * wait for the reroll before the dialog closes (its Roll reports through a callback); the double does, so that what
 * the menu's entry returns settles once the message is updated.
 */
export async function openWillpowerReroll(message: unknown, page: Document): Promise<void> {
  if (!(message instanceof ChatMessage)) throw new Error("Not a chat message of the double");
  const flagged = read(message.flags, "system");
  const system = typeof flagged === "string" && flagged ? flagged : "mortal";
  const dice = rerollableImages(message, splatOf(message)).map((image) => `<div class="die-select">${image}</div>`);
  const body =
    `<form><div class="window-content"><label><b>Select dice to reroll (Max 3)</b></label><hr>` +
    `<span class="dice-tooltip"><div class="dice-rolls flexrow willpower-reroll">${dice.join("")}</div></span>` +
    `</div></form>`;
  await openDialog("prompt", {
    window: { title: game().i18n.localize("WOD5E.Chat.WillpowerReroll") },
    classes: ["wod5e", system, "dialog"],
    body,
    ok: { label: "Reroll", callback: () => rerollSelected(message, page) },
    render: (_event, dialog) => {
      for (const die of dialog.element.querySelectorAll<HTMLElement>(".willpower-reroll .die-select"))
        die.addEventListener("click", toggleDieSelect);
    },
  });
}

/** The chat log's Willpower Reroll entry (wod-chat-log.js:42-69), added through core's hook. */
export function willpowerRerollEntry(entries: ContextMenuEntryDouble[]): void {
  const messages = installedGlobal<{ messages: Map<string, unknown> }>("game").messages;
  const messageOf = (li: HTMLElement) => messages.get(li.dataset.messageId ?? "");
  entries.push({
    name: game().i18n.localize("WOD5E.Chat.WillpowerReroll"),
    icon: '<i class="fas fa-redo"></i>',
    condition: (li) => {
      const message = messageOf(li);
      return message instanceof ChatMessage && offersWillpowerReroll(message, splatOf(message));
    },
    callback: (li) => {
      const message = messageOf(li);
      return message ? openWillpowerReroll(message, li.ownerDocument) : undefined;
    },
  });
}
