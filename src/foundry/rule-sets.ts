/**
 * The rule sets as Foundry knows them: one registration a rule set (its descriptor, src/foundry/rule-set-types.ts),
 * looked up by id and looped over in the rule sets' order — their Roll classes registered in `init`, their settings,
 * their tie-breaks and their examples in the chat command's usage. No other code in src/foundry lists the rule sets.
 * It imports none of them: it reads the Foundry member of each rule set's package as the package is registered
 * (src/foundry/rule-set-package.ts `readEachPackage`; the five's from src/rule-sets/built-in.ts, imported by the
 * module's entry before `init`; a module's in `init`) (docs/architecture.md "Layers").
 */
import { CORE_RULE_SETS, RULE_SET_IDS } from "../core/rule-sets";
import { type RuleSetId } from "../core/rule-set-types";
import type { RollSpecs } from "../ui/dialogs/dialog-types";
import type { RuleSetDice } from "./dice/register-dice";
import type { ChatCommandExamples, DiceTrayButtons, FoundryRuleSet } from "./rule-set-types";
import type { IndieDiceApi } from "./types/indie-dice-api";
import type { MovedName } from "../core/deprecated-names";
import type { RollCardButton } from "./chat/card-buttons";
import type { AnyRuleSetCardKind } from "./types/card-kinds";
import type { DiceSoNiceDie } from "./types/foundry-hooks";
import type { SideDie } from "./types/side-dice";
import type { RollClassesByName, RuleSetRollClasses, UnrolledRoll } from "./types/rolls";
import type { RuleSetDieModifier } from "./term-results";
import type { RollReaders } from "./chat/roll-annotations";
import { readEachPackage } from "./rule-set-package";

const registered: { [R in RuleSetId]?: FoundryRuleSet<R> } = {};

/** Adds a rule set to Foundry's side; a second registration of the same id replaces the first. */
export function registerFoundryRuleSet<R extends RuleSetId>(ruleSet: FoundryRuleSet<R>): void {
  // Filed under its own id, so that the lookup below finds each rule set's own descriptor.
  Object.assign(registered, { [ruleSet.id]: ruleSet });
  // What is read from every rule set at each message drawn is read again.
  rollReaders = null;
}

/** A rule set as Foundry knows it; a rule set never registered is a programming error. */
export function foundryRuleSetOf<R extends RuleSetId>(id: R): FoundryRuleSet<R> {
  const ruleSet = registered[id];
  if (!ruleSet) throw new Error(`Indie Dice | no rule set "${id}" is registered with Foundry`);
  return ruleSet;
}

/** Any one rule set as Foundry knows it. */
type AnyFoundryRuleSet = { [R in RuleSetId]: FoundryRuleSet<R> }[RuleSetId];

/** Every registered rule set, in the order the pickers and settings show them. */
export function foundryRuleSets(): AnyFoundryRuleSet[] {
  return RULE_SET_IDS.flatMap((id) => registered[id] ?? []);
}

/**
 * What the rule sets add to our dice: their Die modifiers and work, their expanded terms, their own die terms, their
 * Roll classes
 * (`registerDice`, in `init`).
 */
export function ruleSetDice(): RuleSetDice {
  const ruleSets = foundryRuleSets();
  return {
    modifiers: ruleSetDieModifiers(),
    beforeModifiers: ruleSets.flatMap((ruleSet) => ruleSet.beforeDieModifiers ?? []),
    expansions: ruleSets.flatMap((ruleSet) => ruleSet.termExpansion ?? []),
    dieTerms: ruleSets.flatMap((ruleSet) => ruleSet.dieTerms ?? []),
    rollsByRuleSet: ruleSetRollClasses(),
    rolls: rollClassesByName(),
    entryLabels: ruleSets.flatMap((ruleSet) => ruleSet.diceEntryLabel ?? []),
  };
}

/** The rule sets' modifiers on Foundry's Die, in the rule sets' order. */
function ruleSetDieModifiers(): RuleSetDieModifier[] {
  return foundryRuleSets().flatMap((ruleSet) => ruleSet.dieModifier ?? []);
}

/**
 * What the rule sets read in a roll of Foundry's class: their notes on a term. Asked at every message drawn, so read
 * once from the registry and again only when a rule set is registered since.
 */
let rollReaders: { readonly ids: number; readonly readers: RollReaders } | null = null;

export function ruleSetRollReaders(): RollReaders {
  if (rollReaders?.ids !== RULE_SET_IDS.length) {
    rollReaders = {
      ids: RULE_SET_IDS.length,
      readers: { annotators: foundryRuleSets().flatMap((ruleSet) => ruleSet.annotateTerm ?? []) },
    };
  }
  return rollReaders.readers;
}

/** The rule sets' own dice as Dice So Nice shows them (registered when it is ready). */
export function ruleSetDiceSoNice(): DiceSoNiceDie[] {
  return foundryRuleSets().flatMap((ruleSet) => ruleSet.diceSoNice?.() ?? []);
}

