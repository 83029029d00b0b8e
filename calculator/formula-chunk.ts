/**
 * The formula engine's lazy script (vite.site.config.ts, `?lazy-script`): the Any formula tab's view model and the
 * contest of any formula (docs/formula-contest.md), built apart from the page's bundle and fetched the first time
 * the tab or the Contest view opens, so that neither counts against the first load (README "Web odds calculator").
 * It carries the English words only it shows — the tab's answers, the *Any formula* dialog's fields and the engine's
 * refusals (vite.site.config.ts keeps those sections here and leaves them out of the page's English) — and reads every
 * other word from the page's translator, which has them in every other language (each language's script carries its
 * own, vite.site.config.ts `languageScripts`).
 *
 * The page registers the contest kind with its own registries (calculator/formula-script.ts); this script's own
 * copy of the contest code, which the kind's views call (the "neither wins" share under rolling again), looks it up
 * in this script's registry, where it is registered here.
 */
import english from "../lang/en.json";
import { isContestKind, registerContestKind } from "../src/card-kinds/contest/core/contest-kinds";
import { formulaContestKind } from "../src/card-kinds/contest/core/formula-contest-kind";
import { formulaContestViews } from "../src/card-kinds/contest/ui/formula-contest-view";
import type { Translator } from "../src/ui/translator";
import { buildFormulaTabView, type FormulaTabFields, type FormulaTabView } from "./formula-tab-model";
import { ownWordsOf } from "./own-words";

if (!isContestKind(formulaContestKind.id)) registerContestKind(formulaContestKind);

/** The contest of any formula, for the page to register with its own registries: its core kind and its views. */
export const formulaContest = { kind: formulaContestKind, views: formulaContestViews };

/** The page's translator, but English's words from this script where the page has none. */
export const withOwnWords = ownWordsOf(english);

export function formulaTabView(fields: FormulaTabFields, i18n: Translator): FormulaTabView {
  return buildFormulaTabView(fields, withOwnWords(i18n));
}
