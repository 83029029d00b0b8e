/**
 * Every denomination and every modifier key of a world's dice rolls as it did without Indie Dice (docs/notation.md
 * "A guest in every world"): the twelve systems Indie Dice reads (their doubles register their dice as the systems
 * do) and the ones of ../shared FOUNDRY-SYSTEMS-3 that register dice (YZUR's four games, Star Wars FFG / Genesys).
 * Each world's formulas are read from its own configuration after every `init`, rolled at the same seed in a world
 * without Indie Dice and one with it, and compared term by term: class, results, total (or the same refusal).
 */
import { afterEach, describe, expect, it } from "vitest";
import { installFoundryDouble, type FoundryDoubleHandle } from "../../../foundry-double";
import type { SystemId } from "../../../foundry-double/systems/index";
import { registerYearZero, type YearZeroGame } from "../../../foundry-double/dice/guests/year-zero";
import { registerStarWarsFfgDice } from "../../../foundry-double/dice/guests/star-wars-ffg";
import { defaultGeneration } from "../../../foundry-double/profile";
import { listen } from "../../../src/foundry/hooks/init";
import { COMPOSITION } from "../../../src/root";

let world: FoundryDoubleHandle | undefined;
let undo: (() => void) | undefined;
afterEach(() => closeWorld());

function closeWorld(): void {
  undo?.();
  world?.uninstall();
  undo = undefined;
  world = undefined;
}

interface WorldSpec {
  readonly name: string;
  readonly system?: SystemId;
  readonly registerDice?: () => (() => void) | void;
}

const SYSTEMS: readonly SystemId[] = [
  "dnd5e",
  "pf2e",
  "daggerheart",
  "CoC7",
  "shadowdark",
  "dragonbane",
  "alienrpg",
  "wod5e",
  "wfrp4e",
  "foundry-ironsworn",
  "lancer",
  "twodsix",
  "shadowrun5e",
];
/** The systems whose versions the doubles emulate load on one of Foundry 13 and 14 only (their system.json). */
const V14_ONLY: readonly SystemId[] = ["wod5e", "wfrp4e", "twodsix", "shadowrun5e"];
const V13_ONLY: readonly SystemId[] = ["dragonbane", "lancer"];
const YEAR_ZERO: readonly YearZeroGame[] = ["fbl", "vae", "t2k", "br"];

const WORLDS: readonly WorldSpec[] = [
  { name: "Foundry alone" },
  ...SYSTEMS.map((system) => ({ name: system, system })),
  ...YEAR_ZERO.map((game) => ({ name: `YZUR ${game}`, registerDice: () => registerYearZero(game) })),
  { name: "Star Wars FFG / Genesys", registerDice: registerStarWarsFfgDice },
];

function open(spec: WorldSpec, withIndieDice: boolean): FoundryDoubleHandle {
  world = installFoundryDouble(spec.system === undefined ? {} : { system: spec.system });
  const { registerDice } = spec;
  if (registerDice)
    Hooks.once("init", () => {
      undo = registerDice() ?? undefined;
    });
  if (withIndieDice) listen(COMPOSITION);
  world.runLifecycle();
  return world;
}

/** One formula per denomination the world registered, and per modifier key of each of its die classes. */
function formulasOfWorld(): string[] {
  const formulas = new Set<string>();
  for (const [denomination, cls] of Object.entries(CONFIG.Dice.terms)) {
    const die = /^\d+$/.test(denomination) ? `3d${denomination}` : denomination === "d" ? "3d6" : `3d${denomination}`;
    formulas.add(die);
    for (const key of Object.keys(cls.MODIFIERS)) formulas.add(`${die}${key}`);
  }
  return [...formulas];
}

/** A roll as the world made it: each term's class, results and total, or the error it threw. */
async function outcome(handle: FoundryDoubleHandle, formula: string): Promise<unknown> {
  handle.seed(7);
  try {
    const roll = await new Roll(formula).evaluate();
    const dice = roll.dice.map((die) => [die.constructor.name, die.results.map((r) => [r.result, r.active])]);
    return { dice, total: roll.total };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function rollsOf(spec: WorldSpec, withIndieDice: boolean, formulas?: readonly string[]) {
  const handle = open(spec, withIndieDice);
  const asked = formulas ?? formulasOfWorld();
  const terms: Record<string, unknown> = { ...CONFIG.Dice.terms };
  const results: Record<string, unknown> = {};
  for (const formula of asked) results[formula] = await outcome(handle, formula);
  closeWorld();
  return { formulas: asked, terms, results };
}

describe("a world's dice roll as they did without Indie Dice", () => {
  for (const spec of WORLDS) {
    const { system } = spec;
    // Read from the run's profile, not from the double: none is installed yet while the tests are collected (a file
    // run alone would read v13 on the v14 profile).
    const v14 = defaultGeneration() === 14;
    const loads = system === undefined || (v14 ? !V13_ONLY.includes(system) : !V14_ONLY.includes(system));
    it.runIf(loads)(spec.name, async () => {
      const without = await rollsOf(spec, false);
      const withIndie = await rollsOf(spec, true, without.formulas);
      // The same classes under every denomination the world registered (Foundry's own Die at `d` among them).
      for (const [denomination, cls] of Object.entries(without.terms)) expect(withIndie.terms[denomination]).toBe(cls);
      expect(withIndie.results).toEqual(without.results);
    });
  }
});
