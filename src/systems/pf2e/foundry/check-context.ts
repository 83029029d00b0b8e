import type { RuleSetKit } from "../../../foundry/composition";
import {
  DEGREES,
  type AdjustmentAmount,
  type CheckDie,
  type CheckRoll,
  type Degree,
  type DegreeAdjustments,
  type DosAdjustment,
  type RolledCheck,
} from "../core/degrees";

/**
 * What the adapter reads of pf2e's `CheckModifiersDialog` (src/module/system/check/dialog.ts) and of what its
 * `Check.roll` then rolls (check.ts), at pf2e 7.x (1566d666) and the later stored copy (docs/systems-pf2e.md "What is
 * read"): `app.check.totalModifier`, and `app.context` — its roll options, substitutions, fortune or misfortune
 * (`rollTwice`, which the dialog's radios set without drawing again), the DC and the degree-of-success adjustments.
 * Everything is read as unknown and checked field by field.
 */

/** The dialog's fate radios: the `rollTwice` each sets (`.fate input[type=radio]`, value "" for none). */
export const FATES = [
  { id: "fortune", rollTwice: "keep-higher" },
  { id: "normal", rollTwice: false },
  { id: "misfortune", rollTwice: "keep-lower" },
] as const;

type FateId = (typeof FATES)[number]["id"];

/** A roll option set as check.ts keeps it (a Set; macros may pass an array). */
function optionsOf(value: unknown): Set<string> {
  const list: unknown[] = value instanceof Set ? [...value] : Array.isArray(value) ? value : [];
  return new Set(list.filter((option): option is string => typeof option === "string"));
}

/**
 * A substitution as check.ts picks one: the first selected, its fixed value and whether it is fortune or misfortune.
 */
interface Substitution {
  readonly slug: string;
  readonly value: number;
  readonly selected: boolean;
  readonly effectType: unknown;
}

function substitutionsOf(kit: RuleSetKit, context: unknown): Substitution[] {
  const { field } = kit.systems;
  const list = field(context, "substitutions");
  if (!Array.isArray(list)) return [];
  return list.map((entry: unknown) => ({
    slug: String(field(entry, "slug")),
    value: Number(field(entry, "value")),
    selected: field(entry, "selected") === true,
    effectType: field(entry, "effectType"),
  }));
}

/** The fortune and misfortune the roll carries: a selected substitution's and the radio's (check.ts). */
function fateTraits(substitution: Substitution | undefined, rollTwice: string | false): string[] {
  const traits = [rollTwice === "keep-higher" ? "fortune" : rollTwice === "keep-lower" ? "misfortune" : null];
  if (typeof substitution?.effectType === "string") traits.unshift(substitution.effectType);
  return traits.filter((trait): trait is string => trait !== null && trait !== "");
}

/** A choice's roll, or the reason it cannot be read exactly. */
type FateRoll = { readonly roll: CheckRoll } | { readonly refusal: Error };

/**
 * The roll one fate radio makes (check.ts): fortune and misfortune together roll one d20 and drop every
 * substitution; otherwise a selected substitution rolls its fixed value; otherwise `2d20kh`, `2d20kl` or `1d20`.
 * When fortune and misfortune meet and the check has substitutions, pf2e works the modifier out again from roll
 * options the dialog does not show: that roll is not read (docs/systems-pf2e.md "Fortune and misfortune").
 */
export function fateRoll(kit: RuleSetKit, app: unknown, rollTwice: string | false, dc: number | null): FateRoll {
  const { field } = kit.systems;
  const { IndieDiceError } = kit.limits;
  const context = field(app, "context");
  const modifier = field(field(app, "check"), "totalModifier");
  if (typeof modifier !== "number" || !Number.isInteger(modifier))
    return { refusal: new IndieDiceError("INDIE_DICE.SystemOdds.Pf2e.Unreadable") };
  const substitutions = substitutionsOf(kit, context);
  const substitution = substitutions.find((entry) => entry.selected);
  const options = optionsOf(field(context, "options"));
  for (const trait of fateTraits(substitution, rollTwice)) options.add(trait);
  let die: CheckDie;
  if (options.has("fortune") && options.has("misfortune")) {
    if (substitutions.length > 0) return { refusal: new IndieDiceError("INDIE_DICE.SystemOdds.Pf2e.Recalculated") };
    die = { kind: "d20" };
  } else if (substitution) {
    if (!Number.isInteger(substitution.value))
      return { refusal: new IndieDiceError("INDIE_DICE.SystemOdds.Pf2e.Unreadable") };
    die = { kind: "fixed", value: substitution.value };
  } else {
    die = { kind: rollTwice === "keep-higher" ? "fortune" : rollTwice === "keep-lower" ? "misfortune" : "d20" };
  }
  const adjustments = adjustmentsOf(kit, field(context, "dosAdjustments"), options, dc);
  if (adjustments === null) return { refusal: new IndieDiceError("INDIE_DICE.SystemOdds.Pf2e.Unreadable") };
  return { roll: { die, modifier, adjustments } };
}

