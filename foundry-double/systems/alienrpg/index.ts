/**
 * The Alien RPG system in the Foundry double: what module/alienrpg.mjs (pwatson100/alienrpg 4.0.5 at 5dff939d, which
 * declares Foundry 13 its minimum, verified and maximum: system.json:19-21) does as a world loads, for the part a
 * module reading its prompts meets. init (:75-145): `game.alienrpg` with its `rollArr` (:81-113); the dice terms
 * `b` and `s` (:126-127); CONFIG.Actor.documentClass = alienrpgActor, CONFIG.Item.documentClass = alienrpgItem
 * (:130, 145); the `evolved` and `autopanic` settings (module/helpers/settings.mjs:14-34). Its words are the
 * double's own English (lang/en.json's keys the rolls read). game.system: id, title, version and compatibility.
 */
import { AlienRPGBaseDie, AlienRPGStressDie } from "./dice";
import { AlienActor, AlienItem } from "./documents";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";

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
};

export const installAlienrpg = systemScript({ ALIENRPG: WORDS }, ({ config, game }) => {
  game.alienrpg = {
    rollArr: { r1Dice: 0, r1One: 0, r1Six: 0, r2Dice: 0, r2One: 0, r2Six: 0, tLabel: "", sCount: 0, multiPush: 0 },
  };
  Object.assign(config.Dice.terms, { b: AlienRPGBaseDie, s: AlienRPGStressDie });
  Object.assign(config.Actor ?? {}, { documentClass: AlienActor });
  config.Item = Object.assign(config.Item ?? {}, { documentClass: AlienItem });
  const world = (key: string, fallback: boolean) =>
    game.settings.register("alienrpg", key, { scope: "world", config: true, default: fallback, type: Boolean });
  world("evolved", true);
  world("autopanic", true);
});
