import { DEFAULT_FUMBLE_PENALTY, DEFAULT_OPPOSED_FUMBLE_RULE } from "../../rule-sets/kaiser/core/mechanics/constants";
import { assertFumbleRule, assertPenaltySpec, assertTieRule } from "../../rule-sets/kaiser/core/mechanics/validate";
import { contestError } from "./contest-errors";
import { CONTEST_RULE_SETS, normalizeContestSpec } from "./contest-specs";
import {
  CONTEST_STATE_VERSION,
  KINGDOMS_ACTIVE_SIDES,
  type ContestParticipant,
  type ContestRuleSet,
  type ContestRules,
  type ContestSpecs,
  type ContestState,
} from "./contest-types";

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
  /** Kaiser: an Attack that ties fails and forbids the Counter. Defaults to false. */
  readonly attack?: boolean;
  /** The world's rules now; each one left out takes the module's default. */
  readonly rules?: Partial<ContestRules>;
}

/**
 * The most attackers one card takes. Many against one is a mob around a hero, not an army: past this the card
 * and its odds stop being readable. (Not yet a row of src/core/limits.ts, whose README table other work owns.)
 */
export const CONTEST_MAX_ATTACKERS = 12;

export const DEFAULT_CONTEST_RULES: ContestRules = Object.freeze({
  kaiserTieRule: "defender",
  kaiserFumblePenalty: DEFAULT_FUMBLE_PENALTY,
  kaiserOpposedFumble: DEFAULT_OPPOSED_FUMBLE_RULE,
  // The initiator is usually the one trying something against the target.
  kingdomsActive: "attacker",
});

function settleRules(rules: Partial<ContestRules> = {}): ContestRules {
  const settled = { ...DEFAULT_CONTEST_RULES, ...rules };
  assertTieRule(settled.kaiserTieRule);
  assertPenaltySpec(settled.kaiserFumblePenalty);
  // A caller that names no reading (an older macro, or one left undefined) gets the default, written onto the card.
  const kaiserOpposedFumble = settled.kaiserOpposedFumble ?? DEFAULT_OPPOSED_FUMBLE_RULE;
  assertFumbleRule(kaiserOpposedFumble);
  if (!KINGDOMS_ACTIVE_SIDES.includes(settled.kingdomsActive)) {
    throw contestError("ActiveSide", { value: String(settled.kingdomsActive) });
  }
  const { number, faces, bonus } = settled.kaiserFumblePenalty;
  return {
    kaiserTieRule: settled.kaiserTieRule,
    kaiserFumblePenalty: { number, faces, bonus },
    kaiserOpposedFumble,
    kingdomsActive: settled.kingdomsActive,
  };
}

function checkSides(setup: ContestSetup): void {
  if (!CONTEST_RULE_SETS.includes(setup.ruleSet)) throw contestError("RuleSet", { value: String(setup.ruleSet) });
  const attackers = setup.attackers?.length ?? 0;
  if (attackers < 1) throw contestError("NoAttacker");
  if (attackers > CONTEST_MAX_ATTACKERS) throw contestError("TooManyAttackers", { count: attackers, max: CONTEST_MAX_ATTACKERS });
  const defenders = setup.defenders?.length ?? 0;
  if (defenders !== 1) throw contestError("DefenderCount", { count: defenders });
  if (setup.attack !== undefined && typeof setup.attack !== "boolean") throw contestError("Attack", { value: String(setup.attack) });
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
    attack: setup.attack ?? false,
    rules,
    participants: [...attackers, defender],
    tieBreaks: [],
    outcome: null,
  };
}
