/**
 * `npm run bench` (saved rolls): what a player waits for when a character's Rolls window opens or redraws — its view
 * model for 50 saved rolls of every rule set, each with its summary and exact chance read with the character's
 * numbers (targets: 20 ms cold, with no row kept from before; 5 ms warm, the window drawn again with the same rolls
 * and numbers) — and resolving every `@` field of a dialog against the character's roll data (0.1 ms).
 */
import { performance } from "node:perf_hooks";
import { english } from "./english";
import "./rule-sets.mjs";
import { resolveField } from "../src/core/expressions/field-expression";
import type { SavedRoll } from "../src/core/saved-rolls/saved-roll-types";
import type { DialogSettings } from "../src/ui/dialogs/dialog-types";
import { buildRollsWindow, forgetKeptRows } from "../src/ui/saved-rolls/rolls-window-model";
import { createTranslator } from "../src/ui/translator";
import { reportTimedRows } from "./relative-targets";
import { BENCH_SETTINGS } from "./bench-settings";

const i18n = createTranslator("en", english);
const settings: DialogSettings = BENCH_SETTINGS;

/** Ten rolls of each rule set, most reading the character's numbers, a few plain. */
const ROLLS: SavedRoll[] = Array.from({ length: 10 }, (_, i): SavedRoll[] => [
  {
    id: `k${i}`,
    name: `Skill ${i}`,
    ruleSet: "kaiser",
    spec: { kind: "skill", bonus: `@skills.s${i} + ${i}`, advantage: (i % 5) - 2, difficulty: 10 + i },
  },
  {
    id: `o${i}`,
    name: `Check ${i}`,
    ruleSet: "ogs",
    spec: { stat: 8, skill: 6, modifier: 10, stages: i % 3, flatBonus: `@bonus`, difficulty: 8 + i },
  },
  { id: `r${i}`, name: `Pool ${i}`, ruleSet: "kingdoms", spec: { pool: `@pools.might + ${i * 3}`, dt: 4 + (i % 8) } },
  {
    id: `l${i}`,
    name: `Test ${i}`,
    ruleSet: "klepto",
    spec: { modifier: `@skills.s${i} - 3`, advantages: i % 3, disadvantages: (i + 1) % 2 },
  },
  {
    id: `d${i}`,
    name: `Dice ${i}`,
    ruleSet: "olde",
    spec: { count: 1 + (i % 4), faces: 6, adjustment: "@attributes.agi", unlimited: i % 2 === 0, target: 8 + i },
  },
]).flat();

function rollData(i: number) {
  const skills = Object.fromEntries(Array.from({ length: 10 }, (_, k) => [`s${k}`, 2 + ((i + k) % 40)]));
  return { skills, bonus: i % 7, pools: { might: 4 + (i % 30) }, attributes: { agi: i % 5 } };
}

function windowOf(i: number) {
  const view = buildRollsWindow(
    { actorName: "Brunhild", rolls: ROLLS, problem: null, rollData: rollData(i), canEdit: true },
    { i18n, settings, showOdds: true },
  );
  if (view.rows.some((row) => row.error !== null))
    throw new Error(`a row cannot be read: ${view.rows.find((row) => row.error)!.error}`);
  return view;
}

function timed(runs: number, prepare: (i: number) => void, work: (i: number) => unknown) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    prepare(i);
    const t0 = performance.now();
    work(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! };
}

// Warm-up: JIT and the engine's dice tables.
for (let i = 0; i < 20; i++) windowOf(i);

const cold = timed(
  101,
  () => forgetKeptRows(),
  (i) => windowOf(i),
);
const warm = timed(
  201,
  () => undefined,
  () => windowOf(7),
);

/** A dialog's number fields, each written with the character's numbers. */
const FIELDS = {
  bonus: "@skills.s3 + 1",
  difficulty: "@skills.s4 + @bonus - 2",
  opponent: "@attributes.agi",
  advantages: "@bonus",
  disadvantages: "1",
};
const resolving = timed(
  2001,
  () => undefined,
  (i) => {
    const data = rollData(i);
    for (const value of Object.values(FIELDS)) resolveField(value, data);
  },
);

reportTimedRows("saved rolls", [
  { name: "Rolls window view model, 50 saved rolls with their chances, cold", ...cold, targetMs: 20 },
  { name: "Rolls window view model, 50 saved rolls, warm (drawn again)", ...warm, targetMs: 5 },
  { name: "Resolving every field of a dialog (5 fields written with @)", ...resolving, targetMs: 0.1 },
]);
