import { describe, expect, it } from "vitest";
import { pf2eStrikeDrops } from "../../../../src/systems/pf2e/core/damage-odds";
import { pf2eRolledInstances, type Pf2eDamageTarget } from "../../../../src/systems/pf2e/core/damage-odds";
import { PF2E_ENGINE } from "../../../../src/systems/pf2e/ui/calculator-engine";

/**
 * The check dialog's drop figure for a Strike (issue 83 item 3): +7 against AC 15 with a +1 striking longsword
 * (`2d8 + 4`, deadly d8), each chance counted here face by face from pf2e's rules, never through the engine.
 */
const hit = pf2eRolledInstances(PF2E_ENGINE, "{(2d8 + 4)[slashing]}");
const critical = pf2eRolledInstances(PF2E_ENGINE, "{(2 * (2d8 + 4) + 1d8)[slashing]}");

function target(hp: number, weakness: number): Pf2eDamageTarget {
  return {
    immunities: [],
    weaknesses: weakness > 0 ? [{ type: "slashing", value: weakness, exceptions: [] }] : [],
    resistances: [],
    hardness: 0,
    hitPoints: { value: hp, temp: 0, stamina: 0 },
  };
}

/** Each d20 face of +7 against AC 15 (a total 10 over is a critical, a natural 20 one step up, a natural 1 down). */
function degrees(): { success: number; critical: number } {
  let [success, crit] = [0, 0];
  for (let face = 1; face <= 20; face++) {
    const total = face + 7;
    let step = total >= 25 ? 3 : total >= 15 ? 2 : total > 5 ? 1 : 0;
    if (face === 20) step = Math.min(3, step + 1);
    if (face === 1) step = Math.max(0, step - 1);
    if (step === 3) crit++;
    else if (step === 2) success++;
  }
  return { success: success / 20, critical: crit / 20 };
}

/** The chance a hit and a critical each reach `hp`, counted over every face of 2d8 (and the deadly d8). */
function dropChances(hp: number, weakness: number): { hit: number; critical: number } {
  let [hits, crits] = [0, 0];
  for (let a = 1; a <= 8; a++)
    for (let b = 1; b <= 8; b++) {
      if (a + b + 4 + weakness >= hp) hits++;
      for (let deadly = 1; deadly <= 8; deadly++) if (2 * (a + b + 4) + deadly + weakness >= hp) crits++;
    }
  return { hit: hits / 64, critical: crits / 512 };
}

function expected(hp: number, weakness: number): number {
  const { success, critical: crit } = degrees();
  const drops = dropChances(hp, weakness);
  return success * drops.hit + crit * drops.critical;
}

describe("pf2e: the chance a Strike drops its target", () => {
  const chances = { success: degrees().success, criticalSuccess: degrees().critical };

  it("weakness 5 at 9 HP: every success and critical drops it, 13/20", () => {
    expect(expected(9, 5)).toBe(13 / 20);
    expect(
      pf2eStrikeDrops(PF2E_ENGINE, chances, { success: hit, criticalSuccess: critical }, target(9, 5)),
    ).toBeCloseTo(0.65, 12);
  });

  it("without the weakness, 193/320; at 20 HP with it, 321/1024", () => {
    expect(expected(9, 0)).toBeCloseTo(193 / 320, 12);
    expect(expected(20, 5)).toBeCloseTo(321 / 1024, 12);
    const rolls = { success: hit, criticalSuccess: critical };
    expect(pf2eStrikeDrops(PF2E_ENGINE, chances, rolls, target(9, 0))).toBeCloseTo(193 / 320, 12);
    expect(pf2eStrikeDrops(PF2E_ENGINE, chances, rolls, target(20, 5))).toBeCloseTo(321 / 1024, 12);
  });
});
