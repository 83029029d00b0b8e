/**
 * FOUNDRY_PATH (scripts/foundry-look.ts): which folder it names, the message when it names none, and that a request
 * under /foundry/ reaches only files inside that folder's public/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foundryFileFor, foundryLook, foundryPublicDir } from "../../scripts/foundry-look";

let installation = "";

beforeAll(() => {
  installation = mkdtempSync(join(tmpdir(), "indie-dice-foundry-"));
  mkdirSync(join(installation, "public", "css"), { recursive: true });
  mkdirSync(join(installation, "public", "fonts"), { recursive: true });
  writeFileSync(join(installation, "public", "css", "foundry2.css"), "body { --from-foundry: 1; }");
  writeFileSync(join(installation, "public", "fonts", "signika.woff2"), "font");
  mkdirSync(join(installation, "public", "ui"), { recursive: true });
  writeFileSync(join(installation, "public", "ui", "parchment.jpg"), "image");
  writeFileSync(join(installation, "secret.txt"), "not Foundry's to serve");
});

afterAll(() => rmSync(installation, { recursive: true, force: true }));

describe("FOUNDRY_PATH", () => {
  it("unset or blank: the playground's own approximation", () => {
    expect(foundryPublicDir(undefined)).toBeNull();
    expect(foundryPublicDir("  ")).toBeNull();
  });

  it("a Foundry installation: its public folder", () => {
    expect(foundryPublicDir(installation)).toBe(join(installation, "public"));
  });

  it("a folder without Foundry's stylesheet stops with a message naming the file it looked for", () => {
    const elsewhere = join(installation, "public", "fonts");
    expect(() => foundryPublicDir(elsewhere)).toThrow(join(elsewhere, "public", "css", "foundry2.css"));
    expect(() => foundryLook(elsewhere)).toThrow(/FOUNDRY_PATH/);
  });

  it("serves files under /foundry/ from public/ only: nothing outside it, nothing that is not a file", () => {
    const publicDir = join(installation, "public");
    expect(foundryFileFor(publicDir, "/foundry/css/foundry2.css")).toBe(join(publicDir, "css", "foundry2.css"));
    expect(foundryFileFor(publicDir, "/foundry/fonts/signika.woff2?v=13")).toBe(
      join(publicDir, "fonts", "signika.woff2"),
    );
    // Foundry's images at the root too, as Foundry serves them: its variables' relative URLs resolve there.
    expect(foundryFileFor(publicDir, "/ui/parchment.jpg")).toBe(join(publicDir, "ui", "parchment.jpg"));
    for (const url of [
      "/ui/../css/foundry2.css",
      "/ui/../../secret.txt",
      "/css/foundry2.css",
      "/foundry/../secret.txt",
      "/foundry/%2e%2e/secret.txt",
      "/foundry/css",
      "/foundry/css/missing.css",
      "/index.html",
      "/foundryx/css/foundry2.css",
    ]) {
      expect(foundryFileFor(publicDir, url), url).toBeNull();
    }
  });

  it(
    "marks the page as Foundry's game page and loads Foundry's stylesheet first; " +
      "without FOUNDRY_PATH, changes nothing",
    () => {
      const page =
        '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" ' +
        '/>\n  </head>\n  <body class="theme-light">\n  </body>\n</html>';
      const transform = (plugin: ReturnType<typeof foundryLook>) => {
        const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
        return hook.handler(page);
      };
      const looked = transform(foundryLook(installation));
      expect(looked).toContain('<html lang="en" class="foundry-look">');
      expect(looked).toContain('<body class="vtt game theme-light">');
      expect(looked.indexOf('href="/foundry/css/foundry2.css"')).toBeLessThan(looked.indexOf("<meta"));
      expect(transform(foundryLook(undefined))).toBe(page);
      expect(looked).not.toContain("fontawesome");
      // An installation with Foundry's icon font: it is loaded too, as Foundry's game page loads it.
      mkdirSync(join(installation, "public", "fonts", "fontawesome", "css"), { recursive: true });
      writeFileSync(join(installation, "public", "fonts", "fontawesome", "css", "all.min.css"), ".fa {}");
      const withIcons = transform(foundryLook(installation));
      expect(withIcons.indexOf('href="/foundry/fonts/fontawesome/css/all.min.css"')).toBeGreaterThan(
        withIcons.indexOf("foundry2.css"),
      );
      expect(withIcons.indexOf('href="/foundry/fonts/fontawesome/css/all.min.css"')).toBeLessThan(
        withIcons.indexOf("<meta"),
      );
    },
  );

  it("empties the playground's approximation of Foundry only when Foundry's own stylesheet replaces it", () => {
    const load = (plugin: ReturnType<typeof foundryLook>, id: string) =>
      (plugin.load as (id: string) => string | null)(id);
    expect(load(foundryLook(installation), "/work/x/calculator/foundry-approximation.css")).toBe("");
    expect(load(foundryLook(installation), "/work/x/styles/dialogs.css")).toBeNull();
    expect(load(foundryLook(undefined), "/work/x/calculator/foundry-approximation.css")).toBeNull();
  });
});
