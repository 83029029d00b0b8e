/**
 * What every dialog test needs: the English translator, the world settings a fresh world has, and a build that
 * starts from a model's defaults with some fields changed — the way a player changes one field at a time.
 */
import english from "../../../lang/en.json";
import { DIALOG_MODELS } from "../../../src/ui/dialog-models";
import { type OddsRow } from "../../../src/ui/odds/odds-view";
import {
  type DialogContext,
  type DialogSettings,
  type DialogView,
  type FieldView,
  type FormValues,
  type RollSpecs,
} from "../../../src/ui/dialogs/dialog-types";
import { type RuleSetId } from "../../../src/core/rule-set-types";
import { createTranslator, type Translator } from "../../../src/ui/translator";
import { must } from "../../kit";
import { BUILT_IN_RULE_SETS, RULE_SET_FIXTURES } from "../../rule-sets/fixtures";
import { ruleSetSettings } from "../../../src/ui/rule-sets";
import { readBy } from "../../../src/ui/world-settings";

export const en: Translator = createTranslator("en", english);

/**
 * The module's setting defaults: each rule set's, as its own dialog fixtures give them by hand. Every setting a
 * registered rule set declares that the dialogs read must be there (what the type `DialogSettings` held to when this
 * was one literal).
 */
export const WORLD_DEFAULTS: DialogSettings = worldDefaults(
  RULE_SET_FIXTURES.reduce<Partial<DialogSettings>>(
    (all, fixtures) => ({ ...all, ...fixtures.dialog.worldDefaults }),
    {},
  ),
);

function worldDefaults(given: Partial<DialogSettings>): DialogSettings {
  if (isComplete(given)) return given;
  const missing = dialogSettingKeys().filter((key) => !(key in given));
  throw new Error(`no world default in its rule set's dialog fixtures for ${missing.join(", ")}`);
}

function isComplete(given: Partial<DialogSettings>): given is DialogSettings {
  return dialogSettingKeys().every((key) => key in given);
}

function dialogSettingKeys(): string[] {
  return ruleSetSettings()
    .filter((setting) => readBy(setting, "dialogs"))
    .map((setting) => setting.key);
}

export const HOSTILE_TEXT = "<img src=x onerror=alert(1)>";

/** The built-in rule sets, as their tests' fixtures gather them (test/rule-sets/fixtures.ts). */
export const RULE_SETS: readonly RuleSetId[] = BUILT_IN_RULE_SETS;

/** What a rule set's own tests give the shared dialog tests (test/rule-sets/<id>/ui/dialog-fixtures.ts). */
export interface RuleSetDialogFixtures<R extends RuleSetId = RuleSetId> {
  ruleSet: R;
  /** Its settings the dialogs read, as a fresh world has them (its part of `WORLD_DEFAULTS`). */
  worldDefaults: Partial<DialogSettings>;
  /** A lone roll's form, the fields a contest side's dialog leaves out of it, and the request keys its roll drops. */
  loneRoll: { form: FormValues; fields: string[]; request: string[] };
  /** Forms whose every text must be localized (defaults, odd choices, bad values). */
  textForms: readonly FormValues[];
  /** The checks the rule set's Roll factory runs again on a request (`fromSpec` in src/foundry/rule-sets.ts). */
  factoryCheck(request: RollSpecs[R]): void;
}

export function contextWith(settings: Partial<DialogSettings> = {}, showOdds = true): DialogContext {
  return { i18n: en, settings: { ...WORLD_DEFAULTS, ...settings }, showOdds };
}

/** Builds a dialog from its defaults with `changes` typed over them. */
export function buildWith<R extends RuleSetId>(
  ruleSet: R,
  changes: FormValues = {},
  context: DialogContext = contextWith(),
): DialogView<R> {
  const model = DIALOG_MODELS[ruleSet];
  return model.build({ ...model.defaults(context.settings), ...changes }, context);
}

export function field(view: DialogView, name: string): FieldView {
  const found = view.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name} in the ${view.ruleSet} dialog`);
  return found;
}

export function row(view: DialogView, outcome: string): OddsRow {
  const found = view.odds?.rows.find((candidate) => candidate.outcome === outcome);
  if (!found) throw new Error(`no odds row ${outcome} in the ${view.ruleSet} dialog`);
  return found;
}

export function noteText(view: DialogView, name: string): string | undefined {
  return view.notes.find((candidate) => candidate.name === name)?.text;
}

/** Every field's error, by name, for the ones that have one. */
export function errors(view: DialogView): Record<string, string> {
  return Object.fromEntries(view.fields.filter((f) => f.error !== null).map((f) => [f.name, must(f.error)]));
}
