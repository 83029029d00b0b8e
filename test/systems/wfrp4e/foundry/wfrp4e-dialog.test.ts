// @vitest-environment happy-dom
/**
 * WFRP 4e's roll dialog with Indie Dice's figures (src/systems/wfrp4e), in the Foundry double's WFRP 4e 9.6.4 on
 * warhammer-lib 3.3.2 — on the v14 profile only (warhammer-lib declares Foundry 14 its minimum; on dom these tests
 * are skipped). Every figure by hand (docs/systems-wfrp4e.md "The rules"): a d100 at or under T succeeds, 1–5 always,
 * 96–100 never; with a hit location a double at or under T is a critical, a double over it, a 99 or a 100 a fumble.
 */
import { describe, expect, it } from "vitest";
import { setField, submitRollDialog } from "../../../../foundry-double/systems/wfrp4e/driver";
import {
  GM,
  PLAYER,
  ON_V13,
  actorOf,
  drawn,
  openTest,
  setSetting,
  textBesideSelects,
  useWfrp4eTable,
} from "./wfrp4e-world";

describe.skipIf(ON_V13)("WFRP 4e's roll dialog, as the player", () => {
  const harness = useWfrp4eTable(PLAYER);
  const hero = () => actorOf("hero");

  it(
    "Perception 45 (Int 38 + 7), Challenging: 45%; Very Hard −30: " +
      "15%; Int chosen with a +10 modifier: 55%; outside any part",
    async () => {
      const { dialog, rolling } = await openTest(() => hero().setupSkill("Perception"));
      let shown = drawn(dialog.element);
      expect(shown.caption).toBe("Target 45: a d100 of 45 or less succeeds (1–5 always, 96–100 never)");
      expect(shown.rows).toEqual({ success: 0.45, failure: 0.55 });
      expect(shown.chip).toBe(0.45);
      expect(shown.inPart).toBe(false);

      await setField(dialog, "difficulty", "vhard");
      expect(drawn(dialog.element).rows).toEqual({ success: 0.15, failure: 0.85 });
      await setField(dialog, "difficulty", "challenging");
      await setField(dialog, "modifier", "10");
      shown = drawn(dialog.element);
      expect(shown.rows).toEqual({ success: 0.55, failure: 0.45 });
      expect([shown.panels, shown.inPart]).toEqual([1, false]);

      // WS chosen instead: WS 35 + 7 advances + 10 = 52, and a WS-based test names no hit location here (a skill's
      // hit location is set by its own characteristic at setup), so still no critical.
      await setField(dialog, "characteristic", "ws");
      expect(drawn(dialog.element).rows).toEqual({ success: 0.52, failure: 0.48 });

      harness().foundry.scriptFaces([30]);
      await submitRollDialog(dialog);
      await rolling;
      const message = harness().foundry.messages.at(-1);
      const result: unknown = Reflect.get(Object(Reflect.get(Object(message?.system), "testData")), "result");
      expect([message?.type, Reflect.get(Object(result), "target"), Reflect.get(Object(result), "outcome")]).toEqual([
        "test",
        52,
        "success",
      ]);
    },
  );

  it(
    "Melee (Basic) 50 (WS 35 + 15), a hit location: " +
      "critical 11…44 4%, fumble 55…88, 99, 100 6%; Easy +40: T 90, 8% and 2%",
    async () => {
      const { dialog } = await openTest(() => hero().setupSkill("Melee (Basic)"));
      expect(drawn(dialog.element).rows).toEqual({ success: 0.5, failure: 0.5, critical: 0.04, fumble: 0.06 });
      await setField(dialog, "difficulty", "easy");
      expect(drawn(dialog.element).rows).toEqual({ success: 0.9, failure: 0.1, critical: 0.08, fumble: 0.02 });
      await setField(dialog, "hitLocation", "none");
      expect(drawn(dialog.element).rows).toEqual({ success: 0.9, failure: 0.1 });
    },
  );

  it(
    "advantage 2 adds +20 on top of the typed modifier " + "(autoFillAdvantage, 10 a point): Int 38 + 5 + 20 = 63%",
    async () => {
      await hero().update({ "system.status.advantage.value": 2 });
      const { dialog } = await openTest(() => hero().setupCharacteristic("int"));
      expect(drawn(dialog.element).rows).toEqual({ success: 0.58, failure: 0.42 });
      await setField(dialog, "modifier", "5");
      expect(drawn(dialog.element).rows).toEqual({ success: 0.63, failure: 0.37 });
    },
  );

  it("the difficulty select names each difficulty as the system does (difficultyLabels, localized)", async () => {
    const { dialog } = await openTest(() => hero().setupSkill("Perception"));
    const select = dialog.element.querySelector<HTMLSelectElement>('select[name="difficulty"]');
    expect([...(select?.options ?? [])].map((option) => [option.value, option.text])).toEqual([
      ["veasy", "Very Easy (+60)"],
      ["easy", "Easy (+40)"],
      ["average", "Average (+20)"],
      ["challenging", "Challenging (+0)"],
      ["difficult", "Difficult (-10)"],
      ["hard", "Hard (-20)"],
      ["vhard", "Very Hard (-30)"],
    ]);
    expect(select?.value).toBe("challenging");
  });

  it("the GM's orc, hideTestData on (its default): no figure from its target for the player", async () => {
    const { dialog } = await openTest(() => actorOf("orc").setupSkill("Perception"));
    const shown = drawn(dialog.element);
    expect(shown.rows).toEqual({});
    expect(shown.chip).toBeNull();
    expect(textBesideSelects(dialog.element)).not.toContain("30");
  });
});

