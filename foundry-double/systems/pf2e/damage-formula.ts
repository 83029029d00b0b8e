/**
 * pf2e's damage formula data and `createDamageFormula` (src/module/system/damage/formula.ts, the stored copy with
 * `AssembledFormula` and `CRITICAL_INCLUSION`; values.ts; actor/modifiers.ts for DamageDicePF2e and a modifier's
 * damage fields):
 * - a DamageDicePF2e: slug, label, dice number and die size, damage type, category (persistent, precision, splash or
 *   none), `critical` (null: doubled on a critical; true: a critical's only; false: never doubled), enabled and
 *   ignored, an override (fatal's die size);
 * - a damage modifier: a ModifierPF2e with a damage type, a damage category and `critical`;
 * - the formula for a degree: a critical failure none; a failure keeps only splash dice and modifiers; the base
 *   entries, then the enabled dice and modifiers that fit the degree (a critical-only one on a critical alone), each
 *   to its damage type's partials (a die without a size takes its base's); per damage type one instance, the
 *   non-persistent ones first, then the persistent ones; in each, the categories in the order none, persistent,
 *   precision, splash (precision and splash flavoured so): on a critical `2 * (…)` of the partials doubled on a
 *   critical, then the critical-only and never-doubled ones added undoubled — or, with the world's `critRule`
 *   "doubledice", each die count doubled as `(Nd F[doubled])` and the constant as `2 * c`; an instance wrapped in
 *   parentheses unless a bare number or die, flavoured `[type]` (none for untyped), `[type,persistent]` for
 *   persistent damage, with the base's materials; all in `{…}`.
 * Not emulated: the breakdown labels (an empty list), a base entry's `terms`, a die's override applied (fatal's
 * larger die: pf2e applies it elsewhere, not read), damage alterations and the auto-generated base labels.
 */
import { ModifierPF2e, type RawModifier } from "./modifiers";
import { readPath } from "../kit/data";

export type DamageCategory = "persistent" | "precision" | "splash";
/** CRITICAL_INCLUSION (values.ts): DOUBLE_ON_CRIT null, CRITICAL_ONLY true, DONT_DOUBLE_ON_CRIT false. */
export type CriticalInclusion = boolean | null;

export interface BaseDamage {
  diceNumber?: number;
  dieSize?: string | null;
  modifier?: number;
  damageType: string;
  category?: DamageCategory | null;
  materials?: string[];
}

export interface RawDamageDice {
  slug: string;
  label?: string;
  selector?: string;
  diceNumber?: number;
  dieSize?: string | null;
  damageType?: string | null;
  category?: DamageCategory | null;
  critical?: CriticalInclusion;
  enabled?: boolean;
  ignored?: boolean;
  hideIfDisabled?: boolean;
  override?: { dieSize?: string; diceNumber?: number; damageType?: string } | null;
}

export class DamageDicePF2e {
  slug: string;
  label: string;
  selector: string;
  diceNumber: number;
  dieSize: string | null;
  damageType: string | null;
  category: DamageCategory | null;
  critical: CriticalInclusion;
  enabled: boolean;
  ignored: boolean;
  hideIfDisabled: boolean;
  override: RawDamageDice["override"];

  constructor(params: RawDamageDice) {
    this.slug = params.slug;
    this.label = params.label ?? params.slug;
    this.selector = params.selector ?? "damage";
    this.diceNumber = params.diceNumber ?? 0;
    this.dieSize = params.dieSize ?? null;
    this.damageType = params.damageType ?? null;
    this.category = params.category ?? null;
    this.critical = params.critical ?? null;
    this.ignored = params.ignored ?? false;
    this.enabled = params.enabled ?? !this.ignored;
    this.hideIfDisabled = params.hideIfDisabled ?? false;
    this.override = params.override ?? null;
  }
}

export interface RawDamageModifier extends RawModifier {
  damageType?: string | null;
  damageCategory?: DamageCategory | null;
  critical?: CriticalInclusion;
}

/** A modifier with pf2e's damage fields (ModifierPF2e has them all; the double's check part lacks them). */
export class DamageModifierPF2e extends ModifierPF2e {
  damageType: string | null;
  damageCategory: DamageCategory | null;
  critical: CriticalInclusion;

  constructor(params: RawDamageModifier) {
    super(params);
    this.damageType = params.damageType || null;
    this.damageCategory = params.damageCategory || null;
    this.critical = params.critical ?? null;
  }

  get category(): DamageCategory | null {
    return this.damageCategory;
  }
}

export interface DamageFormulaData {
  base: BaseDamage[];
  dice: DamageDicePF2e[];
  modifiers: DamageModifierPF2e[];
}

export const DEGREE = { criticalFailure: 0, failure: 1, success: 2, criticalSuccess: 3 } as const;

interface Partial {
  dice: { number: number; faces: number } | null;
  modifier: number;
  category: DamageCategory | null;
  critical: CriticalInclusion;
  materials: string[];
}

const CATEGORIES = [null, "persistent", "precision", "splash"] as const;

const faces = (size: string | null | undefined): number => Number(String(size ?? "").replace("d", "")) || 0;

/** `game.settings.get("pf2e", "critRule")`. */
function critRule(): string {
  return String(Reflect.apply(game.settings.get, game.settings, ["pf2e", "critRule"]));
}

