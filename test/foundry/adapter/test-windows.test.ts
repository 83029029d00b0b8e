// @vitest-environment happy-dom
/**
 * The GM's Group Test and Extended Test windows (api.groupTests.startWithDialog, api.extendedTests.startWithDialog):
 * the module's own forms, opened only when a start could follow (a GM, the right number of participants), each
 * refusal localized and shown before any window; the window's numbers start the card; closed, nothing is posted;
 * a bad number keeps the window open, saying why, and nothing is posted (test/foundry/adapter/gm-forms.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, settle, waitFor } from "./dialog-harness";
import { pressEnter } from "../../../foundry-double/implicit-submission";
import { spyWarnings, tokenDoc, useContestTable, GM, HERO, P1, RIVAL, VILLAIN } from "./contests-harness";

const table = useContestTable();

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function cards(flag: "groupTest" | "extendedTest"): Record<string, unknown>[] {
  return table().foundry.messages.map((m) => (m).flags["indie-dice"]?.[flag] as Record<string, unknown>).filter(Boolean);
}

function openWindow(selector: string): Promise<HTMLElement> {
  return waitFor(selector, () => document.querySelector<HTMLElement>(`dialog[open]${selector}`));
}

function set(window: HTMLElement, name: string, value: string): void {
  window.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!.value = value;
}

/** Types into a field as the GM does (as the GM's client): the value, then the event the form checks on. */
async function type(window: HTMLElement, name: string, value: string): Promise<void> {
  await table().foundry.withClient(GM, async () => {
    const field = window.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    field.value = value;
    field.dispatchEvent(new Event(field.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
  });
}

describe("the Group Test window", () => {
  it("a player is refused (localized) and no window opens", async () => {
    await expect(table().foundry.withClient(P1, () => api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(RIVAL)] }))).rejects.toThrow(/only a GM/i);
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it("fewer than two participants: refused with the count before any window", async () => {
    table().foundry.controlTokens([HERO], GM);
    await expect(table().foundry.withClient(GM, () => api().groupTests.startWithDialog())).rejects.toThrow(/2 to 20 participants, not 1/);
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it("asks each participant's numbers, a header over each column; Start posts the card with them", async () => {
    const done = table().foundry.withClient(GM, () => api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }));
    const window = await openWindow(".group-test-dialog");
    expect([...window.querySelectorAll("thead th")].map((cell) => cell.textContent)).toEqual(["Participants", "Modifier", "Advantages", "Disadvantages"]);
    expect(window.querySelector('input[name="advantages1"]')?.getAttribute("aria-label")).toBe("Fafnir: Advantages");
    set(window, "modifier1", "-2");
    set(window, "disadvantages0", "1");
    window.querySelector<HTMLButtonElement>('button[data-action="start"]')!.click();
    expect(await done).not.toBeNull();
    const [state] = cards("groupTest") as { participants: { name: string; request: { modifier: number; disadvantages: number } }[] }[];
    expect(state!.participants.map((p) => [p.name, p.request.modifier, p.request.disadvantages])).toEqual([["Brunhild", 0, 1], ["Fafnir", -2, 0]]);
  });

  it("closed: resolves null and posts nothing; a number out of its bounds keeps the window open and posts nothing", async () => {
    const closed = table().foundry.withClient(GM, () => api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }));
    (await openWindow(".group-test-dialog")).querySelector<HTMLButtonElement>('header [data-action="close"]')!.click();
    expect(await closed).toBeNull();
    const refused = table().foundry.withClient(GM, () => api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }));
    const window = await openWindow(".group-test-dialog");
    // Pressed before any check ran (no keystroke seen): the submit checks it, and the window stays open, saying why.
    set(window, "advantages0", "-1");
    window.querySelector<HTMLButtonElement>('button[data-action="start"]')!.click();
    await settle(10);
    expect(window.hasAttribute("open")).toBe(true);
    expect(window.querySelector('input[name="advantages0"]')?.getAttribute("aria-invalid")).toBe("true");
    await waitFor("Start disabled again after Foundry's submit", () => window.querySelector<HTMLButtonElement>('button[data-action="start"]')!.disabled);
    expect(cards("groupTest")).toEqual([]);
    window.querySelector<HTMLButtonElement>('header [data-action="close"]')!.click();
    expect(await refused).toBeNull();
  });
});

