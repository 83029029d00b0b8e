/**
 * The answer of the web calculator's Damage view (damage-calculator-page.ts, docs/damage.md "In the web
 * calculator"): its fields read into two damage questions — the roll on a hit, and on a critical by the chosen rule —
 * each answered with its totals, mean and chance to drop the target, worded for the page. The engine comes in `ask`
 * (the systems' lazy script hands in the damage question under the systems' rules), so the page stays light.
 */
import { IndieDiceError } from "../../core/errors";
import { CRITICAL_DICE, DAMAGE_NUMBER, PLAIN_TARGET } from "../../core/damage/damage-question";
import type { DamageAnswer, DamageQuestion, DamageTarget } from "../../core/damage/damage-question-types";
import { totalsBars, type DamageOutcomes } from "../../core/damage/damage-outcomes";
import { errorText } from "../dialogs/error-text";
import { FormReader } from "../dialogs/form-reader";
import { formatDecimal, formatPercent } from "../percent";
import { formatNumber } from "../numbers";
import { formatWith, type Translator } from "../translator";
import { optionValues, wholeField, type SystemDamageCalculator } from "../systems/system-calculator";
import { damageCalculatorPage } from "./damage-calculator-page";

const KEY = "INDIE_DICE.Calculator.Damage";
/** Bars past this many group neighbouring totals, so that a wide roll (1d1000) still draws a readable chart. */
const MAX_BARS = 60;

/** One bar: the total (or range of totals) it stands for, its chance, and its height against the tallest. */
export interface DamageBar {
  readonly label: string;
  readonly probability: number;
  readonly chance: string;
  readonly share: number;
  /** The total (a group's least) reaches the target's hit points: the bar is marked. */
  readonly drops: boolean;
}

/** A column: the hit's or the critical's roll as built, its mean, the chance it drops the target, its bars. */
export interface DamageColumn {
  readonly id: "hit" | "critical";
  readonly title: string;
  /** The formula rolled (user text: drawn as text). */
  readonly rolled: string;
  readonly mean: string;
  readonly drop: { readonly text: string; readonly probability: number } | null;
  readonly chartLabel: string;
  /** What a marked bar means; null without a target. */
  readonly dropsLabel: string | null;
  readonly bars: readonly DamageBar[];
}

/** The words of the table under each chart: its summary (what opens it) and its two headers. */
export interface DamageTableWords {
  readonly summary: string;
  readonly total: string;
  readonly chance: string;
}

interface DamageCalculatorAnswer {
  readonly errors: Readonly<Record<string, string>>;
  readonly columns: readonly DamageColumn[] | null;
  readonly words: DamageTableWords;
  readonly refusal: string | null;
}

/**
 * The Damage view's answer to `fields` (the link's text; a field it does not hold reads as the page's initial), under
 * the rules of `systems` (their answers: the systems' lazy script's).
 */
export function damageCalculatorAnswer(
  systems: readonly SystemDamageCalculator[],
  fields: Readonly<Record<string, string>>,
  i18n: Translator,
  ask: (question: DamageQuestion) => DamageAnswer,
): DamageCalculatorAnswer {
  const page = damageCalculatorPage(systems.map((system) => system.page));
  const pageFields = page.fields;
  const initial = Object.fromEntries(pageFields.map((field) => [field.name, field.initial]));
  const reader = new FormReader(fields, initial, i18n);
  const question = questionOf(reader, systems, (name) => optionValues(page, name));
  const errors = Object.fromEntries(
    pageFields.flatMap((field) => {
      const error = reader.error(field.name);
      return error === null ? [] : [[field.name, error]];
    }),
  );
  const words = {
    summary: i18n.localize(`${KEY}.Table`),
    total: i18n.localize(`${KEY}.Total`),
    chance: i18n.localize(`${KEY}.Chance`),
  };
  if (reader.errorCount > 0) return { errors, columns: null, words, refusal: null };
  try {
    const hit = ask({ ...question, critical: undefined });
    const critical = ask(question);
    const target = question.targets?.[0];
    // What the target takes reaches this many points: its hit points and temporary hit points (one at 0 is down).
    const reach = target ? (target.hp <= 0 ? -Infinity : target.hp + Math.max(0, target.temp ?? 0)) : null;
    const columns = [columnOf("hit", hit, reach, i18n), columnOf("critical", critical, reach, i18n)];
    return { errors, columns, words, refusal: null };
  } catch (error) {
    if (!(error instanceof IndieDiceError)) throw error;
    return { errors, columns: null, words, refusal: errorText(i18n, error) };
  }
}

