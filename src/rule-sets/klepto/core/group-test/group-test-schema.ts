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
import { GIFT_READINGS } from "./group-test-state";
import type { GroupTestState } from "./group-test-types";
import { rollPrivacy } from "../../../../core/roll-privacy";

/**
 * What a Group Test card's stored state must look like (docs/cards.md "A card kind": validated on every read). Version
 * 1 is what 0.1.0 wrote; its later optional fields (`rollCopy`, `rollPrivacy`) need no migration. A participant's
 * request is checked again by the core where it is used (recording a roll refuses one that does not match).
 */

const request = object({
  modifier: integer,
  advantages: integer,
  disadvantages: integer,
  method: literal("coin", "d10ish"),
  ranges: optional(string),
});

const participant = object({
  id: string,
  actorUuid: nullable(string),
  name: string,
  request,
  messageId: nullable(string),
  rollCopy: optional(string),
  rollPrivacy: optional(rollPrivacy),
});

const gift = object({
  giver: string,
  receiver: string,
  dice: object({ faces: array(integer), coins: array(literal("heads", "tails")) }),
  messageId: nullable(string),
});

const checkGroupTestState: Check<GroupTestState> = object({
  version: literal(1),
  status: literal("open", "closed"),
  reading: literal(...GIFT_READINGS),
  ranges: nullable(string),
  participants: array(participant),
  gifts: array(gift),
});

export const GROUP_TEST_STATE_SCHEMA: VersionedSchema<GroupTestState> = {
  version: 1,
  migrations: {},
  check: checkGroupTestState,
};
