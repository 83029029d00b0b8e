// @vitest-environment happy-dom
/**
 * The toy's contest choice, part of a pairing's outcome and side die, each declared in its folder alone
 * (docs/architecture.md "Adding a rule set"): `coinsDouble`, a choice of `api.contests.start` and the Start contest
 * dialog that becomes the toy's field of the card's rules (seams/contest-choice.ts, seams/contest-option.ts) and names
 * the card; `coinsFlips`, the rounds of a flip-off, set by its verdicts, kept on the card and said by the card's
 * outcome (seams/pairing-outcome.ts); `coinsSpare`, a side die with a look and a Dice So Nice role
 * (seams/side-dice.ts); "Flip again" and "Recount", buttons on its roll card (seams/card-button.ts). Nothing here
 * calls src/ but through the module's paths.
 */
import "./index";
import { describe, expect, it } from "vitest";
import { api, messageById, waitFor } from "../../foundry/support/dialog-harness";
import {
  draws,
  drawCardAs,
  rollDrawsAs,
  stateOf,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  VILLAIN,
} from "../../foundry/support/contests-harness";
import { installDiceSoNiceDouble } from "../../../foundry-double/dice-so-nice";
import { withSideDieLook } from "../../../src/foundry/three-d";
import { coinsSideDice } from "./seams/side-dice";
import { foundryRuleSetOf } from "../../../src/foundry/rule-sets";
import { pressCardButton } from "../../../src/foundry/chat/card-buttons";
import { chatMessageView } from "../../../src/foundry/foundry-documents";
import { at, must } from "../../kit";

const table = useContestTable();

/** A coins contest started by the GM through the API, with the choices given. */
function start(choices: Record<string, unknown>) {
  return table().foundry.withClient(GM, () =>
    api().contests.start({
      ruleSet: "coins",
      attackers: [tokenDoc(HERO)],
      defender: tokenDoc(VILLAIN),
      specs: { attackers: [{ coins: 3 }], defender: { coins: 3 } },
      ...choices,
    }),
  );
}

describe("the toy's own contest choice, double or nothing", () => {
  it("is taken by api.contests.start by its name, kept in the card's rules, and names the card", async () => {
    const double = await start({ coinsDouble: true });
    // The card keeps its own kind's rules alone (no Kaiser Attack on a coins card).
    expect(stateOf(double).rules).toEqual({ coinsDouble: true });
    const html = await drawCardAs(table, P2, double);
    expect(html.querySelector(".indie-dice-contest-title")?.textContent?.trim()).toBe("COINS.DoubleOrNothing");
    // Left out, its default: no double, the card is a plain contest.
    const plain = await start({});
    expect(stateOf(plain).rules).toMatchObject({ coinsDouble: false });
    expect((await drawCardAs(table, P2, plain)).querySelector(".indie-dice-contest-title")?.textContent?.trim()).toBe(
      "Contest",
    );
  });

  it("a choice that is no boolean is refused by the toy's part of the rules, and no card is posted", async () => {
    const before = must(game.messages).size;
    await expect(start({ coinsDouble: "yes" })).rejects.toThrow("INDIE_DICE.Contest.Error.CoinsDouble");
    expect(must(game.messages).size).toBe(before);
  });

  it(
    "every rule set's choices sit side by side in a start, and each card keeps its own kind's: " +
      "a Kaiser Attack card keeps none of the toy's",
    async () => {
      const card = await table().foundry.withClient(GM, () =>
        api().contests.start({
          ruleSet: "kaiser",
          attackers: [tokenDoc(HERO)],
          defender: tokenDoc(VILLAIN),
          attack: true,
        }),
      );
      expect(stateOf(card).rules).toMatchObject({ kaiserAttack: true });
      expect(stateOf(card).rules).not.toHaveProperty("coinsDouble");
    },
  );
});

/** The uniform draws that make Foundry's d2s show these faces (2 is a head). */
const coinDraws = (...faces: number[]) => draws(...faces.map((face): [number, number] => [face, 2]));

/** The first pairing's outcome in words, as a player's client draws the card. */
async function outcomeText(card: Awaited<ReturnType<typeof start>>): Promise<string | undefined> {
  return (await drawCardAs(table, P2, card)).querySelector(".indie-dice-contest-outcome-text")?.textContent?.trim();
}

describe("the toy's own part of a pairing's outcome, the flip-off's rounds", () => {
  it(
    "its verdict sets it, the card keeps it " +
      "(and no other kind's part), and the card's outcome says it in its words",
    async () => {
      const card = await start({});
      await rollDrawsAs(table, P1, card, HERO, coinDraws(2, 2, 1));
      // Two heads each, then the flip-off: heads against heads, tails against tails, then heads against tails.
      await rollDrawsAs(table, GM, card, VILLAIN, [...coinDraws(1, 2, 2), ...coinDraws(2, 2, 1, 1, 2, 1)]);
      const state = stateOf(card);
      expect(state.status).toBe("resolved");
      expect(state.outcome?.pairings).toEqual([
        { attackerId: HERO, defenderId: VILLAIN, winner: "attacker", decidedBy: "rollOff", coinsFlips: 3 },
      ]);
      expect(await outcomeText(card)).toBe("COINS.WinsOnFlips");
    },
  );

  it("decided by the heads, it is null and the card says the shared words", async () => {
    const card = await start({});
    await rollDrawsAs(table, P1, card, HERO, coinDraws(2, 2, 2));
    await rollDrawsAs(table, GM, card, VILLAIN, coinDraws(1, 2, 2));
    expect(stateOf(card).outcome?.pairings[0]).toMatchObject({
      winner: "attacker",
      decidedBy: "total",
      coinsFlips: null,
    });
    expect(await outcomeText(card)).toMatch(/^\S.* wins$/);
  });
});

