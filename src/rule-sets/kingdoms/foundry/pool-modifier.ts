import { basicTestSucceeds } from "../core/mechanics/basic-test";
import { CRITICAL_SUCCESS_FACE, readsByCriticalSuccesses } from "../core/mechanics/rules";
import { classifyDie, dieWeight } from "../core/mechanics/die";
import { ruleSetSetting } from "../../../foundry/settings";
import { activeResults, type RollableTerm } from "../../../foundry/term-results";
import type { DiceEntryLabel } from "../../../foundry/dice/dice-entry";
import { THRESHOLD_POOL_KEY } from "../core/notation";
import { savedModifier, type Annotation, type TermData } from "../../../foundry/chat/roll-annotations";
import { signed } from "../../../ui/roll-cards/card-text";
import { formatWith } from "../../../ui/translator";

/**
 * `kr<DT>`: each die counts its weight (+2, +1, −1, −2) so that Foundry's own total of the term is the Margin,
 * and carries success/failure flags so Foundry's tooltip colours it.
 */
export function applyKingdomsPool(term: RollableTerm, dt: number): void {
  for (const r of activeResults(term)) {
    const kind = classifyDie(r.result, dt);
    r.count = dieWeight(r.result, dt);
    r.success = r.count > 0;
    r.failure = r.count < 0;
    if (kind === "criticalSuccess") r.indie = "crit-success";
    else if (kind === "criticalFailure") r.indie = "crit-failure";
  }
}

/**
 * Its notes under a roll of Foundry's class (`FoundryRuleSet.annotateTerm`): a pool's Margin (the count its dice add
 * up to), coloured by whether it passes a Basic Test under the world's rule now. Its crits are in the Margin already
 * (a 12 counts +2, a 1 −2), so none is said apart — except above DT 11, where the GM reads the roll by its 12s, said
 * first as the card says them (docs/rulings.md "Kingdoms and Rulers").
 */
export function poolNotes(term: TermData): Annotation[] {
  const pool = savedModifier(term, THRESHOLD_POOL_KEY);
  if (!term.results || pool === undefined) return [];
  const active = term.results.filter((r) => r.active);
  const margin = active.reduce((sum, r) => sum + (r.count ?? 0), 0);
  const passes = basicTestSucceeds(margin, ruleSetSetting("kingdomsBasicRule"));
  const marginNote: Annotation = {
    text: formatWith(game.i18n, "INDIE_DICE.Annotation.Margin", { margin: signed(margin, game.i18n) }),
    tone: passes ? "success" : "failure",
  };
  if (!readsByCriticalSuccesses(Number(pool.slice(THRESHOLD_POOL_KEY.length)))) return [marginNote];
  const twelves = active.filter((r) => r.result === CRITICAL_SUCCESS_FACE).length;
  return [
    {
      text: formatWith(game.i18n, "INDIE_DICE.Card.Kingdoms.CriticalSuccesses", { n: twelves }),
      tone: twelves > 0 ? "critical" : "neutral",
    },
    marginNote,
  ];
}

/**
 * A pool's dice entered by hand: each die of the pool's count, against its DT (docs/architecture.md "Dice entered by
 * hand").
 */
export const kingdomsDiceEntryLabel: DiceEntryLabel = (term, slot) => {
  const pool = slot.modifiers.find((m) => m.startsWith(THRESHOLD_POOL_KEY));
  if (!pool) return null;
  const dt = pool.slice(THRESHOLD_POOL_KEY.length);
  return {
    key: "INDIE_DICE.Kingdoms.DiceEntry.PoolDie",
    data: { index: slot.index, count: slot.count, die: `d${term.faces}`, dt },
  };
};
