/**
 * The manual compendium: one journal per language of src/ui/languages.ts (packs/_source/manual/manual-<code>.yml;
 * English and German whole, each other language at least its start page), every `@UUID[...]` link reaches a
 * journal and page that exist (and a heading, when it names one) — in its own journal, or, from a language whose
 * manual is its start page alone, in the English manual's full pages — and every notation example parses with our
 * parser: the examples marked as bad are refused by it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNotationProblems } from "../../src/core/notation/find-problems";
import { LANGUAGE_CODES } from "../../src/ui/languages";
import { documentsOf, packAll, SOURCES, unpack, type Journal, removeScratchFolders } from "./pack-fixtures";
import { must, pattern } from "../kit";

afterAll(removeScratchFolders);

/** Each language's manual source, and the id of the journal it holds (its first line), or null when it is missing. */
const MANUALS = new Map(
  LANGUAGE_CODES.map((lang) => {
    const path = join(SOURCES, "manual", `manual-${lang}.yml`);
    const id = existsSync(path) ? (/^_id:\s*(\S+)/m.exec(readFileSync(path, "utf8"))?.[1] ?? null) : null;
    return [lang, id] as const;
  }),
);

const LINK = /@UUID\[([^\]]+)\](?:\{([^}]*)\})?/g;
const PAGE_UUID = pattern([
  String.raw`^Compendium\.indie-dice\.manual\.JournalEntry\.([A-Za-z0-9]{16})`,
  String.raw`(?:\.JournalEntryPage\.([A-Za-z0-9]{16}))?(?:#([^\]]+))?$`,
]);
/**
 * Inline code that starts with a dice term, optionally as an inline roll or a chat command: `[[/r 2d6ko]]`, `/r 1di`.
 */
const NOTATION = /^(?:\[\[)?\s*(?:\/r(?:oll)?\s+)?(\d*d(?:\d+|i)\w*(?:\s*[-+]\s*\w+)*)\s*(?:\]\])?$/i;

/** Foundry's `JournalEntryPage.slugifyHeading`: whitespace to dashes, lower case, no quotes, at most 64 characters. */
function slugifyHeading(text: string): string {
  return text.trim().replace(/\s+/g, "-").toLowerCase().replace(/["']/g, "").substring(0, 64);
}

function parse(html: string): Document {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

describe("manual compendium", () => {
  let journals: Journal[];
  beforeAll(async () => {
    journals = documentsOf<Journal>(await unpack(await packAll(), "manual"));
  });

  it.each(LANGUAGE_CODES)(
    "has a manual in %s (packs/_source/manual/manual-<code>.yml), a journal of its own",
    (lang) => {
      const id = MANUALS.get(lang);
      expect(
        id,
        `packs/_source/manual/manual-${lang}.yml is missing: module.json declares ${lang}, so the ` +
          `manual has at least its start page`,
      ).toBeTruthy();
      expect(journals.map((journal) => journal._id)).toContain(id);
      expect([...MANUALS.values()].filter((other) => other === id)).toHaveLength(1);
    },
  );

  it(
    "has, in each language whose manual is its start page alone, " +
      "links from it to every rule set's page of the English manual",
    () => {
      const english = must(journals.find((journal) => journal._id === MANUALS.get("en")));
      const ruleSetPages = english.pages.filter((page) => /^en(Kaiser|Ogs|Kingdoms|Klepto|Olde)0*$/.test(page._id));
      expect(ruleSetPages).toHaveLength(5);
      const missing: string[] = [];
      for (const journal of journals.filter((candidate) => candidate.pages.length < english.pages.length)) {
        const linked = [...must(journal.pages[0]).text.content.matchAll(LINK)].map((match) => match[1]);
        for (const page of ruleSetPages) {
          if (!linked.includes(`Compendium.indie-dice.manual.JournalEntry.${english._id}.JournalEntryPage.${page._id}`))
            missing.push(`${journal.name} → ${page.name}`);
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it("has the same pages in English and German, each linked from its journal's first page", () => {
    const [english, german] = ["Indie Dice Manual", "Indie Dice Handbuch (Deutsch)"].map((name) =>
      must(journals.find((j) => j.name === name)),
    );
    expect(must(english).pages.map((p) => p._id.slice(2))).toEqual(must(german).pages.map((p) => p._id.slice(2)));
    for (const journal of journals) {
      const [start, ...rest] = journal.pages;
      const linked = [...must(start).text.content.matchAll(LINK)].map((m) => m[1]);
      for (const page of rest)
        expect(linked, `${journal.name} → ${page.name}`).toContain(
          `Compendium.indie-dice.manual.JournalEntry.${journal._id}.JournalEntryPage.${page._id}`,
        );
    }
  });

  /** How many pages the English manual has: a journal with as many is a whole manual. */
  const englishPages = () => must(journals.find((journal) => journal._id === MANUALS.get("en"))).pages.length;

  it(
    "links only to journals, pages and headings that exist, within the same language " +
      "(a start page alone: or the English manual)",
    () => {
      const broken: string[] = [];
      let links = 0;
      for (const journal of journals) {
        for (const page of journal.pages) {
          for (const [, uuid, label] of page.text.content.matchAll(LINK)) {
            links++;
            const where = `${journal.name} / ${page.name}: ${uuid}`;
            const match = PAGE_UUID.exec(must(uuid));
            if (!match || !label) {
              broken.push(`${where} (not a labelled manual link)`);
              continue;
            }
            const [, journalId, pageId, anchor] = match;
            const target = journals.find((j) => j._id === journalId);
            const targetPage = target?.pages.find((p) => p._id === pageId);
            // A start page alone links on to the English manual's full pages; a whole manual stays in its own.
            const mayLeave = journal.pages.length < englishPages() && target?._id === MANUALS.get("en");
            if (target?._id !== journal._id && !mayLeave) broken.push(`${where} (another journal)`);
            else if (pageId && !targetPage) broken.push(`${where} (no such page)`);
            else if (anchor) {
              const headings = [...parse(must(targetPage).text.content).querySelectorAll("h1, h2, h3, h4, h5, h6")];
              // Anchors name plain headings only, so Foundry's slug cannot differ from ours.
              const slugs = headings
                .filter((h) => /^[\p{L}\d ]+$/u.test(must(h.textContent).trim()))
                .map((h) => slugifyHeading(must(h.textContent)));
              if (!slugs.includes(anchor)) broken.push(`${where} (no heading #${anchor}; has ${slugs.join(", ")})`);
            }
          }
        }
      }
      expect(links).toBeGreaterThan(30);
      expect(broken).toEqual([]);
    },
  );

  it(
    "writes every notation example so that our parser accepts it, " +
      "and every marked bad example so that it refuses it",
    () => {
      const refused: string[] = [];
      const accepted: string[] = [];
      let examples = 0;
      for (const journal of journals) {
        for (const page of journal.pages) {
          const html = parse(page.text.content);
          for (const code of html.querySelectorAll("code")) {
            if (code.closest("pre")) continue;
            const formula = NOTATION.exec(must(code.textContent).trim())?.[1];
            if (formula === undefined) continue;
            examples++;
            const problem = findNotationProblems(formula);
            if (code.classList.contains("indie-dice-bad-notation")) {
              if (problem === null) accepted.push(`${page.name}: ${formula}`);
            } else if (problem !== null) {
              refused.push(`${page.name}: ${formula} (${problem.key})`);
            }
          }
        }
      }
      expect(examples).toBeGreaterThan(40);
      expect(refused, "examples our parser refuses").toEqual([]);
      expect(accepted, "bad examples our parser accepts").toEqual([]);
    },
  );
});