const AMOUNTS: readonly AdjustmentAmount[] = [-2, -1, 1, 2, ...DEGREES];

function isAmount(value: unknown): value is AdjustmentAmount {
  return AMOUNTS.some((amount) => amount === value);
}

/** One adjustment record, or null where an entry is not one pf2e's degree-of-success code knows. */
export function recordOf(kit: RuleSetKit, value: unknown): DegreeAdjustments | null {
  const { field } = kit.systems;
  if (typeof value !== "object" || value === null) return null;
  const record: Partial<Record<"all" | Degree, { label: string; amount: AdjustmentAmount }>> = {};
  for (const key of ["all", ...DEGREES] as const) {
    const entry: unknown = Reflect.get(value, key);
    if (entry === undefined || entry === null) continue;
    const [label, amount] = [field(entry, "label"), field(entry, "amount")];
    if (typeof label !== "string" || !isAmount(amount)) return null;
    record[key] = { label, amount };
  }
  return record;
}

/**
 * The roll options an adjustment's predicate is tested against (check.ts): the roll's own — its total, its natural
 * result (which a substitution, rolling no die, leaves "undefined") and its distance from the DC — and the check's.
 */
function rolledOptions(roll: RolledCheck, options: ReadonlySet<string>, dc: number | null): Set<string> {
  const natural = roll.natural === null ? "undefined" : String(roll.natural);
  const own = [`check:total:${roll.total}`, `check:total:natural:${natural}`, `check:roll:total:natural:${natural}`];
  if (dc !== null) own.push(`check:total:delta:${roll.total - dc}`);
  return new Set([...own, ...options]);
}

/**
 * The check's degree-of-success adjustments, each tested by pf2e's own predicate (`predicate.test`) on each roll
 * the die can make; null when one cannot be read that way (docs/systems-pf2e.md "Adjustments").
 */
function adjustmentsOf(
  kit: RuleSetKit,
  value: unknown,
  options: ReadonlySet<string>,
  dc: number | null,
): DosAdjustment[] | null {
  const { field } = kit.systems;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const entries: unknown[] = value;
  const read: DosAdjustment[] = [];
  for (const entry of entries) {
    const adjustments = recordOf(kit, field(entry, "adjustments"));
    const applies = appliesOf(kit, field(entry, "predicate"), options, dc);
    if (!adjustments || !applies) return null;
    read.push({ adjustments, applies });
  }
  return read;
}

/**
 * An adjustment without a predicate always applies (check.ts: `a.predicate?.test(...) ?? true`); null when unreadable.
 */
function appliesOf(
  kit: RuleSetKit,
  predicate: unknown,
  options: ReadonlySet<string>,
  dc: number | null,
): DosAdjustment["applies"] | null {
  if (predicate === undefined || predicate === null) return () => true;
  const test = kit.systems.field(predicate, "test");
  if (typeof test !== "function") return null;
  return (roll) => Reflect.apply(test, predicate, [rolledOptions(roll, options, dc)]) === true;
}

/** The DC's value, or null for a check without one. */
export function dcOf(kit: RuleSetKit, app: unknown): number | null {
  const { field } = kit.systems;
  const value = field(field(field(app, "context"), "dc"), "value");
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * Whether the DC is the target's AC: pf2e's Strike resolves its DC `against: "armor"` (CheckContext), and check.ts
 * names a DC of that slug by `PF2E.Check.DC.Specific.armor`, "AC".
 */
export function dcIsAC(kit: RuleSetKit, app: unknown): boolean {
  const { field } = kit.systems;
  return field(field(field(app, "context"), "dc"), "slug") === "armor";
}

/** The radio the dialog rolls with now (`context.rollTwice`). */
export function selectedFate(kit: RuleSetKit, app: unknown): FateId {
  const { field } = kit.systems;
  const rollTwice = field(field(app, "context"), "rollTwice");
  return FATES.find((fate) => fate.rollTwice === rollTwice && rollTwice !== false)?.id ?? "normal";
}
