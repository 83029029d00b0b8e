/**
 * What the double needs from the runtime it runs in, for Node (the adapter tests, under happy-dom or not): which
 * client is running, carried across awaits (AsyncLocalStorage); a callback bound to the client that registered it
 * (AsyncResource); "a turn of the event loop later" (setImmediate); the repository's files (templates, translations)
 * read from disk, a language file as the build writes it into dist/ (scripts/lang-files.mjs); an environment variable.
 *
 * The page that runs the double in a browser (playground/index.html) builds with platform-browser.ts in this
 * file's place (vite.playground.config.ts redirects the import): both export the same names, so nothing else in
 * the double knows where it runs.
 */
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { mergedLanguageText, sharedLanguageCode } from "../scripts/lang-files.mjs";
import { servedAsset, servedPath } from "../scripts/module-assets.mjs";

/** Which client runs: a value that follows the code started under `run`, including its promises' continuations. */
export interface ClientContext<T> {
  run<R>(store: T, fn: () => R): R;
  getStore(): T | undefined;
  /** Stop tracking until the next run (the double is uninstalled). */
  disable(): void;
}

export function createClientContext<T>(): ClientContext<T> {
  const storage = new AsyncLocalStorage<T>();
  return {
    run: (store, fn) => storage.run(store, fn),
    getStore: () => storage.getStore(),
    disable: () => storage.disable(),
  };
}

/** `fn`, to be called later (by an observer, say) on the client running now. */
export function bindToCurrentClient<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return AsyncResource.bind(fn);
}

/** Run fn at the next turn of the event loop, after the work already queued. */
export function nextTurn(fn: () => void): void {
  setImmediate(fn);
}

/** Whether the page's own IntersectionObserver is kept: Node's DOM (happy-dom) has none that reports. */
export const NATIVE_INTERSECTION_OBSERVER = false;

// From a path, not a URL object: under happy-dom the global URL is not Node's.
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

export function joinPath(...parts: string[]): string {
  return join(...parts);
}

/**
 * A text file's content, or undefined when there is no such file. The module's lang/<code>.json is read as Foundry
 * fetches it from the built module: with the rule sets' own words merged in; so are its templates and style sheets,
 * from the card kind's or rule set's folder that holds them (scripts/module-assets.mjs).
 */
export function readTextFile(path: string): string | undefined {
  const served = servedPath(REPO_ROOT, resolve(path));
  if (served !== undefined) return servedAsset(REPO_ROOT, served);
  if (!existsSync(path)) return undefined;
  const language = sharedLanguageCode(REPO_ROOT, resolve(path));
  return language === undefined ? readFileSync(path, "utf8") : mergedLanguageText(REPO_ROOT, language);
}

export function environmentVariable(name: string): string | undefined {
  return process.env[name];
}

/** Put an element the double draws (a client's chat log, an application) into the page. */
export function mountElement(element: HTMLElement, _userId: string): void {
  document.body.append(element);
}

/**
 * A second page, as a browser window Foundry v14 detaches a window into (applications/detached.ts): a happy-dom
 * Window of its own (its own document, focus, frames and observers), closed by `close()`.
 */
export async function openPage(_id: string, _size: { width?: number; height?: number }): Promise<Window> {
  const { Window: PageWindow } = await import("happy-dom");
  const page = new PageWindow({ url: globalThis.location?.href ?? "http://localhost/" });
  return page as unknown as Window;
}
