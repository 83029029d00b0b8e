import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import type { StepSize } from "../../../core/pools/year-zero-dice";
import { T2K_MAX_AMMO, t2kPool, t2kPoolOdds, type T2kDice } from "../core/t2k-odds";
import { t2kLabels } from "../ui/roll-labels";

/**
 * Twilight 2000's task check dialog, `T2KDialog` (a V1 Dialog; docs/systems-t2k4e.md "The dialog"), as
 * roll-dialog.hbs draws it at 14.0.0: the attribute's and the skill's dice in its disabled formula ("1d8 + 1d6", the
 * sheet's), or — for a roll of neither — its attribute and skill range pickers (sizes 6–12, below 6 none); the rate
 * of fire's picker (ammunition dice); the modifier, which its ± buttons and item checkboxes change in place; the max
 * pushes (`parseInt(...) || 1`: a 0 reads as 1). Nothing is drawn again by the system, so every input, change and
 * click redraws the figures. The dialog is opened only from a sheet its user owns: its figures are the roller's.
 */

const SIZES: readonly StepSize[] = [6, 8, 10, 12];
const sizeOf = (value: number) => SIZES.find((size) => size === value);

/** The formula's step dice ("1d8 + 1d6"); null for any term the dialog does not write (its own words are dice). */
function formulaSizes(formula: string): StepSize[] | null {
  const sizes: StepSize[] = [];
  for (const term of formula.split("+").map((part) => part.trim())) {
    const [, count, faces] = /^(\d+)d(\d+)$/.exec(term) ?? [];
    const size = sizeOf(Number(faces));
    if (!size || !count) return null;
    sizes.push(...Array.from({ length: Number(count) }, () => size));
  }
  return sizes;
}

/** A range picker's value (its `value` property, Foundry's HTMLRangePickerElement), or null where there is none. */
function pickerValue(kit: RuleSetKit, element: HTMLElement, name: string): number | null {
  const picker = element.querySelector(`range-picker[name="${name}"]`);
  return picker ? Number(kit.systems.field(picker, "value")) : null;
}

/** The attribute's and skill's sizes: from the formula, else from the pickers (0 none; 2 and 4 no step die: null). */
function sizesIn(kit: RuleSetKit, element: HTMLElement): StepSize[] | null {
  const formula = element.querySelector<HTMLInputElement>('input[name="formula"]');
  if (formula) return formulaSizes(formula.value);
  const sizes: StepSize[] = [];
  for (const name of ["attribute", "skill"]) {
    const value = pickerValue(kit, element, name) ?? 0;
    const size = sizeOf(value);
    if (size) sizes.push(size);
    else if (value !== 0) return null;
  }
  return sizes;
}

function diceOf(kit: RuleSetKit, element: HTMLElement): T2kDice | null {
  const sizes = sizesIn(kit, element);
  const ammo = pickerValue(kit, element, "rof") ?? 0;
  const text = element.querySelector<HTMLInputElement>('input[name="modifier"]')?.value ?? "";
  const modifier = Math.min(Math.max(Number.parseInt(text, 10) || 0, -100), 100);
  if (!sizes || !Number.isInteger(ammo) || ammo < 0 || ammo > T2K_MAX_AMMO) return null;
  return { sizes, modifier, ammo };
}

/** `_processRollOptions`'s max pushes, clamped as taskCheck clamps it: 0 only where a negative number is typed. */
function canPush(element: HTMLElement): boolean {
  const text = element.querySelector<HTMLInputElement>('input[name="maxPush"]')?.value ?? "";
  return Math.min(Math.max(Number.parseInt(text, 10) || 1, 0), 100) > 0;
}

export function t2kDialog(kit: RuleSetKit): SystemDialog {
  return {
    renderHook: "renderT2KDialog",
    read(_app, element) {
      if (!element.querySelector("form.roll-dialog")) return null;
      const dice = diceOf(kit, element);
      const pool = dice ? t2kPool(kit.pools, dice) : null;
      if (!pool) return null;
      return { odds: () => t2kPoolOdds(kit.pools, pool, canPush(element)), labels: t2kLabels, targetVisible: true };
    },
    place(_app, element) {
      const buttons = element.querySelector<HTMLElement>(".dialog-buttons");
      return buttons ? { panelBefore: buttons, choices: new Map() } : null;
    },
    listen(_app, element, redraw) {
      // The pickers, the ± buttons and the checkboxes change the form in place (their listeners run first).
      const heard = (event: Event) => {
        if (kit.dom.eventElement(event)?.closest("form.roll-dialog")) redraw();
      };
      for (const type of ["input", "change", "click"]) element.addEventListener(type, heard);
    },
  };
}
