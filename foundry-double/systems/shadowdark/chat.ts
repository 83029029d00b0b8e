/**
 * Shadowdark's roll card (system/src/chat/ChatSD.mjs at cf357e3, release 4.0.4, renderRollHTML and
 * renderRollMessage; templates/chat/roll-card.hbs): the config deep-cloned as the template's data, with the actor,
 * the target (shown for anything but a check) and the main roll's own rendering and success; the message keeps the
 * config as `flags.shadowdark.rollConfig` (with `core.canPopout`), its flavor the heading, its speaker the actor,
 * its rolls, and the config's roll mode applied. Not emulated: the item, ammunition, descriptions and damage roll
 * parts of the card.
 */
import { deepClone } from "../../utils";
import type { RollConfig } from "./dice/dice";
import type { RollSD } from "./dice/roll-sd";
import { game } from "./utils";
import type { Plain } from "../kit/data";
import { rollMessageData } from "../kit/chat";
import { chatMessage, fromUuid, renderTemplate } from "../kit/globals";

async function renderRollHTML(config: RollConfig, rolls: RollSD[] = []): Promise<string> {
  const actor = game().actors.get(config.actorId ?? "");
  const mainRoll = rolls.find((roll) => roll && roll.options.type === "main");
  const templateData = deepClone(config) as Plain & { mainRoll?: Plain };
  templateData.actor = actor;
  if (config.targetUuid) {
    templateData.target = await fromUuid(config.targetUuid);
    if (config.type !== "check") templateData.showTargets = true;
  }
  if (mainRoll && templateData.mainRoll) {
    templateData.mainRoll.html = await mainRoll.render();
    templateData.mainRoll.success = mainRoll.success;
  }
  return renderTemplate("systems/shadowdark/templates/chat/roll-card.hbs", templateData);
}

export async function renderRollMessage(config: RollConfig, rolls: RollSD[] = []): Promise<Plain> {
  const content = await renderRollHTML(config, rolls);
  const flags = { "core.canPopout": true, "shadowdark.rollConfig": config };
  const actor = game().actors.get(config.actorId ?? "");
  const data = rollMessageData({ actor, rolls, content, flavor: config.heading, flags, rollMode: config.rollMode });
  return { ...data, user: game().user.id };
}

/** ChatMessage.create of the card's data (the class as the world has it). */
export function postMessage(chatData: Plain): Promise<unknown> {
  return chatMessage().create(chatData);
}
