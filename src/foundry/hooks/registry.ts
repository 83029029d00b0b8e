/**
 * Our side of Foundry's two registries, `Hooks` and `CONFIG.queries`: the typed wrapper that the hook modules
 * beside it (one file per hook) and every query register through. fvtt-types knows Foundry's own hook names with
 * Foundry's document types, while our listeners read those documents through small structural types (CardMessage
 * and the like), and our own hooks (`indie-dice.preRoll`, `indie-dice.roll`, `indie-dice.contestResolved`) and
 * queries are names it cannot know. This one file is where the two meet, instead of a cast at every listener.
 */

/** A listener of a hook, with the argument types it reads (checked by Foundry's own calls, not by the compiler). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => unknown;

interface UntypedHooks {
  on(name: string, listener: Listener): number;
  once(name: string, listener: Listener): number;
  off(name: string, id: number): void;
  call(name: string, ...args: unknown[]): boolean;
  callAll(name: string, ...args: unknown[]): boolean;
}

function hooks(): UntypedHooks {
  // fvtt-types types each hook name with Foundry's own arguments; our names and structural arguments are not among them.
  return Hooks as unknown as UntypedHooks;
}

export function onHook(name: string, listener: Listener): number {
  return hooks().on(name, listener);
}

export function onceHook(name: string, listener: Listener): number {
  return hooks().once(name, listener);
}

/** Calls every listener in turn; false when one returned false (which cancels what the hook announces). */
export function callModuleHook(name: string, ...args: unknown[]): boolean {
  return hooks().call(name, ...args);
}

/** Calls every listener; what they return is ignored. */
export function callAllModuleHooks(name: string, ...args: unknown[]): void {
  hooks().callAll(name, ...args);
}

/** A `CONFIG.queries` handler (v13): the query's data and options; what it returns is sent back to the asker. */
export type QueryHandler = (data: unknown, options: { timeout?: number }) => unknown;

function queries(): Record<string, QueryHandler | undefined> {
  // fvtt-types lists Foundry's own queries only; ours are registered by name at runtime.
  return CONFIG.queries as unknown as Record<string, QueryHandler | undefined>;
}

export function registerQuery(name: string, handler: QueryHandler): void {
  queries()[name] = handler;
}

export function queryHandler(name: string): QueryHandler | undefined {
  return queries()[name];
}
