/**
 * A ready check's state, as its card keeps it (`flags["indie-dice"].readyCheck`), and what marking an actor ready
 * does to it: pure, no Foundry. Indie Dice reads the state only from a message a GM wrote, through the schema below,
 * on every read (docs/card-state.md in Indie Dice), so what a player posts never becomes a card's state.
 */
import type { RuleSetKit, VersionedSchema } from "indie-dice-types";

export interface ReadyCheckState {
  readonly version: 1;
  /** The actors asked, in the card's order. */
  readonly actorUuids: readonly string[];
  /** Those marked ready. */
  readonly ready: readonly string[];
  /** The marks recorded, by their message's id: one sent again changes nothing. */
  readonly recorded: readonly string[];
}

/**
 * The state's schema, built with the kit's builders: a stored state is checked on every read, a bad one drawn as the
 * card's problem.
 */
export function readyCheckSchema({
  object,
  array,
  string,
  literal,
}: RuleSetKit["schema"]): VersionedSchema<ReadyCheckState> {
  return {
    version: 1,
    migrations: {},
    check: object({ version: literal(1), actorUuids: array(string), ready: array(string), recorded: array(string) }),
  };
}

/** A new ready check of these actors, none ready. */
export function newReadyCheck(actorUuids: readonly string[]): ReadyCheckState {
  return { version: 1, actorUuids: [...new Set(actorUuids)], ready: [], recorded: [] };
}

/** The check once this mark is recorded: its actor ready (once), the mark's message remembered. */
export function markedReady(state: ReadyCheckState, actorUuid: string, messageId: string): ReadyCheckState {
  const ready = state.ready.includes(actorUuid) ? state.ready : [...state.ready, actorUuid];
  return { ...state, ready, recorded: [...state.recorded, messageId] };
}
