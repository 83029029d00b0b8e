/**
 * Model-based tests of the cards: random sequences of what a table does — rolls by owners, non-owners
 * and GMs, forged and replayed queries, deleted and edited roll messages, reveals, the active GM leaving and another
 * (or none) taking over, the same user on two clients, a reload — run against the Foundry double with the module
 * installed, and after every step the invariants every card kind keeps:
 * - its state passes its schema;
 * - no roll message is recorded twice, and none a forger posted is recorded at all;
 * - a card once closed (resolved, ended) never changes again, not even on reload;
 * - only the active GM's client wrote the card;
 * - a player's drawn card holds nothing of a roll they may not see: it is the same drawn with that roll rolled
 *   again (once the card is closed, only what it announces — a winner, a verdict — may differ);
 * - and when every GM is back, every legitimate roll is recorded, or its roller was told it was not.
 * Four commands test a hostile or careless table, each with its own invariant:
 * - Cleo, a player who owns nothing, presses every button of the card and sends every query its actions make (and posts
 *   its request messages): nothing is written, the GM's client posts nothing, the card is unchanged;
 * - a player sends the GM's client a query of about 1 MB: it is refused, nothing is written, and the GM's client
 *   looks up no more documents than the largest card has sides (counted on the double's uuid lookup, not timed);
 * - a roller posts a card's roll less privately than the card asks (a public roll for a blind request): no other
 *   viewer's card shows that roll (the privacy invariant above, judged by the mode the card asks);
 * - a player opens the roll dialog of a request whose difficulty is hidden: the dialog shows no number for it.
 * Each kind is a driver (its card, its own commands, what it announces); this file holds the rest.
 */
import fc from "fast-check";
import { expect, vi } from "vitest";
import { installIndieDice, type AdapterHarness } from "../../support/setup";
import { cardsLoaded } from "../../../../src/foundry/cards/card-chunk-loader";
import { cardDrawn, unfoldCardDetails } from "../../../../src/foundry/cards/card-renderer";
import { readVersioned, type VersionedSchema } from "../../../../src/core/schema";
import { CONTEST_MAX_ATTACKERS } from "../../../../src/card-kinds/contest/core/contest-setup";
import { START_CONTEST_QUERY } from "../../../../src/card-kinds/contest/foundry/contest-card";
import { contestTable, tokenDoc, GM, GM2, HERO, P1, P2, RIVAL, VILLAIN } from "../../support/contests-harness";
import { P3 } from "../../support/contest-table";
import {
  callHook,
  settle,
  type RollDialogView,
  messageById,
  messageViews,
  messageIfAny,
  messageView,
  openWindows,
} from "../../support/dialog-harness";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { queryFromAnyClient } from "../../support/any-client";
import { elementOf, must, record, renderedElement } from "../../../kit";

export { GM, GM2, HERO, P1, P2, P3, RIVAL, VILLAIN };
/** Cleo: a player at the table who owns no actor (contest-table.ts). */
export const OUTSIDER = P3;
export const PLAYERS = [P1, P2, P3] as const;
export const USERS = [GM, GM2, P1, P2, P3] as const;
export const MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type Mode = (typeof MODES)[number];

/** Who owns each token's actor (the GMs may roll for any). */
const OWNER: Readonly<Record<string, string>> = { [HERO]: P1, [RIVAL]: P2 };

/** A user as a step names them (their ids' first letters are alike). */
export function who(userId: string): string {
  return (
    ({ [GM]: "gm", [GM2]: "gm2", [P1]: "ann", [P2]: "bo", [P3]: "cy" } as Record<string, string>)[userId] ?? userId
  );
}

export function mayRoll(userId: string, token: string): boolean {
  return userId === GM || userId === GM2 || OWNER[token] === userId;
}

/** A roll message the model saw posted through the API, and what became of it for its roller. */
export interface Posted {
  readonly id: string;
  readonly author: string;
  readonly slot: string;
  readonly mode: Mode;
  /** A refusal was shown on the roller's client while they rolled. */
  readonly told: boolean;
  /**
   * Posted less privately than the card asks, by a modified client (`mode` is then the card's): no promise that it
   * is recorded, only that it shows no more than the card's mode lets it.
   */
  readonly hostile?: boolean;
}

export interface Model {
  readonly posted: Posted[];
  readonly forged: Set<string>;
  readonly revealed: Set<string>;
  /** Rolls their authors deleted: one the card had not recorded by then is withdrawn. */
  readonly deleted: Set<string>;
  /** GMs logged out: their clients do nothing. */
  readonly away: Set<string>;
  /** The state as it was when the card was first seen closed (JSON), never to change again. */
  closedState: string | null;
}

export interface Real<S = unknown> {
  readonly harness: AdapterHarness;
  readonly driver: CardDriver<S>;
  readonly cardId: string;
  /** Writes of the card by a client other than the active GM's. */
  readonly strayWrites: string[];
  /** Steps running at once now (a step that changes nothing by itself may see another's change). */
  together: number;
}

export type Step = fc.AsyncCommand<Model, Real>;

