/**
 * The formula of a Pathfinder 2e damage roll as its damage dialog stands (docs/systems-pf2e.md "Damage"), written as
 * pf2e's `createDamageFormula` writes it from the dialog's `formulaData` and the degree its Strike fixed: one instance
 * a damage type — the non-persistent ones first, then the persistent ones — each of its categories in turn (plain,
 * persistent, precision, splash), dice added by size and the numbers summed; on a critical hit the part a critical
 * doubles is written `2 * (…)` and the critical-only dice and numbers added after it undoubled, or, under the world's
 * *double the dice* variant, each die count doubled and the number written `2 * n`; a failure keeps splash alone.
 * Only what the dialog's enabled entries say is counted; a base entry given as terms is not read (refused).
 */

export type Pf2eDamageCategory = "persistent" | "precision" | "splash";

/** A part's critical inclusion: null doubled on a critical, true a critical's only, false never doubled. */
export type Pf2eCriticalInclusion = boolean | null;

export interface Pf2eBaseDamage {
  readonly diceNumber: number;
  readonly dieSize: number | null;
  readonly modifier: number;
  readonly damageType: string;
  readonly category: Pf2eDamageCategory | null;
  readonly materials: readonly string[];
}

export interface Pf2eDamageDice {
  readonly diceNumber: number;
  readonly dieSize: number | null;
  readonly damageType: string | null;
  readonly category: Pf2eDamageCategory | null;
  readonly critical: Pf2eCriticalInclusion;
  readonly enabled: boolean;
}

export interface Pf2eDamageModifier {
  readonly value: number;
  readonly damageType: string | null;
  readonly category: Pf2eDamageCategory | null;
  readonly critical: Pf2eCriticalInclusion;
  readonly enabled: boolean;
}

export interface Pf2eFormulaData {
  readonly base: readonly Pf2eBaseDamage[];
  readonly dice: readonly Pf2eDamageDice[];
  readonly modifiers: readonly Pf2eDamageModifier[];
}

/** The degrees a damage roll is written for. */
export type Pf2eDamageDegree = "failure" | "success" | "criticalSuccess";

interface Part {
  readonly faces: number | null;
  readonly count: number;
  readonly value: number;
  readonly category: Pf2eDamageCategory | null;
  readonly critical: Pf2eCriticalInclusion;
  readonly materials: readonly string[];
}

const ORDER = [null, "persistent", "precision", "splash"] as const;

/** Each damage type's parts, in the order they come: base entries, dice, modifiers. */
function partsByType(data: Pf2eFormulaData, critical: boolean): Map<string, Part[]> {
  const byType = new Map<string, Part[]>();
  const push = (type: string, part: Part) => byType.set(type, [...(byType.get(type) ?? []), part]);
  for (const base of data.base) {
    if (!byType.has(base.damageType)) byType.set(base.damageType, []);
    const dice = base.diceNumber > 0 && base.dieSize !== null;
    if (!dice && base.modifier === 0) continue;
    const { category, materials } = base;
    push(base.damageType, {
      faces: dice ? base.dieSize : null,
      count: dice ? base.diceNumber : 0,
      value: base.modifier,
      category,
      critical: null,
      materials,
    });
  }
  const counts = (entry: { enabled: boolean; critical: Pf2eCriticalInclusion }) =>
    entry.enabled && (critical || entry.critical !== true);
  const baseFor = (type: string | null) => data.base.find((base) => base.damageType === type) ?? data.base[0];
  for (const die of data.dice.filter(counts)) {
    const base = baseFor(die.damageType);
    const faces = die.dieSize ?? base?.dieSize ?? null;
    if (die.diceNumber <= 0 || faces === null || !base) continue;
    const { category, critical: inclusion } = die;
    push(die.damageType ?? base.damageType, {
      faces,
      count: die.diceNumber,
      value: 0,
      category,
      critical: inclusion,
      materials: [],
    });
  }
  for (const modifier of data.modifiers.filter(counts)) {
    const type = modifier.damageType ?? baseFor(modifier.damageType)?.damageType;
    if (type === undefined) continue;
    const { category, critical: inclusion, value } = modifier;
    push(type, { faces: null, count: 0, value, category, critical: inclusion, materials: [] });
  }
  return byType;
}

