/**
 * The pf2e world of a Strike's damage (the double's pf2e): Valeros (Strength +4, Ann's) with a +1 striking longsword
 * given deadly d8 (docs/damage.md's worked example: the rules' longsword has no deadly trait; used as given), and
 * on the scene a boulder (a token without an actor), a goblin nobody owns (9 HP, weakness 5 to slashing), an ogre
 * (30 HP, resistance 3 to physical) and Ezren (Bo's, 12 HP, 3 temporary and, under the stamina variant, 5 stamina).
 */
import type { FoundryDoubleOptions } from "../../../../foundry-double/install";
import type { StrikeWeapon } from "../../../../foundry-double/systems/pf2e/damage-roll";
import { VALEROS_WORLD } from "./valeros-world";

export const LONGSWORD: StrikeWeapon = {
  name: "+1 Striking Longsword",
  dice: 1,
  striking: 1,
  die: "d8",
  damageType: "slashing",
  traits: ["versatile-p", "deadly-d8"],
};

const hp = (value: number, temp = 0) => ({ value, max: value, temp });

export const STRIKE_WORLD: FoundryDoubleOptions = {
  ...VALEROS_WORLD,
  actors: [
    {
      _id: "valeros0000000000",
      name: "Valeros",
      type: "character",
      ownership: { default: 0, annUser000000000: 3 },
      system: { abilities: { str: { mod: 4 } }, attributes: { hp: hp(20) } },
    },
    {
      _id: "ezren00000000000",
      name: "Ezren",
      type: "character",
      ownership: { default: 0, boUser0000000000: 3 },
      system: { attributes: { hp: { ...hp(12, 3), sp: { value: 5, max: 5 } } } },
    },
    {
      _id: "goblin0000000000",
      name: "Goblin",
      type: "npc",
      ownership: { default: 0 },
      system: { attributes: { hp: hp(9), weaknesses: [{ type: "slashing", value: 5 }] } },
    },
    {
      _id: "ogre000000000000",
      name: "Ogre",
      type: "npc",
      ownership: { default: 0 },
      system: { attributes: { hp: hp(30), resistances: [{ type: "physical", value: 3 }] } },
    },
  ],
  scenes: [
    {
      _id: "scene",
      tokens: [
        { _id: "goblinTok", actorId: "goblin0000000000", actorLink: true },
        { _id: "ogreTok", actorId: "ogre000000000000", actorLink: true },
        { _id: "ezrenTok", actorId: "ezren00000000000", actorLink: true },
        { _id: "boulderTok", name: "Boulder", actorId: null },
      ],
    },
  ],
};
