// @vitest-environment happy-dom
/**
 * K&R extended tests in Foundry, with the GM's client as the only writer of the card: who may roll a round, what
 * the GM's client records, what it refuses (and that a refusal changes nothing), and that the card survives a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExtendedTestCardState } from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import type { ChatMessageView as ContestMessage } from "../../../../src/foundry/types/chat-message";
import { cardDrawn as extendedCardDrawn } from "../../../../src/foundry/cards/card-renderer";
import {
  EXTENDED_ROLL_FLAG,
  RECORD_EXTENDED_ROUND_QUERY,
} from "../../../../src/rule-sets/kingdoms/foundry/extended-test/extended-test-card";
import {
  api,
  callHook,
  messageById,
  messageView,
  part,
  rollButton,
  rollDialog,
  settle,
} from "../../../foundry/support/dialog-harness";
import { installDiceSoNiceDouble } from "../../../../foundry-double/dice-so-nice";
import {
  spyWarnings,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  RIVAL,
} from "../../../foundry/support/contests-harness";
import { judgeMargin } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { elementOf, expectRefusal, must, record, renderedElement } from "../../../kit";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function stateOf(card: ContestMessage): ExtendedTestCardState {
  const message = messageById(must(card.id));
  return JSON.parse(JSON.stringify(must(message.flags["indie-dice"]).extendedTest)) as ExtendedTestCardState;
}

/** Brunhild (Ann's; or another token): DT 7, a pool of 3 replenishing 1, target margin 3 within 3 rounds. */
async function startCard(token = HERO): Promise<ContestMessage> {
  return table().foundry.withClient(GM, () =>
    api().extendedTests.extendedTest({
      token: tokenDoc(token),
      dt: 7,
      pool: 3,
      replenish: 1,
      targetMargin: 3,
      rounds: 3,
    }),
  );
}

/** Takes the GM's client offline; the returned function brings it back without its `ready` sweep. */
function gmOffline(): () => void {
  const gm = must(must(game.users).get(GM));
  gm.active = false;
  return () => {
    gm.active = true;
  };
}

async function rollAs(userId: string, card: ContestMessage, faces: number[]) {
  table().foundry.scriptFaces(faces);
  const message = await table().foundry.withClient(userId, () =>
    api().extendedTests.extendedRoll(must(card.id), { fastForward: true }),
  );
  await settle(10);
  return message;
}

/** A K&R roll message posted as a user for a round of the card, its JSON edited first. */
async function postRoundAs(
  userId: string,
  flag: object,
  formula: { dice: number; dt: number },
  faces: number[],
  edit: (data: Record<string, unknown>) => void = () => undefined,
) {
  return table().foundry.withClient(userId, async () => {
    table().foundry.scriptFaces(faces);
    const roll = await table().dice.rolls.KingdomsRoll.fromTest(formula).evaluate();
    const data = record(JSON.parse(JSON.stringify(roll)));
    edit(data);
    const created = await ChatMessage.create({
      rolls: [JSON.stringify(data)],
      flags: { "indie-dice": { [EXTENDED_ROLL_FLAG]: flag } },
    });
    await settle(10);
    return messageView(created);
  });
}

async function queryAs(userId: string, data: unknown): Promise<Record<string, unknown>> {
  const answer = await table().foundry.withClient(userId, () =>
    must(must(game.users).activeGM).query(RECORD_EXTENDED_ROUND_QUERY, data),
  );
  await settle(10);
  return record(answer);
}

function expectRefused(answer: Record<string, unknown>, key: string): void {
  expectRefusal(answer, `INDIE_DICE.ExtendedTest.Error.${key}`);
}

/**
 * P(an extended test at DT 7 replenishing 1 reaches `target`) by enumeration from the rules, not the odds engine: each
 * round throws the whole pool; every way its dice can fall, by what a die does (a 1, a 2–7, an 8–11, a 12: each kind
 * alike for the rules), is judged by the mechanics' own judge; the failed dice leave the pool and one comes back.
 */
function reachByEnumeration(pool: number, margin: number, roundsLeft: number, target: number): number {
  if (margin >= target) return 1;
  if (roundsLeft === 0 || pool === 0) return 0;
  return roundsOf(pool).reduce((sum, [faces, p]) => {
    const judged = judgeMargin(faces, 7);
    return sum + p * reachByEnumeration(pool - judged.failedDice + 1, margin + judged.margin, roundsLeft - 1, target);
  }, 0);
}

