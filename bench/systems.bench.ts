/**
 * `npm run bench`: what a game system's own dialog waits for when the table changes it (docs/systems.md "In the
 * dialog") — the adapter reads the live dialog again and the figures are drawn again: D&D 5e's three buttons, each a
 * copy of the roll configured by dnd5e's own code, their exact odds, the view and the panel, in the Foundry double's
 * dnd5e world (happy-dom for the DOM, as the adapter tests use). Each run types a situational bonus the dialog has not
 * had in the last many runs, so the odds are worked out, not remembered, and times the module's listener on the render
 * dnd5e makes of it (its own re-render left out). Target: a median of 2 ms or less.
 *
 * Run: node --import tsx bench/systems.bench.ts
 */
import { openDoublePage } from "./double-page";

await openDoublePage();
const { installIndieDice } = await import("../test/foundry/support/setup");
const { cardsLoaded } = await import("../src/foundry/cards/card-chunk-loader");
const { dnd5eActorSpec, dnd5eAttackActivity, dnd5eWeapon, nextRollDialog, pressDialogButton, typeSituational } =
  await import("../foundry-double/systems/dnd5e/driver");
const { Actor5e } = await import("../foundry-double/systems/dnd5e/documents/actor");
const { reportTimedRows } = await import("./relative-targets");
const { performance } = await import("node:perf_hooks");

const TARGET_MS = 2;

/** The acceptance's heroes: a plain +5 check, halfling luck, elven accuracy with reliable talent, Bless. */
const HEROES = [
  { _id: "plain", flags: {} },
  { _id: "halfling", flags: { halflingLucky: true } },
  { _id: "elven", flags: { elvenAccuracy: true, reliableTalent: true } },
];

const harness = installIndieDice({
  system: "dnd5e",
  actors: [
    ...HEROES.map(({ _id, flags }) =>
      dnd5eActorSpec({
        _id,
        name: _id,
        abilities: { dex: 16, str: 14 },
        prof: 2,
        skills: { ste: 1 },
        flags,
        items: [dnd5eWeapon({ _id: "rapier", activityId: "attack", criticalThreshold: 19 })],
      }),
    ),
    dnd5eActorSpec({ _id: "ogre", name: "Ogre", ac: 25 }),
  ],
  scenes: [{ _id: "scene", tokens: [{ _id: "ogreToken", actorId: "ogre", actorLink: true }] }],
});
await cardsLoaded();

function actor(id: string): InstanceType<typeof Actor5e> {
  const found: unknown = game.actors?.get(id);
  if (!(found instanceof Actor5e)) throw new Error(`no dnd5e actor ${id}`);
  return found;
}

interface Case {
  readonly name: string;
  /** The render hook of the dialog's own class, which Foundry calls just before the one the module listens to. */
  readonly subclassHook: string;
  readonly open: () => Promise<unknown>;
  /** The situational part of the i-th change. */
  readonly situational: (i: number) => string;
}

const cycle = (i: number, from: number, span: number) => from + (i % span);
const SKILL = "renderSkillToolRollConfigurationDialog";

const CASES: readonly Case[] = [
  {
    name: "D&D 5e check 1d20 + 5 against DC 15, the situational bonus changed",
    subclassHook: SKILL,
    open: () => actor("plain").rollSkill({ skill: "ste", target: 15 }),
    situational: (i) => String(cycle(i, -200, 400)),
  },
  {
    name: "… with halfling luck (r1=1 after adv/dis)",
    subclassHook: SKILL,
    open: () => actor("halfling").rollSkill({ skill: "ste", target: 15 }),
    situational: (i) => String(cycle(i, -200, 400)),
  },
  {
    name: "… with elven accuracy and reliable talent (adv2, min10)",
    subclassHook: SKILL,
    open: () => actor("elven").rollSkill({ skill: "ste", target: 15 }),
    situational: (i) => String(cycle(i, -200, 400)),
  },
  {
    name: "… with Bless (+ 1d4 and the bonus)",
    subclassHook: SKILL,
    open: () => actor("plain").rollSkill({ skill: "ste", target: 15 }),
    situational: (i) => `1d4 + ${cycle(i, -200, 400)}`,
  },
  {
    name: "D&D 5e attack +2 against AC 25, critical from 19, the situational bonus changed",
    subclassHook: "renderAttackRollConfigurationDialog",
    open: () => {
      harness.foundry.targetTokens(["ogreToken"]);
      return dnd5eAttackActivity(actor("plain").items.get("rapier"), "attack").rollAttack();
    },
    situational: (i) => String(cycle(i, -200, 400)),
  },
];

