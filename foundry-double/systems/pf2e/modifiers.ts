/**
 * pf2e's modifiers (src/module/actor/modifiers.ts, as stored at the 5.x–7.x line that dialog.ts reads): a modifier's
 * label, slug (the label slugged when none is given), value, type (ability, circumstance, item, potency,
 * proficiency, status or untyped; anything else untyped), `enabled` and `ignored`, and its predicate;
 * `test(options)` sets `ignored` to its predicate failing. A StatisticModifier keeps one modifier per slug (the larger
 * by magnitude) and works its total out: with roll options, every modifier tested again; then the stacking rules —
 * the best ability modifier only, every untyped one, and of each other type the highest bonus and the lowest penalty
 * — and the sum of the enabled ones. A CheckModifier starts from a statistic's modifiers, cloned, and more.
 * Not emulated: a modifier's own adjustments (suppressing it or changing its value: nothing the adapter, the
 * playground or a test reads), damage types and categories, relabelling, critical-only modifiers, roll options of a
 * modifier's item.
 */
import { Predicate, type RawPredicate } from "./predication";
import { globalOf } from "../../globals";

const MODIFIER_TYPES = new Set(["ability", "circumstance", "item", "potency", "proficiency", "status", "untyped"]);

export type ModifierType = "ability" | "circumstance" | "item" | "potency" | "proficiency" | "status" | "untyped";

export interface RawModifier {
  slug?: string;
  label: string;
  modifier: number;
  type?: ModifierType;
  ability?: string | null;
  force?: boolean;
  enabled?: boolean;
  ignored?: boolean;
  predicate?: RawPredicate;
  hideIfDisabled?: boolean;
}

/** pf2e's `sluggify` for a plain label: lower case, runs of anything else than letters and digits as one hyphen. */
function sluggify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

function localize(key: string): string {
  return globalOf<{ i18n?: { localize(k: string): string } }>("game")?.i18n?.localize(key) ?? key;
}

export class ModifierPF2e {
  slug: string;
  label: string;
  modifier: number;
  readonly #originalValue: number;
  type: ModifierType;
  ability: string | null;
  force: boolean;
  enabled: boolean;
  ignored: boolean;
  predicate: Predicate;
  hideIfDisabled: boolean;
  kind: "bonus" | "penalty" | "modifier";

  constructor(...args: [RawModifier] | [label: string, modifier: number, type?: ModifierType]) {
    const params: RawModifier =
      typeof args[0] === "string"
        ? { label: args[0], modifier: args[1] as number, type: args[2] ?? "untyped" }
        : args[0];
    this.label = localize(params.label);
    this.slug = sluggify(params.slug ?? this.label);
    this.#originalValue = this.modifier = params.modifier;
    this.type = params.type && MODIFIER_TYPES.has(params.type) ? params.type : "untyped";
    this.ability = params.ability ?? null;
    this.force = params.force ?? false;
    this.enabled = params.enabled ?? true;
    this.ignored = params.ignored ?? false;
    this.predicate = new Predicate(params.predicate ?? []);
    this.hideIfDisabled = params.hideIfDisabled ?? false;
    this.kind =
      this.modifier >= 0 && !["ability", "untyped"].includes(this.type)
        ? "bonus"
        : this.modifier < 0 && this.type !== "ability"
          ? "penalty"
          : "modifier";
  }

  get value(): number {
    return this.kind === "penalty" && this.modifier === 0 ? -this.modifier : this.modifier;
  }

