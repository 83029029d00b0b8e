import { beaten, burnNowOutcomes, type IronRoll } from "../core/ironsworn-odds";
import type { SystemChoice } from "../../../core/systems/system-odds-types";
import type { RuleSetKit } from "../../../foundry/composition";

/**
 * A momentum burn a roll's message records (docs/systems-ironsworn.md "The roll's message"). The card's burn button
 * (src/module/chat/cards.ts:116-122 at f5253894) rebuilds the roll from the message and `burnMomentum`
 * (ironsworn-roll-message.ts:158-171) sets `postRollOptions.replacedOutcome` to the challenge dice the character's
 * momentum beats, then updates the same message: that JSON is the only record of it. The momentum burnt is kept
 * nowhere, so a recorded outcome is believed only where some momentum (−6…10, MomentumField) gives it against the
 * final challenge dice the message's own roll holds; the outcome of a burn said by anything else is no burn.
 */

const MOMENTUM_MIN = -6;
const MOMENTUM_MAX = 10;

/** Whether a character could hold this momentum (MomentumField's −6…10, whole). */
export const isMomentum = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= MOMENTUM_MIN && value <= MOMENTUM_MAX;

/** The outcome after a burn, with the final challenge dice it was judged on. */
export interface MomentumBurn {
  readonly outcome: number;
  readonly dice: readonly [number, number];
}

const valueOf = (kit: RuleSetKit, option: unknown): number | null => {
  const value = kit.systems.field(option, "value");
  return typeof value === "number" ? value : null;
};

/** Whether `picked` are two different dice of `rolled` (the resolution dialog's pick of the extra dice). */
function isPickOf(picked: readonly number[], rolled: readonly number[]): boolean {
  const left = [...rolled];
  return picked.every((value) => {
    const at = left.indexOf(value);
    return at !== -1 && left.splice(at, 1).length === 1;
  });
}

/**
 * The final challenge dice (finalChallengeDice, ironsworn-roll.ts:386-410): the two picked after the roll, which must
 * be dice it rolled; else both presets; else each of the two rolled or its preset. Null where there are none.
 */
function finalDice(kit: RuleSetKit, roll: IronRoll, rolled: readonly number[], post: unknown): [number, number] | null {
  const picked = ["replacedChallenge1", "replacedChallenge2"].map((key) => valueOf(kit, kit.systems.field(post, key)));
  if (picked.some((die) => die !== null)) {
    const [p1, p2] = picked;
    return p1 != null && p2 != null && isPickOf([p1, p2], rolled) ? [p1, p2] : null;
  }
  const [preset1, preset2] = roll.presetChallenge;
  if (preset1 !== null && preset2 !== null) return [preset1, preset2];
  const [die1, die2] = rolled;
  if (rolled.length !== 2 || die1 === undefined || die2 === undefined) return null;
  return [preset1 ?? die1, preset2 ?? die2];
}

/**
 * The burn a message's state records after its roll, `undefined` where it records none, or null where what it
 * records is no burn the roll could have had: on a progress roll (the card offers none), an outcome that no momentum
 * gives against the message's own final dice.
 */
export function momentumBurnOf(
  kit: RuleSetKit,
  roll: IronRoll,
  rolled: readonly number[],
  post: unknown,
): MomentumBurn | null | undefined {
  const replaced: unknown = kit.systems.field(post, "replacedOutcome");
  if (replaced === undefined || replaced === null) return undefined;
  const outcome = valueOf(kit, replaced);
  const dice = finalDice(kit, roll, rolled, post);
  if (roll.kind !== "action" || outcome === null || dice === null) return null;
  for (let momentum = MOMENTUM_MIN; momentum <= MOMENTUM_MAX; momentum += 1)
    if (beaten(momentum, ...dice) === outcome) return { outcome, dice };
  return null;
}

/**
 * The burn a message's card still offers, judged now (docs/systems-ironsworn.md "After the roll"): the card draws its
 * button (`.momentum-burn`, ironsworn-roll-message.hbs) once, as the message is made, where momentum then beat more
 * dice than the score (momentumData, ironsworn-roll-message.ts:292-321); the click (`burnMomentum`, :158-171) judges
 * the character's momentum as it is then on the final dice, better or worse. So the figure is the outcome
 * `momentum` gives on the final dice the message's own roll holds; null where the card offers no burn (a progress
 * roll, one burnt already, dice still to pick) or where the message's state is no roll it could hold.
 */
export function burnNowChoice(
  kit: RuleSetKit,
  roll: IronRoll,
  rolled: readonly number[],
  post: unknown,
  offered: boolean,
  momentum: number | null,
): SystemChoice | null {
  const burnt: unknown = kit.systems.field(post, "replacedOutcome");
  if (!offered || !isMomentum(momentum) || roll.kind !== "action" || (burnt !== undefined && burnt !== null))
    return null;
  const dice = finalDice(kit, roll, rolled, post);
  return dice && { id: "burnNow", afterTheRoll: true, outcomes: burnNowOutcomes(kit.systems, momentum, dice) };
}
