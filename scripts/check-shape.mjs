// @ts-check
/**
 * The code's shape, checked on every `npm run lint` (docs/architecture.md, "Shape rules"). It reads every `.ts` file
 * under src/, playground/, calculator/ and bench/ with TypeScript's parser (and test/, scripts/ and the root's
 * config files for what they import), and fails when:
 * - an import circle exists (type-only imports and `import("…")` types count: a circle of types is still a circle);
 * - an exported name is declared in two files of src/ (the same-named functions of different rule sets, and each
 *   hook module's `listen`, aside);
 * - a Foundry hook is registered outside `src/foundry/hooks/`, or in two files there;
 * - a comment cites a document outside the repository;
 * - the type assertions (`as const` aside) pass their ceiling, or the escape-hatch casts (`as never`,
 *   `as unknown as`) in src/ pass theirs. Which files may hold one is eslint's rule (eslint.config.js);
 * - the escape-hatch casts in test/ pass their ceiling (MAX_TEST_ESCAPE_CASTS, lowered as the tests lose them);
 * - the type assertions (`as X`, `<X>x`; `as const` aside) or the non-null assertions (`x!`) in test/, foundry-double/
 *   or playground/ pass their ceiling (ASSERTION_CEILINGS); a count under its ceiling is named with the figure to
 *   lower;
 * - a figure of the ratchet (RATCHET below) rises: the folders knotted together in each layer, imports the layers'
 *   map forbids, `types/` modules importing an implementation, `hooks/` modules exporting more than their
 *   listeners, names available from two modules (re-exports counted), exports nothing imports, rule-set tables
 *   outside src/rule-sets/ in src/ui and src/foundry (docs/architecture.md "Layers": the rest of the code knows
 *   rule sets through the registry: an object literal keyed by two rule-set ids or more, a `switch` case or an
 *   `===` / `!==` on a rule-set id);
 * - a rule-set table sits in src/core outside src/rule-sets/;
 * - a figure of rule 10 rises (docs/architecture.md "Shape rules"): a rule set's names in shared code (src/ outside
 *   src/rule-sets/, and calculator/) where code names things — its id, its Roll class, its modifier key, a name it
 *   prefixes with its id (`kleptoCoin`) — read from the rule sets' folders; an import of a rule set's folder from
 *   outside it but by the registration files (src/rule-sets/{built-in,foundry,cards,calculator,calculator-worker}.ts);
 *   the folders knotted together across all of src/, and the units (a layer's folder, a whole plug-in, a file beside
 *   them: `unitOf`);
 * - an arrow runs back up in src/ (docs/architecture.md "The composition root"): a layer imports a card kind, a rule
 *   set, a system or the composition root, a card kind a rule set, or anything the root (src/root/, src/module.ts),
 *   lazy and type imports counted;
 * - a rule set's id as a word of any expression in shared code (`kaiserX`, `isKaiser`, `"INDIE_DICE.Card.Kaiser.Die"`,
 *   a template literal's text, a property's name): none is let stand;
 * - a language key out of place (docs/architecture.md "Around the code"): a key of the shared lang/<code>.json that
 *   names a rule set or one of its card kinds (its words go in src/rule-sets/<id>/lang/<code>.json) or a game system
 *   (its words go in src/systems/<id>/lang/<code>.json), or a key of a rule set's or a system's own file that names
 *   no rule set or system, or another one;
 * - a rule set's declaration merge (`declare module "…" { … }`, `declare global { … }`) outside its layer's one types
 *   file (docs/architecture.md "Adding a rule set"): src/rule-sets/<id>/core/rule-set-types.ts, ui/types.ts,
 *   foundry/types.ts (TYPES_FILES);
 * - a game system's names in shared code (src/ outside src/systems/<id>/ and its registration files, and calculator/)
 *   where code names things — its id, the folder's name under src/systems/ — or an import of its folder from there
 *   (docs/systems.md "An adapter": the rest of the code knows a system through its adapter, looked up by id);
 * - `any` is written in a file outside ANY_FILES (an `eslint-disable` comment does not hide it from this count).
 *
 * `node scripts/check-shape.mjs --report` prints the figures and every place behind them, and exits 0 whatever
 * they are; `--strict` holds the ratchet's figures to 0 (where the code is headed); `--root DIR` checks another
 * tree (its tests give it small trees that break each rule).
 */
import ts from "typescript";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The tree being checked: this repository, or `--root DIR` (set by `checkShape` for each run). */
let ROOT = "";
const MAX_ASSERTIONS = 169;
const MAX_ESCAPE_CASTS = 15;
/**
 * The escape-hatch casts in test/: a test reaches the module through the Foundry double (foundry-double/), whose
 * documents are typed as Foundry's, so a cast there hides a mistake the compiler would catch. Lowered as they go.
 */
export const MAX_TEST_ESCAPE_CASTS = 47;
/**
 * The type assertions (`as X`, `<X>x`, `as const` aside) and non-null assertions (`x!`) in each folder outside src/
 * that holds many: each silences the compiler where a mistake would show. The tests reach for their kit instead
 * (test/kit.ts: `must`, `at`, the errors); the double and the playground have no kit yet. Lowered as they go: lint
 * names a figure to lower when a count falls under it. Measured 2026-11-27 (issue 67, item 5): test/ had 846
 * assertions and 2,703 non-null assertions before its kit.
 */
export const ASSERTION_CEILINGS = {
  test: { assertions: 611, nonNulls: 157 },
  "foundry-double": { assertions: 712, nonNulls: 104 },
  playground: { assertions: 69, nonNulls: 61 },
};
/** What each kind of assertion is called in lint's lines. */
const ASSERTION_KINDS = { assertions: "type assertions (as const aside)", nonNulls: "non-null assertions (!)" };
/**
 * The only files where `any` may be written: ports of Foundry's own code, each with its reason there. None today.
 * @type {Set<string>}
 */
const ANY_FILES = new Set();
/**
 * The rule sets' ids: the folders under src/rule-sets/ (read by `checkShape`), so a new rule set is known by its
 * folder alone. @type {Set<string>}
 */
let RULE_SET_IDS = new Set();
/**
 * The game systems' ids: the folders under src/systems/ (read by `checkShape`). @type {Set<string>}
 */
let SYSTEM_IDS = new Set();
/**
 * The files outside a system's folder that may import it: the built-in adapters' registration, and the web calculator's
 * (each system's view: its page and its answer).
 */
const SYSTEM_REGISTRATION_FILES = new Set(["src/systems/foundry.ts", "src/systems/calculator.ts"]);
/**
 * The files outside a rule set's folder that may import it: the one registration file (each rule set's package,
 * src/rule-sets/built-in.ts), the list of the rule sets' own card kinds' code, which only the lazy card chunk imports
 * (src/rule-sets/cards.ts), and the web calculator's and its worker's (src/rule-sets/calculator.ts,
 * calculator-worker.ts).
 */
const REGISTRATION_FILES = new Set([
  "src/rule-sets/built-in.ts",
  "src/rule-sets/cards.ts",
  "src/rule-sets/calculator.ts",
  "src/rule-sets/calculator-worker.ts",
]);
/**
 * The files outside a card kind's folder, among the layers and the kinds, that may import it: the shared kinds' one
 * registration file. The composition root (src/root/: the kit, the API, the card chunk) stands above them all and
 * imports what it assembles (docs/architecture.md "The composition root").
 */
const CARD_KIND_REGISTRATION_FILES = new Set(["src/card-kinds/shared.ts"]);
/**
 * The one file of each layer of a rule set that holds all its declaration merges (docs/architecture.md "Adding a rule
 * set"), by layer, under src/rule-sets/<id>/.
 */
const TYPES_FILES = { core: "core/rule-set-types.ts", ui: "ui/types.ts", foundry: "foundry/types.ts" };
/**
 * Today's debt, figure by figure: lint fails when one rises, and each is lowered as the code pays it back (0 is the
 * rule, `--strict`).
 */
