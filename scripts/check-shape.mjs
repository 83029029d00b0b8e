// @ts-check
/**
 * The code's shape, checked on every `npm run lint` (docs/architecture.md, "Shape rules"). It reads every `.ts`
 * file under src/ with TypeScript's parser and fails when:
 * - an import circle exists (type-only imports and `import("…")` types count: a circle of types is still a circle);
 * - an exported name is declared in two files (the same-named functions of different rule sets under
 *   `src/rule-sets/<rule set>/`, and each hook module's `listen`, aside);
 * - a Foundry hook is registered outside `src/foundry/hooks/`, or in two files there;
 * - a comment cites a document outside the repository;
 * - a rule-set table or switch sits outside `src/rule-sets/` in a path held to none (RULE_SET_TABLES_AT_ZERO): an
 *   object literal keyed by two rule-set ids or more, a `switch` case or an `===` / `!==` on a rule-set id
 *   (docs/architecture.md "Layers": the rest of the code knows rule sets through the registry);
 * - `any` is written in a file outside ANY_FILES (an `eslint-disable` comment does not hide it from this count);
 * - the type assertions (`as const` aside) pass their ceiling. Which files may hold an escape-hatch cast
 *   (`as never`, `as unknown as`) is eslint's rule (eslint.config.js); the count is reported here too.
 *
 * `node scripts/check-shape.mjs --report` prints the figures and exits 0 whatever they are; `--root DIR` checks the
 * src/ of another tree (its tests give it small trees that break each rule).
 */
import ts from "typescript";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const rootAt = process.argv.indexOf("--root");
const ROOT = rootAt > 0 ? resolve(process.argv[rootAt + 1]) : resolve(dirname(new URL(import.meta.url).pathname), "..");
const MAX_ASSERTIONS = 170;
const MAX_ESCAPE_CASTS = 15;
/**
 * The only files where `any` may be written, each with its reason there: a card kind of any state, which the card
 * framework holds in one list (CardKind's state appears in and out, so no other type argument stands for all).
 */
const ANY_FILES = new Set(["src/foundry/cards/card-kind.ts"]);
const HOOK_REGISTRARS = /^(onHook|onceHook|Hooks\.on|Hooks\.once)$/;
const OUTSIDE_DOCUMENT = /\bDESIGN\b|FOUNDRY-[A-Z0-9]+\.md|STYLE\.md|\.\.\/shared\//;
const MECHANICS = /^src\/rule-sets\/[a-z]+\//;
const RULE_SET_IDS = new Set(["kaiser", "ogs", "kingdoms", "klepto", "olde"]);
/** The paths where a rule-set table outside src/rule-sets/ fails the check; elsewhere it is only counted. */
const RULE_SET_TABLES_AT_ZERO = /^src\/core\//;

const sourceFiles = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".ts"))
  .map((path) => `src/${path.replaceAll("\\", "/")}`)
  .sort();
const known = new Set(sourceFiles);

/** @param {string} from @param {string} specifier */
function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = relative(ROOT, resolve(ROOT, dirname(from), specifier)).replaceAll("\\", "/");
  return [`${base}.ts`, `${base}/index.ts`, base.replace(/\.js$/, ".ts"), base].find((path) => known.has(path));
}

/**
 * @typedef {{ imports: Set<string>, exports: string[], hooks: string[], assertions: number, escapeCasts: number,
 *   outsideCitations: number[], ruleSetTables: number[], anys: number }} FileFacts
 */

/** @param {string} path @returns {FileFacts} */
function readFacts(path) {
  const text = readFileSync(join(ROOT, path), "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  /** @type {FileFacts} */
  const facts = { imports: new Set(), exports: [], hooks: [], assertions: 0, escapeCasts: 0, outsideCitations: [], ruleSetTables: [], anys: 0 };
  /** @param {ts.Node} node */
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  /** @param {string} specifier */
  const addImport = (specifier) => {
    const target = resolveImport(path, specifier);
    if (target) facts.imports.add(target);
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      addImport(node.moduleSpecifier.text);
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      addImport(node.argument.literal.text);
    }
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === "const";
      if (!isConst) facts.assertions += 1;
      if (node.type.kind === ts.SyntaxKind.NeverKeyword) facts.escapeCasts += 1;
      if (ts.isAsExpression(node) && ts.isAsExpression(node.expression) && node.expression.type.kind === ts.SyntaxKind.UnknownKeyword) {
        facts.escapeCasts += 1;
      }
    }
    if (isRuleSetTable(node)) facts.ruleSetTables.push(lineOf(node));
    if (node.kind === ts.SyntaxKind.AnyKeyword) facts.anys += 1;
    if (ts.isCallExpression(node) && HOOK_REGISTRARS.test(node.expression.getText(source))) {
      const [name] = node.arguments;
      if (name && ts.isStringLiteralLike(name)) facts.hooks.push(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  facts.exports = exportedNames(source);
  facts.outsideCitations = citingLines(text);
  return facts;
}

/** A string literal naming a rule set. @param {ts.Node | undefined} node */
function isRuleSetIdLiteral(node) {
  return node !== undefined && ts.isStringLiteralLike(node) && RULE_SET_IDS.has(node.text);
}

/** The name of a property written as `kaiser:`, `"kaiser":` or `kaiser() {}`. @param {ts.ObjectLiteralElementLike} property */
function propertyKey(property) {
  const name = property.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) ? name.text : undefined;
}

/**
 * A table or a branch over rule-set ids: an object literal keyed by two ids or more, a `case "kaiser":`, or an
 * `===` / `!==` against an id. @param {ts.Node} node
 */
function isRuleSetTable(node) {
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.filter((property) => RULE_SET_IDS.has(propertyKey(property) ?? "")).length >= 2;
  }
  if (ts.isCaseClause(node)) return isRuleSetIdLiteral(node.expression);
  if (ts.isBinaryExpression(node)) {
    const equality = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind);
    return equality && (isRuleSetIdLiteral(node.left) || isRuleSetIdLiteral(node.right));
  }
  return false;
}