describe("the Group Test window's table (issue 64)", () => {
  it("keeps its columns: a field's reason shows in a row of its own under the field's row, across every column", async () => {
    const done = table().foundry.withClient(GM, () => api().groupTests.startWithDialog({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }));
    const window = await openWindow(".group-test-dialog");
    const cellsOf = () => [...window.querySelectorAll("tbody tr")].map((row) => [...row.querySelectorAll("td")].map((cell) => cell.colSpan));
    expect(cellsOf()).toEqual([[1, 1, 1, 1], [1, 1, 1, 1]]);
    await type(window, "advantages0", "-1");
    // Brunhild's row keeps its four cells, none holding the reason; the reason's row spans all four.
    expect(cellsOf()).toEqual([[1, 1, 1, 1], [4], [1, 1, 1, 1]]);
    const reasons = window.querySelector("tbody tr:nth-child(2)")!;
    expect([reasons.hasAttribute("hidden"), reasons.textContent?.trim()]).toEqual([false, "Kleptonomicon: Advantages and Disadvantages must each be a whole number from 0 to 20, not −1."]);
    expect(window.querySelector("tbody tr:first-child")!.textContent).toBe("Brunhild");
    // Fixed, the reason's row is hidden again.
    await type(window, "advantages0", "0");
    expect(window.querySelector("tbody tr:nth-child(2)")!.hasAttribute("hidden")).toBe(true);
    window.querySelector<HTMLButtonElement>('header [data-action="close"]')!.click();
    expect(await done).toBeNull();
  });
});

describe("the Extended Test window", () => {
  it("a player, or no roller: refused (localized) before any window", async () => {
    await expect(table().foundry.withClient(P1, () => api().extendedTests.startWithDialog({ token: tokenDoc(HERO) }))).rejects.toThrow(/only a GM/i);
    await expect(table().foundry.withClient(GM, () => api().extendedTests.startWithDialog())).rejects.toThrow(/exactly one token/);
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it("names the roller; its numbers start the card (Enter too); an empty DT keeps the window open and nothing is posted", async () => {
    table().foundry.controlTokens([HERO], GM);
    const done = table().foundry.withClient(GM, () => api().extendedTests.startWithDialog());
    const window = await openWindow(".extended-test-dialog");
    expect(window.querySelector(".hint")?.textContent).toMatch(/^Brunhild rolls\./);
    // No saved K&R roll: no choice of one.
    expect(window.querySelector('[name="savedRoll"]')).toBeNull();
    set(window, "pool", "4");
    set(window, "dt", "8");
    set(window, "rounds", "2");
    // The keyboard: the first field has the focus, and Enter in a field starts it.
    expect(document.activeElement).toBe(window.querySelector('[name="pool"]'));
    expect(pressEnter(window.querySelector<HTMLInputElement>('[name="rounds"]')!)).toBe(true);
    expect(await done).not.toBeNull();
    expect(cards("extendedTest")[0]).toMatchObject({ startingPool: 4, dt: 8, replenish: 1, targetMargin: 5, maxRounds: 2 });

    const refused = table().foundry.withClient(GM, () => api().extendedTests.startWithDialog({ token: tokenDoc(HERO) }));
    const again = await openWindow(".extended-test-dialog");
    set(again, "dt", "");
    again.querySelector<HTMLButtonElement>('button[data-action="start"]')!.click();
    await settle(10);
    expect(again.hasAttribute("open")).toBe(true);
    expect(again.querySelector('input[name="dt"]')?.getAttribute("aria-invalid")).toBe("true");
    expect(cards("extendedTest")).toHaveLength(1);
    again.querySelector<HTMLButtonElement>('header [data-action="close"]')!.click();
    expect(await refused).toBeNull();
  });
});
