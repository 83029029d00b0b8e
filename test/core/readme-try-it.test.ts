import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { must } from "../kit";

/**
 * A newcomer's first screen of the README says how to try the project: the playground, the calculator, Foundry's look.
 */
describe("README: Try it", () => {
  const lines = readFileSync("README.md", "utf8").split("\n");
  const firstScreen = lines.slice(0, 25);
  const scripts = Object.keys(
    (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts,
  );

  /** The commands of the first `sh` block under "## Try it", without their comments. */
  function tryIt(): string[] {
    const heading = firstScreen.indexOf("## Try it");
    const open = firstScreen.indexOf("```sh", heading);
    const close = firstScreen.indexOf("```", open + 1);
    expect(
      [heading, open, close].every((at) => at >= 0),
      "a ## Try it heading and its whole sh block in the first 25 lines",
    ).toBe(true);
    return firstScreen.slice(open + 1, close).map((line) => line.replace(/#.*$/, "").trim());
  }

  it(
    "sits in the first 25 lines: " +
      "three commands — the playground, the calculator, the playground in Foundry's look",
    () => {
      expect(tryIt()).toEqual([
        "npm install && npm start",
        "npm run build:site",
        "FOUNDRY_PATH=/path/to/foundryvtt/resources/app npm start",
      ]);
    },
  );

  it("names only scripts package.json has", () => {
    const named = tryIt().flatMap((command) =>
      [...command.matchAll(/npm (?:run )?([\w:-]+)/g)].map((match) => must(match[1])),
    );
    expect(named.filter((name) => name !== "install" && !scripts.includes(name))).toEqual([]);
  });
});
