/**
 * The Alien RPG system in the Foundry double: what module/alienrpg.mjs (pwatson100/alienrpg 4.0.5 at 5dff939d, which
 * declares Foundry 13 its minimum, verified and maximum: system.json:19-21) does as a world loads, for the part a
 * module reading its prompts meets. init (:75-145): `game.alienrpg` with its `rollArr` (:81-113); the dice terms
 * `b` and `s` (:126-127); CONFIG.Actor.documentClass = alienrpgActor, CONFIG.Item.documentClass = alienrpgItem
 * (:130, 145); the `evolved` and `autopanic` settings (module/helpers/settings.mjs:14-34); the Push button's listener
 * (:466-499, below); its stylesheet's look of a message (./styles.ts). Its words are lang/en.json's the rolls read.
 * game.system: id, title, version and compatibility.
 */
import { AlienRPGBaseDie, AlienRPGStressDie } from "./dice";
import { AlienActor, AlienItem } from "./documents";
import { read, type Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import { g } from "./dice";
import { addAlienStyles } from "./styles";

export { AlienActor, AlienItem };

export function alienrpgSystem(): Plain {
  return {
    id: "alienrpg",
    title: "Alien RPG",
    version: "4.0.5",
    compatibility: { minimum: "13", verified: "13", maximum: "13" },
  };
}

const WORDS: Record<string, string> = {
  DialText: "Please enter your modifier.",
  BaseMod: "Base Modifier",
  StressMod: "Stress Modifier",
  RollStressDice: "Roll Stress Dice?",
  DialTitle1: "Roll Modified",
  DialTitle2: "check",
  DialRoll: "Roll",
  DialCancel: "Cancel",
  Attributes: "Attributes",
  Black: "Black",
  Yellow: "Yellow",
  rollStress: "Roll Stress",
  NoAttribute: "No Attribute",
  NoDice: "No Dice to Roll",
  Rolling: "Rolling",
  Sixes: "Sixes: ",
  Damage: "Damage",
  targetRange: "Range to Target",
  targetCover: "Target Cover",
  targetSize: "Target Size",
  carefullAim: "Carefull Aim? (+2)",
  aimForWeakSpot: "Aim For Weak Spot(-2)",
  conserveAmmo: "Conserve Ammo with extra sucesses?",
  Engaged: "Engaged",
  Short: "Short",
  Medium: "Medium",
  Long: "Long",
  Extreme: "Extreme",
  nocover: "No Cover (0)",
  partialcover: "Partial Cover (-2)",
  fullcover: "Full Cover (-3)",
  normal: "Normal (0)",
  large: "Large (+2)",
  small: "Small (-2)",
  OutofRange: "Out Of Range",
  MultiPush: "Allow multi-push",
  Push: "Push",
  NoToken: "You do not have a token selected",
};

export const installAlienrpg = systemScript({ ALIENRPG: WORDS }, ({ config, game, hooks }) => {
  // A global of each browser's page (:103-113): every client its own last roll, the one running read.
  const rollArrs = new Map<unknown, Plain>();
  const fresh = () => ({ r1Dice: 0, r1One: 0, r1Six: 0, r2Dice: 0, r2One: 0, r2Six: 0, tLabel: "", sCount: 0 });
  game.alienrpg = {
    get rollArr() {
      const client = read(game, "userId");
      const own = rollArrs.get(client) ?? { ...fresh(), multiPush: 0 };
      rollArrs.set(client, own);
      return own;
    },
  };
  Object.assign(config.Dice.terms, { b: AlienRPGBaseDie, s: AlienRPGStressDie });
  Object.assign(config.Actor ?? {}, { documentClass: AlienActor });
  config.Item = Object.assign(config.Item ?? {}, { documentClass: AlienItem });
  const world = (key: string, fallback: boolean) =>
    game.settings.register("alienrpg", key, { scope: "world", config: true, default: fallback, type: Boolean });
  world("evolved", true);
  world("autopanic", true);
  hooks.on("renderChatMessageHTML", listenToPush);
  if (typeof document !== "undefined") addAlienStyles(document);
});

/**
 * The Push button's click (alienrpg.mjs:466-499), on the system's `renderChatMessage`, which v13 calls with the same
 * element right after `renderChatMessageHTML` (client/documents/chat-message.mjs:419-427): the actor is the message's
 * speaker's; "mPush" when the checkbox before the button is ticked; blind for a hostile actor; a character's only.
 */
function listenToPush(message: { speaker: { actor?: string | null }; flags: Plain }, html: HTMLElement): void {
  for (const button of html.querySelectorAll("button.alien-Push-button"))
    button.addEventListener("click", (event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.classList.contains("alien-Push-button")) return;
      const before = target.previousElementSibling;
      const multi = before instanceof HTMLInputElement && before.checked;
      const { game, ui } = g();
      const actor = game.actors.get(message.speaker.actor ?? "");
      if (!(actor instanceof AlienActor)) return ui.notifications.warn(game.i18n.localize("ALIENRPG.NoToken"));
      const blind = actor.prototypeToken.disposition === -1;
      if (actor.type === "character") void actor.pushRoll(actor, multi ? "mPush" : "push", actor.type, blind, message);
      return undefined;
    });
}
