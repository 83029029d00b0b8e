// @vitest-environment happy-dom
/**
 * Contests, group tests and extended tests load as a chunk of their own when a table first needs one
 * (src/foundry/cards/card-chunk-loader.ts). Until then the entry answers for them: the API members, the queries
 * and the tool exist from `init`, and a card Foundry drew before the chunk arrived is drawn in place once it has.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardQueries, cardsLoaded } from "../../../src/foundry/cards/card-chunk-loader";
import { installIndieDice, type AdapterHarness } from "../support/setup";
import { installFoundryDouble } from "../../../foundry-double";
import { listenAll } from "../../../src/root";
import { cardDrawn } from "../../../src/foundry/cards/card-renderer";
import { contestTable, GM, HERO, KR, P1, VILLAIN } from "../support/contest-table";
import { must } from "../../kit";

/** The queries the card chunk answers, as the loader registers them from the rule sets registered in the setup. */
const CARD_QUERIES = cardQueries();

let indie: AdapterHarness | undefined;
afterEach(() => {
  indie?.foundry.uninstall();
  indie = undefined;
});

const callAll = (hook: string, ...args: unknown[]) => (Hooks.callAll as (...all: unknown[]) => boolean)(hook, ...args);
const queries = () => CONFIG.queries as unknown as Record<string, unknown>;
const token = (id: string) =>
  (canvas as { tokens: { get(id: string): { document: TokenDocument.Implementation } } }).tokens.get(id).document;

describe("the card chunk", () => {
  it("the API offers every card member, and the queries exist, before anything loads the chunk", async () => {
    indie = installIndieDice();
    const api = must(must(game.modules.get("indie-dice")).api);
    expect(Object.keys(api.contests).sort()).toEqual(["chances", "roll", "start", "startWithDialog"]);
    expect(Object.keys(api.groupTests).sort()).toEqual([
      "closeGroupTest",
      "giveAdvantage",
      "groupRoll",
      "groupTest",
      "startWithDialog",
    ]);
    expect(Object.keys(api.extendedTests).sort()).toEqual([
      "endExtendedTest",
      "extendedRoll",
      "extendedTest",
      "startEachWithDialog",
      "startWithDialog",
    ]);
    const forwards = CARD_QUERIES.map((name) => queries()[name]);
    expect(forwards.every((forward) => typeof forward === "function")).toBe(true);
    // Once loaded, the chunk answers every one of those queries itself, and no other.
    callAll("createChatMessage", { flags: { "indie-dice": { contestRoll: {} } } });
    await cardsLoaded();
    const ours = Object.keys(queries()).filter((name) => name.startsWith("indie-dice."));
    expect(ours.sort()).toEqual([...CARD_QUERIES].sort());
    CARD_QUERIES.forEach((name, index) => expect(queries()[name]).not.toBe(forwards[index]));
  });

  it(
    "a plain roll message loads nothing; " + "a roll whose headline the chunk gives is rendered again once it has",
    async () => {
      indie = installIndieDice();
      const log = ui.chat as unknown as { updateMessage(message: unknown): Promise<void> };
      const redraw = vi.spyOn(log, "updateMessage").mockResolvedValue(undefined);
      callAll("renderChatMessageHTML", { flags: {}, rolls: [] }, document.createElement("div"), {});
      callAll("createChatMessage", { flags: {} });
      expect(await cardsLoaded()).toBeUndefined(); // nothing asked for the chunk
      expect(redraw).not.toHaveBeenCalled();
      const round = { flags: { "indie-dice": { extendedTestRoll: { cardId: "card", round: 1 } } }, rolls: [] };
      // Drawn twice before the chunk is here (the log and the notification area): rendered again once.
      callAll("renderChatMessageHTML", round, document.createElement("div"), {});
      callAll("renderChatMessageHTML", round, document.createElement("div"), {});
      await cardsLoaded();
      await Promise.resolve();
      expect(redraw.mock.calls).toEqual([[round]]);
    },
  );

  it(
    "a card Foundry drew before the chunk arrived is drawn in that same element once it has: " + "in a pop-out too",
    async () => {
      // A contest card the GM started in an earlier session: its state, as the world keeps it.
      indie = installIndieDice(contestTable());
      const started = await indie.foundry.withClient(GM, () =>
        must(must(game.modules.get("indie-dice")).api).contests.start({
          ruleSet: "kingdoms",
          attackers: [token(HERO)],
          defender: token(VILLAIN),
          specs: { attackers: KR, defender: KR },
        }),
      );
      const flags = JSON.parse(JSON.stringify((started as { flags: object }).flags)) as object;
      indie.foundry.uninstall();
      // The world is loaded again: the card is in the log before Indie Dice starts, so `ready` starts loading the
      // chunk.
      const foundry = installFoundryDouble(contestTable());
      const card = (await foundry.withClient(GM, () =>
        ChatMessage.create({ content: '<div class="indie-dice-card-slot">Brunhild · Fafnir</div>', flags }),
      )) as { id: string; renderHTML(options: object): Promise<HTMLElement> };
      // Ann's pop-out of it: Foundry's render of the message (ChatPopout renders it with `canDelete: false`).
      const popout = await foundry.withClient(P1, () => card.renderHTML({ canDelete: false }));
      document.body.append(popout);
      listenAll();
      foundry.runLifecycle();
      indie = { foundry, dice: must(must(game.modules.get("indie-dice")).api).dice };
      // The render hook reaches Indie Dice while the chunk is still on its way.
      foundry.withClient(P1, () => callAll("renderChatMessageHTML", card, popout, {}));
      expect(popout.querySelector(".indie-dice-card-slot")).not.toBeNull();
      await cardsLoaded();
      await foundry.withClient(P1, async () => {
        for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
        await cardDrawn(popout);
      });
      expect(popout.querySelector(".indie-dice-card-slot")).toBeNull();
      expect(popout.querySelector(`button[data-participant="${HERO}"]`)).not.toBeNull();
    },
  );

  it(
    "a roll made for a card, drawn before the chunk arrived " +
      "(a page loaded again), gets its Go to the card once it has",
    async () => {
      indie = installIndieDice();
      const roll = {
        id: "rollForCard00001",
        flags: { "indie-dice": { requestRoll: { cardId: "theCard000000001", participantId: "row" } } },
        rolls: [],
      };
      const html = document.createElement("li");
      html.innerHTML = '<div class="message-content"></div>';
      document.body.append(html);
      callAll("renderChatMessageHTML", roll, html, {});
      expect(html.querySelector("button[data-action='indie-dice-to-card']")).toBeNull();
      await cardsLoaded();
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      await cardDrawn(html);
      expect(html.querySelector<HTMLButtonElement>("button[data-action='indie-dice-to-card']")?.dataset.cardId).toBe(
        "theCard000000001",
      );
    },
  );
});
