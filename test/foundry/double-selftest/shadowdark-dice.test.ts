/**
 * The double's Shadowdark dice against Shadowdark's own code (Muttley/foundryvtt-shadowdark cf357e3, release 4.0.4,
 * on both Foundry profiles): dice.mjs's applyAdvantage and setRollTarget, RollSD.mjs's success and criticals, a check
 * link's DC (RequestCheckSD.mjs, a string), and a check rolled without the dialog (_ActorBaseSD.mjs rollStatCheck,
 * dice.mjs rollFromConfig, ChatSD.mjs). Every figure is worked by hand from the scripted faces.
 */
import { describe, expect, it } from "vitest";
import {
  PLAYER,
  PROFILES,
  globals,
  heroModel,
  mainRollOf,
  rollConfigOf,
  useShadowdarkWorld,
} from "./shadowdark-helpers";
import { checkLinkEvent } from "../../../foundry-double/systems/shadowdark/driver";
import { RequestCheckSD, RollSD } from "../../../foundry-double/systems/shadowdark/index";
import { applyAdvantage, setRollTarget, type RollConfig } from "../../../foundry-double/systems/shadowdark/dice/dice";
import { g } from "./helpers";
import { must } from "../../kit";

describe.each(PROFILES)("Shadowdark dice on the v%i profile", (generation) => {
  const world = useShadowdarkWorld(generation);

  it("registers RollSD and its settings, and shapes game.system as release 4.0.4", () => {
    expect(g().CONFIG.Dice.rolls).toEqual([RollSD]);
    const { game } = globals();
    expect([game.system.id, game.system.version]).toEqual(["shadowdark", "4.0.4"]);
    expect((globalThis as { shadowdark?: unknown }).shadowdark).toBe(game.system);
    expect(
      ["enableTargeting", "rollDamage", "useMomentumMode"].map((key) => game.settings.get("shadowdark", key)),
    ).toEqual([true, true, false]);
  });

  it("applyAdvantage turns the formula's leading die into two, keeping the higher or the lower; nothing else", () => {
    expect(applyAdvantage("d20 + 3", 1)).toBe("2d20kh + 3");
    expect(applyAdvantage("1d20 + 3", -1)).toBe("2d20kl + 3");
    expect(applyAdvantage("3d6 + 1d20", 2)).toBe("2d6kh + 1d20");
    expect(applyAdvantage("d20 + 3", 0)).toBe("d20 + 3");
    expect(applyAdvantage(" d20 + 3", 1)).toBe(" d20 + 3");
    expect(applyAdvantage("2 + d20", 1)).toBe("2 + d20");
  });

  it(
    "RollSD: success is the total against the DC " + "(a string compares as its number), criticals read the first die",
    async () => {
      world.handle.scriptFaces([20, 4, 20, 1, 19, 19]);
      const advantage = await new RollSD("2d20kh + 3", {}, { dc: "12", canCritical: true }).evaluate();
      // 20 kept: 23 ≥ 12, a natural 20 (the d20's faces by default).
      expect([advantage.total, advantage.success, advantage.criticalSuccess, advantage.criticalFailure]).toEqual([
        23,
        true,
        true,
        false,
      ]);
      const short = await new RollSD("d20 - 5", {}, { dc: 18, canCritical: true }).evaluate();
      // A natural 20 short of the DC is no success: 15 < 18.
      expect([short.total, short.success, short.criticalSuccess]).toEqual([15, false, true]);
      expect(await short.render()).toContain('<div class="dice-success">Critical success</div>');
      const fumble = await new RollSD("d20 + 9", {}, { dc: 10, canCritical: true }).evaluate();
      expect([fumble.total, fumble.success, fumble.criticalFailure]).toEqual([10, true, true]);
      const threshold = await new RollSD("d20", {}, { canCritical: true, criticalSuccessAt: 19 }).evaluate();
      expect([threshold.success, threshold.criticalSuccess]).toEqual([null, true]);
      const never = await new RollSD("d20", {}, { dc: 5, criticalSuccessAt: 19 }).evaluate();
      expect([never.success, never.criticalSuccess, never.criticalFailure]).toEqual([true, null, null]);
      expect(new RollSD("d20", {}, { dc: 5 }).success).toBeNull();
    },
  );

  it(
    "setRollTarget: with targeting on, the first target's token and AC, " + "unless the config has them; off, nothing",
    () => {
      world.handle.targetTokens(["goblinToken"]);
      const targeted: RollConfig = {};
      setRollTarget(targeted);
      expect([targeted.targetUuid, targeted.mainRoll?.dc]).toEqual(["Scene.scene.Token.goblinToken", 12]);
      const given: RollConfig = { mainRoll: { dc: 15 } };
      setRollTarget(given);
      expect(given.mainRoll?.dc).toBe(15);
      void globals().game.settings.set("shadowdark", "enableTargeting", false);
      const off: RollConfig = {};
      setRollTarget(off);
      expect(off).toEqual({});
    },
  );

  it(
    "a check link's DC is its text; " +
      "Shift rolls without the dialog, and so does Alt, whose advantage the check's config then overwrites",
    async () => {
      world.handle.setUser(PLAYER);
      const checks: RollConfig[] = [];
      globals().Hooks.on("SD-Stat-Check", (config: RollConfig) => void checks.push(config));
      world.handle.scriptFaces([9]);
      await RequestCheckSD.checkHandler(checkLinkEvent("12", "DEX", { shift: true }));
      world.handle.scriptFaces([4]);
      // RequestCheckSD sets `mainRoll.advantage = 1`; _generateStatCheckConfig then sets it from the effects (0).
      await RequestCheckSD.checkHandler(checkLinkEvent("12", "DEX", { alt: true }));
      expect(
        checks.map((config) => [
          config.type,
          config.mainRoll?.dc,
          config.mainRoll?.advantage,
          config.mainRoll?.formula,
        ]),
      ).toEqual([
        ["check", "12", 0, "d20 + 3"],
        ["check", "12", 0, "d20 + 3"],
      ]);
      const [normal, alt] = world.handle.messages;
      const rolls = [must(normal), must(alt)].map(mainRollOf);
      // 9 + 3 = 12 ≥ "12"; 4 + 3 = 7 < 12.
      expect(rolls.map((roll) => [roll.formula, roll.total, roll.success, roll.options.canCritical])).toEqual([
        ["1d20 + 3", 12, true, true],
        ["1d20 + 3", 7, false, true],
      ]);
      expect(must(normal).content).toContain('<div class="dice-success">Success</div>');
      expect(must(normal).flavor).toBe("Dexterity check");
      expect(rollConfigOf(must(normal)).situational).toEqual(["Actor.hero.ActiveEffect.nimble"]);
      expect(heroModel().abilities.dex.mod).toBe(3);
    },
  );
});
