import { againstDifficulty } from "../core/mechanics/action-check";
import { normalizeOgsCheckSpec, ogsCheckFormula, type OgsCheckSpec } from "../core/mechanics/check-spec";
import { totalOf, type DieRole, type RolledDie } from "../core/mechanics/rolled-dice";
import type { OgsContestSpec } from "../core/contest";
import type { RolledTotal } from "../core/mechanics/rolled-dice";
import { type CardView } from "../../../ui/roll-cards/card-view";
import { ogsCardHead, ogsCardModel, type OgsCardInput } from "../ui/card-model";
import type { DieIncreaseNote } from "../../../core/notation/term-types";
import type { CardHead, RollCardFrame } from "../../../ui/roll-cards/card-frame";
import type { Translator } from "../../../ui/translator";
import { withUserErrors } from "../../../foundry/errors";
import { IndieRoll } from "../../../foundry/dice/rolls/indie-roll";
import { withStableName } from "../../../foundry/dice/stable-name";

/**
 * What an OGS roll's options hold: a difficulty makes it an Action Check; without one it is an open roll. The
 * check's dice settings are kept too (the formula alone cannot say which die a Die Increase hit), so a contest
 * can compare the roll with the spec its card fixed.
 */
interface OgsRollOptions extends Partial<OgsContestSpec> {
  readonly difficulty?: number;
}

/**
 * An OGS Action Check or open (damage) roll. The dice are written in our notation (`1d8 + 1d10 + 1d6p2 + 1`);
 * the parser has already turned Die Increases into real dice, so Foundry's total is the check's total.
 */
export class OgsRoll extends IndieRoll {
  static override RULE_SET = "ogs" as const;

  /** What `fromCheck` puts in an OGS roll's options (a restored roll's may lack any of it). */
  declare options: foundry.dice.Roll.Options & OgsRollOptions;

  /**
   * An Action Check (with a difficulty) or an open roll as a roll, written in our notation so the parser rolls
   * the same real dice the odds were worked out for. A bad spec is refused before any die is rolled.
   */
  static fromCheck(spec: OgsCheckSpec): OgsRoll {
    return withUserErrors(() => {
      const { difficulty, stat, skill, modifier, stages, increaseTarget, flatBonus } = normalizeOgsCheckSpec(spec);
      const dice = { stat, skill, modifier, stages, increaseTarget, flatBonus };
      const options: OgsRollOptions = difficulty === null ? dice : { ...dice, difficulty };
      return new this(ogsCheckFormula(spec), {}, options);
    });
  }

  /** The contest spec this roll was made with (its saved dice settings), or null for a roll that saved none. */
  get contestSpec(): OgsContestSpec | null {
    const { stat, skill, modifier, stages, increaseTarget, flatBonus } = this.options;
    if (stat === undefined || skill === undefined) return null;
    return { stat, skill, modifier, stages, increaseTarget, flatBonus };
  }

  /** The rolled total judged again from the real dice, each with its role in an Action Check. */
  get contestRoll(): RolledTotal | null {
    const read = this.wasRolled ? readOgsFormula(this.terms, this.total ?? 0) : null;
    return read && totalOf(withRoles(read.groups, true), read.flatBonus);
  }

  override cardView(i18n: Translator, frame: RollCardFrame): CardView | null {
    const input = this.cardInput(frame);
    return input && ogsCardModel(input, i18n);
  }

  override cardHead(i18n: Translator, frame: RollCardFrame): CardHead | null {
    const input = this.cardInput(frame);
    return input && ogsCardHead(input, i18n);
  }

  /**
   * What its card is drawn from: the judged dice and what the roll was made with; null when there is nothing to judge.
   */
  private cardInput(frame: RollCardFrame): OgsCardInput | null {
    const read = readOgsFormula(this.terms, this.total ?? 0);
    if (!read) return null;
    const difficulty = this.options.difficulty;
    const dice = withRoles(read.groups, difficulty !== undefined);
    const rolled = totalOf(dice, read.flatBonus);
    const judged = difficulty === undefined ? rolled : againstDifficulty(rolled, difficulty);
    return { ...frame, judged, dieIncreases: read.increases };
  }
}
withStableName(OgsRoll, "OgsRoll");

/** An OGS formula read back from its evaluated terms: the real dice of each written die, and the flat bonus. */
interface OgsFormulaReading {
  /** One group per die written in the formula: a plain die, or the real dice of a Die Increase. */
  readonly groups: readonly (readonly RolledDie[])[];
  readonly flatBonus: number;
  readonly increases: readonly DieIncreaseNote[];
}

/**
 * Reads `1d8 + 1d10 + 1d6p2 + 1` back from its terms: dice and Die Increases added, numbers added or taken
 * away. Anything else (a subtracted die, a product, a function) is not an OGS roll the card can judge: null. So
 * is a reading whose sum is not Foundry's total, which keeps the card from ever contradicting Foundry.
 */
function readOgsFormula(terms: readonly foundry.dice.terms.RollTerm[], total: number): OgsFormulaReading | null {
  const { DiceTerm, NumericTerm, OperatorTerm, ParentheticalTerm } = foundry.dice.terms;
  const groups: RolledDie[][] = [];
  const increases: DieIncreaseNote[] = [];
  let flatBonus = 0;
  let sign = 1;
  for (const term of terms) {
    if (term instanceof OperatorTerm) {
      if (term.operator !== "+" && term.operator !== "-") return null;
      sign = term.operator === "-" ? -sign : sign;
      continue;
    }
    if (term instanceof NumericTerm) flatBonus += sign * term.number;
    else if (term instanceof DiceTerm && sign > 0) groups.push(realDice([term]));
    else if (term instanceof ParentheticalTerm && sign > 0) {
      groups.push(realDice(term.dice));
      const note = (term.options as { indieDieIncrease?: DieIncreaseNote }).indieDieIncrease;
      if (note) increases.push(note);
    } else return null;
    sign = 1;
  }
  const sum = groups.flat().reduce((acc, die) => acc + die.value, flatBonus);
  return groups.length > 0 && sum === total ? { groups, flatBonus, increases } : null;
}

/** Every die that counts (a die's active results) as a real die of its size. */
function realDice(dice: readonly foundry.dice.terms.DiceTerm[]): RolledDie[] {
  return dice.flatMap((die) =>
    die.results.filter((r) => r.active).map((r) => ({ faces: die.faces ?? 0, value: r.result })),
  );
}

const ACTION_CHECK_ROLES: readonly DieRole[] = ["stat", "skill", "modifier"];

/**
 * An Action Check is stat die + skill die + modifier die (docs/rulings.md "OGS"): written that way, each die's
 * real dice take its role, so the card can say which die a promoted pool stands for. Other rolls have no roles.
 */
function withRoles(groups: readonly (readonly RolledDie[])[], actionCheck: boolean): RolledDie[] {
  if (!actionCheck || groups.length !== ACTION_CHECK_ROLES.length) return groups.flat();
  return groups.flatMap((group, index) => group.map((die) => ({ ...die, role: ACTION_CHECK_ROLES[index] })));
}
