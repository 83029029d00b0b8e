/**
 * Why a module's rule set's own card kinds cannot be registered (docs/rule-set-authors.md "A card kind of your own"):
 * the hook's registry asks before it registers the package (src/foundry/rule-set-hook.ts), since a kind the loader
 * cannot read in init, one the card chunk cannot start, or one whose names another kind answers to, would break
 * cards that are not its own. Indie
 * Dice's own kinds are not asked: their code is listed where only the chunk imports it (src/rule-sets/cards.ts).
 */
import type { RegistryRefusal } from "../registration-window";
import type { AnyRuleSetCardKind } from "../types/card-kinds";
import type { CardApis, DeprecatedApiMembers, IndieDiceApi } from "../types/indie-dice-api";
import { ruleSetCardKinds } from "../rule-sets";
import { sharedCardKinds } from "./shared-card-kinds";

/** The API's own members (src/root/api.ts), which a kind's member would replace: one left out does not compile. */
const API_MEMBERS: {
  readonly [Member in Exclude<keyof IndieDiceApi, keyof CardApis | keyof DeprecatedApiMembers>]-?: true;
} = {
  ruleSets: true,
  odds: true,
  notation: true,
  dice: true,
  dialogs: true,
  fairness: true,
  savedRolls: true,
};

/** A kind's names in the registry of card kinds, as the loader reads them (card-chunk-loader.ts). */
interface KindNames {
  readonly api: string;
  readonly flag: string;
  readonly queries: readonly string[];
  readonly headlinedRollFlags?: readonly string[];
  readonly tellingDiceFlags?: readonly string[];
}

/** Every name a kind answers to: its API member, its card's and its rolls' flags, its queries. */
function namesOf(kind: KindNames): string[] {
  return [kind.api, kind.flag, ...kind.queries, ...(kind.headlinedRollFlags ?? []), ...(kind.tellingDiceFlags ?? [])];
}

/** Names, or a list of names (absent where it may be): a module's script is not type-checked by ours. */
const isName = (value: unknown): value is string => typeof value === "string" && value !== "";
const isNames = (value: unknown, optional = false): boolean =>
  (optional && value === undefined) || (Array.isArray(value) && value.every(isName));

/**
 * Whether the declaration is what the loader reads at startup: a kind's every name, and its API members as an object.
 */
function isWellFormed(kind: AnyRuleSetCardKind): boolean {
  const members: unknown = kind.apiMembers;
  return (
    isName(kind.api) &&
    isName(kind.flag) &&
    isNames(kind.queries) &&
    isNames(kind.headlinedRollFlags, true) &&
    isNames(kind.tellingDiceFlags, true) &&
    typeof members === "object" &&
    members !== null
  );
}

/**
 * The first of the package's card kinds that is not declared as one is read, has no code (`start`), or that names an
 * API member, a flag or a query the API or another kind has (a registered one's, or one before it in the same package),
 * as a refusal; else null.
 */
export function cardKindRefusal(
  id: string,
  foundry: { readonly cardKinds?: readonly AnyRuleSetCardKind[] } | undefined,
): RegistryRefusal | null {
  const taken = new Set([
    ...Object.keys(API_MEMBERS),
    ...[...sharedCardKinds(), ...ruleSetCardKinds()].flatMap(namesOf),
  ]);
  for (const kind of foundry?.cardKinds ?? []) {
    const api = String(kind.api);
    if (!isWellFormed(kind)) return ["CardKindMalformed", { id, api }];
    if (typeof kind.start !== "function") return ["CardKindWithoutCode", { id, api }];
    const name = [...new Set(namesOf(kind))].find((candidate) => taken.has(candidate));
    if (name !== undefined) return ["CardKindNameTaken", { id, api, name }];
    for (const own of namesOf(kind)) taken.add(own);
  }
  return null;
}

/**
 * Why a module's card kind registered without a rule set (`registry.registerCardKind`) cannot be: the same checks,
 * in words that name the kind alone (the registry's keys prefixed "Alone").
 */
export function aloneCardKindRefusal(kind: AnyRuleSetCardKind): RegistryRefusal | null {
  const refusal = cardKindRefusal("", { cardKinds: [kind] });
  return refusal && [`Alone${refusal[0]}`, refusal[1]];
}
