// @vitest-environment happy-dom
/**
 * WFRP 4e's SL bands in the roll dialog (docs/systems-wfrp4e.md "Success Levels"), in the Foundry double's WFRP 4e
 * 9.6.4 — on the v14 profile only (skipped on dom). Each band counted by hand from test-wfrp4e.js computeResult: the
 * default SL is T's tens less the roll's; Degrees of Success |T − r| ÷ 10 rounded down; a pass on 1–5 at least +1.
 */
import { describe, expect, it } from "vitest";
import { setField } from "../../../../foundry-double/systems/wfrp4e/driver";
import { GM, ON_V13, PLAYER, actorOf, chanceLine, drawn, openTest, setSetting, useWfrp4eTable } from "./wfrp4e-world";
import { must } from "../../../kit";

describe.skipIf(ON_V13)("WFRP 4e's SL bands in the dialog", () => {
  const harness = useWfrp4eTable(PLAYER);

  it("Perception 45: SL +1 or more on 1–39 (39%), +2 on 1–29, +3 on 1–19, +4 on 1–9; +5 cannot happen", async () => {
    const { dialog } = await openTest(() => actorOf("hero").setupSkill("Perception"));
    expect(drawn(dialog.element).bands).toEqual({
      slAtLeast1: 0.39,
      slAtLeast2: 0.29,
      slAtLeast3: 0.19,
      slAtLeast4: 0.09,
    });
    // Easy (+40, T 85): 8 − tens ≥ 1 on 1–79, …, ≥ 6 on 1–29.
    await setField(dialog, "difficulty", "easy");
    expect(drawn(dialog.element).bands).toEqual({
      slAtLeast1: 0.79,
      slAtLeast2: 0.69,
      slAtLeast3: 0.59,
      slAtLeast4: 0.49,
      slAtLeast5: 0.39,
      slAtLeast6: 0.29,
    });
  });

  it("an SL bonus of +1 and a success bonus of +1 (the dialog's fields): a pass's SL is 4 − tens + 2", async () => {
    const { dialog } = await openTest(() =>
      actorOf("hero").setupSkill("Perception", { fields: { slBonus: 1, successBonus: 1 } }),
    );
    // A pass's SL is 4 − tens + 2: ≥ +2 on 1–45 (45%), ≥ +3 on 1–39, ≥ +4 on 1–29, ≥ +5 1–19, ≥ +6 1–9.
    expect(drawn(dialog.element).bands).toEqual({
      slAtLeast1: 0.45,
      slAtLeast2: 0.45,
      slAtLeast3: 0.39,
      slAtLeast4: 0.29,
      slAtLeast5: 0.19,
      slAtLeast6: 0.09,
    });
  });

  it("the world's SLMethod Degrees of Success: Perception 45, +1 or more on 1–35 (35%), +4 on 1–5", async () => {
    harness().foundry.setUser(GM);
    await setSetting("SLMethod", "dos");
    harness().foundry.setUser(PLAYER);
    const { dialog } = await openTest(() => actorOf("hero").setupSkill("Perception"));
    expect(drawn(dialog.element).bands).toEqual({
      slAtLeast1: 0.35,
      slAtLeast2: 0.25,
      slAtLeast3: 0.15,
      slAtLeast4: 0.05,
    });
  });

  it("the GM's orc, hideTestData on: no band in the player's dialog (each reads its target); the GM's", async () => {
    const mine = await openTest(() => actorOf("orc").setupSkill("Perception"));
    expect(drawn(mine.dialog.element).bands).toEqual({});
    harness().foundry.setUser(GM);
    const gm = await openTest(() => actorOf("orc").setupSkill("Perception"));
    // Perception 30: 3 − tens ≥ 1 on 1–29.
    expect(drawn(gm.dialog.element).bands).toEqual({ slAtLeast1: 0.29, slAtLeast2: 0.19, slAtLeast3: 0.09 });
  });
});

describe.skipIf(ON_V13)("WFRP 4e's SL bands on the test's message", () => {
  const harness = useWfrp4eTable(PLAYER);
  const BANDS = "SL +1 or more: 39.0%, SL +2 or more: 29.0%, SL +3 or more: 19.0%, SL +4 or more: 9.0%";
  const OUTCOMES = "Before the roll (Target 45): Success: 45.0%, Failure: 55.0%";

  it(
    "kept with the SL rules it was rolled with: a flag whose SL rules another than the message's own draws nothing; " +
      "a flag kept before them (no `sl`) draws the test without its bands",
    async () => {
      harness().foundry.scriptFaces([30]);
      await actorOf("hero").setupSkill("Perception", { skipDialog: true });
      const message = must(harness().foundry.messages.at(-1));
      expect(await chanceLine(harness, message)).toBe(`${OUTCOMES}, ${BANDS}`);
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      for (const [key, value] of [
        ["slBonus", 2],
        ["successBonus", 1],
        ["slMethod", "fast"],
        ["testAbove100", true],
      ] as const) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.sl.${key}`]: value });
        expect(await chanceLine(harness, message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
      }
      // A computed key: Foundry's deletion key is no field of the message's typed source.
      const withoutSl: string = "flags.indie-dice.systemRoll.kept.-=sl";
      await message.update({ [withoutSl]: null });
      expect(await chanceLine(harness, message)).toBe(OUTCOMES);
    },
  );

  it("the world's SLMethod changed since the roll: the message's old figures are not drawn", async () => {
    await actorOf("hero").setupSkill("Perception", { skipDialog: true });
    harness().foundry.setUser(GM);
    await setSetting("SLMethod", "fast");
    expect(await chanceLine(harness)).toBeNull();
  });
});