/** Every multiset of `count` dice over the four kinds of d12 face at DT 7, with its chance (multinomial). */
function roundsOf(
  count: number,
  kinds: ReadonlyArray<readonly [number, number]> = [
    [1, 1],
    [2, 6],
    [8, 4],
    [12, 1],
  ],
): Array<[number[], number]> {
  if (kinds.length === 1) return [[Array(count).fill(must(kinds[0])[0]), (must(kinds[0])[1] / 12) ** count]];
  const [[face, weight], ...rest] = kinds as [readonly [number, number], ...Array<readonly [number, number]>];
  const out: Array<[number[], number]> = [];
  for (let k = 0; k <= count; k++) {
    const ways = binomial(count, k) * (weight / 12) ** k;
    for (const [faces, p] of roundsOf(count - k, rest)) out.push([[...Array(k).fill(face), ...faces], ways * p]);
  }
  return out;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

async function drawAs(userId: string, card: ContestMessage): Promise<HTMLElement> {
  return table().foundry.withClient(userId, async () => {
    const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
    await extendedCardDrawn(html);
    return html;
  });
}

function enabled(html: HTMLElement, action: string): boolean | null {
  const button = html.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
  return button ? !button.disabled : null;
}

describe("starting an extended test", () => {
  it("the GM posts the card with the target margin and rounds it chose", async () => {
    const card = await startCard();
    expect(card.author?.id).toBe(GM);
    expect(stateOf(card)).toMatchObject({
      status: "open",
      roller: { actorUuid: "Actor.heroActor0000001", name: "Brunhild" },
      dt: 7,
      startingPool: 3,
      replenish: 1,
      targetMargin: 3,
      maxRounds: 3,
      rounds: [],
    });
  });

  it("a player may not start one; a bad setup is refused before anything is posted", async () => {
    await expect(
      table().foundry.withClient(P1, () =>
        api().extendedTests.extendedTest({
          token: tokenDoc(HERO),
          dt: 7,
          pool: 3,
          replenish: 1,
          targetMargin: 3,
          rounds: 3,
        }),
      ),
    ).rejects.toThrow(/only a GM/i);
    await expect(
      table().foundry.withClient(GM, () =>
        api().extendedTests.extendedTest({ dt: 7, pool: 3, replenish: 1, targetMargin: 3, rounds: 3 }),
      ),
    ).rejects.toThrow(/exactly one token/);
    expect(table().foundry.messages).toHaveLength(0);
  });
});

describe("rolling rounds", () => {
  it.each([
    ["blindroll", true],
    ["gmroll", false],
  ])("a %s round is copied too, with who may see it", async (mode, blind) => {
    const card = await startCard();
    await table().foundry.setChatMode(mode);
    try {
      const roll = await rollAs(P1, card, [10, 9, 2]);
      expect(stateOf(card).rounds).toEqual([
        { messageId: roll?.id, rollCopy: roll?._source.rolls[0], rollPrivacy: { whisper: [GM], blind, authorId: P1 } },
      ]);
    } finally {
      await table().foundry.setChatMode("publicroll");
    }
  });

  it(
    "the owner rolls each round as their own message: " + "pool, running margin and history follow, and it succeeds",
    async () => {
      const card = await startCard();
      const first = await rollAs(P1, card, [10, 9, 2]);
      expect(first?.author?.id).toBe(P1);
      expect(first?.flags["indie-dice"]).toEqual({ extendedTestRoll: { cardId: card.id, round: 0 } });
      expect(stateOf(card).rounds).toEqual([{ messageId: first?.id, rollCopy: first?._source.rolls[0] }]);
      let html = await drawAs(P1, card);
      expect(html.querySelector(".indie-dice-extended-margin")?.textContent).toMatch(/\+1 of \+3/);
      expect(html.querySelector('[data-outcome="reach"]')?.getAttribute("data-probability")).toMatch(/^0\.\d+/);
      expect(enabled(html, "indie-dice-extended-roll")).toBe(true);
      await rollAs(P1, card, [12, 8, 8]);
      html = await drawAs(P1, card);
      expect(html.querySelector(".indie-dice-extended-test")?.getAttribute("data-phase")).toBe("succeeded");
      expect(html.querySelectorAll(".indie-dice-extended-history tbody tr")).toHaveLength(2);
      expect(console.warn).not.toHaveBeenCalled();
    },
  );

  it("a non-owner may not roll; the GM may", async () => {
    const card = await startCard();
    expect(await rollAs(P2, card, [10, 9, 2])).toBeNull();
    expect(table().foundry.notifications.at(-1)?.message).toMatch(/only the owners of Brunhild/);
    expect(stateOf(card).rounds).toEqual([]);
    const roll = await rollAs(GM, card, [10, 9, 2]);
    expect(stateOf(card).rounds).toMatchObject([{ messageId: roll?.id }]);
  });

  it("two rolls for the same round at once: one lands, the other is late", async () => {
    const card = await startCard();
    table().foundry.scriptFaces([10, 9, 2, 4, 4, 4]);
    await Promise.all([
      table().foundry.withClient(P1, () => api().extendedTests.extendedRoll(must(card.id), { fastForward: true })),
      table().foundry.withClient(GM, () => api().extendedTests.extendedRoll(must(card.id), { fastForward: true })),
    ]);
    await settle(20);
    expect(stateOf(card).rounds).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/round 1, but round 2 is due/), expect.anything());
  });

  it("no GM online: told plainly, and the round is recorded when the GM is back", async () => {
    const card = await startCard();
    const gm = must(must(game.users).get(GM));
    gm.active = false;
    const roll = await rollAs(P1, card, [10, 9, 2]);
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "info",
      message: expect.stringMatching(/No GM is online/),
    });
    expect(stateOf(card).rounds).toEqual([]);
    gm.active = true;
    table().foundry.withClient(GM, () => callHook("ready"));
    await settle(10);
    expect(stateOf(card).rounds).toMatchObject([{ messageId: roll?.id }]);
  });
});

