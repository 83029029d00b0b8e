/**
 * A Cyberpunk RED world of the table (`?system=cyberpunk-red-core`, 0.93 in the double, its Application V1 roll
 * dialog): Ilsa, a solo with REF 6 and Handgun 6. Her sheet's buttons open the system's roll dialog as its skill rolls
 * do (cpr-actor-sheet.js:511-636): Handgun (base 12; type DV 15 in the dialog for 70.0%) and Athletics; Confirm rolls
 * and posts the system's card, which keeps the chance (against the DV typed, else each DV of the rules). The GM's
 * three are mooks no player owns; the GM's pane rolls the Grave Warden's attack, whose figures no player reads.
 */
import {
  cprActorSpec,
  openCprRoll,
  postOnConfirm,
  type CprSkillCheck,
} from "../../../foundry-double/systems/cyberpunk-red-core/driver";
import { CprActor } from "../../../foundry-double/systems/cyberpunk-red-core/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (the system's roll dialog; type a DV in it)",
    handgun: "Handgun (REF 6 + 6)",
    athletics: "Athletics (DEX 5 + 4)",
    npcHeading: "The GM's mook rolls (a player sees no figure of its dice)",
    attack: "Grave Warden: Shoulder Arms",
  },
  de: {
    heading: "Würfeln wie vom Bogen (der Würfeldialog des Systems; darin einen SW eingeben)",
    handgun: "Faustfeuerwaffe (REF 6 + 6)",
    athletics: "Athletik (GES 5 + 4)",
    npcHeading: "Der Statist der SL würfelt (Spieler sehen keine Zahl seiner Würfel)",
    attack: "Grabwächter: Schulterwaffen",
  },
};

/** The sheet's roll: its dialog, and once confirmed the roll and its card (`_onRoll`, cpr-actor-sheet.js:511-664). */
async function sheetRoll(actorId: string, check: CprSkillCheck): Promise<void> {
  const opened = await openCprRoll(actorId, check);
  void postOnConfirm(actorId, opened);
}

/** One of the GM's: a mook no player owns, its REF its number. */
const mookOf = (_id: string, name: string, ref: number) =>
  cprActorSpec({ _id, name, type: "mook", stats: { ref }, ownership: { default: 0 } });

export const CYBERPUNK_RED: TableSystem = {
  id: "cyberpunk-red-core",
  actors: [
    cprActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      stats: { ref: 6, dex: 5 },
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(mookOf, [7, 5, 4]),
  ],
  journal: {
    en: {
      title: "Journal: Night City",
      text: "The maglock blinks red. Ilsa jacks in: [[/r 1d10 + 12]] against DV 15.",
    },
    de: {
      title: "Tagebuch: Night City",
      text: "Das Magnetschloss blinkt rot. Ilsa klinkt sich ein: [[/r 1d10 + 12]] gegen SW 15.",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof CprActor)) return null;
    const text = tableText(TEXT);
    const skill = (id: string, icon: string, label: string, stat: string, statValue: number, skillValue: number) =>
      sheetRollButton(
        { id, icon, label, roll: () => sheetRoll(character.id, { stat, statValue, skill: label, skillValue }) },
        asUser,
      );
    return sheetRolls(text.heading, [
      skill("handgun", "fa-solid fa-gun", text.handgun, "REF", 6, 6),
      skill("athletics", "fa-solid fa-person-running", text.athletics, "DEX", 5, 4),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!(npc instanceof CprActor)) return null;
    const text = tableText(TEXT);
    const check = { stat: "REF", statValue: 7, skill: text.attack, skillValue: 4 };
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        { id: "npc-attack", icon: "fa-solid fa-skull", label: text.attack, roll: () => sheetRoll(npc.id, check) },
        asUser,
      ),
    ]);
  },
};
