/**
 * The double's platform in a browser page (playground/index.html builds it in place of platform.ts, which has the
 * same exports and says what each is for). The page holds several Foundry clients side by side, so the hard part is
 * the one Node solves with AsyncLocalStorage: which client is running, carried from code started on a client to
 * everything that continues it later.
 *
 * The semantics chosen are AsyncLocalStorage's: a callback runs on the client that was running when it was handed
 * over (registered), not on whichever client happens to be running when it is called. A single slot holds the
 * running client during the synchronous extent of `run`; every way the page's code continues later is made to carry
 * the slot's value from the moment of registration to the moment of the call:
 * - promise continuations: `Promise.prototype.then` is wrapped (`catch`, `finally`, `Promise.all` and `await` of a
 *   thenable call it too). A native `await` does not call it, so the page lowers async functions, async generators
 *   and `for await` to generators driven by `.then` (vite.playground.config.ts, esbuild's `supported` flags): every
 *   `await` in the page's own code, the double's and the module's then continues on the client that awaited;
 * - timers and frames: setTimeout, setInterval, requestAnimationFrame, requestIdleCallback, queueMicrotask;
 * - observers: IntersectionObserver, MutationObserver and ResizeObserver report on the client that created them;
 * - DOM events: a listener runs on the client that added it, unless the event happened inside a client's part of
 *   the page (`setEventScope`): a click in the player's pane is the player's, whoever drew the button.
 *
 * Limits, all of them places where the slot falls back to no client (the double's base user):
 * - an `await` that is not lowered (code the build does not transform: a dependency's own async function) loses
 *   the client after its first pause; the page's dependencies that run on a client (handlebars) are synchronous;
 * - `on<event>` handler properties, MessageChannel ports, workers and `fetch` callbacks are not wrapped;
 * - an event outside every pane, on a listener added outside every client, runs on no client.
 * Nested runs restore the outer client when they return, so a broadcast that visits every client in turn, or a
 * query that runs on the GM's client inside a player's click, leaves the player's client running afterwards.
 */

/** The store of the client now running (undefined: none). One page, one slot. */
let current: unknown;

function runWith<R>(store: unknown, fn: () => R): R {
  const previous = current;
  current = store;
  try {
    return fn();
  } finally {
    current = previous;
  }
}

/** `fn` bound to a store: called later, it runs with that store in the slot. */
function bound<A extends unknown[], R>(fn: (...args: A) => R, store: unknown = current): (...args: A) => R {
  return function (this: unknown, ...args: A): R {
    return runWith(store, () => fn.apply(this, args));
  };
}

export interface ClientContext<T> {
  run<R>(store: T, fn: () => R): R;
  getStore(): T | undefined;
  disable(): void;
}

export function createClientContext<T>(): ClientContext<T> {
  carryClientsAcrossCallbacks();
  return {
    run: (store, fn) => runWith(store, fn),
    getStore: () => current as T | undefined,
    // Nothing to turn off: the slot is empty whenever no run is on the stack.
    disable: () => undefined,
  };
}

export function bindToCurrentClient<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return bound(fn);
}

/** A task later (a timer of 0 ms: after the microtasks and the events already queued). */
export function nextTurn(fn: () => void): void {
  setTimeout(fn, 0);
}

/** The page has layout: its own IntersectionObserver reports what is really in view. */
export const NATIVE_INTERSECTION_OBSERVER = true;

/** Files are named by their path in the repository ("templates/chat/card.hbs", "lang/de.json"). */
export const REPO_ROOT = "";