describe("what the GM's client refuses", () => {
  it("a round posted by a user who does not own the roller", async () => {
    const card = await startCard();
    const forged = await postRoundAs(P2, { cardId: card.id, round: 0 }, { dice: 3, dt: 7 }, [12, 12, 12]);
    expectRefused(await queryAs(P2, { cardId: card.id, messageId: forged.id }), "NotOwner");
    expect(stateOf(card).rounds).toEqual([]);
  });

  it(
    "a query naming another user's round not yet recorded records " +
      "it on the card and round its message names, never the sender's",
    async () => {
      const heroCard = await startCard();
      const rivalCard = await startCard(RIVAL);
      // Ann rolls Brunhild's first round with no GM online: it waits in the chat, unrecorded (her own query was never
      // sent).
      const gmBack = gmOffline();
      const round = must(await rollAs(P1, heroCard, [10, 9, 2]));
      gmBack();
      const heroBefore = stateOf(heroCard);
      const rivalBefore = stateOf(rivalCard);
      expect(heroBefore.rounds).toEqual([]);
      const messages = table().foundry.messages.length;
      const shown = table().foundry.notifications.length;
      // Bo's client asks for Ann's round on Sigurd's card (his own): refused, both cards unchanged.
      expectRefused(await queryAs(P2, { cardId: rivalCard.id, messageId: round.id }), "OtherCard");
      expect(stateOf(rivalCard)).toEqual(rivalBefore);
      expect(stateOf(heroCard)).toEqual(heroBefore);
      vi.mocked(console.warn).mockClear();
      // Naming the card the message names, it is recorded there, as the round it is: Ann's roll for Brunhild.
      expect(await queryAs(P2, { cardId: heroCard.id, messageId: round.id })).toEqual({
        ok: true,
        cardId: heroCard.id,
      });
      expect(stateOf(heroCard)).toEqual({
        ...heroBefore,
        rounds: [{ messageId: round.id, rollCopy: round._source.rolls[0] }],
      });
      expect(stateOf(rivalCard)).toEqual(rivalBefore);
      expect(table().foundry.messages).toHaveLength(messages);
      expect(table().foundry.notifications).toHaveLength(shown);
      expect(console.warn).not.toHaveBeenCalled();
    },
  );

  it(
    "a query naming another user's unrecorded round on the sender's own card: " +
      "refused, for its author does not own the roller",
    async () => {
      const rivalCard = await startCard(RIVAL);
      // Ann posts a round for Bo's Sigurd while no GM is online, so nothing has judged it yet.
      const gmBack = gmOffline();
      const forged = await postRoundAs(P1, { cardId: rivalCard.id, round: 0 }, { dice: 3, dt: 7 }, [10, 9, 2]);
      gmBack();
      const before = stateOf(rivalCard);
      const messages = table().foundry.messages.length;
      // Bo owns Sigurd, but a query does not say who sent it: the message's author is what counts.
      expectRefused(await queryAs(P2, { cardId: rivalCard.id, messageId: forged.id }), "NotOwner");
      expect(stateOf(rivalCard)).toEqual(before);
      expect(before.rounds).toEqual([]);
      expect(table().foundry.messages).toHaveLength(messages);
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/refused/), expect.anything());
    },
  );

  it.each([
    ["another DT", { dice: 3, dt: 6 }, (): void => undefined, "WrongRoll"],
    ["fewer dice than the pool", { dice: 2, dt: 7 }, (): void => undefined, "DiceCount"],
    [
      "a die face a d12 cannot give",
      { dice: 3, dt: 7 },
      (data: Record<string, unknown>) => {
        must(must((data.terms as { results: { result: number }[] }[])[0]).results[0]).result = 13;
      },
      "WrongRoll",
    ],
    [
      "a total its dice do not give",
      { dice: 3, dt: 7 },
      (data: Record<string, unknown>) => {
        data.total = 5;
      },
      "WrongRoll",
    ],
  ])("forged roll (%s): refused, the card unchanged", async (_name, formula, edit, key) => {
    const card = await startCard();
    const before = stateOf(card);
    const faces = [12, 12, 12].slice(0, formula.dice);
    const forged = await postRoundAs(
      P1,
      { cardId: card.id, round: 0 },
      formula,
      faces,
      edit as (data: Record<string, unknown>) => void,
    );
    expectRefused(await queryAs(P1, { cardId: card.id, messageId: forged.id }), key);
    expect(stateOf(card)).toEqual(before);
  });

  it("a round its author edits or deletes after recording changes nothing: the card keeps its own copy", async () => {
    const card = await startCard();
    const first = must(await rollAs(P1, card, [10, 9, 2]));
    const edited = JSON.parse(must(first._source.rolls[0])) as { terms: { results?: { result: number }[] }[] };
    for (const term of edited.terms) for (const result of term.results ?? []) result.result = 12;
    await table().foundry.withClient(P1, () => first.update({ rolls: [JSON.stringify(edited)] }));
    let html = await drawAs(P2, card);
    expect(html.querySelector(".indie-dice-extended-margin")?.textContent).toMatch(/\+1 of \+3/);
    await table().foundry.withClient(P1, () => (first as { delete(): Promise<unknown> }).delete());
    html = await drawAs(P2, card);
    expect(html.querySelector(".indie-dice-extended-margin")?.textContent).toMatch(/\+1 of \+3/);
    // The next round is still recorded on top of the copy.
    await rollAs(P1, card, [12, 8, 8]);
    expect(stateOf(card).rounds).toHaveLength(2);
  });

  it("a replayed request records nothing more", async () => {
    const card = await startCard();
    const roll = await rollAs(P1, card, [10, 9, 2]);
    const recorded = stateOf(card);
    expectRefused(await queryAs(P1, { cardId: card.id, messageId: must(roll).id }), "MessageUsed");
    expect(stateOf(card)).toEqual(recorded);
  });

  it("an ended card takes no more rounds; only the GM ends it", async () => {
    const card = await startCard();
    expect(enabled(await drawAs(P1, card), "indie-dice-extended-end")).toBe(false);
    expect(await table().foundry.withClient(P1, () => api().extendedTests.endExtendedTest(must(card.id)))).toBe(false);
    expect(await table().foundry.withClient(GM, () => api().extendedTests.endExtendedTest(must(card.id)))).toBe(true);
    const ended = stateOf(card);
    expect(ended.status).toBe("ended");
    const late = await postRoundAs(P1, { cardId: card.id, round: 0 }, { dice: 3, dt: 7 }, [10, 9, 2]);
    expectRefused(await queryAs(P1, { cardId: card.id, messageId: late.id }), "Ended");
    expect(stateOf(card)).toEqual(ended);
    expect(enabled(await drawAs(GM, card), "indie-dice-extended-roll")).toBeNull();
  });

  it("a card a player posted is no extended test card to the GM's client", async () => {
    const card = await startCard();
    const fake = (await table().foundry.withClient(P1, () =>
      ChatMessage.create({ content: "x", flags: { "indie-dice": { extendedTest: stateOf(card) } } }),
    )) as ContestMessage;
    const roll = await postRoundAs(P1, { cardId: fake.id, round: 0 }, { dice: 3, dt: 7 }, [10, 9, 2]);
    expectRefused(await queryAs(P1, { cardId: fake.id, messageId: roll.id }), "NoCard");
  });
});