/** A query a client sends the active GM's client: its `CONFIG.queries` name and data. */
export interface Query {
  readonly name: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** One card kind, as the model drives it. */
export interface CardDriver<S> {
  readonly name: string;
  /** The state's flag (`flags["indie-dice"][flag]`) and schema. */
  readonly flag: string;
  readonly schema: VersionedSchema<S>;
  /** The token of each roll slot. */
  readonly slots: readonly string[];
  /** The roll message's flag for a slot (what a forger posts). */
  forgedFlag(cardId: string, slot: string, state: S): Record<string, unknown>;
  readonly rollQuery: string;
  /** Posts the card as the GM (the sequence's seed may pick among the kind's variants). */
  start(harness: AdapterHarness, seed: number): Promise<ChatMessageView>;
  /** The API's roll for a slot, on the current client: at once (Shift held), or through its dialog. */
  roll(cardId: string, slot: string, fastForward?: boolean): Promise<ChatMessageView | null>;
  /** Every button of the kind's card, each as its `data-*` values (`action` the button's `data-action`). */
  buttons(state: S): readonly Readonly<Record<string, string>>[];
  /** The queries the card's actions send the GM's client besides the roll's record query (which every kind has). */
  otherQueries?(state: S, cardId: string): readonly Query[];
  /**
   * The request messages (not rolls) the card's actions post for the GM's client to record, each as its module flags
   * and the query that asks for it (a contest's roll-off request): what an outsider posts from a console.
   */
  requestMessages?(
    state: S,
    cardId: string,
  ): readonly { readonly query: string; readonly flags: Record<string, unknown> }[];
  /** The mode the card asks its rolls to be posted in, when it asks one (a request's). */
  askedMode?(state: S): Mode | null;
  /** The roll dialog's field that must show no number now (a request's hidden difficulty), or null. */
  hiddenField?(state: S): string | null;
  /** Every roll the state holds: its message id, slot and copy. */
  recorded(state: S): readonly { readonly messageId: string; readonly slot: string }[];
  closed(state: S): boolean;
  /** The kind's own commands (gifts, closing, ending, skipping, tie-breaks). */
  readonly commands: readonly fc.Arbitrary<Step>[];
  /** Is this roll hidden from a player, by the model's own account (its mode, a reveal, the card's own rules)? */
  hiddenFrom?(state: S, posted: Posted, viewer: string, model: Model): boolean;
  /** What a closed card announces to everyone, left out when comparing a card drawn with a roll rolled again. */
  readonly announced: readonly string[];
  /**
   * Which of these hidden rolls may be rolled again on their own (default all)? Not one a later roll rests on: an
   * extended test's next round rolls the pool the hidden one left, and by the rules its roller rolls that many dice.
   */
  rerollable?(state: S, hidden: ReadonlySet<string>): ReadonlySet<string>;
  /**
   * Anything else in the state that follows from these hidden rolls (a gift's die), changed as a roll rolled again
   * would.
   */
  alsoRolledAgain?(state: S, hidden: ReadonlySet<string>): S;
}

/** The state as stored, read through the kind's schema (a state that fails it is a failure of the test). */
export function stateOf<S>(real: Real<S>): S {
  const message = messageById(real.cardId);
  const stored = must(message.flags["indie-dice"])[real.driver.flag];
  return readVersioned(real.driver.schema, JSON.parse(JSON.stringify(stored)));
}

/** Refusals (warnings, errors) a user's client has shown: "no GM is online" is a notice, not a refusal. */
function notificationsOf(real: Real, userId: string): number {
  return real.harness.foundry.notifications.filter(
    (n) => n.userId === userId && (n.type === "warning" || n.type === "error"),
  ).length;
}

/** Runs an action on a user's client; whether that client was shown a notification meanwhile. */
export async function asUser<T>(
  real: Real,
  userId: string,
  action: () => Promise<T>,
): Promise<{ result: T; told: boolean }> {
  const before = notificationsOf(real, userId);
  const result = await real.harness.foundry.withClient(userId, action);
  await settle(12);
  return { result, told: notificationsOf(real, userId) > before };
}

/**
 * Something a user's client asks of the card (giving, closing, ending, skipping): the invariants judge what follows.
 */
export function actionStep(name: string, by: string, action: (cardId: string) => Promise<unknown>): Step {
  return step(
    `${name}(${who(by)})`,
    async (_model, real) => {
      await asUser(real, by, () => action(real.cardId));
    },
    [by],
  );
}

/** A roll through the card's API by a user, in a chat mode: the model keeps what was posted. */
export function rollStep(user: string, slot: string, mode: Mode): Step {
  return step(
    `roll(${who(user)}, ${slot.slice(0, 4)}, ${mode})`,
    async (model, real) => {
      await real.harness.foundry.withClient(user, () => real.harness.foundry.setChatMode(mode));
      const messages = real.harness.foundry.messages.length;
      const { result, told } = await asUser(real, user, () => real.driver.roll(real.cardId, slot));
      if (!mayRoll(user, slot)) {
        expect(result, "a roll for a token the user does not own").toBeNull();
        if (real.together === 0)
          expect(real.harness.foundry.messages.length, "nothing posted for a token the user does not own").toBe(
            messages,
          );
        return;
      }
      if (result?.id) {
        // The message's own audience: with two rolls at once on one client, the chat mode may have changed between.
        const posted = modeOfMessage(result);
        recordPosted(model, { id: result.id, author: user, slot, mode: posted, told });
      }
    },
    [user],
  );
}

/**
 * A roll posted for a slot, as the step that asked for it knows it: it replaces what another step running beside it
 * took it for (a *Roll again* at the same time sees this message among the user's new ones, and would give it its
 * original's slot).
 */
export function recordPosted(model: Model, posted: Posted): void {
  const earlier = model.posted.findIndex((entry) => entry.id === posted.id);
  if (earlier >= 0) model.posted.splice(earlier, 1);
  model.posted.push(posted);
}

/** The mode a roll message was posted in, read from its audience as Foundry's chat log reads it. */
function modeOfMessage(message: ChatMessageView): Mode {
  const whisper = message.whisper ?? [];
  if (whisper.length === 0) return "publicroll";
  if (message.blind) return "blindroll";
  return whisper.length === 1 && whisper[0] === message.author?.id ? "selfroll" : "gmroll";
}

/** A message posted as a player for a slot they do not own, then their client's query naming it. */
export function forgedStep(user: string, slot: string): Step {
  return step(
    `forge(${who(user)}, ${slot.slice(0, 4)})`,
    async (model, real) => {
      if (mayRoll(user, slot)) return;
      const state = stateOf(real);
      const message = await real.harness.foundry.withClient(user, async () => {
        const roll = await new Roll("2d10").evaluate();
        return ChatMessage.create({
          rolls: [JSON.stringify(roll)],
          flags: { "indie-dice": real.driver.forgedFlag(real.cardId, slot, state) },
        });
      });
      const id = must(messageView(message).id);
      model.forged.add(id);
      await settle(12);
      await queryStep(real, user, id);
    },
    [user],
  );
}

async function queryStep(real: Real, user: string, messageId: string): Promise<void> {
  const gm = must(game.users).activeGM;
  if (!gm) return;
  await real.harness.foundry.withClient(user, () =>
    queryFromAnyClient(real.driver.rollQuery, { cardId: real.cardId, messageId }, gm),
  );
  await settle(12);
}

/**
 * A user's client sends the record query again for a posted roll (a replay; or the late query of a roll posted while no
 * GM was on).
 */
export function replayStep(index: number, user: string): Step {
  return step(
    `replay(#${index}, ${who(user)})`,
    async (model, real) => {
      const posted = pick(model.posted, index);
      if (posted) await queryStep(real, user, posted.id);
    },
    [user],
  );
}

/** The roll's author deletes it, or edits its dice: the card keeps its own copy. */
export function deleteStep(index: number): Step {
  return unchanging(`delete(#${index})`, async (model, real) => {
    const posted = pick(model.posted, index);
    const message = posted && !model.away.has(posted.author) ? messageIfAny(posted.id) : undefined;
    if (!posted || !message) return;
    await real.harness.foundry.withClient(posted.author, () => message.delete());
    model.deleted.add(posted.id);
  });
}

export function editStep(index: number): Step {
  return unchanging(`edit(#${index})`, async (model, real) => {
    const posted = pick(model.posted, index);
    const message = posted && messageIfAny(posted.id);
    if (!posted || !message || model.away.has(posted.author)) return;
    const rerolled = await rollAgain(must(message._source.rolls[0]));
    await real.harness.foundry.withClient(posted.author, () => message.update({ rolls: [rerolled] }));
  });
}

/** A GM's "Reveal to Everyone" on a roll. */
export function revealStep(index: number): Step {
  return unchanging(`reveal(#${index})`, async (model, real) => {
    const posted = pick(model.posted, index);
    const message = posted && messageIfAny(posted.id);
    const gm = [GM, GM2].find((id) => !model.away.has(id));
    if (!posted || !message || !gm) return;
    await real.harness.foundry.withClient(gm, () => message.update({ whisper: [], blind: false }));
    model.revealed.add(posted.id);
  });
}

/** Every message rebuilt from its stored source, as a reload of the page would. */
export function reloadStep(): Step {
  return unchanging("reload", async (_model, real) => {
    real.harness.foundry.reloadMessages();
  });
}

/** A GM's client closes (logs out): with the other GM on, that GM is the active one; else none. */
export function gmLeavesStep(gm: string): Step {
  return step(`leaves(${who(gm)})`, async (model, real) => {
    model.away.add(gm);
    await real.harness.foundry.setUserActive(gm, false);
    await settle(12);
  });
}

/** A GM logs in: their client's `ready` runs (the sweep, when they are the active GM). */
export function gmArrivesStep(gm: string): Step {
  return step(`arrives(${who(gm)})`, async (model, real) => {
    if (userOf(gm).active) return;
    model.away.delete(gm);
    await logIn(real, gm);
  });
}

/** A GM logs in: active again, and their client's `ready` runs (the sweep, when they are the active GM). */
async function logIn(real: Real, gm: string): Promise<void> {
  await real.harness.foundry.setUserActive(gm, true);
  real.harness.foundry.withClient(gm, () => callHook("ready"));
  await settle(30);
}

/** The messages a GM's client has posted, by id. */
function postedByGMs(): Set<string> {
  return new Set(
    messageViews()
      .filter((message) => message.author?.isGM)
      .map((message) => must(message.id)),
  );
}

/** A step that must leave the card as it was and have the GM's client post nothing. */
function leavesAllAsItWas(name: string, run: (model: Model, real: Real) => Promise<void>, by: readonly string[]): Step {
  return unchanging(
    name,
    async (model, real) => {
      const before = postedByGMs();
      await run(model, real);
      await settle(12);
      const posted = [...postedByGMs()].filter((id) => !before.has(id));
      expect(posted, `${name}: the GM's client posted`).toEqual([]);
    },
    by,
  );
}

/**
 * Cleo, who owns nothing, presses every button of the card (each enabled in their own drawn card, as a console can,
 * and clicked: the card's click dispatcher decides), then sends the GM's client every query the card's actions
 * send (a roll's record query for each recorded roll, the kind's others) from the console.
 */
export function outsiderStep(): Step {
  return leavesAllAsItWas(
    "outsider",
    async (_model, real) => {
      const state = stateOf(real);
      const html = await drawnFor(real, OUTSIDER, state);
      const content = html.querySelector(".message-content") ?? html;
      for (const data of real.driver.buttons(state)) {
        await asUser(real, OUTSIDER, async () => {
          const button = document.createElement("button");
          button.type = "button";
          for (const [key, value] of Object.entries(data)) button.dataset[key] = value;
          content.append(button);
          button.click();
        });
      }
      const gm = must(game.users).activeGM;
      if (!gm) return;
      const record = real.driver
        .recorded(state)
        .map(({ messageId }) => ({ name: real.driver.rollQuery, data: { cardId: real.cardId, messageId } }));
      const queries = [
        ...record,
        { name: real.driver.rollQuery, data: { cardId: real.cardId, messageId: real.cardId } },
        ...(real.driver.otherQueries?.(state, real.cardId) ?? []),
      ];
      for (const query of queries)
        await asUser(real, OUTSIDER, () => queryFromAnyClient(query.name, query.data, gm).catch(() => undefined));
      // The card's own request messages, posted as the outsider's and asked for: their author is who asks.
      for (const request of real.driver.requestMessages?.(state, real.cardId) ?? []) {
        await asUser(real, OUTSIDER, async () => {
          const posted = (await ChatMessage.create({ content: "x", flags: { "indie-dice": request.flags } })) as
            ChatMessageView | undefined;
          if (posted?.id)
            await queryFromAnyClient(request.query, { cardId: real.cardId, messageId: posted.id }, gm).catch(
              () => undefined,
            );
        });
      }
    },
    [OUTSIDER],
  );
}

/** About a megabyte: the size of the payloads the oversized step sends. */
const MEGABYTE = 1_000_000;

/**
 * A payload's shapes: a huge id where the card's query wants one, a huge list beside a plausible query, a contest of
 * 20,000 copies of one side.
 */
export const OVERSIZED = ["hugeMessageId", "hugeCardId", "padding", "startContest", "otherQuery"] as const;
export type Oversized = (typeof OVERSIZED)[number];

function oversizedQuery(real: Real, shape: Oversized): Query | null {
  const state = stateOf(real);
  const huge = "x".repeat(MEGABYTE);
  const tokenUuid = (token: string) => tokenDoc(token).uuid;
  const manyUuids = Array.from({ length: 20_000 }, () => tokenUuid(HERO));
  const recorded = real.driver.recorded(state)[0]?.messageId ?? real.cardId;
  switch (shape) {
    case "hugeMessageId":
      return { name: real.driver.rollQuery, data: { cardId: real.cardId, messageId: huge } };
    case "hugeCardId":
      return { name: real.driver.rollQuery, data: { cardId: huge, messageId: recorded } };
    case "padding":
      return { name: real.driver.rollQuery, data: { cardId: real.cardId, messageId: recorded, padding: manyUuids } };
    case "startContest":
      return {
        name: START_CONTEST_QUERY,
        data: {
          ruleSet: "kingdoms",
          attackers: manyUuids,
          defender: tokenUuid(VILLAIN),
          attack: false,
          kingdomsActive: "attacker",
          specs: { attackers: [], defender: null },
        },
      };
    case "otherQuery": {
      const other = real.driver.otherQueries?.(state, real.cardId)[0];
      return other
        ? {
            name: other.name,
            data: Object.fromEntries(
              Object.entries(other.data).map(([key, value]) => [key, key === "cardId" ? value : huge]),
            ),
          }
        : null;
    }
  }
}

/**
 * The most uuid lookups a query may cost the GM's client, whatever its size: every side of the largest card
 * (CONTEST_MAX_ATTACKERS attackers and their defender) looked up once.
 */
const LOOKUP_BOUND = CONTEST_MAX_ATTACKERS + 1;

/**
 * Counts the double's uuid lookups (`fromUuidSync`, `fromUuid`, as globals and under `foundry.utils`) while `work`
 * runs. Past the bound a lookup throws, so that unbounded work stops here instead of holding the test for a minute;
 * the count then tells.
 */
async function countingLookups<T>(work: () => Promise<T>): Promise<{ result: T; lookups: number }> {
  let lookups = 0;
  const holders = [globalThis, foundry.utils] as Record<string, unknown>[];
  const spies = holders.flatMap((holder) =>
    (["fromUuidSync", "fromUuid"] as const)
      .filter((name) => typeof holder[name] === "function")
      .map((name) => {
        const original = holder[name] as (uuid: string) => unknown;
        return vi
          .spyOn(holder as Record<string, (uuid: string) => unknown>, name)
          .mockImplementation((uuid: string) => {
            lookups += 1;
            if (lookups > LOOKUP_BOUND) throw new Error(`Model: more than ${LOOKUP_BOUND} uuid lookups for one query`);
            return original(uuid);
          });
      }),
  );
  try {
    return { result: await work(), lookups };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/**
 * A player's console sends the active GM's client a query of about a megabyte: refused, nothing written, the work
 * bounded.
 */
export function oversizedStep(shape: Oversized, user: string): Step {
  return leavesAllAsItWas(
    `oversized ${shape}(${who(user)})`,
    async (_model, real) => {
      const query = oversizedQuery(real, shape);
      const gm = must(game.users).activeGM;
      if (!query || !gm) return;
      const { result: answer, lookups } = await countingLookups(() =>
        real.harness.foundry.withClient(user, () =>
          queryFromAnyClient(query.name, query.data, gm).then(
            (value) => value as unknown,
            () => ({ ok: false, thrown: true }),
          ),
        ),
      );
      expect(lookups, `oversized ${shape}: uuid lookups on the GM's client`).toBeLessThanOrEqual(LOOKUP_BOUND);
      expect(
        (answer as { ok?: unknown } | undefined)?.ok,
        `oversized ${shape}: the GM's client accepted a query of ${MEGABYTE} bytes`,
      ).not.toBe(true);
    },
    [user],
  );
}

/** The modes a roll may be posted in that show it to more viewers than a mode asked for. */
const LESS_PRIVATE: Readonly<Record<Mode, readonly Mode[]>> = {
  publicroll: [],
  gmroll: ["publicroll"],
  blindroll: ["publicroll", "gmroll"],
  selfroll: ["publicroll", "gmroll"],
};

/**
 * A roller's modified client posts the card's roll in a less private mode than the card asks: a `preCreateChatMessage`
 * hook of their own sets the message's audience, as a console can. The model keeps the roll as posted in the card's
 * mode: whatever the GM's client does with it (refuses it, posts it again as asked), no other viewer's card shows it.
 */
export function lessPrivateRollStep(slot: string, mode: Mode): Step {
  const user = rollerOf(slot);
  return step(
    `lessPrivateRoll(${who(user)}, ${slot.slice(0, 4)}, ${mode})`,
    async (model, real) => {
      const asked = real.driver.askedMode?.(stateOf(real)) ?? null;
      if (asked === null || !LESS_PRIVATE[asked].includes(mode)) return;
      const whisper =
        mode === "publicroll"
          ? []
          : must(game.users)
              .filter((u) => u.isGM)
              .map((u) => u.id);
      const hook = Hooks.on("preCreateChatMessage", ((
        message: ChatMessageView & { updateSource(data: object): void },
      ) => {
        const flags = message.flags?.["indie-dice"] as Record<string, { cardId?: string } | undefined> | undefined;
        if (must(game.user).id === user && Object.values(flags ?? {}).some((flag) => flag?.cardId === real.cardId))
          message.updateSource({ whisper, blind: false });
      }) as Hooks.Function<"preCreateChatMessage">);
      try {
        const { result, told } = await asUser(real, user, () => real.driver.roll(real.cardId, slot));
        if (result?.id) recordPosted(model, { id: result.id, author: user, slot, mode: asked, told, hostile: true });
      } finally {
        Hooks.off("preCreateChatMessage", hook);
      }
    },
    [user],
  );
}

function openDialogs(): RollDialogView[] {
  return openWindows<RollDialogView>("IndieRollDialog", "IndieFormulaDialog");
}

/**
 * A slot's owner opens its roll dialog (the one the card's Roll button and its prompt open) and closes it: while the
 * card hides a number (a request's difficulty), the dialog shows none for it — neither the card's nor a default.
 */
export function hiddenNumberDialogStep(slot: string): Step {
  const user = rollerOf(slot);
  return unchanging(
    `dialog(${who(user)}, ${slot.slice(0, 4)})`,
    async (_model, real) => {
      const field = real.driver.hiddenField?.(stateOf(real)) ?? null;
      if (field === null || !PLAYERS.includes(user as never)) return;
      const before = new Set(openDialogs());
      let done = false;
      const rolled = asUser(real, user, () => real.driver.roll(real.cardId, slot, false)).finally(() => (done = true));
      let dialog: RollDialogView | undefined;
      for (let turn = 0; turn < 2_000 && !done && !dialog; turn++) {
        await settle(1);
        dialog = openDialogs().find((app) => !before.has(app) && app.rendered);
      }
      if (dialog) {
        const wrapper = dialog.element.querySelector<HTMLElement>(`[data-field="${field}"]`);
        const control = dialog.element.querySelector<HTMLInputElement>(`[name="${field}"]`);
        const shown = `${wrapper?.textContent ?? ""} ${control?.value ?? ""}`.replace(/\s+/g, " ").trim();
        const chances = dialog.element.querySelectorAll(
          ".indie-dice-figure[data-outcome=success], .indie-dice-figure[data-outcome=target]",
        ).length;
        await real.harness.foundry.withClient(user, () => dialog.close());
        expect(shown, `${user}'s roll dialog shows a number for the hidden ${field}`).not.toMatch(/\d/);
        // Nor a chance against it, which would tell it.
        expect(chances, `${user}'s roll dialog shows a chance against the hidden ${field}`).toBe(0);
      }
      await rolled;
    },
    [user],
  );
}

/** Two things at once: the second starts a few turns after the first (two clients, or a GM leaving mid-write). */
export function togetherStep(first: Step, second: Step, turns: number): Step {
  return {
    check: (model) => first.check(model) && second.check(model),
    run: async (model, real) => {
      real.together += 1;
      try {
        await Promise.all([
          first.run(model, real),
          (async () => {
            await settle(turns);
            await second.run(model, real);
          })(),
        ]);
      } finally {
        real.together -= 1;
      }
      await settle(20);
      await checkInvariants(model, real);
    },
    toString: () => `together(${first.toString()}, ${second.toString()}, +${turns})`,
  };
}

/** A step; `by`, the users whose clients act in it (a logged-out GM's client does nothing). */
export function step(name: string, run: (model: Model, real: Real) => Promise<void>, by: readonly string[] = []): Step {
  return {
    check: (model) => by.every((user) => !model.away.has(user)),
    run: async (model, real) => {
      await run(model, real);
      await checkInvariants(model, real);
    },
    toString: () => name,
  };
}

/** A step that must leave the card's state as it was. */
export function unchanging(
  name: string,
  run: (model: Model, real: Real) => Promise<void>,
  by: readonly string[] = [],
): Step {
  return step(
    name,
    async (model, real) => {
      const before = JSON.stringify(stateOf(real));
      await run(model, real);
      await settle(12);
      if (real.together === 0) expect(JSON.stringify(stateOf(real)), `${name} changed the card`).toBe(before);
    },
    by,
  );
}

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

function userOf(id: string): { active: boolean } {
  return must(must(game.users).get(id));
}

/** The same roll's formula rolled again (a different result, when the dice allow one). */
async function rollAgain(stored: string): Promise<string> {
  const roll = Roll.fromData(JSON.parse(stored));
  for (let attempt = 0; attempt < 8; attempt++) {
    const again = JSON.stringify(await roll.clone().evaluate());
    if (diceOf(again) !== diceOf(stored)) return again;
  }
  return stored;
}

function diceOf(stored: string): string {
  return JSON.stringify(
    (JSON.parse(stored) as { terms: { results?: unknown }[] }).terms.map((term) => term.results ?? null),
  );
}

/** After every step. */
export async function checkInvariants<S>(model: Model, real: Real<S>): Promise<void> {
  const state = stateOf(real);
  const ids = real.driver.recorded(state).map((entry) => entry.messageId);
  expect(new Set(ids).size, `a roll recorded twice: ${ids.join(", ")}`).toBe(ids.length);
  for (const id of ids) expect(model.forged.has(id), `a forged roll was recorded: ${id}`).toBe(false);
  expect(real.strayWrites, "the card was written by a client other than the active GM's").toEqual([]);
  const json = JSON.stringify(state);
  if (model.closedState !== null) expect(json, "a closed card changed").toBe(model.closedState);
  else if (real.driver.closed(state)) model.closedState = json;
  await checkPrivacy(model, real, state);
}

/** Is a roll hidden from a player, by Foundry's rule for its mode (unless the GM revealed it)? */
export function hiddenByMode(posted: Posted, viewer: string, model: Model): boolean {
  if (model.revealed.has(posted.id)) return false;
  switch (posted.mode) {
    case "publicroll":
      return false;
    case "gmroll":
    case "selfroll":
      return posted.author !== viewer;
    case "blindroll":
      return true;
  }
}

async function checkPrivacy<S>(model: Model, real: Real<S>, state: S): Promise<void> {
  const recorded = new Set(real.driver.recorded(state).map((entry) => entry.messageId));
  for (const viewer of PLAYERS) {
    const hidden = model.posted.filter(
      (posted) =>
        recorded.has(posted.id) &&
        (real.driver.hiddenFrom ?? ((_s, p, v, m) => hiddenByMode(p, v, m)))(state, posted, viewer, model),
    );
    if (hidden.length === 0) continue;
    const all = new Set(hidden.map((posted) => posted.id));
    const ids = real.driver.rerollable?.(state, all) ?? all;
    if (ids.size === 0) continue;
    const drawn = await drawnFor(real, viewer, state);
    const rolledAgain = await withRollsRolledAgain(state, ids);
    const rerolled = real.driver.alsoRolledAgain?.(rolledAgain, ids) ?? rolledAgain;
    const drawnAgain = await drawnFor(real, viewer, rerolled);
    const announced = real.driver.closed(state) ? real.driver.announced : [];
    const [seen, seenAgain] = [normalized(drawn, announced), normalized(drawnAgain, announced)];
    if (seen !== seenAgain)
      expect.fail(
        `${viewer}'s card changes with a roll they may not see (${[...ids].join(", ")}): ` +
          `${firstDifference(seen, seenAgain)}`,
      );
  }
}

/** The state with these rolls' copies rolled again (every object holding one of these message ids and a copy). */
async function withRollsRolledAgain<S>(state: S, ids: ReadonlySet<string>): Promise<S> {
  const copy = JSON.parse(JSON.stringify(state)) as S;
  const visit = async (value: unknown): Promise<void> => {
    if (Array.isArray(value)) for (const item of value) await visit(item);
    else if (value && typeof value === "object") {
      const entry = record(value);
      if (typeof entry.messageId === "string" && ids.has(entry.messageId) && typeof entry.rollCopy === "string")
        entry.rollCopy = await rollAgain(entry.rollCopy);
      for (const item of Object.values(entry)) await visit(item);
    }
  };
  await visit(copy);
  return copy;
}

/** The card as a player's client draws it, from this state (put in place for the draw only). */
async function drawnFor<S>(real: Real<S>, viewer: string, state: S): Promise<HTMLElement> {
  const message = messageById(real.cardId);
  const flags = must(message.flags["indie-dice"]);
  const stored = flags[real.driver.flag];
  flags[real.driver.flag] = state;
  try {
    return await real.harness.foundry.withClient(viewer, async () => {
      const html = renderedElement(await real.harness.foundry.renderMessage(message));
      await cardDrawn(html);
      // Compared whole: the folded details' body too, as a reader who opens them sees it.
      unfoldCardDetails(html);
      return html;
    });
  } finally {
    flags[real.driver.flag] = stored;
  }
}

/** Where two drawn cards part: the tags around the first difference. */
function firstDifference(a: string, b: string): string {
  const [left, right] = [a.split(/(?=<)/), b.split(/(?=<)/)];
  const at = left.findIndex((tag, i) => tag !== right[i]);
  const around = (tags: string[]) => tags.slice(Math.max(0, at - 2), at + 3).join("");
  return `\n  drawn:         ${around(left)}\n  rolled again:  ${around(right)}`;
}

function normalized(html: HTMLElement, announced: readonly string[]): string {
  const card = elementOf(html.cloneNode(true), HTMLElement);
  for (const selector of announced) for (const element of card.querySelectorAll(selector)) element.remove();
  card.querySelectorAll("[data-tone]").forEach((element) => element.removeAttribute("data-tone"));
  return card.querySelector(".message-content")?.innerHTML ?? card.innerHTML;
}

/** When every GM is back: each legitimate roll is recorded, or its roller was told at the time it was not. */
export async function checkNothingLost<S>(model: Model, real: Real<S>): Promise<void> {
  for (const gm of [GM, GM2]) {
    if (!userOf(gm).active) await logIn(real, gm);
  }
  await checkInvariants(model, real);
  const recorded = new Set(real.driver.recorded(stateOf(real)).map((entry) => entry.messageId));
  for (const posted of model.posted) {
    // A forged message is no roll of its author's (a Roll again made beside a forge by the same user may take it for
    // one).
    if (model.deleted.has(posted.id) || posted.hostile || model.forged.has(posted.id)) continue;
    expect(
      recorded.has(posted.id) || posted.told || whisperedNotRecorded(posted),
      `a roll neither recorded nor refused to its roller: ${JSON.stringify(posted)}`,
    ).toBe(true);
  }
}

/** The GM's client whispered the roller that this roll was not recorded (a roll its sweep could not record). */
function whisperedNotRecorded(posted: Posted): boolean {
  return messageViews().some((message) => {
    const flag = message.flags["indie-dice"]?.notRecorded as { messageId?: string } | undefined;
    const whisper = message.whisper;
    return flag?.messageId === posted.id && whisper.length === 1 && whisper[0] === posted.author;
  });
}

type Weighted = fc.WeightedArbitrary<Step>;

/** The user a roll for this slot is mostly made by: its owner, else a GM. */
function rollerOf(slot: string): string {
  return Object.entries(OWNER).find(([token]) => token === slot)?.[1] ?? GM;
}

/**
 * The steps every kind shares, weighted so that rolls (mostly by the slot's owner) and GMs coming and going are
 * common: `together`, those that may run beside another step; `alone`, those whose invariants need the table to
 * themselves (no other client posting or looking documents up meanwhile).
 */
export function sharedSteps<S>(driver: CardDriver<S>): { together: Weighted[]; alone: Weighted[] } {
  const user = fc.constantFrom(...USERS);
  const player = fc.constantFrom(...PLAYERS);
  const slot = fc.constantFrom(...driver.slots);
  const mode = fc.constantFrom(...MODES);
  const index = fc.nat(20);
  const gm = fc.constantFrom(GM, GM2);
  const hostile = hostileSteps(driver);
  return {
    together: [
      { weight: 6, arbitrary: fc.tuple(slot, mode).map(([s, m]) => rollStep(rollerOf(s), s, m)) },
      { weight: 2, arbitrary: fc.tuple(user, slot, mode).map(([u, s, m]) => rollStep(u, s, m)) },
      { weight: 1, arbitrary: fc.tuple(player, slot).map(([u, s]) => forgedStep(u, s)) },
      { weight: 1, arbitrary: fc.tuple(index, user).map(([i, u]) => replayStep(i, u)) },
      { weight: 1, arbitrary: index.map(deleteStep) },
      { weight: 1, arbitrary: index.map(editStep) },
      { weight: 1, arbitrary: index.map(revealStep) },
      { weight: 1, arbitrary: fc.constant(reloadStep()) },
      { weight: 2, arbitrary: gm.map(gmLeavesStep) },
      { weight: 2, arbitrary: gm.map(gmArrivesStep) },
      ...hostile.filter((command) => command.together).map((command) => command.step),
    ],
    alone: hostile.filter((command) => !command.together).map((command) => command.step),
  };
}

/**
 * The commands of a hostile or careless table (see the file's comment), by name; `together`: may run beside another
 * step.
 */
function hostileSteps<S>(driver: CardDriver<S>): { name: string; together: boolean; step: Weighted }[] {
  const slot = fc.constantFrom(...driver.slots);
  const player = fc.constantFrom(...PLAYERS);
  const commands = [
    // Weighted up: what it finds lies in states a sequence rarely reaches (an Olde stalemate, a row still to roll).
    { name: "outsider", together: false, step: { weight: 3, arbitrary: fc.constant(outsiderStep()) } },
    {
      name: "oversized",
      together: false,
      step: {
        weight: 1,
        arbitrary: fc.tuple(fc.constantFrom(...OVERSIZED), player).map(([shape, u]) => oversizedStep(shape, u)),
      },
    },
  ];
  if (driver.askedMode) {
    const lessPrivate = fc
      .tuple(slot, fc.constantFrom<Mode>("publicroll", "gmroll"))
      .map(([s, m]) => lessPrivateRollStep(s, m));
    commands.push({ name: "lessPrivateRoll", together: true, step: { weight: 2, arbitrary: lessPrivate } });
  }
  if (driver.hiddenField)
    commands.push({
      name: "dialog",
      together: false,
      step: { weight: 3, arbitrary: slot.map(hiddenNumberDialogStep) },
    });
  return commands;
}

/** How many sequences per kind: a few in `npm test`, thousands with `npm run test:model` (MODEL_RUNS). */
export const MODEL_RUNS = Number(process.env.MODEL_RUNS ?? 20);

/**
 * A guard against a hung run, not a speed check: generous for thousands of sequences on a busy machine. The contest
 * kind took 0.76 s a sequence at 2,000 on this project's 2-core machine while other jobs shared it (1,514 s of the
 * 2,060 a second each allowed), and past two seconds when they took more: at 400 beside six other test runs it
 * outlived the 860 s two seconds a sequence allowed. Five seconds a sequence.
 */
export const MODEL_TIMEOUT = 60_000 + MODEL_RUNS * 5_000;

/**
 * Runs the driver's model: each sequence on a fresh Foundry double and module, the second GM logged out at first,
 * the dice seeded from the sequence's own seed.
 */
export async function runCardModel<S>(
  driver: CardDriver<S>,
  options: { runs?: number; examples?: [number, Step[]][] } = {},
): Promise<void> {
  const shared = sharedSteps(driver);
  const concurrent = fc.oneof(...shared.together, ...driver.commands.map((arbitrary) => ({ weight: 2, arbitrary })));
  const single = fc.oneof(
    ...shared.together,
    ...driver.commands.map((arbitrary) => ({ weight: 2, arbitrary })),
    ...shared.alone,
  );
  const together = fc.tuple(concurrent, concurrent, fc.nat(40)).map(([a, b, turns]) => togetherStep(a, b, turns));
  const sequence = fc.commands([fc.oneof({ weight: 5, arbitrary: single }, { weight: 1, arbitrary: together })], {
    maxCommands: 16,
  });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  try {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), sequence, async (seed, commands) => {
        await runSequence(driver, seed, commands);
      }),
      { numRuns: options.runs ?? MODEL_RUNS, examples: options.examples },
    );
  } finally {
    warn.mockRestore();
  }
}

