import { isExpression, resolveField } from "../core/expressions/field-expression";

/**
 * A card's spec with each field written with `@` read from its character now (`actor`'s roll data; none: an `@` is
 * refused, saying a character is needed); a spec without any `@` is returned as it is.
 */
export function withCharacterNumbers<T>(spec: T, actor: Actor.Implementation | null): T {
  if (spec === null || typeof spec !== "object") return spec;
  const entries = Object.entries(spec as Record<string, unknown>);
  if (!entries.some(([, value]) => isExpression(value))) return spec;
  const rollData = actor?.getRollData() ?? null;
  return Object.fromEntries(entries.map(([name, value]) => [name, resolveField(value, rollData)])) as T;
}
