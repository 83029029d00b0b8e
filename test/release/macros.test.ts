/**
 * The macros compendium: every command is valid JavaScript for Foundry's async script-macro wrapper, and calls only
 * members the public API (`game.modules.get("indie-dice").api`, built by the Foundry test double) really has.
 */
import { Script } from "node:vm";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installIndieDice } from "../foundry/support/setup";
import { documentsOf, packAll, unpack, type Macro, removeScratchFolders } from "./pack-fixtures";
import { must, record } from "../kit";

afterAll(removeScratchFolders);

/** Every maximal `api.a.b…` chain in a command, with whether it is called. */
function apiChains(command: string): { path: string; called: boolean }[] {
  const source = ts.createSourceFile(
    "macro.js",
    `(async () => {\n${command}\n})();`,
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.JS,
  );
  const chains: { path: string; called: boolean }[] = [];
  const rootOf = (node: ts.Expression): string | null => {
    if (ts.isIdentifier(node)) return node.text;
    if (ts.isPropertyAccessExpression(node)) {
      const root = rootOf(node.expression);
      return root === null ? null : `${root}.${node.name.text}`;
    }
    return null;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const path = rootOf(node);
      if (path?.startsWith("api."))
        chains.push({ path, called: ts.isCallExpression(node.parent) && node.parent.expression === node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return chains;
}

function resolve(api: unknown, path: string): unknown {
  return path
    .split(".")
    .slice(1)
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === "object" && key in value ? record(value)[key] : undefined),
      api,
    );
}

describe("macros compendium", () => {
  let macros: Macro[];
  let api: unknown;
  let uninstall: () => void;
  beforeAll(async () => {
    macros = documentsOf<Macro>(await unpack(await packAll(), "macros"));
    const harness = installIndieDice();
    uninstall = () => harness.foundry.uninstall();
    api = must(game.modules.get("indie-dice")).api;
  });
  afterAll(() => uninstall?.());

  it("parse as JavaScript inside Foundry's async macro wrapper", () => {
    for (const macro of macros) {
      const wrapped = `(async function (speaker, actor, token, character, scope) {\n${macro.command}\n})`;
      expect(() => new Script(wrapped, { filename: macro.name }), macro.name).not.toThrow();
    }
  });

  it("reach Indie Dice only through the public API: no imports, no module internals", () => {
    for (const macro of macros) {
      expect(macro.command, macro.name).not.toMatch(/\bimport\b|\brequire\s*\(/);
      expect(macro.command, macro.name).toContain('game.modules.get("indie-dice")?.api');
      const code = macro.command.replace(/^\s*\/\/.*$/gm, "");
      expect(code.match(/game\.modules\.get\(/g), macro.name).toHaveLength(1);
      expect(apiChains(macro.command).length, macro.name).toBeGreaterThan(0);
    }
  });

  it(
    "open every rule set's dialog, the picker, a character's saved rolls, " +
      "a contest, a group test, an extended test and a roll request",
    () => {
      const calls = macros.flatMap((macro) =>
        apiChains(macro.command)
          .filter((c) => c.called)
          .map((c) => c.path),
      );
      expect(new Set(calls)).toEqual(
        new Set([
          "api.dialogs.open",
          "api.dialogs.pick",
          "api.savedRolls.open",
          "api.savedRolls.roll",
          "api.contests.startWithDialog",
          "api.groupTests.startWithDialog",
          "api.extendedTests.startEachWithDialog",
          "api.requests.startWithDialog",
        ]),
      );
      const opened = macros.flatMap((macro) =>
        [...macro.command.matchAll(/api\.dialogs\.open\("(\w+)"/g)].map((m) => m[1]),
      );
      expect(opened.sort()).toEqual(["kaiser", "kingdoms", "klepto", "ogs", "olde"]);
    },
  );

  it("call only functions the built API object really has", () => {
    const missing = macros.flatMap((macro) =>
      apiChains(macro.command)
        .filter(({ path, called }) =>
          called ? typeof resolve(api, path) !== "function" : resolve(api, path) === undefined,
        )
        .map(({ path }) => `${macro.name}: ${path}`),
    );
    expect(missing, `API members the macros call but the API lacks:\n${missing.join("\n")}`).toEqual([]);
  });
});
