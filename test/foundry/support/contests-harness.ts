/**
 * A table for the contest tests: a GM, two players each owning a hero, an NPC villain, all three clients
 * connected (so every document hook runs on each, with that client's user), and a scene with one token each.
 */
import { onTestFinished, vi } from "vitest";
import { useIndieDice } from "./helpers";

export { contestTable, GM, GM2, HERO, KR, P1, P2, P3, RIVAL, VILLAIN } from "./contest-table";
import { contestTable, GM, HERO, KR, VILLAIN } from "./contest-table";
import { api, messageById, messageView, settle } from "./dialog-harness";
import type { ContestState } from "../../../src/card-kinds/contest/core/contest-types";
import type { ChatMessageView as ContestMessage } from "../../../src/foundry/types/chat-message";
import { RECORD_ROLL_QUERY } from "../../../src/card-kinds/contest/foundry/contest-card";
import { cardDrawn, unfoldCardDetails } from "../../../src/foundry/cards/card-renderer";
import { expectRefusal, must, record, renderedElement } from "../../kit";

export function useContestTable(options: { gmActive?: boolean; secondGM?: boolean; outsider?: boolean } = {}) {
  return useIndieDice(contestTable(options));
}

/** A token's document, as Foundry's canvas holds it (the API takes it as a side). */
export function tokenDoc(id: string): TokenDocument.Implementation {
  const token = canvas?.tokens?.get(id);
  if (!token) throw new Error(`No token ${id} on the scene`);
  return token.document;
}

/** The card's state as stored (a deep copy, so later changes cannot alter what a test kept). */
export function stateOf(card: ContestMessage): ContestState {
  const message = messageById(must(card.id));
  return JSON.parse(JSON.stringify(must(message.flags["indie-dice"]).contest)) as ContestState;
}

/** A K&R card, started by the GM: the given attackers against the villain, both rolls fixed. */
export async function startKingdomsCard(
  handle: ReturnType<typeof useContestTable>,
  attackers = [HERO],
): Promise<ContestMessage> {
  return handle().foundry.withClient(GM, () =>
    api().contests.start({
      ruleSet: "kingdoms",
      attackers: attackers.map(tokenDoc),
      defender: tokenDoc(VILLAIN),
      specs: { attackers: KR, defender: KR },
    }),
  );
}

/** Rolls for a participant as a user's client with these faces, fast-forwarded; waits for the GM's writes. */
export async function rollAs(
  handle: ReturnType<typeof useContestTable>,
  userId: string,
  card: ContestMessage,
  participantId: string,
  faces: number[],
) {
  handle().foundry.scriptFaces(faces);
  const message = await handle().foundry.withClient(userId, () =>
    api().contests.roll(must(card.id), participantId, { fastForward: true }),
  );
  await settle(10);
  return message;
}

/** Posts a K&R roll message as a user, with these flags, (optionally) its JSON edited first and more message data. */
export async function postRollAs(
  handle: ReturnType<typeof useContestTable>,
  userId: string,
  flag: { cardId: string; participantId: string },
  faces: number[],
  edit: (data: Record<string, unknown>) => void = () => undefined,
  message: Record<string, unknown> = {},
): Promise<ContestMessage> {
  return handle().foundry.withClient(userId, async () => {
    handle().foundry.scriptFaces(faces);
    const roll = await handle().dice.rolls.KingdomsRoll.fromTest({ dice: 2, dt: 7 }).evaluate();
    const data = record(JSON.parse(JSON.stringify(roll)));
    edit(data);
    const created = await ChatMessage.create({
      ...message,
      rolls: [JSON.stringify(data)],
      flags: { "indie-dice": { contestRoll: flag } },
    });
    await settle(10);
    return messageView(created);
  });
}

/** Sends the record query as a user's client, straight to the active GM (what a modified client could do). */
export async function queryAs(
  handle: ReturnType<typeof useContestTable>,
  userId: string,
  data: unknown,
): Promise<Record<string, unknown>> {
  const answer = await handle().foundry.withClient(userId, () =>
    must(must(game.users).activeGM).query(RECORD_ROLL_QUERY, data),
  );
  await settle(10);
  return record(answer);
}

/** The card drawn for a user's client (the renderChatMessageHTML hook fills it asynchronously). */
export async function drawCardAs(
  handle: ReturnType<typeof useContestTable>,
  userId: string,
  card: ContestMessage,
): Promise<HTMLElement> {
  return handle().foundry.withClient(userId, async () => {
    const message = must(game.messages).get(must(card.id)) as ChatMessage;
    const html = renderedElement(await handle().foundry.renderMessage(message));
    await cardDrawn(html);
    // Read whole, as a reader who opens the folded details sees it (their body is drawn when they are opened).
    unfoldCardDetails(html);
    return html;
  });
}

