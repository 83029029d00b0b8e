/**
 * A Lancer world of the table (`?system=lancer`: Lancer 3.1.3 in the double, a Foundry 13 system): Ilsa's mech
 * (grit 2, tech attack +1, Hull 2), its Assault Rifle (Accurate) and her pilot's skill trigger at rank 2. Each button
 * starts the flow the sheet starts (the weapon's attack, a basic tech attack, a Hull check, the trigger), which opens
 * Lancer's accuracy HUD; target a token first (its crosshairs) to see the chance against its defence. The GM's three
 * are NPCs: the Grave Warden (Evasion 10, E-Defense 10) and Mira Vell (0 and 0, read as 5 and 8) the GM's alone; Tomas
 * Reed (Evasion 10, E-Defense 8) an ally every player may observe, whose defence Ann's figures may use.
 */
import { LancerActor, lancerActorSpec } from "../../../foundry-double/systems/lancer/documents";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Lancer rolls through its accuracy HUD: target a token first",
    rifle: "Assault Rifle",
    tech: "Tech attack",
    hull: "Hull check",
    trigger: "Get a Hold of Something",
  },
  de: {
    heading: "Lancer würfelt über sein Genauigkeits-HUD: zuerst ein Token anvisieren",
    rifle: "Sturmgewehr",
    tech: "Tech-Angriff",
    hull: "Hüllenprobe",
    trigger: "Halt dich fest",
  },
};

const RIFLE = "ilsaRifle0000001";
const TRIGGER = "ilsaTrigger00001";

const npc = (_id: string, name: string, evasion: number) => {
  const ally = _id === ACTOR_IDS.tomas;
  return {
    _id,
    name,
    type: "npc",
    ownership: { default: ally ? 2 : 0 },
    system: { evasion, edef: ally ? 8 : evasion, statuses: {} },
  };
};

export const LANCER: TableSystem = {
  id: "lancer",
  actors: [
    lancerActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      type: "mech",
      ownership: { default: 0, [ANN]: 3 },
      system: { grit: 2, tech_attack: 1, hull: 2, sys: 1, evasion: 8, edef: 8, statuses: {} },
      items: [
        { _id: RIFLE, name: "Assault Rifle", type: "mech_weapon", system: { tags: ["tg_accurate"] } },
        { _id: TRIGGER, name: "Get a Hold of Something", type: "skill", system: { curr_rank: 2 } },
      ],
    }),
    ...gmActors(npc, [10, 10, 0]),
  ],
  journal: {
    en: { title: "Journal: the relay station", text: "The relay hums. Ilsa's mech braces: [[/r 1d20 + 2]]" },
    de: {
      title: "Tagebuch: die Relaisstation",
      text: "Das Relais summt. Ilsas Mech stemmt sich dagegen: [[/r 1d20 + 2]]",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof LancerActor)) return null;
    const text = tableText(TEXT);
    const item = (id: string) => character.items.get(id);
    return sheetRolls(text.heading, [
      sheetRollButton(
        {
          id: "rifle",
          icon: "fa-solid fa-crosshairs",
          label: text.rifle,
          roll: () => item(RIFLE)?.beginWeaponAttackFlow(),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "tech",
          icon: "fa-solid fa-microchip",
          label: text.tech,
          roll: () => character.beginBasicTechAttackFlow(),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "hull",
          icon: "fa-solid fa-shield",
          label: text.hull,
          roll: () => character.beginStatFlow("system.hull"),
        },
        asUser,
      ),
      sheetRollButton(
        {
          id: "trigger",
          icon: "fa-solid fa-hand-fist",
          label: text.trigger,
          roll: () => item(TRIGGER)?.beginSkillFlow(),
        },
        asUser,
      ),
    ]);
  },
};
