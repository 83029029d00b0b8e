// @vitest-environment happy-dom
/**
 * WFRP 4e's spell tests with Indie Dice's figures (src/systems/wfrp4e/core/wfrp4e-spells.ts) in the Foundry double's
 * WFRP 4e 9.6.4 — on the v14 profile only (skipped on dom). Every figure by hand (docs/systems-wfrp4e.md "Spells"):
 * SL = the target's tens less the roll's; a cast needs SL ≥ CN, 0 once channelled to it; a passed double under it is
 * Total Power, over it a Critical Cast; overcasts (SL − CN) ÷ 2; a failed double or 100 a miscast.
 */
import { describe, expect, it } from "vitest";
import { setField, submitRollDialog } from "../../../../foundry-double/systems/wfrp4e/driver";
import {
  GM,
  ON_V13,
  PLAYER,
  actorOf,
  chanceLine,
  drawn,
  openTest,
  setSetting,
  textBesideSelects,
  useWfrp4eTable,
} from "./wfrp4e-world";
import { must, renderedElement } from "../../../kit";

// Dart, T 45 (Language (Magick) 45), CN 2: cast on SL ≥ 2 (1–29) and by Total Power on 33, 44; Critical Cast 11, 22;
// overcast on SL ≥ 4 (1–9); a minor miscast on each double 11–99 and the 100.
const DART = {
  cast: 0.31,
  notCast: 0.69,
  criticalCast: 0.02,
  totalPower: 0.02,
  overcast: 0.09,
  minorMiscast: 0.1,
  // No major miscast can happen here: no row is drawn for it (docs/systems.md).
};
const DART_LINE =
  "Before the roll (Target 45): Cast: 31.0%, Not cast: 69.0%, Critical Cast: " +
  "2.0%, Total Power: 2.0%, Overcast: 9.0%, Minor Miscast: 10.0%";

describe.skipIf(ON_V13)("WFRP 4e's spell dialogs, as the player", () => {
  const harness = useWfrp4eTable(PLAYER);
  const hero = () => actorOf("hero");

  it(
    "casting Dart: T 45 against CN 2; " +
      "a malignant influence adds the 8s (minor 18%, the 88 major 1%); Hard −20: T 25, cast 22%",
    async () => {
      const { dialog } = await openTest(() => hero().setupCast("Dart"));
      let shown = drawn(dialog.element);
      expect(shown.caption).toBe(
        "Target 45: the test's SL against the spell's Casting Number (scripts run as it rolls are not counted)",
      );
      expect(shown.rows).toEqual(DART);
      expect(shown.chip).toBe(0.31);
      const influence = must(dialog.element.querySelector<HTMLInputElement>('[name="malignantInfluence"]'));
      influence.checked = true;
      await setField(dialog, "malignantInfluence", "on");
      expect(drawn(dialog.element).rows).toMatchObject({ minorMiscast: 0.18, majorMiscast: 0.01 });
      // Hard: T 25, SL 2 − tens: cast on 1–9 (SL 2) and by Total Power on 11, 22 (SL 1, 0): 11; Critical Cast none.
      await setField(dialog, "difficulty", "hard");
      shown = drawn(dialog.element);
      expect([shown.rows.cast, shown.rows.criticalCast, shown.rows.totalPower, shown.panels, shown.inPart]).toEqual([
        0.11,
        undefined, // Critical Cast cannot happen at T 25: no row
        0.02,
        1,
        false,
      ]);
    },
  );

  it(
    "channelling Flame (CN 3 unmemorized: 6) with SL 4 channelled: " +
      "T 40, the CN reached 30%; a 15 (+3) carries SL 6 to the cast: CN 0",
    async () => {
      must(hero().items.get("flame")).system.cn.SL = 4;
      const channelling = await openTest(() => hero().setupChannell("Flame"));
      expect(drawn(channelling.dialog.element).rows).toEqual({
        success: 0.4,
        failure: 0.6,
        criticalChannel: 0.03,
        ready: 0.3,
        minorMiscast: 0.03,
        majorMiscast: 0.12,
      });
      harness().foundry.scriptFaces([15]);
      await submitRollDialog(channelling.dialog);
      await channelling.rolling;
      expect(must(hero().items.get("flame")).system.cn.SL).toBe(6);
      // Cast at T 45 with CN 0: every pass casts; the doubles 11–44 are Critical Casts; overcast on SL ≥ 2 (1–29); a
      // failed cast with channelled SL miscasts, a failed double or the 100 twice (major 6%), critical casts once.
      const casting = await openTest(() => hero().setupCast("Flame"));
      expect(drawn(casting.dialog.element).rows).toEqual({
        cast: 0.45,
        notCast: 0.55,
        criticalCast: 0.04,
        overcast: 0.29,
        minorMiscast: 0.53,
        majorMiscast: 0.06,
      });
    },
  );

  it(
    "Bolt, a spell with damage, has a hit location (the dialog offers no field to change it): " +
      "its card names every test's Fumble too (55–88, 99, 100: 6%)",
    async () => {
      const { dialog, rolling } = await openTest(() => hero().setupCast("Bolt"));
      expect(drawn(dialog.element).rows).toEqual({ ...DART, fumble: 0.06 });
      await submitRollDialog(dialog);
      await rolling;
      expect(await chanceLine(harness)).toBe(`${DART_LINE.replace("Overcast: 9.0%", "Overcast: 9.0%, Fumble: 6.0%")}`);
    },
  );

  it("the GM's orc casting Curse, hideTestData on: no figure from its target for the player", async () => {
    const { dialog } = await openTest(() => actorOf("orc").setupCast("Curse"));
    expect(drawn(dialog.element).rows).toEqual({});
    expect(textBesideSelects(dialog.element)).not.toContain("30");
  });

  it(
    "a cast's message keeps its figures, read from its own testData (the spell's data as cast); " +
      "a forged flag draws nothing",
    async () => {
      await hero().setupCast("Dart", { skipDialog: true });
      const message = must(harness().foundry.messages.at(-1));
      expect(await chanceLine(harness)).toBe(DART_LINE);
      const honest: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
      for (const [key, value] of [
        ["magic.cn", 1],
        ["magic.channelled", 2],
        ["magic.ingredient", true],
        ["target", 60],
      ] as const) {
        await message.update({ [`flags.indie-dice.systemRoll.kept.${key}`]: value });
        expect(await chanceLine(harness, message), key).toBeNull();
        await message.update({ flags: { "indie-dice": { systemRoll: honest } } });
        expect(await chanceLine(harness, message), `${key} set back`).toBe(DART_LINE);
      }
      harness().foundry.setUser(GM);
      expect(await chanceLine(harness, message)).toBe(DART_LINE);
    },
  );

  it("a cast with an ingredient assigned (which it may use up): no miscast rows kept, and it says so", async () => {
    must(hero().items.get("dart")).system.currentIng.value = "mandrake";
    await hero().setupCast("Dart", { skipDialog: true });
    expect(await chanceLine(harness)).toBe(DART_LINE.replace(", Minor Miscast: 10.0%", ""));
    const html = renderedElement(await harness().foundry.renderMessage(must(harness().foundry.messages.at(-1))));
    expect(html.querySelector(".indie-dice-system-unkept")?.textContent).toBe(
      "Not kept: the miscasts — the spell's ingredient may have been used up since.",
    );
  });

  it(
    "the GM's orc casting Curse (Int 30, CN 2) without a dialog: " +
      "the GM reads its figures, the player nothing (hideTestData)",
    async () => {
      harness().foundry.setUser(GM);
      await actorOf("orc").setupCast("Curse", { skipDialog: true });
      // SL 3 − tens ≥ 2 on 1–19; the passed double 22 (SL 1) by Total Power; 11 a Critical Cast; overcast SL ≥ 4: none.
      expect(await chanceLine(harness)).toBe(
        "Before the roll (Target 30): Cast: 20.0%, Not cast: 80.0%, Critical Cast: " +
          "1.0%, Total Power: 1.0%, Minor Miscast: 10.0%",
      );
      harness().foundry.setUser(PLAYER);
      expect(await chanceLine(harness)).toBeNull();
    },
  );

  it(
    "a channel's message keeps success, failure, Critical Channel and miscasts, " +
      "not the CN reached (the test has moved the SL), and its line says so",
    async () => {
      await hero().setupChannell("Flame", { skipDialog: true });
      expect(await chanceLine(harness)).toBe(
        "Before the roll (Target 40): Success: 40.0%, Failure: " +
          "60.0%, Critical Channel: 3.0%, Minor Miscast: 3.0%, Major Miscast: 12.0%",
      );
      const html = renderedElement(await harness().foundry.renderMessage(must(harness().foundry.messages.at(-1))));
      expect(html.querySelector(".indie-dice-system-unkept")?.textContent).toBe(
        "Not kept: the CN reached — this channel has already moved the spell's channelled SL.",
      );
    },
  );
});