/** The partials of each damage type: the base entries, then the dice, then the modifiers (formula.ts's order). */
function partialsByType(data: DamageFormulaData, critical: boolean): Map<string, Partial[]> {
  const byType = new Map<string, Partial[]>();
  const add = (type: string, partial: Partial) => byType.set(type, [...(byType.get(type) ?? []), partial]);
  for (const base of data.base) {
    byType.set(base.damageType, byType.get(base.damageType) ?? []);
    const number = base.diceNumber ?? 0;
    if (!((number && base.dieSize) || base.modifier)) continue;
    add(base.damageType, {
      dice: number && base.dieSize ? { number, faces: faces(base.dieSize) } : null,
      modifier: base.modifier ?? 0,
      category: base.category ?? null,
      critical: null,
      materials: base.materials ?? [],
    });
  }
  const fits = (entry: { critical: CriticalInclusion }) => critical || entry.critical !== true;
  const [first] = data.base;
  const baseOf = (type: string | null) => data.base.find((b) => b.damageType === type) ?? first;
  for (const die of data.dice.filter((d) => d.enabled && fits(d))) {
    const base = baseOf(die.damageType);
    const size = faces(die.dieSize) || faces(base?.dieSize);
    if (base && die.diceNumber > 0 && size)
      add(die.damageType ?? base.damageType, {
        dice: { number: die.diceNumber, faces: size },
        modifier: 0,
        category: die.category,
        critical: die.critical,
        materials: [],
      });
  }
  for (const modifier of data.modifiers.filter((m) => m.enabled && fits(m)))
    add(modifier.damageType ?? baseOf(modifier.damageType)?.damageType ?? "untyped", {
      dice: null,
      modifier: modifier.value,
      category: modifier.damageCategory,
      critical: modifier.critical,
      materials: [],
    });
  return byType;
}

/** Dice summed by faces (largest first) and the constant: `2d8 + 1d6 + 4`; doubled dice as `(4d8[doubled])`. */
function simpleFormula(partials: readonly Partial[], doubleDice: boolean): string {
  const constant = partials.reduce((sum, p) => sum + p.modifier, 0);
  const counts = new Map<number, number>();
  for (const p of partials)
    if (p.dice && p.dice.number > 0) counts.set(p.dice.faces, (counts.get(p.dice.faces) ?? 0) + p.dice.number);
  const dice = [...counts]
    .sort(([a], [b]) => b - a)
    .map(([size, number]) => (doubleDice ? `(${number * 2}d${size}[doubled])` : `${number}d${size}`));
  const parts = [
    dice.join(" + "),
    constant === 0 ? "" : doubleDice ? `2 * ${Math.abs(constant)}` : String(Math.abs(constant)),
  ];
  return parts.filter((part) => part !== "").join(constant > 0 ? " + " : " - ") || "0";
}

const hasOperators = (formula: string): boolean => /[-+*/]/.test(formula);

/** One expression a category, in the order none, persistent, precision, splash; empty ones left out. */
function categoryTerms(partials: readonly Partial[], inclusion: readonly CriticalInclusion[], doubleDice: boolean) {
  return CATEGORIES.flatMap((category) => {
    const chosen = partials.filter((p) => p.category === category && inclusion.includes(p.critical));
    const expression = simpleFormula(chosen, doubleDice);
    if (expression === "0") return [];
    const special = category === "precision" || category === "splash";
    const term = special && hasOperators(expression) ? `(${expression})` : expression;
    return [special ? `${term}[${category}]` : term];
  });
}

function sum(terms: readonly string[], double = false): string | null {
  if (terms.length === 0) return null;
  const summed = terms.join(" + ");
  return double ? `2 * ${hasOperators(summed) ? `(${summed})` : summed}` : summed;
}

function instanceOf(type: string, partials: readonly Partial[], degree: number, persistent: boolean): string | null {
  const own = partials.filter((p) => (p.category === "persistent") === persistent);
  if (own.length === 0) return null;
  const critical = degree === DEGREE.criticalSuccess;
  const doubleDice = critical && critRule() === "doubledice";
  const regular = sum(categoryTerms(own, critical ? [null] : [null, false], doubleDice), critical && !doubleDice);
  const criticalOnly = critical ? sum(categoryTerms(own, [true, false], false)) : null;
  const summed = sum([regular, criticalOnly].filter((t): t is string => t !== null));
  const head = summed === null ? "0" : /^\(.*\)$/.test(summed) || /^\d+(d\d+)?$/.test(summed) ? summed : `(${summed})`;
  if (head === "0" && persistent) return null;
  const flavor = [
    ...(type === "untyped" && !persistent ? [] : [type]),
    ...(persistent ? ["persistent"] : []),
    ...own.flatMap((p) => p.materials),
  ].join(",");
  return flavor ? `${head}[${flavor}]` : head;
}

/** The formula of the damage for a degree (2 a success, 3 a critical success), or null for a critical failure. */
export function createDamageFormula(
  data: DamageFormulaData,
  degree: number = DEGREE.success,
): { formula: string; breakdown: string[] } | null {
  if (degree === DEGREE.criticalFailure) return null;
  const kept =
    degree === DEGREE.failure
      ? {
          base: data.base,
          dice: data.dice.filter((d) => d.category === "splash"),
          modifiers: data.modifiers.filter((m) => m.damageCategory === "splash"),
        }
      : data;
  if (kept.base.length === 0) return null;
  const byType = partialsByType(kept, degree === DEGREE.criticalSuccess);
  const instances = [false, true].flatMap((persistent) =>
    [...byType].flatMap(([type, partials]) => instanceOf(type, partials, degree, persistent) ?? []),
  );
  return { formula: `{${instances.join(",")}}`, breakdown: [] };
}

/** Whether the user shows damage dialogs: `flags.pf2e.settings.showDamageDialogs`, true unless set (UserPF2e). */
export function showDamageDialogs(): boolean {
  return readPath(game.user, "flags.pf2e.settings.showDamageDialogs") !== false;
}
