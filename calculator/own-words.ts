/**
 * A lazy script's own English words (vite.site.config.ts keeps the sections only a lazy script shows in it, and
 * leaves them out of the page's English): the page's translator, with the script's English where the page has none
 * of a key. Each language's script carries every word, so only the page shown in English reads them here.
 */
import { createTranslator, translatorOf, type Translator } from "../src/ui/translator";

type Messages = { readonly [key: string]: string | Messages };

/** The page's translator wrapped with `english`'s words; a translator is made once a language. */
export function ownWordsOf(english: Messages): (page: Translator) => Translator {
  const own = new Map<string, Translator>();
  return (page) => {
    const words = own.get(page.lang) ?? createTranslator(page.lang, english);
    own.set(page.lang, words);
    return translatorOf(page.lang, (key) => {
      const text = page.localize(key);
      return text === key ? words.localize(key) : text;
    });
  };
}