describe("a target out of reach (issue 64)", () => {
  /**
   * Brunhild's pool of 3 against DT 7 (1 back each round, +3 within 3 rounds) throws 1, 1, 1: each a critical failure
   * (−2) that leaves the pool, so margin −6 and a pool of 0 + 1. With 2 rounds left the dice can add at most +2 (one
   * die a 12), then +4 (two 12s): 0, short of +3. Nothing is left to roll for.
   */
  async function outOfReach(): Promise<ContestMessage> {
    const card = await startCard();
    await rollAs(P1, card, [1, 1, 1]);
    return card;
  }

  it("says so to the GM and the player and offers only to end it: no Roll button, no chance", async () => {
    const card = await outOfReach();
    for (const viewer of [GM, P1]) {
      const html = await drawAs(viewer, card);
      expect(html.querySelector(".indie-dice-extended-test")?.getAttribute("data-phase"), viewer).toBe("unreachable");
      expect(html.querySelector(".indie-dice-banner")?.textContent?.trim(), viewer).toBe(
        "Failure: +3 can no longer be reached within 2 rounds; the GM ends the test",
      );
      expect([enabled(html, "indie-dice-extended-roll"), enabled(html, "indie-dice-extended-end")], viewer).toEqual([
        null,
        viewer === GM,
      ]);
      expect(html.querySelector('[data-outcome="reach"]'), viewer).toBeNull();
    }
    expect(await table().foundry.withClient(GM, () => api().extendedTests.endExtendedTest(must(card.id)))).toBe(true);
    expect((await drawAs(P1, card)).querySelector(".indie-dice-extended-test")?.getAttribute("data-phase")).toBe(
      "ended",
    );
  });

  it(
    "refuses a round from the player, the GM, " +
      "and a hostile console's forged round on the GM's client; the card is unchanged",
    async () => {
      const card = await outOfReach();
      const before = stateOf(card);
      for (const user of [P1, GM]) {
        expect(await rollAs(user, card, [12]), user).toBeNull();
        expect(table().foundry.notifications.at(-1)?.message, user).toBe(
          "Extended Test: a target margin of 3 can no longer be reached in the rounds left, " +
            "so no round is rolled; the GM ends the test.",
        );
      }
      // Refused before any die: the scripted face is still there.
      expect(table().foundry.scriptedRemaining).toBe(1);
      table().foundry.clearScript();
      // Ann's console posts the round anyway (one die against DT 7, as the pool holds) and asks the GM to record it.
      const forged = await postRoundAs(P1, { cardId: card.id, round: 1 }, { dice: 1, dt: 7 }, [12]);
      expectRefused(await queryAs(P1, { cardId: card.id, messageId: forged.id }), "Unreachable");
      expect(stateOf(card)).toEqual(before);
    },
  );
});

