/**
 * A part of the calculator fetched only when the page first needs it: vite.site.config.ts builds each
 * `?lazy-script` import as a classic script of its own (the page runs from `file://` too, where a browser runs no
 * ES module, so no dynamic `import()`), which leaves its exports in one global variable. The page adds its
 * `<script>` tag once and reads the variable when it has run.
 */

/** What a `?lazy-script` import gives: the script's URL, relative to the page, and the variable it sets. */
interface LazyScriptSource {
  readonly url: string;
  readonly global: string;
}

type LoadState<T> = { readonly kind: "idle" | "loading" | "failed" } | { readonly kind: "ready"; readonly exports: T };

export class LazyScript<T extends object> {
  #state: LoadState<T> = { kind: "idle" };
  /** Whoever waits for the script (the formula tab, the Contest view): each called once when it settles. */
  readonly #waiting = new Set<() => void>();

  constructor(private readonly source: LazyScriptSource) {}

  /** The script's exports once it has run; null before. */
  get exports(): T | null {
    return this.#state.kind === "ready" ? this.#state.exports : null;
  }

  /** The script could not be fetched (or left nothing): the page says so, until it is reloaded. */
  get failed(): boolean {
    return this.#state.kind === "failed";
  }

  /**
   * Fetches the script the first time it is called, and calls `onSettled` once it has run or failed (each function
   * once, however often it asked); a call once it has settled does nothing.
   */
  load(onSettled: () => void): void {
    if (this.#state.kind === "ready" || this.#state.kind === "failed") return;
    this.#waiting.add(onSettled);
    if (this.#state.kind === "loading") return;
    this.#state = { kind: "loading" };
    const tag = document.createElement("script");
    tag.src = this.source.url;
    tag.addEventListener("load", () => {
      const exports: unknown = Reflect.get(window, this.source.global);
      this.#settle(
        typeof exports === "object" && exports !== null ? { kind: "ready", exports: exports as T } : { kind: "failed" },
      );
    });
    tag.addEventListener("error", () => {
      tag.remove();
      this.#settle({ kind: "failed" });
    });
    document.head.append(tag);
  }

  #settle(state: LoadState<T>): void {
    this.#state = state;
    const waiting = [...this.#waiting];
    this.#waiting.clear();
    for (const onSettled of waiting) onSettled();
  }
}
