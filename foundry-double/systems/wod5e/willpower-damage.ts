/**
 * World of Darkness 5e's Willpower damage after a roll (wod5e 5.3.25 at 66705147): `WOD5eDice.Roll` with
 * `willpowerDamage` over 0 calls `_damageWillpower` when the world setting `automatedWillpower` (default true,
 * system/scripts/settings.js:108-115) is on (system/scripts/system-rolls.js:240-242). Each point
 * (system/scripts/rolls/willpower-damage.js:17-83): a superficial box while the track has room; on a full track a
 * superficial box made aggravated; on a track all aggravated nothing taken and a "Willpower full" message — else a
 * "Willpower Damage" message, both with the roll's mode.
 */
import { game } from "../../globals";
import { read, type Plain } from "../kit/data";
import { chatMessage } from "../kit/globals";
import { ActorDouble } from "../../documents/actor";

/** The system's words its messages name (lang/en/core-en.json:134-146), the double's English. */
export const WOD5E_CHAT_WORDS = {
  WOD5E: {
    Chat: {
      WillpowerReroll: "Willpower Reroll",
      WillpowerDamage: "Willpower Damage",
      WillpowerFull: "Willpower is fully damaged, cannot damage it further.",
      WillpowerFullTitle: "Willpower Tracker Full",
      HasReceivedWillpowerDamage: "{actor} has received {willpowerDamage} willpower damage.",
    },
  },
};

const IMAGE = "systems/wod5e/assets/icons/dice/vampire/bestial-failure.png";

/** The setting `_damageWillpower` waits on, registered as the system does (settings.js:108-115). */
export function registerWillpowerSetting(settings: {
  register(namespace: string, key: string, data: Plain): void;
}): void {
  settings.register("wod5e", "automatedWillpower", { scope: "world", config: false, default: true, type: Boolean });
}

async function postDamage(name: string, description: string, rollMode: string): Promise<void> {
  const data = { flags: { wod5e: { name, img: IMAGE, description } } };
  await chatMessage().create(chatMessage().applyRollMode(data, rollMode));
}

/** `_damageWillpower(null, null, actor, willpowerDamage, rollMode)`, tick by tick (willpower-damage.js:24-65). */
export async function damageWillpower(actor: unknown, damage: number, rollMode: string): Promise<void> {
  if (!(actor instanceof ActorDouble)) throw new Error("Willpower damage needs the roll's actor (it reads its track)");
  const i18n = game().i18n;
  const willpower = read(actor.system, "willpower");
  const max = Number(read(willpower, "max") ?? 0);
  let aggravated = Number(read(willpower, "aggravated") ?? 0);
  let superficial = Number(read(willpower, "superficial") ?? 0);
  for (let tick = 0; tick < damage; tick += 1) {
    if (superficial + aggravated < max) superficial += 1;
    else if (aggravated < max) {
      superficial -= 1;
      aggravated += 1;
    } else {
      const full = i18n.localize("WOD5E.Chat.WillpowerFull");
      return postDamage(i18n.localize("WOD5E.Chat.WillpowerFullTitle"), full, rollMode);
    }
    await actor.update({ "system.willpower": { superficial, aggravated } });
  }
  const description = i18n.format("WOD5E.Chat.HasReceivedWillpowerDamage", {
    actor: actor.name,
    willpowerDamage: String(damage),
  });
  await postDamage(i18n.localize("WOD5E.Chat.WillpowerDamage"), description, rollMode);
}

/** Whether the world automates Willpower damage (the setting, as Roll reads it). */
export const automatedWillpower = (): boolean => game().settings.get("wod5e", "automatedWillpower") === true;