/** What each rule set's Dice So Nice roles are made of (src/foundry/dice-so-nice-roles.ts), in the rule sets' order. */
export function ruleSetDiceSoNiceRoles(): {
  readonly id: RuleSetId;
  readonly labelKey: string;
  readonly ownDice: readonly DiceSoNiceDie[];
}[] {
  return foundryRuleSets().map((ruleSet) => ({
    id: ruleSet.id,
    labelKey: ruleSet.labelKey,
    ownDice: ruleSet.diceSoNice?.() ?? [],
  }));
}

/** The side dice the rule sets declared (`sideDice`), in the rule sets' order. */
export function ruleSetSideDice(): SideDie[] {
  return foundryRuleSets().flatMap((ruleSet) => Object.values<SideDie>(ruleSet.sideDice ?? {}));
}

/** Every rule set's Roll class, by rule-set id. */
function ruleSetRollClasses(): RuleSetRollClasses {
  const classes = RULE_SET_IDS.map((id) => [id, foundryRuleSetOf(id).rollClass]);
  // Object.fromEntries cannot say which id holds which class: the list pairs them.
  return Object.fromEntries(classes) as RuleSetRollClasses;
}

/** The same classes keyed by the name each is registered under (`api.dice.rolls.KaiserRoll`). */
function rollClassesByName(): RollClassesByName {
  const named = RULE_SET_IDS.map((id) => [CORE_RULE_SETS[id].rollClassName, foundryRuleSetOf(id).rollClass]);
  // As above: the list pairs each name with its rule set's class.
  return Object.fromEntries(named) as RollClassesByName;
}

/** The rule set's roll of a spec, not yet evaluated (see `FoundryRuleSet.fromSpec`). */
export function rollFromSpec<R extends RuleSetId>(ruleSet: R, spec: RollSpecs[R]): UnrolledRoll {
  return foundryRuleSetOf(ruleSet).fromSpec(spec);
}

/** What the rule sets add to the public API, each under its id (`FoundryRuleSet.api`): `api.ruleSets`. */
export function ruleSetApis(): IndieDiceApi["ruleSets"] {
  // Each rule set gives its own members under its id; together they are every entry of RuleSetApis.
  return Object.fromEntries(
    foundryRuleSets().flatMap((ruleSet) => (ruleSet.api ? [[ruleSet.id, ruleSet.api]] : [])),
  ) as IndieDiceApi["ruleSets"];
}

/** The members 0.1.0 offered on the API itself (`api.ranges`), each with where it is now (`klepto.ranges`). */
export function movedApiNames(apis: Readonly<Record<string, object>>): MovedName[] {
  return foundryRuleSets().flatMap((ruleSet) =>
    (ruleSet.deprecatedApiNames ?? []).map((name) => ({
      old: name,
      now: `ruleSets.${ruleSet.id}.${name}`,
      member: () => Reflect.get(apis[ruleSet.id] ?? {}, name),
    })),
  );
}

/** The card kinds modules registered without a rule set (`registry.registerCardKind`), in the order registered. */
const registeredAlone: AnyRuleSetCardKind[] = [];

/**
 * Files a module's card kind that comes with no rule set (the hook's registry has checked it,
 * src/foundry/rule-set-hook.ts).
 */
export function registerAloneCardKind(kind: AnyRuleSetCardKind): void {
  registeredAlone.push(kind);
}

/** The card kinds modules registered without a rule set, in the order registered. */
export function aloneCardKinds(): readonly AnyRuleSetCardKind[] {
  return registeredAlone;
}

/**
 * The card kinds beside the shared ones: the rule sets' own (`FoundryRuleSet.cardKinds`), in the rule sets' order,
 * then those modules registered alone. Every reader of a kind (the loader, the chunk, the registry's check) reads
 * them alike: a kind needs no rule set, only its declaration and its code.
 */
export function ruleSetCardKinds(): AnyRuleSetCardKind[] {
  return [...foundryRuleSets().flatMap((ruleSet) => ruleSet.cardKinds ?? []), ...registeredAlone];
}

/** The buttons the rule sets' roll cards offer (`FoundryRuleSet.cardButtons`), in the rule sets' order. */
export function ruleSetCardButtons(): RollCardButton[] {
  return foundryRuleSets().flatMap((ruleSet) => ruleSet.cardButtons ?? []);
}

/** The first rule set's example of each kind of line in the chat command's usage. */
export function chatCommandExample(line: keyof ChatCommandExamples): string {
  return (
    foundryRuleSets().find((ruleSet) => ruleSet.chatCommandExamples?.[line] !== undefined)?.chatCommandExamples?.[
      line
    ] ?? ""
  );
}

/** A rule set's Dice Tray buttons, with its name (src/foundry/dice-tray.ts). */
export interface RuleSetDiceTray extends DiceTrayButtons {
  readonly labelKey: string;
}

/** The Dice Tray buttons of these rule sets (the ones the world offers), in the rule sets' order. */
export function ruleSetDiceTray(offered: readonly RuleSetId[]): RuleSetDiceTray[] {
  return foundryRuleSets().flatMap((ruleSet) =>
    ruleSet.diceTray && offered.includes(ruleSet.id) ? [{ ...ruleSet.diceTray, labelKey: ruleSet.labelKey }] : [],
  );
}

// Last, once the state above exists: each package's Foundry member, as the package registers, and at once for a
// package registered before this module loaded.
readEachPackage((ruleSet) => registerFoundryRuleSet(ruleSet.foundry));
