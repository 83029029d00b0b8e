import {
  array,
  literal,
  nullable,
  object,
  optional,
  refined,
  SchemaError,
  string,
  type Check,
  type VersionedSchema,
} from "../../../core/schema";
import { normalizeContestSpec } from "./contest-specs";
import { contestKindIds } from "./contest-kinds";
import { CONTEST_STATE_VERSION, contestRulesPart, defaultContestRules } from "./contest-setup";
import { contestKindOf } from "./contest-kinds";
import { checkTieBreakDice } from "./contest-tie-break";
import type {
  ContestRulesOf,
  ContestKindId,
  ContestSpec,
  ContestState,
  PairingOutcomeParts,
  TieBreakDice,
} from "./contest-types";
import { rollPrivacy } from "../../../core/roll-privacy";

/**
 * What a contest card's stored state must look like, version by version (docs/cards.md "A card kind": validated on
 * every read). Version 1 is what 0.1.0 wrote; version 2 names the opposed Kaiser Fumble reading in its rules; version 3
 * keeps a starter's choice in its rule set's part of the rules (Kaiser's Attack, stored beside them before); version 4
 * keeps only the card's own kind's rules and its own kind's part of each pairing's outcome — a card of versions 1 to 3
 * held every registered kind's, which the check drops. The card's kind migrates its rules:
 * `ContestRulesPart.migrations`, Kaiser's in its folder. The optional fields added since 0.1.0 (`proposal`, `rollCopy`,
 * `rollPrivacy`) need no migration. A pairing's own part (Kaiser's `counterAllowed`, Olde's `rollOffWinner`,
 * `PairingOutcomePart`) is checked by its kind.
 */

const side = literal("attacker", "defender");

/** A spec as the core normalizes it for the card's rule set (its own error refuses a bad one). */
function specOf(ruleSet: ContestKindId): Check<ContestSpec> {
  return refined((value) => normalizeContestSpec(ruleSet, value as ContestSpec), `a ${ruleSet} roll`);
}

/** The contest rules a card of this kind keeps: its kind's own check copies its own fields, and nothing else. */
function rulesOf<R extends ContestKindId>(kind: R): Check<ContestRulesOf<R>> {
  const part = contestRulesPart(kind);
  if (part) return part.schema;
  return (value, path) => {
    object({})(value, path);
    return defaultContestRules(kind);
  };
}

const tieBreak = object({
  attackerId: string,
  dice: refined((value) => checkTieBreakDice(value as TieBreakDice), "tie-break dice"),
});

const sharedPairing = object({
  attackerId: string,
  defenderId: string,
  winner: literal("attacker", "defender", "neither"),
  decidedBy: string,
});

/** A pairing's outcome: its shared fields, then its kind's own part, a field it lacks read as that part's default. */
function pairingOf(kind: ContestKindId): Check<ReturnType<typeof sharedPairing> & Partial<PairingOutcomeParts>> {
  const part = contestKindOf(kind).contestRule.outcomePart;
  return (value, path) => {
    const checked: ReturnType<typeof sharedPairing> & Partial<PairingOutcomeParts> = sharedPairing(value, path);
    if (part) Object.assign(checked, part.schema(Object.assign({}, part.defaults, value), path));
    return checked;
  };
}

function participantOf(ruleSet: ContestKindId) {
  return object({
    id: string,
    actorUuid: nullable(string),
    name: string,
    side,
    spec: nullable(specOf(ruleSet)),
    proposal: optional(nullable(specOf(ruleSet))),
    messageId: nullable(string),
    rollCopy: optional(string),
    rollPrivacy: optional(rollPrivacy),
  });
}

const checkContestState: Check<ContestState> = (value, path) => {
  const stored = typeof value === "object" && value !== null && "ruleSet" in value ? value.ruleSet : undefined;
  const ruleSet = literal(...contestKindIds())(stored, `${path}ruleSet`);
  const state = object({
    version: literal(CONTEST_STATE_VERSION),
    ruleSet: literal(ruleSet),
    status: literal("open", "resolved"),
    rules: rulesOf(ruleSet),
    participants: array(participantOf(ruleSet)),
    tieBreaks: array(tieBreak),
    outcome: nullable(object({ pairings: array(pairingOf(ruleSet)) })),
  })(value, path);
  if (!state.participants.some((p) => p.side === "defender")) throw new SchemaError("participants", "a defender");
  // Each participant's spec was normalized for this very rule set above, which is what ContestState<R> says.
  return state as ContestState;
};

/**
 * A stored card of `version` brought to the next: its kind migrates its rules, reading the rest of the card where a
 * field of its own moves into them. A field left behind — and, from version 4, every other kind's — is dropped by
 * the check.
 */
function migrationFrom(version: number): (state: Record<string, unknown>) => Record<string, unknown> {
  return (state) => {
    const stored: Readonly<Record<string, unknown>> =
      state.rules !== null && typeof state.rules === "object" ? { ...state.rules } : {};
    const kind = contestKindIds().find((id) => id === state.ruleSet);
    const migrate = kind === undefined ? undefined : contestRulesPart(kind)?.migrations?.[version];
    return { ...state, rules: migrate?.(stored, state) ?? stored };
  };
}

/** Every version before this code's has its migration, read from the rule sets when a card is read. */
const migrations = Object.fromEntries(
  Array.from({ length: CONTEST_STATE_VERSION - 1 }, (_, i) => [i + 1, migrationFrom(i + 1)]),
);

export const CONTEST_STATE_SCHEMA: VersionedSchema<ContestState> = {
  version: CONTEST_STATE_VERSION,
  migrations,
  check: checkContestState,
};
