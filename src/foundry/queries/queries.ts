/**
 * Our side of Foundry's `CONFIG.queries`: every query of ours is registered here, behind one check of its payload.
 * The names and their handlers' type are declared in `CONFIG.Queries` by each card kind, beside its declaration.
 */
import type { IndieDiceError } from "../../core/errors";
import { queryPayloadLimit } from "../../core/limits";
import { payloadError, payloadProblem } from "../../core/payload-bounds";
import { refusal, type Refusal } from "../refusal";
import type { IndieQueryName, QueryHandler } from "../types/queries";

/** Each handler in `CONFIG.queries` as it was registered, behind the check that guards it. */
const registered = new WeakMap<QueryHandler, QueryHandler>();

/**
 * Registers a query every other client may send the active GM's client (players may query by default), behind one
 * check for all of them (docs/limits.md "What another client may send"): its data is measured against the query's
 * PayloadLimit (src/core/limits.ts) before the handler sees it, so no handler looks anything up, loops or rolls for
 * a payload past it. The asker is answered with the refusal, which it shows in its own language.
 */
export function registerQuery(name: IndieQueryName, handler: QueryHandler): void {
  const limit = queryPayloadLimit(name);
  const guarded: QueryHandler = (data, options) => {
    const problem = payloadProblem(data, limit);
    return problem ? payloadRefusal(name, payloadError(problem, limit)) : handler(data, options);
  };
  registered.set(guarded, handler);
  CONFIG.queries[name] = guarded;
}

/** The handler registered under a name (the one behind its check: whoever calls it has checked the data). */
export function queryHandler(name: IndieQueryName): QueryHandler | undefined {
  const found: QueryHandler | undefined = CONFIG.queries[name];
  return found && (registered.get(found) ?? found);
}

/** A refused query's answer, as every card query answers one, logged on the GM's client like a handler's refusal. */
function payloadRefusal(name: string, error: IndieDiceError): Refusal {
  const refused = refusal(error);
  console.warn(`Indie Dice | ${name} refused: ${refused.message}`);
  return refused;
}
