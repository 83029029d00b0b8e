import type { YieldedKey } from "../../core/notation/world-keys";

/**
 * Which of our keys this world gave ours (`api.dice.keys`, docs/notation.md "A guest in every world"): each of our
 * modifier keys and own dice's denominations, as this world writes it — itself where it is free, null where the
 * world's dice already use it (its rule set's rolls that need it are refused here) — and what each yielded to.
 */
export interface DiceKeys {
  /** `{ ko: "ko", kr: "kr", kc: "kc", p: null }` in a world whose dice read `p` (YZUR's push limit). */
  readonly modifiers: Readonly<Record<string, string | null>>;
  /** `{ i: null }` in a Star Wars FFG or Genesys world, whose difficulty die is `i`. */
  readonly denominations: Readonly<Record<string, string | null>>;
  /** The keys the world keeps, each with the name of its class that holds it. */
  readonly yielded: readonly YieldedKey[];
}

/** The keys of a die class's modifier table (none for anything else). */
function modifierKeysOf(cls: unknown): readonly string[] {
  const table: unknown = typeof cls === "function" ? Reflect.get(cls, "MODIFIERS") : undefined;
  return typeof table === "object" && table !== null ? Object.keys(table) : [];
}

/**
 * Our modifier keys that one of the world's die classes — every one registered under a denomination (Foundry's `d`,
 * a system's `i`, YZUR's `12`) — already reads, with that class's name. Any class counts: YZUR's dice read `p` on
 * `2d12` through its own `12` class while `CONFIG.Dice.terms.d` stays Foundry's Die.
 */
export function modifiersTaken(keys: readonly string[]): YieldedKey[] {
  const classes: unknown[] = Object.values(CONFIG.Dice.terms);
  return keys.flatMap((key) => {
    const holder = classes.find((cls) => modifierKeysOf(cls).includes(key));
    return typeof holder === "function" ? [{ kind: "modifier" as const, key, holder: holder.name }] : [];
  });
}

/** The name of the class the world registered under this denomination, if any. */
export function registeredTerm(denomination: string): string | undefined {
  const cls: unknown = Reflect.get(CONFIG.Dice.terms, denomination);
  return typeof cls === "function" ? cls.name : undefined;
}

/**
 * What `api.dice.keys` reports: frozen, and a copy of the list the notation reads (core/notation/world-keys.ts), so a
 * module that writes to the report (in plain JavaScript, past its read-only types) changes neither it nor our rolls.
 */
export function diceKeys(
  modifiers: readonly string[],
  denominations: readonly string[],
  yielded: readonly YieldedKey[],
): DiceKeys {
  const asWritten = (kind: YieldedKey["kind"]) => (key: string) =>
    [key, yielded.some((held) => held.kind === kind && held.key === key) ? null : key] as const;
  return Object.freeze({
    modifiers: Object.freeze(Object.fromEntries(modifiers.map(asWritten("modifier")))),
    denominations: Object.freeze(Object.fromEntries(denominations.map(asWritten("denomination")))),
    yielded: Object.freeze(yielded.map((held) => Object.freeze({ ...held }))),
  });
}
