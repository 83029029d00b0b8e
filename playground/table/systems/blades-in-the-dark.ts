/**
 * A Blades in the Dark world of the table (`?system=blades-in-the-dark`, Blades in the Dark 6.1.1 in the double): Nyx,
 * a Lurk with Skirmish 2, Hunt 1, Study 1 and Prowl 1 (Insight 2, Prowess 2, Resolve 0), stress 4. Her sheet's buttons
 * open the system's roll dialog as the sheet's click does (blades-sheet.js:55-69): Skirmish (an action: every roll
 * type) and Prowess (an attribute: a resistance roll). The GM's three are NPCs no player owns; the GM's pane rolls the
 * Grave Warden's Skirmish.
 */
import { bladesActorSpec, openBladesRoll } from "../../../foundry-double/systems/blades-in-the-dark/driver";
import { BladesActor } from "../../../foundry-double/systems/blades-in-the-dark/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (the system's roll dialog)",
    skirmish: "Skirmish (an action)",
    prowess: "Prowess (resist)",
    npcHeading: "The GM's NPC rolls (a player sees no figure of its dice)",
    attack: "Skirmish",
  },
  de: {
    heading: "Würfeln wie vom Bogen (der Würfeldialog des Systems)",
    skirmish: "Gefecht (eine Aktion)",
    prowess: "Geschick (Widerstand)",
    npcHeading: "Der NSC der SL würfelt (Spieler sehen keine Zahl seiner Würfel)",
    attack: "Gefecht",
  },
};

/** One of the GM's: an NPC no player owns, its Skirmish its number. */
const npcOf = (_id: string, name: string, skirmish: number) =>
  bladesActorSpec({ _id, name, type: "npc", actions: { skirmish }, ownership: { default: 0 } });

export const BLADES_IN_THE_DARK: TableSystem = {
  id: "blades-in-the-dark",
  generation: 14,
  actors: [
    bladesActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Nyx",
      actions: { skirmish: 2, hunt: 1, study: 1, prowl: 1 },
      stress: 4,
      crewTier: 1,
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(npcOf, [3, 2, 1]),
  ],
  journal: {
    en: { title: "Journal: Doskvol", text: "The lamplighter's alley. Nyx slips past the Bluecoats: [[/r 2d6kh]]." },
    de: {
      title: "Tagebuch: Doskvol",
      text: "Die Gasse des Laternenanzünders. Nyx schleicht an den Blaumänteln vorbei: [[/r 2d6kh]].",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof BladesActor)) return null;
    const text = tableText(TEXT);
    const button = (id: string, icon: string, label: string, name: string) =>
      sheetRollButton({ id, icon, label, roll: () => openBladesRoll(character.id, name) }, asUser);
    return sheetRolls(text.heading, [
      button("skirmish", "fa-solid fa-khanda", text.skirmish, "skirmish"),
      button("prowess", "fa-solid fa-shield", text.prowess, "prowess"),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!(npc instanceof BladesActor)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        {
          id: "npc-attack",
          icon: "fa-solid fa-skull",
          label: text.attack,
          roll: () => openBladesRoll(npc.id, "skirmish"),
        },
        asUser,
      ),
    ]);
  },
};
