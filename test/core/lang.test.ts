import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import english from "../../lang/en.json";

/** A key names either a message or a section whose messages are picked at run time (`${PREFIX}.${name}`). */
function exists(key: string): boolean {
  let node: unknown = english;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") || path.endsWith(".hbs") ? [path] : [];
  });
}

describe("lang/en.json", () => {
  it("has every full INDIE_DICE key the source and templates name", () => {
    const missing: string[] = [];
    for (const file of [...sourceFiles("src"), ...sourceFiles("templates")]) {
      for (const [key] of readFileSync(file, "utf8").matchAll(/INDIE_DICE(?:\.[A-Za-z0-9]+)+(?!\.|[A-Za-z0-9$`{])/g)) {
        if (!exists(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
