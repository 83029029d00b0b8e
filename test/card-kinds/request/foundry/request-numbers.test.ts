// @vitest-environment happy-dom
/**
 * The GM's numbers hold, and no figure gives a hidden number away (issue 64, items 2 and 3), in both Foundry
 * profiles, as the GM, the owning player (Ann: Brunhild; Bo: Sigurd), a player who owns nothing (Cleo) and a hostile
 * console (docs/cards.md "Roll requests", "Numbers a viewer may not see").
 *
 * A Kaiser skill check against 12: the GM sets Brunhild's value to 3 and Fafnir's (an NPC) to 5, and leaves Sigurd's
 * open. Brunhild's chance is P(2d6 ≥ 9) = 10/36 (a Fumble's double 1 misses anyway, an Open Roll's double 6 passes
 * anyway); Fafnir's P(2d6 ≥ 7) = 21/36.
 *
 * `1d20 + @abilities.dex.mod` at least 13, the trial's request: Brunhild +3 passes on 10–20 (11/20), Sigurd +0 on
 * 13–20 (8/20), Fafnir +1 on 12–20 (9/20, the 45.0% that gave his +1 away).
 */
import { describe, expect, it } from "vitest";
import { api, control, messageView, rollButton, settle } from "../../../foundry/support/dialog-harness";
import {
  drawCardAs,
  spyWarnings,
  tokenDoc,
  GM,
  HERO,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../../../foundry/support/contests-harness";
import { P3, promptOf, settleTable, usePromptTable } from "../../../foundry/support/prompt-harness";
import { queryFromAnyClient } from "../../../foundry/support/any-client";
import { storedCardFlag } from "../../../foundry/support/stored-card";
import type { RequestState } from "../../../../src/card-kinds/request/core/request-types";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { RECORD_REQUEST_ROLL_QUERY } from "../../../../src/card-kinds/request/foundry/request-card";
import { updateActor, worldActor } from "../../../../foundry-double/documents/world";
import { must, record } from "../../../kit";

const table = usePromptTable();
const withClient = <T>(userId: string, fn: () => T): T => table().foundry.withClient(userId, fn);

const WITHHELD =
  "Chance the group succeeds: not shown, as it would give away the numbers of a character whose sheet you may not see";
const [BRUNHILD, SIGURD, FAFNIR] = [11 / 20, 8 / 20, 9 / 20];

function stateOf(card: ChatMessageView): RequestState {
  return storedCardFlag<RequestState>(card, "request");
}

async function kaiserRequest(): Promise<ChatMessageView> {
  const card = await withClient(GM, () =>
    api().requests.start({
      ruleSet: "kaiser",
      rows: [
        { token: tokenDoc(HERO), spec: { bonus: 3 } },
        { token: tokenDoc(RIVAL) },
        { token: tokenDoc(VILLAIN), spec: { bonus: 5 } },
      ],
      spec: { kind: "skill", difficulty: 12 },
      question: "everyone",
    }),
  );
  await settleTable();
  return card;
}

async function formulaRequest(options: Record<string, unknown> = {}): Promise<ChatMessageView> {
  const card = await withClient(GM, () =>
    api().requests.start({
      ruleSet: "formula",
      tokens: [HERO, RIVAL, VILLAIN].map(tokenDoc),
      spec: { formula: "1d20 + @abilities.dex.mod", target: 13 },
      question: "everyone",
      ...options,
    }),
  );
  await settleTable();
  return card;
}

/**
 * What a user's client draws of the card: each row's chance, formula and numbers, the group's figures and the withheld
 * line.
 */
async function seen(card: ChatMessageView, user: string) {
  const html = await drawCardAs(table, user, card);
  const rows = [...html.querySelectorAll<HTMLElement>(".indie-dice-request-row")];
  const each = (selector: string) => rows.map((row) => row.querySelector(selector)?.textContent ?? null);
  const figure = (outcome: string) => html.querySelector<HTMLElement>(`[data-outcome="${outcome}"]`);
  return {
    chances: rows.map((row) => {
      const odds = row.querySelector<HTMLElement>("[data-probability]");
      return odds ? Number(odds.dataset.probability) : null;
    }),
    formulas: each(".indie-dice-request-formula"),
    numbers: each(".indie-dice-request-numbers"),
    details: each(".indie-dice-request-detail"),
    statuses: each(".indie-dice-request-status"),
    group: figure("group") ? Number(must(figure("group")).dataset.probability) : null,
    before: figure("before") ? Number(must(figure("before")).dataset.probability) : null,
    withheld: html.querySelector(".indie-dice-request-withheld")?.textContent ?? null,
    text: html.textContent ?? "",
  };
}

/** Every player may see this character's whole sheet (Foundry's Observer as the default), or one player may. */
async function observedBy(actorId: string, user: string | "everyone"): Promise<void> {
  const actor = worldActor(actorId);
  const ownership = user === "everyone" ? { ...actor.ownership, default: 2 } : { ...actor.ownership, [user]: 2 };
  await withClient(GM, () => updateActor(actor, { ownership }));
}

/** Presses Roll in a user's dialog, with these faces scripted (none: those scripted before, still unused). */
async function pressRoll(user: string, dialog: Parameters<typeof rollButton>[0], faces: number[]): Promise<void> {
  if (faces.length > 0) table().foundry.scriptFaces(faces);
  await withClient(user, async () => {
    rollButton(dialog).click();
    await settleTable();
  });
}

describe("the GM's numbers hold (issue 64, item 2)", () => {
  it(
    "a value the GM set is fixed in its roller's prompt as the difficulty is; " +
      "one left open is the roller's; the card shows what each row rolled with",
    async () => {
      const card = await kaiserRequest();
      const ann = await promptOf(withClient, P1);
      for (const name of ["bonus", "difficulty"]) {
        const hint = ann.element.querySelector(`[data-field="${name}"] .hint`)?.textContent?.trim();
        expect([name, control(ann, name).value, control(ann, name).disabled, hint]).toEqual([
          name,
          name === "bonus" ? "3" : "12",
          true,
          "Fixed by the card",
        ]);
      }
      // Sigurd's value the GM left to Bo.
      const bo = await promptOf(withClient, P2);
      expect(control(bo, "bonus").disabled).toBe(false);

      // Ann forces her value open and types 10: refused before any die, her prompt open with the GM's 3 back.
      const before = table().foundry.messages.length;
      await withClient(P1, async () => {
        const field = control(ann, "bonus");
        field.disabled = false;
        field.value = "10";
        field.dispatchEvent(new Event("change", { bubbles: true }));
      });
      await pressRoll(P1, ann, [4, 4]);
      expect(table().foundry.messages).toHaveLength(before);
      expect(table().foundry.scriptedRemaining).toBe(2);
      expect(table().foundry.notifications.at(-1)).toMatchObject({
        message: "Brunhild must roll what the card fixed: its locked fields stay as the card set them.",
        userId: P1,
      });
      expect([control(ann, "bonus").value, control(ann, "bonus").disabled]).toEqual(["3", true]);
      // Rolled as the GM set it: 4 + 4 + 3 = 11 misses 12 (with 10 it would have been 18, 6 Degrees of Success).
      await pressRoll(P1, ann, []);
      expect(must(must(table().foundry.messages.at(-1)).rolls[0]).formula).toBe("2d6ko + 3");
      // Bo types his own 10: 4 + 4 + 10 = 18 passes.
      await withClient(P2, async () => {
        control(bo, "bonus").value = "10";
        control(bo, "bonus").dispatchEvent(new Event("change", { bubbles: true }));
      });
      await pressRoll(P2, bo, [4, 4]);
      expect(stateOf(card).participants.map((row) => row.messageId !== null)).toEqual([true, true, false]);

      const gm = await seen(card, GM);
      expect(gm.statuses).toEqual(["failed", "passed", "to roll"]);
      expect(gm.details).toEqual(["Total 11, 1 DoF", "Total 18, 6 DoS", null]);
      // The number each row rolled with, and Fafnir's still to roll with its chance.
      expect(gm.numbers).toEqual(["Value: 3", "Value: 10", "Value: 5"]);
      expect(gm.chances[2]).toBeCloseTo(21 / 36, 12);
      // Bo sees his own row's number; Ann, who may not see Sigurd's sheet, her own alone; Cleo none.
      expect((await seen(card, P2)).numbers).toEqual([null, "Value: 10", null]);
      expect((await seen(card, P1)).numbers).toEqual(["Value: 3", null, null]);
      expect((await seen(card, P3)).numbers).toEqual([null, null, null]);
    },
  );

  it(
    "a hostile console's roll with another value than the GM set is refused by the GM's client, " +
      "and nothing recorded; the row still takes the roll it asked for",
    async () => {
      const warnings = spyWarnings();
      const card = await kaiserRequest();
      await withClient(P1, async () => (await promptOf(withClient, P1)).close());
      const forged = await withClient(P1, async () => {
        table().foundry.scriptFaces([4, 4]);
        const roll = await table()
          .dice.rolls.KaiserRoll.fromCheck({ kind: "skill", bonus: 10, difficulty: 12 })
          .evaluate();
        return messageView(
          await ChatMessage.create({
            rolls: [JSON.stringify(roll)],
            flags: { "indie-dice": { requestRoll: { cardId: card.id, participantId: HERO } } },
          }),
        );
      });
      await settleTable();
      // Picked up when created: refused there, as when asked.
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      expect(warnings.mock.calls.flat().map(String).join(" ")).toContain(
        "Brunhild's roll is not the roll this request asked for.",
      );
      const answer = record(
        await withClient(P1, () =>
          queryFromAnyClient(RECORD_REQUEST_ROLL_QUERY, { cardId: card.id, messageId: forged.id }),
        ),
      );
      await settle(12);
      expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.Request.Error.WrongRoll" });
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      expect((await seen(card, GM)).statuses[0]).toBe("to roll");
      // Her roll as the GM set it is recorded.
      table().foundry.scriptFaces([4, 4]);
      const honest = await withClient(P1, () => api().requests.roll(must(card.id), HERO, { fastForward: true }));
      await settleTable();
      expect(must(stateOf(card).participants[0]).messageId).toBe(honest?.id);
    },
  );

  it(
    "a hostile console's K&R roll with another pool than the GM set, " +
      "or more dice than its pool, is refused by the GM's client",
    async () => {
      spyWarnings();
      const card = await withClient(GM, () =>
        api().requests.start({
          ruleSet: "kingdoms",
          rows: [{ token: tokenDoc(HERO), spec: { pool: 2 } }],
          spec: { dt: 7 },
          question: "everyone",
        }),
      );
      await settleTable();
      await withClient(P1, async () => (await promptOf(withClient, P1)).close());
      const post = (pool: number, dice: number) =>
        withClient(P1, async () => {
          table().foundry.scriptFaces(Array.from({ length: dice }, () => 12));
          const roll = await table().dice.rolls.KingdomsRoll.fromTest({ dice, dt: 7 }).evaluate();
          const data = JSON.parse(JSON.stringify(roll)) as { options: Record<string, unknown> };
          data.options.pool = pool;
          const message = messageView(
            await ChatMessage.create({
              rolls: [JSON.stringify(data)],
              flags: { "indie-dice": { requestRoll: { cardId: card.id, participantId: HERO } } },
            }),
          );
          await settleTable();
          return record(
            await queryFromAnyClient(RECORD_REQUEST_ROLL_QUERY, { cardId: card.id, messageId: message.id }),
          );
        });
      for (const [pool, dice] of [
        [4, 4],
        [2, 4],
      ] as const) {
        expect([pool, dice, await post(pool, dice)]).toEqual([
          pool,
          dice,
          expect.objectContaining({ ok: false, key: "INDIE_DICE.Request.Error.WrongRoll" }),
        ]);
      }
      expect(must(stateOf(card).participants[0]).messageId).toBeNull();
      // Two dice of her pool of two are hers to roll.
      expect(await post(2, 2)).toMatchObject({ ok: true });
    },
  );
});

describe("no figure gives a hidden number away (issue 64, item 3)", () => {
  it(
    "the trial's formula request: " +
      "each viewer sees the chances and formulas of the rows whose sheets they may see, " +
      "and no group figure that reads another back",
    async () => {
      const card = await formulaRequest();
      const gm = await seen(card, GM);
      [BRUNHILD, SIGURD, FAFNIR].forEach((chance, index) => expect(gm.chances[index]).toBeCloseTo(chance, 14));
      expect(gm.formulas).toEqual(["1d20 + 3", "1d20 + 0", "1d20 + 1"]);
      expect(gm.group).toBeCloseTo(BRUNHILD * SIGURD * FAFNIR, 14);
      expect(gm.withheld).toBeNull();

      const ann = await seen(card, P1);
      expect(ann.chances[0]).toBeCloseTo(BRUNHILD, 14);
      expect([ann.chances[1], ann.chances[2]]).toEqual([null, null]);
      expect(ann.formulas).toEqual(["1d20 + 3", null, null]);
      // No 45.0% (Fafnir's +1), no 40.0% (Sigurd's +0), no group figure to divide her own 55.0% out of.
      expect([ann.group, ann.before, ann.withheld]).toEqual([null, null, WITHHELD]);
      expect(ann.text).not.toMatch(/45\.0|40\.0|8\.4|9\.9/);

      const cleo = await seen(card, P3);
      expect([cleo.chances, cleo.formulas, cleo.group, cleo.withheld]).toEqual([
        [null, null, null],
        [null, null, null],
        null,
        WITHHELD,
      ]);
      expect(cleo.text).not.toMatch(/%/);

      // Ann may see Sigurd's sheet: his formula and his chance; the group's still reads Fafnir's back, so it is
      // withheld.
      await observedBy("rivalActor000001", P1);
      const observer = await seen(card, P1);
      expect(observer.formulas).toEqual(["1d20 + 3", "1d20 + 0", null]);
      expect(observer.chances[1]).toBeCloseTo(SIGURD, 14);
      expect([observer.chances[2], observer.group, observer.withheld]).toEqual([null, null, WITHHELD]);
      // Asked of the two whose sheets she may see, the group's chance is hers to see; Bo, who may not see hers, is told
      // why not.
      const pair = await formulaRequest({ tokens: [HERO, RIVAL].map(tokenDoc) });
      expect([(await seen(pair, P1)).group, (await seen(pair, P1)).withheld]).toEqual([
        expect.closeTo(BRUNHILD * SIGURD, 14),
        null,
      ]);
      expect([(await seen(pair, P2)).group, (await seen(pair, P2)).withheld]).toEqual([null, WITHHELD]);
    },
  );

  it(
    "a row whose result the viewer saw no longer counts by its chance: " +
      "the group's chance follows the rows they may see; " +
      "the chance before the rolls, which holds the hidden one's, stays withheld",
    async () => {
      await observedBy("rivalActor000001", "everyone");
      const card = await formulaRequest();
      expect((await seen(card, P1)).withheld).toBe(WITHHELD);
      // The GM rolls Fafnir in public: 15 + 1 = 16 reaches 13, and Ann sees it.
      table().foundry.scriptFaces([15]);
      await withClient(GM, () => api().requests.roll(must(card.id), VILLAIN, { fastForward: true }));
      await settleTable();
      const ann = await seen(card, P1);
      expect(ann.statuses[2]).toBe("passed");
      expect([ann.group, ann.withheld, ann.before]).toEqual([expect.closeTo(BRUNHILD * SIGURD, 14), null, null]);
      // The GM sees both, the chance before the rolls with Fafnir's 9/20 in it.
      const gm = await seen(card, GM);
      expect([gm.group, gm.before]).toEqual([
        expect.closeTo(BRUNHILD * SIGURD, 14),
        expect.closeTo(BRUNHILD * SIGURD * FAFNIR, 14),
      ]);
      expect(gm.formulas[2]).toBe("1d20 + 1");
    },
  );

  it("a rule set's row: its chance and value only for who may see its character's sheet", async () => {
    const card = await kaiserRequest();
    const ann = await seen(card, P1);
    expect(ann.chances[0]).toBeCloseTo(10 / 36, 12);
    // Sigurd's value is not known yet (Bo enters it): no chance for anyone; Fafnir's 5 is the GM's business.
    expect([ann.chances[1], ann.chances[2], ann.numbers[2]]).toEqual([null, null, null]);
    expect(ann.text).not.toMatch(/58\.3/);
    const gm = await seen(card, GM);
    expect([gm.chances[1], gm.chances[2]]).toEqual([null, expect.closeTo(21 / 36, 12)]);
    // The group's chance is not known until Sigurd has a value: no figure, and nothing withheld.
    expect([gm.group, gm.withheld, ann.group, ann.withheld]).toEqual([null, null, null, null]);
  });
});
