import { basicTestSucceeds } from "../core/mechanics/basic-test";
import { classifyDie, dieWeight } from "../core/mechanics/die";
import { MODULE_ID } from "../../../foundry/module-id";
import { activeResults, type RollableTerm } from "../../../foundry/term-results";
import type { DiceEntryLabel } from "../../../foundry/dice/dice-entry";
import { THRESHOLD_POOL_KEY } from "../core/notation";
import { carriesModifier, type Annotation, type TermData } from "../../../foundry/chat/roll-annotations";
import { signed } from "../../../ui/roll-cards/card-text";
import { t } from "../../../foundry/notify";

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
 * Its note under a roll of Foundry's class (`FoundryRuleSet.annotateTerm`): a pool's Margin (the count its dice add
 * up to), coloured by whether it passes a Basic Test under the world's rule now. Its crits are in the Margin already
 * (a 12 counts +2, a 1 −2), so no crit is said apart.
 */
export function marginNotes(term: TermData): Annotation[] {
  if (!term.results || !carriesModifier(term, THRESHOLD_POOL_KEY)) return [];
  const margin = term.results.reduce((sum, r) => (r.active ? sum + (r.count ?? 0) : sum), 0);
  const passes = basicTestSucceeds(margin, game.settings.get(MODULE_ID, "kingdomsBasicRule"));
  return [{ text: t("INDIE_DICE.Annotation.Margin", { margin: signed(margin, game.i18n) }), tone: passes ? "success" : "failure" }];
}

/** A pool's dice entered by hand: each die of the pool's count, against its DT (docs/architecture.md "Dice entered by hand"). */
export const kingdomsDiceEntryLabel: DiceEntryLabel = (term, slot) => {
  const pool = slot.modifiers.find((m) => m.startsWith(THRESHOLD_POOL_KEY));
  if (!pool) return null;
  const dt = pool.slice(THRESHOLD_POOL_KEY.length);
  return { key: "INDIE_DICE.Kingdoms.DiceEntry.PoolDie", data: { index: slot.index, count: slot.count, die: `d${term.faces}`, dt } };
};
