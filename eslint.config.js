// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "coverage/", "node_modules/", "packs/", ".playground-dist/", "site/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": ["error", { object: "Math", property: "random", message: "Draw dice through a RandomSource." }],
    },
  },
  {
    // The core is pure: no Foundry globals may leak in.
    files: ["src/core/**/*.ts", "src/ui/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["game", "CONFIG", "Hooks", "ui", "foundry", "Roll", "ChatMessage", "canvas"].map((name) => ({
          name,
          message: "src/core and src/ui are Foundry-free; put Foundry wiring in src/foundry.",
        })),
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { console: "readonly", URL: "readonly", process: "readonly" } },
  },
);
