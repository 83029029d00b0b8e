import type { RuleSetId } from "../../core/rule-set-types";
import type { OddsRow, OddsView } from "../odds/odds-view";
import type { Translator } from "../translator";

/**
 * The roll dialogs' view models, shared by the Foundry dialogs (ApplicationV2) and the browser playground:
 * form values in, a validated roll spec, live exact odds and the templates' context out. Pure: no Foundry
 * globals, every string localized through the translator the caller passes.
 */

/**
 * The world settings a dialog reads (the Foundry dialog passes `game.settings`' values, the playground its own). Each
 * rule set adds the settings of its own rules (src/rule-sets/<id>/ui/types.ts).
 */
// filled by declaration merging, one part a rule set
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DialogSettings {}

export interface DialogContext {
  readonly i18n: Translator;
  readonly settings: DialogSettings;
  readonly showOdds: boolean;
  /**
   * Prefix of the fields' element ids (`<prefix>-<name>`), so two dialogs open at once never share an id; the
   * Foundry dialog passes its application id. Defaults to `indie-dice-<ruleSet>`.
   */
  readonly idPrefix?: string;
  /**
   * A contest side's roll: the other side is the opposition, so the fields that set a lone roll's own opposition
   * (a difficulty, an opponent's value, a target) are left out and the roll has none.
   */
  readonly inContest?: boolean;
  /**
   * The character's roll data (`actor.getRollData()`), read by number fields written with `@` paths
   * (docs/characters.md "@ fields"); left out when the dialog has no character, where such a field is an error.
   */
  readonly rollData?: unknown;
  /**
   * The fields a card fixed for the roll (docs/prompts.md "What opens"): the view offers no "what if" over them
   * (a K&R pool's chance for every number of dice, when the card fixed the dice rolled).
   */
  readonly fixedFields?: readonly string[];
}

/**
 * Raw form values: strings as an HTML form gives them, or numbers, booleans and null as Foundry's
 * FormDataExtended gives them. A field left out (undefined) takes its default — except a checkbox, which, as in
 * an HTML form, is unchecked when it is missing.
 */
export type FormValues = Record<string, string | number | boolean | null | undefined>;

/**
 * The roll specs (docs/architecture.md "Words the code uses"): what each rule set's dialog hands back when its form is
 * valid, by rule-set id. Each rule set adds its own entry (src/rule-sets/<id>/ui/types.ts), so no list of them stands
 * here; an entry a module merged into the old name, `RollRequests`, is one too.
 */
// filled by declaration merging, one entry a rule set
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RollSpecs extends RollRequests {}

/**
 * @deprecated Merge a rule set's entry into `RollSpecs`: this old name is read for one release (through `RollSpecs`,
 * which extends it), then removed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- deprecated, kept for modules that merge into it
export interface RollRequests {}

export interface DialogModelDefinition<R extends RuleSetId> {
  /** The form a dialog opens with when nothing is remembered. */
  defaults(settings: DialogSettings): FormValues;
  /** The form that stands for a (partial) roll spec: to prefill from an API spec or remembered inputs. */
  formFromSpec(spec: Partial<RollSpecs[R]>, settings: DialogSettings): FormValues;
  /**
   * @deprecated Give it as `formFromSpec`: this old name is read for one release (when `formFromSpec` is absent), then
   * removed.
   */
  formFromRequest?(spec: Partial<RollSpecs[R]>, settings: DialogSettings): FormValues;
  /** Never throws: a bad field becomes that field's error, and the roll spec and the odds become null. */
  build(form: FormValues, context: DialogContext): DialogView<R>;
  /**
   * The one chance a saved roll is judged by (a success, a win, a target reached, a pass), exactly as `build`'s odds
   * give it, without the rest of the odds (the Rolls window lists many rolls at once); null when the roll has
   * nothing to succeed at.
   */
  chance(spec: RollSpecs[R], context: DialogContext): OddsRow | null;
  /**
   * The form fields a spec value sets, for the values not set by the field of their own name (Kaiser's net
   * `advantage` is its two steppers): what a card fixed is locked field by field (src/ui/dialogs/fixed-fields.ts).
   */
  readonly specFields?: Readonly<Record<string, readonly string[]>>;
  /**
   * The world settings a roll's values stand in for — a card's fixed values, or the options of a roll made again: a
   * roll made under one reading of the rules is built by it, whatever the world says now (Kaiser's Advantage method
   * and opposed rules, K&R's success reading, the Kleptonomicon's Critical method).
   */
  settingsOf?(fixed: Readonly<Record<string, unknown>>): Partial<DialogSettings>;
}

export interface DialogView<R extends RuleSetId = RuleSetId> {
  readonly ruleSet: R;
  readonly title: string;
  /** The same fields in the same order whatever the values: only their values, states and errors change. */
  readonly fields: readonly FieldView[];
  readonly notes: readonly NoteView[];
  readonly spec: RollSpecs[R] | null;
  readonly canRoll: boolean;
  readonly odds: OddsView | null;
  readonly errorCount: number;
}

export type FieldKind = "number" | "select" | "text" | "checkbox" | "textarea" | "stepper";

export interface FieldOption {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

export interface FieldView {
  /** The form field's name: the spec property it sets. */
  readonly name: string;
  /** The element id; its error is `<id>-error`, its hint `<id>-hint`, its suggestions `<id>-list`. */
  readonly id: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly value: string | number | boolean;
  readonly options?: readonly FieldOption[];
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly disabled: boolean;
  readonly error: string | null;
  readonly hint: string | null;
  /** A number field's common values, offered as a `<datalist>` (e.g. d2 … d20 for Dungeons of Olde's faces). */
  readonly suggestions?: readonly { readonly value: string; readonly label: string }[];
  /** Placeholder text of a text or textarea field (e.g. the standard Score Ranges). */
  readonly placeholder?: string;
  /**
   * The field takes the character's numbers (`@skills.stealth + 1`): a text input instead of a number input. True
   * when the dialog has a character, or when the field already holds an expression (which a number input would
   * drop).
   */
  readonly expression?: boolean;
  /** What an `@` expression in the field came to, shown beside it ("= 7"); null for a plain number. */
  readonly resolved?: string | null;
  /** A stepper's button labels ("Fewer Advantages" / "More Advantages"). */
  readonly stepLabels?: { readonly down: string; readonly up: string };
  /** A field of a section of its own under the others (the *Any formula* dialog's formulas side by side). */
  readonly group?: "sideBySide";
}

/** A line of information under the fields, e.g. Kaiser's net level "A2" or OGS's real dice "d8 + d6". */
export interface NoteView {
  readonly name: string;
  readonly text: string;
}