const withOperators = (text: string): boolean => /[-+*/]/.test(text);

/** The parts as pf2e's simple formula: dice by size, largest first, then the summed number (`2 * n` doubled). */
function simple(parts: readonly Part[], doubleDice: boolean): string {
  const bySize = new Map<number, number>();
  for (const part of parts)
    if (part.faces !== null && part.count > 0) bySize.set(part.faces, (bySize.get(part.faces) ?? 0) + part.count);
  const dice = [...bySize]
    .sort(([a], [b]) => b - a)
    .map(([faces, count]) => (doubleDice ? `(${2 * count}d${faces}[doubled])` : `${count}d${faces}`))
    .join(" + ");
  const number = parts.reduce((sum, part) => sum + part.value, 0);
  const constant = number === 0 ? "" : doubleDice ? `2 * ${Math.abs(number)}` : String(Math.abs(number));
  return [dice, constant].filter((text) => text !== "").join(number > 0 ? " + " : " - ") || "0";
}

/** The terms of each category holding parts of these inclusions (precision and splash flavoured). */
function terms(parts: readonly Part[], inclusions: readonly Pf2eCriticalInclusion[], doubleDice = false): string[] {
  return ORDER.flatMap((category) => {
    const text = simple(
      parts.filter((part) => part.category === category && inclusions.includes(part.critical)),
      doubleDice,
    );
    if (text === "0") return [];
    if (category !== "precision" && category !== "splash") return [text];
    return [`${withOperators(text) ? `(${text})` : text}[${category}]`];
  });
}

const added = (texts: readonly string[]): string | null => (texts.length > 0 ? texts.join(" + ") : null);

function instance(type: string, all: readonly Part[], persistent: boolean, critical: boolean, doubleDice: boolean) {
  const parts = all.filter((part) => (part.category === "persistent") === persistent);
  if (parts.length === 0) return [];
  const doubled = critical && doubleDice;
  const regularSum = added(terms(parts, critical ? [null] : [null, false], doubled));
  const regular =
    critical && !doubled && regularSum !== null
      ? `2 * ${withOperators(regularSum) ? `(${regularSum})` : regularSum}`
      : regularSum;
  const criticalOnly = critical ? added(terms(parts, [true, false])) : null;
  const sum = added([regular, criticalOnly].filter((text): text is string => text !== null)) ?? "0";
  const head = /^\(.*\)$/.test(sum) || /^\d+(d\d+)?$/.test(sum) ? sum : `(${sum})`;
  if (head === "0" && persistent) return [];
  const words = [
    ...(type === "untyped" && !persistent ? [] : [type]),
    ...(persistent ? ["persistent"] : []),
    ...parts.flatMap((part) => part.materials),
  ];
  return [words.length > 0 ? `${head}[${words.join(",")}]` : head];
}

/**
 * The roll's formula for a degree, `{…}` of its instances — or null when the dialog has no base damage (nothing is
 * rolled). `doubleDice`: the world's critical rule doubles the dice instead of the total.
 */
export function pf2eDamageFormula(data: Pf2eFormulaData, degree: Pf2eDamageDegree, doubleDice: boolean): string | null {
  const kept: Pf2eFormulaData =
    degree === "failure"
      ? {
          base: data.base,
          dice: data.dice.filter((die) => die.category === "splash"),
          modifiers: data.modifiers.filter((modifier) => modifier.category === "splash"),
        }
      : data;
  if (kept.base.length === 0) return null;
  const critical = degree === "criticalSuccess";
  const byType = [...partsByType(kept, critical)];
  const instances = [false, true].flatMap((persistent) =>
    byType.flatMap(([type, parts]) => instance(type, parts, persistent, critical, doubleDice)),
  );
  return `{${instances.join(",")}}`;
}