describe.skipIf(ON_V13)("WFRP 4e's spell dialogs and advantage", () => {
  useWfrp4eTable(PLAYER);

  it(
    "advantage 2 (+20 with autoFillAdvantage) counts in a cast (T 65: " +
      "1–49 cast, 55 by Total Power) but not in a channel (T 40)",
    async () => {
      await actorOf("hero").update({ "system.status.advantage.value": 2 });
      const casting = await openTest(() => actorOf("hero").setupCast("Dart"));
      // T 65, SL 6 − tens ≥ 2 on 1–49; the passed doubles 55 (SL 1) by Total Power, 11–44 Critical Casts.
      expect(drawn(casting.dialog.element).rows).toMatchObject({ cast: 0.5, criticalCast: 0.04, totalPower: 0.01 });
      const channelling = await openTest(() => actorOf("hero").setupChannell("Dart"));
      expect(drawn(channelling.dialog.element).rows).toMatchObject({ success: 0.4, failure: 0.6 });
    },
  );
});

describe.skipIf(ON_V13)("WFRP 4e's spell dialogs under the Winds of Magic rules, as the GM", () => {
  useWfrp4eTable(GM);

  it(
    "useWoMChannelling: a failed 10s no longer miscasts and a fumble only once " +
      "(minor 44–99's doubles, 100, and 11–33: 10%); a Critical Channel adds the WP bonus 3",
    async () => {
      await setSetting("useWoMChannelling", true);
      must(actorOf("hero").items.get("flame")).system.cn.SL = 4;
      const { dialog } = await openTest(() => actorOf("hero").setupChannell("Flame"));
      // CN reached: 4 + SL ≥ 6 on 1–29, and the critical 33 (SL 1 + WP bonus 3 = 4: 8): 30%.
      expect(drawn(dialog.element).rows).toEqual({
        success: 0.4,
        failure: 0.6,
        criticalChannel: 0.03,
        ready: 0.3,
        minorMiscast: 0.1,
      });
    },
  );
});
