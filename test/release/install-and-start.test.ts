/**
 * A fresh clone installs and starts without warnings: `npm install` and `npm ci` (npm 11.16 and later) list every
 * dependency whose install scripts package.json's `allowScripts` does not cover; `npm start`'s Vite warns about each
 * import of its config's modules that Vite's native config loader (its coming default) could not load — a relative
 * import without its file's extension.
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

const json = (path: string): unknown => JSON.parse(readFileSync(join(ROOT, path), "utf8"));

/** A JSON object's member (undefined where the value is no object). */
const memberOf = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;

/** A JSON object's member's own entries (none where it is no object). */
function entriesOf(value: unknown, key: string): [string, unknown][] {
  const member = memberOf(value, key);
  return typeof member === "object" && member !== null ? Object.entries(member) : [];
}

describe("npm install's install scripts", () => {
  it("are each approved or denied in package.json's allowScripts (by name, or name@version)", () => {
    const allowScripts = new Map(entriesOf(json("package.json"), "allowScripts"));
    const withScripts = entriesOf(json("package-lock.json"), "packages")
      .filter(([path, entry]) => path !== "" && memberOf(entry, "hasInstallScript") === true)
      .map(([path, entry]) => ({
        name: path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length),
        version: String(memberOf(entry, "version")),
      }));
    // The lock names them: esbuild (its binary's check) and classic-level (the packs' LevelDB, fvtt's CLI).
    expect(withScripts.map(({ name }) => name).sort()).toEqual(["classic-level", "esbuild"]);
    for (const { name, version } of withScripts)
      expect(typeof (allowScripts.get(name) ?? allowScripts.get(`${name}@${version}`)), name).toBe("boolean");
  });
});

/** Every relative import of a file (static `import … from`, `export … from`), as written. */
const relativeImports = (text: string): string[] =>
  [...text.matchAll(/^(?:import|export)\s[^;]*?\bfrom\s+["'](\.{1,2}\/[^"']+)["']/gm)].map(([, spec = ""]) => spec);

describe("npm start's Vite config (vite.playground.config.ts)", () => {
  it("imports each of its modules by its file's full name, as Vite's native config loader needs", () => {
    const missing: string[] = [];
    const todo = ["vite.playground.config.ts"];
    const seen = new Set<string>();
    for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of relativeImports(readFileSync(join(ROOT, file), "utf8"))) {
        if (!/\.(ts|mts|js|mjs)$/.test(spec)) missing.push(`${file}: ${spec}`);
        else todo.push(relative(ROOT, join(ROOT, dirname(file), spec)));
      }
    }
    expect(seen.size).toBeGreaterThan(2);
    expect(missing).toEqual([]);
  });
});
