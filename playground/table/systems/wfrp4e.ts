/**
 * A Warhammer Fantasy Roleplay 4e world of the table (`?system=wfrp4e`: WFRP 4e 9.6.4 on warhammer-lib 3.3.2 in the
 * double, played on Foundry 14 as the library requires): Ilsa as a character with Intelligence 38, Perception, Melee
 * (Basic), Pray, a hand weapon, a pistol, a prayer and the spell Dart (Language (Magick) 43, CN 2). WFRP rolls from its
 * actor sheet's test buttons, each calling the actor's setup method of that test (src/sheets/actor/base.js
 * `_onRollTest`), which opens the test's roll dialog: so her buttons call the same methods, and the dialog is the
 * system's own. She has 2 Fortune: her *Use Fortune* button rerolls her last test where the system's chat card's
 * context menu would offer it (a failed test, not yet rerolled by Fortune: the double's fortune.ts), spending one.
 * The GM's three are beastmen, NPCs; the GM's pane tests the Grave Warden's Perception and Bite, from its token's
 * sheet. Ilsa's weapon at the warden's token (her pane's crosshairs) starts an opposed test: his next test is his
 * defence, whose dialog gives the GM his chance to win it.
 */
import { wfrp4eActorSpec } from "../../../foundry-double/systems/wfrp4e/driver";
import { ActorWFRP4e, type TestWFRP } from "../../../foundry-double/systems/wfrp4e/documents";
import { canApplyFortuneReroll, useFortuneReroll } from "../../../foundry-double/systems/wfrp4e/fortune";
import {
  ACTOR_IDS,
  ANN,
  WARDEN_TOKEN,
  gmActors,
  sheetRollButton,
  sheetRolls,
  tableText,
  type TableSystem,
} from "./table-system";

const TEXT = {
  en: {
    heading: "WFRP 4e tests from its sheet: each button opens the test's roll dialog",
    perception: "Perception",
    intelligence: "Intelligence",
    weapon: "Hand weapon",
    pistol: "Pistol",
    prayer: "Pray: Blessing of Battle",
    spell: "Cast: Dart",
    fortune: "Use Fortune: reroll her last failed test",
    npcHeading: "The GM's NPC tests from its sheet's buttons (a player sees no figure on a card the GM rolled)",
    npcPerception: "Grave Warden: Perception",
    npcBite: "Grave Warden: Bite",
  },
  de: {
    heading: "WFRP 4e probt vom Bogen: jeder Knopf öffnet den Probendialog",
    perception: "Wahrnehmung",
    intelligence: "Intelligenz",
    weapon: "Handwaffe",
    pistol: "Pistole",
    prayer: "Beten: Segen der Schlacht",
    spell: "Zaubern: Pfeil",
    fortune: "Glück einsetzen: ihre letzte misslungene Probe wiederholen",
    npcHeading: "Der NSC der SL probt von den Knöpfen seines Bogens (Spieler sehen keine Zahl auf einer Karte der SL)",
    npcPerception: "Grave Warden: Wahrnehmung",
    npcBite: "Grave Warden: Biss",
  },
};

/** One of the GM's: a beastman, an NPC no player owns, its Perception (35) and its Bite (WS 45). */
const beastman = (_id: string, name: string) =>
  wfrp4eActorSpec({
    _id,
    name,
    type: "npc",
    ownership: { default: 0 },
    characteristics: { ws: 45, int: 25 },
    skills: [
      { _id: `${_id.slice(0, 10)}percep`, name: "Perception", characteristic: "int", advances: 10 },
      { _id: `${_id.slice(0, 10)}bite01`, name: "Bite", type: "trait", characteristic: "ws" },
    ],
  });