const RATCHET = {
  knottedFolders: { core: 0, ui: 0, foundry: 0 },
  layerBreaches: 0,
  typesImportingCode: 0,
  hooksNotListeners: 0,
  namesFromTwoModules: 0,
  deadExports: 0,
  ruleSetTables: 0,
  ruleSetNames: 0,
  ruleSetImports: 0,
  systemNames: 0,
  systemImports: 0,
  knottedFoldersInSrc: 0,
  // Whole plug-ins as units (unitOf): 7 units knotted through the card chunk and its loader before the composition
  // root (issue 76), none since.
  knottedUnitsInSrc: 0,
  // 4 before the composition root (issue 76: the kit → the contest's and the request's folders, the API → the rule
  // sets' odds, the chunk's loader → the chunk), none since.
  arrowsBackUp: 0,
  // None left: the kit, which lists what a module's rule set may take from a kind, is in the composition root (issue
  // 76).
  cardKindImports: 0,
  // What the five take that neither kit nor indie-dice-types offers: none since the card kit (issue 67).
  namesOutsideTheKit: 0,
  // Lines past LINE_WIDTH in code, templates, styles and pages (issue 76).
  longLines: 0,
};
/**
 * The width every line of code, template, style sheet and page keeps, in characters (docs/architecture.md "Line
 * width"); data and documents are not held to it (JSON: the language files' sentences; SVG; Markdown's tables).
 */
const LINE_WIDTH = 120;
const WIDTH_FOLDERS = [
  "src",
  "test",
  "calculator",
  "foundry-double",
  "playground",
  "scripts",
  "bench",
  "examples",
  "types",
];
const WIDTH_FILES = /\.(ts|mts|mjs|js|hbs|css|html)$/;
/** The folders the shape rules read; test/, scripts/ and the root's config files are read for their imports only. */
const CHECKED = ["src", "playground", "calculator", "bench"];
const READERS = ["test", "foundry-double", "scripts"];
/** Which layer may import which (docs/architecture.md "Layers"); a rule set's folders import no other rule set's. */
const LAYER_IMPORTS = { core: ["core"], ui: ["core", "ui"], foundry: ["core", "ui", "foundry"] };
const HOOK_REGISTRARS = /^(onHook|onceHook|Hooks\.on|Hooks\.once)$/;
const OUTSIDE_DOCUMENT = /\bDESIGN\b|FOUNDRY-[A-Z0-9]+\.md|STYLE\.md|\.\.\/shared\//;
/** A rule set's own folder: its mechanics and odds in core, or its home under src/rule-sets/. */
const RULE_SET_FOLDER = /^src\/(core\/mechanics\/[a-z]+|core\/odds\/[a-z]+|rule-sets\/[a-z0-9-]+)\//;
const ALL = "*";

/** A string literal naming a rule set. @param {ts.Node | undefined} node */
function isRuleSetIdLiteral(node) {
  return node !== undefined && ts.isStringLiteralLike(node) && RULE_SET_IDS.has(node.text);
}

/**
 * The name of a property written as `kaiser:`, `"kaiser":` or `kaiser() {}`. @param {ts.ObjectLiteralElementLike}
 * property
 */
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
    const equality = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
      node.operatorToken.kind,
    );
    return equality && (isRuleSetIdLiteral(node.left) || isRuleSetIdLiteral(node.right));
  }
  return false;
}

/**
 * Is this string literal where code names a thing by it: compared (`=== "kleptoCoin"`), a `case`, an element of an
 * array (a hand list: `["KaiserRoll", …]`), a constant's value, or an object literal's key (`kaiserValue: …`, an
 * identifier too)? Those are where a hand
 * list keyed by a rule set hides; a string passed to a call or shown (`createElement("p")`, `{ code: "ko" }`) is
 * not. @param {ts.Node} node
 */
function isNamingLiteral(node) {
  const parent = node.parent;
  if (ts.isIdentifier(node))
    return ts.isPropertyAssignment(parent) && parent.name === node && ts.isObjectLiteralExpression(parent.parent);
  if (!ts.isStringLiteralLike(node)) return false;
  if (ts.isBinaryExpression(parent)) {
    return [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
      parent.operatorToken.kind,
    );
  }
  if (ts.isPropertyAssignment(parent)) return parent.name === node && ts.isObjectLiteralExpression(parent.parent);
  return (
    ts.isCaseClause(parent) ||
    ts.isArrayLiteralExpression(parent) ||
    (ts.isVariableDeclaration(parent) && parent.initializer === node)
  );
}

/**
 * Each rule set's names in code, read from its folder: its id, its Roll class's name (`KaiserRoll`), its modifier
 * keys (the `modifierKey` of its notation, a literal or a constant's name) — and any camelCase name it prefixes with
 * its id (`kleptoCoin`, `kingdomsBasicRule`), matched by `isRuleSetName`.
 * @param {Map<string, FileFacts>} facts
 */
