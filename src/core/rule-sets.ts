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

/** A table made by `registryTable`: its entries, who each key is from, and what a rule set adds to it. */
interface RegistryTable {
  readonly table: Record<string, unknown>;
  /** Each key's owner: a rule set's id, or null for a key Indie Dice itself keeps (`reserved`). */
  readonly owners: Map<string, RuleSetId | null>;
  readonly entries: (id: RuleSetId) => readonly (readonly [string, unknown])[];
}

/** Every table made by `registryTable`: each gains a rule set's entries as it is registered. */
const tables: RegistryTable[] = [];

/** Every rule set, in the order they were registered: the order the pickers and settings show them. */
export const RULE_SET_IDS: readonly RuleSetId[] = ids;

/** Each registered rule set's core descriptor, by id. */
// Filled by registerCoreRuleSet before any other module reads it: every id RULE_SET_IDS lists has its entry.
export const CORE_RULE_SETS = registered as { readonly [R in RuleSetId]: CoreRuleSet<R> };

/** Adds a rule set to the core; its id must be new, and no key it adds to a registry table another's. */
export function registerCoreRuleSet<R extends RuleSetId>(ruleSet: CoreRuleSet<R>): void {
  if (isRuleSetId(ruleSet.id)) throw new Error(`the rule set ${ruleSet.id} is registered twice`);
  const added = provisionally(ruleSet, () => tables.map(({ entries }) => entries(ruleSet.id)));
  const clash = clashIn(added);
  if (clash) throw new Error(`the rule set ${ruleSet.id} names ${clash.key}, which is ${clash.owner ?? "Indie Dice"}'s already`);
  Object.assign(registered, { [ruleSet.id]: ruleSet });
  ids.push(ruleSet.id);
  tables.forEach(({ table, owners }, index) => {
    for (const [key, value] of added[index]!) {
      table[key] = value;
      owners.set(key, ruleSet.id);
    }
  });
}

/**
 * The first key this rule set would add to a registry table that is taken already — by another rule set (its id),
 * or by Indie Dice (null) — or null when there is none: a table never lets one rule set's member silently replace
 * another's (`api.odds.checkOdds` is OGS's; a module's rule set may not take the name).
 */
export function registryClash<R extends RuleSetId>(ruleSet: CoreRuleSet<R>): { readonly key: string; readonly owner: RuleSetId | null } | null {
  if (isRuleSetId(ruleSet.id)) return null;
  return clashIn(provisionally(ruleSet, () => tables.map(({ entries }) => entries(ruleSet.id))));
}

/** The first key of `added` (one list a table, in the tables' order) a table has already, with its owner. */
function clashIn(added: readonly (readonly (readonly [string, unknown])[])[]): { readonly key: string; readonly owner: RuleSetId | null } | null {
  for (const [index, { owners }] of tables.entries()) {
    for (const [key] of added[index]!) {
      if (owners.has(key)) return { key, owner: owners.get(key) ?? null };
    }
  }
  return null;
}

/** `read` with the rule set in the registry (the tables' entries read it by id), which is then as it was. */
function provisionally<R extends RuleSetId, T>(ruleSet: CoreRuleSet<R>, read: () => T): T {
  Object.assign(registered, { [ruleSet.id]: ruleSet });
  try {
    return read();
  } finally {
    Reflect.deleteProperty(registered, ruleSet.id);
  }
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
 * after the table was made gets its entries too (docs/architecture.md "Adding a rule set"). `reserved`: the keys
 * Indie Dice puts in the table itself, which no rule set may take; a rule set whose key is taken is refused
 * (`registryClash`).
 */
export function registryTable<T>(entries: (id: RuleSetId) => readonly (readonly [string, T])[], reserved: readonly string[] = []): Readonly<Record<string, T>> {
  const table: Record<string, T> = {};
  const owners = new Map<string, RuleSetId | null>(reserved.map((key) => [key, null]));
  for (const id of ids) {
    for (const [key, value] of entries(id)) {
      if (owners.has(key)) throw new Error(`the rule set ${id} names ${key}, which is ${owners.get(key) ?? "Indie Dice"}'s already`);
      table[key] = value;
      owners.set(key, id);
    }
  }
  tables.push({ table, owners, entries });
  return table;
}

/**
 * One field of every registered rule set's descriptor, by id. Named, so that a declaration file written from a table
 * (the rule-set authors', `npm run build:types`) keeps it a table over every id, a module's rule set's too, rather
 * than spelling out the five ids there were when it was written.
 */
export type RuleSetTable<K extends keyof CoreRuleSet<RuleSetId>> = { readonly [R in RuleSetId]: CoreRuleSet<R>[K] };

/**
 * One field of every registered rule set's descriptor, by id: what the engine's public tables (`exactOdds`, `luckOf`)
 * are; `reserved`, the members Indie Dice adds beside the ids (no rule set may have such an id).
 */
export function tableOfRuleSets<K extends keyof CoreRuleSet<RuleSetId>>(field: K, reserved: readonly string[] = []): RuleSetTable<K> {
  // The table holds every registered id, each with its own descriptor's field.
  return registryTable<unknown>((id) => [[id, CORE_RULE_SETS[id][field]]], reserved) as RuleSetTable<K>;
}


/**
 * Every limit with its name, the shared ones (src/core/limits.ts) and each registered rule set's own
 * (`CoreRuleSet.limits`): the README's table lists them all (docs/limits.md), and tests walk them.
 */
export function listLimits(): readonly (readonly [string, Limit])[] {
  return [...Object.entries(LIMITS), ...ids.flatMap((id) => Object.entries(CORE_RULE_SETS[id].limits ?? {}))];
}
