/**
 * `npm run glossary`: writes lang/GLOSSARY.md from the glossary files, lang/glossary/<code>.json — one table of every
 * rule set's and the module's terms in each language of src/ui/languages.ts, and each language's list of words it
 * keeps as English has them. A language whose file is not there yet shows "—" in its column.
 * test/release/glossary.test.ts fails when GLOSSARY.md differs from what this writes; lang/README.md says when to
 * run it.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LANGUAGES } from "../src/ui/languages";

interface GlossaryFile {
  readonly terms: Readonly<Record<string, string>>;
  readonly kept?: readonly string[];
  readonly notes?: Readonly<Record<string, string>>;
}

const MISSING = "—";

/** A table cell's text: one line, a pipe escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, " ").trim().replaceAll("|", "\\|");
}

/** The glossary of each language that has one, by code, read from `root`. */
export function readGlossaries(root: string): Map<string, GlossaryFile> {
  const found = new Map<string, GlossaryFile>();
  for (const { code } of LANGUAGES) {
    const path = join(root, "lang/glossary", `${code}.json`);
    if (existsSync(path)) found.set(code, JSON.parse(readFileSync(path, "utf8")) as GlossaryFile);
  }
  return found;
}

/** GLOSSARY.md's text for these glossaries; English's gives the terms, their order and their notes. */
export function glossaryMarkdown(glossaries: ReadonlyMap<string, GlossaryFile>): string {
  const english = glossaries.get("en");
  if (!english) throw new Error("lang/glossary/en.json is missing: it names the terms");
  const word = (code: string, id: string) => {
    const text = glossaries.get(code)?.terms[id];
    return typeof text === "string" && text.trim() !== "" ? cell(text) : MISSING;
  };
  const lines = [
    "# Glossary",
    "",
    "<!-- Written by `npm run glossary` from lang/glossary/*.json: edit those files, then run it. -->",
    "",
    "The rule sets' and the module's terms in each language, as every message of `lang/<code>.json` and",
    "`calculator/lang/<code>.json` uses them. A note after the term's id says what the term is or how it is kept.",
    `A column shows ${MISSING} until its language's glossary file is there. How to add or ` +
      `change a term: [README.md](README.md).`,
    "",
    `| term | ${LANGUAGES.map(({ code }) => code).join(" | ")} |`,
    `| --- | ${LANGUAGES.map(() => "---").join(" | ")} |`,
  ];
  for (const id of Object.keys(english.terms)) {
    const note = english.notes?.[id];
    const term = `\`${id}\`${note ? ` *${cell(note).replaceAll("*", "\\*")}*` : ""}`;
    lines.push(`| ${term} | ${LANGUAGES.map(({ code }) => word(code, id)).join(" | ")} |`);
  }
  lines.push(
    "",
    "## Kept as English has them",
    "",
    "Messages that stay exactly as English writes them (a rule set's own name, a word the language borrows). The",
    "completeness test (`test/core/lang.test.ts`) accepts a message identical to English's only when it is one of",
    "these, or holds no word but dice notation and placeholders.",
    "",
    "| language | kept |",
    "| --- | --- |",
  );
  for (const { code, name } of LANGUAGES) {
    const glossary = glossaries.get(code);
    const kept =
      glossary === undefined
        ? MISSING
        : (glossary.kept ?? []).map((text) => `\`${cell(text)}\``).join(", ") || "(none)";
    lines.push(`| ${code} (${name}) | ${kept} |`);
  }
  return `${lines.join("\n")}\n`;
}

export const GLOSSARY_PATH = "lang/GLOSSARY.md";

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  writeFileSync(join(root, GLOSSARY_PATH), glossaryMarkdown(readGlossaries(root)));
  console.log(`wrote ${GLOSSARY_PATH}`);
}
