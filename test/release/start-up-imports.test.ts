/**
 * What the start-up script carries: the modules src/module.ts reaches by static imports. A window opened only on a
 * user's click loads as a chunk of its own when first opened (docs/performance.md), so its code is not among them.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

/** A relative specifier's file: `./x` is `./x.ts` or `./x/index.ts`. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, join(base, "index.ts"), base].find((path) => existsSync(path) && path.endsWith(".ts")) ?? null;
}

/** The files an import declaration loads at once: not `import type`, not `import("…")`. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found = text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;"']*?\sfrom\s+)?["'](\.[^"']+)["']/gm);
  return [...found].flatMap(([, specifier = ""]) => resolveSpecifier(file, specifier) ?? []);
}

/** Every source file the entry reaches by static imports, relative to the repository. */
function startUpModules(): Set<string> {
  const seen = new Set<string>();
  const todo = [join(ROOT, "src/module.ts")];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    const path = relative(ROOT, file);
    if (seen.has(path)) continue;
    seen.add(path);
    todo.push(...staticImports(file));
  }
  return seen;
}

describe("the start-up script's modules", () => {
  const modules = startUpModules();

  it("are found: the entry, the composition root and the Rolls window's lookup the actor-change redraw uses", () => {
    expect(modules).toContain("src/module.ts");
    expect(modules).toContain("src/root/api.ts");
    expect(modules).toContain("src/foundry/apps/rolls-window-lookup.ts");
  });

  it("leave out the windows that load when first opened: the Rolls window, the fairness window and report", () => {
    expect(modules).not.toContain("src/foundry/apps/rolls-window.ts");
    expect(modules).not.toContain("src/ui/saved-rolls/rolls-window-model.ts");
    expect(modules).not.toContain("src/foundry/fairness/fairness-window.ts");
    expect(modules).not.toContain("src/foundry/fairness/fairness-report.ts");
  });
});
