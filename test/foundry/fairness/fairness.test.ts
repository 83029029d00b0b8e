// @vitest-environment happy-dom
/**
 * The dice fairness report in Foundry: a GM's report of the world's chat log (the pure tally is tested in
 * test/core/fairness), refused for a player, stoppable, with its window and its tool.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, callHook, settle } from "../support/dialog-harness";
import { spyWarnings, useContestTable, GM, P1 } from "../support/contests-harness";
import { must } from "../../kit";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

async function rollAs(userId: string, formula: string, faces: number[], mode = "publicroll") {
  await table().foundry.setChatMode(mode);
  table().foundry.scriptFaces(faces);
  await table().foundry.withClient(userId, async () => (await new Roll(formula).evaluate()).toMessage());
  await table().foundry.setChatMode("publicroll");
  await settle(5);
}

describe("the fairness report", () => {
  it("counts every d6 a user rolled, dropped ones too, in a GM's report", async () => {
    await rollAs(P1, "2d6ko", [6, 1]);
    await rollAs(P1, "4d6kh3", [1, 2, 3, 4]);
    const report = must(await table().foundry.withClient(GM, () => api().fairness.report()));
    const d6 = report.groups.find((group) => group.userId === P1 && group.die === "d6");
    expect(d6?.n).toBe(6);
    expect(d6?.faces.map((face) => face.observed)).toEqual([2, 1, 1, 1, 0, 1]);
    expect(d6?.test.pValue).toBeGreaterThan(0);
  });

  it("a blind roll counts in the GM's report; a player may not make one (told in their language)", async () => {
    await rollAs(P1, "1d20", [20], "blindroll");
    const report = must(await table().foundry.withClient(GM, () => api().fairness.report()));
    expect(report.groups.find((group) => group.userId === P1 && group.die === "d20")?.n).toBe(1);
    await expect(table().foundry.withClient(P1, () => api().fairness.report())).rejects.toThrow(/Only a Gamemaster/);
  });

  it("stops when asked: no report", async () => {
    await rollAs(P1, "1d20", [7]);
    const stop = new AbortController();
    stop.abort();
    expect(await table().foundry.withClient(GM, () => api().fairness.report({ signal: stop.signal }))).toBeNull();
  });

  it("its window shows each group's chart beside a table of the same numbers", async () => {
    await rollAs(P1, "3d6", [1, 2, 3]);
    const report = await table().foundry.withClient(GM, () => api().fairness.open());
    expect(report?.groups.length).toBeGreaterThan(0);
    const window = document.querySelector(".fairness-window");
    const group = window?.querySelector(".indie-dice-fairness-group");
    expect(group?.querySelector("svg[role=img]")?.getAttribute("aria-label")).toBeTruthy();
    expect(group?.querySelectorAll("tbody tr")).toHaveLength(6);
    expect(window?.querySelector('[data-action="exportFairnessCsv"]')).not.toBeNull();
    // The key: a swatch beside each entry, in the marks the charts use; the p-value once, as a percentage.
    const legend = [...(window?.querySelectorAll(".indie-dice-fairness-legend > li") ?? [])];
    expect(
      legend.map((entry) =>
        entry.querySelector("svg.indie-dice-fairness-swatch > :first-child")?.getAttribute("class"),
      ),
    ).toEqual(["indie-dice-bar", "indie-dice-fairness-expected"]);
    expect(group?.querySelector(".indie-dice-fairness-p")?.textContent).toBe(
      "No face is further off than fair dice often are with so few results (a p-value of 100.0%).",
    );
  });

  it("its tool is among the token controls for a GM only", async () => {
    const toolFor = (userId: string) =>
      table().foundry.withClient(userId, () => {
        const controls: Record<string, { tools: Record<string, { visible?: boolean }> }> = { tokens: { tools: {} } };
        callHook("getSceneControlButtons", controls);
        return must(controls.tokens).tools.indieDiceFairness;
      });
    expect(toolFor(GM)?.visible).toBe(true);
    expect(toolFor(P1)?.visible).toBe(false);
  });

  it(
    "its icon button sits among the chat controls beside the picker's, " + "for a GM only, named in English and German",
    async () => {
      /** v13's chat controls, a client's own (ChatLog#renderNotifications: #roll-privacy and .control-buttons). */
      const chatButtons = (userId: string) =>
        table().foundry.withClient(userId, () => {
          const sidebar = document.createElement("section");
          sidebar.innerHTML =
            `<div id="chat-controls"><div id="roll-privacy"></div><div ` + `class="control-buttons"></div></div>`;
          callHook("renderChatLog", {}, sidebar);
          callHook("renderChatLog", {}, sidebar);
          return [...sidebar.querySelectorAll<HTMLButtonElement>(".control-buttons > button")];
        });
      const gm = await chatButtons(GM);
      expect(gm.map((button) => button.dataset.indieDiceControl)).toEqual(["indieDice", "indieDiceFairness"]);
      for (const button of gm) {
        // An icon alone, as Foundry's own chat controls: its name is the tooltip and the accessible name, never text.
        expect(button.className).toMatch(/^ui-control icon fa-solid fa-/);
        expect(button.textContent).toBe("");
        expect(button.dataset.tooltip).toBe(button.getAttribute("aria-label"));
      }
      expect(gm.map((button) => button.getAttribute("aria-label"))).toEqual([
        "Indie Dice roll",
        "Dice fairness report",
      ]);
      expect((await chatButtons(P1)).map((button) => button.dataset.indieDiceControl)).toEqual(["indieDice"]);

      // Foundry merges the chosen language over English, as the double's file loader does.
      table().foundry.loadTranslations("lang/de.json");
      expect((await chatButtons(GM)).map((button) => button.dataset.tooltip)).toEqual([
        "Indie-Dice-Wurf",
        "Fairnessbericht der Würfel",
      ]);
    },
  );
});