describe("the card as each user sees it", () => {
  it("renders the same after a reload of every client", async () => {
    const card = await startCard();
    await rollAs(P1, card, [10, 9, 2]);
    const before = must((await drawAs(P2, card)).querySelector(".message-content")).innerHTML;
    expect(before).toContain("indie-dice-extended-test");
    expect(enabled(await drawAs(P2, card), "indie-dice-extended-roll")).toBe(false);
    table().foundry.reloadMessages();
    expect(must((await drawAs(P2, card)).querySelector(".message-content")).innerHTML).toBe(before);
  });

  it(
    "a card started past today's limits " + "(0.1.0 allowed replenishing 200) says which number is out of range",
    async () => {
      const card = await startCard();
      const message = messageById(must(card.id));
      await table().foundry.withClient(GM, () => message.update({ "flags.indie-dice.extendedTest.replenish": 200 }));
      vi.mocked(console.warn).mockClear();
      const problem = (await drawAs(P1, card)).querySelector(".indie-dice-card-problem")?.textContent;
      expect(problem).toMatch(/from 0 to 5, not 200/);
      expect(console.warn).toHaveBeenCalled();
    },
  );

  it("a click on the Roll button rolls the round", async () => {
    const card = await startCard();
    const html = await drawAs(P1, card);
    table().foundry.scriptFaces([10, 9, 2]);
    await table().foundry.withClient(P1, async () => {
      must(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-extended-roll"]')).dispatchEvent(
        new MouseEvent("click", { bubbles: true, shiftKey: true }),
      );
      await settle(20);
    });
    expect(stateOf(card).rounds).toHaveLength(1);
  });
});

