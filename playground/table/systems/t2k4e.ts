/**
 * A Twilight 2000 world of the table (`?system=t2k4e`, Twilight 2000 4E 14.0.0 in the double, a Foundry 14 system):
 * Ilsa, a character with Agility B (d10), Strength C (d8), Ranged Combat C (d8) and Close Combat D (d6), a scope
 * (+1 to Ranged Combat, unchecked). Her sheet's buttons open the system's task check dialog as its sheet does
 * (src/actor/character/characterSheet.js:84-97): Ranged Combat (its rate of fire of 6 and a hit die), Close Combat
 * (§b.7's d8 + d6). The GM's three are NPCs no player owns; the GM's pane rolls a rifleman's Ranged Combat.
 */
import { openT2kRoll, t2kActorSpec } from "../../../foundry-double/systems/t2k4e/driver";
import { T2kActor } from "../../../foundry-double/systems/t2k4e/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (the system's task check dialog)",
    ranged: "Ranged Combat",
    close: "Close Combat",
    npcHeading: "The GM's NPC rolls as its sheet does (a player sees no figure of its dice)",
    npcRanged: "Rifleman: Ranged Combat",
  },
  de: {
    heading: "Würfeln wie vom Bogen (der Probendialog des Systems)",
    ranged: "Fernkampf",
    close: "Nahkampf",
    npcHeading: "Der NSC der SL würfelt wie von seinem Bogen (Spieler sehen keine Zahl seiner Würfel)",
    npcRanged: "Schütze: Fernkampf",
  },
};

/** One of the GM's: an NPC no player owns, its Agility's die its number. */
const npc = (_id: string, name: string, agl: number) =>
  t2kActorSpec({ _id, name, type: "npc", attributes: { agl }, skills: { rangedCombat: 8 }, ownership: { default: 0 } });

export const T2K4E: TableSystem = {
  id: "t2k4e",
  generation: 14,
  actors: [
    t2kActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      attributes: { agl: 10, str: 8 },
      skills: { rangedCombat: 8, closeCombat: 6 },
      rollModifiers: [{ name: "Scope", label: "Scope (+1)", target: "rangedCombat", value: 1, active: false }],
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(npc, [10, 12, 8]),
  ],
  journal: {
    en: { title: "Journal: Kalisz", text: "The bridge is out. Ilsa tries the ford: [[/r 1d8 + 1d6]] — a 6 will do." },
    de: {
      title: "Tagebuch: Kalisz",
      text: "Die Brücke ist zerstört. Ilsa versucht die Furt: [[/r 1d8 + 1d6]] — eine 6 genügt.",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof T2kActor)) return null;
    const text = tableText(TEXT);
    const ranged = { attributeName: "agl", skillName: "rangedCombat", attribute: 10, skill: 8, rof: 6, locate: true };
    const close = { attributeName: "str", skillName: "closeCombat", attribute: 8, skill: 6, locate: true };
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "ranged",
          icon: "fa-solid fa-crosshairs",
          label: text.ranged,
          roll: () => openT2kRoll(character.id, { title: text.ranged, ...ranged }),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "close",
          icon: "fa-solid fa-hand-fist",
          label: text.close,
          roll: () => openT2kRoll(character.id, { title: text.close, ...close }),
        },
        asUser,
      ),
    ]);
  },
  npcRolls(actor, asUser) {
    if (!(actor instanceof T2kActor)) return null;
    const text = tableText(TEXT);
    const check = { title: text.npcRanged, attributeName: "agl", skillName: "rangedCombat", attribute: 10, skill: 8 };
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        {
          id: "npc-ranged",
          icon: "fa-solid fa-crosshairs",
          label: text.npcRanged,
          roll: () => openT2kRoll(actor.id, check),
        },
        asUser,
      ),
    ]);
  },
};
