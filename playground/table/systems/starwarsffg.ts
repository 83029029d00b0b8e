/**
 * A Star Wars FFG world of the table (`?system=starwarsffg`, starwarsffg 2.0.3 in the double, a Foundry 13 system):
 * Ilsa, a character with Agility 3, Presence 2, Ranged: Light rank 2 (one ability and two proficiency dice), Cool
 * rank 1 and Streetwise 0 with two setback dice. Each button opens the system's roll dialog (`RollBuilderFFG`) as a
 * journal link does (`DiceHelpers.rollSkillDirect`), against two purple difficulty dice, the system's Average; in
 * the dialog, a left click adds a die, a right click takes one away, and the upgrade buttons turn dice yellow or red.
 * The GM's three are rivals; the GM's pane rolls the Grave Warden's Ranged: Heavy (a player sees no figure of its
 * pool's message).
 */
import { ffgActorSpec, openSkillRoll } from "../../../foundry-double/systems/starwarsffg/driver";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Open the roll dialog as a skill's link does (two difficulty dice; click a die to add it)",
    ranged: "Ranged: Light",
    cool: "Cool",
    streetwise: "Streetwise (two setback dice)",
    npcHeading: "The GM's rival rolls from the same dialog (a player sees no figure of its pool)",
    heavy: "Grave Warden: Ranged: Heavy",
  },
  de: {
    heading: "Den Würfeldialog öffnen wie der Link einer Fertigkeit (zwei Schwierigkeitswürfel; Klick fügt hinzu)",
    ranged: "Fernkampf (leicht)",
    cool: "Coolness",
    streetwise: "Gassenwissen (zwei Komplikationswürfel)",
    npcHeading: "Der Rivale der SL würfelt aus demselben Dialog (Spieler sehen keine Zahl seines Pools)",
    heavy: "Grave Warden: Fernkampf (schwer)",
  },
};

/** Whether the world plays Star Wars FFG (its actors are the double's own Actor, read by their data). */
const playsFfg = (actor: unknown): actor is { id: string; name: string; system: unknown } =>
  game.system.id === "starwarsffg" && typeof actor === "object" && actor !== null;

const rival = (_id: string, name: string, agility: number) =>
  ffgActorSpec({
    _id,
    name,
    type: "rival",
    characteristics: { Agility: agility },
    skills: { "Ranged: Heavy": { rank: 2, characteristic: "Agility", label: "Ranged: Heavy" } },
    ownership: { default: 0 },
  });

export const STARWARSFFG: TableSystem = {
  id: "starwarsffg",
  actors: [
    ffgActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      characteristics: { Agility: 3, Presence: 3, Cunning: 2 },
      skills: {
        "Ranged: Light": { rank: 2, characteristic: "Agility", label: "Ranged: Light" },
        Cool: { rank: 1, characteristic: "Presence", label: "Cool" },
        Streetwise: { rank: 0, characteristic: "Cunning", label: "Streetwise", setback: 2 },
      },
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(rival, [3, 2, 4]),
  ],
  journal: {
    en: { title: "Journal: the cantina", text: "Ilsa keeps her cool under the bounty hunter's stare." },
    de: { title: "Tagebuch: die Cantina", text: "Ilsa bleibt ruhig unter dem Blick des Kopfgeldjägers." },
  },
  rolls(character, asUser) {
    if (!playsFfg(character)) return null;
    const text = tableText(TEXT);
    const skill = (id: string, icon: string, label: string, name: string) =>
      sheetRollButton({ id, icon, label, roll: () => openSkillRoll(character, name) }, asUser);
    return sheetRolls(text.heading, [
      skill("ranged-light", "fa-solid fa-gun", text.ranged, "Ranged: Light"),
      skill("cool", "fa-solid fa-snowflake", text.cool, "Cool"),
      skill("streetwise", "fa-solid fa-city", text.streetwise, "Streetwise"),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!playsFfg(npc)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        {
          id: "npc-ranged-heavy",
          icon: "fa-solid fa-crosshairs",
          label: text.heavy,
          roll: () => openSkillRoll(npc, "Ranged: Heavy"),
        },
        asUser,
      ),
    ]);
  },
};