describe("the toy's own side die, the spare coin", () => {
  it(
    "takes the look the toy declared: " + "its wave and colour set, or with Dice So Nice 6.3 its role, registered once",
    () => {
      const { Die } = foundry.dice.terms;
      expect(withSideDieLook(new Die({ number: 1, faces: 2 }), coinsSideDice.coinsSpare).options).toMatchObject({
        rollOrder: 1,
        colorset: "white",
      });
      const dsn = installDiceSoNiceDouble({}, "6.3.1");
      const spare = dsn.roles.filter(({ role }) => role.id === "indie-dice-coins-spare").map(({ role }) => role);
      expect(spare).toEqual([
        expect.objectContaining({
          label: "COINS.SpareCoin",
          dieTypes: ["d2"],
          defaults: { global: { colorset: "white" } },
        }),
      ]);
      const die = withSideDieLook(new Die({ number: 1, faces: 2 }), coinsSideDice.coinsSpare);
      expect(die.options).toMatchObject({ rollOrder: 1, dsnRole: "indie-dice-coins-spare" });
      expect(die.options).not.toHaveProperty("colorset");
    },
  );
});

describe("the toy's buttons on its roll card", () => {
  const FLIP = 'button[data-action="coins-flipAgain"]';
  const RECOUNT = 'button[data-action="coins-recount"]';

  /** Ann rolls three coins whose card waits for both buttons: the message. */
  async function rollWaiting(): Promise<ChatMessage.Implementation> {
    const CoinsRoll = foundryRuleSetOf("coins").rollClass;
    table().foundry.scriptUniform(coinDraws(2, 1, 2));
    await table().foundry.withClient(P1, async () => {
      const roll = CoinsRoll.fromSpec({ coins: 3, flipAgain: true, recount: true } as Parameters<
        typeof CoinsRoll.fromSpec
      >[0]);
      await roll.evaluate();
      await roll.toMessage();
    });
    return must(table().foundry.messages.at(-1), "the last message");
  }

  /** The options of the message's roll, as saved. */
  const savedOptions = (id: string): Record<string, unknown> => at(messageById(id).rolls, 0).options;
  /** A client's drawn message. */
  const drawn = (userId: string, id: string) =>
    table().foundry.chatLog(userId)?.querySelector<HTMLElement>(`[data-message-id="${id}"]`) ?? null;
  const labels = (userId: string, id: string) =>
    [...must(drawn(userId, id)).querySelectorAll(".indie-dice-follow-ups button")].map((button) =>
      button.textContent?.trim(),
    );

  it(
    "each is shown to who may press it: " +
      "Flip again to its author and the GM, Recount to the GM alone, neither to another player",
    async () => {
      await table().foundry.renderChatLog();
      const id = must((await rollWaiting()).id);
      await waitFor("every client's card", () =>
        [GM, P1, P2].every((user) => drawn(user, id)?.querySelector(".indie-dice-card")),
      );
      expect(labels(GM, id)).toEqual(["COINS.Button.flipAgain", "COINS.Button.recount"]);
      expect(must(must(drawn(GM, id)).querySelector(FLIP)).innerHTML).toBe(
        '<i class="fa-solid fa-coins" aria-hidden="true"></i> COINS.Button.flipAgain',
      );
      expect(labels(P1, id)).toEqual(["COINS.Button.flipAgain"]);
      expect(must(drawn(P2, id)).querySelector(".indie-dice-follow-ups")).toBeNull();
    },
  );

  it("pressed, its action runs and is saved in the message; every card draws again without it", async () => {
    await table().foundry.renderChatLog();
    const id = must((await rollWaiting()).id);
    await waitFor("the author's button", () => drawn(P1, id)?.querySelector(FLIP));
    table().foundry.withClient(P1, () => must(must(drawn(P1, id)).querySelector<HTMLButtonElement>(FLIP)).click());
    await waitFor("the saved press", () => savedOptions(id).flipAgainDone === true);
    await waitFor("every card drawn again", () =>
      [GM, P1].every((user) => {
        const card = drawn(user, id);
        return Boolean(card) && !card?.querySelector(FLIP);
      }),
    );
    expect(labels(GM, id)).toEqual(["COINS.Button.recount"]);
    table().foundry.withClient(GM, () => must(must(drawn(GM, id)).querySelector<HTMLButtonElement>(RECOUNT)).click());
    await waitFor("the GM's press", () => savedOptions(id).recountDone === true);
  });

  it("pressed by a user who may not, it is refused with its warning and the message is left alone", async () => {
    const message = await rollWaiting();
    const flip = at(must(foundryRuleSetOf("coins").cardButtons), 0);
    const recount = at(must(foundryRuleSetOf("coins").cardButtons), 1);
    expect(await table().foundry.withClient(P2, () => pressCardButton(flip, chatMessageView(message), 0))).toBeNull();
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      userId: P2,
      message: "COINS.Button.flipAgainRefused",
    });
    expect(
      await table().foundry.withClient(P1, () => pressCardButton(recount, chatMessageView(message), 0)),
    ).toBeNull();
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      userId: P1,
      message: "COINS.Button.recountRefused",
    });
    expect(savedOptions(must(message.id))).not.toHaveProperty("flipAgainDone");
    expect(await table().foundry.withClient(GM, () => pressCardButton(recount, chatMessageView(message), 0))).toBe(
      true,
    );
  });
});