export function rollButtons(html: HTMLElement): Record<string, boolean> {
  const buttons = [...html.querySelectorAll<HTMLButtonElement>('button[data-action="indie-dice-contest-roll"]')];
  return Object.fromEntries(buttons.map((button) => [must(button.dataset.participant), !button.disabled]));
}

/**
 * Captures the console.warn a test provokes on purpose (a refusal logged by the GM's client), for the test to assert;
 * restored when the test ends. Any other warning fails the test (test/setup/console-guard.ts).
 */
export function spyWarnings() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  onTestFinished(() => warn.mockRestore());
  return warn;
}

export function expectRefused(answer: Record<string, unknown>, key: string): void {
  expectRefusal(answer, `INDIE_DICE.Contest.Error.${key}`);
}

/**
 * Uniform draws that give exactly these faces through Foundry's `mapRandomFace` (ceil((1 − u) · faces)), and
 * through the core's uniformSource on `CONFIG.Dice.randomUniform` (the tie-breaks the GM's client rolls on the
 * card): one script for a roll's dice and the tie-break dice drawn after them.
 */
export function draws(...dice: [face: number, faces: number][]): number[] {
  return dice.map(([face, faces]) => 1 - (face - 0.5) / faces);
}

/** The uniform draw that makes Foundry's coin (`1dc`: Math.round(u), 1 heads, 0 tails) show this side. */
export function coinDraw(side: "heads" | "tails"): number {
  return side === "heads" ? 0.75 : 0.25;
}

/** A card of any rule set, started by the GM: the given attackers against the villain, every roll fixed. */
export async function startCard(
  handle: ReturnType<typeof useContestTable>,
  ruleSet: string,
  specs: { attackers: unknown; defender: unknown },
  options: { attack?: boolean; attackers?: string[] } = {},
): Promise<ContestMessage> {
  return handle().foundry.withClient(GM, () =>
    api().contests.start({
      ruleSet: ruleSet as never,
      attackers: (options.attackers ?? [HERO]).map(tokenDoc),
      defender: tokenDoc(VILLAIN),
      specs: specs as never,
      attack: options.attack ?? false,
    }),
  );
}

/** Rolls for a participant as a user's client from scripted uniform draws (see `draws`), fast-forwarded. */
export async function rollDrawsAs(
  handle: ReturnType<typeof useContestTable>,
  userId: string,
  card: ContestMessage,
  participantId: string,
  uniform: number[],
) {
  handle().foundry.scriptUniform(uniform);
  const message = await handle().foundry.withClient(userId, () =>
    api().contests.roll(must(card.id), participantId, { fastForward: true }),
  );
  await settle(10);
  return message;
}

/** The hook `indie-dice.contestResolved`'s calls, recorded from now on. */
export function resolvedHookCalls(): unknown[][] {
  const calls: unknown[][] = [];
  Hooks.on("indie-dice.contestResolved", (...args: unknown[]) => calls.push(args));
  return calls;
}

/** What a user's client shows of a card: each side's total, and each pairing's outcome, steps and effects. */
export async function cardTextAs(handle: ReturnType<typeof useContestTable>, userId: string, card: ContestMessage) {
  const html = await drawCardAs(handle, userId, card);
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";
  const totals = Object.fromEntries(
    [...html.querySelectorAll<HTMLElement>(".indie-dice-contest-participant")].map((li) => [
      li.dataset.participant,
      text(li.querySelector(".indie-dice-contest-total")),
    ]),
  );
  const pairings = [...html.querySelectorAll<HTMLElement>(".indie-dice-contest-pairing")].map((li) => ({
    attacker: li.dataset.attacker,
    tone: li.dataset.tone,
    outcome: text(li.querySelector(".indie-dice-contest-outcome-text")),
    // The steps sit in the card's folded details, in the pairing's own section there.
    steps: [
      ...html.querySelectorAll(
        `details[data-card-details] ` +
          `.indie-dice-contest-pairing-details[data-attacker="${li.dataset.attacker}"] .indie-dice-contest-steps li`,
      ),
    ].map(text),
    effects: [...li.querySelectorAll(".indie-dice-effects li")].map(text),
    tieBreak: li.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]'),
  }));
  return { html, status: text(html.querySelector(".indie-dice-contest-status")), totals, pairings };
}
