import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listLimits } from "../../src/core/rule-sets";
import { must } from "../kit";

/** The README's limits table is what players read: it must list every limit with the range the code enforces. */
function shown(value: number): string {
  const digits =
    Math.abs(value) >= 10_000 ? Math.abs(value).toLocaleString("en").replace(/,/g, " ") : String(Math.abs(value));
  return value < 0 ? `−${digits}` : digits;
}

describe("README limits table", () => {
  const readme = readFileSync("README.md", "utf8");
  const rows = new Map(
    [...readme.matchAll(/^\| `(\w+)` \| [^|]+ \| ([^|]+) \| ([^|]+) \|$/gm)].map((row) => [
      must(row[1]),
      [must(row[2]).trim(), must(row[3]).trim()],
    ]),
  );

  it.each(listLimits())("lists %s with the range the code enforces", (name, limit) => {
    expect(rows.get(name)).toEqual([shown(limit.min), shown(limit.max)]);
  });

  it("lists no limit the code does not have", () => {
    const known = new Set<string>(listLimits().map(([name]) => name));
    expect([...rows.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});
