/**
 * A Shadowrun 6e world of the table (`?system=shadowrun6-eden`, shadowrun6-eden 4.0.7 in the double): Ilsa, a
 * character with Edge 3, whose sheet's skill rows open the system's roll dialog (`doRoll`): Sneaking, 10 dice against
 * a threshold the dialog keeps hidden (the GM's: a player sees the hits' rows), Locksmith, 8 dice. The GM's three are
 * NPCs no player owns; the GM's pane rolls the Grave Warden's Intimidation, 8 dice against a hidden threshold 2.
 */
import { read } from "../../../foundry-double/systems/kit/data";
import { rollSkill } from "../../../foundry-double/systems/shadowrun6-eden/driver";
import {
  ACTOR_IDS,
  ANN,
  gmActors,
  sheetRollButton,
  sheetRolls,
  tableText,
  type AsUser,
  type TableSystem,
} from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet's skill rows do",
    sneaking: "Sneaking, 10 dice (threshold kept by the GM)",
    locksmith: "Locksmith, 8 dice",
    npcHeading: "The GM's NPC rolls as its sheet does (threshold 2, hidden)",
    intimidation: "Grave Warden: Intimidation, 8 dice",
  },
  de: {
    heading: "Würfeln wie die Fertigkeitszeilen des Bogens",
    sneaking: "Schleichen, 10 Würfel (den Schwellenwert behält die SL)",
    locksmith: "Schlosser, 8 Würfel",
    npcHeading: "Der NSC der SL würfelt wie von seinem Bogen (Schwellenwert 2, verborgen)",
    intimidation: "Grave Warden: Einschüchtern, 8 Würfel",
  },
};

/** An actor of this world: one with Edge in the system's shape. */
const hasEdge = (actor: unknown): boolean => read(read(actor, "system"), "edge") !== undefined;

/** One of the GM's: an NPC no player owns. */
const npc = (_id: string, name: string) => ({
  _id,
  name,
  type: "NPC",
  system: { edge: { value: 1, max: 1 } },
  ownership: { default: 0 },
});

export const SHADOWRUN6EDEN: TableSystem = {
  id: "shadowrun6-eden",
  actors: [
    {
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      type: "Player",
      system: { edge: { value: 3, max: 3 } },
      ownership: { default: 0, [ANN]: 3 },
    },
    ...gmActors(npc),
  ],
  journal: {
    en: { title: "Journal: the maglock", text: "Ilsa kneels at the maglock: [[/r 8d6cs>=5]] — fives and sixes hit." },
    de: {
      title: "Tagebuch: das Magschloss",
      text: "Ilsa kniet am Magschloss: [[/r 8d6cs>=5]] — Fünfen und Sechsen sind Erfolge.",
    },
  },
  rolls(character, asUser) {
    if (!hasEdge(character)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "sneaking",
          icon: "fa-solid fa-user-ninja",
          label: text.sneaking,
          roll: () => rollSkill(character, "Sneaking", 10, 3),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "locksmith",
          icon: "fa-solid fa-lock",
          label: text.locksmith,
          roll: () => rollSkill(character, "Locksmith", 8),
        },
        asUser,
      ),
    ]);
  },
  npcRolls(npcActor: unknown, asUser: AsUser) {
    if (!hasEdge(npcActor)) return null;
    const text = tableText(TEXT);
    const roll = () => rollSkill(npcActor, "Intimidation", 8, 2);
    return sheetRolls(text.npcHeading, [
      sheetRollButton({ id: "npc-intimidation", icon: "fa-solid fa-skull", label: text.intimidation, roll }, asUser),
    ]);
  },
};
