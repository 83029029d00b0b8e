/**
 * Dungeon Crawl Classics' roll modifier dialog (foundryvtt-dcc/dcc 0.70.46 at 78a62275, module/roll-modifier.js):
 * `RollModifierDialog extends HandlebarsApplicationMixin(ApplicationV2)` (:245), tag `form`, one part
 * templates/dialog-roll-modifiers.html (:274-307) drawing each term by its partial. Terms made from an array
 * (`_constructTermsFromArray`, :694-710): Die, Compound (split into Die and Modifier terms, :151-200), Modifier and
 * Spellburn (:37-128), each numbered `index`. Its actions set a field's value in place, drawing nothing again:
 * `modifyDie` (`DiceChain.bumpDie`, :518-529), `modifyBonus` (:560-579), `modifySpellburn` (the burn moved from an
 * ability's field within 0…its maximum, :603-624), `resetTerm` (:648-653), `cancel`. Submitting joins the fields as
 * they stand (`_constructRoll`, :423-450) into a Roll the promise resolves with. Not emulated: presets, the
 * disapproval, luck, check-penalty and fleeting-luck terms, damage terms, terms made from a Roll, formula data.
 */
import { ApplicationV2, type ApplicationDefaultOptions } from "../../applications/application";
import { HandlebarsApplicationMixin } from "../../applications/handlebars-application";
import { installedGlobal } from "../../globals";
import type { Plain } from "../kit/data";

/** module/vendor/dcc-core-lib/types/dice.js:11, CONFIG.DCC.DICE_CHAIN (config.js:354). */
export const DICE_CHAIN = [3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 30];

/** module/dice-chain.js:70-84: a term `NdF…` moved `modifier` steps along the chain, kept where it would leave it. */
export function bumpDie(expression: string, modifier: number): string {
  const match = /(\d+)d(\d+)(.*)/.exec(expression);
  if (!match) return expression;
  const rank = DICE_CHAIN.indexOf(Number.parseInt(match[2] ?? "", 10));
  const next = rank + modifier;
  return rank >= 0 && next >= 0 && next < DICE_CHAIN.length ? `${match[1]}d${DICE_CHAIN[next]}${match[3]}` : expression;
}

/** What the system reads of the Roll the dialog resolves with. */
export interface DialogRoll {
  formula: string;
  options: Plain;
  dice: { faces: number; options: Plain }[];
  evaluate(): Promise<unknown>;
}

export interface TermSpec {
  type: "Die" | "Compound" | "Modifier" | "Spellburn";
  formula: string | number;
  label?: string;
  str?: number;
  agl?: number;
  sta?: number;
}

interface TermBody extends Plain {
  type: string;
  formula: string;
  partial: string;
  label: string;
}
type Term = TermBody & { index: number };

const PARTIALS = "systems/dcc/templates/roll-modifier-partial-";
const localize = (key: string) =>
  installedGlobal<{ i18n: { localize(key: string): string } }>("game").i18n.localize(key);
/** `_cleanFormula` (:12-17) and `_prependSign` (:24-30). */
const clean = (formula: unknown) =>
  String(formula).replace(/\s+/g, "").replace(/\+\+/g, "+").replace(/--/g, "+").replace(/\+-/g, "-");
const signed = (formula: string) => (/^[+-]\d+$/.test(formula) ? formula : `+${formula}`);

function termsOf(spec: TermSpec): TermBody[] {
  const formula = clean(spec.formula);
  const die = (text: string) => ({ type: "Die", formula: text, partial: `${PARTIALS}die.html` });
  const modifier = (text: string) => ({
    type: "Modifier",
    formula: signed(text),
    partial: `${PARTIALS}modifiers.html`,
  });
  const label = spec.label ?? localize(`DCC.RollModifier${spec.type === "Die" ? "Die" : spec.type}Term`);
  if (spec.type === "Die") return [{ ...die(formula), label }];
  if (spec.type === "Modifier") return [{ ...modifier(formula), label }];
  if (spec.type === "Spellburn") {
    const { str = 0, agl = 0, sta = 0 } = spec;
    return [
      { type: "Spellburn", formula: signed(formula), partial: `${PARTIALS}spellburn.html`, label, str, agl, sta },
    ];
  }
  // DCCCompoundTerm: "+-" split, each a die or a number.
  return formula
    .replace(/-/g, "+-")
    .replace(/^\+/, "")
    .split("+")
    .map((part) => ({ ...(/^-?\d+d\d+$/.test(part) ? die(part) : modifier(part)), label }));
}