/** One sequence on a fresh table (also what a regression test replays). */
export async function runSequence<S>(driver: CardDriver<S>, seed: number, commands: Iterable<Step>): Promise<void> {
  clock += 60_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
  const harness = installIndieDice(contestTable({ secondGM: true, secondGMActive: false, outsider: true }));
  try {
    await cardsLoaded();
    harness.foundry.seed(seed);
    const card = await harness.foundry.withClient(GM, () => driver.start(harness, seed));
    const real: Real<S> = { harness, driver, cardId: must(card.id), strayWrites: [], together: 0 };
    watchWrites(real);
    const model: Model = {
      posted: [],
      forged: new Set(),
      revealed: new Set(),
      deleted: new Set(),
      away: new Set([GM2]),
      closedState: null,
    };
    await settle(12);
    await fc.asyncModelRun(() => ({ model, real: real as Real }), commands);
    await checkNothingLost(model, real);
    expect(harness.foundry.deprecations, "deprecated v14 members read by the module").toEqual([]);
  } finally {
    harness.foundry.uninstall();
    vi.useRealTimers();
  }
}

let clock = Date.now();

/** Every write of the card, as its writer's client sends it (`preUpdateChatMessage`): it must be the active GM's. */
function watchWrites(real: Real): void {
  Hooks.on("preUpdateChatMessage", ((
    message: ChatMessageView,
    changes: { flags?: Record<string, Record<string, unknown>> },
    _options: unknown,
    userId: string,
  ) => {
    if (message.id !== real.cardId || changes.flags?.["indie-dice"]?.[real.driver.flag] === undefined) return;
    if (must(game.users).activeGM?.id !== userId)
      real.strayWrites.push(`${userId} wrote while ${must(game.users).activeGM?.id ?? "no GM"} was the active GM`);
  }) as Hooks.Function<"preUpdateChatMessage">);
}
