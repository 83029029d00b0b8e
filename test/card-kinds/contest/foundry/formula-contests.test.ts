// @vitest-environment happy-dom
/**
 * Contests of any formula on the table, in both profiles (docs/formula-contest.md): two attackers against one
 * defender, each side's `1d20 + @skills.ath.total` read with its own character's numbers when the card starts; the
 * card's chances before any roll under each tie rule, and once a side has rolled, against dice counted in this file;
 * played as the GM, the owning player, a player who owns nothing, and a hostile console.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, messageById, messageViews, settle, waitFor } from "../../../foundry/support/dialog-harness";
import { contestTable, GM, HERO, P1, P2, P3, RIVAL, VILLAIN } from "../../../foundry/support/contest-table";
import {
  drawCardAs,
  expectRefused,
  queryAs,
  rollAs,
  rollButtons,
  spyWarnings,
  stateOf,
  tokenDoc,
} from "../../../foundry/support/contests-harness";
import { useIndieDice } from "../../../foundry/support/helpers";
import { isV14 } from "../../../../foundry-double/profile";
import type { ChatMessageView as ContestMessage } from "../../../../src/foundry/types/chat-message";
import { AGAIN_ROUNDS } from "../../../../src/card-kinds/contest/core/formula-contest";
import type { FormulaTieRule } from "../../../../src/core/formula/formula-ties";
import { must } from "../../../kit";

/** Athletics: Brunhild +3 (Ann's), Sigurd +1 (Bo's), Fafnir +5 (the GM's). */
const ATHLETICS: Readonly<Record<string, number>> = { heroActor0000001: 3, rivalActor000001: 1, villainActor0001: 5 };

const table = useIndieDice(
  (() => {
    const base = contestTable({ outsider: true });
    return {
      ...base,
      actors: must(base.actors).map((actor) => ({
        ...actor,
        system: { skills: { ath: { total: ATHLETICS[actor._id as string] } } },
      })),
    };
  })(),
);

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

const ATHLETICS_CHECK = { formula: "1d20 + @skills.ath.total" };

async function start(ties: FormulaTieRule, asUser = GM): Promise<ContestMessage> {
  return table().foundry.withClient(asUser, () =>
    api().contests.start({
      ruleSet: "formula",
      attackers: [tokenDoc(HERO), tokenDoc(RIVAL)],
      defender: tokenDoc(VILLAIN),
      specs: { attackers: ATHLETICS_CHECK, defender: ATHLETICS_CHECK },
      ties,
    }),
  );
}

/** 1d20 + a against 1d20 + d, counted over the 400 pairs of faces: higher, the same, lower. */
function d20s(a: number, d: number) {
  let [higher, same, lower] = [0, 0, 0];
  for (let x = 1; x <= 20; x++) {
    for (let y = 1; y <= 20; y++) {
      if (x + a > y + d) higher++;
      else if (x + a === y + d) same++;
      else lower++;
    }
  }
  return { higher: higher / 400, same: same / 400, lower: lower / 400 };
}

/** The attacker's chance under a tie rule; rolling again iterated round by round to its cap. */
function attackerWins(a: number, d: number, ties: FormulaTieRule): number {
  const { higher, same } = d20s(a, d);
  if (ties === "attacker") return higher + same;
  if (ties !== "again") return higher;
  let share = 0;
  for (let round = 0; round < AGAIN_ROUNDS; round++) share = higher + same * share;
  return higher + same * share;
}

/** A line typed in a user's chat input: v14's editor hands the chat log its HTML. */
async function type(userId: string, line: string): Promise<void> {
  const sent = isV14() ? `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>` : line;
  await table().foundry.withClient(userId, () => table().foundry.chat(sent));
  await settle(20);
}

/** The *Any formula* dialog open in a user's client, once drawn. */
function formulaDialogOf(user: string): Promise<{ element: HTMLElement; close(): Promise<unknown> }> {
  return waitFor("the formula dialog", () =>
    table().foundry.withClient(user, () => {
      const instances = (
        foundry.applications as {
          instances: Map<
            string,
            { constructor: { name: string }; rendered: boolean; element: HTMLElement; close(): Promise<unknown> }
          >;
        }
      ).instances;
      return [...instances.values()].find((app) => app.constructor.name === "IndieFormulaDialog" && app.rendered);
    }),
  );
}

