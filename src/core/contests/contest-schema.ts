import {
  array,
  boolean,
  literal,
  nullable,
  object,
  optional,
  refined,
  SchemaError,
  string,
  type Check,
  type VersionedSchema,
} from "../schema";
import { normalizeContestSpec } from "./contest-specs";
import { contestKindIds } from "./contest-kinds";
import { CONTEST_STATE_VERSION, wholeOfParts, worldRulesParts } from "./contest-start";
import { pairingOutcomeParts } from "./contest-judge";
import { checkTieBreakDice } from "./contest-tie-break";
import type { ContestRules, ContestRuleSet, ContestSpec, ContestState, PairingOutcomeParts, RollPrivacy, TieBreakDice } from "./contest-types";

/**
 * What a contest card's stored state must look like, version by version (docs/cards.md "A card kind": validated on every
 * read). Version 1 is what 0.1.0 wrote; version 2 names the opposed Kaiser Fumble reading in its rules; version 3 keeps
 * a starter's choice in its rule set's part of the rules (Kaiser's Attack, stored beside them before). Each rule set
 * migrates its part of the rules: `ContestRulesPart.migrations`, Kaiser's in its folder. The
 * optional fields added since 0.1.0 (`proposal`, `rollCopy`, `rollPrivacy`) need no migration. A pairing's outcome
 * has kept the same fields since 0.1.0: each rule set's own part of it (Kaiser's `counterAllowed`, Olde's
 * `rollOffWinner`, `PairingOutcomePart`) is checked by that rule set, on every pairing as every pairing keeps it.
 */

export const rollPrivacy: Check<RollPrivacy> = object({ whisper: array(string), blind: boolean, authorId: string });

const side = literal("attacker", "defender");

/** A spec as the core normalizes it for the card's rule set (its own error refuses a bad one). */
function specOf(ruleSet: ContestRuleSet): Check<ContestSpec> {
  return refined((value) => normalizeContestSpec(ruleSet, value as ContestSpec), `a ${ruleSet} roll`);
}

/** The world's contest rules as each rule set stores its part of them. */
function rules(): Check<ContestRules> {
  const parts = worldRulesParts();
  return (value, path) => {
    object({})(value, path);
    // Each rule set's check copies its own fields.
    return wholeOfParts(parts.map((part) => part.schema(value, path)));
  };
}

const tieBreak = object({
  attackerId: string,
  dice: refined((value) => checkTieBreakDice(value as TieBreakDice), "tie-break dice"),
});

const sharedPairing = object({ attackerId: string, defenderId: string, winner: literal("attacker", "defender", "neither"), decidedBy: string });

/** A pairing's outcome: its shared fields, then each rule set's own part, a field it lacks read as that part's default. */
function pairing(): Check<ReturnType<typeof sharedPairing> & Partial<PairingOutcomeParts>> {
  const parts = pairingOutcomeParts();
  return (value, path) => {
    const checked: ReturnType<typeof sharedPairing> & Partial<PairingOutcomeParts> = sharedPairing(value, path);
    for (const part of parts) Object.assign(checked, part.schema(Object.assign({}, part.defaults, value), path));
    return checked;
  };
}

function participantOf(ruleSet: ContestRuleSet) {
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
    rules: rules(),
    participants: array(participantOf(ruleSet)),
    tieBreaks: array(tieBreak),
    outcome: nullable(object({ pairings: array(pairing()) })),
  })(value, path);
  if (!state.participants.some((p) => p.side === "defender")) throw new SchemaError("participants", "a defender");
  // Each participant's spec was normalized for this very rule set above, which is what ContestState<R> says.
  return state as ContestState;
};

/**
 * A stored card of `version` brought to the next: each registered rule set migrates its part of the rules, reading
 * the rest of the card where a field of its own moves into them. A field left behind is dropped by the check.
 */
function migrationFrom(version: number): (state: Record<string, unknown>) => Record<string, unknown> {
  return (state) => {
    const stored: Readonly<Record<string, unknown>> = state.rules !== null && typeof state.rules === "object" ? { ...state.rules } : {};
    const rules = worldRulesParts().reduce((migrated, part) => part.migrations?.[version]?.(migrated, state) ?? migrated, stored);
    return { ...state, rules };
  };
}

/** Every version before this code's has its migration, read from the rule sets when a card is read. */
const migrations = Object.fromEntries(Array.from({ length: CONTEST_STATE_VERSION - 1 }, (_, i) => [i + 1, migrationFrom(i + 1)]));

export const CONTEST_STATE_SCHEMA: VersionedSchema<ContestState> = {
  version: CONTEST_STATE_VERSION,
  migrations,
  check: checkContestState,
};