function ruleSetNames(facts) {
  /** @type {Map<string, string>} */
  const constants = new Map();
  for (const [path, file] of facts)
    if (path.startsWith("src/")) for (const [name, value] of file.stringConstants) constants.set(name, value);
  const names = new Set();
  for (const id of RULE_SET_IDS) names.add(id).add(`${id[0]?.toUpperCase()}${id.slice(1)}Roll`);
  for (const [path, file] of facts) {
    if (!/^src\/rule-sets\/[^/]+\//.test(path)) continue;
    for (const key of file.modifierKeys) names.add(constants.get(key) ?? key);
  }
  return names;
}

/** @param {string} text @param {Set<string>} names */
function isRuleSetName(text, names) {
  if (names.has(text)) return true;
  const prefix = /^([a-z][a-z0-9]*)[A-Z]/.exec(text)?.[1];
  return prefix !== undefined && RULE_SET_IDS.has(prefix);
}

/**
 * The text an expression writes that may name a thing: an identifier (a variable, a property, a type), a string
 * or a template literal's text — not a module specifier (an import of a rule set's folder is counted as an import).
 * @param {ts.Node} node @returns {string | undefined}
 */
function mentionedText(node) {
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (
    !ts.isStringLiteralLike(node) &&
    !ts.isTemplateHead(node) &&
    !ts.isTemplateMiddle(node) &&
    !ts.isTemplateTail(node)
  )
    return undefined;
  const parent = node.parent;
  const isSpecifier =
    ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    (ts.isModuleDeclaration(parent) && parent.name === node);
  return isSpecifier ? undefined : node.text;
}

/**
 * Whether a text names a rule set by a word of it: its id as a word of a camelCase, PascalCase, snake_case or
 * dotted name or of a sentence (`kaiserTieRule`, `OfferKaiser`, `INDIE_DICE.Card.Kaiser.Die`, `isKaiser`), but not
 * inside another word (`Logs` is not OGS's, `Folder` not Olde's). @param {string} text
 */
function namesRuleSetByWord(text) {
  return ruleSetsNamedByWord(text).length > 0;
}

/** The rule sets a text names by a word of it (`namesRuleSetByWord`). @param {string} text @returns {string[]} */
function ruleSetsNamedByWord(text) {
  return idsNamedByWord(text, RULE_SET_IDS);
}

/**
 * The ids of `ids` (rule sets', game systems') a text names by a word of it. @param {string} text
 * @param {Set<string>} ids @returns {string[]}
 */
function idsNamedByWord(text, ids) {
  const words = text
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .map((word) => word.toLowerCase());
  // A hyphenated id (forbidden-lands, blades-in-the-dark) is named by its words in a row: `BladesInTheDark`.
  const runs = words.flatMap((_, i) => [2, 3, 4].map((length) => words.slice(i, i + length).join("-")));
  return [...new Set([...words, ...runs].filter((word) => ids.has(word)))];
}

/**
 * The sections of the language files a rule set's own card kinds name, each with its rule set: a card kind declared
 * in the rule set's folder with its flag (`flag: "groupTest"`) keeps its words under its PascalCase name
 * (`INDIE_DICE.GroupTest`, `INDIE_DICE.CardRoll.GroupTest`). @param {Map<string, FileFacts>} facts
 * @returns {Map<string, string>}
 */
function cardKindSections(facts) {
  /** @type {Map<string, string>} */
  const sections = new Map();
  for (const [path, file] of facts) {
    const id = /^src\/rule-sets\/([^/]+)\//.exec(path)?.[1];
    if (id) for (const flag of file.cardKinds) sections.set(`${flag[0]?.toUpperCase()}${flag.slice(1)}`, id);
  }
  return sections;
}

/**
 * Each key of a language file that is out of place: in the shared lang/<code>.json, a key naming a rule set by a word
 * of it (`INDIE_DICE.Card.Kaiser.Die`, `Settings.OfferKaiser`, `Contest.TieBreak.kaiserRollOff`) or by a section of
 * one of its card kinds (`cardKindSections`), or naming a game system by a word of it (`SystemOdds.Pf2e.Degree`,
 * `Calculator.AnyFormula.DiceDnd5e`); in a rule set's src/rule-sets/<id>/lang/<code>.json or a system's
 * src/systems/<id>/lang/<code>.json, a key naming no rule set or system, or another. A plural message's forms are one
 * key. @param {Map<string, string>} kindSections @returns {string[]}
 */
function misplacedLanguageKeys(kindSections) {
  /** @param {string} key @returns {{ kind: string, id: string }[]} */
  const ownersOf = (key) => [
    ...[
      ...new Set([...ruleSetsNamedByWord(key), ...key.split(".").flatMap((part) => kindSections.get(part) ?? [])]),
    ].map((id) => ({ kind: "rule set", id })),
    ...idsNamedByWord(key, SYSTEM_IDS).map((id) => ({ kind: "system", id })),
  ];
  /** @param {{ kind: string, id: string }[]} owners */
  const named = (owners) => owners.map(({ kind, id }) => `the ${kind} ${id}`).join(", ");
  /** @param {string} folder */
  const languageFiles = (folder) =>
    existsSync(join(ROOT, folder))
      ? readdirSync(join(ROOT, folder))
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map((name) => `${folder}/${name}`)
      : [];
  const shared = languageFiles("lang").flatMap((path) =>
    languageKeys(path).flatMap((key) => {
      const owners = ownersOf(key);
      const [first] = owners;
      if (first === undefined) return [];
      const folder = first.kind === "system" ? `src/systems/${first.id}/lang/` : `src/rule-sets/${first.id}/lang/`;
      return [`${path}: ${key} names ${named(owners)} (its words go in ${folder})`];
    }),
  );
  const ownFiles = [
    ...[...RULE_SET_IDS].sort().map((id) => ({ kind: "rule set", id, folder: `src/rule-sets/${id}/lang` })),
    ...[...SYSTEM_IDS].sort().map((id) => ({ kind: "system", id, folder: `src/systems/${id}/lang` })),
  ];
  const own = ownFiles.flatMap(({ kind, id, folder }) =>
    languageFiles(folder).flatMap((path) =>
      languageKeys(path).flatMap((key) => {
        const owners = ownersOf(key);
        const alone = owners.length === 1 && owners[0]?.kind === kind && owners[0].id === id;
        return alone
          ? []
          : [
              `${path}: ${key} is not a key of the ${kind} ${id} (it names ` +
                `${named(owners) || "no rule set or system"})`,
            ];
      }),
    ),
  );
  return [...shared, ...own];
}

/**
 * A language file's keys, dotted; a plural message (its forms: lang/README.md) is one key. @param {string} path
 * @returns {string[]}
 */
function languageKeys(path) {
  const plural = new Set(["zero", "one", "two", "few", "many", "other"]);
  /** @param {unknown} node @param {string} prefix @returns {string[]} */
  const walk = (node, prefix) => {
    if (node === null || typeof node !== "object" || Array.isArray(node)) return [prefix];
    const names = Object.keys(node);
    if (prefix && names.includes("other") && names.every((name) => plural.has(name))) return [prefix];
    return Object.entries(node).flatMap(([name, child]) => walk(child, prefix ? `${prefix}.${name}` : name));
  };
  return walk(JSON.parse(readFileSync(join(ROOT, path), "utf8")), "");
}

/** @param {string} folder */
function codeFiles(folder) {
  if (!existsSync(join(ROOT, folder))) return [];
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((path) => `${folder}/${path.replaceAll("\\", "/")}`)
    .filter((path) => /\.(ts|mjs)$/.test(path) && !path.includes("node_modules/"))
    .sort();
}

/** Each line past LINE_WIDTH characters, as `path:line`: in WIDTH_FOLDERS and the root's own files. */
function longLines() {
  const inFolder = (/** @type {string} */ folder) =>
    existsSync(join(ROOT, folder))
      ? readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" }).map(
          (path) => `${folder}/${path.replaceAll("\\", "/")}`,
        )
      : [];
  const atRoot = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isFile());
  return [...atRoot.map((entry) => entry.name), ...WIDTH_FOLDERS.flatMap(inFolder)]
    .filter((path) => WIDTH_FILES.test(path) && !/(^|\/)(node_modules|dist)\//.test(path))
    .sort()
    .flatMap((path) =>
      readFileSync(join(ROOT, path), "utf8")
        .split("\n")
        .flatMap((line, index) => ([...line].length > LINE_WIDTH ? [`${path}:${index + 1}`] : [])),
    );
}

/** Every file of the tree being checked that an import may name. @type {Set<string>} */
let known = new Set();

/** @param {string} from @param {string} specifier */
function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = relative(ROOT, resolve(ROOT, dirname(from), specifier.split("?")[0])).replaceAll("\\", "/");
  return [`${base}.ts`, `${base}/index.ts`, base.replace(/\.js$/, ".ts"), base].find((path) => known.has(path));
}

/**
 * What a module takes from another: the names, or ALL when it takes the whole module (a namespace passed on, a
 * lazily loaded chunk, a script whose exports land in a global).
 * @typedef {{ target: string, names: string[] | typeof ALL, runtime: boolean }} Use `runtime`: not erased when built
 * @typedef {{ target: string, names: [string, string][] | typeof ALL }} Reexport `names`: [exported, imported] pairs
 * @typedef {{ imports: Set<string>, uses: Use[], declared: string[], reexports: Reexport[], typesOnly: boolean,
 *   hooks: string[], assertions: number, nonNulls: number, escapeCasts: number, anys: number, outsideCitations:
 *   number[], ruleSetTables: number[], namingLiterals: { text: string, line: number }[], mentions: { text: string,
 *   line: number }[], stringConstants: [string, string][], modifierKeys: string[], cardKinds: string[], merges:
 *   number[] }} FileFacts `merges`: the lines of its `declare module "…"` and `declare global` blocks
 */

