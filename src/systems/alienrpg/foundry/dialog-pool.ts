import { alienPoolOf, alienRollsNothing, type AlienPool } from "../core/pool-odds";
import type { RuleSetKit } from "../../../foundry/composition";
import type { AlienCall } from "./capture";

/**
 * The pool an Alien RPG dialog would roll if its Roll button were pressed now (docs/systems-alienrpg.md "Reading the
 * dialog"), worked out as the system's code does at 4.0.5 from the observed call and the dialog's inputs as they stand
 * (read as `FormDataExtended` reads a text input: its text; the system's `Number(…)` then does the rest):
 * - the modifier dialog of `rollAbilityMod` (roll-all-dialog.hbs: `modifier`, `stressMod`; roll-base-dialog.hbs:
 *   `modifier` alone): `stressMod` is 0 when empty, else its number; then abilityRoll's pool (actor.mjs:454-467,
 *   555-567). An attribute's roll goes on to the stress checkbox's dialog: read here as checked, its default;
 * - the stress checkbox's dialog of `abilityRoll` (roll-attr-dialog.hbs: `rollStress`): unchecked, no stress dice
 *   (actor.mjs:312-315);
 * - a weapon's modifier dialog (item.mjs:81-218): the combat skill's value, the weapon's bonus and `modifier`; stress
 *   is the character's stress alone (not its `stress.mod`, unlike abilities) and `stressMod`.
 * - an evolved ranged weapon's own dialog, on a left-click (item.mjs:228-317; roll-ranged-weapon-dialog.hbs): see
 *   rangedPool.
 * Not read (no figure): armor, radiation, a vehicle's or a spacecraft's rolls.
 */

type Field = RuleSetKit["systems"]["field"];

/** The dialog's inputs, as they stand. */
interface AlienInputs {
  /** `modifier`'s text, or null where the dialog has none. */
  readonly modifier: string | null;
  /** `stressMod`'s text, or null where the dialog has none. */
  readonly stressMod: string | null;
  /** `rollStress`: checked or not, or null where the dialog has none. */
  readonly rollStress: boolean | null;
}

export function inputsOf(element: HTMLElement): AlienInputs {
  const input = (name: string) => element.querySelector<HTMLInputElement>(`.dialog-content input[name="${name}"]`);
  const rollStress = input("rollStress");
  return {
    modifier: input("modifier")?.value ?? null,
    stressMod: input("stressMod")?.value ?? null,
    rollStress: rollStress ? rollStress.checked : null,
  };
}

/** What the Roll button would roll: the pool, nothing at all (said in words), or null where no figure is read. */
type DialogPool = AlienPool | typeof ROLLS_NOTHING | null;

/** The system rolls nothing for the numbers as they stand (the dialog then says so rather than show no panel). */
export const ROLLS_NOTHING = "nothing";

/** The pool `yzeRoll` rolls, or ROLLS_NOTHING where it rolls none of the whole numbers it was given. */
function poolOf(r1: number, r2: number): DialogPool {
  return alienRollsNothing(r1, r2) ? ROLLS_NOTHING : alienPoolOf(r1, r2);
}

/** The pool, or null where the dialog is none of these or its numbers cannot be read. */
export function dialogPool(kit: RuleSetKit, call: AlienCall, inputs: AlienInputs, element: HTMLElement): DialogPool {
  const { field } = kit.systems;
  if (call.kind === "item") {
    if (inputs.modifier === null) return null;
    return call.right ? weaponPool(field, call.item, inputs) : rangedPool(field, call.item, inputs, element);
  }
  if (call.kind === "abilityMod") {
    if (inputs.modifier === null) return null;
    // rollAbilityMod: `!response.stressMod` → 0; `response.modifier === "undefined"` → 0; else their numbers.
    const stressMod = inputs.stressMod ? Number(inputs.stressMod) : 0;
    const modifier = inputs.modifier === "undefined" ? 0 : Number(inputs.modifier);
    return abilityPool(field, call.actor, call.dataset, modifier, stressMod, true);
  }
  // abilityRoll's own reading of its dataset (actor.mjs:197-198): `Number(dataset?.stressMod ?? 0)`.
  return inputs.rollStress === null
    ? null
    : abilityPool(field, call.actor, call.dataset, call.modifier, Number(call.stressMod ?? 0), inputs.rollStress);
}

/** The actor's stress (`getRollData().header.stress`): numbers in the system's data model, added as numbers here. */
function stressOf(field: Field, actor: unknown): { value: unknown; mod: unknown } {
  const getRollData = field(actor, "getRollData");
  const data: unknown =
    typeof getRollData === "function" ? Reflect.apply(getRollData, actor, []) : field(actor, "system");
  const stress = field(field(data, "header"), "stress");
  return { value: field(stress, "value"), mod: field(stress, "mod") };
}

