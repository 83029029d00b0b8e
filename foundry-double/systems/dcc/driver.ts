/**
 * Driving a Dungeon Crawl Classics world of the double as a player would (not emulation: conveniences for tests and
 * the playground): the roll modifier dialog opened with the terms `rollToHit` builds (action die, the weapon's to-hit
 * as a Compound, the situational Bonus; its threat range as the roll data's `critical`:
 * module/actor/rolls-weapon-mixin.mjs:510-605) or `rollSpellCheck` (die, check bonus, Spellburn with the caster's
 * Str, Agl and Sta); one of its buttons pressed; a field typed.
 */
import { fire, nextEvent, partOf } from "../kit/driver";
import { installedGlobal } from "../../globals";
import { showRollModifier, type RollModifierDialog, type TermSpec } from "./roll-modifier";

const localize = (key: string) =>
  installedGlobal<{ i18n: { localize(key: string): string } }>("game").i18n.localize(key);

async function opened(specs: TermSpec[], title: string, rollData: Record<string, unknown>) {
  const { dialog } = showRollModifier(specs, { window: { title }, rollData });
  await nextEvent(dialog, "render");
  return dialog;
}

/** An attack: `die` (1d20), `toHit` ("+2"), a threat range (20; a warrior's 19…). */
export function openAttack(die: string, toHit: string, critRange: number): Promise<RollModifierDialog> {
  const terms: TermSpec[] = [
    { type: "Die", label: localize("DCC.ActionDie"), formula: die },
    { type: "Compound", label: localize("DCC.ToHit"), formula: toHit },
    { type: "Modifier", label: localize("DCC.Bonus"), formula: "+0" },
  ];
  return opened(terms, localize("DCC.ToHit"), { critical: critRange });
}

/** A wizard's spell check: 1d20, its bonus, and spellburn from Str, Agl and Sta. */
export function openSpellCheck(bonus: string, abilities: { str: number; agl: number; sta: number }) {
  const terms: TermSpec[] = [
    { type: "Die", formula: "1d20" },
    { type: "Compound", label: localize("DCC.SpellCheck"), formula: bonus },
    { type: "Spellburn", formula: "+0", ...abilities },
  ];
  return opened(terms, localize("DCC.SpellCheck"), {});
}

/** One of the dialog's buttons pressed: its action, term and step (`stat` for spellburn). */
export function press(dialog: RollModifierDialog, action: string, term: number, mod: string, stat = ""): void {
  const which = `[data-action="${action}"][data-term="${term}"][data-mod="${mod}"]`;
  const selector = stat ? `${which}[data-stat="${stat}"]` : which;
  partOf<HTMLButtonElement>(dialog.element, selector, `No ${action} button`).click();
}

/** A term's field typed in. */
export function typeTerm(dialog: RollModifierDialog, term: number, value: string): void {
  const field = partOf<HTMLInputElement>(dialog.element, `#term-${term}`, `No field term-${term}`);
  field.value = value;
  fire(field, "input", "change");
}
