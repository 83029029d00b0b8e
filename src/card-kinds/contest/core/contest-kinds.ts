/**
 * The kinds of contest: every rule set's (its core descriptor holds its contest rule), then the kinds that are no rule
 * set's, registered here (the formula contest: src/card-kinds/contest/core/formula-contest-kind.ts,
 * docs/formula-contest.md). The contest code looks a card's kind up here by its `ruleSet`, and loops over
 * `contestKindIds()` where it needs every kind's part (the tie-break dice, the card's rules, a pairing's outcome), so
 * that no shared code names a kind.
 */
import { CORE_RULE_SETS, isRuleSetId, RULE_SET_IDS } from "../../../core/rule-sets";
import type { ContestRule } from "./contest-rule";
import type { ContestRollTypes, ContestKindId } from "./contest-types";

/** What the contests ask of a kind: the part of a rule set's core descriptor they read. */
export interface ContestKind<R extends ContestKindId> {
  readonly id: R;
  /** Its name, as the Start contest dialog's choice and the card's rules line print it. */
  readonly labelKey: string;
  readonly contestRule: ContestRule<R>;
  /** Luck of a side's judged roll. */
  readonly contestRollLuck: (roll: ContestRollTypes[R]) => number;
}

/** Each kind by its id: the others as registered, a rule set's filed here the first time it is looked up. */
const registered: { [R in ContestKindId]?: ContestKind<R> } = {};
const otherIds: ContestKindId[] = [];

/** Adds a kind that is no rule set's; its id must be new. */
export function registerContestKind<R extends ContestKindId>(kind: ContestKind<R>): void {
  if (isContestKind(kind.id)) throw new Error(`the contest kind ${kind.id} is registered twice`);
  // Filed under its own id, so that the lookup below finds each kind's own rule.
  Object.assign(registered, { [kind.id]: kind });
  otherIds.push(kind.id);
}

/** Every kind's id: the rule sets' in their order, then the others'. */
export function contestKindIds(): ContestKindId[] {
  return [...RULE_SET_IDS, ...otherIds];
}

/**
 * The kinds a world offers for its contests: the rule sets it offers, then every kind that is no rule set's (offered in
 * every world, as the *Any formula* dialog is).
 */
export function offeredContestKinds(ruleSets: readonly ContestKindId[]): ContestKindId[] {
  return [...ruleSets, ...otherIds];
}

/** Is this a registered contest kind's id? A stored card naming any other is refused. */
export function isContestKind(value: unknown): value is ContestKindId {
  return isRuleSetId(value) || otherIds.some((id) => id === value);
}

/** A registered kind by its id; an id nothing registered is a programming error (a stored card's is checked first). */
export function contestKindOf<R extends ContestKindId>(id: R): ContestKind<R> {
  // A rule set's core descriptor is its contest kind (it holds what ContestKind names).
  if (registered[id] === undefined && isRuleSetId(id)) Object.assign(registered, { [id]: CORE_RULE_SETS[id] });
  const kind = registered[id];
  if (kind === undefined) throw new Error(`Indie Dice | no contest kind "${String(id)}" is registered`);
  return kind;
}
