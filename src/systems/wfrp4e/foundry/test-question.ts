import type { Wfrp4eQuestion, Wfrp4eSlRules } from "../core/wfrp4e-odds";
import type { RuleSetKit } from "../../../foundry/composition";
import { numberOf, settingOf } from "./settings";

/**
 * What every WFRP 4e test's question shares, wherever it is read from (a dialog, a test's message): the target and
 * whether the test has a hit location, completed with the world's settings the test reads as it judges the roll
 * (test-wfrp4e.js `computeResult` at 32897839: automaticSuccess, automaticFailure, criticalsFumblesOnAllTests).
 */

/** `owner[key].value` as a number, or null. */
export function valueField(kit: RuleSetKit, owner: unknown, key: string): number | null {
  const { field } = kit.systems;
  return numberOf(field(field(owner, key), "value"));
}

/** An attack's item (a weapon, a trait): its Impale quality and Dangerous flaw, as attack-test.js reads them. */
export function attackOf(kit: RuleSetKit, item: unknown): { readonly impale: boolean; readonly dangerous: boolean } {
  const { field } = kit.systems;
  const properties = field(item, "properties");
  return {
    impale: Boolean(field(field(properties, "qualities"), "impale")),
    dangerous: Boolean(field(field(properties, "flaws"), "dangerous")),
  };
}

/**
 * How the test counts its SL (`computeResult`, test-wfrp4e.js:191-197, :257-262): the settings SLMethod and
 * testAbove100, and the test's own SL and success bonuses — a dialog's fields, or a message's `preData`, whose SL
 * bonus an opposed test's `postOpposedModifiers.SL` adds to.
 */
export function slRulesOf(kit: RuleSetKit, fields: unknown): Wfrp4eSlRules {
  const { field } = kit.systems;
  const opposed = numberOf(field(field(fields, "postOpposedModifiers"), "SL")) ?? 0;
  return {
    slMethod: String(settingOf(kit, "SLMethod") ?? "default"),
    testAbove100: settingOf(kit, "testAbove100") === true,
    slBonus: (numberOf(field(fields, "slBonus")) ?? 0) + opposed,
    successBonus: numberOf(field(fields, "successBonus")) ?? 0,
  };
}

/**
 * The question, from the target and whether the test names a hit location, with the world's settings; with the
 * test's fields (a dialog's, a message's `preData`) its SL rules too.
 */
export function testQuestion(
  kit: RuleSetKit,
  target: number | null,
  hitLocation: boolean,
  more: Pick<Wfrp4eQuestion, "attack" | "sin"> = {},
  fields?: unknown,
): Wfrp4eQuestion {
  return {
    target,
    automaticSuccess: numberOf(settingOf(kit, "automaticSuccess")) ?? 5,
    automaticFailure: numberOf(settingOf(kit, "automaticFailure")) ?? 96,
    criticals: hitLocation || settingOf(kit, "criticalsFumblesOnAllTests") === true,
    ...more,
    ...(fields === undefined ? {} : { sl: slRulesOf(kit, fields) }),
  };
}
