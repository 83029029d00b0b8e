/**
 * Our side of Foundry's two registries, `Hooks` and `CONFIG.queries`: the typed wrapper that the hook modules
 * beside it (one file per hook) and every query register through. fvtt-types knows Foundry's own hook names with
 * Foundry's document types, while our listeners read those documents through small structural types (CardMessage
 * and the like), and our own hooks (`indie-dice.preRoll`, `indie-dice.roll`, `indie-dice.contestResolved`) and
 * queries are names it cannot know. This one file is where the two meet, instead of a cast at every listener.
 */
import type { IndieDiceError } from "../../core/errors";
import { queryPayloadLimit } from "../../core/limits";
import { payloadError, payloadProblem } from "../../core/payload-bounds";
import { refusal, type Refusal } from "../refusal";

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

/** Each handler in `CONFIG.queries` as it was registered, behind the check that guards it. */
const registered = new WeakMap<QueryHandler, QueryHandler>();

/**
 * Registers a query every other client may send the active GM's client (players may query by default), behind one
 * check for all of them (docs/limits.md "What another client may send"): its data is measured against the query's
 * PayloadLimit (src/core/limits.ts) before the handler sees it, so no handler looks anything up, loops or rolls for
 * a payload past it. The asker is answered with the refusal, which it shows in its own language.
 */
export function registerQuery(name: string, handler: QueryHandler): void {
  const limit = queryPayloadLimit(name);
  const guarded: QueryHandler = (data, options) => {
    const problem = payloadProblem(data, limit);
    return problem ? payloadRefusal(name, payloadError(problem, limit)) : handler(data, options);
  };
  registered.set(guarded, handler);
  queries()[name] = guarded;
}

/** The handler registered under a name (the one behind its check: whoever calls it has checked the data). */
export function queryHandler(name: string): QueryHandler | undefined {
  const found = queries()[name];
  return found && (registered.get(found) ?? found);
}

/** A refused query's answer, as every card query answers one, logged on the GM's client like a handler's refusal. */
function payloadRefusal(name: string, error: IndieDiceError): Refusal {
  const refused = refusal(error);
  console.warn(`Indie Dice | ${name} refused: ${refused.message}`);
  return refused;
}