export class RollModifierDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  readonly terms: Term[];
  constructor(
    private readonly resolve: (roll: DialogRoll) => void,
    specs: TermSpec[],
    options: Plain = {},
  ) {
    super(options);
    this.terms = specs.flatMap(termsOf).map((term, index) => ({ ...term, index }));
  }
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    classes: ["dcc", "sheet", "roll-modifier"],
    tag: "form",
    window: { resizable: true, title: "DCC.RollModifierTitle" },
    form: { handler: RollModifierDialog.#submit, submitOnChange: false, closeOnSubmit: false },
    actions: {
      cancel: RollModifierDialog.#cancel,
      modifyDie: RollModifierDialog.#modifyDie,
      modifyBonus: RollModifierDialog.#modifyBonus,
      modifySpellburn: RollModifierDialog.#modifySpellburn,
      resetTerm: RollModifierDialog.#resetTerm,
    },
  };
  static override PARTS = { form: { template: "systems/dcc/templates/dialog-roll-modifiers.html" } };

  override async _prepareContext(options: Plain): Promise<Plain> {
    return {
      ...(await super._prepareContext(options)),
      terms: this.terms,
      rollLabel: localize("DCC.RollModifierRoll"),
    };
  }

  field(index: string | undefined): HTMLInputElement {
    const field = this.element.querySelector<HTMLInputElement>(`#term-${index}`);
    if (!field) throw new Error(`No field term-${index}`);
    return field;
  }

  /** `_constructRoll`: the fields joined with "+", cleaned. */
  formula(): string {
    return clean(this.terms.map((term) => this.field(String(term.index)).value).join("+")).replace(/\+$/, "");
  }

  // Foundry calls an action with the application as `this`; its type names none, so the dialog is checked.
  static async #submit(this: unknown, event: Event): Promise<void> {
    event.preventDefault();
    if (!(this instanceof RollModifierDialog)) return;
    const Roll = installedGlobal<new (formula: string) => DialogRoll>("Roll");
    this.resolve(new Roll(this.formula()));
    await this.close();
  }
  static async #cancel(this: unknown, event: Event): Promise<void> {
    event.preventDefault();
    if (this instanceof RollModifierDialog) await this.close();
  }
  static async #modifyDie(this: unknown, event: Event, target: HTMLElement): Promise<void> {
    event.preventDefault();
    if (!(this instanceof RollModifierDialog)) return;
    const { term, mod = "0" } = target.dataset;
    const field = this.field(term);
    const bumped = bumpDie(field.value, Number.parseInt(mod, 10));
    field.value = term !== "0" ? `+${bumped}` : bumped;
  }
  static async #modifyBonus(this: unknown, event: Event, target: HTMLElement): Promise<void> {
    event.preventDefault();
    if (!(this instanceof RollModifierDialog)) return;
    const field = this.field(target.dataset.term);
    const value = String(Number.parseInt(field.value, 10) + Number.parseInt(target.dataset.mod ?? "0", 10));
    field.value = value.startsWith("-") ? value : `+${value}`;
  }
  static async #modifySpellburn(this: unknown, event: Event, target: HTMLElement): Promise<void> {
    event.preventDefault();
    if (!(this instanceof RollModifierDialog)) return;
    const { term, mod = "0", stat = "" } = target.dataset;
    const field = this.field(term);
    const ability = this.element.querySelector<HTMLInputElement>(`#${stat}`);
    if (!ability) return;
    const burn = Number.parseInt(mod, 10);
    const left = Number.parseInt(ability.value, 10) - burn;
    if (left < 0 || left > Number.parseInt(ability.dataset.max ?? "0", 10)) return;
    const value = String(Number.parseInt(field.value, 10) + burn);
    field.value = value.startsWith("-") ? value : `+${value}`;
    ability.value = String(left);
  }
  static async #resetTerm(this: unknown, event: Event, target: HTMLElement): Promise<void> {
    event.preventDefault();
    if (!(this instanceof RollModifierDialog)) return;
    const term = this.terms[Number(target.dataset.term)];
    if (term) this.field(target.dataset.term).value = term.formula;
  }
}

/** `showRollModifier` (:785-792): the dialog rendered, the promise resolved with its roll once submitted. */
export function showRollModifier(
  specs: TermSpec[],
  options: Plain,
): { dialog: RollModifierDialog; roll: Promise<DialogRoll> } {
  let resolve: (roll: DialogRoll) => void = () => undefined;
  const roll = new Promise<DialogRoll>((r) => (resolve = r));
  const dialog = new RollModifierDialog(resolve, specs, options);
  void dialog.render({ force: true });
  return { dialog, roll };
}
