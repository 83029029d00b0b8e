/**
 * Fuzz test of the notation checks (issue 7): 100,000 seeded formulas — our modifiers and Foundry's, every rule
 * set's term shapes, numbers at and past every limit, junk characters — through findNotationProblems and, term by
 * term, validateDiceTerm. Each must answer with a result or an IndieDiceError whose English message is complete;
 * nothing else may escape. The counts are printed so they can be quoted.
 */
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../src/core/errors";
import { englishMessage } from "../../src/core/english-errors";
import { findNotationProblems } from "../../src/core/notation/find-problems";
import { validateDiceTerm } from "../../src/core/notation/validate-term";
import { scanFormula } from "../../src/core/notation/formula-scanner";
import { splitModifierString } from "../../src/core/notation/modifier-tokenizer";
import type { DiceTermInput } from "../../src/core/notation/term-types";
import type { FormulaDiceTerm } from "../../src/core/notation/formula-scanner";
import { formulaFuzzer, OutcomeTally } from "./notation/formula-fuzzer";
import { must } from "../kit";

const FORMULAS = 100_000;
const SEED = 20261122;

/** What is wrong with something a check threw or returned as a problem; null when it is a proper user error. */
function defectOf(error: unknown, formula = ""): string | null {
  if (!(error instanceof IndieDiceError)) return `not an IndieDiceError: ${String(error)}`;
  if (englishMessage(error.key) === undefined) return `no English message for ${error.key}`;
  // A `{name}` the user typed (`{dc}kr`, a pool in braces) is quoted back, not a placeholder left unfilled.
  const unfilled = [...error.message.matchAll(/\{[A-Za-z]+\}/g)].filter(([braces]) => !formula.includes(braces));
  if (unfilled.length > 0) return `unfilled placeholder: ${error.message}`;
  return null;
}

/** The key's last two segments ("Limit.OgsStages", "Notation.NoDice"): short enough to read in a table. */
function shortKey(key: string): string {
  return key.split(".").slice(-2).join(".");
}

/** The terms the formula check reads (numbers and faces written out, no roll data), as Foundry will hold them. */
function termsToValidate(formula: string): DiceTermInput[] {
  return scanFormula(formula)
    .filter((piece): piece is FormulaDiceTerm => piece.kind === "dice")
    .filter((term) => term.number !== null && !term.modifierText.includes("@"))
    .flatMap((term) => {
      const faces = typeof term.faces === "string" ? term.faces.toLowerCase() : term.faces;
      if (faces !== "i" && typeof faces !== "number") return [];
      return [{ number: must(term.number), faces, modifiers: splitModifierString(term.modifierText) }];
    });
}

interface FuzzRun {
  readonly formulas: FuzzTally;
  readonly terms: FuzzTally;
  readonly defects: string[];
  readonly milliseconds: number;
  readonly slowest: { readonly formula: string; readonly milliseconds: number };
}

type FuzzTally = OutcomeTally;

function checkFormula(formula: string, run: { formulas: FuzzTally; defects: string[] }): boolean {
  try {
    const problem = findNotationProblems(formula);
    if (problem === null) {
      run.formulas.add("accepted");
      return true;
    }
    const defect = defectOf(problem, formula);
    if (defect !== null) run.defects.push(`${JSON.stringify(formula)} returned ${defect}`);
    run.formulas.add(`refused ${shortKey(problem.key)}`);
  } catch (error) {
    run.defects.push(
      `${JSON.stringify(formula)}: findNotationProblems threw ${defectOf(error, formula) ?? String(error)}`,
    );
  }
  return false;
}

function checkTerms(formula: string, accepted: boolean, run: { terms: FuzzTally; defects: string[] }): void {
  for (const term of termsToValidate(formula)) {
    try {
      const check = validateDiceTerm(term);
      run.terms.add(check.ours ? `ours (${check.ruleSet})` : "not ours");
    } catch (error) {
      const defect = defectOf(error, formula);
      if (defect !== null) run.defects.push(`${JSON.stringify(formula)}: validateDiceTerm threw ${defect}`);
      else if (accepted)
        run.defects.push(
          `${JSON.stringify(formula)} passed the formula check, but its term threw ${(error as IndieDiceError).key}`,
        );
      run.terms.add(`refused ${shortKey((error as IndieDiceError).key ?? "?")}`);
    }
  }
}

function fuzz(): FuzzRun {
  const next = formulaFuzzer(SEED);
  const run = { formulas: new OutcomeTally(), terms: new OutcomeTally(), defects: [] as string[] };
  let slowest = { formula: "", milliseconds: 0 };
  const start = performance.now();
  for (let i = 0; i < FORMULAS; i++) {
    const formula = next();
    const before = performance.now();
    const accepted = checkFormula(formula, run);
    checkTerms(formula, accepted, run);
    const took = performance.now() - before;
    if (took > slowest.milliseconds) slowest = { formula, milliseconds: took };
  }
  return { ...run, milliseconds: performance.now() - start, slowest };
}

function report(run: FuzzRun): void {
  const lines = [
    `notation fuzz: ${FORMULAS} formulas (seed ${SEED}) in ${(run.milliseconds / 1000).toFixed(2)} s; slowest ` +
      `${run.slowest.milliseconds.toFixed(2)} ms: ${JSON.stringify(run.slowest.formula)}`,
    `findNotationProblems: ${run.formulas.count("accepted")} accepted, ${run.formulas.total("refused")} refused`,
    ...run.formulas.lines(),
    `validateDiceTerm (each written-out term): ${run.terms.total()} terms`,
    ...run.terms.lines(),
  ];
  console.log(lines.join("\n"));
}

describe("notation fuzz (issue 7)", () => {
  it(`${FORMULAS} generated formulas: a result or an IndieDiceError, never anything else`, () => {
    const run = fuzz();
    report(run);
    expect(run.defects.slice(0, 20)).toEqual([]);
    expect(run.formulas.total()).toBe(FORMULAS);
    // The generator must reach both sides and the limits, or the run proves little.
    expect(run.formulas.count("accepted")).toBeGreaterThan(FORMULAS / 20);
    for (const key of [
      "Limit.OgsStages",
      "Limit.OgsTermDice",
      "Limit.OgsRealDice",
      "Limit.KingdomsPool",
      "Limit.KingdomsThreshold",
      "Limit.KaiserNetAdvantage",
      "Notation.KleptoTooManyDice",
    ]) {
      expect(run.formulas.count(`refused ${key}`), key).toBeGreaterThan(0);
    }
  }, 60_000);
});
