/**
 * The roll buttons of a D&D 5e character sheet, in a dnd5e world of the table (`?system=dnd5e`): each calls the
 * system's own roll as dnd5e's sheet does — `rollSkill`, `rollSavingThrow`, `rollDeathSave`, an attack activity's
 * `rollAttack` — with the click, so Shift (normal), Alt (advantage) and Ctrl (disadvantage) skip the dialog as in
 * dnd5e. The DCs stand for those a journal's roll link or a GM's request card would give (dnd5e's `[[/check … dc=15]]`
 * passes its DC as the roll's target); the attack's target is the token the user targets.
 */
import { iconButton } from "./icon-button";
import type { RollEvent } from "../../foundry-double/systems/dnd5e/dice/types";
import { Actor5e } from "../../foundry-double/systems/dnd5e/documents/actor";

const TEXT = {
  en: {
    heading: "Roll as the sheet does (Shift: no dialog, Alt: advantage, Ctrl: disadvantage)",
    stealth: "Stealth",
    stealthDc: "Stealth, DC 15",
    save: "Dexterity save, DC 13",
    death: "Death save",
    attack: "Rapier attack (at your target)",
  },
  de: {
    heading: "Würfeln wie vom Bogen (Umschalt: ohne Dialog, Alt: Vorteil, Strg: Nachteil)",
    stealth: "Heimlichkeit",
    stealthDc: "Heimlichkeit, SG 15",
    save: "Geschicklichkeitsrettungswurf, SG 13",
    death: "Todesrettungswurf",
    attack: "Rapierangriff (auf dein Ziel)",
  },
};

/** The buttons for the user's character, or null when it is not a dnd5e actor. */
export function dnd5eRollButtons(character: unknown, asUser: <T>(fn: () => T) => T): HTMLElement | null {
  if (!(character instanceof Actor5e)) return null;
  const text = game.i18n!.lang === "de" ? TEXT.de : TEXT.en;
  const rolls: [string, string, (event: RollEvent) => Promise<unknown>][] = [
    ["stealth", "fa-solid fa-user-ninja", (event) => character.rollSkill({ skill: "ste", event })],
    ["stealth-dc", "fa-solid fa-user-ninja", (event) => character.rollSkill({ skill: "ste", target: 15, event })],
    ["save", "fa-solid fa-shield-halved", (event) => character.rollSavingThrow({ ability: "dex", target: 13, event })],
    ["death", "fa-solid fa-skull", (event) => character.rollDeathSave({ event })],
    ["attack", "fa-solid fa-khanda", (event) => character.items.get("ilsaRapier000001")!.activities.get("ilsaRapierAttack")!.rollAttack({ event })],
  ];
  const group = document.createElement("div");
  group.className = "table-dnd5e-rolls";
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", text.heading);
  const heading = document.createElement("p");
  heading.textContent = text.heading;
  group.append(heading);
  const labels: Record<string, string> = { stealth: text.stealth, "stealth-dc": text.stealthDc, save: text.save, death: text.death, attack: text.attack };
  for (const [id, icon, roll] of rolls) {
    const button = iconButton(icon, labels[id]!, (event) => void asUser(() => roll(event as unknown as RollEvent)));
    button.dataset.dnd5eRoll = id;
    group.append(button);
  }
  return group;
}
