/**
 * `npm run bench` (Shadowdark, docs/systems-shadowdark.md "After the roll"): a failed check's message drawn for its
 * author, whose character holds a luck token — the roll's line and the luck token's reroll — in the Foundry double's
 * Shadowdark world (happy-dom for the DOM, as the adapter tests use). Timed: the module's lines alone, on a copy of
 * the message as Foundry drew it. Each message a DC the last many have not had, so nothing is remembered. Target:
 * a median of 2 ms or less.
 *
 * Run: node --import tsx bench/shadowdark.bench.ts
 */
import { openDoublePage } from "./double-page";

await openDoublePage();
const { installIndieDice } = await import("../test/foundry/support/setup");
const { cardsLoaded } = await import("../src/foundry/cards/card-chunk-loader");
const { shadowdarkActorSpec } = await import("../foundry-double/systems/shadowdark/driver");
const { ActorSD, PlayerSD } = await import("../foundry-double/systems/shadowdark/index");
const { drawSystemRollChance } = await import("../src/foundry/systems/system-roll-messages");
const { reportTimedRows } = await import("./relative-targets");
const { performance } = await import("node:perf_hooks");

const TARGET_MS = 2;
const MESSAGES = 300;
const WARM_UP = 50;

const PLAYER = "playerUser000000";
const harness = installIndieDice({
  system: "shadowdark",
  users: [
    { id: "gmUser0000000000", name: "Gamemaster", isGM: true },
    { id: PLAYER, name: "Player", isGM: false, character: "hero" },
  ],
  actors: [shadowdarkActorSpec({ _id: "hero", name: "Hero", luck: { available: true }, ownership: { [PLAYER]: 3 } })],
});
await cardsLoaded();
harness.foundry.setUser(PLAYER);

const hero: unknown = game.actors?.get("hero");
const model = hero instanceof ActorSD ? hero.systemSD : null;
if (!(model instanceof PlayerSD)) throw new Error("no Shadowdark player");

/** Cycles a value through `span` distinct whole numbers starting at `from`. */
const cycle = (i: number, from: number, span: number) => from + (i % span);

const times: number[] = [];
for (let i = 0; i < MESSAGES; i++) {
  // A Dexterity check (d20 + 0) against a DC over 3: a 3 on the die fails it, offering the reroll.
  harness.foundry.scriptFaces([3]);
  await model.rollStatCheck("dex", { skipPrompt: true, mainRoll: { dc: cycle(i, 4, 400) } });
  const message = harness.foundry.messages.at(-1)!;
  const drawn = (await harness.foundry.renderMessage(message)) as HTMLElement;
  for (const line of drawn.querySelectorAll(".indie-dice-system-chance")) line.remove();
  const t0 = performance.now();
  // The double's message as Foundry's ChatMessage (an author id typed nullable), drawn as the hook draws it.
  Reflect.apply(drawSystemRollChance, undefined, [message, drawn]);
  times.push(performance.now() - t0);
  if (drawn.querySelectorAll(".indie-dice-system-chance").length !== 2) throw new Error("no reroll line drawn");
}

const sorted = times.slice(WARM_UP).sort((a, b) => a - b);
reportTimedRows("Shadowdark check message → its luck token's reroll drawn", [
  {
    name: "Shadowdark failed check's message, the roll's line and the luck token reroll's",
    median: sorted[Math.floor(sorted.length / 2)]!,
    p95: sorted[Math.floor(sorted.length * 0.95)]!,
    targetMs: TARGET_MS,
  },
]);
await cardsLoaded();
harness.foundry.uninstall();
