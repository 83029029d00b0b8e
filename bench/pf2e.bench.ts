/**
 * `npm run bench` (Pathfinder 2e, docs/systems-pf2e.md "In the dialog"): what a player waits for when pf2e's check
 * dialog changes — the adapter reads the live dialog again (every fate radio's roll, the adjustments tested with
 * pf2e's own predicates for every result of the die) and the bar and the table are drawn again — in the Foundry
 * double's pf2e world (happy-dom for the DOM, as the adapter tests use). Timed: the module's own work only, on a fate
 * radio's click (pf2e draws nothing again: the module's listener redraws) and on the render a changed total makes
 * (the module's render-hook listener; pf2e's own render left out). Each change gives the check a total the last many
 * have not had, so the figures are worked out, not remembered. Target: a median of 2 ms or less.
 *
 * Run: node --import tsx bench/pf2e.bench.ts
 */
import { openDoublePage } from "./double-page";

await openDoublePage();
const { installIndieDice } = await import("../test/foundry/support/setup");
const { cardsLoaded } = await import("../src/foundry/cards/card-chunk-loader");
const { rollCheck, rollCheckWithoutDialog } = await import("../foundry-double/systems/pf2e/driver");
const { drawSystemRollChance } = await import("../src/foundry/systems/system-roll-messages");
const { reportTimedRows } = await import("./relative-targets");
const { performance } = await import("node:perf_hooks");

const TARGET_MS = 2;
const RUNS = 1050;
const WARM_UP = 50;

// pf2e's dialog is a V1 window: Foundry warns once that the framework is deprecated. Not the bench's to show.
const warn = console.warn;
console.warn = () => undefined;

const harness = installIndieDice({
  system: "pf2e",
  actors: [
    {
      _id: "valeros0000000000",
      name: "Valeros",
      type: "character",
      system: { resources: { heroPoints: { value: 1, max: 3 } } },
    },
    { _id: "goblin0000000000", name: "Goblin", type: "npc" },
  ],
});
await cardsLoaded();

const KEEN = {
  adjustments: { success: { label: "Keen", amount: "criticalSuccess" as const } },
  predicate: [{ eq: ["check:total:natural", 19] as [string, number] }],
};

/** Cycles a value through `span` distinct whole numbers starting at `from`. */
const cycle = (i: number, from: number, span: number) => from + (i % span);

const open = (withKeen: boolean) =>
  rollCheck({
    slug: "athletics",
    title: "Athletics",
    actor: "valeros0000000000",
    target: "goblin0000000000",
    dc: { value: 20 },
    modifiers: [
      { label: "Strength", modifier: 4, type: "ability" },
      { label: "Trained", modifier: 6, type: "proficiency" },
    ],
    dosAdjustments: withKeen ? [KEEN] : [],
  });

type Dialog = Awaited<ReturnType<typeof open>>["dialog"];

/** A fate radio's click: pf2e sets `context.rollTwice`, the module's listener (added after) draws the figures again. */
async function radioTimes(dialog: Dialog): Promise<number[]> {
  const times: number[] = [];
  const radios = [...dialog.element[0]!.querySelectorAll<HTMLInputElement>(".fate input[type=radio]")];
  for (let i = 0; i < RUNS; i++) {
    // A new total each run, set where pf2e keeps it, as a toggle would (no render: the radio is what is timed).
    dialog.check.modifiers[0]!.modifier = cycle(i, -200, 400);
    dialog.check.calculateTotal();
    const t0 = performance.now();
    radios[i % 3]!.click();
    times.push(performance.now() - t0);
  }
  return times;
}

/**
 * The render a changed total makes: the clock starts as pf2e's activateListeners returns (V1 calls the render hooks
 * right after it) and stops in a listener added to the module's hook after the module's.
 */