/** @param {string} path @returns {FileFacts} */
function readFacts(path) {
  const text = readFileSync(join(ROOT, path), "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  /** @type {FileFacts} */
  const facts = {
    imports: new Set(),
    uses: [],
    declared: [],
    reexports: [],
    typesOnly: isTypesOnly(source),
    hooks: [],
    assertions: 0,
    nonNulls: 0,
    escapeCasts: 0,
    anys: 0,
    outsideCitations: [],
    ruleSetTables: [],
    namingLiterals: [],
    mentions: [],
    stringConstants: [],
    modifierKeys: [],
    cardKinds: [],
    merges: [],
  };
  const bindings = importBindings(source);
  /**
   * @param {string} specifier @param {() => string[] | typeof ALL} names @param {boolean} [circles]
   * @param {boolean} [runtime]
   */
  const addUse = (specifier, names, circles = true, runtime = true) => {
    const target = resolveImport(path, specifier);
    if (!target) return;
    if (circles) facts.imports.add(target);
    facts.uses.push({ target, names: specifier.includes("?") ? ALL : names(), runtime });
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeNames = typeOnlyNames(node);
      addUse(node.moduleSpecifier.text, () => {
        const names = importedNames(source, node);
        return names === ALL ? ALL : names.filter((name) => !typeNames.includes(name));
      });
      if (typeNames.length > 0) addUse(node.moduleSpecifier.text, () => typeNames, true, false);
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(path, node.moduleSpecifier.text);
      if (target) {
        facts.imports.add(target);
        facts.reexports.push({ target, names: reexportedNames(node) });
      }
    }
    if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && node.body && ts.isModuleBlock(node.body)) {
      const body = node.body;
      addUse(node.name.text, () => augmentedNames(body), true, false);
    }
    if (
      ts.isModuleDeclaration(node) &&
      ts.isSourceFile(node.parent) &&
      (ts.isStringLiteral(node.name) || node.name.text === "global")
    ) {
      facts.merges.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const qualifier = node.qualifier && (ts.isIdentifier(node.qualifier) ? node.qualifier : leftmost(node.qualifier));
      addUse(node.argument.literal.text, () => (qualifier && !node.isTypeOf ? [qualifier.text] : ALL), true, false);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier))
        addUse(specifier.text, () => dynamicallyImportedNames(node), false);
    }
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === "const";
      if (!isConst) facts.assertions += 1;
      if (node.type.kind === ts.SyntaxKind.NeverKeyword) facts.escapeCasts += 1;
      if (
        ts.isAsExpression(node) &&
        ts.isAsExpression(node.expression) &&
        node.expression.type.kind === ts.SyntaxKind.UnknownKeyword
      ) {
        facts.escapeCasts += 1;
      }
    }
    if (ts.isNonNullExpression(node)) facts.nonNulls += 1;
    if (node.kind === ts.SyntaxKind.AnyKeyword) facts.anys += 1;
    const line = () => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (isRuleSetTable(node)) facts.ruleSetTables.push(line());
    if (isNamingLiteral(node))
      facts.namingLiterals.push({
        text: /** @type {ts.StringLiteralLike | ts.Identifier} */ (node).text,
        line: line(),
      });
    const mentioned = mentionedText(node);
    if (mentioned !== undefined) facts.mentions.push({ text: mentioned, line: line() });
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      facts.stringConstants.push([node.name.text, node.initializer.text]);
    }
    if (ts.isPropertyAssignment(node) && propertyKey(node) === "flag" && ts.isStringLiteralLike(node.initializer))
      facts.cardKinds.push(node.initializer.text);
    if (ts.isPropertyAssignment(node) && propertyKey(node) === "modifierKey") {
      const value = node.initializer;
      if (ts.isStringLiteralLike(value) || ts.isIdentifier(value)) facts.modifierKeys.push(value.text);
    }
    if (ts.isCallExpression(node) && HOOK_REGISTRARS.test(node.expression.getText(source))) {
      const [name] = node.arguments;
      if (name && ts.isStringLiteralLike(name)) facts.hooks.push(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const reexported = passedOn(source, bindings);
  if (!path.endsWith(".d.ts"))
    facts.declared = declaredExports(source).filter((name) => !reexported.some((passed) => passed.exported === name));
  for (const { specifier, exported, imported } of reexported) {
    const target = resolveImport(path, specifier);
    if (target) facts.reexports.push({ target, names: [[exported, imported]] });
  }
  facts.outsideCitations = citingLines(text);
  return facts;
}

/**
 * The names a module imports, by local name: `import { a as b }` is b ← a, `import c` is c ← default.
 * @param {ts.SourceFile} source @returns {Map<string, { specifier: string, imported: string }>}
 */
function importBindings(source) {
  const bindings = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.importClause)
      continue;
    const specifier = statement.moduleSpecifier.text;
    const { name, namedBindings } = statement.importClause;
    if (name) bindings.set(name.text, { specifier, imported: "default" });
    if (namedBindings && ts.isNamedImports(namedBindings)) {
      for (const element of namedBindings.elements)
        bindings.set(element.name.text, { specifier, imported: (element.propertyName ?? element.name).text });
    }
  }
  return bindings;
}

/**
 * `export { local as name }` lists that pass an imported name on: re-exports in effect.
 * @param {ts.SourceFile} source @param {Map<string, { specifier: string, imported: string }>} bindings
 */
function passedOn(source, bindings) {
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) &&
    !statement.moduleSpecifier &&
    statement.exportClause &&
    ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.flatMap((element) => {
          const binding = bindings.get((element.propertyName ?? element.name).text);
          return binding ? [{ ...binding, exported: element.name.text }] : [];
        })
      : [],
  );
}

/**
 * The names a `declare module "./x" { … }` block merges into x's own declarations (docs/architecture.md "Layers"):
 * a use of each, as an import would be. @param {ts.ModuleBlock} body
 */
function augmentedNames(body) {
  return body.statements.flatMap((statement) =>
    "name" in statement && statement.name && ts.isIdentifier(/** @type {ts.Node} */ (statement.name))
      ? [/** @type {ts.Identifier} */ (statement.name).text]
      : [],
  );
}

/** @param {ts.QualifiedName} name @returns {ts.Identifier} */
function leftmost(name) {
  return ts.isIdentifier(name.left) ? name.left : leftmost(name.left);
}

/**
 * The names an import binds for types alone, erased when built: all of an `import type`'s, or each marked `type`.
 * @param {ts.ImportDeclaration} node @returns {string[]}
 */
function typeOnlyNames(node) {
  const clause = node.importClause;
  const bindings = clause?.namedBindings;
  if (!clause || !bindings || !ts.isNamedImports(bindings)) return [];
  return bindings.elements
    .filter((element) => clause.isTypeOnly || element.isTypeOnly)
    .map((element) => (element.propertyName ?? element.name).text);
}

/** @param {ts.SourceFile} source @param {ts.ImportDeclaration} node @returns {string[] | typeof ALL} */
function importedNames(source, node) {
  const clause = node.importClause;
  if (!clause) return [];
  const names = clause.name ? ["default"] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) {
    const members = namespaceMembers(source, bindings.name);
    return members === ALL ? ALL : [...names, ...members];
  }
  if (bindings) names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text));
  return names;
}

/**
 * The members a namespace import is read through (`ns.name`, `ns.Type`); ALL when it is used whole.
 * @param {ts.SourceFile} source @param {ts.Identifier} namespace @returns {string[] | typeof ALL}
 */
function namespaceMembers(source, namespace) {
  /** @type {string[]} */
  const members = [];
  let whole = false;
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isIdentifier(node) && node !== namespace && node.text === namespace.text) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) members.push(parent.name.text);
      else if (ts.isQualifiedName(parent) && parent.left === node) members.push(parent.right.text);
      else whole = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return whole ? ALL : members;
}

/** @param {ts.ExportDeclaration} node @returns {[string, string][] | typeof ALL} */
function reexportedNames(node) {
  const clause = node.exportClause;
  if (!clause) return ALL;
  if (ts.isNamespaceExport(clause)) return [[clause.name.text, ALL]];
  return clause.elements.map((element) => [element.name.text, (element.propertyName ?? element.name).text]);
}

/**
 * The names `import("…")` is read for: `(await import(x)).name` or `const { a, b } = await import(x)`; ALL otherwise.
 * @param {ts.CallExpression} call @returns {string[] | typeof ALL}
 */
function dynamicallyImportedNames(call) {
  /** @type {ts.Node} */
  let node = call;
  while (ts.isAwaitExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (node !== call && ts.isPropertyAccessExpression(parent) && parent.expression === node) return [parent.name.text];
  if (node !== call && ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
    const elements = parent.name.elements;
    if (elements.some((element) => element.dotDotDotToken)) return ALL;
    return elements.map((element) => (element.propertyName ?? element.name).getText());
  }
  return ALL;
}

/**
 * The names a module declares and exports itself (`export const`, `export { local }`, `export default`). @param
 * {ts.SourceFile} source
 */
function declaredExports(source) {
  /** @type {string[]} */
  const names = [];
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    }
    if (ts.isExportAssignment(statement)) names.push("default");
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) names.push("default");
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if ("name" in statement && statement.name && ts.isIdentifier(/** @type {ts.Node} */ (statement.name))) {
      names.push(/** @type {ts.Identifier} */ (statement.name).text);
    }
  }
  return names;
}

