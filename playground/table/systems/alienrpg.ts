/**
 * An Alien RPG world of the table (`?system=alienrpg`, Alien RPG 4.0.5 in the double, a Foundry 13 system): Ilsa, a
 * character with stress 2, Strength 4, Comtech 4, Observation 5 and Ranged Combat 3, a knife and a pistol. Her sheet's
 * buttons do what its sheet's headings do (module/sheets/character-sheet.mjs:752-806): a click on Comtech rolls at
 * once, a right-click (or the "with modifiers" button) opens the modifier prompt; a click on Strength asks whether to
 * roll stress dice; a right-click on the knife opens its modifier prompt, a click on the pistol the ranged attack's
 * prompt. Each prompt is the system's plain DialogV2. The GM's three are hostile creatures (Observation 5); the GM's
 * pane rolls the Grave Warden's Observation as its creature sheet does.
 */
import {
  alienActorSpec,
  alienWeapon,
  clickAbility,
  clickWeapon,
  rollDataset,
} from "../../../foundry-double/systems/alienrpg/driver";
import { AlienActor } from "../../../foundry-double/systems/alienrpg/documents";
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
    heading: "Roll as the sheet does (right-click: the modifier prompt)",
    comtech: "Comtech (click: at once)",
    comtechMod: "Comtech with modifiers",
    strength: "Strength",
    knife: "Knife (with modifiers)",
    pistol: "Pistol (ranged attack)",
    npcHeading: "The GM's hostile creature rolls as its sheet does (a player sees no figure of its pool)",
    observation: "Grave Warden: Observation (click: at once)",
    observationMod: "Grave Warden: Observation with modifiers",
  },
  de: {
    heading: "Würfeln wie vom Bogen (Rechtsklick: die Modifikatorabfrage)",
    comtech: "Comtech (Klick: sofort)",
    comtechMod: "Comtech mit Modifikatoren",
    strength: "Stärke",
    knife: "Messer (mit Modifikatoren)",
    pistol: "Pistole (Fernkampfangriff)",
    npcHeading: "Die feindliche Kreatur der SL würfelt wie von ihrem Bogen (Spieler sehen keine Zahl ihres Pools)",
    observation: "Grave Warden: Beobachtung (Klick: sofort)",
    observationMod: "Grave Warden: Beobachtung mit Modifikatoren",
  },
};

const KNIFE = "ilsaKnife0000001";
const PISTOL = "ilsaPistol000001";

/** A heading of the sheet: its click as the left button, its context menu as the right. */
function heading(button: HTMLButtonElement, right: () => unknown, asUser: AsUser): HTMLButtonElement {
  button.addEventListener("contextmenu", (event) => {
    event.preventDefault();
    void asUser(right);
  });
  return button;
}

/** One of the GM's: a hostile creature (prototype token disposition −1) no player owns, Observation 5. */
const creature = (_id: string, name: string, closeCbt: number) =>
  alienActorSpec({
    _id,
    name,
    type: "creature",
    skills: { closeCbt, observation: 5 },
    disposition: -1,
    ownership: { default: 0 },
  });

export const ALIENRPG: TableSystem = {
  id: "alienrpg",
  actors: [
    alienActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      stress: 2,
      attributes: { strength: 4, wits: 3 },
      skills: { comtech: 4, observation: 5, closeCbt: 2, rangedCbt: 3 },
      ownership: { default: 0, [ANN]: 3 },
      items: [alienWeapon(KNIFE, "Knife", "2", 0), alienWeapon(PISTOL, "Pistol", "1", 1, { range: 3, minrange: 2 })],
    }),
    ...gmActors(creature, [5, 6, 4]),
  ],
  journal: {
    en: {
      title: "Journal: the airlock",
      text: "The airlock cycles. Ilsa keeps her head: [[/r 4d6cs6]] — six dice of stress would be worse.",
    },
    de: {
      title: "Tagebuch: die Luftschleuse",
      text: "Die Luftschleuse läuft an. Ilsa behält die Nerven: [[/r 4d6cs6]] — sechs Stresswürfel wären schlimmer.",
    },
  },
  rolls(character, asUser) {
    const ilsa = character;
    if (!(ilsa instanceof AlienActor)) return null;
    const text = tableText(TEXT);
    const comtech = () => rollDataset(ilsa, "skill", "comtech", "Comtech");
    const strength = () => rollDataset(ilsa, "attribute", "strength", text.strength);
    return sheetRolls(text.heading, [
      heading(
        sheetRollButton(
          {
            id: "comtech",
            icon: "fa-solid fa-microchip",
            label: text.comtech,
            roll: () => clickAbility(ilsa, comtech(), 0),
          },
          asUser,
        ),
        () => clickAbility(ilsa, comtech(), 2),
        asUser,
      ),
      sheetRollButton(
        {
          id: "comtech-mod",
          icon: "fa-solid fa-sliders",
          label: text.comtechMod,
          roll: () => clickAbility(ilsa, comtech(), 2),
        },
        asUser,
      ),
      heading(
        sheetRollButton(
          {
            id: "strength",
            icon: "fa-solid fa-dumbbell",
            label: text.strength,
            roll: () => clickAbility(ilsa, strength(), 0),
          },
          asUser,
        ),
        () => clickAbility(ilsa, strength(), 2),
        asUser,
      ),
      sheetRollButton(
        { id: "knife", icon: "fa-solid fa-utensils", label: text.knife, roll: () => clickWeapon(ilsa, KNIFE, 2) },
        asUser,
      ),
      sheetRollButton(
        { id: "pistol", icon: "fa-solid fa-gun", label: text.pistol, roll: () => clickWeapon(ilsa, PISTOL, 0) },
        asUser,
      ),
    ]);
  },
  /**
   * The GM's: the creature sheet's Observation heading (templates/actor/creature-header.hbs:48, its `RollAbility`
   * action, creature-sheet.mjs:706-716): its dataset the creature's value as `roll`, as a skill's; a click rolls its
   * base dice at once, a right-click opens the base-only modifier prompt (a creature has no stress).
   */
  npcRolls(npc, asUser) {
    if (!(npc instanceof AlienActor)) return null;
    const text = tableText(TEXT);
    const observation = () => rollDataset(npc, "skill", "observation", "Observation");
    const at = (button: 0 | 2) => () => clickAbility(npc, observation(), button);
    return sheetRolls(text.npcHeading, [
      heading(
        sheetRollButton(
          { id: "npc-observation", icon: "fa-solid fa-eye", label: text.observation, roll: at(0) },
          asUser,
        ),
        at(2),
        asUser,
      ),
      sheetRollButton(
        { id: "npc-observation-mod", icon: "fa-solid fa-sliders", label: text.observationMod, roll: at(2) },
        asUser,
      ),
    ]);
  },
};
