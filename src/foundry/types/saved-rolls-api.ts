/** `api.savedRolls`: a character's saved rolls, as types only (made in saved-rolls/saved-rolls-api.ts). */
import type { SavedRoll, SavedRollInput } from "../../core/saved-rolls/saved-roll-types";
import type { UnrolledRoll } from "./rolls";

export interface SavedRollsApi {
  /** The actor's saved rolls, in its owners' order (none when its record cannot be read: see `problem`). */
  list(actor: Actor.Implementation): SavedRoll[];
  /** Why the actor's record cannot be read (hand-edited, from a newer version), or null. */
  problem(actor: Actor.Implementation): string | null;
  /** Saves a roll (an id updates that roll; else a roll of the same name is updated, or one added) → the roll. */
  save(actor: Actor.Implementation, input: SavedRollInput): Promise<SavedRoll>;
  /** Removes a roll by its id. */
  remove(actor: Actor.Implementation, id: string): Promise<void>;
  /**
   * Rolls a saved roll of the actor (by id or name), its `@` fields read from the actor's roll data now: opens its
   * dialog filled, or with `fastForward` rolls at once; as `dialogs.open` (a formula roll: as `dialogs.formula`, whose
   * roll is Foundry's own Roll).
   */
  roll(
    actor: Actor.Implementation,
    idOrName: string,
    options?: { fastForward?: boolean; rollMode?: string },
  ): Promise<UnrolledRoll | foundry.dice.Roll | null>;
  /** Gives a roll a new name (1 to 100 characters, not another roll's). */
  rename(actor: Actor.Implementation, id: string, name: string): Promise<SavedRoll>;
  /** Puts the actor's rolls in the order `ids` names (every roll once). */
  reorder(actor: Actor.Implementation, ids: readonly string[]): Promise<void>;
  /** Opens the actor's Rolls window (or brings it to the front). */
  open(actor: Actor.Implementation): Promise<void>;
  /**
   * What a hotbar macro made from a saved roll runs: the roll of the actor `actorUuid` names (a token's own actor
   * through its token), by its id, else by the name it had when dragged; says so plainly, naming the roll, when the
   * actor or the roll is gone.
   */
  rollFromMacro(
    actorUuid: string,
    rollId: string,
    options?: { fastForward?: boolean; name?: string },
  ): Promise<UnrolledRoll | foundry.dice.Roll | null>;
}