describe.skipIf(ON_V13)("WFRP 4e's roll dialog, as the GM", () => {
  useWfrp4eTable(GM);

  it("the orc's Perception 30: 30%; with automaticSuccess 10 and a Very Hard test (T 0): 10%", async () => {
    const { dialog } = await openTest(() => actorOf("orc").setupSkill("Perception"));
    expect(drawn(dialog.element).rows).toEqual({ success: 0.3, failure: 0.7 });
    await setSetting("automaticSuccess", 10);
    await setField(dialog, "difficulty", "vhard");
    expect(drawn(dialog.element).rows).toEqual({ success: 0.1, failure: 0.9 });
  });

  it("criticalsFumblesOnAllTests: a Perception test (no hit location) names criticals and fumbles too", async () => {
    await setSetting("criticalsFumblesOnAllTests", true);
    const { dialog } = await openTest(() => actorOf("orc").setupSkill("Perception"));
    expect(drawn(dialog.element).rows).toEqual({ success: 0.3, failure: 0.7, critical: 0.02, fumble: 0.08 });
  });
});

describe.skipIf(ON_V13)("WFRP 4e's weapon, trait and prayer dialogs", () => {
  const harness = useWfrp4eTable(PLAYER);
  const hero = () => actorOf("hero");

  it(
    "the hand weapon (Melee (Basic) 50): 50%, critical 4%, fumble 6%; " +
      "a called shot to the head (−20, T 30): 30%, 2%, 8%",
    async () => {
      const { dialog } = await openTest(() => hero().setupWeapon("Hand Weapon"));
      expect(drawn(dialog.element).rows).toEqual({ success: 0.5, failure: 0.5, critical: 0.04, fumble: 0.06 });
      await setField(dialog, "hitLocation", "head");
      expect(drawn(dialog.element).rows).toEqual({ success: 0.3, failure: 0.7, critical: 0.02, fumble: 0.08 });
      // No hit location: the attack's own criticals and fumbles stay (attack-test.js computeProperties), T 50 again.
      await setField(dialog, "hitLocation", "none");
      expect(drawn(dialog.element).rows).toEqual({ success: 0.5, failure: 0.5, critical: 0.04, fumble: 0.06 });
    },
  );

  it(
    "the spear (Impale; Melee (Polearm) not hers: WS 35): " +
      "critical 11, 22, 33 and 10, 20, 30 = 6%, fumble 44…88, 99, 100 = 7%",
    async () => {
      const { dialog } = await openTest(() => hero().setupWeapon("Spear"));
      expect(drawn(dialog.element).rows).toEqual({ success: 0.35, failure: 0.65, critical: 0.06, fumble: 0.07 });
    },
  );

  it(
    "the pistol (Dangerous; Ranged (Blackpowder) not hers: BS 30): " +
      "fumble on a failure with a 9 (16), a double (6) or 100: 23%",
    async () => {
      const { dialog, rolling } = await openTest(() => hero().setupWeapon("Pistol"));
      expect(drawn(dialog.element).rows).toEqual({ success: 0.3, failure: 0.7, critical: 0.02, fumble: 0.23 });
      harness().foundry.scriptFaces([49]);
      await submitRollDialog(dialog);
      await rolling;
      const result: unknown = Reflect.get(
        Object(Reflect.get(Object(harness().foundry.messages.at(-1)?.system), "testData")),
        "result",
      );
      expect([Reflect.get(Object(result), "outcome"), Reflect.get(Object(result), "fumble")]).toEqual([
        "failure",
        "Fumble",
      ]);
    },
  );

  it(
    "Blessing of Battle (Pray 40, Sin 2): " +
      "40%, wrath on a units digit of 1 or 2 (20) or a failed 44…99 double (6): 26%",
    async () => {
      const { dialog } = await openTest(() => hero().setupPrayer("Blessing of Battle"));
      expect(drawn(dialog.element).rows).toEqual({ success: 0.4, failure: 0.6, wrath: 0.26 });
      await setField(dialog, "difficulty", "average");
      // T 60: units 1, 2 (20) and the failed 66, 77, 88, 99 (4).
      expect(drawn(dialog.element).rows).toEqual({ success: 0.6, failure: 0.4, wrath: 0.24 });
    },
  );
});

describe.skipIf(ON_V13)("WFRP 4e's trait dialog, as the GM", () => {
  useWfrp4eTable(GM);

  it("the orc's Bite (WS 41, a hit location): 41%, critical 11, 22, 33 3%, fumble 44…88, 99, 100 7%", async () => {
    const { dialog } = await openTest(() => actorOf("orc").setupTrait("Bite"));
    expect(drawn(dialog.element).rows).toEqual({ success: 0.41, failure: 0.59, critical: 0.03, fumble: 0.07 });
  });
});
