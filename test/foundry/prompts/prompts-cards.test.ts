// @vitest-environment happy-dom
/**
 * Every card kind that asks for a roll prompts its designated roller (docs/prompts.md), under both profiles: a
 * contest side, a group-test member and each round of an extended test open on the owning player's client, locked
 * as the card fixed; rolling from the prompt records it; the GM's own sides never prompt the GM; a player who owns
 * nothing on the card gets nothing.
 */
import { describe, expect, it } from "vitest";
import { api, control, part, rollButton, messageById } from "../support/dialog-harness";
import {
  drawCardAs,
  draws,
  stateOf,
  tokenDoc,
  GM,
  HERO,
  KR,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../support/contests-harness";
import { dialogsOf, P3, promptHeader, promptOf, settleTable, usePromptTable } from "../support/prompt-harness";
import { extendedTestOdds } from "../../../src/rule-sets/kingdoms/core/extended-test/extended-test-odds";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { must } from "../../kit";

const table = usePromptTable();
const withClient = <T>(userId: string, fn: () => T): T => table().foundry.withClient(userId, fn);

function flagOf<T>(card: ChatMessageView, flag: string): T {
  const message = messageById(must(card.id));
  return JSON.parse(JSON.stringify(must(message.flags["indie-dice"])[flag])) as T;
}

describe("prompts for every card kind", () => {
  it(
    "a contest side: Ann's opens locked as the card fixed; " + "the GM's side prompts no one; Bo and Cy get nothing",
    async () => {
      const card = await withClient(GM, () =>
        api().contests.start({
          ruleSet: "kingdoms",
          attackers: [tokenDoc(HERO)],
          defender: tokenDoc(VILLAIN),
          specs: { attackers: KR, defender: KR },
        }),
      );
      await settleTable();
      const ann = await promptOf(withClient, P1);
      expect(promptHeader(ann)).toEqual([
        "Gamemaster asks you to roll",
        "Character: Brunhild",
        "Why: Brunhild vs Fafnir — Kingdoms and Rulers contest",
      ]);
      expect([
        control(ann, "pool").value,
        control(ann, "pool").disabled,
        control(ann, "dt").value,
        control(ann, "dt").disabled,
      ]).toEqual(["2", true, "7", true]);
      for (const user of [GM, P2, P3]) expect(dialogsOf(withClient, user)).toEqual([]);
      table().foundry.scriptFaces([9, 10]);
      await withClient(P1, () => rollButton(ann).click());
      await settleTable();
      expect(stateOf(card).participants.find((p) => p.id === HERO)?.messageId).not.toBeNull();
    },
  );

  it(
    "a contest a player started prompts her as her own card, " +
      "and the other side's player as asked by her (issue 52)",
    async () => {
      await withClient(P1, () =>
        api().contests.start({
          ruleSet: "kingdoms",
          attackers: [tokenDoc(HERO)],
          defender: tokenDoc(RIVAL),
          specs: { attackers: KR, defender: KR },
        }),
      );
      await settleTable();
      expect(promptHeader(await promptOf(withClient, P1))).toEqual([
        "Your card: roll for Brunhild",
        "Character: Brunhild",
        "Why: Brunhild vs Sigurd — Kingdoms and Rulers contest",
      ]);
      expect(promptHeader(await promptOf(withClient, P2))).toEqual([
        "Ann asks you to roll",
        "Character: Sigurd",
        "Why: Sigurd vs Brunhild — Kingdoms and Rulers contest",
      ]);
      for (const user of [GM, P3]) expect(dialogsOf(withClient, user)).toEqual([]);
    },
  );

  it("a group test: each member's owner is prompted for their Test; rolling records it", async () => {
    const card = await withClient(GM, () =>
      api().groupTests.groupTest({
        participants: [{ participant: tokenDoc(HERO), modifier: 2 }, tokenDoc(RIVAL), tokenDoc(VILLAIN)],
      }),
    );
    await settleTable();
    const ann = await promptOf(withClient, P1);
    const bo = await promptOf(withClient, P2);
    expect(promptHeader(ann)[1]).toBe("Character: Brunhild");
    expect([control(ann, "modifier").value, control(ann, "modifier").disabled]).toEqual(["2", true]);
    expect(promptHeader(bo)[1]).toBe("Character: Sigurd");
    for (const user of [GM, P3]) expect(dialogsOf(withClient, user)).toEqual([]);
    table().foundry.scriptFaces([7]);
    await withClient(P2, () => rollButton(bo).click());
    await settleTable();
    const state = flagOf<{ participants: { id: string; messageId: string | null }[] }>(card, "groupTest");
    expect(state.participants.find((p) => p.id === RIVAL)?.messageId).not.toBeNull();
    // Ann's prompt is still hers to roll or close.
    expect(dialogsOf(withClient, P1)).toHaveLength(1);
  });

  it(
    "an extended test: each round prompts its roller once; " + "the next round opens when the last is recorded",
    async () => {
      const card = await withClient(GM, () =>
        api().extendedTests.extendedTest({
          token: tokenDoc(HERO),
          dt: 7,
          pool: 3,
          replenish: 1,
          targetMargin: 3,
          rounds: 3,
        }),
      );
      await settleTable();
      const first = await promptOf(withClient, P1);
      expect(promptHeader(first)[2]).toMatch(/round 1 of 3/i);
      expect([control(first, "pool").value, control(first, "pool").disabled]).toEqual(["3", true]);
      for (const user of [GM, P2, P3]) expect(dialogsOf(withClient, user)).toEqual([]);
      // One die fails (4), two succeed: the next round has 2 + 1 dice.
      table().foundry.scriptFaces([4, 9, 10]);
      await withClient(P1, () => rollButton(first).click());
      await settleTable();
      expect(flagOf<{ rounds: unknown[] }>(card, "extendedTest").rounds).toHaveLength(1);
      const second = await promptOf(withClient, P1);
      expect(second).not.toBe(first);
      expect(promptHeader(second)[2]).toMatch(/round 2 of 3/i);
      expect(control(second, "pool").value).toBe("3");
    },
  );

  it("an extended test whose target is out of reach prompts no one for another round (issue 64)", async () => {
    await withClient(GM, () =>
      api().extendedTests.extendedTest({
        token: tokenDoc(HERO),
        dt: 7,
        pool: 3,
        replenish: 1,
        targetMargin: 3,
        rounds: 3,
      }),
    );
    await settleTable();
    // 1, 1, 1 against DT 7: margin −6 and a pool of 1; the 2 rounds left add at most +2 and +4, short of +3.
    table().foundry.scriptFaces([1, 1, 1]);
    const first = await promptOf(withClient, P1);
    await withClient(P1, () => rollButton(first).click());
    await settleTable();
    for (const user of [GM, P1, P2, P3]) expect(dialogsOf(withClient, user), user).toEqual([]);
  });

  /** The figures a prompt's odds part shows: each row's outcome, label and exact chance. */
  function oddsFigures(dialog: Parameters<typeof part>[0]) {
    return [...part(dialog, "odds").querySelectorAll<HTMLElement>("tr[data-outcome]")].map((row) => ({
      outcome: row.dataset.outcome,
      label: row.querySelector("th")?.textContent?.trim(),
      probability: Number(row.querySelector("[data-probability]")?.getAttribute("data-probability")),
    }));
  }

  it(
    "an extended test's round prompt shows the test's chance to reach " +
      "the target in the rounds left, not a basic test's (issue 43)",
    async () => {
      const card = await withClient(GM, () =>
        api().extendedTests.extendedTest({
          token: tokenDoc(HERO),
          dt: 7,
          pool: 3,
          replenish: 1,
          targetMargin: 3,
          rounds: 3,
        }),
      );
      await settleTable();
      const first = await promptOf(withClient, P1);
      const reach = extendedTestOdds({ pool: 3, dt: 7, replenish: 1, margin: 0, targetMargin: 3, roundsLeft: 3 }).reach;
      expect(oddsFigures(first)).toEqual([
        { outcome: "reach", label: "To reach +3 within 3 rounds, this one included", probability: reach },
      ]);
      expect(part(first, "odds").querySelector(".indie-dice-odds-heading")?.textContent).toBe(
        "Your chance in the Extended Test",
      );
      expect(part(first, "odds").textContent).toContain("Running margin: 0 of +3");
      table().foundry.scriptFaces([4, 9, 10]);
      await withClient(P1, () => rollButton(first).click());
      await settleTable();
      // The next round's prompt says what the card says from there.
      const second = await promptOf(withClient, P1);
      const drawn = await drawCardAs(table, P1, card);
      const onCard = Number(drawn.querySelector('[data-outcome="reach"]')?.getAttribute("data-probability"));
      expect(onCard).toBeGreaterThan(0);
      expect(oddsFigures(second)).toEqual([
        { outcome: "reach", label: "To reach +3 within 2 rounds, this one included", probability: onCard },
      ]);
    },
  );

  it("a contest side's prompt offers no other number of dice than the one the card fixed (issue 43)", async () => {
    await withClient(GM, () =>
      api().contests.start({
        ruleSet: "kingdoms",
        attackers: [tokenDoc(HERO)],
        defender: tokenDoc(VILLAIN),
        specs: { attackers: KR, defender: KR },
      }),
    );
    await settleTable();
    const ann = await promptOf(withClient, P1);
    const outcomes = oddsFigures(ann).map((figure) => figure.outcome);
    expect(outcomes).toContain("beat-0");
    expect(outcomes.filter((outcome) => outcome?.startsWith("pool-"))).toEqual([]);
    expect(part(ann, "odds").textContent).not.toContain("every number of dice you could roll");
  });

  it(
    "an extended test's round after one hidden from its roller: " +
      "the prompt says nothing of its number of dice (issue 42)",
    async () => {
      /**
       * Ann rolls the first round blind from its prompt (two or three dice of 6 fail), then reads the second's prompt.
       * The target, +8, is neither reached nor out of reach after either first round (+2 with 5 dice to come, or 0 with
       * 4).
       */
      async function secondPrompt(firstRound: number[]) {
        await withClient(GM, () =>
          api().extendedTests.extendedTest({
            token: tokenDoc(HERO),
            dt: 7,
            pool: 6,
            replenish: 1,
            targetMargin: 8,
            rounds: 2,
          }),
        );
        await settleTable();
        const first = await promptOf(withClient, P1);
        control<HTMLSelectElement>(first, "rollMode").value = "blind";
        table().foundry.scriptFaces(firstRound);
        await withClient(P1, () => rollButton(first).click());
        await settleTable();
        const second = await promptOf(withClient, P1);
        const seen = {
          header: promptHeader(second),
          pool: [control(second, "pool").value, control(second, "dice").value],
          text: second.element.textContent?.replace(/\s+/g, " "),
          odds: part(second, "odds").querySelectorAll("[data-probability]").length,
        };
        table().foundry.scriptFaces(Array.from({ length: 6 }, () => 8));
        await withClient(P1, () => rollButton(second).click());
        await settleTable();
        table().foundry.clearScript();
        return seen;
      }
      // Against DT 7: the second round throws 6 - 2 + 1 = 5 dice, or 6 - 3 + 1 = 4.
      const five = await secondPrompt([12, 11, 10, 9, 2, 1]);
      const four = await secondPrompt([12, 11, 10, 2, 2, 1]);
      expect(five).toEqual(four);
      expect(five.header[2]).toMatch(/round 2 of 2/i);
      expect([five.pool, five.odds]).toEqual([["", ""], 0]);
    },
  );
});

describe('a prompt follows its card (docs/prompts.md "The dialog follows the card")', () => {
  it(
    "Ann's prompt for Brunhild (skill 6) reads 55.5% against Fafnir " +
      "(skill 5), then 27.8% once his 14 is rolled in public",
    async () => {
      const skill = (bonus: number) => ({ kind: "skill", bonus, advantage: 0, method: "pool" }) as const;
      const card = await withClient(GM, () =>
        api().contests.start({
          ruleSet: "kaiser",
          attackers: [tokenDoc(VILLAIN)],
          defender: tokenDoc(HERO),
          specs: { attackers: skill(5), defender: skill(6) },
          attack: true,
        }),
      );
      await settleTable();
      const ann = await promptOf(withClient, P1);
      const beat = () =>
        part(ann, "odds").querySelector(".indie-dice-contest-chance tr")?.textContent?.replace(/\s+/g, " ").trim();
      expect(beat()).toBe("Your chance to beat Fafnir 55.5%");
      // Fafnir's dice 4 + 5, + 5: 14. Brunhild beats it with dice 9–12 (10/36); dice 8 tie, and his Attack fails.
      table().foundry.scriptUniform(draws([4, 6], [5, 6]));
      await withClient(GM, () => api().contests.roll(must(card.id), VILLAIN, { fastForward: true }));
      await settleTable();
      expect(beat()).toBe("Your chance to beat Fafnir 27.8%");
    },
  );
});
