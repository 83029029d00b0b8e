/** lang/GLOSSARY.md is what `npm run glossary` (scripts/glossary.ts) writes from the glossary files present. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GLOSSARY_PATH, glossaryMarkdown, readGlossaries } from "../../scripts/glossary";
import { LANGUAGE_CODES } from "../../src/ui/languages";
import { ROOT } from "./pack-fixtures";
import { must } from "../kit";

const glossaries = readGlossaries(ROOT);

describe("lang/GLOSSARY.md", () => {
  it("is what `npm run glossary` writes from lang/glossary/*.json (run it after changing a glossary file)", () => {
    expect(readFileSync(join(ROOT, GLOSSARY_PATH), "utf8")).toBe(glossaryMarkdown(glossaries));
  });

  it("has a row per English term and a column per language, a language without a file all dashes", () => {
    const english = must(glossaries.get("en"));
    const onlyEnglish = glossaryMarkdown(new Map([["en", english]]));
    const header = `| term | ${LANGUAGE_CODES.join(" | ")} |`;
    expect(onlyEnglish).toContain(header);
    const rows = onlyEnglish.split("\n").filter((line) => line.startsWith("| `"));
    expect(rows).toHaveLength(Object.keys(english.terms).length);
    expect(rows[0]).toBe(
      `| \`ruleSet.kaiser\` *the rule set's own name: kept* | Kaiser | ${LANGUAGE_CODES.slice(1)
        .map(() => "—")
        .join(" | ")} |`,
    );
    expect(onlyEnglish).toContain("| de (Deutsch) | — |");
  });

  it("changes when a glossary's word or kept list changes, so a stale file fails the first check", () => {
    const german = must(glossaries.get("de"));
    const changed = new Map(glossaries);
    changed.set("de", {
      ...german,
      terms: { ...german.terms, "kaiser.fumble": "Patzer | Fehlwurf" },
      kept: [...(german.kept ?? []), "Extra"],
    });
    const text = glossaryMarkdown(changed);
    expect(text).not.toBe(glossaryMarkdown(glossaries));
    expect(text).toContain("Patzer \\| Fehlwurf");
    expect(text).toContain("`Extra`");
  });
});
