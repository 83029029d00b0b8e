import { ADDITIVE, limit } from "../../../core/limits";
import {
  optionValues,
  optionalWholeField,
  wholeField,
  type SystemCalculatorAnswerer,
  type SystemDamageAnswer,
} from "../../../ui/systems/system-calculator";
import { DAMAGE_NUMBER } from "../../../core/damage/damage-question";
import { pf2eDamageRules } from "../core/damage-rules";
import { degreeOf, degreesOdds, type CheckDie } from "../core/degrees";
import { checkRerollChoice } from "../core/reroll";
import { PF2E_ENGINE } from "./calculator-engine";
import type { SystemChoice } from "../../../core/systems/system-odds-types";
import { pf2eCalculatorPage } from "./calculator-page";
import { DEGREE_LABELS } from "./degree-labels";

/** The total modifier and the DC: additive numbers (src/core/limits.ts ADDITIVE). */
const MODIFIER = limit("Pf2eModifier", -ADDITIVE, ADDITIVE);
const DC = limit("Pf2eDC", -ADDITIVE, ADDITIVE);
/** The d20 a roll showed. */
const ROLLED = limit("Pf2eRolled", 1, 20);

/**
 * The rerolls pf2e offers of a Normal roll (one d20; none of fortune's or misfortune's two) that showed `rolled`
 * against the DC: keep new (a Hero Point's), keep higher, keep lower — no adjustment, as the page has none.
 */
function rerolls(modifier: number, dc: number, rolled: number): SystemChoice[] {
  const total = rolled + modifier;
  const check = { modifier, dc, total, degree: degreeOf(rolled, total, dc, {}), record: {} };
  return [
    checkRerollChoice("keepNew", check, "new"),
    checkRerollChoice("keepHigher", check, "higher"),
    checkRerollChoice("keepLower", check, "lower"),
  ];
}

/** The d20 each fate radio rolls (check.ts): fortune's better of two, misfortune's worse, or one. */
const FATE_DICE: Readonly<Record<string, CheckDie>> = {
  fortune: { kind: "fortune" },
  normal: { kind: "d20" },
  misfortune: { kind: "misfortune" },
};

/**
 * The page's fields as the adapter's question (docs/systems-pf2e.md "In the web calculator"): each fate radio's roll
 * of a d20 plus the total modifier against the DC (none when the field is empty), the one chosen drawn as the bar and
 * marked in the table. No degree-of-success adjustment: those come from a character's feats, which the page has not.
 */
export const pf2eCalculatorAnswer: SystemCalculatorAnswerer = {
  page: pf2eCalculatorPage,
  read(reader) {
    const modifier = wholeField(reader, "modifier", MODIFIER);
    const dc = optionalWholeField(reader, "dc", DC);
    const fates = optionValues(pf2eCalculatorPage, "fate");
    const selected = reader.choice("fate", fates, "normal");
    const rolled = optionalWholeField(reader, "rolled", ROLLED);
    const choices = fates.map((id) => ({ id, roll: { die: FATE_DICE[id]!, modifier, adjustments: [] } }));
    const odds = () => {
      const before = { ...degreesOdds(PF2E_ENGINE, { choices, selected, dc }), chosen: selected };
      if (dc === null || rolled === null || selected !== "normal") return before;
      // The totals are drawn only without a DC: the rerolls, which need one, add none.
      return { ...before, choices: [...before.choices, ...rerolls(modifier, dc, rolled)], totals: [] };
    };
    return { odds, labels: DEGREE_LABELS };
  },
};

/** Pathfinder 2e's part of the Damage view: its rules, and a target's immunity, weakness and resistance to one type. */
export const pf2eDamageAnswer: SystemDamageAnswer = {
  rules: pf2eDamageRules(PF2E_ENGINE),
  readTarget(reader, type) {
    const amount = (name: string) => ({ [type]: wholeField(reader, name, DAMAGE_NUMBER) });
    return {
      immune: reader.choice("pf2eImmune", ["no", "yes"], "no") === "yes" ? [type] : [],
      weaknesses: amount("pf2eWeakness"),
      resistances: amount("pf2eResistance"),
      hardness: wholeField(reader, "pf2eHardness", DAMAGE_NUMBER),
    };
  },
};