export function joinPath(...parts: string[]): string {
  return parts
    .filter((part) => part !== "")
    .join("/")
    .replace(/\/+/g, "/")
    .replace(/^\.\//, "");
}

const files = new Map<string, string>();

/** The page hands over the repository's files the double reads (bundled with the page: there is no disk). */
export function provideFiles(entries: Record<string, string>): void {
  for (const [path, text] of Object.entries(entries)) files.set(joinPath(path), text);
}

export function readTextFile(path: string): string | undefined {
  return files.get(joinPath(path));
}

export function environmentVariable(_name: string): string | undefined {
  return undefined;
}

type Mount = (element: HTMLElement, userId: string) => void;
let mount: Mount = (element) => document.body.append(element);

/** Where the page puts a client's chat log and windows (its pane). */
export function setMountPoint(fn: Mount): void {
  mount = fn;
}

export function mountElement(element: HTMLElement, userId: string): void {
  mount(element, userId);
}

/** Runs an event's listeners on the client whose part of the page the event happened in, if any. */
export type EventScope = (event: Event, dispatch: () => unknown) => unknown;
let eventScope: EventScope = (_event, dispatch) => dispatch();

export function setEventScope(scope: EventScope): void {
  eventScope = scope;
}

/* -------------------------------------------- */
/*  Carrying the client                         */
/* -------------------------------------------- */

let carrying = false;

/** What the wrapping replaced, to put back (`restoreNativeCallbacks`). */
const replaced: (() => void)[] = [];

function replace<T extends object, K extends keyof T>(owner: T, key: K, value: T[K]): void {
  const original = owner[key];
  owner[key] = value;
  replaced.push(() => void (owner[key] = original));
}

/** Puts back what carrying the client replaced (a test of this file, leaving its worker as it found it). */
export function restoreNativeCallbacks(): void {
  while (replaced.length) replaced.pop()!();
  carrying = false;
}

function carryClientsAcrossCallbacks(): void {
  if (carrying) return;
  carrying = true;
  const globals = globalThis as unknown as Record<string, unknown>;

  const nativeThen = Promise.prototype.then;
  replace(Promise.prototype, "then", function then<T, A, B>(
    this: Promise<T>,
    onFulfilled?: ((value: T) => A) | null,
    onRejected?: ((reason: unknown) => B) | null,
  ) {
    const store = current;
    return nativeThen.call(
      this,
      typeof onFulfilled === "function" ? bound(onFulfilled, store) : onFulfilled,
      typeof onRejected === "function" ? bound(onRejected, store) : onRejected,
    ) as Promise<A | B>;
  } as typeof Promise.prototype.then);

  for (const name of ["setTimeout", "setInterval", "requestAnimationFrame", "requestIdleCallback", "queueMicrotask"]) {
    const native = globals[name] as ((callback: unknown, ...rest: unknown[]) => unknown) | undefined;
    if (typeof native !== "function") continue;
    replace(globals, name, function (callback: unknown, ...rest: unknown[]) {
      return native.call(
        globalThis,
        typeof callback === "function" ? bound(callback as (...args: unknown[]) => unknown) : callback,
        ...rest,
      );
    });
  }

  for (const name of ["IntersectionObserver", "MutationObserver", "ResizeObserver"]) {
    const Native = globals[name] as
      (new (callback: (...args: unknown[]) => unknown, options?: unknown) => object) | undefined;
    if (typeof Native !== "function") continue;
    replace(
      globals,
      name,
      class extends Native {
        constructor(callback: (...args: unknown[]) => unknown, options?: unknown) {
          super(bound(callback), options);
        }
      },
    );
  }

  const wrappers = new WeakMap<object, Map<string, EventListener>>();
  const keyOf = (type: string, options?: boolean | EventListenerOptions) =>
    `${type}|${typeof options === "boolean" ? options : Boolean(options?.capture)}`;
  // The prototype that holds the DOM's listener methods: EventTarget's in a browser, another class in a DOM
  // emulated under Node (happy-dom), where the window may have its own.
  const owners = new Set([
    EventTarget.prototype,
    ...[globalThis.Node?.prototype, globalThis.window].filter(Boolean).map((target) => ownerOf(target!)),
  ]);
  for (const owner of owners) {
    const nativeAdd = owner.addEventListener;
    const nativeRemove = owner.removeEventListener;
    replace(
      owner,
      "addEventListener",
      function (
        this: EventTarget,
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) {
        if (!listener) return nativeAdd.call(this, type, listener, options);
        const key = keyOf(type, options);
        let byKey = wrappers.get(listener);
        if (!byKey) wrappers.set(listener, (byKey = new Map()));
        let wrapper = byKey.get(key);
        if (!wrapper) {
          const store = current;
          wrapper = function (this: unknown, event: Event) {
            const call = () =>
              typeof listener === "function" ? listener.call(this, event) : listener.handleEvent(event);
            return runWith(store, () => eventScope(event, call));
          };
          byKey.set(key, wrapper);
        }
        return nativeAdd.call(this, type, wrapper, options);
      },
    );
    replace(
      owner,
      "removeEventListener",
      function (
        this: EventTarget,
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | EventListenerOptions,
      ) {
        const wrapper = listener ? wrappers.get(listener)?.get(keyOf(type, options)) : undefined;
        return nativeRemove.call(this, type, wrapper ?? listener, options);
      },
    );
  }
}

/** The object in `target`'s prototype chain that defines addEventListener. */
function ownerOf(target: object): EventTarget {
  let owner: object | null = target;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, "addEventListener"))
    owner = Object.getPrototypeOf(owner) as object | null;
  return (owner ?? EventTarget.prototype) as EventTarget;
}

/**
 * A second page, as Foundry v14's detached window (applications/detached.ts): a same-origin blank browser window
 * (`window.open`, a popup of the size asked for). Opened from the user's click, as a browser requires.
 */
export async function openPage(id: string, size: { width?: number; height?: number }): Promise<Window> {
  const features = `popup,width=${Math.round(size.width ?? 640)},height=${Math.round(size.height ?? 720)}`;
  const opened = window.open("about:blank", `indie-dice-detached-${id}`, features);
  if (!opened) throw new Error("The detached window was blocked (popup blocker)");
  if (!opened.document.head) opened.document.documentElement.append(opened.document.createElement("head"));
  return opened;
}
