import { RULE_SET_IDS } from "../../../core/rule-sets";
import {
  array,
  boolean,
  literal,
  literalOf,
  nullable,
  object,
  optional,
  plainObject,
  refined,
  string,
  type Check,
  type VersionedSchema,
} from "../../../core/schema";
import { isGroupQuestion } from "./group-question";
import { GROUP_QUESTIONS } from "../../../core/group-question-words";
import { REQUEST_LIMITS } from "./request-limits";
import { FORMULA_REQUEST } from "./formula-request";
import { REQUEST_MODES } from "./request-state";
import type { GroupQuestion, RequestState } from "./request-types";
import { rollPrivacy } from "../../../core/roll-privacy";

/**
 * What a request card's stored state must look like (docs/cards.md "A card kind": validated on every read). A spec's
 * values are checked by the rule set where they are used (a roll that does not match the request is refused there).
 */

const row = object({
  id: string,
  actorUuid: nullable(string),
  tokenUuid: optional(string),
  name: string,
  spec: optional(plainObject),
  messageId: nullable(string),
  skipped: boolean,
  rollCopy: optional(string),
  rollPrivacy: optional(rollPrivacy),
  resolved: optional(string),
});

/** A named question, or `{ atLeast: n }` (n a whole number from 1 to the most rows a request asks), copied. */
const question = refined(
  (value): GroupQuestion => {
    if (!isGroupQuestion(value)) throw new Error("not a question");
    return typeof value === "string" ? value : { atLeast: value.atLeast };
  },
  `${GROUP_QUESTIONS.map((name) => JSON.stringify(name)).join(" or ")} or {"atLeast": 1–${REQUEST_LIMITS.rows}}`,
);

const checkRequestState = object({
  version: literal(1),
  status: literal("open", "closed"),
  ruleSet: literalOf(() => [...RULE_SET_IDS, FORMULA_REQUEST]),
  spec: plainObject,
  question,
  mode: literal(...REQUEST_MODES),
  showDifficulty: boolean,
  resultsWhenAllRolled: boolean,
  hideNames: boolean,
  participants: array(row),
});

export const REQUEST_STATE_SCHEMA: VersionedSchema<RequestState> = {
  version: 1,
  migrations: {},
  // The checked shape is RequestState's; the spec's values stay the rule set's to check (see above).
  check: checkRequestState as Check<RequestState>,
};
