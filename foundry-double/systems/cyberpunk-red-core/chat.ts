/**
 * Cyberpunk RED's roll card (0.93, f632be2c): `CPRChat.RenderRollCard` (src/modules/chat/cpr-chat.js:61-87) marks a
 * critical card (`wasCritical()`), renders the roll's card and creates the message, its speaker the roll's actor
 * (`entityData.actor`, handed over as the Actor itself); `ChatDataSetup` (:23-53) whispers a GM or blind roll to the
 * GMs. The card is cpr-skill-rollcard.hbs's markup, in part: the dice (`d10-dice-div`: the face, and on a critical
 * card the face marked `_preem` or `_fail` and the extra die), the result (`d10-number-div`) and the details. Not
 * emulated: the other cards, the card's buttons, the sound.
 */
import { game, installedGlobal } from "../../globals";
import { fromUuidSync } from "../kit/globals";
import type { CPRRoll } from "./rolls";

interface Chat {
  create(data: object): Promise<unknown>;
  getWhisperRecipients(name: string): { id: string }[];
}

const die = (colour: string, face: number, mark = "") =>
  `<img class="d10" src="systems/cyberpunk-red-core/icons/dice/${colour}/d10_${face}${mark}.svg"/>`;

function cardOf(roll: CPRRoll, critical: boolean): string {
  const dice = !critical
    ? die("black", roll.initialRoll)
    : die("red", roll.initialRoll, roll.wasCritSuccess() ? "_preem" : "_fail") +
      die("red", Math.abs(roll.criticalRoll));
  const details = roll.mods.map((mod) => `<div class="text-normal">${mod.source} ${mod.value}</div>`).join("");
  return `<div class="rollcard"><div class="rollcard-top"><div class="text-center">${roll.rollTitle}</div></div>
<div class="rollcard-bottom"><div class="cpr-block"><div class="d10-rollcard-data">
<div class="d10-dice-div">${dice}</div>
<div class="d10-number-div">
  <a><span class="clickable${critical ? " text-semi" : ""}"
      data-action="toggleVisibility"
      data-visible-element="d10-data-details">${roll.resultTotal}</span></a>
</div>
<div class="d10-data-div"><div class="d10-data-details hide">${details}</div></div></div></div></div></div>`;
}

export async function renderRollCard(roll: CPRRoll): Promise<unknown> {
  const chat = installedGlobal<Chat>("ChatMessage");
  const rollMode = game().settings.get("core", "rollMode");
  const data: Record<string, unknown> = { user: game().user.id, content: cardOf(roll, roll.wasCritical()) };
  if (rollMode === "gmroll" || rollMode === "blindroll") data.whisper = chat.getWhisperRecipients("GM");
  if (rollMode === "blindroll") data.blind = true;
  const actor = roll.entityData && fromUuidSync(`Actor.${roll.entityData.actor}`);
  if (actor instanceof Object) data.speaker = { actor, alias: Reflect.get(actor, "name") };
  return chat.create(data);
}
