/**
 * module.json as Foundry v13 reads it, and the release fields it leaves to the build. The zip `npm run package` makes
 * from it is package.test.ts's (in `npm run test:full`).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { servedAssets } from "../../scripts/module-assets.mjs";
import { REPO, pkg, source } from "./manifest-fixtures";
import { ROOT } from "./pack-fixtures";

describe("module.json", () => {
  it("has the fields Foundry v13 requires, and the version of package.json", () => {
    expect(source.id).toBe("indie-dice");
    expect(source.title).toBeTruthy();
    expect(source.version).toBe(pkg.version);
    expect(Number(source.compatibility.minimum)).toBe(13);
    expect(Number(source.compatibility.verified)).toBeGreaterThanOrEqual(13);
    expect(source.esmodules).toEqual(["scripts/indie-dice.mjs"]);
    expect(source.styles.length).toBeGreaterThan(0);
    expect(source.languages.map((l) => l.lang)).toEqual([
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
    for (const language of source.languages) expect(existsSync(join(ROOT, language.path)), language.path).toBe(true);
  });

  it("lists every style sheet the module serves, each once, and only those", () => {
    // A card kind's sheet is served from its own folder (scripts/module-assets.mjs): one left out of module.json is
    // never loaded by Foundry, and its cards are drawn unstyled.
    const served = servedAssets(ROOT).filter((file) => file.startsWith("styles/"));
    expect([...source.styles].sort()).toEqual(served);
  });

  it("declares both compendia for any system, players may observe them", () => {
    expect(source.packs.map(({ name, type, path }) => ({ name, type, path }))).toEqual([
      { name: "macros", type: "Macro", path: "packs/macros" },
      { name: "manual", type: "JournalEntry", path: "packs/manual" },
    ]);
    for (const pack of source.packs) {
      expect(pack, pack.name).not.toHaveProperty("system");
      expect(pack.label).toMatch(/^Indie Dice /);
      expect(pack.ownership.PLAYER).toBe("OBSERVER");
      expect(existsSync(join(ROOT, "packs/_source", pack.name)), pack.name).toBe(true);
    }
  });

  it("leaves url, manifest and download to the build, which derives them from package.json", () => {
    expect(source).not.toHaveProperty("url");
    expect(source).not.toHaveProperty("manifest");
    expect(source).not.toHaveProperty("download");
    expect(REPO).toMatch(/^https:\/\/\S+[^/]$/);
  });
});