/**
 * A module that declares types and nothing else (docs/architecture.md "Shape rules" 1). @param {ts.SourceFile} source
 */
function isTypesOnly(source) {
  if (source.isDeclarationFile) return true;
  return source.statements.every(
    (statement) =>
      ts.isImportDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isEmptyStatement(statement) ||
      (ts.isModuleDeclaration(statement) &&
        (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) ||
      (ts.isExportDeclaration(statement) &&
        (statement.isTypeOnly ||
          (!!statement.exportClause &&
            ts.isNamedExports(statement.exportClause) &&
            statement.exportClause.elements.every((e) => e.isTypeOnly)))),
  );
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

/**
 * Strongly connected components of more than one node (Tarjan), each sorted. @param {Map<string, Set<string>>} graph
 */
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

/**
 * Names in two modules are one concept said twice, but for rule sets' own same-named functions and hooks' `listen`.
 * @param {string} name @param {string[]} paths
 */
function isDuplicate(name, paths) {
  if (paths.length < 2) return false;
  if (name === "listen" && paths.every((path) => path.startsWith("src/foundry/hooks/"))) return false;
  const ruleSets = paths.map((path) => RULE_SET_FOLDER.exec(path)?.[1]);
  return !(ruleSets.every(Boolean) && new Set(ruleSets).size === paths.length);
}

/** @param {Map<string, string[]>} where @returns {[string, string[]][]} */
function duplicatesIn(where) {
  return [...where].filter(([name, paths]) => isDuplicate(name, paths));
}

/** @param {Map<string, FileFacts>} facts */
function declaredTwice(facts) {
  /** @type {Map<string, string[]>} */
  const where = new Map();
  for (const [path, { declared }] of facts) {
    if (path.startsWith("src/")) for (const name of declared) where.set(name, [...(where.get(name) ?? []), path]);
  }
  return duplicatesIn(where);
}

/** @param {Map<string, FileFacts>} facts */
function misplacedHooks(facts) {
  /** @type {Map<string, string[]>} */
  const where = new Map();
  for (const [path, { hooks }] of facts)
    for (const hook of new Set(hooks)) where.set(hook, [...(where.get(hook) ?? []), path]);
  return [...where].filter(([, paths]) => paths.length > 1 || !paths[0].startsWith("src/foundry/hooks/"));
}

/**
 * Each module's exports, re-exports followed (`export { x } from`, `export * from`): name → the module that declares
 * it.
 * @param {Map<string, FileFacts>} facts
 */
function exportTables(facts) {
  /** @type {Map<string, Map<string, string>>} */
  const tables = new Map();
  /** @param {string} path @returns {Map<string, string>} */
  const tableOf = (path) => {
    const known = tables.get(path);
    if (known) return known;
    /** @type {Map<string, string>} */
    const table = new Map();
    tables.set(path, table);
    const file = facts.get(path);
    if (!file) return table;
    for (const name of file.declared) table.set(name, path);
    for (const { target, names } of file.reexports) {
      if (names === ALL) {
        for (const [name, origin] of tableOf(target))
          if (name !== "default" && !table.has(name)) table.set(name, origin);
        continue;
      }
      for (const [exported, imported] of names)
        table.set(exported, imported === ALL ? path : (tableOf(target).get(imported) ?? target));
    }
    return table;
  };
  for (const path of facts.keys()) tableOf(path);
  return tables;
}

/** Names available from two checked modules, re-exports counted. @param {Map<string, Map<string, string>>} tables */
function namesFromTwoModules(tables) {
  /** @type {Map<string, string[]>} */
  const where = new Map();
  for (const [path, table] of tables) {
    if (!isChecked(path)) continue;
    for (const name of table.keys()) where.set(name, [...(where.get(name) ?? []), path]);
  }
  return duplicatesIn(where);
}

/**
 * Exports nothing imports, from any file of the repository (a test's import counts): a module's own names, and the
 * names a barrel passes on that nobody takes from it.
 * @param {Map<string, FileFacts>} facts @param {Map<string, Map<string, string>>} tables
 */
function deadExports(facts, tables) {
  const taken = new Set();
  const takenFrom = new Set();
  for (const { uses, reexports } of facts.values()) {
    const reexportedWhole = reexports.flatMap(({ target, names }) =>
      names !== ALL && names.some(([, imported]) => imported === ALL) ? [{ target, names: ALL }] : [],
    );
    for (const { target, names } of [...uses, ...reexportedWhole]) {
      const table = tables.get(target) ?? new Map();
      for (const name of names === ALL ? table.keys() : names) {
        takenFrom.add(`${target} ${name}`);
        if (table.has(name)) taken.add(`${table.get(name)} ${name}`);
      }
    }
  }
  /** @type {string[]} */
  const dead = [];
  for (const [path, file] of facts) {
    if (!isChecked(path)) continue;
    for (const name of file.declared) if (!taken.has(`${path} ${name}`)) dead.push(`${path}: ${name}`);
    for (const { names } of file.reexports) {
      if (names === ALL) continue;
      for (const [name] of names) if (!takenFrom.has(`${path} ${name}`)) dead.push(`${path}: ${name} (re-exported)`);
    }
  }
  return dead;
}

/**
 * Code that must know rule sets only through the registry: src/ outside the rule sets' folders and the registration
 * files, and the calculator (a page of the module's own views). The playground and the bench, like the tests,
 * exercise a rule set's own functions.
 * @param {string} path
 */
function isSharedCode(path) {
  const inRuleSet = /^src\/rule-sets\/[^/]+\//.test(path) || REGISTRATION_FILES.has(path);
  return (path.startsWith("src/") && !inRuleSet) || path.startsWith("calculator/");
}

/**
 * Code that must know game systems only through their adapters: src/ outside the systems' folders and their
 * registration files, and the calculator.
 * @param {string} path
 */
function isSystemSharedCode(path) {
  const inSystem = /^src\/systems\/[^/]+\//.test(path) || SYSTEM_REGISTRATION_FILES.has(path);
  return (path.startsWith("src/") && !inSystem) || path.startsWith("calculator/");
}

/**
 * A rule set's declaration merges outside its layer's one types file (TYPES_FILES): each a place, with the file it
 * belongs in. @param {Map<string, FileFacts>} facts
 */
function misplacedMerges(facts) {
  return [...facts].flatMap(([path, { merges }]) => {
    const match = /^src\/rule-sets\/([^/]+)\/(?:(core|ui|foundry)\/)?/.exec(path);
    if (!match || merges.length === 0) return [];
    const layer = /** @type {keyof typeof TYPES_FILES | undefined} */ (match[2]);
    const home = layer
      ? `src/rule-sets/${match[1]}/${TYPES_FILES[layer]}`
      : `its layer's: ${Object.values(TYPES_FILES).join(", ")}`;
    return path === home
      ? []
      : merges.map((line) => `${path}:${line}: a declaration merge outside its layer's one types file (${home})`);
  });
}

/** @param {string} path */
function isChecked(path) {
  return CHECKED.some((folder) => path.startsWith(`${folder}/`)) && !path.endsWith(".d.ts");
}

/**
 * A node of the folder graph: src/<layer>/<folder> (deeper folders are their parent's), src/rule-sets/<id>/<layer>,
 * src/systems/<id>/<layer>, src/card-kinds/<kind>/<layer>;
 * a file beside those folders (src/core/errors.ts) is a node of its own.
 * @param {string} path
 */
function folderOf(path) {
  const parts = path.split("/");
  const depth = parts[1] === "rule-sets" || parts[1] === "systems" || parts[1] === "card-kinds" ? 4 : 3;
  return parts.length > depth ? parts.slice(0, depth).join("/") : path;
}

/** @param {string} folder @returns {"core" | "ui" | "foundry" | undefined} */
function layerOf(folder) {
  const match = /^src\/(?:(?:rule-sets|systems|card-kinds)\/[^/]+\/)?(core|ui|foundry)(?:\/|$)/.exec(folder);
  return /** @type {"core" | "ui" | "foundry" | undefined} */ (match?.[1]);
}

/** The card kind a path is in (src/card-kinds/<kind>/…), or undefined. @param {string} path */
function cardKindOf(path) {
  return /^src\/card-kinds\/([^/]+)\//.exec(path)?.[1];
}

/**
 * Imports of a card kind's folder from the shared layers (src/core, src/ui, src/foundry) but their registration files
 * (CARD_KIND_REGISTRATION_FILES), or from another card kind's folder: the framework and the shared code know a kind
 * through its registration, as they know a rule set, and a kind's folders import their layer's shared code and their
 * own kind's (docs/architecture.md "Shape rules" 3). Rule sets may import a shared kind's (the contest's rules).
 * @param {Map<string, FileFacts>} facts
 */
function cardKindImports(facts) {
  return [...facts]
    .filter(
      ([path]) =>
        (/^src\/(core|ui|foundry)\//.test(path) || cardKindOf(path)) &&
        isChecked(path) &&
        !CARD_KIND_REGISTRATION_FILES.has(path),
    )
    .flatMap(([path, { uses }]) =>
      [
        ...new Set(
          uses
            .map(({ target }) => /^src\/card-kinds\/([^/]+)\//.exec(target))
            .filter((match) => match !== null && match[1] !== cardKindOf(path))
            .map((match) => match?.[0]),
        ),
      ].map((folder) => `${path} → ${folder}`),
    );
}

/** @param {string} from @param {string} to */
function mayImport(from, to) {
  const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
  if (!fromLayer || !toLayer) return true;
  // A rule set's or a system's folders import no other plug-in's.
  const plugIn = (/** @type {string} */ folder) => /^src\/((?:rule-sets|systems)\/[^/]+)/.exec(folder)?.[1];
  const [fromSet, toSet] = [plugIn(from), plugIn(to)];
  return LAYER_IMPORTS[fromLayer].includes(toLayer) && !(fromSet && toSet && fromSet !== toSet);
}

/**
 * The folder graph of src/: its edges, the ones the layers' map forbids, and each layer's knots. @param {Map<string,
 * FileFacts>} facts
 */
function folderGraph(facts) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const [path, { imports }] of facts) {
    if (!path.startsWith("src/")) continue;
    const from = folderOf(path);
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const target of imports)
      if (target.startsWith("src/") && folderOf(target) !== from) edges.add(folderOf(target));
  }
  const breaches = [...graph].flatMap(([from, edges]) =>
    [...edges].filter((to) => !mayImport(from, to)).map((to) => `${from} → ${to}`),
  );
  /** @param {"core" | "ui" | "foundry"} layer */
  const knots = (layer) => {
    const inLayer = [...graph.keys()].filter((folder) => layerOf(folder) === layer);
    return importCircles(
      new Map(
        inLayer.map((folder) => [
          folder,
          new Set([.../** @type {Set<string>} */ (graph.get(folder))].filter((to) => layerOf(to) === layer)),
        ]),
      ),
    );
  };
  return {
    breaches,
    knots: { core: knots("core"), ui: knots("ui"), foundry: knots("foundry") },
    knotsInSrc: importCircles(graph),
  };
}

/**
 * A unit of src/ for the order above the layers (docs/architecture.md "Layers"): a folder of a layer
 * (src/foundry/cards), a whole plug-in (src/rule-sets/<id>, src/card-kinds/<kind>, src/systems/<id>), or a file beside
 * them (src/rule-sets/built-in.ts). The composition root (src/root/) and the entry (src/module.ts) are one unit.
 * @param {string} path
 */
function unitOf(path) {
  if (path === "src/module.ts" || path.startsWith("src/root/")) return "src/root";
  const parts = path.split("/");
  return parts.length > 3 ? parts.slice(0, 3).join("/") : path;
}

/**
 * How high a file of src/ stands: the layers (core, ui, foundry) 0, the shared card kinds 1, the rule sets and the
 * game systems (their registration files with them) 2, the composition root above them all 3. Each imports only
 * what stands at its height or below. @param {string} path
 */
function heightOf(path) {
  if (unitOf(path) === "src/root") return 3;
  if (path.startsWith("src/rule-sets/") || path.startsWith("src/systems/")) return 2;
  if (path.startsWith("src/card-kinds/")) return 1;
  return 0;
}

/**
 * The order above the layers: the arrows that run back up (an import, a type's or a lazy one's too, of a file that
 * stands higher: a layer's of a card kind, a kind's of a rule set, anything's of the composition root), one per file
 * and unit it reaches, and the knots of units (src/foundry/cards ↔ src/root/card-chunk.ts ↔ …), lazy imports
 * counted: a chunk loaded later is still a dependency.
 * @param {Map<string, FileFacts>} facts
 */
function unitOrder(facts) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  const upward = new Set();
  for (const [path, { uses }] of facts) {
    if (!path.startsWith("src/") || path.endsWith(".d.ts")) continue;
    const from = unitOf(path);
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const { target } of uses) {
      if (!target.startsWith("src/") || target.endsWith(".d.ts")) continue;
      if (unitOf(target) !== from) edges.add(unitOf(target));
      if (heightOf(target) > heightOf(path)) upward.add(`${path} → ${unitOf(target)}`);
    }
  }
  return { arrowsBackUp: [...upward].sort(), unitKnots: importCircles(graph) };
}