  clone(): ModifierPF2e {
    return new ModifierPF2e({ ...this.toObject(), modifier: this.#originalValue, predicate: [...this.predicate] });
  }

  /** Sets `ignored` from the predicate. */
  test(options: Set<string> | readonly string[]): void {
    this.ignored = !this.predicate.test(options);
  }

  toObject(): RawModifier {
    const { slug, label, modifier, type, ability, force, enabled, ignored, hideIfDisabled } = this;
    return {
      slug,
      label,
      modifier,
      type,
      ability,
      force,
      enabled,
      ignored,
      hideIfDisabled,
      predicate: [...this.predicate],
    };
  }
}

/** The better of two modifiers of one type: the higher bonus, the lower penalty (the later one on a tie). */
function stack(
  best: Record<string, ModifierPF2e>,
  modifier: ModifierPF2e,
  isBetter: (a: ModifierPF2e, b: ModifierPF2e) => boolean,
): void {
  const existing = best[modifier.type];
  if (existing === undefined) {
    modifier.enabled = true;
    best[modifier.type] = modifier;
  } else if (isBetter(modifier, existing)) {
    existing.enabled = false;
    modifier.enabled = true;
    best[modifier.type] = modifier;
  } else modifier.enabled = false;
}

export function applyStackingRules(modifiers: ModifierPF2e[]): void {
  const highestBonus: Record<string, ModifierPF2e> = {};
  const lowestPenalty: Record<string, ModifierPF2e> = {};
  const abilities = modifiers.filter((m) => m.type === "ability" && !m.ignored);
  const bestAbility = abilities.reduce<ModifierPF2e | null>(
    (best, m) => (best === null ? m : m.force ? m : best.force ? best : m.modifier > best.modifier ? m : best),
    null,
  );
  for (const modifier of abilities) modifier.ignored = modifier !== bestAbility;
  for (const modifier of modifiers) {
    if (modifier.ignored) modifier.enabled = false;
    else if (modifier.type === "untyped") modifier.enabled = true;
    else if (modifier.modifier < 0) stack(lowestPenalty, modifier, (a, b) => a.modifier <= b.modifier);
    else stack(highestBonus, modifier, (a, b) => a.modifier >= b.modifier);
  }
}

export class StatisticModifier {
  slug: string;
  protected _modifiers: ModifierPF2e[];
  totalModifier = 0;

  constructor(slug: string, modifiers: ModifierPF2e[] = [], rollOptions: Set<string> | readonly string[] = new Set()) {
    this.slug = slug;
    const seen: Record<string, ModifierPF2e> = {};
    for (const modifier of modifiers) {
      const kept = seen[modifier.slug];
      if (!kept || Math.abs(modifier.modifier) > Math.abs(kept.modifier)) seen[modifier.slug] = modifier;
    }
    this._modifiers = Object.values(seen);
    this.calculateTotal(rollOptions instanceof Set ? rollOptions : new Set(rollOptions));
  }

  get modifiers(): readonly ModifierPF2e[] {
    return [...this._modifiers];
  }

  /** Add a modifier; one of the same slug is replaced only by a larger one. */
  push(modifier: ModifierPF2e): number {
    const index = this._modifiers.findIndex((m) => m.slug === modifier.slug);
    const existing = this._modifiers[index];
    if (!existing) {
      this._modifiers.push(modifier);
      this.calculateTotal();
    } else if (Math.abs(modifier.modifier) > Math.abs(existing.modifier)) {
      this._modifiers[index] = modifier;
      this.calculateTotal();
    }
    return this._modifiers.length;
  }

  calculateTotal(rollOptions: Set<string> = new Set()): void {
    if (rollOptions.size > 0) for (const modifier of this._modifiers) modifier.test(rollOptions);
    applyStackingRules(this._modifiers);
    this.totalModifier = this._modifiers.filter((m) => m.enabled).reduce((total, m) => total + m.modifier, 0);
  }
}

export class CheckModifier extends StatisticModifier {
  constructor(
    slug: string,
    statistic: { modifiers: readonly (ModifierPF2e | RawModifier)[] },
    modifiers: ModifierPF2e[] = [],
    rollOptions: Set<string> | readonly string[] = new Set(),
  ) {
    const base = statistic.modifiers.map((m) => (m instanceof ModifierPF2e ? m.clone() : new ModifierPF2e(m)));
    super(slug, base.concat(modifiers), rollOptions);
  }
}
