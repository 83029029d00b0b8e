import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import { foundryLook } from "./scripts/foundry-look.ts";
import { languageFiles } from "./scripts/lang-files.mjs";
import { moduleAssets } from "./scripts/module-assets.mjs";

/**
 * Serves the playground: the table (index.html), where a GM's and a player's Foundry clients run the module itself in
 * the Foundry double, in Foundry's own look when FOUNDRY_PATH names a Foundry installation (scripts/foundry-look.ts),
 * else in an approximation.
 */
const repo = fileURLToPath(new URL(".", import.meta.url));
const DOUBLE_PLATFORM = resolve(repo, "foundry-double/platform.ts");
const BROWSER_PLATFORM = resolve(repo, "foundry-double/platform-browser.ts");

/** The double's platform module (Node's: AsyncLocalStorage, the disk) is the browser's in the page. */
function doubleInTheBrowser(): Plugin {
  return {
    name: "indie-dice-double-platform",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !/platform$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && resolved.id.split("?")[0] === DOUBLE_PLATFORM ? BROWSER_PLATFORM : null;
    },
  };
}

/**
 * Async functions, async generators and `for await` become generators driven by `.then` in the page's own code, so
 * that the double's browser platform carries the running client across every await (platform-browser.ts says why).
 * Everything else stays as written.
 */
function awaitThroughThen(): Plugin {
  return {
    name: "indie-dice-await-through-then",
    enforce: "post",
    async transform(code, id) {
      const file = id.split("?")[0]!;
      if (
        id.startsWith("\0") ||
        file.includes("/node_modules/") ||
        !/\.(ts|js|mjs)$/.test(file) ||
        !/\b(async|await)\b/.test(code)
      )
        return null;
      const result = await transform(code, {
        loader: "js",
        format: "esm",
        sourcemap: true,
        sourcefile: file,
        supported: { "async-await": false, "async-generator": false, "for-await": false },
      });
      return { code: result.code, map: result.map };
    },
  };
}

export default defineConfig({
  root: "playground",
  plugins: [foundryLook(), languageFiles(repo), moduleAssets(repo), doubleInTheBrowser(), awaitThroughThen()],
  server: { port: 5173, strictPort: false, host: "127.0.0.1" },
  preview: { port: 4173, host: "127.0.0.1" },
  build: {
    outDir: "../.playground-dist",
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: resolve(repo, "playground/index.html") },
      // Classes keep their names, as in Foundry's own unminified code: the double calls render{Class} and
      // getHeaderControls{Class} hooks by class name (renderTokenHUD), and Roll.fromData finds rolls by theirs.
      output: { keepNames: true },
    },
  },
});