/** The fields as one question, its critical by the chosen rule (the hit asks it without one). */
function questionOf(
  reader: FormReader,
  systems: readonly SystemDamageCalculator[],
  choices: (name: string) => string[],
): DamageQuestion & { critical: NonNullable<DamageQuestion["critical"]> } {
  const type = reader.text("type").trim() || "none";
  const criticals = choices("critical");
  return {
    parts: [{ formula: reader.text("formula"), type }],
    critical: {
      rule: reader.choice("critical", criticals, criticals[0] ?? ""),
      extraDice: wholeField(reader, "extraDice", CRITICAL_DICE),
      bonus: reader.text("bonus"),
    },
    targets: [targetOf(reader, systems, choices("rules"), type)],
  };
}

/** The target as the fields describe it: its hit points, and its system's adjustments (no other system's read). */
function targetOf(
  reader: FormReader,
  systems: readonly SystemDamageCalculator[],
  rules: readonly string[],
  type: string,
): DamageTarget {
  const chosen = reader.choice("rules", rules, PLAIN_TARGET);
  const base = {
    rules: chosen,
    hp: wholeField(reader, "hp", DAMAGE_NUMBER),
    temp: wholeField(reader, "temp", DAMAGE_NUMBER),
  };
  const system = systems.find((candidate) => candidate.page.id === chosen);
  return system ? { ...system.answer.readTarget(reader, type), ...base } : base;
}

function columnOf(id: DamageColumn["id"], answer: DamageAnswer, reach: number | null, i18n: Translator): DamageColumn {
  const target = answer.targets[0];
  // What the target takes, after its adjustments: the chart and the mean the view is about.
  const outcomes = target?.outcomes ?? answer.outcomes;
  return {
    id,
    title: i18n.localize(id === "hit" ? `${KEY}.Hit` : `${KEY}.CriticalHit`),
    rolled: formatWith(i18n, `${KEY}.Rolled`, { formula: answer.parts.map((part) => part.formula).join(" + ") }),
    mean: formatWith(i18n, `${KEY}.Mean`, { mean: formatDecimal(target?.mean ?? answer.mean, i18n) }),
    drop: target
      ? {
          text: formatWith(i18n, `${KEY}.Drop`, { chance: formatPercent(target.drop, i18n) }),
          probability: target.drop,
        }
      : null,
    chartLabel: i18n.localize(`${KEY}.Chart`),
    dropsLabel: reach === null ? null : i18n.localize(`${KEY}.Drops`),
    bars: barsOf(outcomes, reach, i18n),
  };
}

/** Each total's chance as a bar, neighbours grouped when there are more than MAX_BARS. */
function barsOf(outcomes: DamageOutcomes, reach: number | null, i18n: Translator): DamageBar[] {
  const bars = totalsBars(outcomes, MAX_BARS);
  const tallest = Math.max(...bars.map((bar) => bar.probability));
  return bars.map(({ least, most, probability }) => {
    const first = formatNumber(least, i18n);
    return {
      label: least === most ? first : formatWith(i18n, `${KEY}.Range`, { from: first, to: formatNumber(most, i18n) }),
      probability,
      chance: formatPercent(probability, i18n),
      share: tallest > 0 ? probability / tallest : 0,
      drops: reach !== null && least >= reach,
    };
  });
}