/** abilityRoll (actor.mjs:186-280): the base and stress dice it passes to yzeRoll, for characters and synthetics. */
function abilityPool(
  field: Field,
  actor: unknown,
  dataset: unknown,
  dialogModifier: unknown,
  stressMod: unknown,
  rollStress: boolean,
): DialogPool {
  const read = (name: string): unknown => field(dataset, name);
  const roll = read("roll");
  const spbutt = read("spbutt");
  if (!roll || spbutt === "armor" || spbutt === "armorVfire") return null;
  if (read("label") === game.i18n.localize("ALIENRPG.Radiation")) return null;
  const modifier = Number(read("mod") ?? 0) + Number(dialogModifier ?? 0);
  const r1 = read("attr") ? Number(modifier || 0) : Number(roll || 0) + Number(modifier || 0);
  const type = field(actor, "type");
  let r2: number;
  if (type === "character") {
    const { value, mod } = stressOf(field, actor);
    r2 = Number(value) + Number(mod || 0) + Number(stressMod);
  } else if (type === "synthetic") {
    r2 = field(field(field(actor, "system"), "header"), "synthstress") ? Number(stressMod) : 0;
  } else if (type === "vehicles" || type === "spacecraft") {
    return null;
  } else {
    r2 = 0;
  }
  // The stress checkbox (an attribute of any actor but a synthetic): unchecked, no stress dice.
  if (read("attr") && type !== "synthetic" && !rollStress) r2 = 0;
  return poolOf(r1, r2);
}

/** A weapon's right-click roll (item.mjs:71-77, 111-216): its combat skill, its bonus, and the dialog's numbers. */
function weaponPool(field: Field, item: unknown, inputs: AlienInputs): DialogPool {
  const actor = field(item, "actor");
  const type = field(actor, "type");
  if (type === "vehicles" || type === "spacecraft") return null;
  const system = field(item, "system");
  const kind = field(field(field(system, "header"), "type"), "value");
  const skill = kind === "1" ? "rangedCbt" : kind === "2" ? "closeCbt" : null;
  if (!skill) return null;
  const skillMod = Number(field(field(field(field(actor, "system"), "skills"), skill), "mod"));
  const bonus = Number(field(field(field(system, "attributes"), "bonus"), "value"));
  const r1 = skillMod + bonus + Number(inputs.modifier);
  const stress = type === "character" ? Number(stressOf(field, actor).value) : 0;
  // Without a stress input (roll-base-dialog.hbs, an actor without stress): `stressMod = 0`.
  const r2 = stress + (inputs.stressMod === null ? 0 : Number(inputs.stressMod));
  return poolOf(r1, r2);
}

/**
 * An evolved ranged weapon's left-click dialog (item.mjs:254-302): the target's range (1 Engaged … 5 Extreme: past the
 * weapon's range, no roll; short of its minimum range, −2 a band), its cover (0, −2, −3) and size (0, +2, −2), careful
 * aim (+2), a weak spot (−2), `modifier` and `stressMod`. The system means Engaged to use Close Combat, but compares
 * the range, a number by then, with the string "1" (`dataset.shootrangeMod === '1'`): never equal, so Ranged Combat
 * always — followed here. Full auto and conserving ammunition change only the ammunition roll, apart from the pool.
 */
function rangedPool(field: Field, item: unknown, inputs: AlienInputs, element: HTMLElement): DialogPool {
  const read = (name: string) =>
    element.querySelector<HTMLInputElement | HTMLSelectElement>(`.dialog-content [name="${name}"]`);
  const checked = (name: string) =>
    element.querySelector<HTMLInputElement>(`.dialog-content input[name="${name}"]`)?.checked === true;
  const rangeChoice = read("rangeChoice");
  if (!rangeChoice) return null;
  const actor = field(item, "actor");
  const attributes = field(field(item, "system"), "attributes");
  const number = (name: string) => Number(field(field(attributes, name), "value"));
  const range = Number(rangeChoice.value);
  if (number("range") - range < 0) return null;
  const belowMinimum = range - number("minrange");
  const rangeMod = belowMinimum < 0 ? 2 * belowMinimum : 0;
  const skillMod = Number(field(field(field(field(actor, "system"), "skills"), "rangedCbt"), "mod"));
  const aim = (checked("carefullaim") ? 2 : 0) + (checked("aimforweakspot") ? -2 : 0);
  const r1 =
    skillMod +
    number("bonus") +
    Number(inputs.modifier) +
    Number(read("targetCover")?.value) +
    Number(read("sizeChoice")?.value) +
    aim +
    rangeMod;
  const stress = field(actor, "type") === "character" ? Number(stressOf(field, actor).value) : 0;
  return poolOf(r1, stress + Number(inputs.stressMod));
}
