/**
 * What the two halves of the hostile-client suite share (hostile-client.test.ts: every query;
 * hostile-card-actions.test.ts: every card action): the categories of forgery each is tried in, the odd values they are
 * made of, and the checks — a reason in both languages, the GM's writes unchanged, no uncaught error or unhandled
 * rejection.
 */
import { afterEach, beforeEach } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import { draws, rollDrawsAs, startCard, type useContestTable, GM, HERO, P1, VILLAIN } from "./contests-harness";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { messageViews } from "./dialog-harness";
import { record } from "../../kit";

export const CATEGORIES = [
  "wrong types",
  "unknown ids",
  "foreign ids",
  "another user's token",
  "replayed",
  "stale",
  "a second answer",
  "a foreign Roll class",
  "totals that do not match the dice",
  "NaN, Infinity, 1e308, -0",
  "deep nesting",
  "__proto__ keys",
  "HTML in names",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The odd numbers (JSON carries NaN and Infinity as null, -0 as 0). */
export const ODD_NUMBERS = [Number.NaN, Number.POSITIVE_INFINITY, 1e308, -0];

export const HTML = '<img src="x" onerror="alert(1)"><b>Fafnir</b>';

export function deep(levels: number, inner: unknown = "x"): unknown {
  let value: unknown = inner;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

/** Data with a `__proto__` key of its own holding `inner`, as JSON.parse makes it. */
export function withProtoKey(
  data: Record<string, unknown>,
  inner: Record<string, unknown> = { isGM: true, cardId: "x" },
): unknown {
  return JSON.parse(JSON.stringify(data).replace(/^{/, `{"__proto__":${JSON.stringify(inner)},`));
}

/** Is `key` a text in this language file? */
function hasText(lang: unknown, key: string): boolean {
  const text = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === "object" ? record(node)[part] : undefined),
      lang,
    );
  return typeof text === "string" && text.length > 0;
}

/** Is `key` a text in both languages? */
export function inBothLanguages(key: unknown): boolean {
  return typeof key === "string" && hasText(english, key) && hasText(german, key);
}

/** What the GM's client has written, as the GM's client holds it: every GM's message and its module flags. */
export function written(foundry: { withClient<T>(userId: string, fn: () => T): T }, gm: string): string {
  return foundry.withClient(gm, () =>
    JSON.stringify(
      messageViews()
        .filter((message) => message.author?.isGM)
        .map((message) => [message.id, message.flags["indie-dice"]]),
    ),
  );
}

/** Every uncaught error and unhandled rejection of each test, on any client (they share the process). */
export function listenForProblems(): () => readonly unknown[] {
  let problems: unknown[] = [];
  const heard = (error: unknown) => problems.push(error);
  beforeEach(() => {
    problems = [];
    process.on("unhandledRejection", heard);
    process.on("uncaughtException", heard);
  });
  afterEach(() => {
    process.off("unhandledRejection", heard);
    process.off("uncaughtException", heard);
  });
  return () => problems;
}

/**
 * A Dungeons of Olde contest tied (4 against 4): it waits for a roll-off the hero's (Ann's) or the villain's side may
 * ask for.
 */
export async function tiedOlde(table: ReturnType<typeof useContestTable>): Promise<ChatMessageView> {
  const spec = { count: 1, faces: 6, adjustment: 0, unlimited: false };
  const card = await startCard(table, "olde", { attackers: spec, defender: spec });
  await rollDrawsAs(table, P1, card, HERO, draws([4, 6]));
  await rollDrawsAs(table, GM, card, VILLAIN, draws([4, 6]));
  table().foundry.clearScript();
  return card;
}
