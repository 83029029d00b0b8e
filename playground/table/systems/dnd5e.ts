/**
 * A D&D 5e world of the table (`?system=dnd5e`, dnd5e 5.3.3 on v13 and 6.0.0 on v14, with its own roll dialogs).
 * Ilsa's sheet buttons each call the system's own roll as dnd5e's sheet does — `rollSkill`, `rollSavingThrow`,
 * `rollDeathSave`, an attack activity's `rollAttack` — with the click, so Shift (normal), Alt (advantage) and Ctrl
 * (disadvantage) skip the dialog as in dnd5e. The DCs stand for those a journal's roll link or a GM's request card
 * would give (dnd5e's `[[/check … dc=15]]` passes its DC as the roll's target); the attack's target is the token the
 * user targets. Her sheet's Special Traits (dnd5e-special-traits.ts) set the flags those rolls read: Elven Accuracy,
 * Halfling Lucky, Reliable Talent; and what she may add after a roll (dnd5e-holdings.ts): her Lucky feat (2014, three
 * luck points), and Tomas's Bardic Inspiration (a d8) and 2014 Guidance, each an effect on her. The GM's Grave
 * Warden is a dnd5e NPC no player owns: the GM's pane attacks with its glaive at the GM's target as its NPC sheet
 * does (a click on the item uses it, and its attack activity then rolls the attack: activity/attack.mjs
 * `_triggerSubsequentActions`; the usage card before it is not emulated).
 * Damage: her rapier's damage button rolls its attack activity's `rollDamage` as the card's Damage button does
 * (dnd5e's damage dialog: Critical Hit or Normal), the Warden's glaive (1d10 slashing) its own; the Warden casts a
 * Fireball (a save activity, 8d6 fire, DEX save DC 15, half on a save) whose card's Damage button is its
 * `rollDamage`, at the three goblins the GM targets — the GM's NPCs of 7, 12 and 20 hit points and DEX saves +3, −1
 * and +2. The Warden also swings a longsword (`1d8 + 3` slashing) at +7 — its stat block's figure: Strength +3,
 * proficiency +3 and its attack activity's bonus of 1 — and a greatsword whose base damage its owner typed as 2014's
 * Great Weapon Fighting has it, `2d6r<=2` (dnd5e automates neither fighting style: the player types the die
 * modifier); Ilsa, a first-level rogue (8 + Constitution +1), has 9 hit points, her AC 15. The GM sets dnd5e's
 * critical rules in its Configure Combat menu (Multiply Modifiers, Maximize Dice), as dnd5e's settings sidebar does.
 */
import type { RollEvent } from "../../../foundry-double/systems/dnd5e/dice/types";
import { Actor5e } from "../../../foundry-double/systems/dnd5e/documents/actor";
import {
  dnd5eActorSpec,
  dnd5eAttackActivity,
  dnd5eSaveSpell,
  dnd5eWeapon,
} from "../../../foundry-double/systems/dnd5e/driver";
import { specialTraits } from "./dnd5e-special-traits";
import { holdings } from "./dnd5e-holdings";
import { ACTOR_IDS, ANN, sheetRollButton, sheetRolls, tableText, type AsUser, type TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (Shift: no dialog, Alt: advantage, Ctrl: disadvantage)",
    stealth: "Stealth",
    stealthDc: "Stealth, DC 15",
    save: "Dexterity save, DC 13",
    death: "Death save",
    attack: "Rapier attack (at your target)",
    damage: "Rapier damage (at your target)",
    npcHeading: "The GM's NPC attacks as its sheet does (a player sees no hit chance: Attack Roll Visibility)",
    npcAttack: "Grave Warden: Glaive attack (at your target)",
    npcDamage: "Grave Warden: Glaive damage (at your target)",
    fireball: "Grave Warden: Fireball damage, DEX save DC 15 (at your targets)",
    longswordAttack: "Grave Warden: Longsword attack, +7 (at your target)",
    longswordDamage: "Grave Warden: Longsword damage (at your target)",
    greatswordDamage: "Grave Warden: Greatsword damage, Great Weapon Fighting (at your target)",
  },
  de: {
    heading: "Würfeln wie vom Bogen (Umschalt: ohne Dialog, Alt: Vorteil, Strg: Nachteil)",
    stealth: "Heimlichkeit",
    stealthDc: "Heimlichkeit, SG 15",
    save: "Geschicklichkeitsrettungswurf, SG 13",
    death: "Todesrettungswurf",
    attack: "Rapierangriff (auf dein Ziel)",
    damage: "Rapierschaden (auf dein Ziel)",
    npcHeading: "Der NSC der SL greift an wie vom Bogen (Spieler sehen keine Trefferchance: Sichtbarkeit der Angriffe)",
    npcAttack: "Grave Warden: Glefenangriff (auf dein Ziel)",
    npcDamage: "Grave Warden: Glefenschaden (auf dein Ziel)",
    fireball: "Grave Warden: Feuerballschaden, GE-Rettungswurf SG 15 (auf deine Ziele)",
    longswordAttack: "Grave Warden: Langschwertangriff, +7 (auf dein Ziel)",
    longswordDamage: "Grave Warden: Langschwertschaden (auf dein Ziel)",
    greatswordDamage: "Grave Warden: Zweihänderschaden, Kampfstil Kampf mit großen Waffen (auf dein Ziel)",
  },
};

