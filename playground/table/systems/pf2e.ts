/**
 * A Pathfinder 2e world of the table (`?system=pf2e`, pf2e 7.12.2 on v13 and 8.3.0 on v14 in the double): Ilsa,
 * a 4th-level rogue, Dexterity +4, trained in Stealth and the rapier (+6: level + 2), so +10 on each, and an expert
 * in Reflex (+12). Her sheet's
 * buttons open pf2e's own CheckModifiersDialog as its sheet does (`game.pf2e.Check.roll` with the check's modifiers
 * and context: foundry-double/systems/pf2e/driver.ts `rollCheck`): a Stealth check against DC 20 shown to all (as a
 * check link written with `showDC:all` gives it: `dc.visible`), a Reflex save against the GM's DC 18 (hidden: pf2e
 * shows a player no DC by default), and a rapier Strike at her target, against its AC (hidden unless a player owns
 * that actor). The GM's three are NPCs with their ACs. The GM's pane rolls the Grave Warden's Athletics (+7) as its NPC
 * sheet does (`actor.skills.athletics.check.roll`): an NPC's skill is one modifier, its value (actor/npc/document.ts
 * `prepareSkills`: slug "base", `PF2E.ModifierTitle`, a proficiency), through the same `Check.roll`, against a DC 20
 * shown to all (a check link's `showDC:all`, as Ilsa's Stealth). An NPC's check breakdown is the GM's (check.ts:
 * `showBreakdown` for an actor a player owns), so a player reads no figure of it.
 * Her Strike's Damage and Critical buttons (as pf2e's Strike buttons: driver.ts `rollStrikeDamage`) open pf2e's
 * DamageModifierDialog for a +1 striking longsword with deadly d8 and her Strength +4 (`2d8 + 4`: mean 13, on a
 * critical `2 * (2d8 + 4) + 1d8`, mean 30.5; docs/systems-pf2e.md "Damage"), at her target: the Grave Warden has
 * 9 HP and weakness 5 to slashing, which only the GM sees; the GM's pane has the same two buttons (a GM may open
 * every sheet) under the Warden's. Beside them the longsword's Strike itself, as pf2e's sheet rolls it: its check
 * dialog with the Strike action in its context (driver.ts `strike`), whose damage formulas the module asks for the
 * chance the Strike drops each target. Its modifiers as pf2e lists them: Strength +4, trained +6, the potency rune's
 * item +1, and frightened 1's status −1 (the Warden's Demoralize): +10 against the Warden's AC 18, the odds of +7
 * against AC 15 (a success from a d20 of 8, a critical from 18).
 */
import { rollCheck, rollStrikeDamage, type CheckSpec } from "../../../foundry-double/systems/pf2e/driver";
import type { StrikeWeapon } from "../../../foundry-double/systems/pf2e/damage-roll";
import type { RawModifier } from "../../../foundry-double/systems/pf2e/modifiers";
import { ACTOR_IDS, ANN, gmActors, sheetRollButton, sheetRolls, tableText } from "./table-system";
import type { AsUser, TableSystem } from "./table-system";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (each opens pf2e's check dialog)",
    stealth: "Stealth, DC 20",
    reflex: "Reflex save, the GM's DC",
    strike: "Rapier Strike (at your target)",
    longswordStrike: "Longsword Strike (at your target)",
    strength: "Strength",
    potency: "Weapon Potency",
    frightened: "Frightened 1",
    damage: "Longsword Strike: Damage",
    critical: "Longsword Strike: Critical",
    longsword: "+1 Striking Longsword",
    dexterity: "Dexterity",
    trained: "Trained",
    expert: "Expert",
    npcHeading: "The GM's NPC rolls from its sheet (pf2e's check dialog; a player sees no figure of an NPC's check)",
    npcAthletics: "Grave Warden: Athletics, DC 20",
    npcModifier: "Modifier",
    gmStrike: "Ilsa's Strike, from her sheet (the GM may open every sheet)",
  },
  de: {
    heading: "Würfeln wie vom Bogen (jeder öffnet den Probendialog von pf2e)",
    stealth: "Heimlichkeit, SG 20",
    reflex: "Reflexwurf, SG der SL",
    strike: "Rapier-Schlag (auf dein Ziel)",
    longswordStrike: "Langschwert-Schlag (auf dein Ziel)",
    strength: "Stärke",
    potency: "Waffenpotenz",
    frightened: "Verängstigt 1",
    damage: "Langschwert-Schlag: Schaden",
    critical: "Langschwert-Schlag: Kritisch",
    longsword: "+1 Langschwert des Schlagens",
    dexterity: "Geschicklichkeit",
    trained: "Geübt",
    expert: "Experte",
    npcHeading: "Der NSC der SL würfelt vom Bogen (Probendialog von pf2e; Spieler sehen keine Zahl einer NSC-Probe)",
    npcAthletics: "Grave Warden: Athletik, SG 20",
    npcModifier: "Modifikator",
    gmStrike: "Ilsas Schlag, von ihrem Bogen (die SL darf jeden Bogen öffnen)",
  },
};

