/**
 * Dungeon Crawl Classics' figures (docs/systems-dcc.md "The figures") against an enumeration written from the
 * system's own code, not the engine (foundryvtt-dcc/dcc 0.70.46 at 78a62275): `rollToHit`'s threat range moved by
 * the faces the chain added (module/actor/rolls-weapon-mixin.mjs:612-628), the core lib's `meetsThreatRange` reading
 * it on the weapon's d20 and `isNatural1` (vendor/dcc-core-lib/dice/roll.js:324-373, combat/attack.js:146-177),
 * `attackHitsTarget` (auto-apply-damage.mjs:44-49), a spell check's fumble counted 1 and its critical on the top
 * face (vendor/dcc-core-lib/spells/cast.js:241-266). Every face sequence, each equally likely.
 */
import { describe, expect, it } from "vitest";
import { dccChance, dccOdds, threatFrom, type DccDice, type DccRoll } from "../../../../src/systems/dcc/core/dcc-odds";

interface Counted {
  hit: number;
  critical: number;
  fumble: number;
}

/** Every way the action dice and the other dice fall, as the system reads them. */
function enumerate(roll: DccRoll, target: number, bonus = roll.bonus): Counted {
  const dice = [roll.action, ...roll.extra].flatMap((d, term) =>
    Array.from({ length: d.count }, () => ({ faces: d.faces, sign: d.sign, term })),
  );
  const die = (i: number) => dice[i] ?? { faces: 0, sign: 0, term: -1 };
  let [all, hit, critical, fumble] = [0, 0, 0, 0];
  const visit = (faces: number[]) => {
    const natural = faces.filter((_, i) => die(i).term === 0).reduce((a, b) => a + b, 0);
    const total = faces.reduce((sum, f, i) => sum + die(i).sign * f, 0) + bonus;
    const isFumble = natural === 1;
    // rollToHit: critRange + (faces − 20); the lib on the weapon's d20: 20 − (20 − range).
    const moved = roll.critRange + (roll.action.faces - 20);
    const isCrit =
      roll.kind === "attack"
        ? !isFumble && natural >= Math.max(1, 20 - (20 - moved))
        : roll.kind === "spell" && natural === roll.action.faces;
    const meets =
      roll.kind === "attack"
        ? !isFumble && (isCrit || total >= target)
        : (roll.kind === "spell" && isFumble ? 1 : total) >= target;
    all++;
    if (meets) hit++;
    if (isCrit) critical++;
    if (isFumble) fumble++;
  };
  const walk = (faces: number[]) => {
    if (faces.length === dice.length) return visit(faces);
    for (let f = 1; f <= die(faces.length).faces; f++) walk([...faces, f]);
  };
  walk([]);
  return { hit: hit / all, critical: critical / all, fumble: fumble / all };
}

const d = (count: number, faces: number, sign: 1 | -1 = 1): DccDice => ({ count, faces, sign });
const attack = (
  action = d(1, 20),
  bonus = 0,
  critRange = 20,
  extra: DccRoll["extra"] = [],
  kind = "attack",
): DccRoll => ({
  kind: kind === "spell" || kind === "check" ? kind : "attack",
  action,
  extra,
  bonus,
  spellburn: 0,
  critRange,
});
const fact = (roll: DccRoll, key: string) => dccOdds(roll).choices[0]?.outcomes.find((o) => o.key === key)?.probability;
const pct = (p: number | undefined) => (100 * (p ?? NaN)).toFixed(2);

describe("Dungeon Crawl Classics' dice against its own code", () => {
  it.each([
    [attack(d(1, 20), 3), 14],
    [attack(d(1, 24), 2, 19), 16],
    [attack(d(1, 16), 2, 19), 16],
    [attack(d(1, 20), 1, 19, [d(1, 3)]), 15],
    [attack(d(2, 20), 0), 30],
    [attack(d(1, 30), -2, 18, [d(1, 4, -1)]), 12],
    [{ ...attack(d(1, 20), 7, 20, [], "spell"), spellburn: 3 }, 15],
    [attack(d(1, 14), 2, 20, [], "spell"), 2],
    [attack(d(1, 16), 1, 20, [], "check"), 12],
  ])("%o against %i: the hit or success, the critical and the fumble", (roll, target) => {
    const counted = enumerate(roll, target);
    expect(dccChance(roll, target)).toBeCloseTo(counted.hit, 12);
    if (roll.kind === "check") return void expect(dccOdds(roll).choices[0]?.outcomes).toEqual([]);
    expect(fact(roll, "critical")).toBeCloseTo(counted.critical, 12);
    expect(fact(roll, "fumble")).toBeCloseTo(counted.fumble, 12);
  });

  it("each row a DC or AC may be, as the fields stand and without the spellburn", () => {
    const spell: DccRoll = { ...attack(d(1, 20), 7, 20, [], "spell"), spellburn: 3 };
    const odds = dccOdds(spell);
    expect(odds.choices.map((c) => c.id)).toEqual(["roll", "withoutSpellburn"]);
    expect(odds.totals.map((r) => r.total)).toEqual([5, 10, 15, 20, 25]);
    for (const { total, chances } of odds.totals) {
      expect(chances[0]).toBeCloseTo(enumerate(spell, total).hit, 12);
      expect(chances[1]).toBeCloseTo(enumerate(spell, total, 4).hit, 12);
    }
  });

  it("worked examples: +3 against AC 14 50.00%; a warrior's 19 on the d24 and the d16; spellburn 3", () => {
    const plain = attack(d(1, 20), 3);
    expect([pct(dccChance(plain, 14)), pct(fact(plain, "critical")), pct(fact(plain, "fumble"))]).toEqual([
      "50.00",
      "5.00",
      "5.00",
    ]);
    // Up the chain to the d24: the threat 23–24; down to the d16: 15–16.
    expect(threatFrom(19, 24)).toBe(23);
    const up = attack(d(1, 24), 2, 19);
    expect([pct(dccChance(up, 16)), pct(fact(up, "critical")), pct(fact(up, "fumble"))]).toEqual([
      "45.83",
      "8.33",
      "4.17",
    ]);
    const down = attack(d(1, 16), 2, 19);
    expect([pct(dccChance(down, 16)), pct(fact(down, "critical")), pct(fact(down, "fumble"))]).toEqual([
      "18.75",
      "12.50",
      "6.25",
    ]);
    // A spell check +4 against DC 15, 3 points burned: 65.00% (50.00% unburned).
    const spell: DccRoll = { ...attack(d(1, 20), 7, 20, [], "spell"), spellburn: 3 };
    expect(pct(dccChance(spell, 15))).toBe("65.00");
    expect(pct(dccChance({ ...spell, bonus: 4, spellburn: 0 }, 15))).toBe("50.00");
    // Two d20 typed as the action die: their sum is the natural — no fumble, a "critical" only on 20+.
    expect(pct(fact(attack(d(2, 20)), "fumble"))).toBe("0.00");
  });
});
