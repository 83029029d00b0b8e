/**
 * A rule set as one package — the descriptor of each layer under one object with the version of this interface — and
 * the one way a package is registered (docs/architecture.md "Adding a rule set"): the five built-in rule sets' packages
 * (src/rule-sets/<id>/package.ts, one line each in src/rule-sets/built-in.ts) when the module's script loads, then a
 * module's in `init`, through the hook `indie-dice.registerRuleSets` (rule-set-hook.ts, docs/rule-set-authors.md). Both
 * pass the same checks, and each layer files its own member: the core's and the views' registries here, Foundry's where
 * Foundry's side is loaded (`readEachPackage`, src/foundry/rule-sets.ts) — not in the web calculator, which registers
 * the same packages without Foundry's side (scripts/without-foundry-layer.mjs). This file imports no Foundry code, so
 * that the calculator may import it.
 */
import { isRuleSetId, registerCoreRuleSet, registryClash } from "../core/rule-sets";
import type { CoreRuleSet } from "../core/rule-set";
import type { RuleSetId } from "../core/rule-set-types";
import { dieModifierKeys } from "../core/notation/modifier-keys";
import { registerUiRuleSet } from "../ui/rule-sets";
import type { UiRuleSet } from "../ui/rule-set-types";
import type { DialogContext, DialogModelDefinition, DialogView, FormValues } from "../ui/dialogs/dialog-types";
import type { FoundryRuleSet } from "./rule-set-types";
import type { RegistryRefusal } from "./registration-window";

/**
 * The version of the descriptors a package is written for: raised when a descriptor's member changes meaning or goes,
 * or the kit loses or renames one, so that a module written for another version is refused instead of half working.
 */
export const RULE_SET_API_VERSION = 1;

/**
 * A rule set as it is registered, built in or from a module: each layer's descriptor, and the version they are written
 * for.
 */
export interface RuleSetPackage<R extends RuleSetId = RuleSetId> {
  readonly apiVersion: number;
  readonly core: CoreRuleSet<R>;
  readonly ui: UiRuleSet<R>;
  readonly foundry: FoundryRuleSet<R>;
}

/** What a layer above the views does with each registered package: files its own member. */
type PackageReader = <R extends RuleSetId>(ruleSet: RuleSetPackage<R>) => void;

/** Each registered package, handed to a reader: a layer loaded after some were registered still reads them all. */
const registered: ((read: PackageReader) => void)[] = [];
const readers: PackageReader[] = [];

/** A check of the layer that registers modules' packages (their card kinds, rule-set-hook.ts): a refusal, or null. */
type PackageCheck = (
  id: string,
  foundry: Pick<FoundryRuleSet<RuleSetId>, "cardKinds"> | undefined,
) => RegistryRefusal | null;

/**
 * Why this package cannot be registered, or null: another version, or an id, modifier key or registry table's key
 * taken, or what the caller's own check refuses.
 */
function refusalOf<R extends RuleSetId>(ruleSet: RuleSetPackage<R>, check?: PackageCheck): RegistryRefusal | null {
  const id = String(ruleSet.core?.id);
  if (ruleSet.apiVersion !== RULE_SET_API_VERSION)
    return ["ApiVersion", { id, given: String(ruleSet.apiVersion), expected: String(RULE_SET_API_VERSION) }];
  if (isRuleSetId(id)) return ["DuplicateId", { id }];
  const key = ruleSet.core.notation?.modifierKey;
  if (key !== undefined && dieModifierKeys().includes(key)) return ["ModifierKeyTaken", { id, key }];
  const clash = registryClash(ruleSet.core);
  if (clash) return ["MemberTaken", { id, key: clash.key, owner: clash.owner ?? "Indie Dice" }];
  return check?.(id, ruleSet.foundry) ?? null;
}

/**
 * Registers the package with every layer, or, refused (by these checks or the caller's), registers nothing and says
 * why.
 */
export function registerPackage<R extends RuleSetId>(
  ruleSet: RuleSetPackage<R>,
  check?: PackageCheck,
): RegistryRefusal | null {
  const refusal = refusalOf(ruleSet, check);
  if (refusal) return refusal;
  const renamed = withNewNames(ruleSet);
  registerCoreRuleSet(renamed.core);
  registerUiRuleSet(renamed.ui);
  registered.push((read) => read(renamed));
  for (const read of readers) read(renamed);
  return null;
}

/**
 * The package with what a module written before the words of docs/architecture.md "Words the code uses" gives under
 * the old names filled in under the new, read for one release (docs/rule-set-authors.md "Names that changed"): its
 * dialog model's `formFromRequest` and a view its `build` hands back with `request`, and its Roll factory `fromRequest`
 * (a model that gives `formFromSpec` is taken as written for the new names, its views' `spec` too).
 */
function withNewNames<R extends RuleSetId>(ruleSet: RuleSetPackage<R>): RuleSetPackage<R> {
  const { ui } = ruleSet;
  // Where Foundry's side is not loaded (the web calculator, the benches) a package's `foundry` is undefined, whatever
  // its type says (scripts/without-foundry-layer.mjs).
  const foundry: FoundryRuleSet<R> | undefined = ruleSet.foundry;
  // A package that gives the new names is registered as it is: each registry holds its very members.
  if (
    "formFromSpec" in ui.dialog &&
    (foundry === undefined || ("formFromSpec" in foundry.dialog && "fromSpec" in foundry))
  )
    return ruleSet;
  const dialog = withSpecNames(ui.dialog);
  if (foundry === undefined) return { ...ruleSet, ui: { ...ui, dialog } };
  const fromSpec = foundry.fromSpec ?? foundry.fromRequest;
  return { ...ruleSet, ui: { ...ui, dialog }, foundry: { ...foundry, dialog, fromSpec } };
}

/** A dialog view as a module's model may build it: the roll spec as `spec`, or under its old name. */
type ViewOfEitherName<R extends RuleSetId> = Omit<DialogView<R>, "spec"> & {
  readonly spec?: DialogView<R>["spec"];
  readonly request?: DialogView<R>["spec"];
};

/**
 * The dialog model, reading its old names: `formFromRequest` when it gives no `formFromSpec`, and a view's `request`
 * when its `build` gives no `spec`. Made on the model (its prototype), so that a model that is a class keeps its
 * methods.
 */
function withSpecNames<R extends RuleSetId>(model: DialogModelDefinition<R>): DialogModelDefinition<R> {
  const formFromSpec = model.formFromSpec ?? model.formFromRequest;
  const build = (form: FormValues, context: DialogContext): DialogView<R> => {
    const view: ViewOfEitherName<R> = model.build(form, context);
    return { ...view, spec: view.spec ?? view.request ?? null };
  };
  const read: DialogModelDefinition<R> = Object.create(model, {
    formFromSpec: { value: formFromSpec },
    build: { value: build },
  });
  return read;
}

/** A built-in rule set's package, registered as a module's is; refused, it is a programming error. */
export function registerBuiltIn<R extends RuleSetId>(ruleSet: RuleSetPackage<R>): void {
  const refusal = registerPackage(ruleSet);
  if (refusal) throw new Error(`Indie Dice | the built-in rule set ${refusal[1]["id"]} was refused: ${refusal[0]}`);
}

/** A layer's registry reads its own member of every package: of those registered already, and of each one to come. */
export function readEachPackage(read: PackageReader): void {
  readers.push(read);
  for (const handOver of registered) handOver(read);
}
