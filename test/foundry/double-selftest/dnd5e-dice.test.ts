/**
 * The double's dnd5e dice and roll workflow against dnd5e's own code (foundryvtt/dnd5e 965ad2d = 5.3.3, c83a613 =
 * 6.0.0): BasicDie's adv/dis (basic-die.mjs), D20Die and D20Roll#configureModifiers (d20-die.mjs, d20-roll.mjs),
 * BasicRoll's build workflow without a dialog (basic-roll.mjs), the actor's and the attack's roll configurations
 * (actor.mjs, activity/attack.mjs) and the chat's secrecy rules (chat-message.mjs), on both Foundry profiles. Every
 * figure is worked by hand from the scripted faces.
 */
import { describe, expect, it } from "vitest";
import { PROFILES, globals, hero, recordHooks, useDnd5eWorld } from "./dnd5e-helpers";
import { dnd5eAttackActivity, rollEvent } from "../../../foundry-double/systems/dnd5e/driver";
import {
  BasicDie,
  BasicRoll,
  D20Die,
  D20Roll,
  attackHits,
  attackVisibility,
  shouldDisplayChallenge,
} from "../../../foundry-double/systems/dnd5e/index";
import type { DiceTermResult } from "../../../foundry-double/dice/terms/types";
import { g } from "./helpers";
import { must, record } from "../../kit";

type Flags = { halflingLucky?: boolean; elvenAccuracy?: boolean; reliableTalent?: boolean };

const results = (roll: { dice: { results: DiceTermResult[] }[] }) =>
  must(roll.dice[0]).results.map(({ result, active }) => [result, active]);

/** A d20 roll as D20Roll.fromConfig builds it from one roll config, with the process's flags. */
function d20(
  mode: number | undefined,
  flags: Flags = {},
  parts = ["@mod"],
  data: Record<string, unknown> = { mod: 5 },
): D20Roll {
  return D20Roll.fromConfig({ parts, data, options: mode === undefined ? {} : { advantageMode: mode } }, flags);
}

