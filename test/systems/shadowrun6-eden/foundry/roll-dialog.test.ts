// @vitest-environment happy-dom
/**
 * Shadowrun 6e's roll dialog with Indie Dice's figures (src/systems/shadowrun6-eden/, docs/systems-shadowrun6-eden.md),
 * in the Foundry double playing shadowrun6-eden 4.0.7. The figures are the core's (roll-odds.test.ts settles them
 * against an enumeration written from the system's SR6Roll): 10 dice against threshold 3 is 70.09 %, with the wild
 * die 67.45 %; glitch 0.24 %.
 */
import { describe, expect, it } from "vitest";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { useIndieDice } from "../../../foundry/support/helpers";
import {
  nextRollDialog,
  pressRoll,
  rollSkill,
  setRollField,
} from "../../../../foundry-double/systems/shadowrun6-eden/driver";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";
import { must, renderedElement } from "../../../kit";
import { systemAdapterOf } from "../../../../src/foundry/systems/system-registry";
import { MODULE_ID } from "../../../../src/foundry/module-id";

/** What the message kept (our flag's record). */
const keptOf = (message: ChatMessage): unknown =>
  Reflect.get(Object(Reflect.get(Object(message.flags[MODULE_ID]), "systemRoll")), "kept");

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";

/** The panel's rows as a viewer reads them (outcome, figure). */
function drawnRows(element: HTMLElement): string[][] {
  const panel = element.querySelector(".indie-dice-system-odds");
  return Array.from(
    panel?.querySelectorAll<HTMLTableRowElement>("table:first-of-type thead tr, tbody tr") ?? [],
    (row) => Array.from(row.cells, (cell) => cell.textContent ?? ""),
  );
}