/**
 * Imports from a `types/` folder's modules of modules that are not types-only. @param {Map<string, FileFacts>} facts
 */
function typesImportingCode(facts) {
  return [...facts]
    .filter(([path]) => path.startsWith("src/") && path.split("/").includes("types"))
    .flatMap(([path, { imports }]) =>
      [...imports].filter((target) => !facts.get(target)?.typesOnly).map((target) => `${path} → ${target}`),
    );
}

/**
 * The names a built-in rule set's folders take from shared code that a module's rule set could not: neither a member
 * of the kit (src/root/rule-set-kit.ts: what it imports, its namespaces' members among them) nor a type of
 * indie-dice-types (types/index.ts), one place per rule set, module and name (docs/architecture.md "Adding a rule
 * set"): what the five lack to build with the kit alone, held so that it only shrinks. The card kit
 * (src/foundry/cards/card-kit.ts) offers as much: it is the start-up kit's other half, the card framework's parts that
 * load with the card chunk, which every card kind's code — a module's (`CardKindDeclaration.start`) as the two
 * built-in rule sets' own kinds — is handed as it starts (docs/rule-set-authors.md "A card kind of your own").
 * @param {Map<string, FileFacts>} facts
 */
function namesOutsideTheKit(facts) {
  const offered = new Set(
    ["src/root/rule-set-kit.ts", "src/foundry/cards/card-kit.ts", "types/index.ts"].flatMap((path) => {
      const file = facts.get(path);
      if (!file) return [];
      const used = file.uses.flatMap(({ target, names }) =>
        names === ALL ? [] : names.map((name) => `${target} ${name}`),
      );
      return [
        ...used,
        ...file.reexports.flatMap(({ target, names }) =>
          names === ALL ? [] : names.map(([, name]) => `${target} ${name}`),
        ),
      ];
    }),
  );
  const places = [...facts].flatMap(([path, { uses }]) => {
    const own = /^src\/rule-sets\/[^/]+\//.exec(path)?.[0];
    if (!own) return [];
    return uses
      .filter(({ target }) => target.startsWith("src/") && !target.startsWith("src/rule-sets/"))
      .flatMap(({ target, names }) =>
        (names === ALL ? ["*"] : names).map((name) => `${own.slice(0, -1)}: ${target} ${name}`),
      )
      .filter((place) => !offered.has(place.slice(place.indexOf(": ") + 2)));
  });
  return [...new Set(places)].sort();
}

/**
 * What a game system's adapter takes from Indie Dice's src/ beyond its own folder that a module's own could not: a
 * name at run time (a module gets it from the kit), or a type indie-dice-types does not offer. The web calculator's
 * page and answer (ui/calculator*.ts) are the site's, not the module's, and are not counted.
 * @param {Map<string, FileFacts>} facts
 * @returns {string[]}
 */
