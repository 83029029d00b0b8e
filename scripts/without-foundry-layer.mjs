// @ts-check
/**
 * The built-in rule sets' packages without their Foundry layers, where there is no Foundry (docs/architecture.md
 * "Adding a rule set"): each package (src/rule-sets/<id>/package.ts) imports its Foundry descriptor as `./foundry`,
 * and here that import is a module of the same export names, each undefined — nothing reads them, since no Foundry
 * registry is loaded there. Used by the web calculator's build (vite.site.config.ts, a Vite plugin: a bundler keeps
 * what an object literal names, and the descriptor's Roll classes extend Foundry's own as they load) and by the
 * benches (bench/without-foundry.mjs registers Node's resolve hook `resolve` below), which run as before without
 * Foundry's classes.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** A built-in rule set's package file. */
const PACKAGE = /[\\/]src[\\/]rule-sets[\\/][^\\/]+[\\/]package\.ts$/;

/**
 * The code that stands for `source` imported by `importer` (a file's path), or null when it is not a package's
 * import of its Foundry layer. @param {string} source @param {string} importer @returns {string | null}
 */
export function foundryLayerStub(source, importer) {
  if (source !== "./foundry" || !PACKAGE.test(importer)) return null;
  return exportsAsUndefined(join(dirname(importer), "foundry", "index.ts"));
}

/**
 * A module of the same export names as the file at `path`, each undefined: what stands for a module a bundle names
 * but never reads. @param {string} path @returns {string}
 */
export function exportsAsUndefined(path) {
  const real = readFileSync(path, "utf8");
  return [...real.matchAll(/^export const (\w+)/gm)].map((match) => `export const ${match[1]} = undefined;`).join("\n");
}

/**
 * Node's resolve hook (`module.register`): a package's `./foundry` becomes its stub, as a data URL.
 * @param {string} specifier @param {{ parentURL?: string }} context
 * @param {(specifier: string, context: { parentURL?: string }) => Promise<unknown>} nextResolve
 */
export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL?.startsWith("file:") ? fileURLToPath(context.parentURL) : null;
  const stub = parent === null ? null : foundryLayerStub(specifier, parent);
  return stub === null
    ? nextResolve(specifier, context)
    : { url: `data:text/javascript,${encodeURIComponent(stub)}`, shortCircuit: true };
}
