// @vitest-environment happy-dom
/**
 * Every message a card posts states what its card states, in the card's numbers, or leaves the result to the card
 * (issue 64; docs/cards.md "What a card's messages say"), walked kind by kind as the GM and the players draw them, in
 * both profiles: a group test's member rolls and gift dice; a contest's side rolls, its tie-breaks (a d6 roll-off, the
 * Kleptonomicon's coin, a formula rolled again) and its verdict; a request's rows, a Fumble Level rolled with one; an
 * extended test's rounds. First, the trial's own example: a gift's die judged as a bare `1d10kc` with Modifier 0 read
 * "Mixed Score — Score 9 in [7..9] — Before the roll: 35.0% to pass" where the card said "10: High Score".
 */
import { beforeEach, describe, expect, it } from "vitest";
import { api, messageById, settle } from "../support/dialog-harness";
import { contestTable, GM, HERO, P1, P2, RIVAL, VILLAIN } from "../support/contest-table";
import { cardTextAs, draws, drawCardAs, rollAs, rollDrawsAs, startCard, tokenDoc } from "../support/contests-harness";
import { useIndieDice } from "../support/helpers";
import { cardDrawn } from "../../../src/foundry/cards/card-renderer";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import type { GroupTestState } from "../../../src/rule-sets/klepto/core/group-test/group-test-types";
import { must, renderedElement } from "../../kit";

/** Athletics for the formula contest: Brunhild +3 (Ann's), Fafnir +5 (the GM's NPC). */
const ATHLETICS: Readonly<Record<string, number>> = { heroActor0000001: 3, rivalActor000001: 1, villainActor0001: 5 };

const table = useIndieDice(
  (() => {
    const base = contestTable();
    return {
      ...base,
      actors: must(base.actors).map((actor) => ({
        ...actor,
        system: { skills: { ath: { total: ATHLETICS[must(actor._id)] } } },
      })),
    };
  })(),
);

/* -------------------------------------------- */
/*  Reading a message as a user's client draws it */
/* -------------------------------------------- */

const words = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** A message drawn by a user's client, its steps opened as a reader opens them. */
async function drawn(userId: string, id: string): Promise<HTMLElement> {
  return table().foundry.withClient(userId, async () => {
    const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(id)));
    await cardDrawn(html);
    for (const steps of html.querySelectorAll<HTMLDetailsElement>("details.indie-dice-steps")) {
      steps.open = true;
      steps.dispatchEvent(new Event("toggle"));
    }
    return html;
  });
}

/** What a roll message says: its speaker, its head (banner, tone, target line, chance) and its steps. */
async function saidBy(userId: string, id: string) {
  const html = await drawn(userId, id);
  const banner = html.querySelector(".indie-dice-banner");
  const odds = html.querySelector<HTMLElement>(".indie-dice-odds");
  return {
    speaker: words(html.querySelector(".message-sender")),
    banner: words(banner),
    tone: [...(banner?.classList ?? [])].filter((name) => name !== "indie-dice-banner"),
    target: words(html.querySelector(".indie-dice-target")),
    odds: odds ? ([words(odds), Number(odds.dataset.probability)] as const) : null,
    steps: [...html.querySelectorAll(".indie-dice-steps li")].map(words),
    content: words(html.querySelector(".message-content")),
  };
}

/**
 * A message's head as a user's chat log drew it when it came: a gift's die is posted before the GM's client writes
 * its gift on the card, and no client draws it again.
 */
async function loggedAs(userId: string, id: string) {
  await table().foundry.chatLogSettled();
  const element = table().foundry.chatLog(userId)?.querySelector(`[data-message-id="${id}"]`);
  const odds = element?.querySelector<HTMLElement>(".indie-dice-odds");
  return {
    banner: words(element?.querySelector(".indie-dice-banner")),
    odds: odds ? ([words(odds), Number(odds.dataset.probability)] as const) : null,
  };
}

/** The messages posted from now on that carry one of our flags, by flag. */
function postedSince(count: number, flag: string): ChatMessageView[] {
  return table()
    .foundry.messages.slice(count)
    .filter((message) => flag in (message.flags?.["indie-dice"] ?? {})) as ChatMessageView[];
}

/* -------------------------------------------- */
/*  Group tests                                 */
/* -------------------------------------------- */

