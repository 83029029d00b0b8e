// @vitest-environment happy-dom
/**
 * What the cards' models found (issue 27), each as the shortest sequence fast-check shrank it to, replayed as it
 * was found (its seed, its steps), with every invariant checked after each step as in the model runs.
 */

/**
 * What the GM's client logged refusing a sequence's steps (the model runs capture it too, card-model.ts): each
 * reason once, in the order first logged — its key, or the text of a refusal made before any key (a query's bounds).
 */
function refusalsLogged(steps: () => Promise<void>): Promise<string[]> {
  const warn = spyWarnings();
  return steps().then(() => [
    ...new Set(warn.mock.calls.map(([text, error]) => (error instanceof IndieDiceError ? error.key : String(text)))),
  ]);
}
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { spyWarnings } from "../../support/contests-harness";
import { contestDriver, tieBreakStep } from "./contest-driver";
import { extendedTestDriver } from "./extended-test-driver";
import { giveStep, groupTestDriver } from "./group-test-driver";
import { requestDriver } from "./request-driver";
import { rollAgainStep } from "./menu-steps";
import {
  forgedStep,
  gmLeavesStep,
  hiddenNumberDialogStep,
  lessPrivateRollStep,
  outsiderStep,
  oversizedStep,
  replayStep,
  rollStep,
  runSequence,
  togetherStep,
  GM,
  HERO,
  P1,
  P2,
  P3,
  RIVAL,
  VILLAIN,
} from "./card-model";

describe("found by the models", () => {
  it(
    "a second roll for the same token while no GM is on is not lost unheard: " +
      "its roller is whispered it was not recorded",
    async () => {
      const refused = await refusalsLogged(() =>
        runSequence(contestDriver, 1, [
          gmLeavesStep(GM),
          rollStep(P1, HERO, "publicroll"),
          rollStep(P1, HERO, "publicroll"),
        ]),
      );
      expect(refused).toEqual(["INDIE_DICE.Contest.Error.AlreadyRolled"]);
    },
  );

  it("a blind round that decides an extended test leaves its roller's card as one that did not", async () => {
    await runSequence(extendedTestDriver, 2138831816, [
      togetherStep(rollStep(P1, HERO, "blindroll"), replayStep(0, GM), 0),
    ]);
  });

  it(
    "a gift to a member whose roll a player may not see " + "shows that player none of the gift's dice (issue 42)",
    async () => {
      await runSequence(groupTestDriver, 16, [
        togetherStep(rollStep(P2, RIVAL, "publicroll"), rollStep(GM, HERO, "publicroll"), 0),
        rollStep(GM, VILLAIN, "gmroll"),
        giveStep(GM, RIVAL, VILLAIN),
      ]);
    },
  );

  it(
    "a gift from a member whose roll a player may not see " + "does not name its giver to that player (issue 42)",
    async () => {
      await runSequence(groupTestDriver, 2, [
        rollStep(GM, HERO, "gmroll"),
        rollStep(P2, RIVAL, "publicroll"),
        rollStep(GM, VILLAIN, "gmroll"),
        giveStep(GM, VILLAIN, RIVAL),
      ]);
    },
  );

  it(
    "the model's own bookkeeping: " +
      "a message forged beside the same user's Roll again is not taken for a roll of theirs that was lost",
    async () => {
      const refused = await refusalsLogged(() =>
        runSequence(contestDriver, 1, [
          rollStep(P1, HERO, "publicroll"),
          togetherStep(rollAgainStep(0, P3), forgedStep(P3, HERO), 0),
          rollStep(GM, HERO, "publicroll"),
        ]),
      );
      expect(refused).toEqual(["INDIE_DICE.Contest.Error.NotOwner"]);
    },
  );

  it(
    "the model's own bookkeeping: the tie-break coin the GM's client throws as the GM's roll ties a pairing is " +
      "no reroll of the GM's Roll again beside it (seed 71937, 400 a kind)",
    async () => {
      // The GM's roll for the defender tied the hero's pairing, and the GM's client threw its tie-break coin while the
      // GM's Roll again of Bo's private roll (refused: not shown to the GM) ran beside it: the model took the coin
      // for that reroll, a roll for Bo's token neither recorded nor refused.
      const warn = spyWarnings();
      await runSequence(contestDriver, 267598679, [
        rollStep(P2, RIVAL, "selfroll"),
        outsiderStep(),
        rollStep(P1, HERO, "publicroll"),
        togetherStep(rollStep(GM, VILLAIN, "publicroll"), rollAgainStep(0, GM), 0),
      ]);
      expect(warn).toHaveBeenCalled();
    },
  );

  it(
    "the model's own bookkeeping: a tie-break recorded for a pairing whose hidden roll is rolled again " +
      "may as well never have been (seed 71937, 400 a kind)",
    async () => {
      // The GM's private roll for Fafnir tied Ann's public one, and the GM broke the tie: the model rolled the GM's
      // roll again but kept the tie-break's dice, a card no table can reach (its pairing no longer tied), drawn as a
      // problem — not a tie the player's card told.
      const warn = spyWarnings();
      await runSequence(contestDriver, 276239596, [
        rollStep(P2, RIVAL, "selfroll"),
        outsiderStep(),
        rollStep(P1, HERO, "publicroll"),
        togetherStep(rollStep(GM, VILLAIN, "selfroll"), rollAgainStep(0, GM), 0),
        tieBreakStep(GM, HERO),
      ]);
      expect(warn).toHaveBeenCalled();
    },
  );

  it(
    "the model's own bookkeeping: " +
      "a player's roll beside their own Roll again is theirs, not the other roll's slot",
    async () => {
      // Ann's own row, taken for Bo's, read as a roll hidden from her: her card's verdict then seemed to move with it.
      await runSequence(requestDriver, 684938681, [
        rollStep(P2, RIVAL, "publicroll"),
        togetherStep(rollAgainStep(0, P1), rollStep(P1, HERO, "publicroll"), 0),
      ]);
    },
  );
});