function systemsOffTheKit(facts) {
  const typesFile = facts.get("types/index.ts");
  const offeredTypes = new Set(
    (typesFile?.reexports ?? []).flatMap(({ target, names }) =>
      names === ALL ? [`${target} *`] : names.map(([, name]) => `${target} ${name}`),
    ),
  );
  return [...facts].flatMap(([path, { uses }]) => {
    const match = /^src\/systems\/([^/]+)\//.exec(path);
    if (!match || /\/ui\/calculator[^/]*\.ts$/.test(path)) return [];
    const [own] = match;
    return uses
      .filter(({ target }) => target.startsWith("src/") && !target.startsWith(own))
      .flatMap(({ target, names, runtime }) =>
        (names === ALL ? ["*"] : names)
          .filter((name) => runtime || !offeredTypes.has(`${target} ${name}`))
          .map((name) => `${path}: ${runtime ? "" : "type "}${target} ${name}`),
      );
  });
}

/**
 * What a `hooks/` module exports besides its listeners (`listen…`): that is not wiring. @param {Map<string, Map<string,
 * string>>} tables
 */
function hooksNotListeners(tables) {
  return [...tables]
    .filter(([path]) => path.startsWith("src/") && path.split("/").includes("hooks"))
    .flatMap(([path, table]) =>
      [...table.keys()].filter((name) => !name.startsWith("listen")).map((name) => `${path}: ${name}`),
    );
}

/**
 * Checks the tree `--root DIR` names in `args` (else this repository) with the flags in `args`: what the command
 * prints, and its exit code. The tests call it in their own process (TypeScript loaded once), the command line below.
 * @param {readonly string[]} args
 * @returns {{ code: number, output: string }}
 */