describe("a round its viewer may not see", () => {
  /** What a viewer reads of the card: the history's cells, the standing and whether any chance is shown. */
  async function seenBy(userId: string, card: ContestMessage) {
    const html = await drawAs(userId, card);
    const rows = [...html.querySelectorAll(".indie-dice-extended-history tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent?.trim() ?? ""),
    );
    return {
      rows,
      hiddenRows: html.querySelectorAll(".indie-dice-hidden-round").length,
      pool: html.querySelector(".indie-dice-extended-pool")?.textContent ?? "",
      margin: html.querySelector(".indie-dice-extended-margin")?.textContent ?? "",
      banner: html.querySelector(".indie-dice-banner")?.textContent?.trim() ?? "",
      phase: html.querySelector(".indie-dice-extended-test")?.getAttribute("data-phase"),
      // The chance from here; the one before the rolls depends on no round, and every viewer reads it.
      odds: html.querySelector('[data-outcome="reach"]')?.getAttribute("data-probability") ?? null,
      roll:
        html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-extended-roll"]')?.textContent?.trim() ??
        null,
    };
  }

  async function rollRoundIn(mode: string, userId: string, card: ContestMessage, faces: number[]) {
    await table().foundry.setChatMode(mode);
    try {
      return must(await rollAs(userId, card, faces));
    } finally {
      await table().foundry.setChatMode("publicroll");
    }
  }

  const NOTHING_DERIVED = { rows: [["?", "?", "?", "?", "?"]], hiddenRows: 1, pool: "Pool: ? dice", odds: null };

  it.each([
    // [mode, who rolls, who may not see it, who may]
    ["gmroll", P1, [P2], [GM, P1]],
    ["blindroll", P1, [P1, P2], [GM]],
    ["gmroll", GM, [P1, P2], [GM]],
    ["selfroll", P1, [GM, P2], [P1]],
  ] as const)(
    "a %s round by %s: nothing derived from it is shown to those barred from it, until it is revealed",
    async (mode, roller, barred, allowed) => {
      const card = await startCard();
      const round = await rollRoundIn(mode, roller, card, [10, 9, 2]);
      for (const viewer of barred) {
        const seen = await seenBy(viewer, card);
        expect(seen, viewer).toMatchObject(NOTHING_DERIVED);
        expect(seen.margin, viewer).toMatch(/Running margin: \? of \+3/);
        expect(seen.banner, viewer).toMatch(/hidden from you/);
        expect(seen.phase, viewer).toBe("rolling");
        // The roller's owners (and a GM) still roll the next round, without being told how many dice it throws.
        expect(seen.roll, viewer).toBe(viewer === P2 ? null : "Roll the next round");
      }
      for (const viewer of allowed) {
        const seen = await seenBy(viewer, card);
        expect(seen.rows, viewer).toEqual([["10, 9, 2", "+1", "1", "3 → 3", "+1"]]);
        expect(seen.margin, viewer).toMatch(/Running margin: \+1 of \+3/);
        expect(Number(seen.odds), viewer).toBeGreaterThan(0);
      }
      // The GM's "Reveal to Everyone" makes the message public: the card shows the round to everyone.
      await table().foundry.withClient(GM, () => round.update({ whisper: [], blind: false }));
      for (const viewer of [GM, P1, P2]) {
        expect((await seenBy(viewer, card)).rows, viewer).toEqual([["10, 9, 2", "+1", "1", "3 → 3", "+1"]]);
      }
    },
  );

  it(
    "a blind round that decides the test: " +
      "its roller's card is the one a blind round that did not would draw, " +
      "and the next round is refused without saying why",
    async () => {
      // 12, 12, 11 against DT 7: five successes, margin +5 past the target +3. 10, 9, 2: margin +1, still rolling.
      const decided = await startCard();
      await rollRoundIn("blindroll", P1, decided, [12, 12, 11]);
      const undecided = await startCard();
      await rollRoundIn("blindroll", P1, undecided, [10, 9, 2]);
      expect(await seenBy(P1, decided)).toEqual(await seenBy(P1, undecided));
      expect((await seenBy(P1, decided)).roll).toBe("Roll the next round");
      expect(await rollAs(P1, decided, [5, 5, 5])).toBeNull();
      expect(table().foundry.notifications.at(-1)).toMatchObject({
        type: "warning",
        message: expect.stringMatching(/a round hidden from you settles what comes next/),
      });
      expect(table().foundry.scriptedRemaining).toBe(3);
      table().foundry.clearScript();
      // 1, 1, 1: margin −6 and one die left, +3 out of reach in the 2 rounds left (issue 64). Her card and her refusal
      // say no more than for the round that decided it.
      const outOfReach = await startCard();
      await rollRoundIn("blindroll", P1, outOfReach, [1, 1, 1]);
      expect(await seenBy(P1, outOfReach)).toEqual(await seenBy(P1, undecided));
      expect(await rollAs(P1, outOfReach, [5])).toBeNull();
      expect(table().foundry.notifications.at(-1)?.message).toMatch(/a round hidden from you settles what comes next/);
      table().foundry.clearScript();
    },
  );

  it(
    "the rounds around a hidden one keep what is their own; " + "the pool and running margin from it on are hidden",
    async () => {
      const card = await startCard();
      await rollAs(P1, card, [10, 9, 2]);
      await rollRoundIn("gmroll", P1, card, [1, 8, 3]);
      // A round after a hidden one is rolled as privately (docs/cards.md "A card's mode rules its rolls"): Bo sees it
      // only once the GM reveals it.
      const third = must(await rollAs(P1, card, [11, 4]));
      expect((await seenBy(P2, card)).rows[2]).toEqual(["?", "?", "?", "?", "?"]);
      await table().foundry.withClient(GM, () => third.update({ whisper: [], blind: false }));
      const seen = await seenBy(P2, card);
      expect(seen.rows).toEqual([
        ["10, 9, 2", "+1", "1", "3 → 3", "+1"],
        ["?", "?", "?", "?", "?"],
        ["11, 4", "0", "1", "?", "?"],
      ]);
      expect(seen.hiddenRows).toBe(1);
      expect(seen.banner).not.toMatch(/Success|Failure|margin [+-]/);
      expect((await seenBy(P1, card)).rows[1]).toEqual(["1, 8, 3", "−2", "2", "3 → 2", "−1"]);
    },
  );
});

describe("the next round after one hidden from its roller (issue 42)", () => {
  /**
   * Brunhild's pool of 6 (replenishing 1, DT 7, a target of +10 in 3 rounds), whose first round Ann rolls blind: two
   * dice fail in one world and three in the other, so the second round throws 5 dice or 4 (the target neither reached
   * nor out of reach in either: +2 and 0, with at most +10 and +8 then +12 and +10 still to come). Ann then opens the
   * second round's dialog, reads it, rolls, and reads her roll's message and the 3D dice thrown on her screen (Dice So
   * Nice showing the author ghost dice of a roll hidden from them).
   */
  async function secondRoundAsAnn(firstRound: number[]) {
    const dsn = installDiceSoNiceDouble({ showGhostDice: "2" });
    const card = await table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({
        token: tokenDoc(HERO),
        dt: 7,
        pool: 6,
        replenish: 1,
        targetMargin: 10,
        rounds: 3,
      }),
    );
    await table().foundry.setChatMode("blindroll");
    await rollAs(P1, card, firstRound);
    await table().foundry.setChatMode("publicroll");
    dsn.clear();
    const pending = table().foundry.withClient(P1, () => api().extendedTests.extendedRoll(must(card.id)));
    const dialog = await rollDialog();
    const fields = [...part(dialog, "fields").querySelectorAll("input, select")].map((field) => ({
      name: field.getAttribute("name"),
      value: elementOf(field, HTMLInputElement).value,
      min: field.getAttribute("min"),
      max: field.getAttribute("max"),
      disabled: elementOf(field, HTMLInputElement).disabled,
    }));
    const drawn = {
      fields,
      hints: [...part(dialog, "fields").querySelectorAll(".hint")].map((hint) => hint.textContent),
      text: dialog.element.textContent?.replace(/\s+/g, " "),
      markup: dialog.element.innerHTML.replaceAll(dialog.id, "<dialog>"),
      rollMode: (part(dialog, "footer").querySelector("[name=rollMode]") as HTMLSelectElement | null)?.value,
    };
    table().foundry.scriptFaces(Array.from({ length: 6 }, () => 8));
    await table().foundry.withClient(P1, () => rollButton(dialog).click());
    const message = must(await pending);
    await settle(20);
    const html = await table().foundry.withClient(P1, () =>
      table().foundry.renderMessage(must(game.messages).get(must(message.id))),
    );
    table().foundry.clearScript();
    return {
      card,
      message,
      drawn,
      seenMessage: elementOf(html, HTMLElement)
        .outerHTML.replaceAll(must(message.id), "<message>")
        .replaceAll(must(card.id), "<card>"),
      thrownToAnn: dsn.seenBy(P1).map((animation) => animation.dice.length),
      thrownToGM: dsn
        .seenBy(GM)
        .filter((animation) => animation.messageId === message.id)
        .map((animation) => animation.dice.length),
    };
  }

  it(
    "Ann's dialog, her roll's message and the dice on her screen hold no number of dice; " +
      "the roll carries the card's",
    async () => {
      // Against DT 7: 2 and 1 fail (pool 6 - 2 + 1 = 5); 2, 2 and 1 fail (pool 4).
      const five = await secondRoundAsAnn([12, 11, 10, 9, 2, 1]);
      const four = await secondRoundAsAnn([12, 11, 10, 2, 2, 1]);
      expect(five.drawn).toEqual(four.drawn);
      expect(five.drawn.fields.filter((field) => field.name === "pool" || field.name === "dice")).toEqual([
        { name: "pool", value: "", min: null, max: null, disabled: true },
        { name: "dice", value: "", min: null, max: null, disabled: true },
      ]);
      expect(five.drawn.hints.filter((hint) => hint === "Hidden, as an earlier round is hidden from you")).toHaveLength(
        2,
      );
      // No odds are worked out from the hidden count, and the roll is not offered to be saved (it would keep the
      // count).
      expect(five.drawn.markup).not.toMatch(/data-probability|savedRollName/);
      expect(five.drawn.rollMode).toBe("blind");
      // Posted blind with the card's count, recorded on the card; Ann's own message and screen show no dice.
      expect([five.message.blind, JSON.parse(must(five.message._source.rolls[0])).terms[0].number]).toEqual([true, 5]);
      expect(JSON.parse(must(four.message._source.rolls[0])).terms[0].number).toBe(4);
      expect(stateOf(five.card).rounds).toHaveLength(2);
      expect(five.seenMessage).toEqual(four.seenMessage);
      expect([five.thrownToAnn, four.thrownToAnn]).toEqual([[], []]);
      // The GM, who may see the round, still sees its dice thrown.
      expect([five.thrownToGM, four.thrownToGM]).toEqual([[5], [4]]);
    },
  );
});

