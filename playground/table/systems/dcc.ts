/**
 * A Dungeon Crawl Classics world of the table (`?system=dcc`, foundryvtt-dcc/dcc 0.70.46 in the double, Foundry 14
 * only): Ilsa, a warrior of threat range 19–20 with a longsword (+2), a Strength check (+1), and a scroll's spell check
 * (+4, spellburn from Str 12, Agl 10, Sta 9). Her sheet's buttons open the system's roll modifier dialog as its rolls
 * do when it shows (rolls-weapon-mixin.mjs:510-605); the attack and the check post their message. The GM's three are
 * NPCs no player owns; the GM's pane rolls the Grave Warden's bite.
 */
import { rollToHit } from "../../../foundry-double/systems/dcc/attack";
import { rollCheck } from "../../../foundry-double/systems/dcc/checks";
import { openSpellCheck } from "../../../foundry-double/systems/dcc/driver";
import { DccActor } from "../../../foundry-double/systems/dcc/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll with the roll modifier dialog (move the die along the chain)",
    attack: "Longsword attack (threat 19–20)",
    spell: "Spell check from a scroll (spellburn)",
    strength: "Strength check (+1)",
    npcHeading: "The GM's NPC rolls",
    bite: "Grave Warden: bite",
  },
  de: {
    heading: "Mit dem Würfelmodifikator-Dialog würfeln (den Würfel entlang der Kette bewegen)",
    attack: "Langschwertangriff (Bedrohung 19–20)",
    spell: "Zauberprobe von einer Schriftrolle (Zauberbrennen)",
    strength: "Stärkeprobe (+1)",
    npcHeading: "Der NSC der SL würfelt",
    bite: "Grabwächter: Biss",
  },
};

/** An actor as the system's model holds it: its type and threat range (`system.details.critRange`). */
const actor = (
  _id: string,
  name: string,
  type: "Player" | "NPC",
  critRange: number,
  ownership: Record<string, number>,
) => ({
  _id,
  name,
  type,
  ownership,
  system: { details: { critRange } },
});

const attack = (who: DccActor, toHit: string, critRange: number) =>
  rollToHit(
    who,
    [
      { type: "Die", formula: "1d20" },
      { type: "Compound", formula: toHit },
      { type: "Modifier", formula: "+0" },
    ],
    critRange,
  ).posted;

/** An ability check: the lib's 1d20+1 posted with the marks its renderer sets (the message keeps its chance). */
const strengthCheck = (who: DccActor) =>
  rollCheck(who, "AbilityCheck", [
    { type: "Die", formula: "1d20" },
    { type: "Compound", formula: "+1" },
  ]).posted;

export const DCC: TableSystem = {
  id: "dcc",
  generation: 14,
  actors: [
    actor(ACTOR_IDS.ilsa, "Ilsa Brandt", "Player", 19, { default: 0, [ANN]: 3 }),
    ...gmActors((id, name) => actor(id, name, "NPC", 20, { default: 0 })),
  ],
  journal: {
    en: { title: "Journal: the Tomb", text: "A spear trap springs. Ilsa leaps aside: [[/r 1d20+1]] against DC 12." },
    de: {
      title: "Tagebuch: das Grab",
      text: "Eine Speerfalle schnappt zu. Ilsa springt zur Seite: [[/r 1d20+1]] gegen SG 12.",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof DccActor)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.heading, [
      sheetRollButton(
        { id: "attack", icon: "fa-solid fa-khanda", label: text.attack, roll: () => attack(character, "+2", 19) },
        asUser,
      ),
      sheetRollButton(
        {
          id: "spell",
          icon: "fa-solid fa-scroll",
          label: text.spell,
          roll: () => openSpellCheck("+4", { str: 12, agl: 10, sta: 9 }),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "strength",
          icon: "fa-solid fa-dumbbell",
          label: text.strength,
          roll: () => strengthCheck(character),
        },
        asUser,
      ),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!(npc instanceof DccActor)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        { id: "npc-attack", icon: "fa-solid fa-skull", label: text.bite, roll: () => attack(npc, "+3", 20) },
        asUser,
      ),
    ]);
  },
};