/** The Grave Warden's glaive and its attack activity. */
const WARDEN_GLAIVE = "wardenGlaive0001";
const WARDEN_GLAIVE_ATTACK = "wardenGlaiveAtk1";
/** The Warden's longsword and greatsword, each with its attack activity. */
const WARDEN_LONGSWORD = "wardenLongsword1";
const WARDEN_LONGSWORD_ATTACK = "wardenLswordAtk1";
const WARDEN_GREATSWORD = "wardenGreatswrd1";
const WARDEN_GREATSWORD_ATTACK = "wardenGswordAtk1";
/** The Warden's Fireball and its save activity. */
const WARDEN_FIREBALL = "wardenFireball01";
const WARDEN_FIREBALL_SAVE = "wardenFireSave01";

/** Tomas's Bardic Inspiration feature and 2014 Guidance, whose effects on Ilsa name them as their origin. */
const TOMAS_BARDIC = `Actor.${ACTOR_IDS.tomas}.Item.tomasBardicInsp1`;
const TOMAS_GUIDANCE = `Actor.${ACTOR_IDS.tomas}.Item.tomasGuidance001`;

/** The Fireball's three goblins (GM's NPCs): id, name, hit points, Dexterity. */
const GOBLINS = [
  ["goblinScout00001", "Goblin Scout", 7, 16],
  ["goblinBrute00001", "Goblin Brute", 12, 8],
  ["goblinBoss000001", "Goblin Boss", 20, 14],
] as const;

/** A sheet's roll button that hands its click to a dnd5e roll, whose keys (Shift, Alt, Ctrl) dnd5e reads. */
function d20Button(asUser: AsUser) {
  return (id: string, icon: string, label: string, call: (event: RollEvent) => unknown) =>
    sheetRollButton({ id, icon, label, roll: (event) => call(event as unknown as RollEvent) }, asUser);
}

