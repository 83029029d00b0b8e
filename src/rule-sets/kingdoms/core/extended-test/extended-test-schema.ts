import {
  array,
  integer,
  literal,
  nullable,
  object,
  optional,
  string,
  type Check,
  type VersionedSchema,
} from "../../../../core/schema";
import type { ExtendedTestCardState } from "./extended-test-state";
import { rollPrivacy } from "../../../../core/roll-privacy";

/**
 * What a K&R Extended Test card's stored state must look like (docs/cards.md "A card kind": validated on every read).
 * Version 1 is what 0.1.0 wrote; its later optional round fields (`rollCopy`, `rollPrivacy`) need no migration. The
 * numbers' limits are the core's to check when the card is folded (a 0.1.0 card past today's limits says which).
 */

const checkExtendedTestState: Check<ExtendedTestCardState> = object({
  version: literal(1),
  status: literal("open", "ended"),
  roller: object({ actorUuid: nullable(string), name: string }),
  dt: integer,
  startingPool: integer,
  replenish: integer,
  targetMargin: integer,
  maxRounds: integer,
  rounds: array(object({ messageId: string, rollCopy: optional(string), rollPrivacy: optional(rollPrivacy) })),
});

export const EXTENDED_TEST_STATE_SCHEMA: VersionedSchema<ExtendedTestCardState> = {
  version: 1,
  migrations: {},
  check: checkExtendedTestState,
};
