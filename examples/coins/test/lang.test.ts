/**
 * The example's strings in every language its module.json names (the 13 Indie Dice ships): the same keys as English,
 * the same placeholders, and each one translated.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const HERE = join(dirname(fileURLToPath(import.meta.url)), "..");
const read = (path: string): unknown => JSON.parse(readFileSync(join(HERE, path), "utf8"));
const manifest = read("module.json") as { languages: { lang: string; path: string }[] };

/** Every string of a language file by its dotted key. */
function flat(node: unknown, prefix = ""): Record<string, string> {
  if (typeof node === "string") return { [prefix]: node };
  return Object.assign(
    {},
    ...Object.entries(node as Record<string, unknown>).map(([key, value]) =>
      flat(value, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{[^}]+\}/g)].map(([name]) => name).sort();
const english = flat(read("lang/en.json"));

describe("the example's languages", () => {
  it("are Indie Dice's thirteen", () => {
    expect(manifest.languages.map((language) => language.lang)).toEqual([
      "en",
      "de",
      "fr",
      "pt-BR",
      "es",
      "pl",
      "it",
      "ja",
      "cs",
      "cn",
      "zh-tw",
      "ko",
      "sv",
    ]);
  });

  for (const { lang, path } of manifest.languages.filter((language) => language.lang !== "en")) {
    it(`${lang}: every key of English, its placeholders, translated`, () => {
      const strings = flat(read(path));
      expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(placeholders(text), key).toEqual(placeholders(english[key]!));
        // A string with words in it differs from English (a bare "{term}" or a name may not).
        if (/[a-z]{3}/i.test(english[key]!.replace(/\{[^}]+\}/g, ""))) expect(text, key).not.toBe(english[key]);
      }
    });
  }
});
