// @vitest-environment happy-dom
/**
 * A Starfinder d20 roll's message keeps the chance it had (docs/systems-sfrpg.md "The roll's message"), in the
 * Foundry double playing Starfinder 0.30.0: read from the message's own roll and card (the value only in the card's
 * gm-only span, lang/en.json:1561), so the figure against it is the GM's alone, as the system hides the number from
 * players (sfrpg.js:765-772); a card whose `rollSuccess` the system's own rule does not give, or our record rewritten,
 * draws nothing; the GM's NPC's roll shows a player nothing.
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import {
  nextRollDialog,
  pressButton,
  rollAttack,
  rollSkill,
  useAdvantage,
} from "../../../../foundry-double/systems/sfrpg/driver";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";
import { must, renderedElement } from "../../../kit";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { GM, PLAYER, useSfrpgTable } from "./sfrpg-world";

const KEPT_TARGET: string = "flags.indie-dice.systemRoll.kept.target";
const SUCCESS: string = "flags.sfrpg.rollSuccess";

// Starfinder 0.30.0 declares Foundry 13 its maximum (system.json:12-14): no v14 world runs it; v14 skips.
describe.skipIf(defaultGeneration() === 14)("a Starfinder roll's message keeps its chance", () => {
  const harness = useSfrpgTable();
  const lastMessage = () => must(harness().foundry.messages.at(-1));
  onlyTheV1Warning();

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const card = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...card.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  async function roll(start: () => Promise<unknown>, faces: number[], button = "Normal") {
    const opened = nextRollDialog();
    const rolling = start();
    const app = await opened;
    harness().foundry.scriptFaces(faces);
    pressButton(app, button);
    await rolling;
    return lastMessage();
  }

  const navasi = () => documentFromUuidSync("Actor.navasi");

  it("Navasi's attack on the Ksarik (KAC 18), with Advantage: the GM reads 79.8%, a player the dice", async () => {
    harness().foundry.setUser(GM);
    await useAdvantage(true);
    harness().foundry.setUser(PLAYER);
    harness().foundry.targetTokens(["ksarikToken"], PLAYER);
    const message = await roll(() => rollAttack(navasi(), 8, "kac"), [4, 12], "Advantage");
    expect(must(message.rolls[0]).formula).toBe("2d20kh + 8");
    const player = must(await chanceLine(message));
    expect(player).not.toMatch(/Hit|79\.8|18/);
    expect(player).toContain("Critical hit (natural 20): 9.8%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toContain("Hit: 79.8%");
  });

  it("a DC check: its chance kept; a forged success flag or record draws nothing", async () => {
    harness().foundry.setUser(GM);
    const message = await roll(() => rollSkill(navasi(), "acr", 20), [1]);
    // A natural 1 with 26: the system's fumble, a failure (dice.js:987-998).
    expect(Reflect.get(Object(message.flags).sfrpg, "rollSuccess")).toBe(false);
    expect(await chanceLine(message)).toContain("Success: 95.0%");
    await message.update({ [SUCCESS]: true });
    expect(await chanceLine(message)).toBeNull();
    const again = await roll(() => rollSkill(navasi(), "acr", 20), [9]);
    await again.update({ [KEPT_TARGET]: 5 });
    expect(await chanceLine(again)).toBeNull();
  });

  it("the GM's Ksarik rolls: the GM reads its chance, a player none", async () => {
    harness().foundry.setUser(GM);
    await roll(() => rollSkill(documentFromUuidSync("Actor.ksarik"), "ath", 15), [10]);
    expect(await chanceLine()).toContain("Success: 70.0%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine()).toBeNull();
  });
});
