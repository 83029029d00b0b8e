/**
 * scripts/check-shape.mjs, run by `npm run lint`: each rule fails on a small tree that breaks it, and passes on one
 * that keeps it (docs/architecture.md, "Shape rules").
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = join(import.meta.dirname, "..", "..", "scripts", "check-shape.mjs");
let tree = "";

function check(files: Record<string, string>): { code: number | null; output: string } {
  tree = mkdtempSync(join(tmpdir(), "indie-dice-shape-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const run = spawnSync(process.execPath, [SCRIPT, "--root", tree], { encoding: "utf8" });
  return { code: run.status, output: run.stdout + run.stderr };
}

afterEach(() => rmSync(tree, { recursive: true, force: true }));

describe("the shape check", () => {
  it("passes a tree that keeps every rule", () => {
    const result = check({
      "src/core/a.ts": 'import { b } from "./b";\nexport const a = b + 1;\n',
      "src/core/b.ts": "/** Why b is one: docs/architecture.md. */\nexport const b = 1 as const;\n",
      "src/foundry/hooks/ready.ts": 'export function listen(): void {\n  Hooks.once("ready", () => undefined);\n}\n',
      "src/foundry/hooks/init.ts": 'export function listen(): void {\n  Hooks.once("init", () => undefined);\n}\n',
    });
    expect(result.output).toContain("0 import circles");
    expect(result.code).toBe(0);
  });

  it("fails on an import circle made of type imports alone", () => {
    const result = check({
      "src/a.ts": 'import type { B } from "./b";\nexport interface A { b?: B }\n',
      "src/b.ts": 'export type B = import("./a").A[];\n',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain("import circle of 2 files: src/a.ts → src/b.ts");
  });

  it("fails on a name exported from two files, but not on two rule sets' own functions", () => {
    const twice = check({ "src/ui/a.ts": "export function signed(): void {}\n", "src/ui/b.ts": "export const signed = 1;\n" });
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('exported name "signed" is declared in src/ui/a.ts, src/ui/b.ts');
    const ruleSets = check({
      "src/rule-sets/kaiser/core/mechanics/opposed.ts": "export function judgeOpposed(): void {}\n",
      "src/rule-sets/ogs/core/mechanics/opposed.ts": "export function judgeOpposed(): void {}\n",
    });
    expect(ruleSets.code).toBe(0);
  });

  it("fails on a hook registered outside src/foundry/hooks/ or in two files", () => {
    const outside = check({ "src/foundry/cards/listen.ts": 'onHook("createChatMessage", () => undefined);\n' });
    expect(outside.code).toBe(1);
    expect(outside.output).toContain('hook "createChatMessage" is registered in src/foundry/cards/listen.ts');
    const twice = check({
      "src/foundry/hooks/a.ts": 'Hooks.on("ready", () => undefined);\n',
      "src/foundry/hooks/b.ts": 'Hooks.once("ready", () => undefined);\n',
    });
    expect(twice.code).toBe(1);
  });

  it("fails on a comment citing a document outside the repository", () => {
    const result = check({ "src/core/a.ts": '// DESIGN "Rulings": ties go to the defender.\nexport const a = 1;\n' });
    expect(result.code).toBe(1);
    expect(result.output).toContain("src/core/a.ts:1: a comment cites a document outside the repository");
  });

  it("counts escape-hatch casts and fails past the ceiling", () => {
    const casts = Array.from({ length: 16 }, (_, i) => `export const c${i} = (${i} as unknown as string);`).join("\n");
    const result = check({ "src/foundry/a.ts": `${casts}\n` });
    expect(result.output).toContain("32 assertions; 16 escape casts");
    expect(result.code).toBe(1);
  });

  it("fails on `any` outside the files that may write it, whatever eslint comment hides it", () => {
    const hidden = "// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport type Listener = (...args: any[]) => unknown;\n";
    const outside = check({ "src/foundry/hooks/registry.ts": hidden });
    expect(outside.output).toContain("src/foundry/hooks/registry.ts (1): `any` outside the files that may write it");
    expect(outside.code).toBe(1);
    const allowed = check({ "src/foundry/cards/card-kind.ts": hidden });
    expect(allowed.output).toContain("0 files with any outside ANY_FILES");
    expect(allowed.code).toBe(0);
  });
});
