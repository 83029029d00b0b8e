/**
 * `npm run bench` (the chat log, issue 27): what drawing our messages costs against stock roll messages of the same
 * dice, in the Foundry double with the module installed (happy-dom for the DOM, as the adapter tests use). A log of
 * 200 of our messages — outcome cards of every rule set, `/r` rolls with luck, contest, group-test and extended-test
 * cards with their rolls — is drawn as a client's chat log draws a batch (each message rendered, which runs
 * `renderChatMessageHTML`; all put into the log at once; then what comes into view drawn, src/foundry/chat/
 * draw-in-view.ts), and so is a log of stock messages rolling the same dice (a roll's dice as plain `NdF`; a card,
 * the dice of the rolls it records). The log's last 12 messages are in view (a sidebar of about 900 px and the
 * observer's 600 px margin). Target: ours at most 1.25× stock, drawn again (median). Reported beside it: the first
 * draw (nothing kept yet) and every message in view (each drawn whole), with the cost of each kind in view.
 *
 * Foundry's chat log draws only its last batch (CONFIG.ChatMessage.batchSize) and older ones as the user scrolls up
 * (v13 client/applications/sidebar/tabs/chat.mjs #doRenderBatch), each in full: Indie Dice adds its part of a
 * message only once the message is near what the reader sees.
 *
 * Run: node --expose-gc --import tsx bench/chat-log.bench.ts
 */
import { performance } from "node:perf_hooks";
import { Window } from "happy-dom";
import type { CardMessage } from "../src/foundry/cards/card-documents";

const window = new Window({ url: "http://localhost/" });
const DOM_GLOBALS = ["document", "HTMLElement", "Element", "Node", "DocumentFragment", "DOMParser", "HTMLTemplateElement", "customElements",
  "HTMLButtonElement", "HTMLInputElement", "HTMLSelectElement", "HTMLFormElement", "Text", "getComputedStyle", "navigator"] as const;
for (const name of DOM_GLOBALS) Object.defineProperty(globalThis, name, { value: (window as unknown as Record<string, unknown>)[name], configurable: true, writable: true });
Object.defineProperty(globalThis, "window", { value: window, configurable: true, writable: true });
Object.defineProperty(globalThis, "requestAnimationFrame", { value: window.requestAnimationFrame.bind(window), configurable: true, writable: true });

const { installIndieDice } = await import("../test/foundry/adapter/setup");
const { contestTable, GM, HERO, KR, P1, P2, RIVAL, VILLAIN } = await import("../test/foundry/adapter/contest-table");
const { cardsLoaded } = await import("../src/foundry/cards/card-chunk-loader");
const { cardDrawn } = await import("../src/foundry/cards/card-renderer");
const { baselineLine } = await import("./relative-targets");
const { setViewport } = await import("../test/foundry/double/viewport");

const harness = installIndieDice(contestTable());
await cardsLoaded();
harness.foundry.seed(20261125);
const api = () => game.modules.get("indie-dice")!.api! as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<CardMessage | null>>>;
const token = (id: string) => (canvas as unknown as { tokens: { get(id: string): { document: unknown } } }).tokens.get(id).document;
const settle = async (turns = 12) => {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Our messages, posted as the table would: the same mix every run. */
async function postOurs(): Promise<void> {
  const rolls = harness.dice.rolls as unknown as Record<string, new (formula: string) => Roll>;
  const outcome: [string, string][] = [["KaiserRoll", "2d6ko + 3"], ["KingdomsRoll", "4d12kr7"], ["KleptoRoll", "1d10kc + 2"], ["OgsRoll", "1d12p2 + 1d8 + 1d6"], ["OldeRoll", "3d6"]];
  const commands = ["/r 2d6ko + 3", "/r 6d12kr7", "/r 3d10kckh + 2", "/r 4d6kh2ko"];
  await harness.foundry.withClient(GM, async () => {
    for (let i = 0; i < 12; i++) {
      for (const [name, formula] of outcome) await (await new rolls[name]!(formula).evaluate()).toMessage();
      for (const command of commands) await harness.foundry.chat(command);
    }
  });
  for (let i = 0; i < 10; i++) {
    const contest = await harness.foundry.withClient(GM, () =>
      api().contests!.start!({ ruleSet: "kingdoms", attackers: [token(HERO), token(RIVAL)], defender: token(VILLAIN), specs: { attackers: KR, defender: KR } }),
    );
    for (const [user, id] of [[P1, HERO], [P2, RIVAL], [GM, VILLAIN]] as const) await harness.foundry.withClient(user, () => api().contests!.roll!(contest!.id, id, { fastForward: true }));
    const group = await harness.foundry.withClient(GM, () => api().groupTests!.groupTest!({ participants: [token(HERO), token(RIVAL), token(VILLAIN)] }));
    for (const [user, id] of [[P1, HERO], [P2, RIVAL]] as const) await harness.foundry.withClient(user, () => api().groupTests!.groupRoll!(group!.id, id, { fastForward: true }));
    const extended = await harness.foundry.withClient(GM, () => api().extendedTests!.extendedTest!({ token: token(HERO), dt: 7, pool: 4, replenish: 1, targetMargin: 6, rounds: 4 }));
    for (let round = 0; round < 2; round++) await harness.foundry.withClient(P1, () => api().extendedTests!.extendedRoll!(extended!.id, { fastForward: true }));
    await settle();
  }
  await settle(40);
}

/** The dice a message rolls, as plain terms: its own rolls', or for a card the rolls it records. */
function diceOf(message: CardMessage): string {
  const stored = message._source.rolls.length > 0 ? message._source.rolls : recordedCopies(message);
  const terms = stored.flatMap((json) => (JSON.parse(json) as { terms: { number?: number; faces?: number }[] }).terms.filter((t) => t.faces));
  return terms.map((t) => `${t.number ?? 1}d${t.faces}`).join(" + ") || "1d6";
}

function recordedCopies(message: CardMessage): string[] {
  const copies: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const entry = value as Record<string, unknown>;
      if (typeof entry.rollCopy === "string") copies.push(entry.rollCopy);
      Object.values(entry).forEach(visit);
    }
  };
  visit(message.flags["indie-dice"] ?? {});
  return copies;
}

