/**
 * The Star Wars FFG system in the Foundry double: what modules/swffg-main.js (StarWarsFoundryVTT/StarWarsFFG 2.0.3
 * at 75c9ac3d, which declares Foundry 13 its minimum, verified and maximum: system.json:5-10) does as a world loads,
 * for the part a module reading its roll dialog meets. init (:79-123): `game.ffg` with `RollFFG`, `DiceHelpers`,
 * `RollBuilderFFG` and `diceterms`; `RollFFG` made `CONFIG.Dice.rolls[0]`, the former first kept after it
 * (:113-114); the dice terms `a b c i f p s` (:117-123); `DicePoolFFG` a global (:849). Its settings read by the
 * dialog: `displaySimulation` (GM, All, None; "GM"), `rollSimulation` (10000) (:492-512), `enableForceDie` (true) and
 * `ApplyRemoveSetbackMods` (false) (modules/settings/settings-helpers.js:333-349, 413-424), the destiny pool's
 * names, `useDefense` (true). `DiceHelpers.rollSkillDirect` (modules/helpers/dice-helpers.js:230-251): the pool of a
 * skill and its characteristic against a difficulty — ability max(characteristic, rank), upgraded min(…) times —
 * then the dialog (`displayRollDialog`, :143-145). The sheet's own click (`rollSkill`, :7-121: difficulty 2, the
 * target's defence as setback) is not emulated: the playground calls rollSkillDirect as a journal link does.
 */
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import { DicePoolFFG, FFG_DICE_TERMS, RollFFG } from "./dice";
import { RollBuilderFFG } from "./roll-builder";

export { DicePoolFFG, RollBuilderFFG, RollFFG };

export function starwarsffgSystem(): Plain {
  return {
    id: "starwarsffg",
    title: "Star Wars FFG",
    version: "2.0.3",
    compatibility: { minimum: "13", verified: "13", maximum: "13" },
  };
}

/** A skill as an actor's data holds it (template.json's skill): its rank, characteristic and dice. */
export interface FfgSkill {
  rank: number;
  characteristic: string;
  label: string;
  boost?: number;
  setback?: number;
  upgrades?: number;
  [count: string]: number | string | undefined;
}

export const DiceHelpers = {
  rollSkillDirect(skill: FfgSkill, characteristic: { value: number }, difficulty: number, sheet: Plain) {
    const counts = ["boost", "setback", "force", "advantage", "dark", "light", "failure", "threat", "success"];
    const given = Object.fromEntries(counts.map((name) => [name, Number(skill[name] ?? 0)]));
    const dicePool = new DicePoolFFG({
      ...given,
      ability: Math.max(characteristic.value, skill.rank),
      difficulty,
      triumph: Number(skill.triumph ?? 0),
      despair: Number(skill.despair ?? 0),
      remsetback: Number(skill.remsetback ?? 0),
      upgrades: Number(skill.upgrades ?? 0),
    });
    dicePool.upgrade(Math.min(characteristic.value, skill.rank) + dicePool.upgrades);
    return new RollBuilderFFG(sheet, dicePool, `Rolling ${skill.label}`, skill.label, {}).render(true);
  },
};

const WORDS: Record<string, string> = {
  RollingDefaultTitle: "Rolling...",
  Rolling: "Rolling",
  UpgradeAbility: "Upgrade Ability",
  UpgradeDifficulty: "Upgrade Difficulty",
  DowngradeAbility: "Downgrade Ability",
  DowngradeDifficulty: "Downgrade Difficulty",
  DicePoolAddsHint: "Left click to add, right click to remove.",
  Success: "Success",
  Failure: "Failure",
  Advantage: "Advantage",
  Threat: "Threat",
  Triumph: "Triumph",
  Despair: "Despair",
  DiceProficiency: "Proficiency",
  DiceAbility: "Ability",
  DiceChallenge: "Challenge",
  DiceDifficulty: "Difficulty",
  DiceBoost: "Boost",
  DiceSetback: "Setback",
  DiceForce: "Force",
  SkillsRoll: "Roll",
};

export const installStarwarsffg = systemScript({ SWFFG: WORDS }, ({ config, game }) => {
  game.ffg = { RollFFG, DiceHelpers, RollBuilderFFG, diceterms: Object.values(FFG_DICE_TERMS) };
  // RollFFG first, the former first kept after it.
  config.Dice.rolls.splice(0, 1, RollFFG, ...config.Dice.rolls.slice(0, 1));
  Object.assign(config.Dice.terms, FFG_DICE_TERMS);
  Object.assign(globalThis, { DicePoolFFG });
  const settings: [string, unknown, string, boolean?][] = [
    ["displaySimulation", "GM", "world"],
    ["rollSimulation", 10000, "world"],
    ["enableForceDie", true, "world", true],
    ["ApplyRemoveSetbackMods", false, "world", true],
    ["destiny-pool-light", "Light Side", "world"],
    ["destiny-pool-dark", "Dark Side", "world"],
    ["useDefense", true, "client", true],
  ];
  for (const [key, fallback, scope, shown = false] of settings) {
    const type = typeof fallback === "boolean" ? Boolean : typeof fallback === "number" ? Number : String;
    game.settings.register("starwarsffg", key, { scope, config: shown, default: fallback, type });
  }
});
