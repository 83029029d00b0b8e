/**
 * `npm run bench` (damage, docs/damage.md): what a damage dialog works out on a change — each button's roll read into
 * its exact totals (`formulaDistribution`, the roll's parts added), what each target takes of it in its system's order
 * and its chance to drop, and the view a player reads (a mean, a chart, a table) — for the issue's examples, each
 * median within 2 ms, and `20d6 + 10` (its critical `40d6 + 10`) at four targets within 20 ms, in baselines like the
 * other benches. The dialog's own reading (dnd5e cloning its rolls) is the d20 dialogs' (bench/systems.bench.ts).
 * Last, rolls past the limits: each refused by name (an IndieDiceError naming the limit) before its work, within
 * 100 ms in real time.
 */
import { mapTotals, mixture, sumOf, type DamageOutcomes } from "../src/core/damage/damage-outcomes";
import { IndieDiceError } from "../src/core/errors";
import { formulaDistribution } from "../src/core/formula/formula-distribution";
import type { SystemDamage } from "../src/core/systems/system-damage-types";
import type { SystemOdds } from "../src/core/systems/system-odds-types";
import {
  dnd5eDamageTaken,
  dnd5eDropChance,
  type Dnd5eDamagePart,
  type Dnd5eDamageTarget,
} from "../src/systems/dnd5e/core/damage-taken";
import { DND5E_ENGINE } from "../src/systems/dnd5e/ui/calculator-engine";
import { pf2eDamageTaken, pf2eDropChance } from "../src/systems/pf2e/core/damage-taken";
import { systemOddsView } from "../src/ui/systems/system-odds-view";
import { createTranslator } from "../src/ui/translator";
import english from "../lang/en.json";
import { reportTimedRows, timedRuns } from "./relative-targets";
import { PF2E_ENGINE } from "../src/systems/pf2e/ui/calculator-engine";

const DIALOG_MS = 2;
const WIDE_MS = 20;
const REFUSAL_MS = 100;

const en = createTranslator("en", english);

/** A roll's parts (a formula and its type each) read into their totals, each clamped at 0 as dnd5e's chat does. */
function rolled(
  parts: readonly (readonly [formula: string, type: string])[],
): { outcomes: DamageOutcomes; type: string }[] {
  return parts.map(([formula, type]) => ({
    outcomes: mapTotals(formulaDistribution(formula).outcomes, (total) => Math.max(0, total)),
    type,
  }));
}

interface Dnd5eFoe {
  readonly name: string;
  readonly hp: number;
  readonly resistant?: boolean;
  readonly vulnerable?: boolean;
  readonly modification?: number;
  readonly threshold?: number;
}

/** A D&D 5e damage dialog's figures: each button's roll and each foe's chance to drop. */
function dnd5eDialog(
  buttons: Record<string, readonly (readonly [string, string])[]>,
  foes: readonly Dnd5eFoe[],
): number {
  const rolls = Object.entries(buttons).map(([choice, parts]) => ({ choice, parts: rolled(parts) }));
  const damage: SystemDamage = {
    rolls: rolls.map(({ choice, parts }) => ({ choice, outcomes: sumOf(parts.map((part) => part.outcomes)) })),
    targets: foes.map((foe) => ({
      name: foe.name,
      chances: rolls.map(({ parts }) => {
        const target: Dnd5eDamageTarget = {
          modifications: foe.modification ? { ALL: foe.modification } : {},
          threshold: foe.threshold ?? 0,
        };
        const taken = dnd5eDamageTaken(
          parts.map((part): Dnd5eDamagePart => ({
            ...part,
            immune: false,
            resistant: foe.resistant === true,
            vulnerable: foe.vulnerable === true,
            modified: true,
          })),
          target,
        );
        return dnd5eDropChance(DND5E_ENGINE, taken, { value: foe.hp, temp: 0 });
      }),
    })),
  };
  return drawn(damage);
}

/** The view the GM reads of the figures: what the dialog draws. */
function drawn(damage: SystemDamage): number {
  const odds: SystemOdds = {
    target: null,
    choices: damage.rolls.map(({ choice }) => ({ id: choice, label: choice, outcomes: [] })),
    totals: [],
    damage,
  };
  const view = systemOddsView(
    odds,
    { isGM: true, targetVisible: true },
    "exact",
    { choices: {}, outcomes: {}, target: "" },
    en,
  );
  return view?.damage?.rolls.length ?? 0;
}

