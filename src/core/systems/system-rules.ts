/**
 * A game system's rules as its settings hold them (docs/systems.md "A system's rule preset"): a system whose
 * settings page offers rule presets (Twodsix's Cepheus Engine, Mongoose 2e, …) writes the chosen preset's values into
 * its individual settings, and a world may change any of them after. So an adapter reads the settings its rolls
 * read, each by name, never the preset's key: the adapter names each with the value the system registers as its
 * default, and a setting the system does not register (another version), or one holding a value of another type, reads
 * as that default. Plain values only: a string, a number or a boolean.
 */

type SystemRuleValue = string | number | boolean;

/** The rules an adapter reads, by setting name, each with the system's own default. */
export type SystemRuleValues = Readonly<Record<string, SystemRuleValue>>;

/** Whether a value read is of its default's type (and, a number, no NaN). */
function ofType(value: unknown, fallback: SystemRuleValue): value is SystemRuleValue {
  return typeof value === typeof fallback && !Number.isNaN(value);
}

/** Each rule read by `read(name)`, or its default where what is read is not of the default's type. */
export function readSystemRules<T extends SystemRuleValues>(defaults: T, read: (name: string) => unknown): T {
  const rules: Record<string, SystemRuleValue> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = read(name);
    rules[name] = ofType(value, fallback) ? value : fallback;
  }
  return { ...defaults, ...rules };
}
