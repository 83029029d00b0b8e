// @vitest-environment happy-dom
/**
 * Contests, group tests and extended tests load as a chunk of their own when a table first needs one
 * (src/foundry/cards/card-chunk-loader.ts). Until then the entry answers for them: the API members, the queries
 * and the tool exist from `init`, and a card Foundry drew before the chunk arrived is drawn again once it has.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { CARD_QUERIES, cardsLoaded } from "../../../src/foundry/cards/card-chunk-loader";
import { installIndieDice, type AdapterHarness } from "./setup";

let indie: AdapterHarness | undefined;
afterEach(() => {
  indie?.foundry.uninstall();
  indie = undefined;
});

const callAll = (hook: string, ...args: unknown[]) => (Hooks.callAll as unknown as (...all: unknown[]) => boolean)(hook, ...args);
const queries = () => CONFIG.queries as unknown as Record<string, unknown>;

describe("the card chunk", () => {
  it("the API offers every card member, and the queries exist, before anything loads the chunk", async () => {
    indie = installIndieDice();
    const api = game.modules.get("indie-dice")!.api!;
    expect(Object.keys(api.contests).sort()).toEqual(["roll", "start", "startWithDialog"]);
    expect(Object.keys(api.groupTests).sort()).toEqual(["closeGroupTest", "giveAdvantage", "groupRoll", "groupTest"]);
    expect(Object.keys(api.extendedTests).sort()).toEqual(["endExtendedTest", "extendedRoll", "extendedTest"]);
    const forwards = CARD_QUERIES.map((name) => queries()[name]);
    expect(forwards.every((forward) => typeof forward === "function")).toBe(true);
    // Once loaded, the chunk answers every one of those queries itself, and no other.
    callAll("createChatMessage", { flags: { "indie-dice": { contestRoll: {} } } });
    await cardsLoaded();
    const ours = Object.keys(queries()).filter((name) => name.startsWith("indie-dice."));
    expect(ours.sort()).toEqual([...CARD_QUERIES].sort());
    CARD_QUERIES.forEach((name, index) => expect(queries()[name]).not.toBe(forwards[index]));
  });

  it("a plain roll message loads nothing; a card drawn before the chunk loaded is drawn again once it has", async () => {
    indie = installIndieDice();
    const log = ui.chat as unknown as { updateMessage(message: unknown): Promise<void> };
    const redraw = vi.spyOn(log, "updateMessage").mockResolvedValue(undefined);
    callAll("renderChatMessageHTML", { flags: {} }, document.createElement("div"), {});
    callAll("createChatMessage", { flags: {} });
    expect(await cardsLoaded()).toBeUndefined(); // nothing asked for the chunk
    expect(redraw).not.toHaveBeenCalled();
    const card = { flags: { "indie-dice": { contest: { status: "open" } } } };
    callAll("renderChatMessageHTML", card, document.createElement("div"), {});
    await cardsLoaded();
    await Promise.resolve();
    expect(redraw.mock.calls).toEqual([[card]]);
  });
});
