/**
 * The part of `rollToHit` and `rollWeaponAttack` (foundryvtt-dcc/dcc 0.70.46 at 78a62275,
 * module/actor/rolls-weapon-mixin.mjs) a message reader meets: the terms of the dialog (:510-570), the threat range
 * moved by the faces the chain added (:612-624), set on the first die as `options.dcc.upperThreshold` (:628), the roll
 * marked `dcc.isAttackRoll` (:159) and posted as the message's first roll with the flag `dcc.isToHit` (:311-312).
 * Not emulated: damage, crit and fumble rolls, deed dice, the lib's result flags, targets, the card's content.
 */
import { chatMessage } from "../kit/globals";
import { showRollModifier, type RollModifierDialog, type TermSpec } from "./roll-modifier";

/** The dialog opened for an attack; `posted` settles once its message is created. */
export function rollToHit(
  actor: unknown,
  terms: TermSpec[],
  critRange: number,
): { dialog: RollModifierDialog; posted: Promise<unknown> } {
  const { dialog, roll } = showRollModifier(terms, { rollData: { critical: critRange } });
  const die = String(terms[0]?.formula ?? "1d20");
  const posted = roll.then(async (attack) => {
    await attack.evaluate();
    const [first] = attack.dice;
    // calculateCritAdjustment: the faces the chain added or took away.
    const faces = (formula: string) => Number(/(\d+)d(\d+)/.exec(formula)?.[2] ?? 0);
    const range = critRange + faces(attack.formula) - faces(die);
    if (first) first.options = { ...first.options, dcc: { upperThreshold: range } };
    attack.options = { ...attack.options, dcc: { isAttackRoll: true } };
    const speaker = chatMessage().getSpeaker({ actor });
    return chatMessage().create({ speaker, rolls: [attack], flags: { dcc: { isToHit: true } } });
  });
  return { dialog, posted };
}
