/**
 * scripts/check-shape.mjs, run by `npm run lint`: each rule fails on a small tree that breaks it, and passes on one
 * that keeps it (docs/architecture.md, "Shape rules").
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ASSERTION_CEILINGS, checkShape, MAX_TEST_ESCAPE_CASTS } from "../../scripts/check-shape.mjs";

let tree = "";

/**
 * The check on a small tree of `files`, in this process as `node scripts/check-shape.mjs --root <tree>` runs it (a
 * process of its own for each check loaded TypeScript anew: about a second of CPU each, 25 times).
 */
function check(files: Record<string, string>, ...flags: string[]): { code: number | null; output: string } {
  tree = mkdtempSync(join(tmpdir(), "indie-dice-shape-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return checkShape(["--root", tree, ...flags]);
}

afterEach(() => rmSync(tree, { recursive: true, force: true }));

/** A check that fails, its output giving `figure` and naming each of `places`. */
function expectFailure(
  result: { code: number | null; output: string },
  figure: string,
  places: readonly string[],
): void {
  expect(result.code).toBe(1);
  expect(result.output).toContain(figure);
  for (const place of places) expect(result.output).toContain(place);
}

/** Two rule sets' folders: the check knows a rule set's id by its folder under src/rule-sets/. */
const KAISER_AND_OGS = {
  "src/rule-sets/kaiser/core/index.ts": "void 0;\n",
  "src/rule-sets/ogs/core/index.ts": "void 0;\n",
};

describe("the shape check", () => {
  it("passes a tree that keeps every rule", () => {
    const result = check({
      "src/core/a.ts": 'import { b } from "./b";\nexport const a = b + 1;\n',
      "src/core/b.ts": "/** Why b is one: docs/architecture.md. */\nexport const b = 1 as const;\n",
      "src/foundry/hooks/ready.ts": 'export function listen(): void {\n  Hooks.once("ready", () => undefined);\n}\n',
      "src/foundry/hooks/init.ts": 'export function listen(): void {\n  Hooks.once("init", () => undefined);\n}\n',
      "test/uses.test.ts":
        'import { a } from "../src/core/a";\nimport { listen as ready } from ' +
        '"../src/foundry/hooks/ready";\nimport { listen as init } ' +
        'from "../src/foundry/hooks/init";\nvoid [a, ready, init];\n',
    });
    expect(result.output).toContain("0 import circles");
    expect(result.code).toBe(0);
  });

  it("as a command (`npm run lint`): prints what it found and exits 1 on a tree that breaks a rule", () => {
    check({
      "src/a.ts": 'import { b } from "./b";\nexport const a = b;\n',
      "src/b.ts": 'import { a } from "./a";\nexport const b = a;\n',
    });
    const run = spawnSync(
      process.execPath,
      [join(import.meta.dirname, "..", "..", "scripts", "check-shape.mjs"), "--root", tree],
      { encoding: "utf8" },
    );
    expect(run.stdout).toContain("import circle of 2 files: src/a.ts → src/b.ts");
    expect(run.status).toBe(1);
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
    const twice = check({
      "src/ui/a.ts": "export function signed(): void {}\n",
      "src/ui/b.ts": "export const signed = 1;\n",
    });
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('exported name "signed" is declared in src/ui/a.ts, src/ui/b.ts');
    const ruleSets = check({
      "src/rule-sets/kaiser/core/mechanics/opposed.ts": "export function judgeOpposed(): void {}\n",
      "src/rule-sets/ogs/core/mechanics/opposed.ts": "export function judgeOpposed(): void {}\n",
      "test/uses.test.ts":
        "import { judgeOpposed as kaiser } from " +
        '"../src/rule-sets/kaiser/core/mechanics/opposed";\nimport { judgeOpposed as ogs ' +
        '} from "../src/rule-sets/ogs/core/mechanics/opposed";\nvoid [kaiser, ogs];\n',
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

  it("counts the escape-hatch casts in test/ and fails past their own ceiling", () => {
    const casts = (count: number) =>
      Array.from(
        { length: count },
        (_, i) => `export const c${i} = (${i} as never) ?? ("" as unknown as number);`,
      ).join("\n");
    // Two casts a line: the ceiling itself passes, one more fails.
    const odd = MAX_TEST_ESCAPE_CASTS % 2 === 1 ? "export const odd = 1 as never;\n" : "";
    const atCeiling = `${casts(Math.floor(MAX_TEST_ESCAPE_CASTS / 2))}\n${odd}`;
    const at = check({ "test/a.test.ts": atCeiling });
    expect(at.output).toContain(`${MAX_TEST_ESCAPE_CASTS} escape casts in test/ (≤ ${MAX_TEST_ESCAPE_CASTS})`);
    expect(at.code).toBe(0);
    const past = check({ "test/a.test.ts": atCeiling, "test/b.test.ts": "export const b = 1 as never;\n" });
    expect(past.output).toContain(
      `${MAX_TEST_ESCAPE_CASTS + 1} escape-hatch casts in test/ (as never, as unknown as), more ` +
        `than ${MAX_TEST_ESCAPE_CASTS}`,
    );
    expect(past.code).toBe(1);
  });

  it(
    "counts the type and non-null assertions of test/, " +
      "foundry-double/ and playground/, each against its own ceiling",
    () => {
      // One assertion a line, `as const` beside each (not counted), in a file of each folder.
      const assertions = (count: number) =>
        `void [\n${Array.from({ length: count }, (_, i) => `  (${i} as number) + (1 as const),`).join("\n")}\n];\n`;
      const nonNulls = (count: number) =>
        `void [\n${Array.from({ length: count }, (_, i) => `  [${i}][0]!,`).join("\n")}\n];\n`;
      const atCeilings = Object.fromEntries(
        Object.entries(ASSERTION_CEILINGS).flatMap(([folder, ceiling]) => [
          [`${folder}/as.ts`, assertions(ceiling.assertions)],
          [`${folder}/non-null.ts`, nonNulls(ceiling.nonNulls)],
        ]),
      );
      const at = check(atCeilings);
      expect(at.output).toContain(
        `${ASSERTION_CEILINGS.test.nonNulls} non-null assertions (!) in test/ (≤ ${ASSERTION_CEILINGS.test.nonNulls})`,
      );
      expect(at.output).toContain(
        `${ASSERTION_CEILINGS.playground.assertions} type assertions (as const aside) in ` +
          `playground/ (≤ ${ASSERTION_CEILINGS.playground.assertions})`,
      );
      expect(at.output).not.toContain("note:");
      expect(at.code).toBe(0);
      for (const [folder, ceiling] of Object.entries(ASSERTION_CEILINGS)) {
        const oneMoreCast = check({ ...atCeilings, [`${folder}/more.ts`]: "void (1 as number);\n" });
        expect(oneMoreCast.output).toContain(
          `${ceiling.assertions + 1} type assertions (as const aside) in ${folder}/, more than ${ceiling.assertions}`,
        );
        expect(oneMoreCast.code).toBe(1);
        const oneMoreBang = check({ ...atCeilings, [`${folder}/more.ts`]: "void [1][0]!;\n" });
        expect(oneMoreBang.output).toContain(
          `${ceiling.nonNulls + 1} non-null assertions (!) in ${folder}/, more than ${ceiling.nonNulls}`,
        );
        expect(oneMoreBang.code).toBe(1);
      }
      // One fewer passes, and names the figure to lower.
      const fewer = check({ ...atCeilings, "test/non-null.ts": nonNulls(ASSERTION_CEILINGS.test.nonNulls - 1) });
      expect(fewer.output).toContain(
        `note: ${ASSERTION_CEILINGS.test.nonNulls - 1} non-null assertions (!) in test/, under ` +
          `${ASSERTION_CEILINGS.test.nonNulls}: lower ASSERTION_CEILINGS["test"].nonNulls in ` +
          `scripts/check-shape.mjs to ${ASSERTION_CEILINGS.test.nonNulls - 1}`,
      );
      expect(fewer.code).toBe(0);
    },
  );

  it("fails on `any` outside the files that may write it, whatever eslint comment hides it", () => {
    const hidden =
      "// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport type Listener = " +
      "(...args: any[]) => unknown;\n";
    const outside = check({ "src/foundry/hooks/registry.ts": hidden });
    expect(outside.output).toContain("src/foundry/hooks/registry.ts (1): `any` outside the files that may write it");
    expect(outside.code).toBe(1);
    // No file may write it today (ANY_FILES is empty): the card framework's list of kinds held it until 2026-11-26.
    const former = check({
      "src/foundry/cards/card-kind.ts": hidden,
      "test/uses.test.ts":
        'import type { Listener } from "../src/foundry/cards/card-kind";\nexport type Used = Listener;\n',
    });
    expect(former.output).toContain("src/foundry/cards/card-kind.ts (1): `any` outside the files that may write it");
    expect(former.code).toBe(1);
  });

  it("fails on folders that import each other, though no file circle exists", () => {
    const result = check(
      {
        "src/core/odds/chance.ts": 'import { parse } from "../formula/parse";\nexport const chance = parse;\n',
        "src/core/formula/parse.ts": "export const parse = 1;\n",
        "src/core/formula/total.ts": 'import { chance } from "../odds/chance";\nexport const total = chance;\n',
      },
      "--strict",
    );
    expect(result.output).toContain("0 import circles");
    expect(result.code).toBe(1);
    expect(result.output).toContain("2 folders knotted together in core, more than 0");
    expect(result.output).toContain("src/core/formula ↔ src/core/odds");
  });

  it("fails on an import the layers' map forbids, a rule set reading another's among them", () => {
    const upward = check(
      {
        "src/core/a.ts": 'import { b } from "../ui/b";\nexport const a = b;\n',
        "src/ui/b.ts": "export const b = 1;\n",
      },
      "--strict",
    );
    expect(upward.code).toBe(1);
    expect(upward.output).toContain("src/core/a.ts → src/ui/b.ts");
    const files = {
      "src/rule-sets/coins/core/heads.ts": "export const heads = 1;\n",
      "src/rule-sets/coins/ui/view.ts": 'import { heads } from "../core/heads";\nexport const view = heads;\n',
      "src/ui/index.ts": 'import { view } from "../rule-sets/coins/ui/view";\nexport const views = [view];\n',
    };
    expect(check(files, "--strict").output).toContain("0 imports the layers' map forbids");
    const across = check(
      {
        ...files,
        "src/rule-sets/dice/ui/view.ts":
          'import { heads } from "../../coins/core/heads";\nexport const view = heads;\n',
      },
      "--strict",
    );
    expect(across.code).toBe(1);
    expect(across.output).toContain("src/rule-sets/dice/ui → src/rule-sets/coins/core");
  });

  it("fails on a types/ module importing an implementation, even for a type", () => {
    const result = check(
      {
        "src/foundry/types/api.ts":
          'import type { Roll } from "../roll";\nimport type { Side } from ' +
          '"./side";\nexport interface Api { roll: Roll; side: Side }\n',
        "src/foundry/types/side.ts": "export type Side = string;\n",
        "src/foundry/roll.ts": "export class Roll {}\n",
      },
      "--strict",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain("1 types/ imports of an implementation, more than 0");
    expect(result.output).toContain("src/foundry/types/api.ts → src/foundry/roll.ts");
  });

  it("fails on a hooks/ module exporting more than its listener", () => {
    const result = check(
      {
        "src/foundry/hooks/ready.ts":
          'export function listen(): void {\n  Hooks.once("ready", labels);\n}\nexport function labels(): void {}\n',
      },
      "--strict",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain("src/foundry/hooks/ready.ts: labels");
  });

  it("fails on a name available from two modules through a barrel", () => {
    const result = check(
      {
        "src/core/odds/chance.ts": "export const chance = 1;\n",
        "src/core/odds/index.ts": 'export * from "./chance";\n',
        "src/ui/view.ts": 'import { chance } from "../core/odds";\nexport const view = chance;\n',
      },
      "--strict",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('"chance" from src/core/odds/chance.ts, src/core/odds/index.ts');
  });

  it("fails on an export nothing imports, a test's or a lazy import counting as use", () => {
    const result = check(
      {
        "src/core/a.ts": "export const tested = 1;\nexport const loaded = 2;\nexport const unused = 3;\n",
        "src/core/b.ts": 'export async function b(): Promise<number> {\n  return (await import("./a")).loaded;\n}\n',
        "test/core/a.test.ts":
          'import { tested } from "../../src/core/a";\nimport { b } from "../../src/core/b";\nvoid [tested, b];\n',
      },
      "--strict",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain("1 exports nothing imports, more than 0");
    expect(result.output).toContain("src/core/a.ts: unused");
  });

  it("counts a `declare module` block as a use of the names it merges into, and of nothing else", () => {
    const result = check(
      {
        "src/core/rule-set.ts":
          "export interface CoreRuleSet {\n  readonly id: " +
          "string;\n}\nexport interface Unmerged {\n  readonly id: string;\n}\n",
        "src/rule-sets/kaiser/core/types.ts":
          'declare module "../../../core/rule-set" {\n  interface CoreRuleSet ' +
          "{\n    readonly kaiser?: true;\n  }\n}\nexport const kaiser = 1;\n",
        "test/core/kaiser.test.ts": 'import { kaiser } from "../../src/rule-sets/kaiser/core/types";\nvoid kaiser;\n',
      },
      "--strict",
    );
    expect(result.output).toContain("1 exports nothing imports, more than 0");
    expect(result.output).toContain("src/core/rule-set.ts: Unmerged");
    expect(result.output).not.toContain("src/core/rule-set.ts: CoreRuleSet");
  });

  it("fails on a rule set's declaration merge outside its layer's one types file, but not on shared code's", () => {
    /** A `declare module` block merging a member into `name` of `target`. */
    const merge = (target: string, name: string) =>
      `declare module "${target}" {\n  interface ${name} {\n    readonly added: true;\n  }\n}\nexport {};\n`;
    const shared = {
      "src/core/types.ts": "export interface CoreMerged {}\n",
      "src/ui/types.ts": "export interface UiMerged {}\n",
      "src/foundry/types.ts": "export interface FoundryMerged {}\nexport interface SharedMerged {}\n",
      "src/rule-sets/chunk.ts": merge("../foundry/types", "SharedMerged"),
      // What a rule set merges into is in indie-dice-types, as the real seams are: no name outside the kits.
      "types/index.ts":
        'export type { CoreMerged } from "../src/core/types";\nexport type { UiMerged } from ' +
        '"../src/ui/types";\nexport type { FoundryMerged } from "../src/foundry/types";\n',
    };
    const homes = {
      "src/rule-sets/kaiser/core/rule-set-types.ts": merge("../../../core/types", "CoreMerged"),
      "src/rule-sets/kaiser/ui/types.ts": merge("../../../ui/types", "UiMerged"),
      "src/rule-sets/kaiser/foundry/types.ts": merge("../../../foundry/types", "FoundryMerged"),
    };
    expect(check({ ...shared, ...homes }).code).toBe(0);
    const stray = check({
      ...shared,
      ...homes,
      "src/rule-sets/kaiser/core/notation.ts": merge("../../../core/types", "CoreMerged"),
      "src/rule-sets/kaiser/foundry/group-test/api-types.ts":
        "const one = 1;\n" + merge("../../../../foundry/types", "FoundryMerged"),
      "src/rule-sets/kaiser/registration.ts": merge("../../foundry/types", "FoundryMerged"),
      "src/rule-sets/kaiser/foundry/card.ts":
        "declare global {\n  interface Queries {\n    readonly added: true;\n  }\n}\nexport {};\n",
    });
    expectFailure(stray, "4 rule-set declaration merges outside their layer's types file", [
      "src/rule-sets/kaiser/foundry/card.ts:1: " +
        "a declaration merge outside its layer's one types file (src/rule-sets/kaiser/foundry/types.ts)",
      "src/rule-sets/kaiser/core/notation.ts:1: " +
        "a declaration merge outside its layer's one types file (src/rule-sets/kaiser/core/rule-set-types.ts)",
      "src/rule-sets/kaiser/foundry/group-test/api-types.ts:2: " +
        "a declaration merge outside its layer's one types file (src/rule-sets/kaiser/foundry/types.ts)",
      "src/rule-sets/kaiser/registration.ts:1: " +
        "a declaration merge outside its layer's one types file (its layer's: " +
        "core/rule-set-types.ts, ui/types.ts, foundry/types.ts)",
    ]);
    expect(stray.output).not.toContain("src/rule-sets/chunk.ts:");
  });

  it(
    "fails on a rule-set table or switch outside src/rule-sets, " +
      "in src/core at once and elsewhere past the ratchet",
    () => {
      const table = 'export const icons = { kaiser: "six", ogs: "d20" };\n';
      const branch = 'export function isKaiser(id: string): boolean {\n  return id === "kaiser";\n}\n';
      const inCore = check({ ...KAISER_AND_OGS, "src/core/icons.ts": table });
      expect(inCore.code).toBe(1);
      expect(inCore.output).toContain("src/core/icons.ts:1: a rule-set table or switch outside src/rule-sets/");
      const inUi = check({ ...KAISER_AND_OGS, "src/ui/icons.ts": table, "src/foundry/kaiser.ts": branch }, "--strict");
      expect(inUi.code).toBe(1);
      expect(inUi.output).toContain("2 rule-set tables outside src/rule-sets in src/ui and src/foundry, more than 0");
      const inItsFolder = check(
        { ...KAISER_AND_OGS, "src/rule-sets/kaiser/ui/icons.ts": table, "src/rule-sets/kaiser/core/is.ts": branch },
        "--strict",
      );
      expect(inItsFolder.output).toContain("0 rule-set tables in src/core");
      expect(inItsFolder.output).toContain("0 rule-set tables outside src/rule-sets in src/ui and src/foundry");
    },
  );

  it("knows the rule sets by their folders: a table keyed by ids no folder holds is no rule-set table", () => {
    const result = check({ "src/ui/icons.ts": 'export const icons = { kaiser: "six", ogs: "d20" };\n' }, "--strict");
    expect(result.output).toContain("0 rule-set tables outside src/rule-sets in src/ui and src/foundry");
  });

  it(
    "fails on a rule set's names in shared code: " +
      "a hand list of its Roll classes, a kind check, its modifier key, its limits",
    () => {
      const kaiser = {
        ...KAISER_AND_OGS,
        "src/rule-sets/kaiser/core/notation.ts":
          'import { OPEN_ROLL_KEY } from "../../../core/keys";\nexport ' +
          "const notation = { modifierKey: OPEN_ROLL_KEY };\n",
        "src/rule-sets/kaiser/core/kinds.ts":
          "export const isRollOff = (kind: string): " +
          'boolean => kind === "kaiserRollOff";\nexport const classes = ["KaiserRoll"];\n',
      };
      const shared = {
        "src/core/keys.ts": 'export const OPEN_ROLL_KEY = "ko";\n',
        "src/core/fairness.ts": 'export const ours = new Set(["IndieRoll", "KaiserRoll", "OgsRoll"]);\n',
        "src/ui/parts.ts": 'export const waits = (kind: string): boolean => kind === "kaiserRollOff";\n',
        "src/core/limits.ts": "export const LIMITS = { kaiserValue: 10, shared: 5 };\n",
        "calculator/settings.ts": 'export const choices = { kaiserTieRule: ["attacker"] };\n',
      };
      expectFailure(
        check({ ...kaiser, ...shared }, "--strict"),
        "6 rule-set names in code outside src/rule-sets (ids, Roll classes, modifier keys, kinds), more than 0",
        [
          'src/core/keys.ts:1: "ko"',
          'src/core/fairness.ts:1: "KaiserRoll"',
          'src/core/fairness.ts:1: "OgsRoll"',
          'src/ui/parts.ts:1: "kaiserRollOff"',
          'src/core/limits.ts:1: "kaiserValue"',
          'calculator/settings.ts:1: "kaiserTieRule"',
        ],
      );
      // A string passed on or shown names nothing (a language's code, an element), nor does a rule set in its own
      // folder.
      const passedOn = check(
        {
          ...kaiser,
          "src/core/keys.ts": "export const OPEN_ROLL_KEY = `ko`;\n",
          "src/ui/languages.ts":
            'export const korean = { code: "ko" };\nexport const para = (document: ' +
            'Document): HTMLElement => document.createElement("ko");\n',
        },
        "--strict",
      );
      expect(passedOn.output).toContain("1 rule-set names in code outside src/rule-sets");
      expect(passedOn.output).toContain('src/core/keys.ts:1: "ko"');
      expect(passedOn.output).not.toMatch(/src\/ui\/languages\.ts:\d/);
    },
  );

  it(
    "fails on a rule set's id as a word of any expression in shared code: " +
      "an identifier, a property, a string, a template's text",
    () => {
      const shared = {
        "src/ui/words.ts": [
          "export const isKaiser = (ruleSet: string): boolean => ruleSet.length > 0;",
          "export const fumble = (card: { kaiserFumble: number }): number => card.kaiserFumble;",
          "export const key = (part: string): string => `INDIE_DICE.Card.Ogs.${part}`;",
          'export const shown = (): string => "INDIE_DICE.Dialog.Kaiser.Kinds";',
          // Inside another word, an id is no name of it: Logs is not OGS's, Kaiserin not Kaiser's.
          'export const other = ["Logs", "Kaiserin", "dialogs"];',
        ].join("\n"),
        "test/words.test.ts":
          "import { isKaiser, fumble, key, shown, " +
          'other } from "../src/ui/words";\nvoid [isKaiser, fumble, key, shown, other];\n',
      };
      const result = check({ ...KAISER_AND_OGS, ...shared }, "--strict");
      expectFailure(
        result,
        "4 rule-set names in code outside src/rule-sets (ids, Roll classes, modifier keys, kinds), more than 0",
        [
          'src/ui/words.ts:1: "isKaiser"',
          'src/ui/words.ts:2: "kaiserFumble"',
          'src/ui/words.ts:3: "INDIE_DICE.Card.Ogs."',
          'src/ui/words.ts:4: "INDIE_DICE.Dialog.Kaiser.Kinds"',
        ],
      );
      expect(result.output).not.toMatch(/Logs|Kaiserin|"dialogs"/);
      // The same code in the rule set's own folder names its own rule set.
      expect(
        check(
          {
            ...KAISER_AND_OGS,
            "src/rule-sets/kaiser/ui/words.ts": shared["src/ui/words.ts"],
            "test/words.test.ts": shared["test/words.test.ts"].replace("src/ui/", "src/rule-sets/kaiser/ui/"),
          },
          "--strict",
        ).code,
      ).toBe(0);
    },
  );

  it(
    "fails on a language key out of place: " +
      "a rule set's, its card kind's or a game system's in the shared file, " +
      "another's or a shared one in a rule set's or a system's",
    () => {
      const english = (messages: object) => `${JSON.stringify({ INDIE_DICE: messages }, null, 2)}\n`;
      const kept = {
        ...KAISER_AND_OGS,
        // Two game systems' folders: the check knows a system's id by its folder under src/systems/.
        "src/systems/pf2e/core/index.ts": "void 0;\n",
        "src/systems/dnd5e/core/index.ts": "void 0;\n",
        "src/systems/pf2e/lang/en.json": english({
          SystemOdds: { Pf2e: { Degree: "Degree" } },
          Calculator: { Pf2e: { Title: "Pathfinder 2e" } },
        }),
        "src/systems/dnd5e/lang/en.json": english({ Calculator: { AnyFormula: { DiceDnd5e: "D&D 5e's" } } }),
        // A card kind of Kaiser's own, by its flag: its section is Kaiser's words too.
        "src/rule-sets/kaiser/foundry/duel-card.ts": 'const DUEL_CARD = { flag: "duel" };\nvoid DUEL_CARD;\n',
        "lang/en.json": english({
          Dialog: { Roll: "Roll", Logs: "Logs" },
          Contest: { Successes: { one: "{n} success", other: "{n} successes" } },
        }),
        "src/rule-sets/kaiser/lang/en.json": english({
          Card: { Kaiser: { Die: "Die" } },
          Settings: { OfferKaiser: { Name: "Kaiser" } },
          Contest: { TieBreak: { kaiserRollOff: "Roll off" } },
          Duel: { Title: "Duel" },
          CardRoll: { Duel: "Duel: {name}" },
        }),
      };
      const result = check(kept);
      expect(result.output).toContain("0 language keys out of place");
      expect(result.code).toBe(0);
      const broken = check({
        ...kept,
        "lang/de.json": english({
          Card: { Kaiser: { Die: "Würfel" } },
          Error: { Limit: { OgsStages: "Stufen" } },
          Duel: { Title: "Duell" },
        }),
        "src/rule-sets/kaiser/lang/de.json": english({ Dialog: { Roll: "Würfeln", Ogs: { Stat: "Wert" } } }),
        "lang/fr.json": english({
          SystemOdds: { Pf2e: { Degree: "Degré" } },
          Calculator: { AnyFormula: { DiceDnd5e: "De D&D 5e" } },
        }),
        "src/systems/pf2e/lang/fr.json": english({
          SystemOdds: { Dnd5e: { Advantage: "Avantage" }, AtLeast: "Au moins" },
          Card: { Ogs: { Pf2e: "Ogs" } },
        }),
      });
      expectFailure(broken, "10 language keys out of place", [
        "lang/de.json: INDIE_DICE.Card.Kaiser.Die names the rule set kaiser " +
          "(its words go in src/rule-sets/kaiser/lang/)",
        "lang/de.json: INDIE_DICE.Error.Limit.OgsStages names the rule set ogs",
        "lang/de.json: INDIE_DICE.Duel.Title names the rule set kaiser",
        "src/rule-sets/kaiser/lang/de.json: " +
          "INDIE_DICE.Dialog.Roll is not a key of the rule set kaiser (it names no rule set or system)",
        "src/rule-sets/kaiser/lang/de.json: " +
          "INDIE_DICE.Dialog.Ogs.Stat is not a key of the rule set kaiser (it names the rule set ogs)",
        "lang/fr.json: INDIE_DICE.SystemOdds.Pf2e.Degree names the system pf2e " +
          "(its words go in src/systems/pf2e/lang/)",
        "lang/fr.json: INDIE_DICE.Calculator.AnyFormula.DiceDnd5e names the system dnd5e " +
          "(its words go in src/systems/dnd5e/lang/)",
        "src/systems/pf2e/lang/fr.json: " +
          "INDIE_DICE.SystemOdds.Dnd5e.Advantage is not a key of the system pf2e (it names the system dnd5e)",
        "src/systems/pf2e/lang/fr.json: " +
          "INDIE_DICE.SystemOdds.AtLeast is not a key of the system pf2e (it names no rule set or system)",
        "src/systems/pf2e/lang/fr.json: " +
          "INDIE_DICE.Card.Ogs.Pf2e is not a key of the system pf2e " +
          "(it names the rule set ogs, the system pf2e)",
      ]);
    },
  );

  it("fails on an import of a rule set's folder from outside it, but from its registration files", () => {
    const files = {
      "src/rule-sets/klepto/core/index.ts": 'import { score } from "./score";\nexport const kleptoCore = { score };\n',
      "src/rule-sets/klepto/core/score.ts": "export const score = 1;\n",
      "src/rule-sets/built-in.ts":
        'import { kleptoCore } from "./klepto/core";\nexport const ruleSets = [kleptoCore];\n',
      "test/odds.test.ts": 'import { ruleSets } from "../src/rule-sets/built-in";\nvoid ruleSets;\n',
    };
    expect(check(files, "--strict").output).toContain(
      "0 imports of a rule set's folder from outside it and the registration files",
    );
    const result = check(
      {
        ...files,
        "src/core/group-tests/odds.ts":
          'import type { score } from "../../rule-sets/klepto/core/score";\nexport type Odds = typeof score;\n',
        "src/rule-sets/odds.ts": 'import { score } from "./klepto/core/score";\nexport const odds = { score };\n',
      },
      "--strict",
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      "2 imports of a rule set's folder from outside it and the registration files, more than 0",
    );
    expect(result.output).toContain("src/core/group-tests/odds.ts → src/rule-sets/klepto/");
    expect(result.output).toContain("src/rule-sets/odds.ts → src/rule-sets/klepto/");
  });

  it(
    "counts the names a rule set's folder takes from shared " + "code that neither the kit nor indie-dice-types offers",
    () => {
      const files = {
        "src/core/odds.ts":
          "export const luck = 1;\nexport const memo = 2;\nexport type Spec = number;\nexport type Plan = string;\n",
        "src/root/rule-set-kit.ts": 'import { luck } from "../core/odds";\nexport const RULE_SET_KIT = { luck };\n',
        "types/index.ts": 'export type { Spec } from "../src/core/odds";\n',
        "src/rule-sets/klepto/core/index.ts":
          "import { luck, memo, type Spec, " +
          'type Plan } from "../../../core/odds";\nexport const kleptoCore: [Spec, Plan?] = [luck + memo];\n',
        "test/kit.test.ts":
          'import { RULE_SET_KIT } from "../src/root/rule-set-kit";\nimport { kleptoCore ' +
          '} from "../src/rule-sets/klepto/core";\nvoid [RULE_SET_KIT, kleptoCore];\n',
      };
      // luck is the kit's, Spec indie-dice-types': memo and Plan are neither, each a place.
      expectFailure(
        check(files, "--strict"),
        "2 names the built-in rule sets take from shared code that " +
          "the kit and indie-dice-types do not offer, more than 0",
        ["src/rule-sets/klepto: src/core/odds.ts memo", "src/rule-sets/klepto: src/core/odds.ts Plan"],
      );
      // The card kit offers as the kit does (a card kind's code is handed it): memo is its, Plan alone is left.
      const withCardKit = {
        ...files,
        "src/foundry/cards/card-kit.ts": 'import { memo } from "../../core/odds";\nexport const CARD_KIT = { memo };\n',
        "test/card-kit.test.ts": 'import { CARD_KIT } from "../src/foundry/cards/card-kit";\nvoid CARD_KIT;\n',
      };
      const result = check(withCardKit, "--strict");
      expectFailure(
        result,
        "1 names the built-in rule sets take from shared code that " +
          "the kit and indie-dice-types do not offer, more than 0",
        ["src/rule-sets/klepto: src/core/odds.ts Plan"],
      );
      expect(result.output).not.toContain("src/rule-sets/klepto: src/core/odds.ts memo");
    },
  );

  it("holds every system's adapter to the kit and indie-dice-types' types, a built-in's or any other", () => {
    const files = {
      "src/core/pools.ts": "export const pool = 1;\nexport type Pool = number;\nexport type Plan = string;\n",
      "src/root/rule-set-kit.ts": 'import { pool } from "../core/pools";\nexport const RULE_SET_KIT = { pool };\n',
      "types/index.ts": 'export type { Pool } from "../src/core/pools";\n',
      "src/systems/starwarsffg/foundry/index.ts":
        'import { pool, type Pool } from "../../../core/pools";\nimport type { Plan } from "../../../core/pools";\n' +
        'import { own } from "../core/own";\nexport const ffg: [number, Pool, Plan?] = [pool + own, 1];\n',
      "src/systems/starwarsffg/core/own.ts": "export const own = 1;\n",
      "src/systems/starwarsffg/ui/calculator.ts":
        'import { pool } from "../../../core/pools";\nexport const ffgPage = pool;\n',
      // A system of no built-in's id: every folder under src/systems/ is held alike.
      "src/systems/homebrew/foundry/index.ts":
        'import { pool } from "../../../core/pools";\nexport const brew = pool;\n',
      "test/uses.test.ts":
        'import { RULE_SET_KIT } from "../src/root/rule-set-kit";\nimport { ffg } from ' +
        '"../src/systems/starwarsffg/foundry";\nimport { ffgPage } from "../src/systems/starwarsffg/ui/calculator";\n' +
        'import { brew } from "../src/systems/homebrew/foundry";\nvoid [RULE_SET_KIT, ffg, ffgPage, brew];\n',
    };
    const result = check(files);
    // pool at run time and Plan (no type of indie-dice-types) are the adapters' places; Pool, their own files and
    // the calculator's page are not.
    expectFailure(
      result,
      "3 names the game systems' adapters take from src/ (none: the kit, or a type indie-dice-types offers)",
      [
        "src/systems/homebrew/foundry/index.ts: src/core/pools.ts pool",
        "src/systems/starwarsffg/foundry/index.ts: src/core/pools.ts pool",
        "src/systems/starwarsffg/foundry/index.ts: type src/core/pools.ts Plan",
      ],
    );
    expect(result.output).not.toContain("src/core/pools.ts Pool");
    expect(result.output).not.toContain("calculator.ts: src/core/pools.ts");
  });

  it(
    "fails on a game system named in shared code, " +
      "an import of its folder, or a system reading a rule set's folder",
    () => {
      const files = {
        "src/systems/dnd5e/foundry/index.ts":
          'import { chance } from "../core/odds";\nexport const dnd5eSystem = { id: "dnd5e", chance };\n',
        "src/systems/dnd5e/core/odds.ts": "export const chance = 1;\n",
        "src/systems/foundry.ts":
          'import { dnd5eSystem } from "./dnd5e/foundry";\nexport const systems = [dnd5eSystem];\n',
        "src/foundry/systems/registry.ts": "export const adapters = new Map<string, unknown>();\n",
        "test/systems.test.ts":
          'import { systems } from "../src/systems/foundry";\nimport { adapters } ' +
          'from "../src/foundry/systems/registry";\nvoid [systems, adapters];\n',
      };
      const kept = check(files, "--strict");
      expect(kept.output).toContain("0 game system names in code outside src/systems/<id>");
      expect(kept.output).toContain("0 imports of a game system's folder from outside it and its registration file");
      const result = check(
        {
          ...files,
          ...KAISER_AND_OGS,
          "src/foundry/systems/registry.ts":
            "export const adapters = new Map<string, unknown>();\nexport const isDnd5e = (id: " +
            'string) => id === "dnd5e";\n',
          "src/foundry/chat/odds-line.ts":
            'import { chance } from "../../systems/dnd5e/core/odds";\nexport const line = chance;\n',
          "src/systems/dnd5e/core/kaiser-odds.ts":
            'import { kaiser } from "../../../rule-sets/kaiser/core/index";\nexport const both = kaiser;\n',
          "src/rule-sets/kaiser/core/index.ts": "export const kaiser = 1;\n",
          "test/more.test.ts":
            'import { isDnd5e } from "../src/foundry/systems/registry";\nimport { line } from ' +
            '"../src/foundry/chat/odds-line";\nimport { both } from ' +
            '"../src/systems/dnd5e/core/kaiser-odds";\nvoid [isDnd5e, line, both];\n',
        },
        "--strict",
      );
      expect(result.code).toBe(1);
      expect(result.output).toContain('src/foundry/systems/registry.ts:2: "dnd5e"');
      expect(result.output).toContain("src/foundry/chat/odds-line.ts → src/systems/dnd5e/");
      expect(result.output).toMatch(/src\/systems\/dnd5e\/core → src\/rule-sets\/kaiser\/core/);
    },
  );

  it(
    "fails on a knot of folders across the layers and the registration files, " + "which no layer's own graph shows",
    () => {
      const result = check(
        {
          "src/core/group-tests/odds.ts":
            'import { ruleSets } from "../../rule-sets/core";\nexport const odds = ruleSets;\n',
          "src/core/group-tests/types.ts": "export type Group = number;\n",
          "src/rule-sets/core.ts":
            'import { kleptoCore } from "./klepto/core";\nexport const ruleSets = [kleptoCore];\n',
          "src/rule-sets/klepto/core/index.ts":
            'import type { Group } from "../../../core/group-tests/types";\nexport const kleptoCore: Group = 1;\n',
        },
        "--strict",
      );
      expect(result.output).toContain("0 import circles");
      expect(result.output).toContain("0 folders knotted together in core");
      expect(result.code).toBe(1);
      expect(result.output).toContain("3 folders knotted together across src, more than 0");
      expect(result.output).toContain("src/core/group-tests ↔ src/rule-sets/core.ts ↔ src/rule-sets/klepto/core");
    },
  );

  it("fails on units knotted across src through a lazy import, and on every arrow that runs back up", () => {
    // The card chunk's knot in small: the framework's loader imports the chunk lazily, the chunk a kind and the
    // framework.
    const knotted = {
      "src/foundry/cards/writer.ts": "export const writer = 1;\n",
      "src/foundry/cards/loader.ts": 'export const load = () => import("../../rule-sets/chunk");\n',
      "src/card-kinds/contest/foundry/card.ts":
        'import { writer } from "../../../foundry/cards/writer";\nexport const card = writer;\n',
      "src/rule-sets/chunk.ts":
        'import { card } from "../card-kinds/contest/foundry/card";\nimport { writer ' +
        '} from "../foundry/cards/writer";\nexport const chunk = [card, writer];\n',
      "test/uses.test.ts": 'import { load } from "../src/foundry/cards/loader";\nvoid load;\n',
    };
    const result = check(knotted, "--strict");
    // The folder graph of each layer's folders misses it: a lazy import ties no file circle.
    expect(result.output).toContain("0 folders knotted together across src (≤ 0)");
    expectFailure(
      result,
      "3 units knotted together across src (a layer's folder, a whole plug-in, a file beside them), more than 0",
      ["src/card-kinds/contest ↔ src/foundry/cards ↔ src/rule-sets/chunk.ts"],
    );
    expect(result.output).toContain("1 arrows back up in src");
    expect(result.output).toContain("src/foundry/cards/loader.ts → src/rule-sets/chunk.ts");
    // The chunk in the composition root, its import handed down: nothing knotted, nothing back up.
    const rooted = {
      "src/foundry/cards/writer.ts": "export const writer = 1;\n",
      "src/foundry/cards/loader.ts": "export const load = (chunk: () => Promise<unknown>) => chunk();\n",
      "src/card-kinds/contest/foundry/card.ts":
        'import { writer } from "../../../foundry/cards/writer";\nexport const card = writer;\n',
      "src/root/chunk.ts":
        'import { card } from "../card-kinds/contest/foundry/card";\nimport { writer ' +
        '} from "../foundry/cards/writer";\nexport const chunk = [card, writer];\n',
      "src/root/index.ts":
        'import { load } from "../foundry/cards/loader";\nexport const start = () => load(() => import("./chunk"));\n',
      "src/module.ts": 'import { start } from "./root";\nvoid start();\n',
    };
    const fixed = check(rooted, "--strict");
    expect(fixed.output).toContain("0 units knotted together across src");
    expect(fixed.output).toContain("0 arrows back up in src");
    // A layer's import of the root (a type's too), or a card kind's of a rule set, runs back up.
    const upward = check(
      {
        ...rooted,
        "src/foundry/cards/start.ts": 'import type { start } from "../../root";\nexport type Start = typeof start;\n',
        "src/rule-sets/klepto/core/rule.ts": "export const rule = 1;\n",
        "src/card-kinds/contest/core/rules.ts":
          'import { rule } from "../../../rule-sets/klepto/core/rule";\nexport const rules = [rule];\n',
      },
      "--strict",
    );
    expectFailure(upward, "2 arrows back up in src", [
      "src/foundry/cards/start.ts → src/root",
      "src/card-kinds/contest/core/rules.ts → src/rule-sets/klepto",
    ]);
  });

  it("reads the playground, the calculator and the bench too", () => {
    const result = check({
      "playground/a.ts": 'import { b } from "./b";\nexport const a = b;\n',
      "playground/b.ts": 'import { a } from "./a";\nexport const b = a;\n',
      "calculator/c.ts": "export const c = (1 as unknown as string);\n",
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain("import circle of 2 files: playground/a.ts → playground/b.ts");
    expect(result.output).toContain("calculator: 1 files, 0 import circles, 0 names from two modules, 1 escape casts");
  });

  it("holds the ratchet's figures to this repository's ceilings without --strict, all of them 0 now", () => {
    const result = check({
      ...KAISER_AND_OGS,
      "src/ui/icons.ts": 'export const icons = { kaiser: "six", ogs: "d20" };\n',
      "test/ui/icons.test.ts": 'import { icons } from "../../src/ui/icons";\nvoid icons;\n',
    });
    expect(result.output).toContain("1 rule-set tables outside src/rule-sets in src/ui and src/foundry (≤ 0)");
    expect(result.code).toBe(1);
  });
});
