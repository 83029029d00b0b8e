/**
 * The example modules built and tested from a copy outside this repository, as their READMEs say ("Build it from a
 * copy"): the example rule set (examples/coins/), the example system adapter (examples/toy-system/) and the example
 * card kind (examples/ready-check/), each copied
 * to a temporary folder, its package.json's indie-dice-types pointed at this repository's declarations (dist/types,
 * `npm run build:types`), and its node_modules made as `npm install` makes them, without the registry: each package
 * of this repository's node_modules linked, and the declarations linked as npm links a `file:` dependency. Then the
 * copy's own `npm run build` (its typecheck, then its module) and `npm test`: the toy adapter's renamed and on the
 * package alone, the others' with INDIE_DICE naming this repository. Nothing of the copy can reach src/ by a
 * relative path: it is not there. In `npm run test:full` only
 * (the "package" project, vitest.config.ts): CI builds first; a checkout never built builds the declarations here
 * first. Each copy costs its typecheck, Indie Dice's build and its tests: the toy adapter's by hand 4.8 s, 0.7 s and
 * 2.9 s, about 20 s here with npm and a busy two-core machine (coins's and the ready check's as much: 20 s and 22 s in
 * one run).
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { must } from "../kit";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DECLARATIONS = join(ROOT, "dist/types");

interface PackageJson {
  readonly version: string;
  readonly devDependencies: Record<string, string>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

/** What the copy leaves out: what its own build and install make. */
const MADE_THERE = new Set(["dist", "node_modules"]);

/**
 * `npm <args>` in the copy, with none of this run's own vitest variables, and INDIE_DICE naming this repository for
 * an example whose test still takes Indie Dice from a clone (`clone`).
 */
function npmIn(folder: string, args: string[], clone: boolean): string {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "INDIE_DICE"),
  );
  try {
    return execFileSync("npm", args, {
      cwd: folder,
      env: clone ? { ...env, INDIE_DICE: ROOT } : env,
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(" ")} in the copy failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

/** What every example's build makes; one whose card draws a template of its own serves its templates/ too. */
const BUILT = ["LICENSE", "lang", "module.json", "scripts"];

/**
 * Each example: its folder under examples/, the script its build makes, what its dist holds, how many test files its
 * `npm test` runs, and whether that test takes Indie Dice from a clone of it (INDIE_DICE) or from the package
 * indie-dice-types alone, whose Foundry double and built module `npm run build:module` packs
 * (scripts/pack-test-kit.mjs). The toy adapter is renamed first, in module.json alone (its README "Renaming it").
 */
interface Example {
  readonly folder: string;
  readonly script: string;
  readonly built: readonly string[];
  readonly testFiles: number;
  readonly clone: boolean;
  readonly renamed?: string;
}
const EXAMPLES: Example[] = [
  { folder: "coins", script: "coins.mjs", built: BUILT, testFiles: 2, clone: true },
  { folder: "toy-system", script: "my-system.mjs", built: BUILT, testFiles: 1, clone: false, renamed: "my-system" },
  { folder: "ready-check", script: "ready-check.mjs", built: [...BUILT, "templates"], testFiles: 1, clone: true },
];

/** What the package indie-dice-types packs for a module's tests, beside the declarations. */
const PACKED = [join(DECLARATIONS, "double/index.mjs"), join(DECLARATIONS, "module/module.json")];

/** The copy's module renamed where its README says: module.json's id and its one script's name. */
function rename(copy: string, id: string): void {
  const path = join(copy, "module.json");
  const manifest = readJson<Record<string, unknown>>(path);
  writeFileSync(path, JSON.stringify({ ...manifest, id, esmodules: [`scripts/${id}.mjs`] }, null, 2));
}

describe.each(EXAMPLES)("examples/$folder copied outside the repository", (example) => {
  const { folder, script, built, testFiles, clone, renamed } = example;
  it(
    "builds against Indie Dice's declarations alone, and passes its own tests beside the built Indie Dice",
    { timeout: 300_000 },
    () => {
      const EXAMPLE = join(ROOT, "examples", folder);
      if (!clone && !PACKED.every((path) => existsSync(path)))
        execFileSync("npm", ["run", "build:module"], { cwd: ROOT, stdio: "pipe" });
      else if (!existsSync(join(DECLARATIONS, "package.json")))
        execFileSync("npm", ["run", "build:types"], { cwd: ROOT, stdio: "pipe" });
      const own = readJson<PackageJson>(join(EXAMPLE, "package.json"));
      // Its tools are the versions Indie Dice builds with, and its version is its module's.
      const indieDice = readJson<PackageJson>(join(ROOT, "package.json"));
      const tools = Object.keys(own.devDependencies).filter((name) => name !== "indie-dice-types");
      expect(Object.fromEntries(tools.map((name) => [name, own.devDependencies[name]]))).toEqual(
        Object.fromEntries(tools.map((name) => [name, indieDice.devDependencies[name]])),
      );
      expect(own.version).toBe(readJson<PackageJson>(join(EXAMPLE, "module.json")).version);

      const scratch = mkdtempSync(join(tmpdir(), `indie-dice-${folder}-`));
      try {
        // Two folders down, so that the path the example's tsconfig gives for a clone (../../dist/types) is not there.
        const copy = join(scratch, "modules", folder);
        cpSync(EXAMPLE, copy, {
          recursive: true,
          filter: (path) => !MADE_THERE.has(must(relative(EXAMPLE, path).split(sep)[0])),
        });
        writeFileSync(
          join(copy, "package.json"),
          JSON.stringify(
            { ...own, devDependencies: { ...own.devDependencies, "indie-dice-types": `file:${DECLARATIONS}` } },
            null,
            2,
          ),
        );
        const modules = join(copy, "node_modules");
        mkdirSync(modules);
        for (const name of readdirSync(join(ROOT, "node_modules"))) {
          if (!name.startsWith(".") || name === ".bin")
            symlinkSync(join(ROOT, "node_modules", name), join(modules, name));
        }
        symlinkSync(DECLARATIONS, join(modules, "indie-dice-types"));
        if (renamed !== undefined) rename(copy, renamed);

        npmIn(copy, ["run", "build"], clone);
        expect(readdirSync(join(copy, "dist")).sort()).toEqual(built);
        expect(readdirSync(join(copy, "dist/scripts"))).toContain(script);
        if (renamed !== undefined) expect(readJson<{ id: string }>(join(copy, "dist/module.json")).id).toBe(renamed);
        const tested = stripVTControlCharacters(npmIn(copy, ["test"], clone));
        expect(tested).toMatch(new RegExp(`Test Files\\s+${testFiles} passed \\(${testFiles}\\)`));
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  );
});