function median(sorted: readonly number[]): number {
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The time Indie Dice's own listener takes on one render: Foundry calls a window's render hooks from its own class
 * down (`renderSkillToolRollConfigurationDialog`, then `renderD20RollConfigurationDialog`, where the module listens),
 * and a hook's listeners in the order they were added — so the clock starts in the subclass's hook and stops in a
 * listener added to the module's hook after the module's.
 */
function timeListener(subclassHook: string): { readonly times: number[]; stop(): void } {
  const times: number[] = [];
  let started = 0;
  // Hooks a system names, which fvtt-types cannot know.
  const on = (hook: string, fn: () => void): number => Reflect.apply(Hooks.on, Hooks, [hook, fn]) as number;
  const off = (hook: string, id: number): unknown => Reflect.apply(Hooks.off, Hooks, [hook, id]);
  const start = on(subclassHook, () => void (started = performance.now()));
  const end = on("renderD20RollConfigurationDialog", () => void times.push(performance.now() - started));
  return { times, stop: () => [off(subclassHook, start), off("renderD20RollConfigurationDialog", end)] };
}

const rows = [];
for (const change of CASES) {
  const opened = nextRollDialog();
  const rolling = change.open();
  const app = await opened;
  const clock = timeListener(change.subclassHook);
  // A change as the form makes it: dnd5e rebuilds its rolls and draws its formulas part again (awaited).
  for (let i = 0; i < 1050; i++) await typeSituational(app, change.situational(i));
  clock.stop();
  if (app.element.querySelectorAll(".indie-dice-system-chip").length !== 3)
    throw new Error(`${change.name}: the three figures are not drawn`);
  const times = clock.times.slice(50).sort((a, b) => a - b);
  rows.push({
    name: change.name,
    median: median(times),
    p95: times[Math.floor(times.length * 0.95)]!,
    targetMs: TARGET_MS,
  });
  await pressDialogButton(app, "normal");
  await rolling;
}

// After the roll (docs/systems-dnd5e.md): a failed check's three options worked out, a halfling's reliable d20.
const { afterRollChance } = await import("../src/systems/dnd5e/core/after-roll");
const afterTimes: number[] = [];
for (let i = 0; i < 1050; i++) {
  const natural = 1 + (i % 19);
  const roll = { kind: "test", natural, others: [], total: natural + 3, target: 23, critical: 20, fumble: 1 } as const;
  const rolled = { ...roll, rerollOnes: true, minimum: 10, mode: "normal" } as const;
  const started = performance.now();
  for (const option of [{ id: "bardic", faces: 12 }, { id: "guidance" }, { id: "lucky", rules: "2014" }] as const)
    afterRollChance(rolled, option, true);
  afterTimes.push(performance.now() - started);
}
const afterSorted = afterTimes.slice(50).sort((a, b) => a - b);
rows.push({
  name: "D&D 5e after the roll: Bardic d12, Guidance, Lucky on a failed check",
  median: median(afterSorted),
  p95: afterSorted[Math.floor(afterSorted.length * 0.95)]!,
  targetMs: TARGET_MS,
});

reportTimedRows("system dialog change → its three figures drawn again", rows);
await cardsLoaded();
harness.foundry.uninstall();
