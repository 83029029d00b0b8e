/**
 * What a game system's damage is shown (docs/damage.md): for each choice of a damage dialog (D&D 5e's *Critical Hit*
 * and *Normal* buttons; Pathfinder 2e's one roll for the degree its Strike fixed) the exact totals the roll deals, and
 * for each targeted token the chance that damage — after the target's own adjustments, in the system's order —
 * drops it; in an attack dialog, the chance each choice's attack (miss, hit and critical together) drops each target.
 * A system's adapter works these out with the engine (src/core/damage/damage-outcomes.ts); the views draw them, the
 * same for every system.
 */
import type { DamageOutcomes } from "../damage/damage-outcomes";

/** One choice's damage: the totals its roll deals before any target (the roll's own, for everyone who sees it). */
export interface SystemDamageRoll {
  /** The choice's id among the odds' choices (`critical`, `normal`). */
  readonly choice: string;
  readonly outcomes: DamageOutcomes;
}

/** One targeted token and the chance each choice drops it. */
export interface SystemDamageTarget {
  /** The token's name as the viewer's client shows it: user text, drawn as text. */
  readonly name: string;
  /**
   * The chance each choice drops the target, in the odds' choices' order — or null where the viewer may not see the
   * target's numbers (its hit points, its adjustments; the GM and the target actor's owners may): then nothing is
   * worked out from them at all, so that nothing drawn can carry them.
   */
  readonly chances: readonly number[] | null;
}

/** Every damage figure for one state of a dialog or one message. */
export interface SystemDamage {
  /** Each choice's damage (a damage dialog's); empty in an attack dialog, whose choices roll the d20. */
  readonly rolls: readonly SystemDamageRoll[];
  /** The targeted tokens, in the order the user targeted them. */
  readonly targets: readonly SystemDamageTarget[];
}