export const WFRP4E: TableSystem = {
  id: "wfrp4e",
  // warhammer-lib 3.3.2's module.json: Foundry 14 at the least, so the world plays v14 whatever the address says.
  generation: 14,
  actors: [
    wfrp4eActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      characteristics: { ws: 35, bs: 30, int: 38, fel: 32 },
      sin: 1,
      fortune: 2,
      ownership: { default: 0, [ANN]: 3 },
      skills: [
        { _id: "ilsaPerception01", name: "Perception", characteristic: "int", advances: 7 },
        { _id: "ilsaMeleeBasic01", name: "Melee (Basic)", characteristic: "ws", advances: 15 },
        { _id: "ilsaPray00000001", name: "Pray", characteristic: "fel", advances: 8 },
        { _id: "ilsaHandWeapon01", name: "Hand Weapon", type: "weapon", skill: "Melee (Basic)" },
        {
          _id: "ilsaPistol000001",
          name: "Pistol",
          type: "weapon",
          skill: "Ranged (Blackpowder)",
          attackType: "ranged",
          flaws: ["dangerous"],
        },
        { _id: "ilsaBlessing0001", name: "Blessing of Battle", type: "prayer" },
        { _id: "ilsaMagick000001", name: "Language (Magick)", characteristic: "int", advances: 5 },
        { _id: "ilsaDart00000001", name: "Dart", type: "spell", cn: 2 },
      ],
    }),
    ...gmActors(beastman),
  ],
  journal: {
    en: {
      title: "Journal: the old mill",
      text: "A shadow crosses the yard. Ilsa looks again: [[/r 1d100 # Perception]]",
    },
    de: {
      title: "Tagebuch: die alte Mühle",
      text: "Ein Schatten huscht über den Hof. Ilsa sieht noch einmal hin: [[/r 1d100 # Wahrnehmung]]",
    },
  },
  /**
   * The sheet's test buttons: a skill, a characteristic, two weapons, a prayer and a spell, each its actor's setup
   * method as the sheet calls it.
   */
  rolls(character, asUser) {
    if (!(character instanceof ActorWFRP4e)) return null;
    const { heading, perception, intelligence, weapon, pistol, prayer, spell, fortune } = tableText(TEXT);
    const actor = character;
    // Her last test, kept as its card keeps it, for the Fortune button.
    let last: TestWFRP | null = null;
    const kept = (test: TestWFRP) => void (last = test);
    return sheetRolls(heading, [
      sheetRollButton(
        {
          id: "perception",
          icon: "fa-solid fa-eye",
          label: perception,
          roll: () => actor.setupSkill("Perception").then(kept),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "intelligence",
          icon: "fa-solid fa-brain",
          label: intelligence,
          roll: () => actor.setupCharacteristic("int").then(kept),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "weapon",
          icon: "fa-solid fa-khanda",
          label: weapon,
          roll: () => actor.setupWeapon("Hand Weapon").then(kept),
        },
        asUser,
      ),
      sheetRollButton(
        { id: "pistol", icon: "fa-solid fa-gun", label: pistol, roll: () => actor.setupWeapon("Pistol").then(kept) },
        asUser,
      ),
      sheetRollButton(
        {
          id: "prayer",
          icon: "fa-solid fa-hands-praying",
          label: prayer,
          roll: () => actor.setupPrayer("Blessing of Battle").then(kept),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "spell",
          icon: "fa-solid fa-wand-sparkles",
          label: spell,
          roll: () => actor.setupCast("Dart").then(kept),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "fortune",
          icon: "fa-solid fa-clover",
          label: fortune,
          roll: async () => {
            if (last && canApplyFortuneReroll(last)) await useFortuneReroll(last);
          },
        },
        asUser,
      ),
    ]);
  },
  /**
   * The GM's: the NPC sheet's test buttons (ActorSheetWFRP4eNPC, src/sheets/actor/npc-sheet.js, whose `rollTest`
   * action is the base sheet's `_onRollTest`, base.js:713-745): its skill and its trait, each its setup method.
   */
  npcRolls(world, asUser) {
    // The GM rolls the warden from its token's sheet, as on the canvas: an attack at the token flags that actor to
    // defend (opposed-handler.js:274-287), so its Bite is then the defence.
    const npc = canvas?.tokens?.get(WARDEN_TOKEN)?.actor ?? world;
    if (!(npc instanceof ActorWFRP4e)) return null;
    const { npcHeading, npcPerception, npcBite } = tableText(TEXT);
    return sheetRolls(npcHeading, [
      sheetRollButton(
        {
          id: "npc-perception",
          icon: "fa-solid fa-eye",
          label: npcPerception,
          roll: () => npc.setupSkill("Perception"),
        },
        asUser,
      ),
      sheetRollButton(
        { id: "npc-bite", icon: "fa-solid fa-tooth", label: npcBite, roll: () => npc.setupTrait("Bite") },
        asUser,
      ),
    ]);
  },
};
