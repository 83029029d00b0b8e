/**
 * Each language but English comes to the page as a classic script of its own (vite.site.config.ts
 * `languageScripts`: `assets/lang-<code>-<hash>.js`, which leaves the language's words in a global variable), fetched
 * the first time the page is to be shown in it; English's words are in the page's own script. A page opened from
 * disk runs no ES module, hence a script tag rather than `import()` (calculator/lazy-script.ts).
 */
import scripts from "virtual:indie-dice-language-scripts";
import type { PageLanguage } from "./frame-text";
import { LazyScript } from "./lazy-script";
import { addLanguageWords, hasLanguageWords, type LanguageWords } from "./page-words";

/** Whoever waits for a language's script, by language (several may ask while it is on its way). */
const waiting = new Map<PageLanguage, ((loaded: boolean) => void)[]>();

/**
 * Calls `then(true)` once the page has `lang`'s words — at once when it has them already — or `then(false)` when its
 * script could not be fetched (the page stays in the language it has; a later call tries again).
 */
export function withLanguage(lang: PageLanguage, then: (loaded: boolean) => void): void {
  if (hasLanguageWords(lang)) return then(true);
  const source = scripts[lang];
  if (!source) return then(false);
  const queue = waiting.get(lang);
  if (queue) {
    queue.push(then);
    return;
  }
  waiting.set(lang, [then]);
  const script = new LazyScript<LanguageWords>(source);
  script.load(() => {
    const words = script.exports;
    if (words) addLanguageWords(lang, words);
    const callbacks = waiting.get(lang) ?? [];
    waiting.delete(lang);
    for (const callback of callbacks) callback(words !== null);
  });
}