/** Fireball for half: a failed save deals the roll, a made one its half rounded down, each foe by its own save. */
function fireball(bonus: number): number {
  const roll = sumOf(rolled([[`8d6 + ${bonus}`, "fire"]]).map((part) => part.outcomes));
  const half = mapTotals(roll, (total) => Math.floor(total / 2));
  const saves = [0.4, 0.55, 0.25];
  const damage: SystemDamage = {
    rolls: [{ choice: "normal", outcomes: roll }],
    targets: saves.map((made, index) => ({
      name: `Goblin ${index + 1}`,
      chances: [
        dnd5eDropChance(
          DND5E_ENGINE,
          mixture([
            { weight: 1 - made, outcomes: roll },
            { weight: made, outcomes: half },
          ]),
          { value: 20, temp: 0 },
        ),
      ],
    })),
  };
  return drawn(damage);
}

/** Pathfinder 2e's Strike: a hit and a critical, weakness 5 at 9 hit points. */
function pf2eStrike(bonus: number): number {
  const rolls = [
    ["success", `2d8 + ${bonus}`],
    ["criticalSuccess", `2 * (2d8 + ${bonus}) + 1d8`],
  ].map(([choice, formula]) => ({ choice: choice!, outcomes: formulaDistribution(formula!).outcomes }));
  const damage: SystemDamage = {
    rolls,
    targets: [
      {
        name: "Goblin",
        chances: rolls.map(({ outcomes }) => {
          const taken = pf2eDamageTaken([{ outcomes, persistent: false, immune: false, weakness: 5, resistance: 0 }], {
            hardness: 0,
          });
          return pf2eDropChance(PF2E_ENGINE, taken, { value: 9, temp: 0, stamina: 0 });
        }),
      },
    ],
  };
  return drawn(damage);
}

const GOBLIN: Dnd5eFoe = { name: "Goblin", hp: 9 };
const FOUR: readonly Dnd5eFoe[] = [
  { name: "Ogre", hp: 59 },
  { name: "Fire elemental", hp: 102, resistant: true },
  { name: "Troll", hp: 84, vulnerable: true },
  { name: "Helmed horror", hp: 60, modification: -3, threshold: 10 },
];

// Each run a bonus the last runs have not had: nothing is remembered between runs anyway, and no case is a constant.
const cases: readonly [string, (index: number) => number, number][] = [
  [
    "D&D 5e longsword `1d8 + 3`, both buttons, a 9-hit-point goblin",
    (i) =>
      dnd5eDialog(
        { critical: [[`2d8 + ${3 + (i % 7)}`, "slashing"]], normal: [[`1d8 + ${3 + (i % 7)}`, "slashing"]] },
        [GOBLIN],
      ),
    DIALOG_MS,
  ],
  [
    "D&D 5e greatsword, Great Weapon Fighting (2014) `2d6r<=2 + 4`, both buttons, a goblin",
    (i) =>
      dnd5eDialog(
        { critical: [[`4d6r<=2 + ${4 + (i % 7)}`, "slashing"]], normal: [[`2d6r<=2 + ${4 + (i % 7)}`, "slashing"]] },
        [GOBLIN],
      ),
    DIALOG_MS,
  ],
  ["D&D 5e Fireball `8d6`, half on a save, three goblins", (i) => fireball(i % 7), DIALOG_MS],
  ["Pathfinder 2e striking longsword `2d8 + 4`, deadly d8, weakness 5", (i) => pf2eStrike(4 + (i % 7)), DIALOG_MS],
  [
    "D&D 5e `20d6 + 10` (critical `40d6 + 10`) at four targets",
    (i) =>
      dnd5eDialog(
        { critical: [[`40d6 + ${10 + (i % 7)}`, "fire"]], normal: [[`20d6 + ${10 + (i % 7)}`, "fire"]] },
        FOUR,
      ),
    WIDE_MS,
  ],
];

reportTimedRows(
  "damage: a dialog's figures on a change",
  cases.map(([name, run, targetMs]) => {
    const times = timedRuns(run, 41);
    return { name, median: times[20]!, p95: times[38]!, targetMs };
  }),
);

/** Rolls past the limits: refused by name, before the work. */
const PAST_LIMITS: readonly string[] = ["1000d100 + 10", "200d100r<=50 + 5", "(1d20 + ".repeat(40)];
console.log("\n| roll past the limits | refused as | max ms | ok |\n| --- | --- | --- | --- |");
const slow: string[] = [];
for (const formula of PAST_LIMITS) {
  let refusal = "answered";
  const times = timedRuns(() => {
    try {
      formulaDistribution(formula);
    } catch (error) {
      if (!(error instanceof IndieDiceError)) throw error;
      refusal = error.key;
    }
  }, 11);
  const max = times.at(-1)!;
  const ok = refusal !== "answered" && max <= REFUSAL_MS;
  if (!ok) slow.push(formula);
  console.log(`| \`${formula.slice(0, 40)}\` | ${refusal} | ${max.toFixed(1)} | ${ok ? "yes" : "NO"} |`);
}
if (slow.length > 0) {
  console.error(`\n${slow.length} roll(s) past the limits not refused within ${REFUSAL_MS} ms: ${slow.join(", ")}`);
  process.exitCode = 1;
}