describe.each(PROFILES)("dnd5e dice on the v%i profile", (generation) => {
  const world = useDnd5eWorld(generation);

  it("registers dnd5e's dice and shapes game.system as the release it plays", () => {
    const dice = record({ ...g().CONFIG.Dice });
    expect(g().CONFIG.Dice.terms.d).toBe(BasicDie);
    expect([dice.BasicDie, dice.BasicRoll, dice.D20Die, dice.D20Roll]).toEqual([BasicDie, BasicRoll, D20Die, D20Roll]);
    expect([BasicDie.MODIFIERS.adv, BasicDie.MODIFIERS.dis, BasicDie.MODIFIERS.r]).toEqual([
      "advantage",
      "advantage",
      "reroll",
    ]);
    const { id, version } = globals().game.system;
    expect([id, version]).toEqual(["dnd5e", generation === 13 ? "5.3.3" : "6.0.0"]);
  });

  it("1d20adv rolls two d20 and keeps the higher; dis the lower; a tie keeps the first", async () => {
    world.handle.scriptFaces([7, 15, 7, 15, 9, 9]);
    const adv = await new BasicRoll("1d20adv + 5").evaluate();
    const dis = await new BasicRoll("1d20dis + 5").evaluate();
    const tie = await new BasicRoll("1d20adv").evaluate();
    expect([adv.total, results(adv)]).toEqual([
      20,
      [
        [7, false],
        [15, true],
      ],
    ]);
    expect([dis.total, results(dis)]).toEqual([
      12,
      [
        [7, true],
        [15, false],
      ],
    ]);
    expect(results(tie)).toEqual([
      [9, true],
      [9, false],
    ]);
  });

  it(
    "advantage keeps the SET with the best sum: " + "2d6adv of [6, 1] and [4, 4] keeps 4 + 4; adv2 rolls three sets",
    async () => {
      world.handle.scriptFaces([6, 1, 4, 4, 3, 12, 18]);
      const pair = await new BasicRoll("2d6adv").evaluate();
      expect([pair.total, results(pair)]).toEqual([
        8,
        [
          [6, false],
          [1, false],
          [4, true],
          [4, true],
        ],
      ]);
      const elven = await new BasicRoll("1d20adv2").evaluate();
      expect([elven.total, must(elven.dice[0]).results.length]).toEqual([18, 3]);
    },
  );

  it(
    "adv/dis apply before r1=1 wherever written: " + "dis of [1, 15] keeps the 1, rerolls it once, the new die stands",
    async () => {
      world.handle.scriptFaces([1, 15, 18]);
      const rerolled = await new BasicRoll("1d20r1=1dis + 4").evaluate();
      // The 1 is kept (worst of 1 and 15), then rerolled into 18 — above the discarded 15: 18 + 4.
      expect(rerolled.total).toBe(22);
      expect(must(rerolled.dice[0]).results.map((r) => ({ ...r }))).toEqual([
        { result: 1, active: false, rerolled: true },
        { result: 15, active: false, discarded: true },
        { result: 18, active: true },
      ]);
      world.handle.scriptFaces([1, 15, 1]);
      const once = await new BasicRoll("1d20r1=1dis + 4").evaluate();
      // Rerolled once only: the second 1 stands.
      expect(once.total).toBe(5);
      world.handle.scriptFaces([1, 15]);
      const kept = await new BasicRoll("1d20r1=1adv + 4").evaluate();
      // Advantage keeps the 15 first: the discarded 1 is not rerolled (no third die is drawn).
      expect([kept.total, results(kept)]).toEqual([
        19,
        [
          [1, false],
          [15, true],
        ],
      ]);
    },
  );

  it(
    "1d20disr1 is dis then r (the compound drops its 1): " +
      "a kept first die is rerolled again when its new die shows 1",
    async () => {
      // dis keeps the 1 of [1, 15]; r rerolls it into a 1; the list it started with ends on the discarded 15, so the
      // walk goes on to that fresh 1 and rerolls it too: 12 stands.
      world.handle.scriptFaces([1, 15, 1, 12]);
      const twice = await new BasicRoll("1d20disr1 + 5").evaluate();
      expect([twice.total, results(twice)]).toEqual([
        17,
        [
          [1, false],
          [15, false],
          [1, false],
          [12, true],
        ],
      ]);
      // Kept last ([15, 1]), the walk stops with the list it started with: the new 1 stands.
      world.handle.scriptFaces([15, 1, 1]);
      const once = await new BasicRoll("1d20disr1 + 5").evaluate();
      expect([once.total, results(once)]).toEqual([
        6,
        [
          [15, false],
          [1, false],
          [1, true],
        ],
      ]);
    },
  );

  it("min10 raises a kept die below 10 to 10", async () => {
    world.handle.scriptFaces([3, 14]);
    expect((await new BasicRoll("1d20min10 + 2").evaluate()).total).toBe(12);
    expect((await new BasicRoll("1d20min10 + 2").evaluate()).total).toBe(16);
  });

  it("configureModifiers writes r1=1, then adv/adv2/dis, then min10; elven accuracy only with advantage", () => {
    const { NORMAL, ADVANTAGE, DISADVANTAGE } = D20Roll.ADV_MODE;
    expect([NORMAL, ADVANTAGE, DISADVANTAGE]).toEqual([0, 1, -1]);
    expect([d20(NORMAL).formula, d20(ADVANTAGE).formula, d20(DISADVANTAGE).formula]).toEqual([
      "1d20 + 5",
      "1d20adv + 5",
      "1d20dis + 5",
    ]);
    expect([
      d20(ADVANTAGE, { halflingLucky: true }).formula,
      d20(DISADVANTAGE, { halflingLucky: true }).formula,
    ]).toEqual(["1d20r1=1adv + 5", "1d20r1=1dis + 5"]);
    expect([
      d20(ADVANTAGE, { elvenAccuracy: true }).formula,
      d20(DISADVANTAGE, { elvenAccuracy: true }).formula,
    ]).toEqual(["1d20adv2 + 5", "1d20dis + 5"]);
    expect(d20(NORMAL, { reliableTalent: true }).formula).toBe("1d20min10 + 5");
    const all = d20(ADVANTAGE, { halflingLucky: true, elvenAccuracy: true, reliableTalent: true });
    expect(all.formula).toBe("1d20r1=1adv2min10 + 5");
    // The dialog's buttons configure the same roll again: the mode is replaced, not added.
    all.options.advantageMode = DISADVANTAGE;
    all.configureModifiers();
    expect(all.formula).toBe("1d20r1=1dismin10 + 5");
    // No mode given: advantage and disadvantage options decide, both cancel out.
    expect(D20Roll.fromConfig({ parts: [], options: { advantage: true, disadvantage: true } }, {}).formula).toBe(
      "1d20",
    );
  });

  it("the d20 is critical at or above the threshold and fumbles at 1; a success reaches the target", async () => {
    world.handle.scriptFaces([19, 1, 14]);
    const high = await D20Roll.fromConfig(
      { parts: ["2"], options: { criticalSuccess: 19, target: 21 } },
      {},
    ).evaluate();
    const low = await D20Roll.fromConfig({ parts: ["2"], options: { target: 3 } }, {}).evaluate();
    const mid = await D20Roll.fromConfig({ parts: ["2"], options: {} }, { target: 17 }).evaluate();
    expect([high.isCritical, high.isFumble, high.isSuccess]).toEqual([true, false, true]);
    expect([low.isCritical, low.isFumble, low.isSuccess, low.isFailure]).toEqual([false, true, true, false]);
    expect([mid.options.target, mid.isSuccess, mid.isFailure, mid.validD20Roll]).toEqual([17, false, true, true]);
  });

  it(
    "a Shift-click skips the dialog: " +
      "the preRoll hooks, postBuild per roll, then postRollConfiguration, and a message",
    async () => {
      const calls = recordHooks([
        "dnd5e.preRollAbilityCheckV2",
        "dnd5e.preRollD20TestV2",
        "dnd5e.preRollV2",
        "dnd5e.postBuildRollConfig",
        "dnd5e.postRollConfiguration",
        "renderApplicationV2",
      ]);
      world.handle.scriptFaces([11]);
      const rolls = await hero().rollAbilityCheck({ ability: "dex", target: 15, event: rollEvent({ shift: true }) });
      expect(calls.map((c) => c.name)).toEqual([
        "dnd5e.preRollAbilityCheckV2",
        "dnd5e.preRollD20TestV2",
        "dnd5e.preRollV2",
        "dnd5e.postBuildRollConfig",
        "dnd5e.postRollConfiguration",
      ]);
      const [configured, process] = must(calls.at(-1)).args as [D20Roll[], { hookNames: string[]; target: number }];
      expect(process.hookNames).toEqual(["AbilityCheck", "d20Test", ""]);
      expect(must(configured[0]).formula).toBe("1d20 + 3");
      expect([must(must(rolls)[0]).total, must(must(rolls)[0]).options.target, must(must(rolls)[0]).isSuccess]).toEqual(
        [14, 15, false],
      );
      expect(world.handle.messages.at(-1)?.flavor).toBe("Dexterity Check");
    },
  );

  it(
    "Alt fast-forwards with advantage, Ctrl with disadvantage, Shift+Alt with advantage; " + "a save adds proficiency",
    async () => {
      const formulas: string[] = [];
      globals().Hooks.on(
        "dnd5e.postRollConfiguration",
        (rolls: D20Roll[]) => void formulas.push(must(rolls[0]).formula),
      );
      world.handle.scriptFaces([4, 9, 4, 9, 4, 9]);
      await hero().rollSavingThrow({ ability: "dex", event: rollEvent({ alt: true }) });
      await hero().rollSavingThrow({ ability: "dex", event: rollEvent({ ctrl: true }) });
      await hero().rollSavingThrow({ ability: "dex", event: rollEvent({ shift: true, alt: true }) });
      expect(formulas).toEqual(["1d20adv + 3 + 2", "1d20dis + 3 + 2", "1d20adv + 3 + 2"]);
      expect(world.handle.messages.map((m) => m.flavor)).toEqual([
        "Dexterity Save (Advantage)",
        "Dexterity Save (Disadvantage)",
        "Dexterity Save (Advantage)",
      ]);
    },
  );

  it(
    "skills take halfling luck, reliable talent and the skill's proficiency; " +
      "death saves and concentration target 10",
    async () => {
      await hero().setFlag("dnd5e", "halflingLucky", true);
      await hero().setFlag("dnd5e", "reliableTalent", true);
      const formulas: [string, number | undefined, string[]][] = [];
      globals().Hooks.on(
        "dnd5e.postRollConfiguration",
        (rolls: D20Roll[], process: { hookNames: string[] }) =>
          void formulas.push([must(rolls[0]).formula, must(rolls[0]).options.target, process.hookNames]),
      );
      world.handle.scriptFaces([5, 5, 5, 5, 5]);
      await hero().rollSkill({ skill: "ste", event: rollEvent({ shift: true }) });
      await hero().update({ "system.attributes.hp.value": 0 });
      await hero().rollDeathSave({ event: rollEvent({ shift: true }) });
      await hero().rollConcentration({ event: rollEvent({ shift: true }) });
      await hero().rollSkill({ skill: "arc", event: rollEvent({ shift: true }) });
      await hero().rollToolCheck({ tool: "thief", event: rollEvent({ shift: true }) });
      expect(formulas).toEqual([
        ["1d20r1=1min10 + 3 + 2", undefined, ["skill", "abilityCheck", "d20Test", ""]],
        ["1d20r1=1", 10, ["deathSave", "SavingThrow", "d20Test", ""]],
        // Concentration saves with Constitution (10: a +0 modifier is still a part); a death save has no ability.
        ["1d20r1=1 + 0", 10, ["concentration", "SavingThrow", "d20Test", ""]],
        // Not proficient in Arcana: no reliable talent, Intelligence 10 adds +0.
        ["1d20r1=1 + 0", undefined, ["skill", "abilityCheck", "d20Test", ""]],
        // Thieves' tools use Dexterity (+3); not proficient: no proficiency, no reliable talent.
        ["1d20r1=1 + 3", undefined, ["tool", "abilityCheck", "d20Test", ""]],
      ]);
    },
  );

  it(
    "initiative: its own hooks, no evaluation in the workflow, " +
      "the Dexterity tiebreaker when set; the roll is posted",
    async () => {
      const calls = recordHooks(["dnd5e.postRollConfiguration"]);
      await globals().game.settings.set("dnd5e", "initiativeDexTiebreaker", true);
      world.handle.scriptFaces([9]);
      await hero().rollInitiativeDialog({ event: rollEvent({ shift: true }) });
      const [rolls, process] = must(calls[0]).args as [D20Roll[], { hookNames: string[]; evaluate: boolean }];
      expect([must(rolls[0]).formula, process.hookNames, process.evaluate]).toEqual([
        "1d20 + 3 + 0.16",
        ["initiativeDialog", "abilityCheck", "d20Test", ""],
        false,
      ]);
      // 9 + 3 + 16 / 100
      expect(world.handle.messages.at(-1)?.rolls[0]?.total).toBe(12.16);
    },
  );

  it("an attack's target is the single targeted token's AC and its critical threshold the activity's", async () => {
    const attack = dnd5eAttackActivity(hero().items.get("rapier"), "rapierAttack");
    const configured: D20Roll[] = [];
    globals().Hooks.on("dnd5e.postRollConfiguration", (rolls: D20Roll[]) => void configured.push(must(rolls[0])));
    world.handle.scriptFaces([19, 12]);
    await attack.rollAttack({ event: rollEvent({ shift: true }) });
    world.handle.targetTokens(["goblinToken"]);
    const [roll] = must(await attack.rollAttack({ event: rollEvent({ shift: true }) }));
    // Finesse: Dexterity's +3 beats Strength's +0; proficiency +2; the actor's melee weapon attack bonus +1.
    expect(configured.map((r) => [r.formula, r.options.target, r.options.criticalSuccess])).toEqual([
      ["1d20 + 3 + 2 + 1", undefined, 19],
      ["1d20 + 3 + 2 + 1", 25, 19],
    ]);
    expect([must(roll).total, must(roll).isCritical, attackHits(must(roll), 25)]).toEqual([18, false, false]);
    // The first attack's natural 19 is a critical: it hits even an AC its total of 25 does not reach.
    expect([must(configured[0]).isCritical, attackHits(must(configured[0]), 30)]).toEqual([true, true]);
  });

  it("elven accuracy turns an advantaged Dexterity attack into adv2", async () => {
    await hero().setFlag("dnd5e", "elvenAccuracy", true);
    world.handle.scriptFaces([2, 3, 4]);
    const [roll] = must(
      await dnd5eAttackActivity(hero().items.get("rapier"), "rapierAttack").rollAttack({
        event: rollEvent({ alt: true }),
      }),
    );
    expect([must(roll).formula, must(roll).total]).toEqual(["3d20adv2 + 3 + 2 + 1", 10]);
  });

  it("what dnd5e's chat reveals follows challengeVisibility and attackRollVisibility", async () => {
    const gm = { id: "gm", isGM: true };
    const player = { id: "player", isGM: false };
    const other = { id: "other", isGM: false };
    const settings = globals().game.settings;
    expect([attackVisibility(gm), attackVisibility(player)]).toEqual([
      { result: true, ac: true },
      { result: false, ac: false },
    ]);
    expect([
      shouldDisplayChallenge(gm, player),
      shouldDisplayChallenge(other, player),
      shouldDisplayChallenge(player, player),
    ]).toEqual([false, true, true]);
    await settings.set("dnd5e", "attackRollVisibility", "hideAC");
    await settings.set("dnd5e", "challengeVisibility", "none");
    expect(attackVisibility(player)).toEqual({ result: true, ac: false });
    expect([shouldDisplayChallenge(other, player), shouldDisplayChallenge(other, gm)]).toEqual([false, true]);
    await settings.set("dnd5e", "attackRollVisibility", "all");
    await settings.set("dnd5e", "challengeVisibility", "all");
    expect([attackVisibility(player), shouldDisplayChallenge(gm, player)]).toEqual([{ result: true, ac: true }, true]);
  });
});
