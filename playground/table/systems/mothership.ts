/**
 * A Mothership world of the table (`?system=mosh`, Mothership 0.6.1 in the double): Ilsa, a character with Strength
 * 35, a Fear save of 40 (+5) and the skill Zero-G (+10). Her sheet's buttons call `rollCheck` as its stat click does
 * (`rollCheck(null, 'low', stat)`, actor-sheet.js:323): the system's skill dialog, then its three buttons. The GM's
 * three are creatures no player owns (Combat their number); the GM's pane rolls the first one's Combat check.
 */
import { MothershipActor, type MoshStat } from "../../../foundry-double/systems/mothership/index";
import { moshActorSpec } from "../../../foundry-double/systems/mothership/driver";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet's stats do (the system's dialogs)",
    strength: "Strength check",
    fear: "Fear save",
    npcHeading: "The GM's creature rolls (a player sees no figure of it)",
    combat: "Combat check",
  },
  de: {
    heading: "Würfeln wie die Werte des Bogens (die Dialoge des Systems)",
    strength: "Stärkeprobe",
    fear: "Angst-Rettungswurf",
    npcHeading: "Die Kreatur der SL würfelt (Spieler sehen keine Zahl von ihr)",
    combat: "Kampfprobe",
  },
};

const stat = (value: number, rollLabel: string, mod = 0): MoshStat => ({ value, mod, rollLabel });

/** One of the GM's: a creature no player owns, its Combat its number. */
const creatureOf = (_id: string, name: string, combat: number) => ({
  _id,
  name,
  type: "creature",
  ownership: { default: 0 },
  system: { stats: { combat: stat(combat, "Combat") } },
});

export const MOTHERSHIP: TableSystem = {
  id: "mosh",
  actors: [
    moshActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      type: "character",
      ownership: { default: 0, [ANN]: 3 },
      system: { stats: { strength: stat(35, "Strength"), fear: stat(40, "Fear Save", 5) } },
      items: [{ name: "Zero-G", type: "skill", img: "", system: { bonus: 10, description: "<p>Weightless</p>" } }],
    }),
    ...gmActors(creatureOf, [60, 45, 30]),
  ],
  journal: {
    en: { title: "Journal: the derelict", text: "The airlock cycles. Ilsa holds her nerve: [[/r 1d100]] under 45." },
    de: { title: "Logbuch: das Wrack", text: "Die Schleuse zykliert. Ilsa bewahrt die Nerven: [[/r 1d100]] unter 45." },
  },
  rolls(character, asUser) {
    if (!(character instanceof MothershipActor)) return null;
    const text = tableText(TEXT);
    const check = (id: string, label: string, icon: string) =>
      sheetRollButton({ id, icon, label, roll: () => character.rollCheck(null, "low", id, null, null) }, asUser);
    return sheetRolls(text.heading, [
      check("strength", text.strength, "fa-solid fa-dumbbell"),
      check("fear", text.fear, "fa-solid fa-ghost"),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!(npc instanceof MothershipActor)) return null;
    const text = tableText(TEXT);
    const roll = () => npc.rollCheck(null, "low", "combat", null, null);
    return sheetRolls(text.npcHeading, [
      sheetRollButton({ id: "npc-combat", icon: "fa-solid fa-skull", label: text.combat, roll }, asUser),
    ]);
  },
};