async function startGroupTest(participants: ReadonlyArray<readonly [string, number]>): Promise<ChatMessageView> {
  return table().foundry.withClient(GM, () =>
    api().groupTests.groupTest({
      participants: participants.map(([token, modifier]) => ({ participant: tokenDoc(token), modifier })),
    }),
  );
}

async function groupRoll(
  userId: string,
  card: ChatMessageView,
  participantId: string,
  faces: number[],
  mode = "publicroll",
): Promise<ChatMessageView> {
  await table().foundry.setChatMode(mode);
  try {
    table().foundry.scriptFaces(faces);
    const message = await table().foundry.withClient(userId, () =>
      api().groupTests.groupRoll(must(card.id), participantId, { fastForward: true }),
    );
    await settle(10);
    return must(message);
  } finally {
    await table().foundry.setChatMode("publicroll");
  }
}

/** A gift given by a user, its die scripted; the die's own message, as the card recorded it. */
async function give(
  userId: string,
  card: ChatMessageView,
  giver: string,
  receiver: string,
  faces: number[],
): Promise<string> {
  table().foundry.scriptFaces(faces);
  await table().foundry.withClient(userId, () => api().groupTests.giveAdvantage(must(card.id), giver, receiver));
  await settle(10);
  const state = must(messageById(must(card.id)).flags["indie-dice"]).groupTest as GroupTestState;
  return must(must(state.gifts.at(-1)).messageId);
}

/** A member's lines on the card as a user's client draws it. */
async function memberOnCard(userId: string, card: ChatMessageView, participantId: string) {
  const member = (await drawCardAs(table, userId, card)).querySelector(
    `.indie-dice-group-member[data-participant="${participantId}"]`,
  );
  return {
    final: words(member?.querySelector(".indie-dice-group-final")),
    line: words(member?.querySelector(".indie-dice-group-line")),
    own: words(member?.querySelector(".indie-dice-group-first")),
  };
}

