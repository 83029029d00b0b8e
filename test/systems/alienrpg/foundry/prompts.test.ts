// @vitest-environment happy-dom
/**
 * Alien RPG's prompts with Indie Dice's figures (src/systems/alienrpg/, docs/systems-alienrpg.md), in the Foundry
 * double playing Alien RPG 4.0.5 — v13 only (the system declares 13 its maximum) — as the GM and as a player. By
 * hand: 4 base and 2 stress dice succeed unless all six show no six, 1 − (5/6)^6 = 31031/46656 = 66.5%; a one on
 * either stress die is panic, 1 − (5/6)² = 11/36 = 30.6%; success without panic (5/6)² − (5/6)^4 (4/6)² =
 * 22400/46656 = 48.0%; two sixes or more 1 − (15625 + 18750)/46656 = 12281/46656 = 26.3% (no six: 5^6; one: 6·5^5);
 * three or more 1 − (15625 + 18750 + 9375)/46656 = 2906/46656 = 6.2% (two: 15·5^4).
 */
import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../../../foundry-double/profile";
import {
  clickAbility,
  clickWeapon,
  nextPrompt,
  pressButton,
  rollDataset,
  toggleStress,
  typeInto,
} from "../../../../foundry-double/systems/alienrpg/driver";
import { PLAYER, actor, drawnRows, useAlienTable } from "./alien-world";
import { must } from "../../../kit";

/** Opens the prompt a click makes, and the promise of the roll. */
async function open(click: () => Promise<unknown>) {
  const opened = nextPrompt();
  const rolling = click();
  return { app: await opened, rolling };
}

