// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const FOUNDRY_GLOBALS = ["game", "CONFIG", "Hooks", "ui", "foundry", "Roll", "ChatMessage", "canvas"];
const FOUNDRY_FREE =
  "src/core, src/ui and each card kind's, " +
  "rule set's and system's core/ and ui/ are Foundry-free; put Foundry wiring in src/foundry.";
/** The main window's page and what belongs to it (a detached window has its own of each). */
const PAGE_GLOBALS = [
  "document",
  "window",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "getComputedStyle",
  "IntersectionObserver",
  "ResizeObserver",
  "MutationObserver",
  "innerWidth",
  "innerHeight",
];
const PAGE_MESSAGE =
  "The main window's, not the element's: " +
  "take the element's own " +
  "(element.ownerDocument, src/ui/dom/realm.ts windowOf) or ask src/foundry/pages.ts.";

export default tseslint.config(
  { ignores: ["dist/", "coverage/", "node_modules/", "packs/", ".playground-dist/", "site/", "examples/*/dist/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Draw dice through a RandomSource." },
      ],
    },
  },
  {
    // An escape-hatch cast says nothing TypeScript can check. A rule set known at run time goes through the generic
    // helpers (src/ui/dialog-models.ts, the mapped rule-set lists), a stored value through its schema, a
    // Foundry global through declaration merging (src/foundry/foundry-config.d.ts) or a type guard.
    files: ["src/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSNeverKeyword.typeAnnotation",
          message:
            "No `as never`: type the value (a generic over the rule set, a schema, a guard); " +
            "see eslint.config.js for the files that port Foundry's internals.",
        },
        {
          selector: "TSTypeAssertion > TSNeverKeyword.typeAnnotation",
          message: "No `<never>` cast: type the value (a generic over the rule set, a schema, a guard).",
        },
        {
          selector: "TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation",
          message:
            "No `as unknown as`: type the value (a generic, a schema, a guard, declaration merging); " +
            "see eslint.config.js for the files that port Foundry's internals.",
        },
        {
          // A window Foundry v14 detached has its own element classes: `instanceof` the main window's is false there.
          selector:
            "BinaryExpression[operator='instanceof'][right.name=/^(HTML\\w*|SVG\\w*|Element|Node|" +
            "Document|Event|\\w+Event)$/]",
          message:
            "No `instanceof` a DOM class: " +
            "a detached window's elements are of its own classes. Test what the element has " +
            "(src/ui/dom/elements.ts).",
        },
      ],
    },
  },
  {
    // The files that meet Foundry's internals where fvtt-types 13.345 cannot follow (protected members our Die and
    // Roll classes reach, v14 members it lacks, its document and hook typings seen through our structural views):
    // the one place each escape-hatch cast may stay, with its reason beside it.
    files: [
      "src/foundry/apps/form-application.ts",
      "src/foundry/cards/card-documents.ts",
      "src/foundry/dice/auxiliary-coin.ts",
      "src/foundry/dice/indie-die.ts",
      "src/foundry/dice/indie-parser.ts",
      "src/foundry/dice/rolls/indie-roll.ts",
      "src/foundry/foundry-documents.ts",
      "src/foundry/foundry-version.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // The core is pure: no Foundry globals may leak in.
    // An example rule set's folders (examples/<id>/src/) are held to the same rule as a real one's.
    files: [
      "src/core/**/*.ts",
      "src/ui/**/*.ts",
      "src/card-kinds/*/core/**/*.ts",
      "src/card-kinds/*/ui/**/*.ts",
      "src/rule-sets/*/core/**/*.ts",
      "src/rule-sets/*/ui/**/*.ts",
      "src/systems/*/core/**/*.ts",
      "src/systems/*/ui/**/*.ts",
      "test/card-kinds/*/core/**/*.ts",
      "test/card-kinds/*/ui/**/*.ts",
      "test/rule-sets/*/core/**/*.ts",
      "test/rule-sets/*/ui/**/*.ts",
      "examples/*/src/core/**/*.ts",
      "examples/*/src/ui/**/*.ts",
    ],
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_GLOBALS.map((name) => ({ name, message: FOUNDRY_FREE }))],
    },
  },
  {
    // Foundry v14 can detach any window, and a card's pop-out, into a browser window of its own: an element's
    // document, window, frames and observers are its own there (docs/architecture.md "Windows of their own"). Take
    // them from the element (src/ui/dom/realm.ts) or ask src/foundry/pages.ts, the one file that names the main page.
    files: [
      "src/ui/**/*.ts",
      "src/foundry/**/*.ts",
      "src/card-kinds/*/ui/**/*.ts",
      "src/card-kinds/*/foundry/**/*.ts",
      "src/rule-sets/*/ui/**/*.ts",
      "src/rule-sets/*/foundry/**/*.ts",
      "src/systems/*/ui/**/*.ts",
      "src/systems/*/foundry/**/*.ts",
    ],
    ignores: ["src/foundry/pages.ts"],
    rules: {
      "no-restricted-globals": ["error", ...PAGE_GLOBALS.map((name) => ({ name, message: PAGE_MESSAGE }))],
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Draw dice through a RandomSource." },
        ...PAGE_GLOBALS.map((property) => ({ object: "globalThis", property, message: PAGE_MESSAGE })),
      ],
    },
  },
  {
    // src/ui is Foundry-free as well (the rule above would replace the list of the block before it).
    files: ["src/ui/**/*.ts", "src/card-kinds/*/ui/**/*.ts", "src/rule-sets/*/ui/**/*.ts", "src/systems/*/ui/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...FOUNDRY_GLOBALS.map((name) => ({ name, message: FOUNDRY_FREE })),
        ...PAGE_GLOBALS.map((name) => ({ name, message: PAGE_MESSAGE })),
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { console: "readonly", URL: "readonly", process: "readonly" } },
  },
);
