import type { Wfrp4eQuestion } from "../core/wfrp4e-odds";
import { wfrp4eDefenceChance, type Wfrp4eRolledSide } from "../core/wfrp4e-opposed";
import { field } from "../../../foundry/systems/system-reads";
import { numberOf, settingOf } from "./settings";
import { messageTargetVisible } from "./test-messages";
import { slRulesOf } from "./test-question";

/**
 * The defender's side of WFRP 4e's opposed test (docs/systems-wfrp4e.md "Opposed tests"), at 32897839. An actor whose
 * token an attack targeted carries `flags.oppose.opposeMessageId` (opposed-handler.js:274-287); her next test is her
 * defence (test-wfrp4e.js:612-635), settled against the attacker's test as its message holds it: the handler message's
 * `system.opposedData.attackerMessageId` (opposed-handler.js:89-97, :143-153), that message's `system.testData`.
 * Her dialog then gets her chance to win against that SL and target (opposed-test.js:166-172).
 * Not drawn:
 * - where this user may not see the attacker's target (the tie is settled on it): a GM's roll or another's actor with
 *   hideTestData, as the attacker's message itself (test-messages.ts);
 * - where the setting weaponLength may move the attacker's target after both roll: a weapon defending against a
 *   weapon (opposed-test.js:91-98, on by default; the reaches are compared only then);
 * - the preOpposed scripts of either side, which run after both roll, are not known.
 */

const messageOf = (id: unknown): unknown => (typeof id === "string" ? game.messages?.get(id) : undefined);

/** The attacker's test message the actor defends against, or undefined where she defends against none. */
function attackerMessageOf(actor: unknown): unknown {
  const handler = messageOf(field(field(field(actor, "flags"), "oppose"), "opposeMessageId"));
  return messageOf(field(field(field(handler, "system"), "opposedData"), "attackerMessageId"));
}

/** The attacker's SL and target as its card shows them (`result.SL` is a string there: "+2", "-0"). */
function rolledOf(message: unknown): Wfrp4eRolledSide | null {
  const result = field(field(field(message, "system"), "testData"), "result");
  const sl = Number.parseInt(String(field(result, "SL")), 10);
  const target = numberOf(field(result, "target"));
  return Number.isFinite(sl) && target !== null ? { sl, target } : null;
}

/** Whether the weaponLength rule may change the attacker's target: a weapon test against a weapon test. */
function lengthMayApply(kind: string, attacker: unknown): boolean {
  const rollClass = field(field(field(field(attacker, "system"), "testData"), "preData"), "rollClass");
  return settingOf("weaponLength") !== false && kind === "WeaponDialog" && rollClass === "WeaponTest";
}

/** The size modifier's rule applies unless the homebrew mooRangedDamage is on (test-wfrp4e.js:344). */
function sizeModifierOf(app: unknown): number {
  if (field(settingOf("homebrew"), "mooRangedDamage") === true) return 0;
  return numberOf(field(field(app, "context"), "sizeModifier")) ?? 0;
}

/** The defender's chance to win, her dialog as it stands, or null where she defends against nothing this user may read. */
export function defenceChance(app: unknown, kind: string, question: Wfrp4eQuestion): number | null {
  const { target } = question;
  const attacker = attackerMessageOf(field(field(app, "data"), "actor"));
  const rolled = rolledOf(attacker);
  if (target === null || !rolled || !messageTargetVisible(attacker) || lengthMayApply(kind, attacker)) return null;
  const side = { ...question, target, sl: slRulesOf(field(app, "fields")), sizeModifier: sizeModifierOf(app) };
  return wfrp4eDefenceChance(rolled, side);
}