describe("a group test's messages (the trial's example first)", () => {
  it(
    "Modifier +1 and a gift's die of 9: " + "the die's message reads 10, High Score, and the 45.0% its button showed",
    async () => {
      // Brunhild stands for the trial's Ilsa (Modifier +1), Fafnir for the Grave Warden (Modifier +1 too).
      await table().foundry.renderChatLog();
      const card = await startGroupTest([
        [HERO, 1],
        [VILLAIN, 1],
      ]);
      await groupRoll(P1, card, HERO, [4]);
      await groupRoll(GM, card, VILLAIN, [8]);
      // By hand, from the rules text's d10 and coin (docs/rulings.md "The Kleptonomicon"): Brunhild's 4 + 1 = 5 fails;
      // Fafnir's 8 + 1 = 9 passes and may give one Advantage. The gift's d10 makes her pass when it shows 6, 7, 8 or 9
      // (6 + 1 = 7 and up: 4 faces in 10), or a 10 whose coin lands heads (a Critical Success: 1 in 20); a 10 and tails
      // is a Critical Failure, and 1 to 5 leave her best die at 5 + 1 = 6 at most. Fafnir passes already, so the group
      // passes exactly when she does: 4/10 + 1/20.
      const byHand = 4 / 10 + 1 / 20;
      const button = must(
        (await drawCardAs(table, GM, card)).querySelector<HTMLElement>(
          `button[data-giver="${VILLAIN}"][data-receiver="${HERO}"] .indie-dice-odds`,
        ),
      );
      expect([words(button), Number(button.dataset.probability)]).toEqual([
        "(45.0% to pass)",
        expect.closeTo(byHand, 12),
      ]);
      const die = await give(GM, card, VILLAIN, HERO, [9]);
      for (const viewer of [GM, P1, P2]) {
        const member = await memberOnCard(viewer, card, HERO);
        expect(member).toEqual({
          final: "10: High Score",
          line: "Modifier +1 Dice 4; Advantages rolled 9; kept 9",
          own: "Own roll: 5",
        });
        const message = await saidBy(viewer, die);
        expect(message.banner, viewer).toBe(member.final);
        expect(message.tone, viewer).toEqual(["success"]);
        expect(message.target, viewer).toBe("Brunhild, Modifier +1: Dice 4; Advantages rolled 9; kept 9");
        expect(message.steps, viewer).toEqual([
          "Dice 4; Advantages rolled 9; kept 9",
          "Score: 9 + 1 = 10",
          "[10..]: High Score",
        ]);
        // The chance the button showed, not the bare die's 35.0% of a Modifier 0.
        expect(message.odds, viewer).toEqual([
          "Before this die: 45.0% that the group passes",
          expect.closeTo(byHand, 12),
        ]);
        expect(message.content, viewer).not.toMatch(/Mixed|35\.0%|Score 9/);
        // Her die, spoken by her: never by a token the GM happens to have selected.
        expect(message.speaker, viewer).toBe("Brunhild");
        // So too as each chat log drew it when it came, before the card held its gift.
        expect(await loggedAs(viewer, die), viewer).toEqual({ banner: message.banner, odds: message.odds });
      }
      // Her own roll's message says the Score the card keeps as her own: 5, Low.
      const own = await saidBy(
        P2,
        must(
          must((must(messageById(must(card.id)).flags["indie-dice"]).groupTest as GroupTestState).participants[0])
            .messageId,
        ),
      );
      expect([own.banner, own.target]).toEqual(["Low Score", "Score 5 in [..6]"]);
    },
  );

  it(
    "each gift's die states its receiver's Score with it as the card does, " +
      "crits and a die that changes nothing too",
    async () => {
      // Brunhild +1 rolls 4 (5), Sigurd +0 rolls 3 (3), Fafnir +2 rolls 8 (10: two Advantages to give).
      const card = await startGroupTest([
        [HERO, 1],
        [RIVAL, 0],
        [VILLAIN, 2],
      ]);
      await groupRoll(P1, card, HERO, [4]);
      await groupRoll(P2, card, RIVAL, [3]);
      await groupRoll(GM, card, VILLAIN, [8]);
      // Sigurd's die shows 2: he keeps his 3. With Brunhild failing, no gift to Sigurd alone makes the group pass: the
      // button said "(not enough alone)", and the message states no chance.
      const toSigurd = await give(GM, card, VILLAIN, RIVAL, [2]);
      // Brunhild's die shows 10 and the coin heads: a Critical Success.
      const toBrunhild = await give(GM, card, VILLAIN, HERO, [10, 1]);
      const gifts = (await drawCardAs(table, P1, card)).querySelectorAll(".indie-dice-group-gift");
      expect([...gifts].map(words)).toEqual([
        "Fafnir gave Sigurd an Advantage (d10: 2)",
        "Fafnir gave Brunhild an Advantage (d10: 10)",
      ]);
      for (const viewer of [GM, P1, P2]) {
        const sigurd = await memberOnCard(viewer, card, RIVAL);
        const sigurdsDie = await saidBy(viewer, toSigurd);
        expect([sigurdsDie.banner, sigurdsDie.tone, sigurdsDie.odds], viewer).toEqual([
          sigurd.final,
          ["failure"],
          null,
        ]);
        expect(sigurd.final).toBe("3: Low Score");
        expect(sigurdsDie.steps, viewer).toEqual([
          "Dice 3; Advantages rolled 2; kept 3",
          "Score: 3 = 3",
          "[..6]: Low Score",
        ]);
        const brunhild = await memberOnCard(viewer, card, HERO);
        const brunhildsDie = await saidBy(viewer, toBrunhild);
        expect([brunhildsDie.banner, brunhildsDie.tone, brunhildsDie.odds], viewer).toEqual([
          brunhild.final,
          ["critical"],
          null,
        ]);
        expect(brunhild.final).toBe("Critical Success [10!]");
      }
    },
  );

  it(
    "a gift's die to a member whose roll is blind tells a player nothing; " +
      "the GM's copy states what the GM's card does",
    async () => {
      const card = await startGroupTest([
        [HERO, 1],
        [VILLAIN, 1],
      ]);
      await groupRoll(P1, card, HERO, [4], "blindroll");
      await groupRoll(GM, card, VILLAIN, [8]);
      const die = await give(GM, card, VILLAIN, HERO, [9]);
      for (const player of [P1, P2]) {
        const html = await drawn(player, die);
        expect(
          html.querySelector(".indie-dice-banner, .indie-dice-target, .indie-dice-odds, .indie-dice-steps"),
          player,
        ).toBeNull();
        expect(words(html.querySelector(".message-content")), player).not.toMatch(/Score|High|Low|45|\b9\b|\b10\b/);
      }
      const gm = await saidBy(GM, die);
      expect([gm.banner, gm.odds?.[0]]).toEqual([
        (await memberOnCard(GM, card, HERO)).final,
        "Before this die: 45.0% that the group passes",
      ]);
    },
  );
});

