/**
 * The zip `npm run package` makes from the built dist/: in `npm run test:full` only (the "package" project,
 * vitest.config.ts), after CI's `npm run build`; a checkout that was never built is built here first.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { servedAssets } from "../../scripts/module-assets.mjs";
import { ROOT } from "./pack-fixtures";
import { type Manifest, pkg, read, REPO, source } from "./manifest-fixtures";

describe("npm run package", () => {
  it("zips exactly the installable folder, with a release module.json", { timeout: 180_000 }, () => {
    // dist/ as `npm run build` leaves it (CI builds first); on a fresh clone, Indie Dice alone, not the example.
    if (!existsSync(join(ROOT, "dist/packs/manual/CURRENT")))
      execFileSync("npm", ["run", "build:module"], { cwd: ROOT, stdio: "pipe" });
    execFileSync(process.execPath, [join(ROOT, "scripts/package.mjs")], { cwd: ROOT, stdio: "pipe" });
    const released = read<Manifest>("release/module.json");
    expect(released).toMatchObject({
      ...source,
      version: pkg.version,
      url: REPO,
      manifest: `${REPO}/releases/latest/download/module.json`,
      download: `${REPO}/releases/download/v${pkg.version}/indie-dice.zip`,
    });

    const zip = unzipSync(readFileSync(join(ROOT, "release/indie-dice.zip")));
    const files = Object.keys(zip).sort();
    expect(JSON.parse(new TextDecoder().decode(zip["module.json"]))).toEqual(released);
    const named = [
      "module.json",
      released.license,
      ...released.esmodules,
      ...released.styles,
      ...released.languages.map((l) => l.path),
    ];
    for (const file of named) expect(files, file).toContain(file);
    for (const pack of released.packs) {
      const packFiles = files.filter((file) => file.startsWith(`${pack.path}/`));
      expect(packFiles, pack.path).toContain(`${pack.path}/CURRENT`);
      expect(
        packFiles.some((file) => file.endsWith(".ldb")),
        pack.path,
      ).toBe(true);
    }
    // Nothing else: no source maps, no sources; templates are what the bundle loads by path, and the chunks are
    // exactly the modules the bundle and its chunks import (statically or when needed).
    const bundle = new TextDecoder().decode(zip["scripts/indie-dice.mjs"]);
    const chunks = importedChunks(zip, "scripts/indie-dice.mjs");
    expect(chunks.length).toBeGreaterThan(0);
    const extra = files.filter(
      (file) =>
        !named.includes(file) &&
        !chunks.includes(file) &&
        !released.packs.some((pack) => file.startsWith(`${pack.path}/`)) &&
        !file.startsWith("templates/"),
    );
    expect(extra).toEqual([]);
    for (const chunk of chunks) expect(files, chunk).toContain(chunk);
    expect(files.some((file) => file.endsWith(".map") || file.includes("_source"))).toBe(false);
    expect(/sourceMappingURL/.test(bundle), "the bundle points at no source map").toBe(false);
    // Every template the module serves: its own and each card kind's and rule set's (scripts/module-assets.mjs).
    const templates = servedAssets(ROOT).filter((file) => file.startsWith("templates/"));
    expect(files.filter((file) => file.startsWith("templates/"))).toEqual(templates.sort());
  });
});

/** The chunk files a bundle imports, followed through the chunks it reaches (relative `./x.mjs` specifiers). */
function importedChunks(zip: Record<string, Uint8Array>, entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const code = new TextDecoder().decode(zip[file] ?? new Uint8Array());
    for (const [, specifier] of code.matchAll(/(?:from|import\()\s*["'`]\.\/([^"'`]+\.mjs)["'`]/g)) {
      const chunk = `scripts/${specifier}`;
      if (!found.has(chunk)) {
        found.add(chunk);
        visit(chunk);
      }
    }
  };
  visit(entry);
  return [...found].sort();
}
