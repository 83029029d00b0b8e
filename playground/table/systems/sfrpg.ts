/**
 * A Starfinder world of the table (`?system=sfrpg`, Starfinder 0.30.0 in the double, on Foundry 13: the system declares
 * 13 its maximum): Navasi (Ilsa's place), Acrobatics +25 and a laser pistol at +8. Her sheet's buttons call `d20Roll`
 * as the system's sheet and a `@Check` link do (actor.js:629-680, item.js:861-1005): Acrobatics against DC 20 and the
 * pistol at her target's EAC. The GM's three are NPCs no player owns (KAC 18, EAC 15 for the first); the GM's pane
 * rolls the first one's Athletics. A player's attack at one of them reads no figure from its EAC.
 */
import { rollAttack, rollSkill, sfrpgActorSpec } from "../../../foundry-double/systems/sfrpg/driver";
import { read } from "../../../foundry-double/systems/kit/data";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet and a @Check link do (the system's roll dialog)",
    acrobatics: "Acrobatics +25 against DC 20",
    pistol: "Laser pistol +8 (at your target's EAC)",
    npcHeading: "The GM's NPC rolls (a player sees no figure of its dice)",
    athletics: "Athletics +8 against DC 15",
  },
  de: {
    heading: "Würfeln wie Bogen und @Check-Verweis (der Würfeldialog des Systems)",
    acrobatics: "Akrobatik +25 gegen SG 20",
    pistol: "Laserpistole +8 (gegen die ERK deines Ziels)",
    npcHeading: "Der NSC der SL würfelt (Spieler sehen keine Zahl seiner Würfel)",
    athletics: "Athletik +8 gegen SG 15",
  },
};

/** One of the GM's: an NPC no player owns, its KAC its number. */
const npcOf = (_id: string, name: string, kac: number) =>
  sfrpgActorSpec({ _id, name, type: "npc2", kac, eac: kac - 3, skills: { ath: 8 }, ownership: { default: 0 } });

/** Whether an actor is in the system's shape (its skills' modifiers). */
const isSfrpgActor = (actor: unknown) => typeof read(read(read(actor, "system"), "skills"), "ath") === "object";

export const SFRPG: TableSystem = {
  id: "sfrpg",
  actors: [
    sfrpgActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Navasi",
      skills: { acr: 25, ath: 2 },
      kac: 17,
      eac: 16,
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(npcOf, [18, 14, 20]),
  ],
  journal: {
    en: {
      title: "Journal: Absalom Station",
      text: "The airlock's panel sparks. Navasi reroutes it: [[/r 1d20 + 25]].",
    },
    de: {
      title: "Tagebuch: Absalom-Station",
      text: "Die Schleusensteuerung sprüht Funken. Navasi schließt sie neu an: [[/r 1d20 + 25]].",
    },
  },
  rolls(character, asUser) {
    if (!isSfrpgActor(character)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "acrobatics",
          icon: "fa-solid fa-person-falling",
          label: text.acrobatics,
          roll: () => rollSkill(character, "acr", 20),
        },
        asUser,
      ),
      sheetRollButton(
        { id: "pistol", icon: "fa-solid fa-gun", label: text.pistol, roll: () => rollAttack(character, 8, "eac") },
        asUser,
      ),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!isSfrpgActor(npc)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        {
          id: "npc-athletics",
          icon: "fa-solid fa-dumbbell",
          label: text.athletics,
          roll: () => rollSkill(npc, "ath", 15),
        },
        asUser,
      ),
    ]);
  },
};
