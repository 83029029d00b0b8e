import { contestError } from "./contest-errors";
import type { ContestRulesPart } from "./contest-rule";
import { normalizeContestSpec } from "./contest-specs";
import { contestKindIds, contestKindOf, isContestKind } from "./contest-kinds";
import type { ContestParticipant, ContestRuleSet, ContestRules, ContestSpecs, ContestState, ContestStateVersion } from "./contest-types";

/** The shape of the state this code writes (see ContestStateVersion). */
export const CONTEST_STATE_VERSION: ContestStateVersion = 3;

/** A participant as the Foundry layer (or the playground) names it when a contest starts. */
export interface ContestEntrant<R extends ContestRuleSet = ContestRuleSet> {
  readonly id: string;
  readonly actorUuid?: string | null;
  readonly name: string;
  /** Fixed in advance, or null/absent to let the roller fill the dialog. */
  readonly spec?: ContestSpecs[R] | null;
  /** A roll suggested for the side but not fixed (see ContestParticipant.proposal); ignored beside a spec. */
  readonly proposal?: ContestSpecs[R] | null;
}

export interface ContestSetup<R extends ContestRuleSet = ContestRuleSet> {
  readonly ruleSet: R;
  readonly attackers: readonly ContestEntrant<R>[];
  /** Exactly one: every attacker rolls against the same defender roll. */
  readonly defenders: readonly ContestEntrant<R>[];
  /** The world's rules now and the starter's choices (`ContestRules`); each one left out takes the module's default. */
  readonly rules?: Partial<ContestRules>;
}

/**
 * The most attackers one card takes. Many against one is a mob around a hero, not an army: past this the card
 * and its odds stop being readable. (Not yet a row of src/core/limits.ts, whose README table other work owns.)
 */
export const CONTEST_MAX_ATTACKERS = 12;

/** The registered rule sets' parts of the world's contest rules. */
export function worldRulesParts(): ContestRulesPart[] {
  return contestKindIds().flatMap((id) => contestKindOf(id).contestRule.worldRules ?? []);
}

/**
 * A whole that the rule sets fill by declaration merging (`ContestRules`, `PairingOutcomeParts`), put together from
 * each registered rule set's part of it: every field of the whole is a rule set's, and each rule set that adds
 * fields gives its own.
 */
export function wholeOfParts<T extends object>(parts: readonly Partial<T>[]): T {
  const whole: Partial<T> = {};
  for (const part of parts) Object.assign(whole, part);
  return whole as T;
}

/** The world's contest rules a card takes when its caller names none: each rule set's defaults. */
export function defaultContestRules(): ContestRules {
  return Object.freeze(wholeOfParts(worldRulesParts().map((part) => part.defaults)));
}

function settleRules(rules: Partial<ContestRules> = {}): ContestRules {
  const settled: ContestRules = { ...defaultContestRules(), ...rules };
  // Each rule set checks and copies its own fields, so nothing the caller added beside them reaches the card.
  return wholeOfParts(worldRulesParts().map((part) => part.settle(settled)));
}

function checkSides(setup: ContestSetup): void {
  if (!isContestKind(setup.ruleSet)) throw contestError("RuleSet", { value: String(setup.ruleSet) });
  const attackers = setup.attackers?.length ?? 0;
  if (attackers < 1) throw contestError("NoAttacker");
  if (attackers > CONTEST_MAX_ATTACKERS) throw contestError("TooManyAttackers", { count: attackers, max: CONTEST_MAX_ATTACKERS });
  const defenders = setup.defenders?.length ?? 0;
  if (defenders !== 1) throw contestError("DefenderCount", { count: defenders });
}

function toParticipant<R extends ContestRuleSet>(
  ruleSet: R,
  entrant: ContestEntrant<R>,
  side: ContestParticipant["side"],
  seen: Set<string>,
): ContestParticipant<R> {
  if (typeof entrant.id !== "string" || entrant.id.trim() === "") throw contestError("BadId", { id: String(entrant.id) });
  if (seen.has(entrant.id)) throw contestError("DuplicateId", { id: entrant.id });
  seen.add(entrant.id);
  const spec = entrant.spec ?? null;
  const proposal = spec === null ? (entrant.proposal ?? null) : null;
  return {
    id: entrant.id,
    actorUuid: entrant.actorUuid ?? null,
    name: String(entrant.name),
    side,
    spec: spec === null ? null : normalizeContestSpec(ruleSet, spec),
    ...(proposal === null ? {} : { proposal: normalizeContestSpec(ruleSet, proposal) }),
    messageId: null,
  };
}

/**
 * Starts a contest: at least one attacker, exactly one defender, unique ids, every fixed or proposed spec
 * valid for the rule set. Throws the IndieDiceError naming the first problem; nothing is rolled.
 */
export function startContest<R extends ContestRuleSet>(setup: ContestSetup<R>): ContestState<R> {
  checkSides(setup);
  const rules = settleRules(setup.rules);
  const seen = new Set<string>();
  const attackers = setup.attackers.map((entrant) => toParticipant(setup.ruleSet, entrant, "attacker", seen));
  const defender = toParticipant(setup.ruleSet, setup.defenders[0]!, "defender", seen);
  return {
    version: CONTEST_STATE_VERSION,
    ruleSet: setup.ruleSet,
    status: "open",
    rules,
    participants: [...attackers, defender],
    tieBreaks: [],
    outcome: null,
  };
}
