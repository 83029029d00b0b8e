/**
 * The formula engine's lazy script (calculator/formula-chunk.ts), fetched once for the page: by the Any formula tab
 * (calculator/formula-panel.ts) or the Contest view, whichever opens first. Once it has run, its contest of any
 * formula is registered with the page's contest kinds, beside the rule sets', as the module's entry registers it
 * (src/rule-sets/contest-kinds.ts), and the page's words take its English where the page's own have none.
 */
import { offeredContestKinds, registerContestKind, isContestKind } from "../src/card-kinds/contest/core/contest-kinds";
import type { ContestKindId } from "../src/card-kinds/contest/core/contest-types";
import type { Translator } from "../src/ui/translator";
import type * as FormulaChunk from "./formula-chunk";
import formulaChunk from "./formula-chunk?lazy-script";
import { LazyScript } from "./lazy-script";
import { registerUiContestKind } from "../src/card-kinds/contest/ui/contest-kind-views";

export const formulaScript = new LazyScript<typeof FormulaChunk>(formulaChunk);

/**
 * The contest kinds the Contest view offers: the rule sets', then Any formula once the script has run (the rule
 * sets' alone if it could not be fetched). Null while it is on its way: `onSettled` is called when it arrives.
 */
export function contestKindsOffered(ruleSets: readonly ContestKindId[], onSettled: () => void): ContestKindId[] | null {
  const chunk = formulaScript.exports;
  if (chunk) {
    const { kind, views } = chunk.formulaContest;
    if (!isContestKind(kind.id)) {
      registerContestKind(kind);
      registerUiContestKind(kind.id, views);
    }
    return offeredContestKinds(ruleSets);
  }
  if (formulaScript.failed) return [...ruleSets];
  formulaScript.load(onSettled);
  return null;
}

/**
 * The page's words, and the script's English where they have none (the *Any formula* fields, the engine's refusals).
 */
export function withFormulaWords(page: Translator): Translator {
  return formulaScript.exports?.withOwnWords(page) ?? page;
}