/** @param {ts.SourceFile} source */
function exportedNames(source) {
  /** @type {string[]} */
  const names = [];
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if ("name" in statement && statement.name && ts.isIdentifier(/** @type {ts.Node} */ (statement.name))) {
      names.push(/** @type {ts.Identifier} */ (statement.name).text);
    }
  }
  return names;
}

/** The line numbers of comments that cite a document outside the repository. @param {string} text */
function citingLines(text) {
  /** @type {number[]} */
  const lines = [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
    const comment = scanner.getTokenText();
    if (!OUTSIDE_DOCUMENT.test(comment)) continue;
    const start = scanner.getTokenStart();
    comment.split("\n").forEach((line, offset) => {
      if (OUTSIDE_DOCUMENT.test(line)) lines.push(text.slice(0, start).split("\n").length + offset);
    });
  }
  return lines;
}

/** Strongly connected components of more than one file (Tarjan), each sorted. @param {Map<string, Set<string>>} graph */
function importCircles(graph) {
  let counter = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const lowest = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const circles = [];
  /** @param {string} file */
  const connect = (file) => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowest.set(file, Math.min(/** @type {number} */ (lowest.get(file)), /** @type {number} */ (lowest.get(next))));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(/** @type {number} */ (lowest.get(file)), /** @type {number} */ (index.get(next))));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    /** @type {string[]} */ const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return circles;
}

/** @param {Map<string, FileFacts>} facts */
function duplicateExports(facts) {
  /** @type {Map<string, string[]>} */
  const where = new Map();
  for (const [path, { exports }] of facts) {
    for (const name of exports) where.set(name, [...(where.get(name) ?? []), path]);
  }
  return [...where].filter(([name, paths]) => {
    if (paths.length < 2) return false;
    if (name === "listen" && paths.every((path) => path.startsWith("src/foundry/hooks/"))) return false;
    const ruleSets = paths.map((path) => MECHANICS.exec(path)?.[0]);
    return !(ruleSets.every(Boolean) && new Set(ruleSets).size === paths.length);
  });
}

/** @param {Map<string, FileFacts>} facts */
function misplacedHooks(facts) {
  /** @type {Map<string, string[]>} */
  const where = new Map();
  for (const [path, { hooks }] of facts) for (const hook of new Set(hooks)) where.set(hook, [...(where.get(hook) ?? []), path]);
  return [...where].filter(([, paths]) => paths.length > 1 || !paths[0].startsWith("src/foundry/hooks/"));
}

const facts = new Map(sourceFiles.map((path) => [path, readFacts(path)]));
const circles = importCircles(new Map([...facts].map(([path, { imports }]) => [path, imports])));
const duplicates = duplicateExports(facts);
const hooks = misplacedHooks(facts);
const citations = [...facts].flatMap(([path, { outsideCitations }]) => outsideCitations.map((line) => `${path}:${line}`));
const assertions = [...facts.values()].reduce((sum, file) => sum + file.assertions, 0);
const escapeCasts = [...facts.values()].reduce((sum, file) => sum + file.escapeCasts, 0);
const ruleSetTables = [...facts]
  .filter(([path]) => !path.startsWith("src/rule-sets/"))
  .flatMap(([path, { ruleSetTables: lines }]) => lines.map((line) => `${path}:${line}`));
/** @param {RegExp} layer */
const tablesIn = (layer) => ruleSetTables.filter((place) => layer.test(place)).length;
const anys = [...facts].filter(([path, file]) => file.anys > 0 && !ANY_FILES.has(path)).map(([path, file]) => `${path} (${file.anys})`);

const problems = [
  ...circles.map((circle) => `import circle of ${circle.length} files: ${circle.join(" → ")}`),
  ...duplicates.map(([name, paths]) => `exported name "${name}" is declared in ${paths.join(", ")}`),
  ...hooks.map(([hook, paths]) => `hook "${hook}" is registered in ${paths.join(", ")} (one file under src/foundry/hooks/)`),
  ...citations.map((place) => `${place}: a comment cites a document outside the repository (cite docs/)`),
  ...ruleSetTables
    .filter((place) => RULE_SET_TABLES_AT_ZERO.test(place))
    .map((place) => `${place}: a rule-set table or switch outside src/rule-sets/ (look the rule set up in its layer's registry)`),
  ...anys.map((place) => `${place}: \`any\` outside the files that may write it (scripts/check-shape.mjs ANY_FILES)`),
  ...(assertions > MAX_ASSERTIONS ? [`${assertions} type assertions (as const aside), more than ${MAX_ASSERTIONS}`] : []),
  ...(escapeCasts > MAX_ESCAPE_CASTS ? [`${escapeCasts} escape-hatch casts (as never, as unknown as), more than ${MAX_ESCAPE_CASTS}`] : []),
];

const report = process.argv.includes("--report");
console.log(
  `shape: ${sourceFiles.length} files; ${circles.length} import circles; ${duplicates.length} names exported twice; ` +
    `${hooks.length} hooks out of place; ${citations.length} outside citations; ${assertions} assertions; ${escapeCasts} escape casts; ` +
    `rule-set tables outside src/rule-sets: ${tablesIn(/^src\/core\//)} in src/core, ${tablesIn(/^src\/ui\//)} in src/ui, ` +
    `${tablesIn(/^src\/foundry\//)} in src/foundry; ${anys.length} files with any outside ANY_FILES`,
);
for (const problem of problems) console.log(`- ${problem}`);
if (problems.length > 0 && !report) process.exit(1);
