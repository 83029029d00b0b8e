/**
 * The Hooks event bus (v13 client/helpers/hooks.mjs): on/once/off, callAll (every listener) and call (stops at
 * the first listener returning false). As in Foundry, an error thrown by a listener is caught, reported through
 * Hooks.onError and the "error" hook, and does not stop the other listeners; the double also records it so tests
 * can assert that no listener failed.
 */
import { globalOf } from "./globals";

type HookListener = (...args: never[]) => unknown;

interface HookedFunction {
  hook: string;
  id: number;
  fn: HookListener;
  once: boolean;
}

export interface HookError {
  location: string;
  error: Error;
  data: Record<string, unknown>;
}

export class HooksDouble {
  readonly #events: Record<string, HookedFunction[]> = {};

  readonly #ids = new Map<number, HookedFunction>();

  #nextId = 1;

  /** Errors reported through onError (listener failures included), oldest first. */
  readonly errors: HookError[] = [];

  get events(): Record<string, HookedFunction[]> {
    return this.#events;
  }

  on(hook: string, fn: HookListener, { once = false }: { once?: boolean } = {}): number {
    const id = this.#nextId++;
    this.#events[hook] ??= [];
    const entry = { hook, id, fn, once };
    this.#events[hook].push(entry);
    this.#ids.set(id, entry);
    return id;
  }

  once(hook: string, fn: HookListener): number {
    return this.on(hook, fn, { once: true });
  }

  /** Remove a listener by id or by function. */
  off(hook: string, fn: HookListener | number): void {
    if (typeof fn === "number") {
      const entry = this.#ids.get(fn);
      if (!entry) return;
      this.#ids.delete(fn);
      const list = this.#events[entry.hook] ?? [];
      list.splice(
        list.findIndex((h) => h.id === fn),
        1,
      );
      return;
    }
    const list = this.#events[hook];
    const index = list ? list.findIndex((h) => h.fn === fn) : -1;
    if (!list || index === -1) return;
    const [entry] = list.splice(index, 1);
    if (entry) this.#ids.delete(entry.id);
  }

  callAll(hook: string, ...args: unknown[]): true {
    for (const entry of Array.from(this.#events[hook] ?? [])) this.#call(entry, args);
    return true;
  }

  call(hook: string, ...args: unknown[]): boolean {
    for (const entry of Array.from(this.#events[hook] ?? [])) {
      if (this.#call(entry, args) === false) return false;
    }
    return true;
  }

  /** Report an error: optionally prefix a message, log, notify, then call the "error" hook. */
  onError(
    location: string,
    error: unknown,
    {
      msg = "",
      notify = null,
      log = null,
      ...data
    }: { msg?: string; notify?: string | null; log?: string | null; [key: string]: unknown } = {},
  ): void {
    if (!(error instanceof Error)) return;
    const reported = msg ? new Error(`${msg}. ${error.message}`, { cause: error }) : error;
    this.errors.push({ location, error: reported, data });
    if (log) (console as unknown as Record<string, (e: unknown) => void>)[log]?.(reported);
    if (notify) {
      const notifications = globalOf<{ notifications?: Record<string, (m: string) => unknown> }>("ui")?.notifications;
      notifications?.[notify]?.(msg || reported.message);
    }
    this.callAll("error", location, reported, data);
  }

  #call(entry: HookedFunction, args: unknown[]): unknown {
    if (entry.once) this.off(entry.hook, entry.id);
    try {
      return (entry.fn as (...a: unknown[]) => unknown)(...args);
    } catch (err) {
      const msg = `Error thrown in hooked function '${entry.fn?.name}' for hook '${entry.hook}'`;
      if (entry.hook !== "error") this.onError("Hooks.#call", err, { msg, hook: entry.hook, fn: entry.fn });
      return undefined;
    }
  }
}