/* -------------------------------------------- */
/*  Contests                                    */
/* -------------------------------------------- */

/**
 * Each side's roll message as a user draws it now and as their chat log drew it when it came (before the GM's client
 * recorded it), beside the card's own line for that side (in its steps).
 */
async function sidesAgainstCard(userId: string, card: ChatMessageView) {
  const shown = await cardTextAs(table, userId, card);
  const state = must(messageById(must(card.id)).flags["indie-dice"]).contest as {
    participants: Array<{ id: string; name: string; messageId: string }>;
  };
  const sides = [];
  for (const side of state.participants) {
    const message = await saidBy(userId, side.messageId);
    const logged = await loggedAs(userId, side.messageId);
    expect(logged, `${userId} ${side.name}: as it came`).toEqual({ banner: message.banner, odds: message.odds });
    sides.push({
      name: side.name,
      banner: message.banner,
      odds: message.odds,
      line: must(shown.pairings[0]).steps.find((step) => step.startsWith(`${side.name}`)) ?? "",
    });
  }
  return { shown, sides };
}

/** The verdict message's lines as a user draws it. */
async function verdictAs(userId: string, since: number): Promise<string> {
  const [verdict] = postedSince(since, "contestVerdict");
  const html = await table().foundry.withClient(userId, async () => {
    const element = renderedElement(
      await table().foundry.renderMessage(must(game.messages).get(must(must(verdict).id))),
    );
    await cardDrawn(element);
    return element;
  });
  return words(html.querySelector(".indie-dice-contest-verdict-lines"));
}

