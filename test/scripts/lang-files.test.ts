/**
 * scripts/lang-files.mjs: a language is its shared file, each rule set's own and each game system's own, merged as the
 * build writes it into dist/ — on small trees, so what is merged is written here, and on the repository's own files
 * against the build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  languageFiles,
  languageSources,
  mergedLanguage,
  mergedLanguageText,
  sharedLanguageCode,
} from "../../scripts/lang-files.mjs";
import englishAsImported from "../../lang/en.json";

let tree = "";

function treeOf(files: Record<string, unknown>): string {
  tree = mkdtempSync(join(tmpdir(), "indie-dice-lang-"));
  for (const [path, messages] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), `${JSON.stringify(messages, null, 2)}\n`);
  }
  return tree;
}

afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = "";
});

const SHARED = {
  INDIE_DICE: { Dialog: { Roll: "Roll" }, Contest: { Successes: { one: "{n} success", other: "{n} successes" } } },
};
const KAISER = {
  INDIE_DICE: { Dialog: { Kaiser: { Value: "Value" } }, Settings: { OfferKaiser: { Name: "Kaiser" } } },
};
const OGS = { INDIE_DICE: { Dialog: { Ogs: { Stat: "Stat" } } } };
const PF2E = { INDIE_DICE: { SystemOdds: { Pf2e: { Degree: "Degree" } }, Dialog: { Pf2e: "Pathfinder" } } };

describe("a language merged from its files", () => {
  it(
    "is the shared file, then each rule set's, " + "then each game system's that has the language, section by section",
    () => {
      const root = treeOf({
        "lang/en.json": SHARED,
        "lang/de.json": SHARED,
        "src/systems/pf2e/lang/en.json": PF2E,
        "src/systems/dnd5e/core/index.ts": "",
        "src/rule-sets/ogs/lang/en.json": OGS,
        "src/rule-sets/kaiser/lang/en.json": KAISER,
        "src/rule-sets/kaiser/core/index.ts": "",
      });
      expect(languageSources(root, "en")).toEqual([
        "lang/en.json",
        "src/rule-sets/kaiser/lang/en.json",
        "src/rule-sets/ogs/lang/en.json",
        "src/systems/pf2e/lang/en.json",
      ]);
      expect(languageSources(root, "de")).toEqual(["lang/de.json"]);
      expect(mergedLanguage(root, "en")).toEqual({
        INDIE_DICE: {
          Dialog: { Roll: "Roll", Kaiser: { Value: "Value" }, Ogs: { Stat: "Stat" }, Pf2e: "Pathfinder" },
          Contest: { Successes: { one: "{n} success", other: "{n} successes" } },
          Settings: { OfferKaiser: { Name: "Kaiser" } },
          SystemOdds: { Pf2e: { Degree: "Degree" } },
        },
      });
      expect(mergedLanguageText(root, "de")).toBe(readFileSync(join(root, "lang/de.json"), "utf8"));
    },
  );

  it("refuses a key two files give, naming the key and both files", () => {
    const twice = { INDIE_DICE: { Dialog: { Roll: "Würfeln" } } };
    const root = treeOf({ "lang/en.json": SHARED, "src/rule-sets/kaiser/lang/en.json": twice });
    expect(() => mergedLanguage(root, "en")).toThrow(
      "lang: INDIE_DICE.Dialog.Roll is given twice, in lang/en.json and in src/rule-sets/kaiser/lang/en.json",
    );
    rmSync(root, { recursive: true, force: true });
    const system = treeOf({
      "lang/en.json": SHARED,
      "src/rule-sets/ogs/lang/en.json": OGS,
      "src/systems/pf2e/lang/en.json": { INDIE_DICE: { Dialog: { Ogs: { Stat: "Attribute" } } } },
    });
    expect(() => mergedLanguage(system, "en")).toThrow(
      "lang: INDIE_DICE.Dialog.Ogs.Stat is given twice, " +
        "in src/rule-sets/ogs/lang/en.json and in src/systems/pf2e/lang/en.json",
    );
  });

  it("refuses a message given as a section elsewhere, and a plural message's forms split between files", () => {
    const section = treeOf({
      "lang/en.json": SHARED,
      "src/rule-sets/ogs/lang/en.json": { INDIE_DICE: { Dialog: { Roll: { Ogs: "Roll" } } } },
    });
    expect(() => mergedLanguage(section, "en")).toThrow(
      "lang: INDIE_DICE.Dialog.Roll is given twice, in lang/en.json and in src/rule-sets/ogs/lang/en.json",
    );
    rmSync(section, { recursive: true, force: true });
    const plural = treeOf({
      "lang/pl.json": SHARED,
      "src/rule-sets/ogs/lang/pl.json": {
        INDIE_DICE: { Contest: { Successes: { few: "{n} sukcesy", other: "{n} sukcesu" } } },
      },
    });
    expect(() => mergedLanguage(plural, "pl")).toThrow(
      "lang: INDIE_DICE.Contest.Successes is given twice, in lang/pl.json and in src/rule-sets/ogs/lang/pl.json",
    );
  });

  it("is what a Vite import of lang/<code>.json reads, `?raw` too; other files are left to Vite", () => {
    const root = treeOf({ "lang/en.json": SHARED, "src/rule-sets/kaiser/lang/en.json": KAISER });
    expect(sharedLanguageCode(root, join(root, "lang/en.json?raw"))).toBe("en");
    expect(sharedLanguageCode(root, join(root, "calculator/lang/en.json"))).toBeUndefined();
    const load = languageFiles(root).load as (this: { addWatchFile(path: string): void }, id: string) => string | null;
    const watched: string[] = [];
    const context = { addWatchFile: (path: string) => watched.push(path) };
    expect(JSON.parse(load.call(context, join(root, "lang/en.json")) ?? "")).toEqual(mergedLanguage(root, "en"));
    expect(load.call(context, join(root, "lang/en.json?raw"))).toBe(
      `export default ${JSON.stringify(mergedLanguageText(root, "en"))};`,
    );
    expect(watched).toContain(join(root, "src/rule-sets/kaiser/lang/en.json"));
    expect(load.call(context, join(root, "calculator/lang/en.json"))).toBeNull();
  });

  it("gives the repository's English, as the tests import it, every rule set's and game system's words", () => {
    expect(englishAsImported).toEqual(mergedLanguage(".", "en"));
    expect(englishAsImported.INDIE_DICE).toHaveProperty("Card.Kaiser.Die.Penalty");
    expect(JSON.parse(readFileSync("lang/en.json", "utf8"))).not.toHaveProperty("INDIE_DICE.Card.Kaiser");
    expect(englishAsImported.INDIE_DICE).toHaveProperty("SystemOdds.Pf2e");
    expect(englishAsImported.INDIE_DICE).toHaveProperty("Calculator.AnyFormula.DiceDnd5e");
    expect(JSON.parse(readFileSync("lang/en.json", "utf8"))).not.toHaveProperty("INDIE_DICE.SystemOdds.Pf2e");
  });
});