/** A pairing's figures as a user's client shows them in its row. */
async function rowFigures(userId: string, card: ContestMessage, attackerId: string): Promise<Record<string, number>> {
  const html = await drawCardAs(table, userId, card);
  const figures = [
    ...html.querySelectorAll<HTMLElement>(
      `.indie-dice-contest-pairing[data-attacker="${attackerId}"] .indie-dice-contest-chances ` +
        `.indie-dice-contest-figure`,
    ),
  ];
  return Object.fromEntries(figures.map((figure) => [figure.dataset.outcome, Number(figure.dataset.probability)]));
}

describe(
  "a contest of any formula: " + "two attackers against one defender, each side's Athletics its own character's",
  () => {
    it.each<FormulaTieRule>(["defender", "attacker", "stand", "again"])(
      "ties to %s: each pairing's chances before any roll and once Brunhild rolled, counted face by face",
      async (ties) => {
        const card = await start(ties);
        const state = stateOf(card);
        expect(state.ruleSet).toBe("formula");
        expect(state.rules).toHaveProperty("formulaTies", ties);
        // Each side's formula with its own character's numbers, as Foundry writes it.
        expect(state.participants.map((side) => side.spec)).toEqual([
          { formula: "1d20 + 3" },
          { formula: "1d20 + 1" },
          { formula: "1d20 + 5" },
        ]);
        for (const [attacker, bonus] of [
          [HERO, 3],
          [RIVAL, 1],
        ] as const) {
          const shown = await rowFigures(GM, card, attacker);
          expect(shown.attacker).toBeCloseTo(attackerWins(bonus, 5, ties), 12);
          if (ties === "stand") expect(shown.neither).toBeCloseTo(d20s(bonus, 5).same, 12);
        }
        // Once Brunhild's 15 is in: Fafnir's 1d20 + 5 is below it on 1–9, ties it on a 10, which the rule shares out
        // (rolling again: each side's share of fresh rounds of both formulas).
        await rollAs(table, P1, card, HERO, [12]);
        const { higher, same, lower } = d20s(3, 5);
        const again = (higher / (higher + lower)) * (1 - same ** AGAIN_ROUNDS);
        const tieShare = { defender: 0, attacker: 1, stand: 0, again }[ties];
        const given = await rowFigures(P2, card, HERO);
        expect(given.attacker).toBeCloseTo(9 / 20 + (1 / 20) * tieShare, 12);
        if (ties === "stand") expect(given.neither).toBeCloseTo(1 / 20, 12);
        const html = await drawCardAs(table, GM, card);
        expect(html.textContent).toContain("1d20 + 3");
        expect(html.textContent).toContain(
          {
            defender: "the defender takes ties",
            attacker: "the attacker takes ties",
            stand: "a tie stands",
            again: "both sides roll again",
          }[ties],
        );
      },
    );

    it(
      "the owner rolls her side from the card: " + "a plain Foundry roll of her formula, and the chances are given it",
      async () => {
        const card = await start("defender");
        const message = await rollAs(table, P1, card, HERO, [12]);
        expect(message?.rolls[0]?.constructor.name).toBe("Roll");
        expect([message?.rolls[0]?.formula, message?.rolls[0]?.total]).toEqual(["1d20 + 3", 15]);
        expect(must(stateOf(card).participants[0]).messageId).toBe(message?.id);
        // Brunhild's 15 against Fafnir's 1d20 + 5: he needs 10 or more (a 15 ties, and ties go to him): 11 faces of 20.
        const shown = await rowFigures(P2, card, HERO);
        expect(shown.attacker).toBeCloseTo(9 / 20, 12);
        expect(shown.defender).toBeCloseTo(11 / 20, 12);
        // Sigurd's pairing is still before the rolls.
        expect((await rowFigures(P2, card, RIVAL)).attacker).toBeCloseTo(attackerWins(1, 5, "defender"), 12);
        // The GM rolls for Fafnir: a 10 makes 15, a tie he takes; Bo's 4 makes 5.
        await rollAs(table, GM, card, VILLAIN, [10]);
        await rollAs(table, P2, card, RIVAL, [4]);
        const resolved = stateOf(card);
        expect(resolved.outcome?.pairings.map((pairing) => [pairing.winner, pairing.decidedBy])).toEqual([
          ["defender", "tieToDefender"],
          ["defender", "total"],
        ]);
      },
    );

    it("the roller's dialog: the card's formula locked, and her chance to beat Fafnir given his roll", async () => {
      const card = await start("defender");
      await rollAs(table, GM, card, VILLAIN, [10]);
      const pending = table().foundry.withClient(P1, () => api().contests.roll(must(card.id), HERO));
      const dialog = await formulaDialogOf(P1);
      const formula = must(dialog.element.querySelector<HTMLInputElement>('[name="formula"]'));
      expect([formula.value, formula.disabled]).toEqual(["1d20 + 3", true]);
      // A side meets its opponent's roll: no target, no comparison, nothing "fixed by the card" that it does not fix
      // (issue 64).
      expect(
        dialog.element.querySelectorAll(
          '[name="target"], [name="compare"], [data-field="target"], [data-field="compare"]',
        ),
      ).toHaveLength(0);
      expect(dialog.element.textContent).not.toMatch(/Target|at least the target/);
      // Fafnir's 15 is in: 1d20 + 3 beats it on 13 or more (a 15 ties, and ties go to him): 8 faces of 20.
      const beat = dialog.element.querySelector<HTMLElement>(
        '[data-application-part="odds"] .indie-dice-contest-chance .indie-dice-figure[data-outcome="beat-0"]',
      );
      expect(Number(beat?.dataset.probability)).toBeCloseTo(8 / 20, 12);
      // No formulas side by side on a card's roll.
      expect(dialog.element.querySelector(".indie-dice-side-by-side")).toBeNull();
      table().foundry.scriptFaces([13]);
      await table().foundry.withClient(P1, async () =>
        must(dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-roll")).click(),
      );
      expect((await pending)?.rolls[0]?.total).toBe(16);
      await settle(10);
      expect(must(stateOf(card).participants[0]).messageId).not.toBeNull();
    });

    it("a player who owns nothing may not roll any side: told so, nothing posted", async () => {
      const card = await start("defender");
      const html = await drawCardAs(table, P3, card);
      expect(rollButtons(html)).toEqual({ [HERO]: false, [RIVAL]: false, [VILLAIN]: false });
      const before = must(game.messages).size;
      expect(
        await table().foundry.withClient(P3, () => api().contests.roll(must(card.id), HERO, { fastForward: true })),
      ).toBeNull();
      await settle(10);
      expect(must(game.messages).size).toBe(before);
    });

    it(
      "a hostile console: " +
        "another's side, another formula for one's own, or dice edited to say more, " +
        "is refused by the GM's client and nothing recorded",
      async () => {
        const card = await start("defender");
        const forged = async (userId: string, participantId: string, formula: string) =>
          table().foundry.withClient(userId, async () => {
            table().foundry.scriptFaces([20]);
            const roll = await new foundry.dice.Roll(formula).evaluate();
            const posted = await (roll as { toMessage(data: object): Promise<unknown> }).toMessage({
              flags: { "indie-dice": { contestRoll: { cardId: card.id, participantId } } },
            });
            return posted as ContestMessage;
          });
        // Bo rolls for Brunhild; Ann rolls 1d20 + 30 for her own side.
        expectRefused(
          await queryAs(table, P2, { cardId: card.id, messageId: (await forged(P2, HERO, "1d20 + 3")).id }),
          "NotOwner",
        );
        expectRefused(
          await queryAs(table, P1, { cardId: card.id, messageId: (await forged(P1, HERO, "1d20 + 30")).id }),
          "SpecMismatch",
        );
        // Her own side's roll, its stored dice edited to say more than they show: a die's count, more results than
        // dice, a function's stored result. Each is refused; nothing is recorded.
        const edited = async (
          formula: string,
          edit: (data: { terms: Record<string, unknown>[]; total: number }) => void,
        ) =>
          table().foundry.withClient(P1, async () => {
            table().foundry.scriptFaces([5, 6]);
            const data = JSON.parse(JSON.stringify(await new foundry.dice.Roll(formula).evaluate())) as {
              terms: Record<string, unknown>[];
              total: number;
            };
            edit(data);
            const created = await ChatMessage.create({
              rolls: [JSON.stringify(data)],
              flags: { "indie-dice": { contestRoll: { cardId: card.id, participantId: HERO } } },
            });
            return messageById(must(must(created).id));
          });
        const results = (data: { terms: Record<string, unknown>[] }) =>
          must(data.terms[0]).results as Record<string, unknown>[];
        const counted = await edited("1d20 + 3", (data) => {
          must(results(data)[0]).count = 997;
          data.total = 1000;
        });
        expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: counted.id }), "WrongRoll");
        const many = await edited("1d20 + 3", (data) => {
          results(data).push(...Array.from({ length: 9 }, () => ({ result: 20, active: true })));
          data.total = 5 + 9 * 20 + 3;
        });
        expectRefused(await queryAs(table, P1, { cardId: card.id, messageId: many.id }), "WrongRoll");
        expect(stateOf(card).participants.every((side) => side.messageId === null)).toBe(true);
        // A start query from her console may only propose the sides' formulas: nothing she sends fixes anyone's roll.
        const proposed = stateOf(await start("attacker", P1));
        expect(proposed.participants.map((side) => [side.spec, side.proposal])).toEqual([
          [null, { formula: "1d20 + 3" }],
          [null, { formula: "1d20 + 1" }],
          [null, { formula: "1d20 + 5" }],
        ]);
      },
    );

    it(
      "both roll again on a tie: " + "the GM's client rolls both formulas again, round by round, and the card says so",
      async () => {
        const card = await start("again");
        await rollAs(table, P2, card, RIVAL, [1]);
        await rollAs(table, P1, card, HERO, [10]);
        // Fafnir's 8 ties Brunhild's 13; the rounds rolled again: 11 + 3 against 9 + 5 (a tie again), then 17 + 3
        // against 2 + 5.
        const warnings = spyWarnings();
        await rollAs(table, GM, card, VILLAIN, [8, 11, 9, 17, 2]);
        expect(warnings.mock.calls).toEqual([]);
        const resolved = stateOf(card);
        expect(resolved.tieBreaks).toEqual([
          {
            attackerId: HERO,
            dice: {
              kind: "formulaAgain",
              rounds: [
                [14, 14],
                [20, 7],
              ],
            },
          },
        ]);
        expect(resolved.outcome?.pairings[0]).toMatchObject({ winner: "attacker", decidedBy: "rolledAgain" });
        const again = messageViews().find((message) => message.flags?.["indie-dice"]?.tieBreakDie);
        expect(again?.rolls.map((roll) => roll.formula)).toEqual(["1d20 + 3", "1d20 + 5", "1d20 + 3", "1d20 + 5"]);
        const text = (await drawCardAs(table, GM, card)).textContent ?? "";
        expect(text).toContain("Rolled again 14 v 14, 20 v 7: Brunhild");
      },
    );

    it(
      "/indie contest formula …: " +
        "the controlled tokens against the one target, a GM's formulas fixed, a refusal whispered",
      async () => {
        table().foundry.controlTokens([HERO, RIVAL], GM);
        table().foundry.targetTokens([VILLAIN], GM);
        const before = messageViews().length;
        await type(GM, "/indie contest formula 1d20+@skills.ath.total ties=again");
        const card = messageViews()
          .slice(before)
          .find((message) => message.flags?.["indie-dice"]?.contest);
        const state = stateOf(must(card));
        expect([state.ruleSet, Reflect.get(state.rules, "formulaTies")]).toEqual(["formula", "again"]);
        expect(state.participants.map((side) => side.spec)).toEqual([
          { formula: "1d20 + 3" },
          { formula: "1d20 + 1" },
          { formula: "1d20 + 5" },
        ]);
        // Another kind is refused by name, whispered to the user alone, and starts nothing.
        const count = messageViews().length;
        await type(GM, "/indie contest kaiser bonus=2");
        const [whisper] = messageViews().slice(count);
        expect(whisper?.whisper).toEqual([GM]);
        expect(whisper?.content).toContain("A contest started by words is a contest of any formula");
        expect(
          messageViews()
            .slice(count)
            .some((message) => message.flags?.["indie-dice"]?.contest),
        ).toBe(false);
      },
    );
  },
);
