// @vitest-environment happy-dom
/**
 * The proof of docs/architecture.md "Adding a rule set", run from the source: the example rule set (N coins, at least
 * T heads; examples/coins/, a module of its own, docs/rule-set-authors.md), made with the registry's kit and
 * registered (./index.ts), gets through the module's own paths — the API, the roll dialog, the card framework — a
 * dialog with exact odds, a chat card, a contest resolved on a contest card, a roll request answered and judged, and
 * a saved roll that rolls again. Nothing here calls the example's own functions. Its files are all in
 * examples/coins/src/ (its README lists them); the same module built and loaded through the hook is proved by
 * examples/coins/test/built-module.test.ts.
 */
import "./index";
import { describe, expect, it } from "vitest";
import {
  api,
  changeField,
  rollButton,
  rollDialog,
  settle,
  shownOdds,
  lastMessage,
} from "../../foundry/support/dialog-harness";
import {
  draws,
  drawCardAs,
  rollDrawsAs,
  startCard,
  stateOf,
  tokenDoc,
  useContestTable,
  GM,
  HERO,
  P1,
  P2,
  RIVAL,
  VILLAIN,
} from "../../foundry/support/contests-harness";
import { storedCardFlag } from "../../foundry/support/stored-card";
import { isV14 } from "../../../foundry-double/profile";
import type { RequestState } from "../../../src/card-kinds/request/core/request-types";
import { worldActor } from "../../../foundry-double/documents/world";
import { elementOf, must } from "../../kit";

const table = useContestTable();

/** The chance of at least `target` heads among `coins` fair coins, counted by hand: Σ C(n, k) / 2ⁿ. */
function binomialAtLeast(coins: number, target: number): number {
  let ways = 0;
  let choose = 1;
  for (let k = 0; k <= coins; k++) {
    if (k >= target) ways += choose;
    choose = (choose * (coins - k)) / (k + 1);
  }
  return ways / 2 ** coins;
}

/** The uniform draws that make Foundry's d2s show these faces (2 is a head). */
const coinDraws = (...faces: number[]) => draws(...faces.map((face): [number, number] => [face, 2]));

function hero(): Actor.Implementation {
  return worldActor("heroActor0000001");
}

