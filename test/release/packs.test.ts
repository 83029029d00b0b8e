/** The compendium sources: stable ids, nothing volatile, and the same documents every time they are packed. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  documentsOf,
  packAll,
  PACK_NAMES,
  SOURCES,
  unpack,
  type Journal,
  type Macro,
  removeScratchFolders,
} from "./pack-fixtures";

afterAll(removeScratchFolders);

const ID = /^[A-Za-z0-9]{16}$/;

describe("compendium packs", () => {
  it("build reproducibly: packed twice, unpacked, the documents are identical byte for byte", async () => {
    const [first, second] = [await packAll(), await packAll()];
    for (const name of PACK_NAMES) {
      const [a, b] = [await unpack(first, name), await unpack(second, name)];
      expect(a.size).toBeGreaterThan(0);
      expect([...b.entries()]).toEqual([...a.entries()]);
    }
  });

  it("keep every source's stable 16-character id, with no volatile _stats", async () => {
    const packed = await packAll();
    const macros = documentsOf<Macro>(await unpack(packed, "macros"));
    const journals = documentsOf<Journal>(await unpack(packed, "manual"));
    const documents = [...macros, ...journals, ...journals.flatMap((journal) => journal.pages)];
    for (const document of documents) {
      expect(document._id, document.name).toMatch(ID);
      expect(document, document.name).not.toHaveProperty("_stats");
    }
    expect(new Set(documents.map((d) => d._id)).size).toBe(documents.length);
    // The sources themselves carry no _stats either (the CLI only copies what is written).
    for (const name of PACK_NAMES) {
      for (const file of readdirSync(join(SOURCES, name))) {
        expect(readFileSync(join(SOURCES, name, file), "utf8"), file).not.toMatch(/^\s*_stats:/m);
      }
    }
  });

  it("hold the macros, the whole manual in English and German, and a start page in each other language", async () => {
    const packed = await packAll();
    const macros = documentsOf<Macro>(await unpack(packed, "macros"));
    expect(macros.map((m) => m.name).sort()).toEqual([
      "Indie Dice: Choose a Rule Set",
      "Indie Dice: Dungeons of Olde",
      "Indie Dice: K&R Extended Test",
      "Indie Dice: Kaiser",
      "Indie Dice: Kingdoms and Rulers",
      "Indie Dice: Kleptonomicon",
      "Indie Dice: Kleptonomicon Group Test",
      "Indie Dice: OGS",
      "Indie Dice: Request a Roll",
      "Indie Dice: Saved Rolls",
      "Indie Dice: Start a Contest",
    ]);
    for (const macro of macros) {
      expect(macro.type).toBe("script");
      expect(macro.img).toMatch(/^icons\/(svg|dice)\/[\w-]+\.svg$/);
    }
    const journals = documentsOf<Journal>(await unpack(packed, "manual"));
    const whole = ["Indie Dice Handbuch (Deutsch)", "Indie Dice Manual"];
    const startOnly = [
      "Indie Dice – podręcznik (polski)",
      "Indie Dice マニュアル（日本語）",
      "Manual de Indie Dice (español)",
      "Manual do Indie Dice (Português do Brasil)",
      "Manuale di Indie Dice (italiano)",
      "Manuel d'Indie Dice (français)",
      "Indie Dice – příručka (čeština)",
      "Indie Dice 手册（简体中文）",
      "Indie Dice 使用手冊（正體中文）",
      "Indie Dice 매뉴얼 (한국어)",
      "Indie Dice – handbok (svenska)",
    ];
    expect(journals.map((j) => j.name).sort()).toEqual([...whole, ...startOnly].sort());
    for (const journal of journals) {
      expect(journal.pages).toHaveLength(whole.includes(journal.name) ? 19 : 1);
      for (const page of journal.pages) expect(page.text.content.length, page.name).toBeGreaterThan(400);
    }
  });
});
