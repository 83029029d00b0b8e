/**
 * A Forbidden Lands world of the table (`?system=forbidden-lands`, Forbidden Lands 14.0.4 in the double, a Foundry 14
 * system): Ilsa, a character with Strength 3, Agility 4, Melee 2 and a sword (gear 1). Her sheet's buttons open the
 * system's roll dialog as its sheet does (src/actor/actor-sheet.js:438-490): Melee (Strength, Melee, the sword), and
 * Strength alone. The GM's three are monsters no player owns; the GM's pane rolls the Grave Warden's attack as its
 * monster sheet does (`maxPush: "0"`: a monster cannot push).
 */
import { fblActorSpec, openFblRoll } from "../../../foundry-double/systems/forbidden-lands/driver";
import { FblActor } from "../../../foundry-double/systems/forbidden-lands/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (the system's roll dialog)",
    melee: "Melee with the sword",
    strength: "Strength",
    npcHeading: "The GM's monster rolls as its sheet does (a player sees no figure of its dice)",
    attack: "Grave Warden: attack",
  },
  de: {
    heading: "Würfeln wie vom Bogen (der Würfeldialog des Systems)",
    melee: "Nahkampf mit dem Schwert",
    strength: "Stärke",
    npcHeading: "Das Monster der SL würfelt wie von seinem Bogen (Spieler sehen keine Zahl seiner Würfel)",
    attack: "Grave Warden: Angriff",
  },
};

/** One of the GM's: a monster no player owns, its Strength its number. */
const monster = (_id: string, name: string, strength: number) =>
  fblActorSpec({ _id, name, type: "monster", attributes: { strength }, ownership: { default: 0 } });

export const FORBIDDEN_LANDS: TableSystem = {
  id: "forbidden-lands",
  generation: 14,
  actors: [
    fblActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      attributes: { strength: 3, agility: 4 },
      skills: { melee: 2 },
      willpower: 2,
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(monster, [6, 8, 5]),
  ],
  journal: {
    en: { title: "Journal: the ruin", text: "The ruin's gate is stuck. Ilsa heaves: [[/r 3d6cs6]] — one six will do." },
    de: {
      title: "Tagebuch: die Ruine",
      text: "Das Tor der Ruine klemmt. Ilsa stemmt sich dagegen: [[/r 3d6cs6]] — eine Sechs genügt.",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof FblActor)) return null;
    const text = tableText(TEXT);
    const strength = { label: text.strength, value: 3, name: "strength" };
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "melee",
          icon: "fa-solid fa-khanda",
          label: text.melee,
          roll: () =>
            openFblRoll(character.id, {
              title: text.melee,
              attribute: strength,
              skill: { label: "Melee", value: 2 },
              gear: { label: "Sword", value: 1 },
            }),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "strength",
          icon: "fa-solid fa-dumbbell",
          label: text.strength,
          roll: () => openFblRoll(character.id, { title: text.strength, attribute: strength }),
        },
        asUser,
      ),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!(npc instanceof FblActor)) return null;
    const text = tableText(TEXT);
    const attack = { title: text.attack, attribute: { label: "Strength", value: 6, name: "strength" } };
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        {
          id: "npc-attack",
          icon: "fa-solid fa-skull",
          label: text.attack,
          roll: () => openFblRoll(npc.id, attack, { monster: true }),
        },
        asUser,
      ),
    ]);
  },
};
