/**
 * A Mutant Year Zero world of the table (`?system=mutant-year-zero`, Mutant Year Zero 14.0.2 in the double): Ilsa, a
 * human whose house attribute is Strength 3, with Fight 2 and a club (gear 1). Her sheet's buttons open the system's
 * roll dialog as its skill and attribute rolls do with Shift held (item.js:67-82, myz-actor.mjs:220-231): Fight with
 * Strength (her house attribute: a push rolls her base 1s again) and Agility alone. The GM's three are NPCs no player
 * owns; the GM's pane rolls the Zone Ghoul's attack.
 */
import { myzActorSpec, openMyzRoll } from "../../../foundry-double/systems/mutant-year-zero/driver";
import { MyzActor } from "../../../foundry-double/systems/mutant-year-zero/index";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does with Shift held (the system's roll dialog)",
    fight: "Fight with the club (Strength, her house attribute)",
    agility: "Agility",
    npcHeading: "The GM's NPC rolls (a player sees no figure of its dice)",
    attack: "Zone Ghoul: attack",
  },
  de: {
    heading: "Würfeln wie vom Bogen mit gedrückter Umschalttaste (der Würfeldialog des Systems)",
    fight: "Kämpfen mit der Keule (Stärke, ihr Hausattribut)",
    agility: "Geschicklichkeit",
    npcHeading: "Der NSC der SL würfelt (Spieler sehen keine Zahl seiner Würfel)",
    attack: "Zonenghul: Angriff",
  },
};

/** One of the GM's: an NPC no player owns, its Strength its number. */
const npcOf = (_id: string, name: string, strength: number) =>
  myzActorSpec({ _id, name, type: "npc", attributes: { strength }, ownership: { default: 0 } });

export const MUTANT_YEAR_ZERO: TableSystem = {
  id: "mutant-year-zero",
  generation: 14,
  actors: [
    myzActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      type: "human",
      houseAttribute: "strength",
      attributes: { strength: 3, agility: 2 },
      ownership: { default: 0, [ANN]: 3 },
    }),
    ...gmActors(npcOf, [4, 5, 3]),
  ],
  journal: {
    en: { title: "Journal: the Zone", text: "The rusted hatch won't budge. Ilsa forces it: [[/r 3d6cs6]] — one six." },
    de: {
      title: "Tagebuch: die Zone",
      text: "Die rostige Luke klemmt. Ilsa stemmt sich dagegen: [[/r 3d6cs6]] — eine Sechs genügt.",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof MyzActor)) return null;
    const text = tableText(TEXT);
    const fight = { rollName: text.fight, attributeName: "strength", base: { total: 3 }, skill: { total: 2 } };
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "fight",
          icon: "fa-solid fa-hand-fist",
          label: text.fight,
          roll: () => openMyzRoll(character.id, { ...fight, gear: { total: 1 } }),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "agility",
          icon: "fa-solid fa-person-running",
          label: text.agility,
          roll: () =>
            openMyzRoll(character.id, { rollName: text.agility, attributeName: "agility", base: { total: 2 } }),
        },
        asUser,
      ),
    ]);
  },
  npcRolls(npc, asUser) {
    if (!(npc instanceof MyzActor)) return null;
    const text = tableText(TEXT);
    return sheetRolls(text.npcHeading, [
      sheetRollButton(
        {
          id: "npc-attack",
          icon: "fa-solid fa-skull",
          label: text.attack,
          roll: () => openMyzRoll(npc.id, { rollName: text.attack, attributeName: "strength", base: { total: 4 } }),
        },
        asUser,
      ),
    ]);
  },
};