/** How many messages at the log's bottom are in view, the observer's margin included (a sidebar of about 900 px). */
const IN_VIEW = 12;

/**
 * Draws every message on a player's client as Foundry's log draws a batch (v13 chat.mjs #doRenderBatch): each
 * rendered in turn, then all put into the log at once; the ones at its bottom are in view. The garbage of earlier
 * passes is collected first (run with --expose-gc). `inView` "all" puts every message in view.
 */
async function draw(messages: readonly CardMessage[], inView: "bottom" | "all" = "bottom"): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const log = document.createElement("ol");
  log.className = "chat-log";
  document.body.append(log);
  const bottom = new Set<Element>();
  setViewport(inView === "all" ? undefined : (element) => bottom.has(element));
  const started = performance.now();
  await harness.foundry.withClient(P1, async () => {
    const elements: HTMLElement[] = [];
    for (const message of messages) elements.push((await harness.foundry.renderMessage(message as never)) as HTMLElement);
    log.prepend(...elements);
    for (const element of elements.slice(-IN_VIEW)) bottom.add(element);
    // The next frame looks at them, and the observer reports a task later; what is in view is then drawn.
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(elements.map((element) => cardDrawn(element)));
  });
  const elapsed = performance.now() - started;
  log.remove();
  // A task ends here, as between a browser's renders: until one does, V8 keeps alive whatever happy-dom's queries
  // hold by WeakRef.
  await new Promise((resolve) => setImmediate(resolve));
  return elapsed;
}

await postOurs();
const ours = harness.foundry.messages.slice() as unknown as CardMessage[];
const stock: CardMessage[] = [];
await harness.foundry.withClient(GM, async () => {
  for (const message of ours) stock.push((await (await new Roll(diceOf(message)).evaluate()).toMessage()) as unknown as CardMessage);
});

/** The message's kind, for the table by kind: a card's flag, or its roll's class. */
function kindOf(message: CardMessage): string {
  const flags = Object.keys(message.flags["indie-dice"] ?? {});
  if (flags.length > 0) return flags.join(" + ");
  return (JSON.parse(message._source.rolls[0] ?? '{"class":"no roll"}') as { class: string }).class;
}

/** A list's median drawing time per message, in µs, every message in view. */
async function perMessage(list: readonly CardMessage[], passes: number): Promise<number> {
  const times: number[] = [];
  for (let pass = 0; pass < passes; pass++) times.push(await draw(list, "all"));
  return (median(times) / list.length) * 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// The first draw of each message, as on load (nothing kept yet), then again and again, as on every change and scroll.
const firstDraw = { ours: await draw(ours), stock: await draw(stock) };
const PASSES = 21;
const times = { ours: [] as number[], stock: [] as number[] };
for (let pass = 0; pass < PASSES; pass++) {
  times.ours.push(await draw(ours));
  times.stock.push(await draw(stock));
}
const [oursMs, stockMs] = [median(times.ours), median(times.stock)];
const allInView = { ours: (await perMessage(ours, 7)) * ours.length / 1000, stock: (await perMessage(stock, 7)) * stock.length / 1000 };
const ratio = oursMs / stockMs;
const TARGET_RATIO = 1.25;
console.log(baselineLine());
console.log(`Chat log of ${ours.length} of our messages against ${stock.length} stock ones rolling the same dice, drawn by a player's client:`);
console.log(`| draw | ours ms | stock ms | ratio | target | ok |\n| --- | --- | --- | --- | --- | --- |`);
console.log(`| first (on load) | ${firstDraw.ours.toFixed(1)} | ${firstDraw.stock.toFixed(1)} | ${(firstDraw.ours / firstDraw.stock).toFixed(2)} | | |`);
console.log(`| again (median of ${PASSES}) | ${oursMs.toFixed(1)} | ${stockMs.toFixed(1)} | ${ratio.toFixed(2)} | ≤ ${TARGET_RATIO} | ${ratio <= TARGET_RATIO ? "yes" : "NO"} |`);
console.log(`| every message in view (median of 7) | ${allInView.ours.toFixed(1)} | ${allInView.stock.toFixed(1)} | ${(allInView.ours / allInView.stock).toFixed(2)} | | |`);
const kinds = [...new Set(ours.map(kindOf))];
console.log(`\nIn view, by kind:\n| message | count | µs each (median of 5) |\n| --- | --- | --- |`);
for (const kind of kinds) {
  const list = ours.filter((message) => kindOf(message) === kind);
  console.log(`| ${kind} | ${list.length} | ${(await perMessage(list, 5)).toFixed(0)} |`);
}
console.log(`| stock roll messages | ${stock.length} | ${(await perMessage(stock, 5)).toFixed(0)} |`);
harness.foundry.uninstall();
process.exit(ratio <= TARGET_RATIO ? 0 : 1);
