/**
 * The language files (docs/architecture.md "Around the code": lang/): the keys the code names exist in English, and
 * every other language module.json declares is complete — lang/<code>.json, each rule set's own
 * src/rule-sets/<id>/lang/<code>.json, each game system's own src/systems/<id>/lang/<code>.json (merged into one by
 * the build, scripts/lang-files.mjs) and
 * calculator/lang/<code>.json, each against English's (keys, plural categories, placeholders, values, nothing left in
 * English that the glossary does not keep) and lang/glossary/<code>.json against English's glossary. lang/README.md
 * tells a translator how to run it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";
import { intlLocale } from "../../src/ui/languages";
import { languageSources } from "../../scripts/lang-files.mjs";
import { servedAsset, servedAssets } from "../../scripts/module-assets.mjs";
import { at, must, record } from "../kit";
import { BUILT_IN_RULE_SETS } from "../rule-sets/fixtures";

/** A key names either a message or a section whose messages are picked at run time (`${PREFIX}.${name}`). */
function exists(key: string): boolean {
  let node: unknown = english;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return false;
    node = record(node)[part];
  }
  return true;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? sourceFiles(path)
      : path.endsWith(".ts") || path.endsWith(".hbs")
        ? [path]
        : [];
  });
}

describe("lang/en.json", () => {
  it("has every full INDIE_DICE key the source and templates name", () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles("src"), ...sourceFiles("templates")]) {
      for (const [key] of readFileSync(file, "utf8").matchAll(/INDIE_DICE(?:\.[A-Za-z0-9]+)+(?!\.|[A-Za-z0-9$`{])/g)) {
        if (!exists(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Checking helpers. Each is also run on a small broken example below, so none of the checks can pass vacuously.
// ---------------------------------------------------------------------------------------------------------------

/** Every message of a language file by its dotted key. A leaf is anything that is not a plain object (so a number,
 *  null or an array shows up as a bad value); an empty section is a leaf too, since it holds no message. */
function flatten(tree: unknown, prefix = ""): Map<string, unknown> {
  const messages = new Map<string, unknown>();
  const isSection = (node: unknown): node is Record<string, unknown> =>
    node !== null && typeof node === "object" && !Array.isArray(node) && Object.keys(node).length > 0;
  const walk = (node: unknown, path: string): void => {
    if (!isSection(node)) {
      messages.set(path, node);
      return;
    }
    for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
  };
  walk(tree, prefix);
  return messages;
}

interface KeyDifferences {
  readonly missing: string[];
  readonly extra: string[];
}

/** The keys of `reference` that `translation` lacks, and the keys `translation` has beyond them. */
function keyDifferences(reference: unknown, translation: unknown): KeyDifferences {
  const expected = flatten(reference);
  const actual = flatten(translation);
  return {
    missing: [...expected.keys()].filter((key) => !actual.has(key)).sort(),
    extra: [...actual.keys()].filter((key) => !expected.has(key)).sort(),
  };
}

/** The `{name}` placeholders of a message, once each, sorted. */
function placeholders(message: unknown): string[] {
  if (typeof message !== "string") return [];
  return [...new Set([...message.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? ""))].sort();
}

/** Each message whose placeholder set differs between the two files, with both sets. */
function placeholderMismatches(reference: unknown, translation: unknown): string[] {
  const actual = flatten(translation);
  const mismatches: string[] = [];
  for (const [key, message] of flatten(reference)) {
    if (!actual.has(key)) continue;
    const want = placeholders(message).join(", ");
    const got = placeholders(actual.get(key)).join(", ");
    if (want !== got) mismatches.push(`${key}: {${want}} but {${got}}`);
  }
  return mismatches;
}

/**
 * Each message that is not a string, or is empty or blank — but for a message `reference` (English) leaves blank
 * on purpose (the calculator's empty text is a note it leaves out, calculator/site-text.ts), which must stay blank.
 */
function badValues(tree: unknown, reference?: unknown): string[] {
  const blank = (value: unknown) => typeof value === "string" && value.trim() === "";
  const blankInReference =
    reference === undefined
      ? new Set<string>()
      : new Set([...flatten(reference)].filter(([, value]) => blank(value)).map(([key]) => key));
  return [...flatten(tree)]
    .filter(([key, value]) => typeof value !== "string" || blank(value) !== blankInReference.has(key))
    .map(([key, value]) => `${key}: ${JSON.stringify(value) ?? String(value)}`);
}

/** The categories `Intl.PluralRules` may name; an object of English whose keys are only these is a plural message. */
const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(["zero", "one", "two", "few", "many", "other"]);

function isPluralMessage(node: unknown): node is Record<string, unknown> {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return false;
  const keys = Object.keys(node);
  return keys.includes("other") && keys.every((key) => PLURAL_CATEGORIES.has(key));
}

/** The plural categories a language's messages give (src/ui/translator.ts `formatCount` picks among them). */
function pluralCategories(lang: string): string[] {
  return [...new Intl.PluralRules(intlLocale(lang)).resolvedOptions().pluralCategories].sort();
}

/**
 * English as a language must match it: the same tree, but each plural message with exactly the categories of
 * `lang`, each standing for English's own form of that category or, where English has none, its `other`.
 */
function referenceFor(reference: unknown, lang: string): unknown {
  if (isPluralMessage(reference))
    return Object.fromEntries(
      pluralCategories(lang).map((category) => [category, reference[category] ?? reference.other]),
    );
  if (reference === null || typeof reference !== "object" || Array.isArray(reference)) return reference;
  return Object.fromEntries(Object.entries(reference).map(([key, child]) => [key, referenceFor(child, lang)]));
}

/**
 * Dice notation as the messages quote it: a dice term (2d6, d10, 1d10p2, 6d12kr7, 3d6kh2ko, d{faces}) or a modifier
 * with its number (kh2, p0). Neither is a word to translate.
 */
const MODIFIER = String.raw`(?:kh|kl|dh|dl|kr|ko|kc|cs|cf|xo|rr|min|max|ms|[kdrxp])`;
const NUMBER = String.raw`(?:\d+|\{\w+\})`;
const COMPARE = String.raw`(?:[<>]=?|=)?`;
const ALONE = [String.raw`(?<![\p{L}\p{N}])`, String.raw`(?![\p{L}\p{N}])`] as const;
const DICE_NOTATION = new RegExp(
  `${ALONE[0]}(?:${NUMBER}?d${NUMBER}(?:${MODIFIER}${COMPARE}${NUMBER}?)*|${MODIFIER}${COMPARE}\\d+)${ALONE[1]}`,
  "gu",
);

/** Whether a message holds a word once its dice notation and `{placeholders}` are taken out. */
function hasWordsToTranslate(message: string): boolean {
  return /\p{L}/u.test(message.replace(DICE_NOTATION, " ").replace(/\{[^{}]*\}/g, " "));
}

/**
 * Each message a translation leaves exactly as English has it, but for those the language keeps on purpose (its
 * glossary's `kept`: a rule set's own name, a word the language borrows) and those with no word in them.
 */
function untranslated(reference: unknown, translation: unknown, kept: readonly string[]): string[] {
  const actual = flatten(translation);
  return [...flatten(reference)]
    .filter(
      ([key, message]) =>
        typeof message === "string" &&
        actual.get(key) === message &&
        !kept.includes(message) &&
        hasWordsToTranslate(message),
    )
    .map(([key, message]) => `${key}: ${JSON.stringify(message)}`);
}

interface Glossary {
  readonly terms: Readonly<Record<string, unknown>>;
  readonly kept: readonly unknown[];
  readonly notes?: Readonly<Record<string, unknown>>;
}

/** What is wrong with a language's glossary: a term English has that it lacks, one English lacks, an empty word,
 *  a kept entry that is no text. */
function glossaryProblems(reference: Glossary, glossary: unknown): string[] {
  if (glossary === null || typeof glossary !== "object") return ["not an object"];
  const { terms, kept } = glossary as Partial<Glossary>;
  if (terms === null || typeof terms !== "object") return ["no terms"];
  const problems = [
    ...Object.keys(reference.terms)
      .filter((id) => !(id in terms))
      .map((id) => `missing term ${id}`),
    ...Object.keys(terms)
      .filter((id) => !(id in reference.terms))
      .map((id) => `extra term ${id}`),
    ...Object.entries(terms)
      .filter(([, word]) => typeof word !== "string" || word.trim() === "")
      .map(([id, word]) => `term ${id}: ${JSON.stringify(word) ?? String(word)}`),
  ];
  if (!Array.isArray(kept)) problems.push("no kept list");
  else
    problems.push(
      ...kept
        .filter((word) => typeof word !== "string" || word.trim() === "")
        .map((word) => `kept: ${JSON.stringify(word) ?? String(word)}`),
    );
  return problems;
}

/** Attributes whose value a user reads or hears. */
const TEXT_ATTRIBUTES = [
  "title",
  "aria-label",
  "placeholder",
  "alt",
  "label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
];
const EXPRESSION = "\u0000";

/** Whether the text holds anything but punctuation and whitespace (character references count as punctuation). */
function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text.replace(/&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);/g, " "));
}

/** The user-facing text of a Handlebars template that is written into it rather than passed in: text nodes, and
 *  the values of TEXT_ATTRIBUTES that are not made of Handlebars expressions alone. */
function literalTemplateText(source: string): string[] {
  const shown = (text: string): string => text.replaceAll(EXPRESSION, "{{…}}").replace(/\s+/g, " ").trim();
  const found: string[] = [];
  const withoutComments = source
    .replace(/\{\{!--[\s\S]*?--\}\}/g, "")
    .replace(/\{\{![\s\S]*?\}\}/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "");
  const withoutExpressions = withoutComments.replace(/\{\{\{[\s\S]*?\}\}\}|\{\{[\s\S]*?\}\}/g, EXPRESSION);
  const attribute = new RegExp(
    `(?<=[\\s${EXPRESSION}])(${TEXT_ATTRIBUTES.join("|")})\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`,
    "gi",
  );
  const textOnly = withoutExpressions.replace(/<\/?[A-Za-z][^>]*>/g, (tag) => {
    for (const match of tag.matchAll(attribute)) {
      const value = match[2] ?? match[3] ?? match[4] ?? "";
      if (hasWords(value.replaceAll(EXPRESSION, ""))) found.push(`${match[1]}="${shown(value)}"`);
    }
    return EXPRESSION;
  });
  for (const text of textOnly.split(EXPRESSION)) if (hasWords(text)) found.push(shown(text));
  return found;
}

// ---------------------------------------------------------------------------------------------------------------

/** Assertions shared by the real checks and by the proofs that they fail on broken input. Each names what is
 *  wrong in its failure message, not only in the diff. */
function expectSameKeys(reference: unknown, translation: unknown): void {
  const { missing, extra } = keyDifferences(reference, translation);
  expect(
    { missing, extra },
    `missing keys: ${missing.join(", ") || "none"}; extra keys: ${extra.join(", ") || "none"}`,
  ).toEqual({
    missing: [],
    extra: [],
  });
}

function expectSamePlaceholders(reference: unknown, translation: unknown): void {
  const mismatches = placeholderMismatches(reference, translation);
  expect(mismatches, `placeholders differ in ${mismatches.join("; ")}`).toEqual([]);
}

function expectGoodValues(tree: unknown, reference?: unknown): void {
  const bad = badValues(tree, reference);
  expect(bad, `empty or non-string messages: ${bad.join("; ")}`).toEqual([]);
}

function expectTranslated(reference: unknown, translation: unknown, kept: readonly string[]): void {
  const left = untranslated(reference, translation, kept);
  expect(left, `left in English (translate, or add to the glossary's "kept"): ${left.join("; ")}`).toEqual([]);
}

function expectGoodGlossary(reference: Glossary, glossary: unknown): void {
  const problems = glossaryProblems(reference, glossary);
  expect(problems, `glossary: ${problems.join("; ")}`).toEqual([]);
}

function expectNoLiteralText(file: string, source: string): void {
  const literals = literalTemplateText(source);
  expect(literals, `${file} has literal text: ${literals.join(" | ")}`).toEqual([]);
}

/** A deep copy of a language file with one message set (or removed, with `undefined`). */
function edited(tree: unknown, key: string, value: unknown): unknown {
  const copy = record(structuredClone(tree));
  const parts = key.split(".");
  const last = parts.pop() ?? "";
  let node = copy;
  for (const part of parts) {
    node[part] ??= {};
    node = record(node[part]);
  }
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** A JSON file of the repository, or undefined when there is none. */
function readJson(path: string): unknown {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as unknown) : undefined;
}

const manifest = readJson("module.json") as { languages: { lang: string; path: string }[] };
const TRANSLATIONS = manifest.languages.map((language) => language.lang).filter((lang) => lang !== "en");
const englishGlossary = readJson("lang/glossary/en.json") as Glossary;
const calculatorEnglish = readJson("calculator/lang/en.json");
/** The game systems' folders under src/systems/: each holds its own words (docs/systems.md "An adapter"). */
const BUILT_IN_SYSTEMS = readdirSync("src/systems", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
/** English's files (scripts/lang-files.mjs): the shared one, then each rule set's own, then each game system's. */
const ENGLISH_SOURCES = languageSources(".", "en");
/** A language's files, each where English has its counterpart. */
const sourcesOf = (lang: string): string[] =>
  ENGLISH_SOURCES.map((path) => path.replace(/\/en\.json$/, `/${lang}.json`));

describe("module.json's languages", () => {
  it("are English and at least one more, each at lang/<code>.json", () => {
    expect(manifest.languages[0]?.lang).toBe("en");
    expect(TRANSLATIONS.length).toBeGreaterThan(0);
    for (const language of manifest.languages) expect(language.path).toBe(`lang/${language.lang}.json`);
  });
});

describe("lang/glossary/en.json", () => {
  it(
    "names each term once, a note only for a term it has, and keeps no English word " + "(English is the reference)",
    () => {
      expectGoodGlossary(englishGlossary, englishGlossary);
      expect(Object.keys(englishGlossary.notes ?? {}).filter((id) => !(id in englishGlossary.terms))).toEqual([]);
      expect(englishGlossary.kept).toEqual([]);
    },
  );
});

describe("English's files", () => {
  it(
    "are the shared lang/en.json, each rule set's own and each game system's own, " + "merged as Foundry reads them",
    () => {
      expect(ENGLISH_SOURCES).toEqual([
        "lang/en.json",
        ...[...BUILT_IN_RULE_SETS].sort().map((id) => `src/rule-sets/${id}/lang/en.json`),
        ...BUILT_IN_SYSTEMS.map((id) => `src/systems/${id}/lang/en.json`),
      ]);
      const merged = flatten(english);
      const sources = ENGLISH_SOURCES.map((path) => flatten(readJson(path)));
      expect(sources.reduce((count, keys) => count + keys.size, 0)).toBe(merged.size);
      expect(merged.get("INDIE_DICE.Card.Kaiser.Die.Penalty")).toBe(
        sources[1]?.get("INDIE_DICE.Card.Kaiser.Die.Penalty"),
      );
      expect(merged.get("INDIE_DICE.SystemOdds.Pf2e.CriticalSuccess")).toBe(
        sources[ENGLISH_SOURCES.indexOf("src/systems/pf2e/lang/en.json")]?.get(
          "INDIE_DICE.SystemOdds.Pf2e.CriticalSuccess",
        ),
      );
    },
  );
});

describe.each(TRANSLATIONS)("%s", (lang) => {
  const files = {
    modules: sourcesOf(lang),
    calculator: `calculator/lang/${lang}.json`,
    glossary: `lang/glossary/${lang}.json`,
  };
  const calculator = readJson(files.calculator);
  const glossary = readJson(files.glossary) as Partial<Glossary> | undefined;
  const calculatorReference = referenceFor(calculatorEnglish, lang);
  const kept = (glossary?.kept ?? []).filter((word): word is string => typeof word === "string");

  it.each([...files.modules, files.calculator, files.glossary])(`has %s (module.json declares ${lang})`, (path) => {
    expect(
      existsSync(path),
      `${path} is missing: module.json declares ${lang}, so every one of its files must be there`,
    ).toBe(true);
  });

  describe.skipIf(glossary === undefined)(files.glossary, () => {
    it("has exactly English's term ids, each with a word, and a list of words kept as English has them", () => {
      expectGoodGlossary(englishGlossary, glossary);
    });
  });

  describe.each(files.modules.map((path, index) => [path, at(ENGLISH_SOURCES, index)] as const))(
    "%s",
    (path, englishPath) => {
      const translation = readJson(path);
      const reference = referenceFor(readJson(englishPath), lang);

      it.skipIf(translation === undefined)(
        `has exactly the keys of ${englishPath}, each plural message with ${lang}'s categories ` +
          `(${pluralCategories(lang).join(", ")})`,
        () => {
          expectSameKeys(reference, translation);
        },
      );

      it.skipIf(translation === undefined)(
        `uses the same {placeholder} names as ${englishPath} in every message`,
        () => {
          expectSamePlaceholders(reference, translation);
        },
      );

      it.skipIf(translation === undefined)("has only non-empty strings", () => {
        expectGoodValues(translation);
      });

      it.skipIf(translation === undefined)("leaves no message in English but what its glossary keeps", () => {
        expectTranslated(reference, translation, kept);
      });
    },
  );

  describe.skipIf(calculator === undefined)(files.calculator, () => {
    it("has exactly the keys of calculator/lang/en.json", () => {
      expectSameKeys(calculatorReference, calculator);
    });

    it("uses the same {placeholder} names as calculator/lang/en.json", () => {
      expectSamePlaceholders(calculatorReference, calculator);
    });

    it("has only strings, blank exactly where English leaves a text out", () => {
      expectGoodValues(calculator, calculatorReference);
    });

    it("leaves no text in English but what its glossary keeps", () => {
      expectTranslated(calculatorReference, calculator, kept);
    });
  });
});

describe("the completeness checks", () => {
  it("find English's own files complete", () => {
    expectSameKeys(english, english);
    expectGoodValues(english);
    expectGoodValues(calculatorEnglish, calculatorEnglish);
  });

  it("name missing and extra keys when the key sets differ", () => {
    // Broken copies of en.json itself, so this proof depends on no translation's state.
    const broken = edited(
      edited(english, "INDIE_DICE.Card.Kaiser.Die.Penalty", undefined),
      "INDIE_DICE.Card.Surplus",
      "Extra",
    );
    expect(keyDifferences(english, broken)).toEqual({
      missing: ["INDIE_DICE.Card.Kaiser.Die.Penalty"],
      extra: ["INDIE_DICE.Card.Surplus"],
    });
    expect(() => expectSameKeys(english, broken)).toThrow(
      /INDIE_DICE\.Card\.Kaiser\.Die\.Penalty[\s\S]*INDIE_DICE\.Card\.Surplus/,
    );
    // A whole section turned into a message, or a message into a section, changes the key set too.
    expect(keyDifferences(english, edited(english, "INDIE_DICE.Card.Kaiser.Die", "Dice")).missing).toContain(
      "INDIE_DICE.Card.Kaiser.Die.Penalty",
    );
    expect(keyDifferences(english, edited(english, "INDIE_DICE.Title", { Name: "Indie Dice" })).extra).toEqual([
      "INDIE_DICE.Title.Name",
    ]);
  });

  it("ask each language for exactly its own plural categories", () => {
    const key = "INDIE_DICE.Contest.Step.Successes";
    expect(flatten(english).get(`${key}.one`)).toBe("{n} success");
    expect(pluralCategories("en")).toEqual(["one", "other"]);
    expect(pluralCategories("pl")).toEqual(["few", "many", "one", "other"]);
    expect(pluralCategories("ja")).toEqual(["other"]);
    expect(pluralCategories("fr")).toEqual(["many", "one", "other"]);
    // Polish with English's two forms lacks two; Japanese with them has one too many.
    const polish = referenceFor(english, "pl");
    const englishForms = { one: "{n} sukces", other: "{n} sukcesów" };
    expect(keyDifferences(polish, edited(polish, key, englishForms))).toEqual({
      missing: [`${key}.few`, `${key}.many`],
      extra: [],
    });
    const japanese = referenceFor(english, "ja");
    expect(keyDifferences(japanese, edited(japanese, key, { one: "{n} 回成功", other: "{n} 回成功" }))).toEqual({
      missing: [],
      extra: [`${key}.one`],
    });
    expect(() => expectSameKeys(polish, edited(polish, key, englishForms))).toThrow(/Successes\.few/);
    // The forms English lacks stand for its `other`, placeholders and all.
    expect(flatten(polish).get(`${key}.few`)).toBe("{n} successes");
    expect(
      placeholderMismatches(
        polish,
        edited(polish, key, { one: "{n} sukces", few: "sukcesy", many: "{n} sukcesów", other: "{n} sukcesu" }),
      ),
    ).toEqual([`${key}.few: {n} but {}`]);
  });

  it("report a message whose placeholders are renamed, dropped or added", () => {
    const key = "INDIE_DICE.Error.Notation.BadDiceCount";
    const message = flatten(english).get(key) as string;
    expect(placeholders(message)).toEqual(["number", "term"]);
    const renamed = edited(english, key, message.replace("{number}", "{anzahl}"));
    expect(placeholderMismatches(english, renamed)).toEqual([`${key}: {number, term} but {anzahl, term}`]);
    expect(() => expectSamePlaceholders(english, renamed)).toThrow(/BadDiceCount/);
    expect(placeholderMismatches(english, edited(english, key, message.replace("{number}", "")))).toHaveLength(1);
    expect(placeholderMismatches(english, edited(english, key, `${message} {extra}`))).toHaveLength(1);
    // Repeating a placeholder the English message also has is fine: the set is what counts.
    expect(placeholderMismatches(english, edited(english, key, `${message} ({term})`))).toEqual([]);
  });

  it(
    "report empty, blank and non-string values, " +
      "and a blank the reference does not have or a text where it has one",
    () => {
      const broken = { A: { Empty: "", Blank: "  ", Number: 3, Null: null, List: ["x"], Section: {}, Fine: "Gut" } };
      expect(badValues(broken)).toEqual([
        'A.Empty: ""',
        'A.Blank: "  "',
        "A.Number: 3",
        "A.Null: null",
        'A.List: ["x"]',
        "A.Section: {}",
      ]);
      expect(() => expectGoodValues(edited(english, "INDIE_DICE.Dialog.Labels.Roll", ""))).toThrow(
        /Dialog\.Labels\.Roll/,
      );
      const reference = { A: { Left: "", Said: "Said" } };
      expect(badValues({ A: { Left: "", Said: "Gesagt" } }, reference)).toEqual([]);
      expect(badValues({ A: { Left: "Etwas", Said: " " } }, reference)).toEqual(['A.Left: "Etwas"', 'A.Said: " "']);
    },
  );

  it("report a message left in English unless the glossary keeps it or it holds no word but dice notation", () => {
    const key = "INDIE_DICE.Dialog.Labels.Chance";
    expect(flatten(english).get(key)).toBe("Chance");
    expect(untranslated(english, english, [])).toContain(`${key}: "Chance"`);
    expect(untranslated(english, english, ["Chance"])).not.toContain(`${key}: "Chance"`);
    expect(() =>
      expectTranslated(
        english,
        edited(english, "INDIE_DICE.Dialog.Labels.Roll", flatten(english).get("INDIE_DICE.Dialog.Labels.Roll")),
        [],
      ),
    ).toThrow(/Dialog\.Labels\.Roll/);
    // Only a whole message is kept by the list, not a word inside a longer one.
    expect(untranslated({ A: "Chance of it" }, { A: "Chance of it" }, ["Chance"])).toEqual(['A: "Chance of it"']);
    for (const free of [
      "d{faces}",
      "1d6: {faces}",
      "2d6: {kept}",
      "= {total}",
      "{before} → {after}",
      "?",
      "d10",
      "1d10p2",
      "6d12kr7",
      "kh2",
      "3d6kh2ko",
      "{a} ({b})",
    ]) {
      expect(hasWordsToTranslate(free), free).toBe(false);
    }
    for (const words of [
      "Pool",
      "d10ish",
      "{n} dice",
      "dice",
      "kr needs a DT",
      "ko",
      "p",
      "x",
      "Chance: {a}",
      "日本語",
    ]) {
      expect(hasWordsToTranslate(words), words).toBe(true);
    }
    expect(untranslated({ A: "Roll", B: "d{faces}" }, { A: "Roll", B: "d{faces}" }, [])).toEqual(['A: "Roll"']);
    // A translated message is never reported, whatever the glossary holds.
    expect(untranslated({ A: "Roll" }, { A: "Würfeln" }, [])).toEqual([]);
  });

  it("report a glossary whose terms differ from English's, or whose words or kept entries are empty", () => {
    const terms = Object.fromEntries(Object.keys(englishGlossary.terms).map((id) => [id, "x"]));
    expect(glossaryProblems(englishGlossary, { terms, kept: ["OGS"] })).toEqual([]);
    const [first, second] = Object.keys(terms);
    const broken = { terms: { ...terms, [must(first)]: " ", "made.up": "y" }, kept: ["", 3] };
    delete (broken.terms as Record<string, string>)[must(second)];
    expect(glossaryProblems(englishGlossary, broken)).toEqual([
      `missing term ${second}`,
      "extra term made.up",
      `term ${first}: " "`,
      'kept: ""',
      "kept: 3",
    ]);
    expect(glossaryProblems(englishGlossary, { terms })).toEqual(["no kept list"]);
    expect(glossaryProblems(englishGlossary, { kept: [] })).toEqual(["no terms"]);
    expect(() => expectGoodGlossary(englishGlossary, broken)).toThrow(/made\.up/);
  });

  it("read a missing language file as missing", () => {
    expect(readJson("lang/xx-missing.json")).toBeUndefined();
    expect(readJson("lang/glossary/en.json")).toEqual(englishGlossary);
  });
});

describe("templates/**/*.hbs", () => {
  // As the module serves them: its own and each card kind's and rule set's (scripts/module-assets.mjs).
  const templates = servedAssets(".").filter((file) => file.endsWith(".hbs"));

  it("are found", () => {
    expect(templates.length).toBeGreaterThan(0);
  });

  it.each(templates)("%s holds no literal user-facing text (it comes localized from the view model)", (file) => {
    expectNoLiteralText(file, must(servedAsset(".", file)));
  });

  it("reports literal text nodes and text attributes", () => {
    expect(literalTemplateText("<p>Total: {{total}}</p>")).toEqual(["Total:"]);
    expect(literalTemplateText("{{#if open}}Open Roll{{else}}{{label}}{{/if}}")).toEqual(["Open Roll"]);
    expect(literalTemplateText('<i title="Close"></i>')).toEqual(['title="Close"']);
    expect(literalTemplateText('<i aria-label="{{kind}} check"></i>')).toEqual(['aria-label="{{…}} check"']);
    expect(literalTemplateText("<input placeholder='Name'>")).toEqual(['placeholder="Name"']);
    expect(literalTemplateText('<img src="{{src}}" alt=Logo>')).toEqual(['alt="Logo"']);
    expect(literalTemplateText('<b{{#if x}} title="Hint"{{/if}}>{{x}}</b>')).toEqual(['title="Hint"']);
    expect(literalTemplateText("<svg><text>3</text></svg>")).toEqual(["3"]);
    expect(() => expectNoLiteralText("in-memory.hbs", "<button>{{icon}} Roll</button>")).toThrow(/Roll/);
    // A real template with one caption written in, and one title attribute half written in, is caught.
    const card = readFileSync("templates/chat/roll-card.hbs", "utf8");
    expect(card).toContain("{{labels.steps}}");
    expect(card).toContain('title="{{banner.toneLabel}}"');
    const broken = card
      .replace("{{labels.steps}}", "Step by step")
      .replace('title="{{banner.toneLabel}}"', 'title="Tone: {{banner.toneLabel}}"');
    expect(literalTemplateText(broken)).toEqual(['title="Tone: {{…}}"', "Step by step"]);
  });

  it("does not count expressions, comments, punctuation or other attributes as literal text", () => {
    const clean = [
      "{{!-- A comment with words, even }} inside it --}}",
      "{{! a short comment }}",
      "<!-- an HTML comment -->",
      '<div class="indie-dice {{#if x}} highlight{{/if}}" data-outcome="success" aria-describedby="{{id}}-error">',
      "  <p>{{a}}: {{b}} – ({{c}}) &nbsp;&times; …</p>",
      '  <i title="{{title}}" aria-label="{{first}} {{second}}" class="fa-solid fa-dice"></i>',
      '  <option value="{{value}}"{{#if selected}} selected{{/if}} label="{{label}}"></option>',
      '  {{> (lookup . "kind")}}{{#*inline "number"}}<input type="number" min="{{min}}">{{/inline}}',
      "  {{{html}}}",
      "</div>",
    ].join("\n");
    expect(literalTemplateText(clean)).toEqual([]);
  });
});
