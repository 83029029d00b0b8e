/**
 * The registry of the rule sets' core descriptors. It imports none of them: src/rule-sets/core.ts registers each
 * (one line per rule set, a descriptor from its own folder `src/rule-sets/<id>/core`), imported by each entry before
 * anything looks a rule set up. Each layer adds what it owns in its own registry — src/ui/rule-sets.ts
 * the dialog and card models, src/foundry/rule-sets.ts the Roll class — so that no other code needs a table or a
 * switch over rule-set ids: it looks the rule set up here, or loops over the registry (docs/architecture.md
 * "Layers").
 */
import { LIMITS, type Limit } from "./limits";
import type { CoreRuleSet } from "./rule-set";
import type { RuleSetId } from "./rule-set-types";

const registered: { [R in RuleSetId]?: CoreRuleSet<R> } = {};
const ids: RuleSetId[] = [];
/** What each table made by `registryTable` adds for a rule set: run again for every rule set registered later. */
const tableFillers: ((id: RuleSetId) => void)[] = [];

/** Every rule set, in the order they were registered: the order the pickers and settings show them. */
export const RULE_SET_IDS: readonly RuleSetId[] = ids;

/** Each registered rule set's core descriptor, by id. */
// Filled by registerCoreRuleSet before any other module reads it: every id RULE_SET_IDS lists has its entry.
export const CORE_RULE_SETS = registered as { readonly [R in RuleSetId]: CoreRuleSet<R> };

/** Adds a rule set to the core; its id must be new. */
export function registerCoreRuleSet<R extends RuleSetId>(ruleSet: CoreRuleSet<R>): void {
  if (isRuleSetId(ruleSet.id)) throw new Error(`the rule set ${ruleSet.id} is registered twice`);
  Object.assign(registered, { [ruleSet.id]: ruleSet });
  ids.push(ruleSet.id);
  for (const fill of tableFillers) fill(ruleSet.id);
}

/** Is this a registered rule set's id? A stored card naming any other is refused. */
export function isRuleSetId(value: unknown): value is RuleSetId {
  return ids.some((id) => id === value);
}

/** Any registered rule set's core descriptor. */
type SomeCoreRuleSet = { [R in RuleSetId]: CoreRuleSet<R> }[RuleSetId];

/**
 * A value read from every registered rule set, for code that asks often (every term of a formula, every die of a
 * chat log): read again only when a rule set was registered since.
 */
export function readRegistry<T>(read: (ruleSets: readonly SomeCoreRuleSet[]) => T): () => T {
  let readAt = -1;
  let value: T;
  return () => {
    if (readAt !== ids.length) {
      value = read(ids.map((id): SomeCoreRuleSet => CORE_RULE_SETS[id]));
      readAt = ids.length;
    }
    return value;
  };
}

/**
 * A table of entries read from every registered rule set, kept whole as more are registered: a rule set registered
 * after the table was made gets its entries too (docs/architecture.md "Adding a rule set").
 */
export function registryTable<T>(entries: (id: RuleSetId) => readonly (readonly [string, T])[]): Readonly<Record<string, T>> {
  const table: Record<string, T> = {};
  const fill = (id: RuleSetId) => {
    for (const [key, value] of entries(id)) table[key] = value;
  };
  for (const id of ids) fill(id);
  tableFillers.push(fill);
  return table;
}

/**
 * One field of every registered rule set's descriptor, by id. Named, so that a declaration file written from a table
 * (the rule-set authors', `npm run build:types`) keeps it a table over every id, a module's rule set's too, rather
 * than spelling out the five ids there were when it was written.
 */
export type RuleSetTable<K extends keyof CoreRuleSet<RuleSetId>> = { readonly [R in RuleSetId]: CoreRuleSet<R>[K] };

/** One field of every registered rule set's descriptor, by id: what the engine's public tables (`exactOdds`, `luckOf`) are. */
export function tableOfRuleSets<K extends keyof CoreRuleSet<RuleSetId>>(field: K): RuleSetTable<K> {
  // The table holds every registered id, each with its own descriptor's field.
  return registryTable<unknown>((id) => [[id, CORE_RULE_SETS[id][field]]]) as RuleSetTable<K>;
}


/**
 * Every limit with its name, the shared ones (src/core/limits.ts) and each registered rule set's own
 * (`CoreRuleSet.limits`): the README's table lists them all (docs/limits.md), and tests walk them.
 */
export function listLimits(): readonly (readonly [string, Limit])[] {
  return [...Object.entries(LIMITS), ...ids.flatMap((id) => Object.entries(CORE_RULE_SETS[id].limits ?? {}))];
}
