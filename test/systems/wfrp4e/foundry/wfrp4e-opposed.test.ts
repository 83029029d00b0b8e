// @vitest-environment happy-dom
/**
 * WFRP 4e's opposed test in the defender's dialog (src/systems/wfrp4e/foundry/roll-dialog.ts), in the Foundry double's
 * WFRP 4e 9.6.4 (v14 only). Every figure by hand from opposed-test.js:166-172 at 32897839: the defender wins on a
 * higher SL, or on the same SL when the attacker's target is not higher than hers; her SL is her target's tens less
 * her roll's.
 */
import { describe, expect, it } from "vitest";
import { startOppose } from "../../../../foundry-double/systems/wfrp4e/opposed";
import { submitRollDialog } from "../../../../foundry-double/systems/wfrp4e/driver";
import { must } from "../../../kit";
import { GM, ON_V13, PLAYER, actorOf, drawn, openTest, setSetting, useWfrp4eTable } from "./wfrp4e-world";

describe.skipIf(ON_V13)("WFRP 4e's opposed test: the defender's dialog", () => {
  const harness = useWfrp4eTable(PLAYER);

  /** The GM's orc bites the hero (Bite, WS 41) and rolls `face`; the hero is flagged to defend. */
  async function orcBites(face: number): Promise<void> {
    harness().foundry.setUser(GM);
    harness().foundry.scriptFaces([face]);
    await actorOf("orc").setupTrait("Bite", { skipDialog: true });
    await startOppose(must(harness().foundry.messages.at(-1)), actorOf("hero"));
  }

  it(
    "the orc rolled 23 (SL +2, target 41); the hero parries with Melee (Basic) 50: SL +2 or more on 1–39 wins " +
      "(a tie: 41 is not over 50): 39% for the GM; the player, whose card the GM rolled, reads no such figure",
    async () => {
      await orcBites(23);
      const { dialog } = await openTest(() => actorOf("hero").setupSkill("Melee (Basic)"));
      expect(drawn(dialog.element).rows).toMatchObject({ success: 0.5, opposedWin: 0.39 });
      await dialog.close();

      harness().foundry.setUser(PLAYER);
      const mine = await openTest(() => actorOf("hero").setupSkill("Melee (Basic)"));
      const rows = drawn(mine.dialog.element).rows;
      expect(rows.success).toBe(0.5);
      expect(rows).not.toHaveProperty("opposedWin");
    },
  );

  it(
    "with hideTestData off the player reads it too: the " + "orc's 77 (SL −3) is beaten by her 1–89 (SL −3 or more)",
    async () => {
      await orcBites(77);
      await setSetting("hideTestData", false);
      harness().foundry.setUser(PLAYER);
      const { dialog } = await openTest(() => actorOf("hero").setupSkill("Melee (Basic)"));
      expect(drawn(dialog.element).rows.opposedWin).toBe(0.89);
    },
  );

  it(
    "with hideTestData off, the GM's blind bite (its card on her client, its content hidden) gives her no figure: " +
      "its SL is not hers to read",
    async () => {
      await orcBites(23);
      await must(harness().foundry.messages.at(-2)).update({ whisper: [GM], blind: true });
      await setSetting("hideTestData", false);
      harness().foundry.setUser(PLAYER);
      const { dialog } = await openTest(() => actorOf("hero").setupSkill("Melee (Basic)"));
      expect(drawn(dialog.element).rows.success).toBe(0.5);
      expect(drawn(dialog.element).rows).not.toHaveProperty("opposedWin");
    },
  );

  it(
    "the hero attacked (Melee 50, rolled 23: SL +3); " + "the orc's Bite 41 wins only on SL +4: 1–9, 9%; once",
    async () => {
      harness().foundry.setUser(GM);
      harness().foundry.scriptFaces([23, 60]);
      await actorOf("hero").setupSkill("Melee (Basic)", { skipDialog: true });
      await startOppose(must(harness().foundry.messages.at(-1)), actorOf("orc"));
      const { dialog, rolling } = await openTest(() => actorOf("orc").setupTrait("Bite"));
      expect(drawn(dialog.element).rows.opposedWin).toBe(0.09);
      // Her defence made, the flag is cleared (handleOpposed, clearOpposed): the next test defends nothing.
      await submitRollDialog(dialog);
      await rolling;
      const next = await openTest(() => actorOf("orc").setupTrait("Bite"));
      expect(drawn(next.dialog.element).rows).not.toHaveProperty("opposedWin");
    },
  );

  it(
    "a hostile player who points her own handler " + "message at the GM's card (hideTestData on) reads nothing",
    async () => {
      harness().foundry.setUser(GM);
      harness().foundry.scriptFaces([23]);
      await actorOf("orc").setupTrait("Bite", { skipDialog: true });
      const bite = must(harness().foundry.messages.at(-1));
      harness().foundry.setUser(PLAYER);
      await startOppose(bite, actorOf("hero"));
      const { dialog } = await openTest(() => actorOf("hero").setupSkill("Melee (Basic)"));
      expect(drawn(dialog.element).rows).not.toHaveProperty("opposedWin");
    },
  );
});
