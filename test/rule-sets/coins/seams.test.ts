// @vitest-environment happy-dom
/**
 * The toy's contest choice, part of a pairing's outcome and side die, each declared in its folder alone
 * (docs/architecture.md "Adding a rule set"): `coinsDouble`, a choice of `api.contests.start` and the Start contest
 * dialog that becomes the toy's field of the card's rules (seams/contest-choice.ts, seams/contest-option.ts) and names
 * the card; `coinsFlips`, the rounds of a flip-off, set by its verdicts, kept on the card and said by the card's
 * outcome (seams/pairing-outcome.ts); `coinsSpare`, a side die with a look and a Dice So Nice role
 * (seams/side-dice.ts). Nothing here calls src/ but through the module's paths.
 */
import "./index";
import { describe, expect, it } from "vitest";
import { api } from "../../foundry/support/dialog-harness";
import { draws, drawCardAs, rollDrawsAs, stateOf, tokenDoc, useContestTable, GM, HERO, P1, P2, VILLAIN } from "../../foundry/support/contests-harness";
import { installDiceSoNiceDouble } from "../../../foundry-double/dice-so-nice";
import { withSideDieLook } from "../../../src/foundry/three-d";
import { coinsSideDice } from "./seams/side-dice";
import { must } from "../../kit";

const table = useContestTable();

/** A coins contest started by the GM through the API, with the choices given. */
function start(choices: Record<string, unknown>) {
  return table().foundry.withClient(GM, () =>
    api().contests.start({ ruleSet: "coins", attackers: [tokenDoc(HERO)], defender: tokenDoc(VILLAIN), specs: { attackers: [{ coins: 3 }], defender: { coins: 3 } }, ...choices }),
  );
}

describe("the toy's own contest choice, double or nothing", () => {
  it("is taken by api.contests.start by its name, kept in the card's rules, and names the card", async () => {
    const double = await start({ coinsDouble: true });
    expect(stateOf(double).rules).toMatchObject({ coinsDouble: true, kaiserAttack: false });
    const html = await drawCardAs(table, P2, double);
    expect(html.querySelector(".indie-dice-contest-title")?.textContent?.trim()).toBe("COINS.DoubleOrNothing");
    // Left out, its default: no double, the card is a plain contest.
    const plain = await start({});
    expect(stateOf(plain).rules).toMatchObject({ coinsDouble: false });
    expect((await drawCardAs(table, P2, plain)).querySelector(".indie-dice-contest-title")?.textContent?.trim()).toBe("Contest");
  });

  it("a choice that is no boolean is refused by the toy's part of the rules, and no card is posted", async () => {
    const before = must(game.messages).size;
    await expect(start({ coinsDouble: "yes" })).rejects.toThrow("INDIE_DICE.Contest.Error.CoinsDouble");
    expect(must(game.messages).size).toBe(before);
  });

  it("every rule set's choices sit side by side: a Kaiser Attack card keeps the toy's default", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().contests.start({ ruleSet: "kaiser", attackers: [tokenDoc(HERO)], defender: tokenDoc(VILLAIN), attack: true }),
    );
    expect(stateOf(card).rules).toMatchObject({ kaiserAttack: true, coinsDouble: false });
  });
});

/** The uniform draws that make Foundry's d2s show these faces (2 is a head). */
const coinDraws = (...faces: number[]) => draws(...faces.map((face): [number, number] => [face, 2]));

/** The first pairing's outcome in words, as a player's client draws the card. */
async function outcomeText(card: Awaited<ReturnType<typeof start>>): Promise<string | undefined> {
  return (await drawCardAs(table, P2, card)).querySelector(".indie-dice-contest-outcome-text")?.textContent?.trim();
}

describe("the toy's own part of a pairing's outcome, the flip-off's rounds", () => {
  it("its verdict sets it, the card keeps it beside every rule set's part, and the card's outcome says it in its words", async () => {
    const card = await start({});
    await rollDrawsAs(table, P1, card, HERO, coinDraws(2, 2, 1));
    // Two heads each, then the flip-off: heads against heads, tails against tails, then heads against tails.
    await rollDrawsAs(table, GM, card, VILLAIN, [...coinDraws(1, 2, 2), ...coinDraws(2, 2, 1, 1, 2, 1)]);
    const state = stateOf(card);
    expect(state.status).toBe("resolved");
    expect(state.outcome?.pairings).toEqual([
      { attackerId: HERO, defenderId: VILLAIN, winner: "attacker", decidedBy: "rollOff", counterAllowed: null, rollOffWinner: null, coinsFlips: 3 },
    ]);
    expect(await outcomeText(card)).toBe("COINS.WinsOnFlips");
  });

  it("decided by the heads, it is null and the card says the shared words", async () => {
    const card = await start({});
    await rollDrawsAs(table, P1, card, HERO, coinDraws(2, 2, 2));
    await rollDrawsAs(table, GM, card, VILLAIN, coinDraws(1, 2, 2));
    expect(stateOf(card).outcome?.pairings[0]).toMatchObject({ winner: "attacker", decidedBy: "total", coinsFlips: null });
    expect(await outcomeText(card)).toMatch(/^\S.* wins$/);
  });
});

describe("the toy's own side die, the spare coin", () => {
  it("takes the look the toy declared: its wave and colour set, or with Dice So Nice 6.3 its role, registered once", () => {
    const { Die } = foundry.dice.terms;
    expect(withSideDieLook(new Die({ number: 1, faces: 2 }), coinsSideDice.coinsSpare).options).toMatchObject({ rollOrder: 1, colorset: "white" });
    const dsn = installDiceSoNiceDouble({}, "6.3.1");
    const spare = dsn.roles.filter(({ role }) => role.id === "indie-dice-coins-spare").map(({ role }) => role);
    expect(spare).toEqual([expect.objectContaining({ label: "COINS.SpareCoin", dieTypes: ["d2"], defaults: { global: { colorset: "white" } } })]);
    const die = withSideDieLook(new Die({ number: 1, faces: 2 }), coinsSideDice.coinsSpare);
    expect(die.options).toMatchObject({ rollOrder: 1, dsnRole: "indie-dice-coins-spare" });
    expect(die.options).not.toHaveProperty("colorset");
  });
});
