// @vitest-environment happy-dom
/**
 * A Kaiser check rolled from the plain dialog against an opponent's value: the posted card names what it was rolled
 * against (the value as entered) and keeps the chance to win the dialog showed, after a reload and after the world's
 * opposed rules change; a saved opponent that is not valid is left out rather than trusted.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import { api, changeField, rollButton, rollDialog, shownOdds } from "../../../foundry/support/dialog-harness";
import { must } from "../../../kit";

const harness = useIndieDice();

async function postOpposed(
  opponent: string,
  faces: number[],
): Promise<{ message: ChatMessage.Implementation; chance: number }> {
  const pending = api().dialogs.open("kaiser", {});
  const dialog = await rollDialog();
  await changeField(dialog, "bonus", "3");
  await changeField(dialog, "mode", "opposed");
  await changeField(dialog, "opponent", opponent);
  const chance = must(shownOdds(dialog).win);
  harness().foundry.scriptFaces(faces);
  rollButton(dialog).click();
  await pending;
  const message = must(harness().foundry.messages.at(-1));
  return { message, chance };
}

async function shown(
  message: ChatMessage.Implementation,
): Promise<{ target: string | null; odds: string | null; probability: number }> {
  const rendered = await harness().foundry.renderMessage(message);
  const html =
    typeof rendered === "string" ? Object.assign(document.createElement("div"), { innerHTML: rendered }) : rendered;
  const odds = html.querySelector<HTMLElement>(".indie-dice-odds");
  return {
    target: html.querySelector(".indie-dice-target")?.textContent ?? null,
    odds: odds?.textContent ?? null,
    probability: Number(odds?.dataset.probability),
  };
}

describe("a Kaiser check against an opponent's value, from the plain dialog", () => {
  it("names the opponent's value as entered and keeps the chance the dialog showed", async () => {
    const { message, chance } = await postOpposed("9", [4, 5]);
    expect(chance).toBeGreaterThan(0);
    const card = await shown(message);
    expect(card.target).toBe("Total 12 against an opponent's 9");
    expect(card.probability).toBe(chance);
    expect(card.odds).toMatch(/^Before the roll: \d+\.\d% to win$/);
  });

  it("keeps that chance after a reload and after the world's tie rule changes", async () => {
    const { message, chance } = await postOpposed("12", [2, 3]);
    const before = await shown(message);
    await game.settings.set("indie-dice", "kaiserTieRule", "roll-off");
    await game.settings.set("indie-dice", "kaiserFumblePenalty", "1d6");
    const [reloaded] = harness().foundry.reloadMessages();
    const after = await shown(must(reloaded));
    expect(after).toEqual(before);
    expect(after.probability).toBe(chance);
    expect(after.target).toBe("Total 8 against an opponent's 12");
  });

  it("a difficulty check names no opponent; a saved opponent that is not valid is left out", async () => {
    const pending = api().dialogs.open("kaiser", {});
    const dialog = await rollDialog();
    harness().foundry.scriptFaces([4, 4]);
    rollButton(dialog).click();
    await pending;
    const difficulty = await shown(must(harness().foundry.messages.at(-1)));
    expect(difficulty.target).toBe("Total 8 vs difficulty 10");
    expect(difficulty.odds).toMatch(/to succeed$/);

    const { message } = await postOpposed("9", [4, 5]);
    const roll = message.rolls[0] as { options: Record<string, unknown> };
    roll.options.opponent = { value: 1e12, tieRule: "defender", fumbleRule: "loses", penalty: "2d6" };
    const forged = await shown(message);
    expect(forged.target).toBeNull();
    expect(forged.odds).toBeNull();
  });
});
