/**
 * A Genesys world of the table (`?system=genesys`, Genesys 0.2.18 in the double, a Foundry 13 system): Ilsa, a
 * character with Agility 3, Presence 2, Ranged rank 1 (two ability and one proficiency die), Cool rank 2 and
 * Streetwise 0. Each button opens the system's roll prompt (`DicePrompt`) as the sheet does, against the world's
 * default difficulty (two purple dice); in the prompt, the dice box adds, upgrades and downgrades dice and adds
 * symbols, and a die of the pool clicked is taken away — the component patches its pool, Foundry renders nothing.
 * The GM's three are rivals; the GM's pane rolls the Grave Warden's Melee (a player sees no figure of its message).
 */
import { genesysActorSpec, openPrompt } from "../../../foundry-double/systems/genesys/driver";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Open the roll prompt as the sheet does (two difficulty dice; the dice box changes the pool)",
    ranged: "Ranged",
    cool: "Cool",
    streetwise: "Streetwise",
    npcHeading: "The GM's rival rolls from the same prompt (a player sees no figure of its pool)",
    melee: "Grave Warden: Melee",
  },
  de: {
    heading: "Den Würfeldialog öffnen wie der Bogen (zwei Schwierigkeitswürfel; die Würfelbox ändert den Pool)",
    ranged: "Fernkampf",
    cool: "Coolness",
    streetwise: "Gassenwissen",
    npcHeading: "Der Rivale der SL würfelt aus demselben Dialog (Spieler sehen keine Zahl seines Pools)",
    melee: "Grave Warden: Nahkampf",
  },
};

/** Whether the world plays Genesys (its actors are the double's own Actor, read by their data). */
const playsGenesys = (actor: unknown): actor is { id: string; name: string; system: unknown } =>
  game.system.id === "genesys" && typeof actor === "object" && actor !== null;

const rival = (_id: string, name: string, brawn: number) =>
  genesysActorSpec({
    _id,
    name,
    type: "rival",
    characteristics: { brawn },
    skills: [{ name: "Melee", characteristic: "brawn", rank: 2 }],
    ownership: { default: 0 },
  });

export const GENESYS: TableSystem = {
  id: "genesys",
  actors: [
    genesysActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      characteristics: { agility: 3, presence: 2, cunning: 2 },
      skills: [
        { name: "Ranged", characteristic: "agility", rank: 1 },
        { name: "Cool", characteristic: "presence", rank: 2 },
        { name: "Streetwise", characteristic: "cunning", rank: 0 },
      ],
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(rival, [3, 2, 4]),
  ],
  journal: {
    en: { title: "Journal: the dockside", text: "Ilsa keeps her cool under the smuggler's stare." },
    de: { title: "Tagebuch: am Hafen", text: "Ilsa bleibt ruhig unter dem Blick des Schmugglers." },
  },
  rolls(character, asUser) {
    if (!playsGenesys(character)) return null;
    const text = tableText(TEXT);
    const skill = (id: string, icon: string, label: string, name: string) =>
      sheetRollButton({ id, icon, label, roll: () => openPrompt(character, name) }, asUser);
    return sheetRolls(text.heading, [
      skill("ranged", "fa-solid fa-gun", text.ranged, "Ranged"),
      skill("cool", "fa-solid fa-snowflake", text.cool, "Cool"),
      skill("streetwise", "fa-solid fa-city", text.streetwise, "Streetwise"),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!playsGenesys(npc)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        { id: "npc-melee", icon: "fa-solid fa-hand-fist", label: text.melee, roll: () => openPrompt(npc, "Melee") },
        asUser,
      ),
    ]);
  },
};
