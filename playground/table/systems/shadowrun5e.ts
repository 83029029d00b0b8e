/**
 * A Shadowrun 5e world of the table (`?system=shadowrun5e`, SR5-FoundryVTT 0.36.0 in the double, a Foundry 14 system):
 * Ilsa, a character with Agility 5, Sneaking 5 and Locksmith 4, physical limit 4, Edge 3. Her sheet's skill rows roll
 * as the system's do (SR5Actor `rollSkill`): a click opens the test dialog, Shift rolls at once. Sneaking has no
 * threshold (the GM keeps it: the dialog shows the hits' rows); Locksmith is against a maglock's threshold 3. The GM's
 * three are NPCs no player owns (Intimidation 6, 7, 5 + Charisma 2, social limit 3); the GM's pane rolls the Grave
 * Warden's Intimidation against threshold 2.
 */
import { sr5ActorSpec } from "../../../foundry-double/systems/shadowrun5e/driver";
import { SR5Actor } from "../../../foundry-double/systems/shadowrun5e/documents";
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
    heading: "Roll as the sheet's skill rows do (Shift: no dialog)",
    sneaking: "Sneaking (threshold kept by the GM)",
    locksmith: "Locksmith against the maglock (threshold 3)",
    npcHeading: "The GM's NPC rolls as its sheet does (threshold 2)",
    intimidation: "Grave Warden: Intimidation",
  },
  de: {
    heading: "Würfeln wie die Fertigkeitszeilen des Bogens (Umschalt: ohne Dialog)",
    sneaking: "Schleichen (den Mindestwurf behält die SL)",
    locksmith: "Schlosser gegen das Magschloss (Mindestwurf 3)",
    npcHeading: "Der NSC der SL würfelt wie von seinem Bogen (Mindestwurf 2)",
    intimidation: "Grave Warden: Einschüchtern",
  },
};

/** One of the GM's: an NPC no player owns, Intimidation `rating` + Charisma 2 under social limit 3. */
const npc = (_id: string, name: string, rating: number) =>
  sr5ActorSpec({
    _id,
    name,
    type: "npc",
    attributes: { charisma: 2 },
    edge: 1,
    limits: { physical: 6, mental: 3, social: 3 },
    skills: { intimidation: { label: "Intimidation", value: rating, attribute: "charisma", limit: "social" } },
    ownership: { default: 0 },
  });

/** A skill row's click: the event handed on, so Shift fast-forwards as the system's keybinding does. */
const skillRoll = (actor: SR5Actor, skill: string, threshold?: number) => (event: MouseEvent) =>
  actor.rollSkill(skill, { event, ...(threshold === undefined ? {} : { threshold }) });

export const SHADOWRUN5E: TableSystem = {
  id: "shadowrun5e",
  generation: 14,
  actors: [
    sr5ActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      attributes: { agility: 5, logic: 4 },
      edge: 3,
      limits: { physical: 4, mental: 5, social: 4 },
      skills: {
        sneaking: { label: "Sneaking", value: 5, attribute: "agility", limit: "physical" },
        locksmith: { label: "Locksmith", value: 4, attribute: "agility", limit: "physical" },
      },
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(npc, [6, 7, 5]),
  ],
  journal: {
    en: {
      title: "Journal: the maglock",
      text: "Ilsa kneels at the maglock: [[/r 9d6cs>=5]] — nine dice, fives and sixes hit.",
    },
    de: {
      title: "Tagebuch: das Magschloss",
      text: "Ilsa kniet am Magschloss: [[/r 9d6cs>=5]] — neun Würfel, Fünfen und Sechsen sind Erfolge.",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof SR5Actor)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "sneaking",
          icon: "fa-solid fa-user-ninja",
          label: text.sneaking,
          roll: skillRoll(character, "sneaking"),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "locksmith",
          icon: "fa-solid fa-lock",
          label: text.locksmith,
          roll: skillRoll(character, "locksmith", 3),
        },
        asUser,
      ),
    ]);
  },
  npcRolls(npcActor: unknown, asUser: AsUser) {
    if (!(npcActor instanceof SR5Actor)) return null;
    const text = tableText(TEXT);
    const roll = skillRoll(npcActor, "intimidation", 2);
    return sheetRolls(text.npcHeading, [
      sheetRollButton({ id: "npc-intimidation", icon: "fa-solid fa-skull", label: text.intimidation, roll }, asUser),
    ]);
  },
};