describe("the toy rule set, coins", () => {
  it(
    "is registered with Foundry: " +
      "offered by a world setting, its Roll class in the API, rolled by the chat command's words",
    async () => {
      expect(game.settings.get("indie-dice", "offerCoins")).toBe(true);
      expect(api().dice.rolls.CoinsRoll.name).toBe("CoinsRoll");
      table().foundry.scriptUniform(coinDraws(2, 2, 1));
      const line = "/indie coins coins=3 target=2 !";
      // The command rolls for the user's controlled token; v14's chat editor hands the chat log its HTML.
      await table().foundry.withClient(P1, () => {
        (canvas as { tokens: { get(id: string): { control(): boolean } } }).tokens.get(HERO).control();
        return table().foundry.chat(isV14() ? `<p>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>` : line);
      });
      await settle(20);
      const roll = must(lastMessage().rolls[0]);
      expect([roll.formula, roll.total]).toEqual(["3d2cs>=2", 2]);
      expect(roll.constructor.name).toBe("CoinsRoll");
    },
  );

  it("has a dialog whose odds are the binomial's, and a roll posted as its chat card", async () => {
    expect(binomialAtLeast(3, 2)).toBe(1 / 2);
    const pending = table().foundry.withClient(P1, () =>
      api().dialogs.open("coins", { spec: { coins: 3, target: 2 } }),
    );
    const dialog = await rollDialog();
    expect(dialog.ruleSet).toBe("coins");
    expect(shownOdds(dialog)).toEqual({ success: binomialAtLeast(3, 2) });
    await changeField(dialog, "coins", "5");
    expect(shownOdds(dialog).success).toBeCloseTo(binomialAtLeast(5, 2), 15);
    table().foundry.scriptUniform(coinDraws(2, 1, 1, 1, 2));
    rollButton(dialog).click();
    const roll = await pending;
    expect(roll?.formula).toBe("5d2cs>=2");
    expect(roll?.total).toBe(2);
    await settle(10);
    const html = await drawCardAs(table, P1, lastMessage());
    expect(html.querySelector(".indie-dice-card")?.getAttribute("data-rule-set")).toBe("coins");
    expect(html.querySelector(".indie-dice-banner")?.classList.contains("success")).toBe(true);
    expect([...html.querySelectorAll(".indie-dice-die")].map((die) => die.textContent?.trim().slice(0, 1))).toEqual([
      "2",
      "1",
      "1",
      "1",
      "2",
    ]);
    expect(Number(html.querySelector(".indie-dice-odds")?.getAttribute("data-probability"))).toBeCloseTo(
      binomialAtLeast(5, 2),
      15,
    );
  });

  it(
    "a contest between two coin rolls: " + "equal heads are broken by the flip-off the GM's client rolls on the card",
    async () => {
      const card = await startCard(table, "coins", { attackers: { coins: 3 }, defender: { coins: 3 } });
      await rollDrawsAs(table, P1, card, HERO, coinDraws(2, 2, 1));
      expect(stateOf(card).status).toBe("open");
      // Two heads each, then the flip-off: heads against heads, then heads against tails.
      await rollDrawsAs(table, GM, card, VILLAIN, [...coinDraws(1, 2, 2), ...coinDraws(2, 2, 2, 1)]);
      expect(table().foundry.scriptedRemaining).toBe(0);
      const state = stateOf(card);
      expect(state.status).toBe("resolved");
      expect(state.tieBreaks).toEqual([
        {
          attackerId: HERO,
          dice: {
            kind: "coinsFlipOff",
            pairs: [
              [2, 2],
              [2, 1],
            ],
          },
        },
      ]);
      expect(state.outcome?.pairings).toEqual([
        expect.objectContaining({ attackerId: HERO, winner: "attacker", decidedBy: "rollOff" }),
      ]);
      const html = await drawCardAs(table, P2, card);
      expect(
        [...html.querySelectorAll(".indie-dice-contest-pairing")].map((li) => elementOf(li, HTMLElement).dataset.tone),
      ).toEqual(["attacker"]);
    },
  );

  it("a roll request answered row by row and judged: the heads against the target", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().requests.start({
        ruleSet: "coins",
        rows: [HERO, RIVAL].map((token) => ({ token: tokenDoc(token), spec: { coins: 4 } })),
        spec: { target: 3 },
        question: "everyone",
      }),
    );
    for (const [user, token, faces] of [
      [P1, HERO, [2, 2, 1, 2]],
      [P2, RIVAL, [2, 1, 1, 2]],
    ] as const) {
      table().foundry.scriptUniform(coinDraws(...faces));
      await table().foundry.withClient(user, () => api().requests.roll(must(card.id), token, { fastForward: true }));
      await settle(20);
    }
    const state = storedCardFlag<RequestState>(card, "request");
    expect(state.participants.map((row) => row.messageId !== null)).toEqual([true, true]);
    const html = await drawCardAs(table, GM, card);
    expect(
      [...html.querySelectorAll(".indie-dice-request-row")].map(
        (li) => li.querySelector(".indie-dice-request-status")?.textContent,
      ),
    ).toEqual(["passed", "failed"]);
    expect(html.querySelector(".indie-dice-banner")?.textContent?.trim()).toBe("The group fails.");
  });

  it("a saved roll on a character rolls again", async () => {
    await table().foundry.withClient(P1, () =>
      api().savedRolls.save(hero(), { name: "Luck", ruleSet: "coins", spec: { coins: 4, target: 2 } }),
    );
    table().foundry.scriptUniform(coinDraws(1, 2, 1, 1));
    const roll = await table().foundry.withClient(P1, () =>
      api().savedRolls.roll(hero(), "Luck", { fastForward: true }),
    );
    expect(roll?.formula).toBe("4d2cs>=2");
    expect(roll?.total).toBe(1);
    await settle(10);
    const html = await drawCardAs(table, P1, lastMessage());
    expect(html.querySelector(".indie-dice-banner")?.classList.contains("failure")).toBe(true);
  });
});
