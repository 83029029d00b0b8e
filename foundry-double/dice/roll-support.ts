/**
 * Helpers behind Roll's static methods (v13 roll.mjs), kept out of the class body: term-class lookup, operator
 * arithmetic, fulfillment detection, string-term classification, and restoring stored terms.
 */
import { CONFIG, foundryNs, game } from "../globals";
import type { RollTerm } from "./terms/roll-term";
import type { DiceTerm } from "./terms/dice-term";
import type { NumericTerm } from "./terms/numeric-term";
import type { OperatorTerm } from "./terms/operator-term";
import type { StringTerm } from "./terms/string-term";
import type { RollTermData } from "./terms/types";

/** The term classes, read from foundry.dice.terms at runtime as Foundry does (no import cycle with the terms). */
export interface TermClasses {
  RollTerm: typeof RollTerm;
  OperatorTerm: typeof OperatorTerm;
  DiceTerm: typeof DiceTerm;
  NumericTerm: typeof NumericTerm;
  StringTerm: typeof StringTerm;
}

export function termClasses(): TermClasses {
  return foundryNs().dice.terms as unknown as TermClasses;
}

/** The AST arithmetic: - * / % as JavaScript does them; any other operator adds (strings concatenate). */
export function applyOperator(operator: string, left: number | string, right: number | string): number | string {
  const l = left as number;
  const r = right as number;
  switch (operator) {
    case "-":
      return l - r;
    case "*":
      return l * r;
    case "/":
      return l / r;
    case "%":
      return l % r;
    default:
      return (left as string) + (right as string);
  }
}

/** Dice terms (inner ones included) whose denomination is configured for an interactive fulfillment method. */
export function identifyFulfillableTerms(terms: RollTerm[], settingName: string): DiceTerm[] {
  const fulfillable: DiceTerm[] = [];
  const config = game().settings.get("core", settingName) as Record<string, string>;
  const allowManual = game().user.hasPermission("MANUAL_ROLLS");
  const fulfillment = CONFIG().Dice.fulfillment;
  const { DiceTerm: DiceTermClass } = termClasses();
  const identifyDice = (list: RollTerm[] = []): void => {
    for (const term of list) {
      if (term instanceof DiceTermClass && term.number && term.faces) {
        const method = config[term.denomination] || fulfillment.defaultMethod;
        const manualDenied = method === "manual" && !allowManual;
        if (!manualDenied && fulfillment.methods[method]?.interactive) fulfillable.push(term);
      }
      if ("dice" in term) identifyDice((term as { dice?: RollTerm[] }).dice);
    }
  };
  identifyDice(terms);
  return fulfillable;
}

export interface ClassifyOptions {
  intermediate?: boolean;
  prior?: RollTerm;
  next?: RollTerm;
}

/** Leftover text as a number, a dice term (a string again when next to an intermediate term), or a StringTerm. */
export function classifyStringTerm(
  term: string | RollTerm,
  { intermediate = true, prior, next }: ClassifyOptions = {},
): RollTerm {
  const { DiceTerm, NumericTerm, RollTerm: RollTermClass, StringTerm } = termClasses();
  if (term instanceof RollTermClass) return term;
  const numericMatch = NumericTerm.matchTerm(term as string);
  if (numericMatch) return NumericTerm.fromMatch(numericMatch);
  const diceMatch = DiceTerm.matchTerm(term as string, { imputeNumber: !intermediate });
  if (diceMatch) {
    if (intermediate && (prior?.isIntermediate || next?.isIntermediate))
      return new StringTerm({ term: term as string });
    return DiceTerm.fromMatch(diceMatch);
  }
  return new StringTerm({ term: term as string });
}

/** Stored terms as instances; the old class names DicePool and MathTerm load as PoolTerm and FunctionTerm. */
export function restoreTerms(terms: (RollTermData | RollTerm)[]): RollTerm[] {
  const { RollTerm: RollTermClass } = termClasses();
  return terms.map((t) => {
    const data = t as RollTermData;
    if (!data.class) return t as RollTerm;
    if (data.class === "DicePool") data.class = "PoolTerm";
    if (data.class === "MathTerm") data.class = "FunctionTerm";
    return RollTermClass.fromData(data);
  });
}

/** Check Roll.fromTerms input: all RollTerms, all evaluated or none (operators aside); returns allEvaluated. */
export function checkTermsForRoll(terms: RollTerm[]): boolean {
  const { OperatorTerm: OperatorTermClass, RollTerm: RollTermClass } = termClasses();
  if (!terms.every((t) => t instanceof RollTermClass)) throw new Error("All provided terms must be RollTerm instances");
  const allEvaluated = terms.every((t) => t._evaluated);
  const noneEvaluated = terms.every((t) => !t._evaluated || t instanceof OperatorTermClass);
  if (!(allEvaluated || noneEvaluated)) {
    throw new Error(
      "You can only call Roll.fromTerms with an array of terms which are either all evaluated, or none evaluated",
    );
  }
  return allEvaluated;
}
