/**
 * Sentences the module builds from pieces — a message with a word of the module's own set into it, a list of names —
 * read as whole sentences in each language: no Korean particle left in both of its forms ("값을(를)") beside a word
 * whose form is known, no phrase for "none" set into a sentence made for a level ("Rolled at no Advantage", "Slaget
 * med ingen Fördel"), no Chinese 和 glued to a Latin name, no hint that is half a sentence. The expected sentences are
 * written here by hand.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "../../src/ui/languages";
import { formatList } from "../../src/ui/lists";
import { createTranslator, formatWith, type Translator } from "../../src/ui/translator";
import { buildWith, RULE_SETS, WORLD_DEFAULTS } from "./dialogs/fixtures";
import type { FormValues } from "../../src/ui/dialogs/dialog-types";
import type { RuleSetId } from "../../src/core/rule-set-types";
import { KOREAN_LEFTOVER, wordingFaults } from "../wording-faults";
import { mergedLanguage } from "../../scripts/lang-files.mjs";
import { must } from "../kit";

type Messages = Parameters<typeof createTranslator>[1];
const files = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, mergedLanguage(".", code)])) as Record<
  LanguageCode,
  Messages
>;
const translator = (code: LanguageCode): Translator => createTranslator(code, files[code], files.en);

/** Every message of a language file, by its dotted key. */
function messages(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : messages(value as object, `${prefix}${key}.`),
  );
}

/** Every text in a view model, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

/** Each rule set's dialog as a player sees it first, and at an Advantage and a Disadvantage level (Kaiser). */
const DIALOGS: readonly [RuleSetId, FormValues][] = [
  ...RULE_SETS.map((ruleSet): [RuleSetId, FormValues] => [ruleSet, {}]),
  ["kaiser", { advantages: 2 }],
  ["kaiser", { disadvantages: 1 }],
];

function dialogTexts(code: LanguageCode): string[] {
  const i18n = translator(code);
  return DIALOGS.flatMap(([ruleSet, changes]) =>
    texts(buildWith(ruleSet, changes, { i18n, settings: WORLD_DEFAULTS, showOdds: true })),
  );
}

/** Whether a Hangul syllable ends in a consonant (its 받침), which picks 을 over 를, 이 over 가. */
const closed = (syllable: string) => (syllable.charCodeAt(0) - 0xac00) % 28 !== 0;

describe("Korean particles", () => {
  it("lang/ko.json leaves no particle in both forms after a word of its own", () => {
    expect(messages(files.ko).filter(([, text]) => KOREAN_LEFTOVER.test(text))).toEqual([]);
  });

  it(
    "every rule set's dialog leaves none after a word the module sets into a message " +
      "(the chart's caption, the level)",
    () => {
      expect(wordingFaults(dialogTexts("ko"), "ko")).toEqual([]);
    },
  );

  it("the chart's caption takes the object particle each of its tick words asks for", () => {
    const ko = translator("ko");
    const ticks = messages(files.ko)
      .filter(([key]) => /^INDIE_DICE\.Dialog\.Chart\.(Drawn)?Ticks\./.test(key))
      .map(([, words]) => words);
    expect(ticks).toHaveLength(6);
    for (const words of ticks) {
      const caption = formatWith(ko, "INDIE_DICE.Dialog.Chart.Caption", { subject: "합계", ticks: words });
      expect(caption).toContain(`${words}${closed(must(words.at(-1))) ? "을" : "를"} 적었습니다`);
    }
  });
});

describe("Kaiser's level note", () => {
  /** At no level: a sentence of its own in each language, never the level's sentence around a phrase for none. */
  const NONE: Record<LanguageCode, string> = {
    en: "Rolled with no Advantage or Disadvantage",
    de: "Nettostufe: weder Vorteil noch Nachteil",
    fr: "Niveau du jet\u00a0: ni Avantage ni Désavantage",
    "pt-BR": "Nível da rolagem: sem Vantagem nem Desvantagem",
    es: "Nivel de la tirada: sin Ventaja ni Desventaja",
    pl: "Poziom rzutu: bez ułatwienia i utrudnienia",
    it: "Livello del tiro: nessun Vantaggio o Svantaggio",
    ja: "有利・不利なしでロール",
    cs: "Hozeno bez výhody a nevýhody",
    cn: "净等级：无优势或劣势",
    "zh-tw": "擲骰時無優勢或劣勢",
    ko: "순 단계: 이점이나 불리점 없음",
    sv: "Slaget utan Fördel eller Nackdel",
  };
  const note = (code: LanguageCode, changes: FormValues) =>
    buildWith("kaiser", changes, { i18n: translator(code), settings: WORLD_DEFAULTS, showOdds: true }).notes.find(
      (candidate) => candidate.name === "level",
    )?.text;

  it.each(LANGUAGE_CODES)("in %s, reads as a sentence at no level", (code) => {
    expect(note(code, {})).toBe(NONE[code]);
  });

  it("names a level in the level's sentence", () => {
    expect(note("en", { advantages: 2 })).toBe("Rolled at A2");
    expect(note("sv", { disadvantages: 1 })).toBe("Slaget med N1");
    expect(note("zh-tw", { advantages: 2 })).toBe("以優2擲骰");
    expect(note("ko", { disadvantages: 1 })).toBe("순 단계: 불리점 1");
  });
});

describe("Chinese lists", () => {
  it.each(["cn", "zh-tw"] as const)(
    "in %s, put a space between 和 or 或 and a Latin name, none between Han words or beside 、",
    (code) => {
      const i18n = translator(code);
      expect(formatList(["Ilsa Brandt", "Grave Warden"], i18n)).toBe("Ilsa Brandt 和 Grave Warden");
      expect(formatList(["Ilsa Brandt", "Grave Warden", "Mira Vell"], i18n)).toBe(
        "Ilsa Brandt、Grave Warden 和 Mira Vell",
      );
      expect(formatList(["15", "16"], i18n, "or")).toBe("15 或 16");
      expect(formatList(["伊尔莎", "瓦尔登"], i18n)).toBe("伊尔莎和瓦尔登");
      expect(formatList(["伊尔莎", "Grave Warden"], i18n)).toBe("伊尔莎和 Grave Warden");
    },
  );

  it("in Simplified Chinese, separate the parts of a measure, which Intl joins with nothing", () => {
    expect(formatList(["难度 12", "值 3"], translator("cn"), "unit")).toBe("难度 12、值 3");
  });

  it.each(["cn", "zh-tw"] as const)(
    "in %s, no dialog glues a conjunction to a Latin word, nor sets a Han word between spaces",
    (code) => {
      expect(wordingFaults(dialogTexts(code), code)).toEqual([]);
    },
  );
});

describe("a field's hint", () => {
  /** The word each language's label "@ path" gives the path. */
  const PATH: Record<LanguageCode, string> = {
    en: "path",
    de: "pfad",
    fr: "chemin",
    "pt-BR": "caminho",
    es: "ruta",
    pl: "ścieżka",
    it: "percorso",
    ja: "パス",
    cs: "cesta",
    cn: "路径",
    "zh-tw": "路徑",
    ko: "경로",
    sv: "sökväg",
  };

  it.each(LANGUAGE_CODES)(
    'in %s, the @ path\'s hint names the path it asks for, not half a sentence ("One the formula reads")',
    (code) => {
      const i18n = translator(code);
      expect(i18n.localize("INDIE_DICE.SideBySide.SeriesPath").toLowerCase()).toContain(PATH[code]);
      expect(i18n.localize("INDIE_DICE.SideBySide.SeriesPathHint").toLowerCase()).toContain(PATH[code]);
    },
  );
});
