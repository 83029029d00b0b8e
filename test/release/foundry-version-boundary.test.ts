/**
 * docs/versions-and-privacy.md "The one version module": one module answers every v13/v14 question. No other file in
 * src/ may name the members v14 renamed or deprecated for message (roll) modes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./pack-fixtures";

const VERSION_MODULE = "src/foundry/foundry-version.ts";
const VERSIONED_MEMBERS = [
  /["']rollMode["']\s*\)/,
  /["']messageMode["']\s*\)/,
  /Dice\s*\.\s*rollModes/,
  /DICE_ROLL_MODES/,
  /ChatMessage\??\.\s*modes/,
  /applyRollMode|applyMode\(/,
  /_mapLegacyRollMode/,
];

function sourceFiles(): string[] {
  return readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".ts"))
    .map((path) => `src/${path.replaceAll("\\", "/")}`);
}

describe("the version module is the only place that knows Foundry's mode members", () => {
  it("no other source file names them", () => {
    const offenders = sourceFiles()
      .filter((path) => path !== VERSION_MODULE)
      .flatMap((path) => {
        const text = readFileSync(join(ROOT, path), "utf8");
        return VERSIONED_MEMBERS.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern}`);
      });
    expect(offenders).toEqual([]);
  });

  it("and the check would see one (it reads the version module itself)", () => {
    const text = readFileSync(join(ROOT, VERSION_MODULE), "utf8");
    expect(VERSIONED_MEMBERS.filter((pattern) => pattern.test(text)).length).toBeGreaterThanOrEqual(3);
  });
});
