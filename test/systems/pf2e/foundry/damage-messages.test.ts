// @vitest-environment happy-dom
/**
 * A pf2e damage roll's message keeps its question (src/systems/pf2e/foundry/damage-messages.ts): the formula as
 * rolled, the degree, and each target's numbers at the roll; read back only from the message's own DamageRoll, each
 * target's chance only for the GM or the target's owner. Figures counted face by face through the double's applyIWR
 * (docs/damage.md: 2 × (2d8 + 4) + 1d8 against a weakness 5, 30 HP: 408 of 512).
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import { pressDamageRoll, rollStrikeDamage, type DamageSpec } from "../../../../foundry-double/systems/pf2e/driver";
import { pf2eSystem } from "../../../../src/systems/pf2e/foundry/index";
import { RULE_SET_KIT } from "../../../../src/root/rule-set-kit";
import { must } from "../../../kit";
import { ANN, GM, onlyTheV1Warning } from "./valeros-world";
import { LONGSWORD, STRIKE_WORLD } from "./strike-world";

const PF2E = pf2eSystem(RULE_SET_KIT);

const harness = useIndieDice(STRIKE_WORLD);
onlyTheV1Warning();

const CRIT: DamageSpec = { actor: "valeros0000000000", weapon: LONGSWORD, method: "critical" };
const lastMessage = () => must(harness().foundry.messages.at(-1));
const keptOf = (message: ReturnType<typeof lastMessage>): unknown =>
  structuredClone(Reflect.get(Object(must(message.flags["indie-dice"]).systemRoll), "kept"));

/** The damage figures the adapter reads back from the message for the current user, or null. */
function reread(message: ReturnType<typeof lastMessage>, kept: unknown = keptOf(message)) {
  const reading = must(PF2E.rolls).reread(kept, message);
  return reading ? must(reading.odds().damage) : null;
}

const mean = (outcomes: readonly (readonly [number, number])[]) => outcomes.reduce((m, [t, p]) => m + t * p, 0);

/** 2 × (2d8 + 4) + 1d8 + 5 ≥ 30, counted face by face: 408 of 512. */
function critDrops30(): number {
  let drops = 0;
  for (let a = 1; a <= 8; a++)
    for (let b = 1; b <= 8; b++) for (let c = 1; c <= 8; c++) if (2 * (a + b + 4) + c + 5 >= 30) drops++;
  return drops / 512;
}

async function rollCritAtGoblin(user: string): Promise<void> {
  harness().foundry.setUser(GM);
  const goblin = must(game.actors?.get("goblin0000000000"));
  await Reflect.apply(Reflect.get(goblin, "update"), goblin, [{ "system.attributes.hp.value": 30 }]);
  harness().foundry.setUser(user);
  harness().foundry.targetTokens(["goblinTok"], user);
  const { dialog, rolled } = await rollStrikeDamage(CRIT);
  pressDamageRoll(dialog);
  await rolled;
}

describe("a damage roll's message", () => {
  it("keeps the formula, the degree and the goblin's numbers; the GM reads back mean 30.5 and 408/512", async () => {
    await rollCritAtGoblin(GM);
    expect(critDrops30()).toBe(408 / 512);
    const message = lastMessage();
    expect(keptOf(message)).toMatchObject({
      kind: "damage",
      formula: "{(2 * (2d8 + 4) + 1d8)[slashing]}",
      degree: "criticalSuccess",
      targets: [{ uuid: "Actor.goblin0000000000", name: "Goblin" }],
    });
    const read = must(reread(message));
    expect(mean(must(read.rolls[0]).outcomes)).toBeCloseTo(30.5, 12);
    expect(read.targets.map((target) => target.name)).toEqual(["Goblin"]);
    expect(must(read.targets[0]?.chances)[0]).toBeCloseTo(408 / 512, 12);
  });

  it("a player reads her roll's damage and no chance for the goblin she does not own", async () => {
    await rollCritAtGoblin(ANN);
    const read = must(reread(lastMessage()));
    expect(mean(must(read.rolls[0]).outcomes)).toBeCloseTo(30.5, 12);
    expect(read.targets).toEqual([{ name: "Goblin", chances: null }]);
    // The GM, reading the same message, sees it.
    harness().foundry.setUser(GM);
    expect(must(reread(lastMessage())).targets[0]?.chances?.[0]).toBeCloseTo(408 / 512, 12);
  });

  it("a hostile client's forged flag draws nothing: another formula, another kind, numbers of no shape", async () => {
    await rollCritAtGoblin(GM);
    const message = lastMessage();
    const kept = keptOf(message);
    const forged = (change: object) => ({ ...Object(kept), ...change });
    expect(reread(message, forged({ formula: "{(2 * (2d8 + 40) + 1d8)[slashing]}" }))).toBeNull();
    expect(reread(message, forged({ degree: "failure" }))).toBeNull();
    expect(
      reread(message, forged({ targets: [{ uuid: "Actor.goblin0000000000", name: "Goblin", numbers: 1 }] })),
    ).toBeNull();
    // A damage question on a check's message.
    const check = { ...message, rolls: [] };
    expect(must(PF2E.rolls).reread(kept, check)).toBeNull();
    expect(must(PF2E.rolls).formula(kept, message)).toBeNull();
  });
});