describe("a round's own roll message and the card's wording (issue 34)", () => {
  /** A message as a user's client draws it (a round's own roll card, not the Extended Test card). */
  async function messageAs(userId: string, message: ContestMessage): Promise<HTMLElement> {
    return table().foundry.withClient(userId, async () => {
      const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(message.id))));
      await extendedCardDrawn(html);
      return html;
    });
  }

  /** The headline of a message as a user's client draws it. */
  async function headlineAs(userId: string, message: ContestMessage) {
    const html = await messageAs(userId, message);
    return {
      text: html.querySelector(".indie-dice-banner")?.textContent?.trim() ?? null,
      tone: [...(html.querySelector(".indie-dice-banner")?.classList ?? [])].filter((c) => c !== "indie-dice-banner"),
    };
  }

  /** The chance line of a message as a user's client draws it: its words and exact figure; null when there is none. */
  async function oddsLineAs(userId: string, message: ContestMessage): Promise<[string, number] | null> {
    const line = (await messageAs(userId, message)).querySelector<HTMLElement>(".indie-dice-odds");
    return line ? [must(line.textContent).trim(), Number(line.dataset.probability)] : null;
  }

  it(
    "headlines each round as a round of the Extended Test with " +
      "its margin and the running total, not as a basic test",
    async () => {
      const card = await startCard();
      const first = must(await rollAs(P1, card, [10, 9, 2]));
      const second = must(await rollAs(P1, card, [12, 8, 8]));
      for (const viewer of [GM, P1, P2]) {
        expect(await headlineAs(viewer, first), viewer).toEqual({
          text: "Extended Test, round 1: margin +1; running margin +1 of target +3",
          tone: ["neutral"],
        });
        expect(await headlineAs(viewer, second), viewer).toEqual({
          text: "Extended Test, round 2: margin +4; running margin +5, target +3 reached",
          tone: ["success"],
        });
      }
    },
  );

  it("leaves the running total out of a round's headline for a viewer barred from an earlier round", async () => {
    const card = await startCard();
    await table().foundry.setChatMode("gmroll");
    try {
      await rollAs(P1, card, [10, 9, 2]);
    } finally {
      await table().foundry.setChatMode("publicroll");
    }
    // Rolled as privately as the first round, then revealed by the GM: Bo sees it, but not the round before.
    const second = must(await rollAs(P1, card, [12, 8, 8]));
    await table().foundry.withClient(GM, () => second.update({ whisper: [], blind: false }));
    expect((await headlineAs(P2, second)).text).toBe("Extended Test, round 2: margin +4");
    expect((await headlineAs(GM, second)).text).toBe(
      "Extended Test, round 2: margin +4; running margin +5, target +3 reached",
    );
    // Nor a chance: the pool the hidden round left would show through it (issue 52). The GM's is the test's, as due.
    expect(await oddsLineAs(P2, second)).toBeNull();
    expect(must(await oddsLineAs(GM, second))[1]).toBeCloseTo(reachByEnumeration(3, 1, 2, 3), 12);
  });

  it(
    "states on each round's message the test's chance as the round was due, " +
      "worked out by enumeration, not a basic test's (issue 52)",
    async () => {
      const card = await startCard();
      const first = must(await rollAs(P1, card, [10, 9, 2]));
      const second = must(await rollAs(P1, card, [12, 2, 1]));
      // Round 1 from the start (pool 3, margin 0, three rounds); round 2 after its +1 and one die lost (pool 3, two
      // rounds).
      const fromStart = reachByEnumeration(3, 0, 3, 3);
      const beforeSecond = reachByEnumeration(3, 1, 2, 3);
      expect(fromStart).toBeGreaterThan(0.1);
      for (const viewer of [GM, P1, P2]) {
        const [firstText, firstFigure] = must(await oddsLineAs(viewer, first));
        expect(firstFigure).toBeCloseTo(fromStart, 12);
        expect(firstText).toMatch(/^Before this round: \d+\.\d% to reach \+3 within 3 rounds$/);
        const [secondText, secondFigure] = must(await oddsLineAs(viewer, second));
        expect(secondFigure).toBeCloseTo(beforeSecond, 12);
        expect(secondText).toMatch(/^Before this round: \d+\.\d% to reach \+3 within 2 rounds$/);
      }
      // Round 2's +2 − 1 − 2 leaves margin 0 and a pool of 2 (two dice lost, one back): the card's chance from here,
      // and the one before the rolls, labelled so.
      const html = await drawAs(P2, card);
      expect(Number(must(html.querySelector<HTMLElement>('[data-outcome="reach"]')).dataset.probability)).toBeCloseTo(
        reachByEnumeration(2, 0, 1, 3),
        12,
      );
      const before = must(html.querySelector<HTMLElement>('[data-outcome="before"]'));
      expect(Number(before.dataset.probability)).toBeCloseTo(fromStart, 12);
      expect(before.textContent).toMatch(/^Before the rolls: \d+\.\d% to reach \+3 within 3 rounds$/);
    },
  );

  it("says the target is reached and offers no End once the test succeeded", async () => {
    const card = await startCard();
    await rollAs(P1, card, [10, 9, 2]);
    await rollAs(P1, card, [12, 8, 8]);
    for (const viewer of [GM, P1]) {
      const html = await drawAs(viewer, card);
      expect(html.querySelector(".indie-dice-extended-margin")?.textContent, viewer).toBe(
        "Running margin: +5, target +3 reached",
      );
      expect(enabled(html, "indie-dice-extended-end"), viewer).toBeNull();
      expect(html.textContent, viewer).not.toMatch(/\+5 of \+3/);
    }
  });
});

describe('a round\'s open dialog follows the card (docs/prompts.md "The dialog follows the card")', () => {
  it("Ann's round dialog, opened from the card, closes when the GM ends the test or rolls that round", async () => {
    for (const answer of ["end", "roll"] as const) {
      const card = await startCard();
      const pending = table().foundry.withClient(P1, () => api().extendedTests.extendedRoll(must(card.id)));
      const dialog = await rollDialog();
      if (answer === "end")
        expect(await table().foundry.withClient(GM, () => api().extendedTests.endExtendedTest(must(card.id)))).toBe(
          true,
        );
      else await rollAs(GM, card, [8, 8, 8]);
      await settle(10);
      expect(dialog.rendered, answer).toBe(false);
      expect(await pending, answer).toBeNull();
    }
  });
});
