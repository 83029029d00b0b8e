/**
 * An Ironsworn world of the table (`?system=foundry-ironsworn`: foundry-ironsworn 1.28.1 in the double, Foundry 13 and
 * 14): Ilsa as a character with edge 2, heart 3, iron 1, shadow 2, wits 3 and momentum 5. The system's sheets are Vue
 * apps the double does not draw: her buttons call what their stat boxes and move buttons call — `showForStat`
 * (attr-box.vue), `showForMove` (btn-rollmove.vue), `showForProgress` (a vow's fulfil) — and each opens the system's
 * own pre-roll dialog, where the button pressed chooses the stat. The GM's Grave Warden is a foe, the system's NPC
 * type (`foe`: no stats, a progress track): the system gives a GM no action roll for a foe, only its sheet's progress
 * roll (foe-sheet.vue → progress-item-detail.vue → btn-rollprogress.vue: the track's `fulfill()`, that is
 * `showForProgress(track, score, foe)`), here its track formidable at 7 marks (score 7).
 */
import {
  ironActorSpec,
  move,
  rollMove,
  rollProgress,
  rollStat,
} from "../../../foundry-double/systems/foundry-ironsworn/driver";
import { IronswornActor } from "../../../foundry-double/systems/foundry-ironsworn/documents";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Ironsworn rolls from its sheet's stats and moves",
    edge: "+edge",
    move: "Face Danger",
    vow: "Fulfill a vow (progress 6)",
    vowName: "Find my brother",
    gmHeading: "The GM's foe, the Grave Warden (an NPC no player owns): its sheet's progress roll",
    foe: "Make a progress roll with 7 progress",
  },
  de: {
    heading: "Ironsworn würfelt von den Werten und Spielzügen des Bogens",
    edge: "+Geschick",
    move: "Der Gefahr trotzen",
    vow: "Schwur erfüllen (Fortschritt 6)",
    vowName: "Meinen Bruder finden",
    gmHeading:
      "Der Gegner der SL, der Grave Warden (ein NSC, der keinem Spieler gehört): der Fortschrittswurf seines Bogens",
    foe: "Fortschrittswurf mit 7 Fortschritt",
  },
};

/**
 * One of the GM's, no player's: the Grave Warden a foe (its track the table's stand-in for the foe's progress item:
 * the double's actors hold no items), the others characters.
 */
const rival = (_id: string, name: string) =>
  _id === ACTOR_IDS.warden
    ? { _id, name, type: "foe", ownership: { default: 0 }, system: { dfid: null } }
    : ironActorSpec({ _id, name, stats: { edge: 3, iron: 2 }, ownership: { default: 0 } });

/** The Grave Warden's track: formidable (4 ticks a mark), 7 marks, so a score of 7 (progress.ts: ticks / 4). */
const WARDEN_TRACK = { name: "Grave Warden", ticks: 28 };

const FACE_DANGER = move(
  "faceDanger000001",
  "Face Danger",
  ["edge", "heart", "iron", "shadow", "wits"].map((stat) => ({ using: [stat] })),
);

export const IRONSWORN: TableSystem = {
  id: "foundry-ironsworn",
  actors: [
    ironActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      stats: { edge: 2, heart: 3, iron: 1, shadow: 2, wits: 3 },
      momentum: 5,
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(rival),
  ],
  journal: {
    en: { title: "Journal: the old mill", text: "A shadow crosses the yard. Ilsa keeps still: [[/r 1d6 + 2]]" },
    de: {
      title: "Tagebuch: die alte Mühle",
      text: "Ein Schatten huscht über den Hof. Ilsa hält still: [[/r 1d6 + 2]]",
    },
  },
  /** Three buttons: a stat's roll, a move's (a button a stat in its dialog), a vow's progress roll. */
  rolls(character, asUser) {
    const actor = character;
    if (!(actor instanceof IronswornActor)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.heading, [
      sheetRollButton(
        { id: "edge", icon: "fa-solid fa-dice-d6", label: text.edge, roll: () => rollStat(actor, "edge") },
        asUser,
      ),
      sheetRollButton(
        { id: "move", icon: "fa-solid fa-person-running", label: text.move, roll: () => rollMove(FACE_DANGER, actor) },
        asUser,
      ),
      sheetRollButton(
        {
          id: "vow",
          icon: "fa-solid fa-bars-progress",
          label: text.vow,
          roll: () => rollProgress(text.vowName, 6, actor),
        },
        asUser,
      ),
    ]);
  },
  /** The foe's sheet's one roll: its track's progress roll, for the foe (the dialog's actor: no player's). */
  npcRolls(foe, asUser) {
    if (!(foe instanceof IronswornActor)) return null;
    const text = tableText(TEXT);
    const score = Math.min(Math.floor(WARDEN_TRACK.ticks / 4), 10);
    const roll = () => rollProgress(WARDEN_TRACK.name, score, foe);
    return sheetRolls(text.gmHeading, [
      sheetRollButton({ id: "foe", icon: "fa-solid fa-masks-theater", label: text.foe, roll }, asUser),
    ]);
  },
};
