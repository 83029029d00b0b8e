/**
 * The Any formula tab's lazy script (vite.site.config.ts, `?lazy-script`): the formula engine and the tab's view
 * model, built apart from the page's bundle and fetched the first time the tab opens, so that neither counts
 * against the first load (README "Web odds calculator"). It carries the words only it shows — the tab's answers
 * and the engine's refusals (vite.site.config.ts keeps those sections here and leaves them out of the page's
 * language files) — and reads every other word from the page's translator.
 */
import english from "../lang/en.json";
import german from "../lang/de.json";
import { createTranslator, translatorOf, type Translator } from "../src/ui/translator";
import { buildFormulaTabView, type FormulaTabFields, type FormulaTabView } from "./formula-tab-model";

const OWN = { en: english, de: german };

export function formulaTabView(fields: FormulaTabFields, i18n: Translator): FormulaTabView {
  return buildFormulaTabView(fields, withOwnWords(i18n));
}

/** The page's translator, but for the words this script carries itself. */
function withOwnWords(page: Translator): Translator {
  const own = createTranslator(page.lang, page.lang === "de" ? OWN.de : OWN.en, OWN.en);
  return translatorOf(page.lang, (key) => {
    const text = own.localize(key);
    return text === key ? page.localize(key) : text;
  });
}
