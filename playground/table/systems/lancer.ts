/**
 * A Lancer world of the table (`?system=lancer`: Lancer 3.1.3 in the double, a Foundry 13 system): Ilsa's mech
 * (grit 2, tech attack +1, Hull 2), its Assault Rifle (Accurate) and her pilot's skill trigger at rank 2. Each button
 * starts the flow the sheet starts (the weapon's attack, a basic tech attack, a Hull check, the trigger), which opens
 * Lancer's accuracy HUD; target a token first (its crosshairs) to see the chance against its defence. The GM's three
 * are NPCs: the Grave Warden (Evasion 10, E-Defense 10) and Mira Vell (0 and 0, read as 5 and 8) the GM's alone; Tomas
 * Reed (Evasion 10, E-Defense 8) an ally every player may observe, whose defence Ann's figures may use. The GM's pane
 * has the Warden's NPC weapon (tier 2: attack bonus +2, accuracy +1), its attack started as the NPC sheet's weapon
 * button starts it (`beginWeaponAttackFlow`) into the same HUD: against Ilsa a player reads its hit, against Mira
 * Vell only its crit.
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
    gmHeading: "The GM's NPC, the Grave Warden (no player's): its weapon through the HUD, target tokens first",
    wardenRifle: "Grave Warden: Marker Rifle",
  },
  de: {
    heading: "Lancer würfelt über sein Genauigkeits-HUD: zuerst ein Token anvisieren",
    rifle: "Sturmgewehr",
    tech: "Tech-Angriff",
    hull: "Hüllenprobe",
    trigger: "Halt dich fest",
    gmHeading: "Der NSC der SL, der Grave Warden (keines Spielers): seine Waffe über das HUD, zuerst Tokens anvisieren",
    wardenRifle: "Grave Warden: Markierungsgewehr",
  },
};

const RIFLE = "ilsaRifle0000001";
const TRIGGER = "ilsaTrigger00001";
const WARDEN_RIFLE = "wardenRifle00001";

/** The Warden's NPC weapon (an `npc_feature` of type Weapon): its attack bonus and accuracy at tiers 1, 2 and 3. */
const wardenRifle = {
  _id: WARDEN_RIFLE,
  name: "Marker Rifle",
  type: "npc_feature",
  system: { type: "Weapon", weapon_type: "Rifle", tags: [], attack_bonus: [1, 2, 3], accuracy: [0, 1, 1] },
};

const npc = (_id: string, name: string, evasion: number) => {
  const ally = _id === ACTOR_IDS.tomas;
  return {
    _id,
    name,
    type: "npc",
    ownership: { default: ally ? 2 : 0 },
    system: { evasion, edef: ally ? 8 : evasion, statuses: {}, tier: 2 },
    items: _id === ACTOR_IDS.warden ? [wardenRifle] : [],
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
  /** The NPC sheet's weapon button: the Warden's attack, its HUD in the GM's pane. */
  npcRolls(warden, asUser) {
    if (!(warden instanceof LancerActor)) return null;
    const text = tableText(TEXT);
    const roll = () => warden.items.get(WARDEN_RIFLE)?.beginWeaponAttackFlow();
    return sheetRolls(text.gmHeading, [
      sheetRollButton({ id: "warden-rifle", icon: "fa-solid fa-crosshairs", label: text.wardenRifle, roll }, asUser),
    ]);
  },
};