// Alien RPG 4.0.5 declares Foundry 13 its maximum (system.json:19-21): no v14 world runs it, so the v14 profile skips.
describe.skipIf(defaultGeneration() === 14)("Alien RPG's prompts", () => {
  const harness = useAlienTable();

  it(
    "the GM right-clicks Ripley's Comtech (4, stress 2): " +
      "4db+2ds's figures, live as the modifiers are typed; the roll is 4db+2ds",
    async () => {
      const ripley = actor("ripley");
      const { app, rolling } = await open(() =>
        clickAbility(ripley, rollDataset(ripley, "skill", "comtech", "Comtech"), 2),
      );
      // The column names the pool its figures describe (issue 82).
      expect(drawnRows(app.element).rows).toEqual([
        ["", "Base dice: 4, stress dice: 2"],
        ["Success (a six)", "66.5%"],
        ["Success without panic", "48.0%"],
        ["Panic (a one on a stress die)", "30.6%"],
        ["Two sixes or more", "26.3%"],
        ["Three sixes or more", "6.2%"],
      ]);
      // Comtech 4 − 3 = 1 base die, stress 2 + 1 = 3 → 1db+3ds: 1 − (5/6)^4 = 51.8%.
      typeInto(app, "modifier", "-3");
      typeInto(app, "stressMod", "1");
      expect(must(drawnRows(app.element).rows[1])[1]).toBe("51.8%");
      // −5: the negative base die eats a stress die: 0db+2ds, success 1 − (5/6)² = 30.6%.
      typeInto(app, "modifier", "-5");
      expect(must(drawnRows(app.element).rows[1])[1]).toBe("30.6%");
      // −6: r1 = −2 eats two of the three stress dice: 0db+1ds (worked example 3), 1/6 = 16.7% for each of the three.
      typeInto(app, "modifier", "-6");
      expect(
        drawnRows(app.element)
          .rows.slice(1, 4)
          .map((row) => row[1]),
      ).toEqual(["16.7%", "16.7%", "16.7%"]);
      // −7: r1 = −3 eats all three stress dice; the system says "No Dice to Roll" and rolls nothing: the panel says so
      // in words, in place of the figures (issue 82), not stale figures and not nothing.
      typeInto(app, "modifier", "-7");
      expect(drawnRows(app.element)).toEqual({ rows: [], panels: 1 });
      expect(app.element.querySelector(".indie-dice-system-odds")?.textContent).toBe(
        "No exact chance for this roll: no dice are left to roll, so the system rolls none.",
      );
      typeInto(app, "modifier", "0");
      typeInto(app, "stressMod", "0");
      expect(drawnRows(app.element).panels).toBe(1);
      harness().foundry.scriptFaces([6, 2, 3, 4, 5, 1]);
      pressButton(app, "Roll");
      await rolling;
      // rollAbilityMod goes on to abilityRoll without awaiting it: the message follows a few turns later.
      await vi_wait(() => harness().foundry.messages.length > 0);
      expect(must(must(harness().foundry.messages.at(-1)).rolls[0]).formula).toBe("4db + 2ds");
    },
  );

  it("the player right-clicks her own Comtech: the same figures — a player's own pool is no secret", async () => {
    harness().foundry.setUser(PLAYER);
    const ripley = actor("ripley");
    const { app } = await open(() => clickAbility(ripley, rollDataset(ripley, "skill", "comtech", "Comtech"), 2));
    expect(must(drawnRows(app.element).rows[1])[1]).toBe("66.5%");
    pressButton(app, "Cancel");
  });

  it(
    "an attribute's left-click asks only for stress: " +
      "Strength 4 with stress 2, 66.5%; unchecked, 4db alone, 1 − (5/6)^4 = 51.8%",
    async () => {
      const ripley = actor("ripley");
      const { app } = await open(() =>
        clickAbility(ripley, rollDataset(ripley, "attribute", "strength", "Strength"), 0),
      );
      expect(must(drawnRows(app.element).rows[1])[1]).toBe("66.5%");
      toggleStress(app);
      expect(drawnRows(app.element).rows).toEqual([
        ["", "Base dice: 4, stress dice: 0"],
        ["Success (a six)", "51.8%"],
        ["Two sixes or more", "13.2%"],
        ["Three sixes or more", "1.6%"],
      ]);
      pressButton(app, "Cancel");
    },
  );

  it(
    "an attribute's right-click asks twice: the modifier prompt (Strength 4 − 1, stress 2: " +
      "59.8%), then the stress prompt with that modifier kept",
    async () => {
      const ripley = actor("ripley");
      const { app, rolling } = await open(() =>
        clickAbility(ripley, rollDataset(ripley, "attribute", "strength", "Strength"), 2),
      );
      typeInto(app, "modifier", "-1");
      // 3db+2ds: 1 − (5/6)^5 = 59.8%.
      expect(must(drawnRows(app.element).rows[1])[1]).toBe("59.8%");
      const next = nextPrompt();
      pressButton(app, "Roll");
      await rolling;
      const stressPrompt = await next;
      expect(must(drawnRows(stressPrompt.element).rows[1])[1]).toBe("59.8%");
      // Without stress dice: 3db, 1 − (5/6)³ = 42.1%.
      toggleStress(stressPrompt);
      expect(must(drawnRows(stressPrompt.element).rows[1])[1]).toBe("42.1%");
      pressButton(stressPrompt, "Cancel");
    },
  );

  it("a player's hostile actor (Burke): no figure for the player; the GM sees them", async () => {
    harness().foundry.setUser(PLAYER);
    const burke = actor("burke");
    const first = await open(() => clickAbility(burke, rollDataset(burke, "skill", "manipulation", "Manipulation"), 2));
    expect(drawnRows(first.app.element).panels).toBe(0);
    pressButton(first.app, "Cancel");
    harness().foundry.setUser("gmUser0000000000");
    const second = await open(() =>
      clickAbility(burke, rollDataset(burke, "skill", "manipulation", "Manipulation"), 2),
    );
    // 3db+1ds: 1 − (5/6)^4 = 51.8%.
    expect(must(drawnRows(second.app.element).rows[1])[1]).toBe("51.8%");
    pressButton(second.app, "Cancel");
  });

  it(
    "a DialogV2 no observed call opened — another module's, with a `modifier` input too " +
      "— draws nothing; nor one after a prompt was cancelled",
    async () => {
      const ripley = actor("ripley");
      const first = await open(() => clickAbility(ripley, rollDataset(ripley, "skill", "comtech", "Comtech"), 2));
      pressButton(first.app, "Cancel");
      await first.rolling;
      const other = nextPrompt();
      const content = '<div class="form-group"><input type="text" name="modifier" value="0"></div>';
      const waiting = foundry.applications.api.DialogV2.wait({
        window: { title: "Another" },
        content,
        buttons: [{ action: "ok", label: "OK" }],
      });
      const app = await other;
      expect(drawnRows(app.element).panels).toBe(0);
      typeInto(app, "modifier", "2");
      expect(drawnRows(app.element).panels).toBe(0);
      pressButton(app, "OK");
      await waiting;
    },
  );

  it(
    "an evolved ranged attack (left-click on the pistol): " +
      "range, aim and the weapon's own range read live; Engaged still Ranged Combat",
    async () => {
      harness().foundry.setUser(PLAYER);
      const { app, rolling } = await open(() => clickWeapon(actor("ripley"), "pistol", 0));
      const success = () => must(drawnRows(app.element).rows[1])[1];
      // Engaged (1), a band short of the minimum range 2: 3 + 1 − 2 = 2 base dice, 2 stress: 1 − (5/6)^4 = 51.8%.
      expect(success()).toBe("51.8%");
      const choose = (name: string, value: string) => {
        const select = must(app.element.querySelector<HTMLSelectElement>(`select[name="${name}"]`));
        select.value = value;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      };
      // Short (2): 4db+2ds, 66.5%; careful aim +2: 6db+2ds, 1 − (5/6)^8 = 76.7%; partial cover −2: 66.5% again.
      choose("rangeChoice", "2");
      expect(success()).toBe("66.5%");
      must(app.element.querySelector<HTMLInputElement>('input[name="carefullaim"]')).click();
      expect(success()).toBe("76.7%");
      choose("targetCover", "-2");
      expect(success()).toBe("66.5%");
      // Long (4), past the pistol's range 3: the system warns and rolls nothing — no figures.
      choose("rangeChoice", "4");
      expect(drawnRows(app.element).panels).toBe(0);
      choose("rangeChoice", "3");
      choose("targetCover", "0");
      pressButton(app, "Roll");
      await rolling;
      expect(must(must(harness().foundry.messages.at(-1)).rolls[0]).formula).toBe("6db + 2ds");
    },
  );

  it(
    "the GM's Xeno: its claws' prompt has no stress field — " +
      "Close Combat 5 + 1 = 6db, 1 − (5/6)^6 = 66.5%, no panic row",
    async () => {
      const { app } = await open(() => clickWeapon(actor("xeno"), "claws", 2));
      expect(drawnRows(app.element).rows.map((row) => row[0])).toEqual([
        "",
        "Success (a six)",
        "Two sixes or more",
        "Three sixes or more",
      ]);
      expect(must(drawnRows(app.element).rows[1])[1]).toBe("66.5%");
      typeInto(app, "modifier", "-5");
      expect(must(drawnRows(app.element).rows[1])[1]).toBe("16.7%");
      pressButton(app, "Cancel");
    },
  );
});

async function vi_wait(done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