export const DND5E: TableSystem = {
  id: "dnd5e",
  /**
   * Ilsa, Dexterity 16, proficient in Stealth, Perception and Dexterity saves (+5 each), with a rapier whose attack
   * crits on 19 (a champion's); the GM's three with their ACs for her to target, the Grave Warden an NPC whose
   * glaive attacks at +6 (Strength 16, a CR 5 monster's proficiency +3; dnd5e counts an NPC proficient with its
   * weapons).
   */
  actors: [
    dnd5eActorSpec({
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      abilities: { dex: 16, wis: 12, con: 12 },
      prof: 2,
      saves: ["dex"],
      skills: { ste: 1, prc: 1 },
      ac: 15,
      hp: { value: 9 },
      ownership: { default: 0, [ANN]: 3 },
      // What she may add after a roll (dnd5e-holdings.ts): Tomas's inspiration and Guidance, her Lucky feat.
      effects: [
        { _id: "ilsaInspired0001", name: "Inspired", origin: `${TOMAS_BARDIC}.ActiveEffect.tomasInspired001` },
        { _id: "ilsaGuidance0001", name: "Guidance", origin: `${TOMAS_GUIDANCE}.ActiveEffect.tomasGuidance001` },
      ],
      items: [
        {
          _id: "ilsaLuckyFeat001",
          name: "Lucky",
          type: "feat",
          system: { type: { value: "feat" }, uses: { max: 3, spent: 0 }, source: { rules: "2014" } },
        },
        dnd5eWeapon({
          _id: "ilsaRapier000001",
          name: "Rapier",
          properties: ["fin"],
          activityId: "ilsaRapierAttack",
          criticalThreshold: 19,
          damage: { number: 1, denomination: 8, types: ["piercing"] },
        }),
      ],
    }),
    dnd5eActorSpec({
      _id: ACTOR_IDS.warden,
      name: "Grave Warden",
      type: "npc",
      abilities: { dex: 12, str: 16 },
      prof: 3,
      ac: 15,
      ownership: { default: 0 },
      items: [
        dnd5eWeapon({
          _id: WARDEN_GLAIVE,
          name: "Glaive",
          properties: ["hvy", "rch", "two"],
          activityId: WARDEN_GLAIVE_ATTACK,
          damage: { number: 1, denomination: 10, types: ["slashing"] },
        }),
        dnd5eWeapon({
          _id: WARDEN_LONGSWORD,
          name: "Longsword",
          properties: ["ver"],
          activityId: WARDEN_LONGSWORD_ATTACK,
          bonus: "1",
          damage: { number: 1, denomination: 8, types: ["slashing"] },
        }),
        dnd5eWeapon({
          _id: WARDEN_GREATSWORD,
          name: "Greatsword",
          properties: ["hvy", "two"],
          activityId: WARDEN_GREATSWORD_ATTACK,
          damage: { custom: { enabled: true, formula: "2d6r<=2" }, types: ["slashing"] },
        }),
        dnd5eSaveSpell({ _id: WARDEN_FIREBALL, activityId: WARDEN_FIREBALL_SAVE, dc: 15 }),
      ],
    }),
    dnd5eActorSpec({
      _id: ACTOR_IDS.tomas,
      name: "Tomas Reed",
      abilities: { dex: 10 },
      ac: 13,
      ownership: { default: 0 },
      // A fifth-level bard's die (his scale value), and the effects dnd5e copies onto whom he inspires or guides.
      scale: { bard: { inspiration: { die: "d8", faces: 8, number: 1 } } },
      items: [
        {
          _id: TOMAS_BARDIC.split(".").at(-1),
          name: "Bardic Inspiration",
          type: "feat",
          system: { type: { value: "class" }, identifier: "bardic-inspiration", source: { rules: "2024" } },
          effects: [{ _id: "tomasInspired001", name: "Inspired" }],
        },
        {
          _id: TOMAS_GUIDANCE.split(".").at(-1),
          name: "Guidance",
          type: "spell",
          system: { source: { rules: "2014" } },
          effects: [{ _id: "tomasGuidance001", name: "Guidance" }],
        },
      ],
    }),
    dnd5eActorSpec({
      _id: ACTOR_IDS.mira,
      name: "Mira Vell",
      abilities: { dex: 20 },
      ac: 18,
      ownership: { default: 0 },
    }),
    ...GOBLINS.map(([_id, name, value, dex]) =>
      dnd5eActorSpec({ _id, name, type: "npc", abilities: { dex }, ac: 13, hp: { value }, ownership: { default: 0 } }),
    ),
  ],
  tokens: GOBLINS.map(([id, name]) => ({ _id: `${id.slice(0, 11)}Token`, name, actorId: id, actorLink: true })),
  /**
   * The system's own roll with advantage in an inline roll (its die reads `adv`), and a request of any formula the
   * module's check link makes.
   */
  journal: {
    en: {
      title: "Journal: the crypt",
      text:
        "Ilsa slips past the crypt's door with advantage: " +
        "[[/r 1d20adv + @skills.ste.total # Stealth]] — or the GM asks everyone: " +
        "[[/indie formula 1d20+@skills.ste.total vs=13]]{Sneak past the crypt}",
    },
    de: {
      title: "Tagebuch: die Gruft",
      text:
        "Ilsa schleicht mit Vorteil an der Tür der Gruft vorbei: " +
        "[[/r 1d20adv + @skills.ste.total # Heimlichkeit]] — oder die SL fragt alle: " +
        "[[/indie formula 1d20+@skills.ste.total vs=13]]{An der Gruft vorbeischleichen}",
    },
  },
  rolls(character, asUser) {
    if (!(character instanceof Actor5e)) return null;
    const text = tableText(TEXT);
    const roll = d20Button(asUser);
    return sheetRolls(text.heading, [
      roll("stealth", "fa-solid fa-user-ninja", text.stealth, (event) => character.rollSkill({ skill: "ste", event })),
      roll("stealth-dc", "fa-solid fa-user-ninja", text.stealthDc, (event) =>
        character.rollSkill({ skill: "ste", target: 15, event }),
      ),
      roll("save", "fa-solid fa-shield-halved", text.save, (event) =>
        character.rollSavingThrow({ ability: "dex", target: 13, event }),
      ),
      roll("death", "fa-solid fa-skull", text.death, (event) => character.rollDeathSave({ event })),
      roll("attack", "fa-solid fa-khanda", text.attack, (event) =>
        dnd5eAttackActivity(character.items.get("ilsaRapier000001"), "ilsaRapierAttack").rollAttack({ event }),
      ),
      roll("damage", "fa-solid fa-burst", text.damage, (event) =>
        dnd5eAttackActivity(character.items.get("ilsaRapier000001"), "ilsaRapierAttack").rollDamage({ event }),
      ),
    ]);
  },
  /** The GM's: the Warden's glaive attack at the GM's target, the click's keys as the NPC sheet passes them on. */
  npcRolls(npc, asUser) {
    if (!(npc instanceof Actor5e)) return null;
    const text = tableText(TEXT);
    const glaive = dnd5eAttackActivity(npc.items.get(WARDEN_GLAIVE), WARDEN_GLAIVE_ATTACK);
    const longsword = dnd5eAttackActivity(npc.items.get(WARDEN_LONGSWORD), WARDEN_LONGSWORD_ATTACK);
    const greatsword = dnd5eAttackActivity(npc.items.get(WARDEN_GREATSWORD), WARDEN_GREATSWORD_ATTACK);
    const fireball = npc.items.get(WARDEN_FIREBALL)?.activities.get(WARDEN_FIREBALL_SAVE);
    const button = d20Button(asUser);
    return sheetRolls(text.npcHeading, [
      button("warden-attack", "fa-solid fa-khanda", text.npcAttack, (event) => glaive.rollAttack({ event })),
      button("warden-damage", "fa-solid fa-burst", text.npcDamage, (event) => glaive.rollDamage({ event })),
      button("warden-longsword-attack", "fa-solid fa-khanda", text.longswordAttack, (event) =>
        longsword.rollAttack({ event }),
      ),
      button("warden-longsword-damage", "fa-solid fa-burst", text.longswordDamage, (event) =>
        longsword.rollDamage({ event }),
      ),
      button("warden-greatsword-damage", "fa-solid fa-burst", text.greatswordDamage, (event) =>
        greatsword.rollDamage({ event }),
      ),
      button("warden-fireball", "fa-solid fa-fire", text.fireball, (event) => fireball?.rollDamage({ event })),
    ]);
  },
  /**
   * Her sheet's Special Traits: Elven Accuracy, Halfling Lucky and Reliable Talent, as dnd5e's sheet sets them; then
   * her Lucky feat's uses and the effects on her (dnd5e-holdings.ts).
   */
  traits(character, asUser) {
    if (!(character instanceof Actor5e)) return null;
    const both = document.createElement("div");
    both.append(specialTraits(character, asUser), holdings(character, asUser));
    return both;
  },
};