describe("a contest's messages", () => {
  beforeEach(() => table().foundry.renderChatLog());

  it(
    "Kaiser with a d6 roll-off: " +
      "each side's message says the card's line for it, " +
      "the roll-off's dice are the card's, the verdict its winner",
    async () => {
      await game.settings.set("indie-dice", "kaiserTieRule", "roll-off");
      const since = table().foundry.messages.length;
      const card = await startCard(table, "kaiser", {
        attackers: { kind: "skill", bonus: 3 },
        defender: { kind: "skill", bonus: 3 },
      });
      await rollDrawsAs(table, P1, card, HERO, draws([4, 6], [3, 6]));
      // Fafnir ties at 5 + 2 + 3 = 10; the roll-off: Brunhild 2, Fafnir 5.
      await rollDrawsAs(table, GM, card, VILLAIN, draws([5, 6], [2, 6], [2, 6], [5, 6]));
      // The GM, and a player who rolled no side of it.
      for (const viewer of [GM, P2]) {
        const { shown, sides } = await sidesAgainstCard(viewer, card);
        expect(sides.map((side) => side.line)).toEqual(["Brunhild: 10 (4 + 3 + 3)", "Fafnir: 10 (5 + 2 + 3)"]);
        for (const side of sides) expect([side.banner, side.odds], `${viewer} ${side.name}`).toEqual([side.line, null]);
        expect(must(shown.pairings[0]).steps).toContain("Roll-off 2 v 5: Fafnir");
        const [rollOff] = postedSince(since, "tieBreakDie");
        expect(must(rollOff).rolls.map((roll) => roll.total)).toEqual([2, 5]);
        expect(must(shown.pairings[0]).outcome).toBe("Fafnir wins");
        expect(await verdictAs(viewer, since)).toBe("Fafnir holds against Brunhild");
      }
    },
  );

  it(
    "K&R under the strict reading: " +
      "an acting side's margin 0 reaches the contest's 0 — " +
      'its message says the card\'s margin, never "Failure"',
    async () => {
      await game.settings.set("indie-dice", "kingdomsBasicRule", "positive");
      const card = await startCard(table, "kingdoms", {
        attackers: { pool: 2, dice: 2, dt: 7 },
        defender: { pool: 2, dice: 2, dt: 7 },
      });
      await rollAs(table, P1, card, HERO, [8, 3]);
      await rollAs(table, GM, card, VILLAIN, [3, 2]);
      // The GM, and a player who rolled no side of it.
      for (const viewer of [GM, P2]) {
        const { shown, sides } = await sidesAgainstCard(viewer, card);
        expect(sides.map((side) => side.line)).toEqual([
          "Brunhild: margin 0 against DT 7 (1 success, 1 failure)",
          "Fafnir: margin −2 against DT 7 (0 successes, 2 failures)",
        ]);
        // No basic test's verdict nor its chance ("Before the roll: …% to succeed"): the contest asks neither.
        for (const side of sides) expect([side.banner, side.odds], `${viewer} ${side.name}`).toEqual([side.line, null]);
        expect(must(shown.pairings[0]).outcome).toBe("Brunhild wins");
      }
    },
  );

  it("the Kleptonomicon's coin: each side's Score as the card says it, the coin the card read", async () => {
    const since = table().foundry.messages.length;
    const card = await startCard(table, "klepto", { attackers: { modifier: 1 }, defender: { modifier: 1 } });
    await rollAs(table, P1, card, HERO, [5]);
    // A tie at 6; Foundry's coin shows 1, heads: Brunhild's.
    await rollAs(table, GM, card, VILLAIN, [5, 1]);
    const { shown, sides } = await sidesAgainstCard(P2, card);
    expect(sides.map((side) => [side.banner, side.odds])).toEqual([
      ["Brunhild: Score 6", null],
      ["Fafnir: Score 6", null],
    ]);
    expect(sides.map((side) => side.line)).toEqual(["Brunhild: Score 6", "Fafnir: Score 6"]);
    expect(must(shown.pairings[0]).steps).toContain("Scores tie at 6; the coin shows heads: Brunhild");
    expect(must(postedSince(since, "tieBreakDie")[0]).rolls.map((roll) => roll.total)).toEqual([1]);
    expect(await verdictAs(P2, since)).toBe("Brunhild wins against Fafnir");
  });

  it("a formula contest rolled again after a tie: each round's totals in its message are the card's", async () => {
    const since = table().foundry.messages.length;
    const check = { formula: "1d20 + @skills.ath.total" };
    const card = await table().foundry.withClient(GM, () =>
      api().contests.start({
        ruleSet: "formula",
        attackers: [tokenDoc(HERO)],
        defender: tokenDoc(VILLAIN),
        specs: { attackers: check, defender: check },
        ties: "again",
      }),
    );
    await rollAs(table, P1, card, HERO, [10]);
    // 8 + 5 ties 10 + 3; rolled again: 11 + 3 v 9 + 5 (a tie again), then 17 + 3 v 2 + 5.
    await rollAs(table, GM, card, VILLAIN, [8, 11, 9, 17, 2]);
    const { shown } = await sidesAgainstCard(P2, card);
    expect(shown.totals).toEqual({ [HERO]: "13", [VILLAIN]: "13" });
    for (const id of [HERO, VILLAIN]) {
      const side = must(
        (
          must(messageById(must(card.id)).flags["indie-dice"]).contest as {
            participants: Array<{ id: string; messageId: string }>;
          }
        ).participants.find((p) => p.id === id),
      );
      expect(words((await drawn(P2, side.messageId)).querySelector(".dice-total"))).toBe(shown.totals[id]);
    }
    expect(must(shown.pairings[0]).steps).toContain("Rolled again 14 v 14, 20 v 7: Brunhild");
    expect(must(postedSince(since, "tieBreakDie")[0]).rolls.map((roll) => roll.total)).toEqual([14, 14, 20, 7]);
    expect(await verdictAs(P2, since)).toBe("Brunhild wins against Fafnir");
  });
});

/* -------------------------------------------- */
/*  Requests and extended tests                 */
/* -------------------------------------------- */