async function renderTimes(dialog: Dialog): Promise<number[]> {
  const times: number[] = [];
  let started = 0;
  const activate = dialog.activateListeners.bind(dialog);
  dialog.activateListeners = (html) => {
    activate(html);
    started = performance.now();
  };
  let rendered: () => void = () => undefined;
  const id = Reflect.apply(Hooks.on, Hooks, [
    "renderCheckModifiersDialog",
    () => {
      times.push(performance.now() - started);
      rendered();
    },
  ]) as number;
  for (let i = 0; i < RUNS; i++) {
    dialog.check.modifiers[0]!.modifier = cycle(i, -200, 400);
    dialog.check.calculateTotal();
    await new Promise<void>((resolve) => {
      rendered = resolve;
      dialog.render();
    });
  }
  Reflect.apply(Hooks.off, Hooks, ["renderCheckModifiersDialog", id]);
  return times;
}

const CASES = [
  {
    name: "Pathfinder 2e check against DC 20, a fate radio picked (no render), the total changed",
    withKeen: false,
    time: radioTimes,
  },
  { name: "… a changed total drawn again (the module's render listener)", withKeen: false, time: renderTimes },
  {
    name: "… with Keen (a degree-of-success adjustment on a natural 19, pf2e's predicate tested each result)",
    withKeen: true,
    time: renderTimes,
  },
];

function median(sorted: readonly number[]): number {
  return sorted[Math.floor(sorted.length / 2)]!;
}

const rows = [];
for (const change of CASES) {
  const { dialog, rolled } = await open(change.withKeen);
  const times = (await change.time(dialog)).slice(WARM_UP).sort((a, b) => a - b);
  if (dialog.element[0]!.querySelectorAll(".indie-dice-system-bar-segment").length === 0)
    throw new Error(`${change.name}: no bar drawn`);
  rows.push({
    name: change.name,
    median: median(times),
    p95: times[Math.floor(times.length * 0.95)]!,
    targetMs: TARGET_MS,
  });
  await dialog.close();
  await rolled;
}

reportTimedRows("pf2e check dialog change → its degrees drawn again", rows);

/**
 * After the roll (docs/systems-pf2e.md "After the roll"): a rolled check's message drawn with the rerolls pf2e offers
 * (the Hero Point's, keep higher, keep lower) — the module's lines alone, on a copy of the message as Foundry drew it.
 * Each message a modifier the last many have not had, so nothing is remembered.
 */
const MESSAGES = 250;
const messageTimes: number[] = [];
for (let i = 0; i < MESSAGES; i++) {
  await rollCheckWithoutDialog({
    slug: "athletics",
    title: "Athletics",
    actor: "valeros0000000000",
    target: "goblin0000000000",
    dc: { value: 20, visible: true },
    modifiers: [{ label: "Strength", modifier: cycle(i, -100, 200), type: "ability" }],
  });
  const message = harness.foundry.messages.at(-1)!;
  const drawn = (await harness.foundry.renderMessage(message)) as HTMLElement;
  for (const line of drawn.querySelectorAll(".indie-dice-system-chance")) line.remove();
  const t0 = performance.now();
  // The double's message as Foundry's ChatMessage (an author id typed nullable), drawn as the hook draws it.
  Reflect.apply(drawSystemRollChance, undefined, [message, drawn]);
  messageTimes.push(performance.now() - t0);
  if (drawn.querySelectorAll(".indie-dice-system-chance").length !== 4) throw new Error("no reroll lines drawn");
}
const sortedMessages = messageTimes.slice(WARM_UP).sort((a, b) => a - b);
reportTimedRows("pf2e check message → its rerolls' degrees drawn", [
  {
    name: "Pathfinder 2e check message, the roll's line and three rerolls' (Hero Point, keep higher, keep lower)",
    median: median(sortedMessages),
    p95: sortedMessages[Math.floor(sortedMessages.length * 0.95)]!,
    targetMs: TARGET_MS,
  },
]);
await cardsLoaded();
harness.foundry.uninstall();
console.warn = warn;
