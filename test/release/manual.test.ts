/**
 * The manual compendium: every `@UUID[...]` link reaches a journal and page that exist (and a heading, when it names
 * one), and every notation example parses with our parser — the examples marked as bad are refused by it.
 */
import { Window } from "happy-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { findNotationProblems } from "../../src/core/notation/find-problems";
import { documentsOf, packAll, unpack, type Journal } from "./pack-fixtures";

const ENGLISH_ID = "manualEnglish000";
const LINK = /@UUID\[([^\]]+)\](?:\{([^}]*)\})?/g;
const PAGE_UUID = /^Compendium\.indie-dice\.manual\.JournalEntry\.([A-Za-z0-9]{16})(?:\.JournalEntryPage\.([A-Za-z0-9]{16}))?(?:#([^\]]+))?$/;
/** Inline code that starts with a dice term, optionally as an inline roll or a chat command: `[[/r 2d6ko]]`, `/r 1di`. */
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

  it("has the same pages in English and German, each linked from its journal's first page", () => {
    const [english, german] = ["Indie Dice Manual", "Indie Dice Handbuch (Deutsch)"].map((name) => journals.find((j) => j.name === name)!);
    expect(english!.pages.map((p) => p._id.slice(2))).toEqual(german!.pages.map((p) => p._id.slice(2)));
    for (const journal of journals) {
      const [start, ...rest] = journal.pages;
      const linked = [...start!.text.content.matchAll(LINK)].map((m) => m[1]);
      for (const page of rest) expect(linked, `${journal.name} → ${page.name}`).toContain(`Compendium.indie-dice.manual.JournalEntry.${journal._id}.JournalEntryPage.${page._id}`);
    }
  });

  it("links only to journals, pages and headings that exist, within the same language (a start page of its own language also to the English pages)", () => {
    const broken: string[] = [];
    let links = 0;
    for (const journal of journals) {
      for (const page of journal.pages) {
        for (const [, uuid, label] of page.text.content.matchAll(LINK)) {
          links++;
          const where = `${journal.name} / ${page.name}: ${uuid}`;
          const match = PAGE_UUID.exec(uuid!);
          if (!match || !label) { broken.push(`${where} (not a labelled manual link)`); continue; }
          const [, journalId, pageId, anchor] = match;
          const target = journals.find((j) => j._id === journalId);
          const targetPage = target?.pages.find((p) => p._id === pageId);
          // A language with a start page only (French, Japanese, …) links to the full pages in English.
          const reachable = journal.pages.length === 1 ? [journal._id, ENGLISH_ID] : [journal._id];
          if (!target || !reachable.includes(target._id)) broken.push(`${where} (another journal)`);
          else if (pageId && !targetPage) broken.push(`${where} (no such page)`);
          else if (anchor) {
            const headings = [...parse(targetPage!.text.content).querySelectorAll("h1, h2, h3, h4, h5, h6")];
            // Anchors name plain headings only, so Foundry's slug cannot differ from ours.
            const slugs = headings.filter((h) => /^[\p{L}\d ]+$/u.test(h.textContent!.trim())).map((h) => slugifyHeading(h.textContent!));
            if (!slugs.includes(anchor)) broken.push(`${where} (no heading #${anchor}; has ${slugs.join(", ")})`);
          }
        }
      }
    }
    expect(links).toBeGreaterThan(30);
    expect(broken).toEqual([]);
  });

  it("writes every notation example so that our parser accepts it, and every marked bad example so that it refuses it", () => {
    const refused: string[] = [];
    const accepted: string[] = [];
    let examples = 0;
    for (const journal of journals) {
      for (const page of journal.pages) {
        const html = parse(page.text.content);
        for (const code of html.querySelectorAll("code")) {
          if (code.closest("pre")) continue;
          const formula = NOTATION.exec(code.textContent!.trim())?.[1];
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
  });
});
