/**
 * How each kind of contest's sides are chosen, rolled and read back on Foundry's side (docs/formula-contest.md): a
 * rule set's through its own dialog and Roll class, a kind that is no rule set's (the formula contest) through its
 * own sides, filed here. The contest card, its start and its tie-breaks ask this registry by the card's `ruleSet`,
 * never a kind by name.
 */
import type { ContestKindId, ContestSpecs, ContestState, TieBreakKind } from "../core/contest-types";
import { isRuleSetId } from "../../../core/rule-sets";
import type { RuleSetId } from "../../../core/rule-set-types";
import { foundryRuleSetOf, foundryRuleSets } from "../../../foundry/rule-sets";
import { withCharacterNumbers } from "../../../foundry/character-numbers";
import { rollForCard } from "../../../foundry/cards/card-roll";
import { readRuleSetRoll } from "../../../foundry/cards/roll-reading";
import { formulaContestSides } from "./formula-contest-sides";
import type { ContestSideRoll, FoundryContestKind, FoundryTieBreak } from "./contest-side-types";
import { cardError } from "../../../core/card-errors";

/**
 * A side of a rule set's contest: its card's specs that rule set's, and the spec it opens with one of that rule set's
 * too (the card's, its proposal's, or an API caller's, which the rule set's dialog checks as it opens).
 */
type RuleSetSideRoll = Omit<ContestSideRoll, "state" | "spec"> & {
  readonly state: ContestState<RuleSetId>;
  readonly spec: ContestSpecs[RuleSetId] | null;
};

function isRuleSetSide(side: ContestSideRoll): side is RuleSetSideRoll {
  return isRuleSetId(side.state.ruleSet);
}

/** Every rule set's sides: its own dialog, Roll class and roll options (a Kaiser side's opposed Fumble penalty). */
const RULE_SET_SIDES: FoundryContestKind = {
  withCharacterNumbers: (spec, actor) => withCharacterNumbers(spec, actor),
  readRoll: (dice, ruleSet, message, name) => {
    if (!isRuleSetId(ruleSet)) throw cardError("WrongRoll", { name });
    return readRuleSetRoll(dice, ruleSet, message, name);
  },
  rollSide: (dialogs, side) => {
    if (!isRuleSetSide(side)) throw cardError("WrongRoll", { name: side.participant.name });
    const { state, participant } = side;
    const fixed = state.participants.find((p) => p.id === participant.id)?.spec ?? null;
    return rollForCard(dialogs, {
      ruleSet: state.ruleSet,
      cardId: side.cardId,
      rollId: participant.id,
      prompt: side.prompt,
      actorUuid: participant.actorUuid,
      spec: side.spec,
      fastForward: side.fastForward,
      rollOptions: contestRollOptions(state, fixed),
      messageFlags: side.messageFlags,
      flavor: side.flavor,
      cardChance: side.cardChance,
      follow: side.follow,
      // A roll the card fixed is not the roller's to change: locked in the dialog, refused before any die if changed
      // (by a preRoll hook, say); their saved rolls are offered only for an open one.
      fixed: fixed === null ? null : { values: { ...fixed }, whole: true },
      rollerName: participant.name,
      query: side.query,
      record: side.record,
    });
  },
};

/**
 * The kinds that are no rule set's, by id: the formula contest's (docs/formula-contest.md). Filed here, with the card
 * code that alone asks for it, rather than by the module's entry, so that its code loads with the card chunk
 * (src/foundry/cards/card-chunk-loader.ts), not at start-up.
 */
const others = new Map<ContestKindId, FoundryContestKind>([["formula", formulaContestSides]]);

/**
 * A contest kind's Foundry side; a kind nothing registered is a programming error (a stored card's is checked first).
 */
export function foundryContestKindOf(id: ContestKindId): FoundryContestKind {
  if (isRuleSetId(id)) return RULE_SET_SIDES;
  const kind = others.get(id);
  if (!kind) throw new Error(`Indie Dice | no contest kind "${String(id)}" is registered with Foundry`);
  return kind;
}

/** What a contest side's roll carries beyond its spec (see `FoundryRuleSet.contestRollOptions`). */
function contestRollOptions<R extends RuleSetId>(
  state: ContestState<R>,
  spec: ContestSpecs[R] | null,
): Record<string, unknown> | null {
  return foundryRuleSetOf(state.ruleSet).contestRollOptions(state.rules, spec);
}

/** The rule set whose contests break a tie by this kind of dice. */
export function foundryTieBreakOf(kind: TieBreakKind): FoundryTieBreak {
  const tieBreak = foundryRuleSets().find((ruleSet) => ruleSet.tieBreak?.kind === kind)?.tieBreak;
  if (!tieBreak) throw new Error(`Indie Dice | no rule set rolls the tie-break "${kind}"`);
  return tieBreak;
}

/**
 * Who rolls a kind of tie-break: a rule set's roll-off, or a kind's own (the formula contest's rounds of rolling
 * again).
 */
export function contestTieBreakOf(kind: TieBreakKind): FoundryTieBreak {
  return [...others.values()].find((other) => other.tieBreak?.kind === kind)?.tieBreak ?? foundryTieBreakOf(kind);
}
