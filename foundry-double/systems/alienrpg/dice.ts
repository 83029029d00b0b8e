/**
 * Alien RPG's dice and its roller (pwatson100/alienrpg 4.0.5 at 5dff939d): module/helpers/alienRPGBaseDice.mjs
 * (`b` and `s`, d6 terms whose `total` is their count of dice, :1-45) and module/helpers/YZEDiceRoller.mjs
 * (`yze.yzeRoll`, :31-417): no dice of either kind warns and rolls nothing (:120-122); base dice alone when there is
 * no stress (:127-136); negative base dice eat stress dice, nothing rolled when none is left (:137-145); else
 * `<b>db+<s>ds` (:151-165); the sixes and stress ones counted into `game.alienrpg.rollArr` (buildChat, :421-533), a
 * stress one warned in the message (:186-197); the message (:397-416): the roll, the core roll mode, whispered to
 * the GM and blind for a blind (hostile) roll, flags `{tactorid}`; the Push button (:375-391): drawn where `reRoll`
 * is false — and no stress die showed a one, which sets it (:176-182) — or "mPush", with the multi-push checkbox
 * unless "mPush". Not emulated: supply and radiation rolls, the automatic panic roll (`autopanic`, :186-242), a push's
 * "Total of" line (:339-372), and the card's images and colours.
 */
import { Die } from "../../dice/terms/die";
import type { Plain } from "../kit/data";

export class AlienRPGBaseDie extends Die {
  static override DENOMINATION = "b";
  constructor(termData: Plain) {
    super({ ...termData, faces: 6 });
  }
  override get total(): number {
    return this.results.length;
  }
}

export class AlienRPGStressDie extends Die {
  static override DENOMINATION = "s";
  constructor(termData: Plain) {
    super({ ...termData, faces: 6 });
  }
  override get total(): number {
    return this.results.length;
  }
}

/** What the system's code reads of the Foundry API, as loosely as it reads it. */
interface Globals {
  game: {
    alienrpg: { rollArr: Plain };
    actors: { get(id: string): unknown };
    i18n: { localize(key: string): string };
    settings: { get(ns: string, key: string): unknown };
    user: { id: string };
  };
  ui: { notifications: { warn(text: string): void } };
  Roll: new (formula: string) => { evaluate(): Promise<{ terms: { results?: { result: number }[] }[] }> };
  ChatMessage: {
    create(data: Plain): Promise<unknown>;
    getSpeaker(options: Plain): Plain;
    getWhisperRecipients(name: string): unknown[];
  };
}

/** The world's globals as the system's code reads them. */
export function g(): Globals {
  // Read as the untyped object the system's code sees: whatever the world put there.
  const world: object = globalThis;
  const read = (name: keyof Globals) => Reflect.get(world, name);
  return {
    game: read("game"),
    ui: read("ui"),
    Roll: read("Roll"),
    ChatMessage: read("ChatMessage"),
  };
}

function count(results: { result: number }[] | undefined, face: number): number {
  return (results ?? []).filter((result) => result.result === face).length;
}

/** yze.yzeRoll(actortype, blind, reRoll, label, r1Dice, col1, r2Dice, col2, actorid, itemid, tactorid). */
export async function yzeRoll(
  actortype: string,
  blind: boolean,
  reRoll: unknown,
  label: string,
  r1Dice: number,
  _col1: string,
  r2Dice: number,
  _col2: string,
  actorid: string,
  itemid?: string,
  tactorid?: unknown,
): Promise<void> {
  const { game, ui, Roll, ChatMessage } = g();
  const { rollArr } = game.alienrpg;
  Object.assign(rollArr, { r1Dice: 0, r1One: 0, r1Six: 0, r2Dice: 0, r2One: 0, r2Six: 0, sCount: 0, tLabel: label });
  if (!r1Dice && !r2Dice) return ui.notifications.warn(game.i18n.localize("ALIENRPG.NoAttribute"));
  let chatMessage =
    `<div class="chatBG" data-item-id="${itemid}" data-actor-id="${actorid}"><h2 ` +
    `class="alienchatwhite">${game.i18n.localize("ALIENRPG.Rolling")} ${label} </h2>`;
  let roll: Awaited<ReturnType<InstanceType<Globals["Roll"]>["evaluate"]>> | null = null;
  let base = "0db";
  if (r1Dice >= 1) {
    base = `${r1Dice}db`;
    if (r2Dice <= 0) roll = await new Roll(base).evaluate();
  } else if (r1Dice < 0) {
    r2Dice += r1Dice;
    if (r2Dice < 1) return ui.notifications.warn(game.i18n.localize("ALIENRPG.NoDice"));
  }
  if (r2Dice >= 1) roll = await new Roll(`${base}+${r2Dice}ds`).evaluate();
  if (!roll) return;
  const [baseTerm, , stressTerm] = roll.terms;
  Object.assign(rollArr, { r1Dice, r1Six: count(baseTerm?.results, 6), r1One: count(baseTerm?.results, 1) });
  Object.assign(rollArr, { r2Dice, r2Six: count(stressTerm?.results, 6), r2One: count(stressTerm?.results, 1) });
  chatMessage +=
    `<div>${game.i18n.localize("ALIENRPG.Black")} ` +
    `${game.i18n.localize("ALIENRPG.Sixes")}${String(rollArr.r1Six)}</div>`;
  if (stressTerm)
    chatMessage +=
      `<div>${game.i18n.localize("ALIENRPG.Yellow")} ` +
      `${game.i18n.localize("ALIENRPG.Sixes")}${String(rollArr.r2Six)}</div>`;
  if (actortype !== "supply" && Number(rollArr.r2One) >= 1)
    chatMessage += `<div class="warnblink alienchatred">${game.i18n.localize("ALIENRPG.rollStress")}</div>`;
  // A stress one sets `reRoll` (only where stress dice were rolled): no button then.
  if (stressTerm && Number(rollArr.r2One) > 0) reRoll = true;
  if (!reRoll || reRoll === "mPush") chatMessage += pushButton(reRoll === "mPush", (key) => game.i18n.localize(key));
  const rollMode = String(game.settings.get("core", "rollMode"));
  const chatData: Plain = {
    user: game.user.id,
    speaker: ChatMessage.getSpeaker({ actor: actorid }),
    rolls: [roll],
    rollMode,
    content: `${chatMessage}</div>`,
    flags: { tactorid },
  };
  if (["gmroll", "blindroll"].includes(rollMode)) chatData.whisper = ChatMessage.getWhisperRecipients("GM");
  else if (rollMode === "selfroll") chatData.whisper = [game.user];
  else if (blind) {
    chatData.whisper = ChatMessage.getWhisperRecipients("GM");
    chatData.blind = true;
  }
  await ChatMessage.create(chatData);
}

/** The Push button, after the multi-push checkbox unless this roll was a multi-push (YZEDiceRoller.mjs:378-390). */
function pushButton(multiPushed: boolean, localize: (key: string) => string): string {
  const checkbox =
    `<span style="font-size:larger">${localize("ALIENRPG.MultiPush")} </span> ` +
    `<input class="multiPush" name="multiPush" type="checkbox" /> `;
  return (
    `${multiPushed ? "" : checkbox}<button class="alien-Push-button" title="PUSH Roll?">` +
    `${localize("ALIENRPG.Push")}</button>`
  );
}
