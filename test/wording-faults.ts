/**
 * Faults of a sentence built from pieces that a reader sees at once, by language: the pure tests look for them in the
 * view models (test/ui/composed-wording.test.ts), the language sweep in every dialog and card on the table
 * (test/e2e/sweeps/accessibility.ts).
 */

/**
 * A Korean particle written in both its forms (을(를), 이(가), 은(는), 와(과), (으)로), right after a Hangul syllable:
 * the word before it is known, so is its form ("값을(를)"). Both forms stay only after what the module cannot know
 * the sound of — a name, a typed text, a number.
 */
export const KOREAN_LEFTOVER =
  /[가-힣](?:을\(를\)|를\(을\)|이\(가\)|가\(이\)|은\(는\)|는\(은\)|와\(과\)|과\(와\)|\(으\)로|\(이\)라)/;

/**
 * A Chinese conjunction glued to a Latin letter or a digit ("Ilsa Brandt和Grave Warden"), where Chinese puts a space.
 */
export const GLUED_CONJUNCTION = /[A-Za-z0-9][和與与或及]|[和與与或及][A-Za-z0-9]/;

/**
 * A Chinese word set into a sentence between spaces meant for a Latin name or a figure ("以 無優勢或劣勢 擲骰", "总计 从
 * 3 到 23"): Chinese puts no space between two Han words, and the files themselves never write one.
 */
export const SPACED_HAN = /\p{Script=Han} \p{Script=Han}/u;

/** The faults `lang` can have, each as the pattern that finds it. */
export function wordingFaultsOf(lang: string): readonly RegExp[] {
  if (lang === "ko") return [KOREAN_LEFTOVER];
  if (lang === "cn" || lang === "zh-tw") return [GLUED_CONJUNCTION, SPACED_HAN];
  return [];
}

/** The texts of `texts` with a fault of `lang`'s, each as it reads. */
export function wordingFaults(texts: readonly string[], lang: string): string[] {
  const faults = wordingFaultsOf(lang);
  return texts.filter((text) => faults.some((fault) => fault.test(text)));
}