/**
 * What the commands of a hostile or careless table found on main before issue 42's fixes, each as its shortest
 * sequence.
 */
describe("found by the models: a hostile or careless table", () => {
  it(
    "a player's startContest naming one token 20,000 times " + "is refused before the GM's client looks up every copy",
    async () => {
      const refused = await refusalsLogged(() => runSequence(contestDriver, 1, [oversizedStep("startContest", P1)]));
      expect(refused).toEqual([
        expect.stringMatching(/^Indie Dice \| indie-dice\.startContest refused: .* longer than 65,536 characters/),
      ]);
    },
  );

  it(
    "a player who owns neither side cannot settle a " + "Dungeons of Olde stalemate by asking the GM's client",
    async () => {
      const refused = await refusalsLogged(() =>
        runSequence(contestDriver, 1, [
          rollStep(P1, HERO, "publicroll"),
          rollStep(P2, RIVAL, "publicroll"),
          rollStep(GM, VILLAIN, "publicroll"),
          outsiderStep(),
        ]),
      );
      // The outsider presses and asks for everything: each is refused, the roll-off above all (NotRollOffOwner).
      expect(refused).toEqual([
        "INDIE_DICE.Contest.Error.AlreadyRolled",
        "INDIE_DICE.Query.Error.TooDeep",
        "INDIE_DICE.Contest.Error.NotRollOffRequest",
        "INDIE_DICE.Contest.Error.NotRollOffOwner",
      ]);
    },
  );

  it("a roll posted publicly for a blind request shows no other player its result", async () => {
    const refused = await refusalsLogged(() =>
      runSequence(requestDriver, 1, [lessPrivateRollStep(HERO, "publicroll")]),
    );
    expect(refused).toEqual(["INDIE_DICE.CardRoll.LessPrivate.blind"]);
  });

  it("the roll dialog of a request whose difficulty is hidden shows no number for it", async () => {
    await runSequence(requestDriver, 1, [hiddenNumberDialogStep(HERO)]);
  });
});
