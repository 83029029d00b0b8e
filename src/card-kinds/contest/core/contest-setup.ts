import type { ContestRulesPart } from "./contest-rule";
import { normalizeContestSpec } from "./contest-specs";
import { contestKindIds, contestKindOf, isContestKind } from "./contest-kinds";
import type {
  ContestParticipant,
  ContestKindId,
  ContestRules,
  ContestRulesOf,
  ContestSpecs,
  ContestState,
  ContestStateVersion,
} from "./contest-types";
import { cardError } from "../../../core/card-errors";

/** The shape of the state this code writes (see ContestStateVersion). */
export const CONTEST_STATE_VERSION: ContestStateVersion = 4;

/** A participant as the Foundry layer (or the playground) names it when a contest starts. */
export interface ContestEntrant<R extends ContestKindId = ContestKindId> {
  readonly id: string;
  readonly actorUuid?: string | null;
  readonly name: string;
  /** Fixed in advance, or null/absent to let the roller fill the dialog. */
  readonly spec?: ContestSpecs[R] | null;
  /** A roll suggested for the side but not fixed (see ContestParticipant.proposal); ignored beside a spec. */
  readonly proposal?: ContestSpecs[R] | null;
}

export interface ContestSetup<R extends ContestKindId = ContestKindId> {
  readonly ruleSet: R;
  readonly attackers: readonly ContestEntrant<R>[];
  /** Exactly one: every attacker rolls against the same defender roll. */
  readonly defenders: readonly ContestEntrant<R>[];
  /**
   * The world's rules now and the starter's choices (`ContestRules`, any kind's fields): the card's kind takes its
   * own, each one left out at the module's default, and keeps nothing of another kind's.
   */
  readonly rules?: Partial<ContestRules>;
}

/**
 * The most attackers one card takes. Many against one is a mob around a hero, not an army: past this the card
 * and its odds stop being readable. (Not yet a row of src/core/limits.ts, whose README table other work owns.)
 */
export const CONTEST_MAX_ATTACKERS = 12;

/** The part of the contest rules a kind's cards keep, or null when they keep none. */
export function contestRulesPart<R extends ContestKindId>(kind: R): ContestRulesPart<R> | null {
  return contestKindOf(kind).contestRule.worldRules ?? null;
}

/** The contest rules a card of this kind takes when its caller names none: its kind's defaults (a copy). */
export function defaultContestRules<R extends ContestKindId>(kind: R): ContestRulesOf<R> {
  const part = contestRulesPart(kind);
  return part ? { ...part.defaults } : noRules<R>();
}

/** A card of a kind that keeps no rules keeps an empty object. */
function noRules<R extends ContestKindId>(): ContestRulesOf<R> {
  // ContestRulesOf of a kind without an entry is the empty object type.
  return {} as ContestRulesOf<R>;
}

/**
 * The rules a card of `kind` keeps, from what its start named. A start names every kind's rules (the dialogs'
 * settings, every kind's choices), and each kind checks its own among them, so a bad value is refused whatever the
 * card's kind: a start is checked whole, as it was given; the card keeps its own kind's, each checked and copied plain.
 */
function normalizeRules<R extends ContestKindId>(kind: R, rules: Partial<ContestRules> = {}): ContestRulesOf<R> {
  for (const id of contestKindIds()) if (id !== kind) normalizedBy(contestRulesPart(id), rules);
  return normalizedBy(contestRulesPart(kind), rules) ?? noRules<R>();
}

/** A kind's part of the rules named (its defaults under them), checked and copied; null for a kind that keeps none. */
function normalizedBy<R extends ContestKindId>(
  part: ContestRulesPart<R> | null,
  rules: Partial<ContestRules>,
): ContestRulesOf<R> | null {
  return part ? part.normalize({ ...part.defaults, ...rules }) : null;
}

function checkSides(setup: ContestSetup): void {
  if (!isContestKind(setup.ruleSet)) throw cardError("RuleSet", { value: String(setup.ruleSet) });
  const attackers = setup.attackers?.length ?? 0;
  if (attackers < 1) throw cardError("NoAttacker");
  if (attackers > CONTEST_MAX_ATTACKERS)
    throw cardError("TooManyAttackers", { count: attackers, max: CONTEST_MAX_ATTACKERS });
  const defenders = setup.defenders?.length ?? 0;
  if (defenders !== 1) throw cardError("DefenderCount", { count: defenders });
}

function toParticipant<R extends ContestKindId>(
  ruleSet: R,
  entrant: ContestEntrant<R>,
  side: ContestParticipant["side"],
  seen: Set<string>,
): ContestParticipant<R> {
  if (typeof entrant.id !== "string" || entrant.id.trim() === "") throw cardError("BadId", { id: String(entrant.id) });
  if (seen.has(entrant.id)) throw cardError("DuplicateId", { id: entrant.id });
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
export function startContest<R extends ContestKindId>(setup: ContestSetup<R>): ContestState<R> {
  checkSides(setup);
  const rules = normalizeRules(setup.ruleSet, setup.rules);
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