type Target = { actor: { id: string; system: { attributes?: { ac?: { value?: number } } } } | null };

/** The actor of the first token the user targets (pf2e's Strike reads `game.user.targets`), or undefined. */
function targetedActor(): Target["actor"] | undefined {
  for (const token of game.user!.targets as unknown as Iterable<Target>) return token.actor;
  return undefined;
}

/** Dexterity +4 and a rank's +6 (trained: level 4 + 2) or +8 (expert: + 4), as pf2e's statistic lists them. */
function modifiers(expert = false): RawModifier[] {
  const text = tableText(TEXT);
  return [
    { label: text.dexterity, modifier: 4, type: "ability" },
    { label: expert ? text.expert : text.trained, modifier: expert ? 8 : 6, type: "proficiency" },
  ];
}

/**
 * The Strike as pf2e's sheet rolls it: its DC resolved against the target's "armor" statistic (pf2e's CheckContext
 * `against: "armor"`), none without a target.
 */
function strike(): CheckSpec {
  const target = targetedActor();
  const ac = target?.system.attributes?.ac?.value;
  return {
    slug: "rapier",
    title: tableText(TEXT).strike,
    type: "attack-roll",
    actor: ACTOR_IDS.ilsa,
    target: target?.id,
    modifiers: modifiers(),
    dc: typeof ac === "number" ? { value: ac, slug: "armor" } : null,
  };
}

/** The Grave Warden's Athletics: an NPC's skill value (its one modifier). */
const WARDEN_ATHLETICS = 7;

/** Ilsa's longsword as pf2e's prepared weapon data gives it: one d8, a striking rune's die, deadly d8. */
const longsword = (): StrikeWeapon => ({
  name: tableText(TEXT).longsword,
  dice: 1,
  striking: 1,
  die: "d8",
  damageType: "slashing",
  traits: ["versatile-p", "deadly-d8"],
});

/** The longsword's Strike, its check carrying the Strike action as pf2e's does, against the target's AC. */
function longswordStrike(): CheckSpec {
  const text = tableText(TEXT);
  return {
    ...strike(),
    slug: "longsword",
    title: text.longswordStrike,
    modifiers: [
      { label: text.strength, modifier: 4, type: "ability" },
      { label: text.trained, modifier: 6, type: "proficiency" },
      { label: text.potency, modifier: 1, type: "item" },
      { label: text.frightened, modifier: -1, type: "status" },
    ],
    strike: longsword(),
  };
}

/**
 * Ilsa's longsword Strike, and its Damage and Critical buttons, as pf2e's Strike buttons open the
 * DamageModifierDialog.
 */
function strikeButtons(asUser: AsUser): HTMLButtonElement[] {
  const text = tableText(TEXT);
  const check = sheetRollButton(
    {
      id: "strike-longsword",
      icon: "fa-solid fa-khanda",
      label: text.longswordStrike,
      roll: () => rollCheck(longswordStrike()),
    },
    asUser,
  );
  return [check, ...strikeDamageButtons(asUser)];
}

/** Ilsa's Strike's Damage and Critical buttons, as pf2e's Strike buttons open the DamageModifierDialog. */
function strikeDamageButtons(asUser: AsUser): HTMLButtonElement[] {
  const text = tableText(TEXT);
  return (["damage", "critical"] as const).map((method) =>
    sheetRollButton(
      {
        id: `strike-${method}`,
        icon: method === "damage" ? "fa-solid fa-burst" : "fa-solid fa-skull",
        label: text[method],
        roll: () => rollStrikeDamage({ actor: ACTOR_IDS.ilsa, weapon: longsword(), method }),
      },
      asUser,
    ),
  );
}

