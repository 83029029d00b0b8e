/**
 * The card's view model for one user: what that user sees and may press. Pure: who may mark an actor and the
 * actors' names are asked of the caller, so the same state gives each viewer their own card.
 */
import type { ReadyCheckState } from "./state";

export interface ReadyCheckRow {
  readonly actorUuid: string;
  readonly name: string;
  readonly ready: boolean;
  /** The button is off for a viewer who may not mark this actor, and says why. */
  readonly disabled: boolean;
  readonly reason: string | null;
}

export interface ReadyCheckView {
  readonly rows: readonly ReadyCheckRow[];
  readonly readyCount: number;
  readonly total: number;
  readonly allReady: boolean;
}

export interface ReadyCheckViewer {
  /** The actor's name as this viewer reads it. */
  nameOf(actorUuid: string): string;
  /** Whether this viewer may mark the actor ready (its owner, or a GM). */
  mayMark(actorUuid: string): boolean;
  /** The reason a button is off, in the viewer's language. */
  readonly notYours: string;
}

export function readyCheckView(state: ReadyCheckState, viewer: ReadyCheckViewer): ReadyCheckView {
  const rows = state.actorUuids.map((actorUuid) => {
    const disabled = !viewer.mayMark(actorUuid);
    return {
      actorUuid,
      name: viewer.nameOf(actorUuid),
      ready: state.ready.includes(actorUuid),
      disabled,
      reason: disabled ? viewer.notYours : null,
    };
  });
  const readyCount = rows.filter((row) => row.ready).length;
  return { rows, readyCount, total: rows.length, allReady: readyCount === rows.length };
}
