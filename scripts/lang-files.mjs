// @ts-check
/**
 * The module's words as Foundry reads them (docs/architecture.md "Around the code": lang/): each language is its
 * shared file, lang/<code>.json, each rule set's own, src/rule-sets/<id>/lang/<code>.json, and each game system's
 * own, src/systems/<id>/lang/<code>.json, merged into one. The
 * build writes the merged file to dist/lang/<code>.json (scripts/finish-dist.mjs), where module.json's `languages`
 * point; the tests, the playground, the calculator and the benches read it through `languageFiles` (a Vite plugin)
 * or `mergedLanguage`, so no reader sees a language without its rule sets' and systems' words. A key two files both
 * give is an error naming the key and both files: neither may silently replace the other's.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The folders whose subfolders (a rule set, a game system) may each hold their own words in lang/. */
const OWNERS = ["src/rule-sets", "src/systems"];

/**
 * The files one language is merged from, relative to `root`: the shared file first, then each rule set's and then
 * each game system's (by folder name) that has this language. @param {string} root @param {string} code
 * @returns {string[]}
 */
export function languageSources(root, code) {
  const own = OWNERS.flatMap((owners) =>
    subfolders(root, owners)
      .map((id) => `${owners}/${id}/lang/${code}.json`)
      .filter((path) => existsSync(join(root, path))),
  );
  return [`lang/${code}.json`, ...own];
}

/**
 * The names of a folder's subfolders, sorted; none when it is not there. @param {string} root @param {string} folder
 */
function subfolders(root, folder) {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * One language's words, its sources merged; throws when two sources give the same key.
 * @param {string} root @param {string} code @returns {Record<string, unknown>}
 */
export function mergedLanguage(root, code) {
  /** @type {Record<string, unknown>} */
  const merged = {};
  /** @type {Map<string, string>} each message's key → the file it came from */
  const origins = new Map();
  for (const path of languageSources(root, code)) {
    mergeInto(merged, JSON.parse(readFileSync(join(root, path), "utf8")), path, origins, "");
  }
  return merged;
}

/**
 * The merged file's text, written as the sources are (two-space JSON, a final newline). @param {string} root @param
 * {string} code
 */
export function mergedLanguageText(root, code) {
  return `${JSON.stringify(mergedLanguage(root, code), null, 2)}\n`;
}

/**
 * The language code of a shared language file, lang/<code>.json under `root` (a query such as `?raw` aside), or
 * undefined for any other path. @param {string} root @param {string} path @returns {string | undefined}
 */
export function sharedLanguageCode(root, path) {
  const file = relative(root, path.split("?")[0] ?? "").replaceAll("\\", "/");
  return /^lang\/([A-Za-z-]+)\.json$/.exec(file)?.[1];
}

/**
 * A section merges key by key; a message (anything but a section: a string, a plural message's forms as one) is
 * given once. @param {Record<string, unknown>} target @param {unknown} source @param {string} path
 * @param {Map<string, string>} origins @param {string} prefix
 */
function mergeInto(target, source, path, origins, prefix) {
  if (!isSection(source)) throw new Error(`${path}: ${prefix || "the file"} is not a section of messages`);
  for (const [name, value] of Object.entries(source)) {
    const key = prefix ? `${prefix}.${name}` : name;
    const present = target[name];
    if (isSubsection(value) && (present === undefined || isSubsection(present))) {
      mergeInto(/** @type {Record<string, unknown>} */ (target[name] ??= {}), value, path, origins, key);
      continue;
    }
    if (present === undefined) {
      target[name] = value;
      origins.set(key, path);
      continue;
    }
    throw new Error(`lang: ${key} is given twice, in ${firstOrigin(origins, key) ?? "another file"} and in ${path}`);
  }
}

/**
 * The file a key (or the first message under it) came from. @param {Map<string, string>} origins @param {string} key
 */
function firstOrigin(origins, key) {
  return origins.get(key) ?? [...origins].find(([known]) => known.startsWith(`${key}.`))?.[1];
}

/**
 * A section that holds messages (not a plural message's forms). @param {unknown} node @returns {node is Record<string,
 * unknown>}
 */
function isSubsection(node) {
  return isSection(node) && !isPluralMessage(node);
}

/** @param {unknown} node @returns {node is Record<string, unknown>} */
function isSection(node) {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

/**
 * A message with a form per plural category (lang/README.md "Plural messages"): one message, never split. @param
 * {Record<string, unknown>} node
 */
function isPluralMessage(node) {
  const keys = Object.keys(node);
  return keys.includes("other") && keys.every((key) => ["zero", "one", "two", "few", "many", "other"].includes(key));
}

/**
 * A Vite plugin: an import of lang/<code>.json (`?raw` too) reads the merged language, as Foundry does, and a change
 * to any of its sources reloads it — in Vitest's module cache on disk too, which keys a module by its file's text
 * alone and would keep the words a rule set's file had before. @param {string} root @returns {import("vite").Plugin}
 */
export function languageFiles(root) {
  return {
    name: "indie-dice-language-files",
    // Before Vite's own JSON and `?raw` loaders, which would read the shared file alone.
    enforce: "pre",
    /**
     * @param {{ experimental_defineCacheKeyGenerator?: (key: (module: { id: string }) => string | undefined) => void }}
     * vitest
     */
    configureVitest(vitest) {
      vitest.experimental_defineCacheKeyGenerator?.(({ id }) => {
        const code = sharedLanguageCode(root, id);
        return code === undefined ? undefined : mergedLanguageText(root, code);
      });
    },
    load(id) {
      const code = sharedLanguageCode(root, id);
      if (code === undefined || id.startsWith("\0")) return null;
      for (const path of languageSources(root, code)) this.addWatchFile(join(root, path));
      const text = mergedLanguageText(root, code);
      return id.endsWith("?raw") ? `export default ${JSON.stringify(text)};` : text;
    },
  };
}