export function checkShape(args) {
  const rootAt = args.indexOf("--root");
  ROOT = rootAt >= 0 ? resolve(args[rootAt + 1] ?? ".") : resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const ruleSetsFolder = join(ROOT, "src", "rule-sets");
  const systemsFolder = join(ROOT, "src", "systems");
  SYSTEM_IDS = new Set(
    existsSync(systemsFolder)
      ? readdirSync(systemsFolder, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [],
  );
  RULE_SET_IDS = new Set(
    existsSync(ruleSetsFolder)
      ? readdirSync(ruleSetsFolder, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [],
  );
  const checkedFiles = CHECKED.flatMap(codeFiles);
  const readerFiles = [
    ...READERS.flatMap(codeFiles),
    ...readdirSync(ROOT).filter((name) => /\.config\.ts$/.test(name)),
  ];
  const sourceFiles = checkedFiles.filter((path) => path.startsWith("src/"));
  known = new Set([...checkedFiles, ...readerFiles]);
  /** @type {string[]} */
  const lines = [];
  const log = (/** @type {string} */ line) => lines.push(line);

  const facts = new Map([...checkedFiles, ...readerFiles].map((path) => [path, readFacts(path)]));
  // The authors' types (the package indie-dice-types), read for what they offer a module's rule set only.
  if (existsSync(join(ROOT, "types/index.ts"))) facts.set("types/index.ts", readFacts("types/index.ts"));
  const checkedFacts = new Map([...facts].filter(([path]) => isChecked(path) || path.endsWith(".d.ts")));
  const srcFacts = [...facts].filter(([path]) => path.startsWith("src/")).map(([, file]) => file);
  const circles = importCircles(
    new Map([...checkedFacts].map(([path, { imports }]) => [path, new Set([...imports].filter(isChecked))])),
  );
  const duplicates = declaredTwice(facts);
  const hooks = misplacedHooks(new Map([...facts].filter(([path]) => path.startsWith("src/"))));
  const citations = [...checkedFacts].flatMap(([path, { outsideCitations }]) =>
    outsideCitations.map((line) => `${path}:${line}`),
  );
  const assertions = srcFacts.reduce((sum, file) => sum + file.assertions, 0);
  const escapeCasts = srcFacts.reduce((sum, file) => sum + file.escapeCasts, 0);
  const testEscapeCasts = [...facts]
    .filter(([path]) => path.startsWith("test/"))
    .reduce((sum, [, file]) => sum + file.escapeCasts, 0);
  const assertionFigures = Object.entries(ASSERTION_CEILINGS).flatMap(([folder, ceilings]) => {
    const files = [...facts].filter(([path]) => path.startsWith(`${folder}/`)).map(([, file]) => file);
    return /** @type {const} */ (["assertions", "nonNulls"]).map((kind) => ({
      folder,
      kind,
      count: files.reduce((sum, file) => sum + file[kind], 0),
      ceiling: ceilings[kind],
    }));
  });
  const tables = exportTables(facts);
  const { breaches, knots, knotsInSrc } = folderGraph(facts);
  const { arrowsBackUp, unitKnots } = unitOrder(facts);
  const names = ruleSetNames(facts);
  const namedRuleSets = [...checkedFacts]
    .filter(([path]) => isSharedCode(path))
    .flatMap(([path, { namingLiterals, mentions }]) => [
      ...new Set([
        ...namingLiterals
          .filter(({ text }) => isRuleSetName(text, names))
          .map(({ text, line }) => `${path}:${line}: "${text}"`),
        ...mentions
          .filter(({ text }) => namesRuleSetByWord(text))
          .map(({ text, line }) => `${path}:${line}: "${text}"`),
      ]),
    ]);
  const misplacedKeys = misplacedLanguageKeys(cardKindSections(facts));
  const strayMerges = misplacedMerges(facts);
  const ruleSetImports = [...checkedFacts]
    .filter(([path]) => isSharedCode(path))
    .flatMap(([path, { uses }]) =>
      uses
        .map(({ target }) => /^src\/rule-sets\/[^/]+\//.exec(target)?.[0])
        .filter((folder) => folder !== undefined && !path.startsWith(folder))
        .map((folder) => `${path} → ${folder}`),
    );

  const namedSystems = [...checkedFacts]
    .filter(([path]) => isSystemSharedCode(path))
    .flatMap(([path, { namingLiterals }]) =>
      namingLiterals.filter(({ text }) => SYSTEM_IDS.has(text)).map(({ text, line }) => `${path}:${line}: "${text}"`),
    );
  const systemImports = [...checkedFacts]
    .filter(([path]) => isSystemSharedCode(path))
    .flatMap(([path, { uses }]) =>
      uses
        .map(({ target }) => /^src\/systems\/[^/]+\//.exec(target)?.[0])
        .filter((folder) => folder !== undefined && !path.startsWith(folder))
        .map((folder) => `${path} → ${folder}`),
    );

  const ruleSetTables = [...facts]
    .filter(([path]) => path.startsWith("src/") && !path.startsWith("src/rule-sets/"))
    .flatMap(([path, { ruleSetTables: lines }]) => lines.map((line) => `${path}:${line}`));
  const anys = [...facts]
    .filter(([path, file]) => path.startsWith("src/") && file.anys > 0 && !ANY_FILES.has(path))
    .map(([path, file]) => `${path} (${file.anys})`);

  const strict = args.includes("--strict");
  const report = args.includes("--report");
  /** @type {{ figure: string, places: string[], ceiling: number, count?: number }[]} */
  const debtList = [
    .../** @type {const} */ (["core", "ui", "foundry"]).map((layer) => ({
      figure: `folders knotted together in ${layer}`,
      count: knots[layer].flat().length,
      ceiling: RATCHET.knottedFolders[layer],
      places: knots[layer].map((knot) => knot.join(" ↔ ")),
    })),
    {
      figure: "folders knotted together across src",
      count: knotsInSrc.flat().length,
      ceiling: RATCHET.knottedFoldersInSrc,
      places: knotsInSrc.map((knot) => knot.join(" ↔ ")),
    },
    {
      figure: "units knotted together across src (a layer's folder, a whole plug-in, a file beside them)",
      count: unitKnots.flat().length,
      ceiling: RATCHET.knottedUnitsInSrc,
      places: unitKnots.map((knot) => knot.join(" ↔ ")),
    },
    {
      figure:
        "arrows back up in src (a layer's import of a plug-in, " +
        "a card kind's of a rule set, any of the composition root)",
      places: arrowsBackUp,
      ceiling: RATCHET.arrowsBackUp,
    },
    { figure: "imports the layers' map forbids", places: breaches, ceiling: RATCHET.layerBreaches },
    { figure: `lines over ${LINE_WIDTH} characters`, places: longLines(), ceiling: RATCHET.longLines },
    {
      figure: "types/ imports of an implementation",
      places: typesImportingCode(facts),
      ceiling: RATCHET.typesImportingCode,
    },
    {
      figure: "hooks/ exports that are not listeners",
      places: hooksNotListeners(tables),
      ceiling: RATCHET.hooksNotListeners,
    },
    {
      figure: "names available from two modules",
      places: namesFromTwoModules(tables).map(([name, paths]) => `"${name}" from ${paths.join(", ")}`),
      ceiling: RATCHET.namesFromTwoModules,
    },
    { figure: "exports nothing imports", places: deadExports(facts, tables), ceiling: RATCHET.deadExports },
    {
      figure: "rule-set tables outside src/rule-sets in src/ui and src/foundry",
      places: ruleSetTables.filter((place) => !place.startsWith("src/core/")),
      ceiling: RATCHET.ruleSetTables,
    },
  ];
  const offTheKit = systemsOffTheKit(facts);
  debtList.push(
    {
      figure: "rule-set names in code outside src/rule-sets (ids, Roll classes, modifier keys, kinds)",
      places: namedRuleSets,
      ceiling: RATCHET.ruleSetNames,
    },
    {
      figure: "imports of a rule set's folder from outside it and the registration files",
      places: [...new Set(ruleSetImports)],
      ceiling: RATCHET.ruleSetImports,
    },
    {
      figure: "game system names in code outside src/systems/<id>",
      places: namedSystems,
      ceiling: RATCHET.systemNames,
    },
    {
      figure: "imports of a game system's folder from outside it and its registration files",
      places: [...new Set(systemImports)],
      ceiling: RATCHET.systemImports,
    },
    {
      figure: "imports of a card kind's folder from the shared layers or another kind, but its registration files",
      places: cardKindImports(facts),
      ceiling: RATCHET.cardKindImports,
    },
    {
      figure: "names the built-in rule sets take from shared code that the kit and indie-dice-types do not offer",
      places: namesOutsideTheKit(facts),
      ceiling: RATCHET.namesOutsideTheKit,
    },
    {
      // Every adapter, built in or a module's, is written on the kit alone (docs/systems.md "Systems from other
      // modules"; issue 86 item 6 moved the twelve first ones, 201 names off the kit before).
      figure: "names the game systems' adapters take from src/ (none: the kit, or a type indie-dice-types offers)",
      places: offTheKit,
      ceiling: 0,
    },
  );
  const debts = debtList.map((debt) => ({
    ...debt,
    count: debt.count ?? debt.places.length,
    ceiling: strict ? 0 : debt.ceiling,
  }));

  const problems = [
    ...circles.map((circle) => `import circle of ${circle.length} files: ${circle.join(" → ")}`),
    ...duplicates.map(([name, paths]) => `exported name "${name}" is declared in ${paths.join(", ")}`),
    ...hooks.map(
      ([hook, paths]) => `hook "${hook}" is registered in ${paths.join(", ")} (one file under src/foundry/hooks/)`,
    ),
    ...citations.map((place) => `${place}: a comment cites a document outside the repository (cite docs/)`),
    ...ruleSetTables
      .filter((place) => place.startsWith("src/core/"))
      .map(
        (place) =>
          `${place}: a rule-set table or switch outside src/rule-sets/ (look the rule set up in its layer's registry)`,
      ),
    ...anys.map((place) => `${place}: \`any\` outside the files that may write it (scripts/check-shape.mjs ANY_FILES)`),
    ...misplacedKeys,
    ...strayMerges,
    ...(assertions > MAX_ASSERTIONS
      ? [`${assertions} type assertions (as const aside), more than ${MAX_ASSERTIONS}`]
      : []),
    ...(escapeCasts > MAX_ESCAPE_CASTS
      ? [`${escapeCasts} escape-hatch casts (as never, as unknown as), more than ${MAX_ESCAPE_CASTS}`]
      : []),
    ...(testEscapeCasts > MAX_TEST_ESCAPE_CASTS
      ? [`${testEscapeCasts} escape-hatch casts in test/ (as never, as unknown as), more than ${MAX_TEST_ESCAPE_CASTS}`]
      : []),
    ...assertionFigures
      .filter(({ count, ceiling }) => count > ceiling)
      .map(
        ({ folder, kind, count, ceiling }) =>
          `${count} ${ASSERTION_KINDS[kind]} in ${folder}/, more than ` +
          `${ceiling}${folder === "test" ? " (test/kit.ts has must, " + "at and the errors)" : ""}`,
      ),
    ...debts
      .filter(({ count, ceiling }) => count > ceiling)
      .flatMap(({ figure, count, ceiling, places }) => [
        `${count} ${figure}, more than ${ceiling}`,
        ...(report ? [] : places.map((place) => `  ${place}`)),
      ]),
  ];

  /** @param {string} folder */
  function folderFigures(folder) {
    const files = [...checkedFacts].filter(([path]) => path.startsWith(`${folder}/`));
    const inFolder = (/** @type {string[]} */ paths) => paths.some((path) => path.startsWith(`${folder}/`));
    const twice = debts
      .find(({ figure }) => figure === "names available from two modules")
      ?.places.filter((place) => place.includes(` ${folder}/`));
    return (
      `${folder}: ${files.length} files, ${circles.filter(inFolder).length} import circles, ` +
      `${twice?.length} names from two modules, ` +
      `${files.reduce((sum, [, file]) => sum + file.escapeCasts, 0)} escape casts`
    );
  }

  log(
    `shape: ${sourceFiles.length} files; ${circles.length} import circles; ` +
      `${duplicates.length} names exported twice; ` +
      `${hooks.length} hooks out of place; ${citations.length} outside citations; ${assertions} ` +
      `assertions; ${escapeCasts} escape casts; ${testEscapeCasts} escape casts in test/ (≤ ` +
      `${MAX_TEST_ESCAPE_CASTS}); ${anys.length} files with any outside ANY_FILES; ` +
      `${ruleSetTables.filter((place) => place.startsWith("src/core/")).length} rule-set tables ` +
      `in src/core; ${misplacedKeys.length} language keys out of place; ` +
      `${strayMerges.length} rule-set declaration merges outside their layer's types file; ` +
      debts.map(({ figure, count, ceiling }) => `${count} ${figure} (≤ ${ceiling})`).join("; "),
  );
  log(`shape beside src: ${CHECKED.slice(1).map(folderFigures).join("; ")}`);
  log(
    `assertions beside src: ${assertionFigures
      .map(({ folder, kind, count, ceiling }) => `${count} ${ASSERTION_KINDS[kind]} in ${folder}/ (≤ ${ceiling})`)
      .join("; ")}`,
  );
  for (const { folder, kind, count, ceiling } of assertionFigures.filter(({ count, ceiling }) => count < ceiling)) {
    log(
      `note: ${count} ${ASSERTION_KINDS[kind]} in ${folder}/, under ${ceiling}: lower ` +
        `ASSERTION_CEILINGS["${folder}"].${kind} in scripts/check-shape.mjs to ${count}`,
    );
  }
  if (report) {
    for (const { figure, places } of debts) {
      if (places.length > 0) log(`${figure}:\n${places.map((place) => `  ${place}`).join("\n")}`);
    }
  }
  for (const problem of problems) log(`- ${problem}`);
  return { code: problems.length > 0 && !report ? 1 : 0, output: lines.map((line) => `${line}\n`).join("") };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code, output } = checkShape(process.argv.slice(2));
  process.stdout.write(output);
  process.exitCode = code;
}
