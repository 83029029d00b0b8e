/**
 * The Any formula tab's lazy script (vite.site.config.ts, `?lazy-script`): the formula engine and the tab's view
 * model, built apart from the page's bundle and fetched the first time the tab opens, so that neither counts
 * against the first load (README "Web odds calculator"). It carries the English words only it shows — the tab's
 * answers and the engine's refusals (vite.site.config.ts keeps those sections here and leaves them out of the
 * page's English) — and reads every other word from the page's translator, which has them in every other language
 * (each language's script carries its own, vite.site.config.ts `languageScripts`).
 */
import english from "../lang/en.json";
import { createTranslator, translatorOf, type Translator } from "../src/ui/translator";
import { buildFormulaTabView, type FormulaTabFields, type FormulaTabView } from "./formula-tab-model";

export function formulaTabView(fields: FormulaTabFields, i18n: Translator): FormulaTabView {
  return buildFormulaTabView(fields, withOwnWords(i18n));
}

/** The page's translator, but English's words from this script where the page has none. */
function withOwnWords(page: Translator): Translator {
  const own = createTranslator(page.lang, english);
  return translatorOf(page.lang, (key) => {
    const text = page.localize(key);
    return text === key ? own.localize(key) : text;
  });
}
