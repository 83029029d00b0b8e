/**
 * The registry of the rule sets' core descriptors. It imports none of them: each rule set's package is registered here
 * (src/foundry/rule-set-package.ts `registerPackage`: one line per rule set in src/rule-sets/built-in.ts, imported by
 * each entry before anything looks a rule set up; a module's in the hook). Each layer adds what it owns in its own
 * registry — src/ui/rule-sets.ts the dialog and card models, src/foundry/rule-sets.ts the Roll class — so that no other
 * code needs a table or a switch over rule-set ids: it looks the rule set up here, or loops over the registry
 * (docs/architecture.md "Layers").
 */
import { LIMITS, type Limit } from "./limits";
import type { CoreRuleSet } from "./rule-set";
import type { RuleSetId } from "./rule-set-types";

const registered: { [R in RuleSetId]?: CoreRuleSet<R> } = {};
const ids: RuleSetId[] = [];

/** What a table made by `registryTable` gains from one rule set: its keys and their values. */
type Entries<T = unknown> = readonly (readonly [string, T])[];

/** A table made by `registryTable`: its entries, who each key is from, and what a rule set adds to it. */
interface RegistryTable<T = unknown> {
  readonly table: Record<string, T>;
  /** Each key's owner: a rule set's id, or null for a key Indie Dice itself keeps (`reserved`). */
  readonly owners: Map<string, RuleSetId | null>;
  readonly entries: (id: RuleSetId) => Entries<T>;
}

/** A key a rule set would add that a table has already, and whose it is (null: Indie Dice's own). */
interface RegistryClash {
  readonly key: string;
  readonly owner: RuleSetId | null;
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
  const added = entriesOf(ruleSet);
  const clash = firstClash(added);
  if (clash) throw clashError(ruleSet.id, clash);
  Object.assign(registered, { [ruleSet.id]: ruleSet });
  ids.push(ruleSet.id);
  tables.forEach((table, index) => addEntries(table, ruleSet.id, added[index]!));
}

/**
 * The first key this rule set would add to a registry table that is taken already — by another rule set, or by
 * Indie Dice — or null when there is none: a table never lets one rule set's member silently replace another's
 * (`api.odds.checkOdds` is OGS's; a module's rule set may not take the name).
 */
export function registryClash<R extends RuleSetId>(ruleSet: CoreRuleSet<R>): RegistryClash | null {
  return isRuleSetId(ruleSet.id) ? null : firstClash(entriesOf(ruleSet));
}

/** What the rule set would add to each table, in the tables' order: read with it in the registry, then as it was. */
function entriesOf<R extends RuleSetId>(ruleSet: CoreRuleSet<R>): Entries[] {
  Object.assign(registered, { [ruleSet.id]: ruleSet });
  try {
    return tables.map(({ entries }) => entries(ruleSet.id));
  } finally {
    Reflect.deleteProperty(registered, ruleSet.id);
  }
}

/** The first of `added` (one list a table, in the tables' order) its table has already. */
function firstClash(added: readonly Entries[]): RegistryClash | null {
  for (const [index, table] of tables.entries()) {
    const clash = clashIn(table, added[index]!);
    if (clash) return clash;
  }
  return null;
}

function clashIn<T>({ owners }: RegistryTable<T>, entries: Entries<T>): RegistryClash | null {
  const taken = entries.find(([key]) => owners.has(key));
  return taken ? { key: taken[0], owner: owners.get(taken[0]) ?? null } : null;
}

function clashError(id: RuleSetId, { key, owner }: RegistryClash): Error {
  return new Error(`the rule set ${id} names ${key}, which is ${owner ?? "Indie Dice"}'s already`);
}

function addEntries<T>({ table, owners }: RegistryTable<T>, id: RuleSetId, entries: Entries<T>): void {
  for (const [key, value] of entries) {
    table[key] = value;
    owners.set(key, id);
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
export function registryTable<T>(
  entries: (id: RuleSetId) => Entries<T>,
  reserved: readonly string[] = [],
): Readonly<Record<string, T>> {
  const made: RegistryTable<T> = { table: {}, owners: new Map(reserved.map((key) => [key, null])), entries };
  for (const id of ids) {
    const added = entries(id);
    const clash = clashIn(made, added);
    if (clash) throw clashError(id, clash);
    addEntries(made, id, added);
  }
  tables.push(made);
  return made.table;
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
export function tableOfRuleSets<K extends keyof CoreRuleSet<RuleSetId>>(
  field: K,
  reserved: readonly string[] = [],
): RuleSetTable<K> {
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
