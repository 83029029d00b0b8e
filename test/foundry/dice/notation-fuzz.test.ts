/**
 * Fuzz test of the notation through the module's Foundry parser (issue 7): a share of the core fuzz's seeded
 * formulas go through `new Roll(formula)` with the Foundry double and Indie Dice installed, exactly as a chat
 * command or an inline roll would. A formula our check accepts is evaluated with the double's seeded random and
 * must give a total; one we refuse must throw our localized error (its cause an IndieDiceError) and never reach
 * evaluation. Foundry may refuse junk, or stock terms past its own cap of 999 dice, with its own error (thrown in
 * the double's code), but no other error may come out of our code. Counts are printed.
 */
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import { findNotationProblems } from "../../../src/core/notation/find-problems";
import { formulaFuzzer, OutcomeTally } from "../../core/notation/formula-fuzzer";
import { useIndieDice } from "../support/helpers";

const FORMULAS = 5_000;
/** A different seed from the core fuzz, so the two runs cover different formulas. */
const SEED = 7;

const harness = useIndieDice({ seed: 11 });

/** The short key of our error ("Limit.OgsStages"), or null when the error is not ours. */
function ourKey(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== "IndieDiceError") return null;
  const cause = error.cause;
  return cause instanceof IndieDiceError ? cause.key.split(".").slice(-2).join(".") : null;
}

/** The first stack frame that is a file of this repository: where the error was thrown. */
function thrownIn(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  const frame = stack.split("\n").find((line) => /\/(src|test)\//.test(line)) ?? "";
  return /\/src\//.test(frame) ? "module" : "foundry";
}

interface AdapterRun {
  readonly outcomes: OutcomeTally;
  readonly defects: string[];
}

async function tryFormula(formula: string, run: AdapterRun): Promise<void> {
  let roll: Roll;
  try {
    roll = new Roll(formula);
  } catch (error) {
    record(formula, error, "parse", run);
    return;
  }
  try {
    await roll.evaluate();
  } catch (error) {
    record(formula, error, "evaluate", run);
    return;
  }
  if (!Number.isFinite(roll.total)) run.outcomes.add("rolled, total not finite (Foundry's own arithmetic)");
  else run.outcomes.add("rolled");
}

function record(formula: string, error: unknown, stage: string, run: AdapterRun): void {
  const key = ourKey(error);
  if (key !== null) {
    run.outcomes.add(`refused by us (${stage}) ${key}`);
    return;
  }
  const where = thrownIn(error);
  const name = error instanceof Error ? error.name : typeof error;
  if (where === "module") {
    run.defects.push(`${JSON.stringify(formula)}: our code threw ${name}: ${String((error as Error).message)}`);
    return;
  }
  // Foundry resolves roll data (`@pool`) before any parser runs, so its error may come before ours.
  if (findNotationProblems(formula) !== null && stage === "evaluate") {
    run.defects.push(`${JSON.stringify(formula)}: our check refuses it, yet it reached evaluation`);
  }
  run.outcomes.add(`refused by Foundry (${stage}) ${name}`);
}

describe("notation fuzz through the Foundry parser (issue 7)", () => {
  it(`${FORMULAS} generated formulas: a roll, our error, or Foundry's own parse error — nothing else`, async () => {
    harness().foundry.seed(SEED);
    const next = formulaFuzzer(SEED);
    const run: AdapterRun = { outcomes: new OutcomeTally(), defects: [] };
    const start = performance.now();
    for (let i = 0; i < FORMULAS; i++) await tryFormula(next(), run);
    const seconds = (performance.now() - start) / 1000;
    console.log(
      [
        `adapter notation fuzz: ${FORMULAS} formulas (seed ${SEED}) in ${seconds.toFixed(2)} s`,
        ...run.outcomes.lines(),
      ].join("\n"),
    );
    expect(run.defects.slice(0, 20)).toEqual([]);
    expect(run.outcomes.total()).toBe(FORMULAS);
    expect(run.outcomes.count("rolled")).toBeGreaterThan(FORMULAS / 20);
    expect(run.outcomes.total("refused by us")).toBeGreaterThan(FORMULAS / 20);
  }, 120_000);
});