describe("Shadowrun 6e's roll dialog", () => {
  const harness = useIndieDice(
    {
      system: "shadowrun6-eden",
      users: [
        { id: GM, name: "Gamemaster", isGM: true },
        { id: PLAYER, name: "Player", isGM: false, character: "nix" },
      ],
      actors: [
        { _id: "nix", name: "Nix", type: "Player", system: { edge: { value: 2, max: 3 } }, ownership: { [PLAYER]: 3 } },
        {
          _id: "warden",
          name: "Warden",
          type: "NPC",
          system: { edge: { value: 1, max: 1 } },
          ownership: { default: 0 },
        },
      ],
    },
    // The system hands `toMessage` a rollMode (Rolls.js:33), which v14 deprecates: the system's read, not ours.
    { systemReads: ["Roll#toMessage rollMode option"] },
  );
  const nix = () => documentFromUuidSync(`Actor.nix`);
  // The RollDialog is a V1 Dialog: Foundry warns of the V1 framework once a page load; nothing else may warn.
  onlyTheV1Warning();

  it("a threshold the dialog keeps hidden: the player sees the hits' rows, the GM the chance against it", async () => {
    harness().foundry.setUser(PLAYER);
    let opened = nextRollDialog();
    rollSkill(nix(), "Sneaking", 10, 3).catch((e: unknown) => console.log("DEBUG", e));
    let app = await opened;
    let element = must(app.element[0]);
    expect(drawnRows(element).slice(0, 4)).toEqual([
      ["", "This roll"],
      ["Glitch", "0.2%"],
      ["Critical glitch", "<0.1%"],
      ["1+", "98.3%"],
    ]);
    // Nothing against the threshold: no row meeting it, no headline on Roll (the 3+ row, 70.1 %, is the hits').
    expect(element.textContent).not.toContain("Meets the threshold");
    expect(element.querySelector(".dialog-button.normal .indie-dice-system-chip")).toBeNull();
    await app.close();

    harness().foundry.setUser(GM);
    opened = nextRollDialog();
    void rollSkill(nix(), "Sneaking", 10, 3);
    app = await opened;
    element = must(app.element[0]);
    expect(drawnRows(element)[1]).toEqual(["Meets the threshold", "70.1%"]);
    // The button's words as the system localizes them (Rolls.js), its figure beside them.
    expect(element.querySelector(".dialog-button.normal")?.textContent?.trim()).toMatch(/^Roll\s*70\.1%$/);
    // Beside the wild die's checkbox: what ticking it changes, 67.45 % − 70.09 %; ticked, the figures follow.
    const wildCell = () => element.querySelector('input[name="useWildDie"]')?.closest("td");
    expect(wildCell()?.querySelector(".indie-dice-system-chip")?.textContent).toBe("−2.6%");
    setRollField(app, 'input[name="useWildDie"]', true);
    expect(drawnRows(element)[1]).toEqual(["Meets the threshold", "67.4%"]);
    expect(wildCell()?.querySelector(".indie-dice-system-chip")?.textContent).toBe("+2.6%");
    await app.close();
  });

  it("the modifier and Edge's exploding pool, as the system's listeners change the dialog in place", async () => {
    harness().foundry.setUser(PLAYER);
    const opened = nextRollDialog();
    const rolling = rollSkill(nix(), "Sneaking", 10);
    const app = await opened;
    const element = must(app.element[0]);
    setRollField(app, "#modifier", "-8");
    expect(element.querySelector("label[name='dicePool']")?.textContent).toBe("2");
    // 1 − (2/3)^2.
    expect(drawnRows(element)[3]).toEqual(["1+", "55.6%"]);
    setRollField(app, ".edgeBoosts", "add_edge_pool");
    harness().foundry.scriptFaces(Array<number>(8).fill(3));
    pressRoll(app);
    const roll = must(await rolling);
    // createFormula adds the Edge pool (its maximum, 3) twice over: 2 + 3 + 3 exploding dice.
    expect(roll.formula).toBe("8d6x6cs>=5");
  });

  it("the message keeps its chance from its own roll: the GM's against the threshold, a player's hits", async () => {
    harness().foundry.setUser(GM);
    const opened = nextRollDialog();
    const rolling = rollSkill(nix(), "Sneaking", 10, 3);
    const app = await opened;
    setRollField(app, 'input[name="useWildDie"]', true);
    harness().foundry.scriptFaces([5, 2, 2, 3, 3, 4, 4, 2, 1, 6]);
    pressRoll(app);
    const roll = must(await rolling);
    expect(roll.formula).toBe("9d6cs>=5 + 1d6cs>=5");
    const message = must(harness().foundry.messages.at(-1));
    const line = async () =>
      renderedElement(await harness().foundry.renderMessage(message)).querySelector(".indie-dice-system-chance")
        ?.textContent ?? null;
    expect(await line()).toMatch(/Meets the threshold: 67\.4%/);
    harness().foundry.setUser(PLAYER);
    expect(await line()).not.toMatch(/threshold/);
    // A forged record (a surer threshold, dice the roll did not throw, no wild die) draws nothing.
    const rolls = must(must(systemAdapterOf("shadowrun6-eden")).rolls);
    const kept = keptOf(message);
    expect(kept).toEqual({ pool: 10, threshold: 3, wild: true, explode: false });
    expect(rolls.reread({ ...Object(kept), threshold: 1 }, message)).toBeNull();
    expect(rolls.reread({ ...Object(kept), pool: 12 }, message)).toBeNull();
    expect(rolls.reread({ ...Object(kept), wild: false }, message)).toBeNull();
    expect(rolls.reread(kept, message)).not.toBeNull();

    // The GM's NPC rolls (actor.rollSkill speaks as the actor): its numbers are the GM's, a player sees no figure.
    harness().foundry.setUser(GM);
    const npcOpened = nextRollDialog();
    const npcRolling = rollSkill(documentFromUuidSync("Actor.warden"), "Intimidation", 8, 2);
    harness().foundry.scriptFaces(Array<number>(8).fill(3));
    pressRoll(await npcOpened);
    await npcRolling;
    const npcMessage = must(harness().foundry.messages.at(-1));
    expect(npcMessage.speaker.actor).toBe("warden");
    const npcLine = async () =>
      renderedElement(await harness().foundry.renderMessage(npcMessage)).querySelector(".indie-dice-system-chance");
    expect((await npcLine())?.textContent).toMatch(/Meets the threshold: 80\.5%/);
    harness().foundry.setUser(PLAYER);
    expect(await npcLine()).toBeNull();
  });
});
