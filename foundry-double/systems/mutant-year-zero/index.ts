/**
 * The Mutant Year Zero system in the Foundry double (superseva/mutant-year-zero 14.0.2 at 68e4fede, Foundry 13
 * minimum, 14 verified and maximum: system.json:5-9): what its init does for the part a module reading its roll
 * dialog and messages meets — its three dice in CONFIG.Dice.terms (module/myz.js:83-85), and the chat card's push
 * button bound for the message's author or a GM, removed for anyone else (myz.js:377-390). Its words are the double's
 * own English (lang/en.json's keys the dialog and card read). The actors' sheets are not emulated: drivers open the
 * dialog as the sheet's and items' rolls do (myz-actor.mjs:211-252, item.js:67-82).
 */
import { ActorDouble } from "../../documents/actor";
import type { Plain } from "../kit/data";
import { hooks } from "../kit/globals";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";
import { installedGlobal } from "../../globals";
import { DiceRoller, MYZDieBase, MYZDieGear, MYZDieSkill } from "./dice-roller";
import { RollDialogV2 } from "./roll-dialog";

export { DiceRoller, RollDialogV2 };

/** An actor of the world: a mutant, a human, an NPC…, its data as the system's model holds it. */
export class MyzActor extends ActorDouble {}

/** system.json:2-9 as game.system shows it: Foundry 13 and 14 both load it. */
const SYSTEM_JSON = Object.freeze({ id: "mutant-year-zero", title: "Mutant Year Zero", version: "14.0.2" });
export const mutantYearZeroSystem = (): Plain => ({
  ...SYSTEM_JSON,
  compatibility: { minimum: "13", verified: "14", maximum: "14" },
});

/** lang/en.json's words the dialog and the card read. */
const WORDS = {
  MYZ: { ROLL: "Roll", PUSH: "Push", PUSHED: "Pushed", DICE_BASE: "Base", DICE_SKILL: "Skill", DICE_GEAR: "Gear" },
};

interface Message {
  isAuthor: boolean;
  flags: Plain;
  update(data: Plain): Promise<unknown>;
}

/** myz.js:377-390: the push button works for the message's author or a GM; anyone else's card loses it. */
function bindPush(message: Message, html: HTMLElement): void {
  const button = html.querySelector(".push-button");
  if (!button) return;
  if (!message.isAuthor && !installedGlobal<{ user: { isGM: boolean } }>("game").user.isGM) return button.remove();
  button.addEventListener("click", (event) => {
    event.stopImmediatePropagation();
    event.preventDefault();
    void DiceRoller.Push(message);
  });
}

const script = systemScript(WORDS, ({ config }) => {
  Object.assign(config.Dice.terms, { b: MYZDieBase, s: MYZDieSkill, g: MYZDieGear });
  hooks().on("renderChatMessageHTML", bindPush);
});

export function installMutantYearZero(world: SystemWorld): void {
  script(world);
}
