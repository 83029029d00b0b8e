/**
 * A Blade Runner world of the table (`?system=blade-runner`, Blade Runner 14.0.0 in the double; Foundry 13 and 14):
 * Ilsa, a human blade runner with Agility d10, Intelligence d8, Firearms d8 and Insight d6. Her sheet's buttons open
 * the system's roll dialog as its stat roll does (src/actor/actor-document.js:504-541): Firearms (Agility) — with
 * "Good cover" to tick, a modifier that leaves only the Advantage button — and Insight (Intelligence). The GM's three
 * are NPCs no player owns (an NPC cannot push, `maxPush` 0); the GM's pane rolls one's Force (Strength).
 */
import { brActorSpec, openBrRoll } from "../../../foundry-double/systems/blade-runner/driver";
import { BrActor } from "../../../foundry-double/systems/blade-runner/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (the system's roll dialog)",
    firearms: "Firearms (Agility)",
    insight: "Insight (Intelligence)",
    cover: "Good cover",
    npcHeading: "The GM's NPC rolls as its sheet does (a player sees no figure of its dice)",
    force: "Force (Strength)",
  },
  de: {
    heading: "Würfeln wie vom Bogen (der Würfeldialog des Systems)",
    firearms: "Schusswaffen (Geschicklichkeit)",
    insight: "Einsicht (Intelligenz)",
    cover: "Gute Deckung",
    npcHeading: "Der NSC der SL würfelt wie von seinem Bogen (Spieler sehen keine Zahl seiner Würfel)",
    force: "Kraft (Stärke)",
  },
};

/** One of the GM's: an NPC no player owns, its Strength die its number. */
const npc = (_id: string, name: string, strength: number) =>
  brActorSpec({
    _id,
    name,
    subtype: "npc",
    attributes: { str: strength },
    skills: { force: 8 },
    ownership: { default: 0 },
  });

export const BLADE_RUNNER: TableSystem = {
  id: "blade-runner",
  actors: [
    brActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      attributes: { agi: 10, int: 8 },
      skills: { firearms: 8, insight: 6 },
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(npc, [10, 12, 8]),
  ],
  journal: {
    en: { title: "Case file: the spinner", text: "The spinner's door is jammed. Ilsa forces it: [[/r 1d10cs>=6]]." },
    de: {
      title: "Fallakte: der Spinner",
      text: "Die Tür des Spinners klemmt. Ilsa bricht sie auf: [[/r 1d10cs>=6]].",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof BrActor)) return null;
    const text = tableText(TEXT);
    const cover = { id: "cover", name: text.cover, value: 1, active: false };
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "firearms",
          icon: "fa-solid fa-gun",
          label: text.firearms,
          roll: () => openBrRoll(character.id, "agi", "firearms", [cover]),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "insight",
          icon: "fa-solid fa-eye",
          label: text.insight,
          roll: () => openBrRoll(character.id, "int", "insight"),
        },
        asUser,
      ),
    ]);
  },
  npcRolls(actor, asUser) {
    if (!(actor instanceof BrActor)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        {
          id: "npc-force",
          icon: "fa-solid fa-hand-fist",
          label: text.force,
          roll: () => openBrRoll(actor.id, "str", "force"),
        },
        asUser,
      ),
    ]);
  },
};