/** The GM's NPCs: each its AC; the Grave Warden 9 HP and weakness 5 to slashing, the others 20 HP. */
const npc = (_id: string, name: string, ac: number) => ({
  _id,
  name,
  type: "npc",
  ownership: { default: 0 },
  system: {
    attributes: {
      ac: { value: ac },
      hp: { value: _id === ACTOR_IDS.warden ? 9 : 20, max: _id === ACTOR_IDS.warden ? 9 : 20, temp: 0 },
      weaknesses: _id === ACTOR_IDS.warden ? [{ type: "slashing", value: 5 }] : [],
    },
  },
});

export const PF2E: TableSystem = {
  id: "pf2e",
  actors: [
    {
      _id: ACTOR_IDS.ilsa,
      name: "Ilsa Brandt",
      type: "character",
      ownership: { default: 0, [ANN]: 3 },
      // A Hero Point to spend on a reroll (pf2e's resource; docs/systems-pf2e.md "After the roll").
      system: {
        abilities: { str: { mod: 4 } },
        attributes: { ac: { value: 19 } },
        resources: { heroPoints: { value: 1, max: 3 } },
      },
    },
    ...gmActors(npc, [18, 16, 21]),
  ],
  journal: {
    en: {
      title: "Journal: the vault",
      text:
        "Ilsa picks the vault's lock with fortune: " +
        "[[/r 2d20kh + 10 # Thievery]] — or the GM asks everyone: " +
        "[[/indie formula 1d20+10 vs=20]]{Open the vault}",
    },
    de: {
      title: "Tagebuch: das Gewölbe",
      text:
        "Ilsa knackt das Schloss des Gewölbes mit Glück: " +
        "[[/r 2d20kh + 10 # Diebeskunst]] — oder die SL fragt alle: " +
        "[[/indie formula 1d20+10 vs=20]]{Das Gewölbe öffnen}",
    },
  },
  rolls(_character, asUser) {
    const text = tableText(TEXT);
    const check = (id: string, icon: string, label: string, spec: () => CheckSpec) =>
      sheetRollButton({ id, icon, label, roll: () => rollCheck(spec()) }, asUser);
    return sheetRolls(text.heading, [
      check("stealth-dc", "fa-solid fa-user-ninja", text.stealth, () => ({
        slug: "stealth",
        title: text.stealth,
        type: "skill-check",
        actor: ACTOR_IDS.ilsa,
        modifiers: modifiers(),
        dc: { value: 20, visible: true },
      })),
      check("reflex", "fa-solid fa-shield-halved", text.reflex, () => ({
        slug: "reflex",
        title: text.reflex,
        type: "saving-throw",
        actor: ACTOR_IDS.ilsa,
        modifiers: modifiers(true),
        dc: { value: 18 },
      })),
      check("strike", "fa-solid fa-khanda", text.strike, strike),
      ...strikeButtons(asUser),
    ]);
  },
  /** The GM's: the Warden's Athletics, its NPC sheet's skill, against a DC shown to all. */
  npcRolls(_npc, asUser) {
    const text = tableText(TEXT);
    const athletics = (): CheckSpec => ({
      slug: "athletics",
      title: text.npcAthletics,
      type: "skill-check",
      actor: ACTOR_IDS.warden,
      modifiers: [{ label: text.npcModifier, slug: "base", modifier: WARDEN_ATHLETICS, type: "proficiency" }],
      dc: { value: 20, visible: true },
    });
    const ilsa = sheetRolls(text.gmStrike, strikeButtons(asUser));
    const warden = sheetRolls(text.npcHeading, [
      sheetRollButton(
        {
          id: "warden-athletics",
          icon: "fa-solid fa-dumbbell",
          label: text.npcAthletics,
          roll: () => rollCheck(athletics()),
        },
        asUser,
      ),
    ]);
    const both = document.createElement("div");
    both.append(warden, ilsa);
    return both;
  },
};