describe("a request's and an extended test's messages", () => {
  it(
    "each request row's message says the verdict, " +
      "total and degrees the card's row does, and the chance it showed before the roll",
    async () => {
      const card = await table().foundry.withClient(GM, () =>
        api().requests.start({
          ruleSet: "kaiser",
          rows: [HERO, RIVAL].map((token) => ({ token: tokenDoc(token), spec: { bonus: 3 } })),
          spec: { kind: "skill", difficulty: 11 },
          question: "everyone",
        }),
      );
      // Read as the GM: a row's chance is drawn only for those who may see its numbers (docs/cards.md "Numbers a viewer
      // may not see").
      const rowChance = async (id: string) =>
        Number(
          must(
            (await drawCardAs(table, GM, card)).querySelector<HTMLElement>(
              `.indie-dice-request-row[data-participant="${id}"] .indie-dice-odds`,
            ),
          ).dataset.probability,
        );
      const before: Record<string, number> = { [HERO]: await rowChance(HERO), [RIVAL]: await rowChance(RIVAL) };
      const rollRow = async (userId: string, id: string, faces: number[]) => {
        table().foundry.scriptFaces(faces);
        const message = await table().foundry.withClient(userId, () =>
          api().requests.roll(must(card.id), id, { fastForward: true }),
        );
        await settle(20);
        return must(message);
      };
      // Brunhild 4 + 5 + 3 = 12 against 11: 1 DoS. Sigurd's double one fumbles, its Fumble Level 3 + 4 rolled with it.
      const rows: Record<string, ChatMessageView> = {
        [HERO]: await rollRow(P1, HERO, [4, 5]),
        [RIVAL]: await rollRow(P2, RIVAL, [1, 1, 3, 4]),
      };
      const expected: Record<string, { row: string; banner: string; target: string }> = {
        [HERO]: { row: "passed Total 12, 1 DoS", banner: "Success — 1 DoS", target: "Total 12 vs difficulty 11" },
        [RIVAL]: {
          row: "failed Total 5, Fumble",
          banner: "Fumble — 6 DoF, Fumble Level 7",
          target: "Total 5 vs difficulty 11",
        },
      };
      for (const viewer of [GM, P1, P2]) {
        const html = await drawCardAs(table, viewer, card);
        for (const id of [HERO, RIVAL]) {
          const row = html.querySelector(`.indie-dice-request-row[data-participant="${id}"]`);
          const message = await saidBy(viewer, must(must(rows[id]).id));
          expect(
            {
              row:
                `${words(row?.querySelector(".indie-dice-request-status"))} ` +
                `${words(row?.querySelector(".indie-dice-request-detail"))}`,
              banner: message.banner,
              target: message.target,
            },
            `${viewer} ${id}`,
          ).toEqual(expected[id]);
          expect(message.odds?.[1], `${viewer} ${id}`).toBeCloseTo(must(before[id]), 12);
        }
      }
    },
  );

  it(
    "each extended test round's message says the margin and running margin of the card's row, " +
      "and the chance the card showed as it was due",
    async () => {
      const card = await table().foundry.withClient(GM, () =>
        api().extendedTests.extendedTest({
          token: tokenDoc(HERO),
          dt: 7,
          pool: 3,
          replenish: 1,
          targetMargin: 3,
          rounds: 3,
        }),
      );
      const reachNow = async () =>
        Number(
          must((await drawCardAs(table, P2, card)).querySelector<HTMLElement>('[data-outcome="reach"]')).dataset
            .probability,
        );
      const rounds: Array<{ id: string; due: number }> = [];
      for (const faces of [
        [10, 9, 2],
        [12, 8, 8],
      ]) {
        const due = await reachNow();
        table().foundry.scriptFaces(faces);
        const message = await table().foundry.withClient(P1, () =>
          api().extendedTests.extendedRoll(must(card.id), { fastForward: true }),
        );
        await settle(20);
        rounds.push({ id: must(must(message).id), due });
      }
      for (const viewer of [GM, P1, P2]) {
        const history = [
          ...(await drawCardAs(table, viewer, card)).querySelectorAll(".indie-dice-extended-history tbody tr"),
        ].map((tr) => [...tr.children].map(words));
        // Round, dice, margin, failed, pool, running margin.
        expect(history).toEqual([
          ["1", "10, 9, 2", "+1", "1", "3 → 3", "+1"],
          ["2", "12, 8, 8", "+4", "0", "3 → 4", "+5"],
        ]);
        for (const [index, round] of rounds.entries()) {
          const message = await saidBy(viewer, round.id);
          const [, , margin, , , running] = must(history[index]);
          expect(message.banner, viewer).toContain(`round ${index + 1}: margin ${margin}; running margin ${running}`);
          expect(message.odds?.[1], viewer).toBeCloseTo(round.due, 12);
        }
      }
    },
  );
});
