/**
 * Foundry's dice-entry window (`RollResolver`, client/applications/dice/roll-resolver.mjs) as our rolls open it
 * (docs/architecture.md "Dice entered by hand"): Foundry's window and fields, with who rolls and for what said above
 * the formula, each field named after the die it asks for (dice-entry.ts), the d10ish die typed as the 0–10 it shows,
 * and a wrong entry refused beside its field — the form is not sent, so nothing typed is lost. A Roll class picks
 * it through `Roll.resolverImplementation` (indie-roll.ts), the way Foundry lets a roll choose its resolver.
 */
import { t } from "../notify";
import {
  dieEntryText,
  enclosingOptions,
  entryContextOf,
  manualEntryOf,
  type EntrySlot,
  type ManualEntry,
} from "./dice-entry";

type Descriptor = foundry.applications.dice.RollResolver.DiceTermFulfillmentDescriptor;
type FormData = foundry.applications.ux.FormDataExtended;

type RollResolver = typeof foundry.applications.dice.RollResolver;
type Context = foundry.applications.dice.RollResolver.RenderContext;
type Configuration = foundry.applications.dice.RollResolver.Configuration;
type RenderOptions = foundry.applications.dice.RollResolver.RenderOptions;

const LABEL_CLASS = "indie-dice-entry-label";
const ERROR_CLASS = "indie-dice-entry-error";

/** A field's accepted range: the die's own manual entry where its method is manual, else Foundry's 1 to faces. */
function rangeOf(descriptor: Descriptor): { min: number; max: number; entry: ManualEntry | null } {
  const entry = descriptor.method === "manual" ? manualEntryOf(descriptor.term) : null;
  return entry ? { min: entry.min, max: entry.max, entry } : { min: 1, max: descriptor.term.faces ?? 1, entry: null };
}

/** The localized refusal of a typed value, or "" when it is a whole number in range (or empty: rolled digitally). */
function refusalOf(input: HTMLInputElement, min: number, max: number): string {
  if (input.disabled || input.readOnly) return "";
  const bad = input.validity?.badInput === true;
  if (!bad && input.value.trim() === "") return "";
  const value = Number(input.value);
  if (!bad && Number.isInteger(value) && value >= min && value <= max) return "";
  return t("INDIE_DICE.DiceEntry.Wrong", { min, max });
}

/** Refusals shown so far: each note's id is its own (a term's fields share their name). */
let refusals = 0;

/** Shows (or clears) a field's refusal beside it, in the field's own document. */
function showRefusal(input: HTMLInputElement, message: string): void {
  const holder = input.closest("label") ?? input;
  const next = holder.nextElementSibling;
  let note = next?.classList.contains(ERROR_CLASS) ? next : null;
  input.setCustomValidity(message);
  input.toggleAttribute("aria-invalid", message !== "");
  if (!message) return void note?.remove();
  if (!note) {
    note = input.ownerDocument.createElement("p");
    note.className = `${ERROR_CLASS} hint`;
    note.id = `${input.name}-error-${++refusals}`;
    note.setAttribute("role", "alert");
    holder.after(note);
  }
  note.textContent = message;
  input.setAttribute("aria-describedby", note.id);
}

/** Names a field: a visible label before it, its accessible name, and its range. */
function nameField(input: HTMLInputElement, text: string, range: { min: number; max: number } | null): void {
  const holder = input.closest("label") ?? input;
  const span = input.ownerDocument.createElement("span");
  span.className = LABEL_CLASS;
  span.textContent = text;
  holder.prepend(span);
  input.setAttribute("aria-label", text);
  input.title = text;
  if (range && !input.disabled) {
    input.min = String(range.min);
    input.max = String(range.max);
  }
}

let made: RollResolver | undefined;

/**
 * The resolver for our rolls: Foundry's own, labelled. A dice module's own resolver (Foundry picks it when one
 * interactive method with its own resolver is configured) is left as it is: its window is not Foundry's.
 */
export function labelledResolver(base: RollResolver): RollResolver {
  if (base !== foundry.applications.dice.RollResolver) return base;
  return (made ??= makeLabelledResolver());
}

/** Made once Foundry's classes exist (the first roll asks for it), on Foundry's own RollResolver. */
function makeLabelledResolver(): RollResolver {
  const Base = foundry.applications.dice.RollResolver;
  // Generic as Foundry's class is in fvtt-types, so this class stands wherever Foundry's does.
  class LabelledRollResolver<
    RC extends Context = Context,
    CF extends Configuration = Configuration,
    RO extends RenderOptions = RenderOptions,
  > extends Base<RC, CF, RO> {
    static override DEFAULT_OPTIONS = {
      classes: ["indie-dice-entry"],
      form: { handler: LabelledRollResolver.#fulfill },
    };

    /** @inheritDoc — then every field named, and the roll's who and what said above its formula. */
    protected override async _onRender(
      ...[context, options]: Parameters<foundry.applications.dice.RollResolver<RC, CF, RO>["_onRender"]>
    ): Promise<void> {
      await super._onRender(context, options);
      // The roll's rule set is its Roll class's (IndieRoll.RULE_SET), read off whichever class this roll has.
      const { who, what } = entryContextOf(this.roll, Reflect.get(this.roll.constructor, "RULE_SET"));
      const heading = this.element.ownerDocument.createElement("p");
      heading.className = "indie-dice-entry-who";
      heading.textContent = t("INDIE_DICE.DiceEntry.Who", { who, what });
      this.element.querySelector(".formula")?.before(heading);
      for (const descriptor of this.fulfillable.values()) this.#nameGroup(descriptor);
      this.element.addEventListener("input", (event) => {
        if (isField(event.target)) this.#check(event.target);
      });
    }

    #nameGroup(descriptor: Descriptor): void {
      const group = this.element.querySelector(`fieldset[data-term-id="${descriptor.id}"]`);
      const inputs = [...(group?.querySelectorAll<HTMLInputElement>("label.die-input > input") ?? [])];
      const count = descriptor.term.number ?? 1;
      const modifiers = this.#writtenModifiers(descriptor.term);
      const enclosing = enclosingOptions(this.roll.terms, descriptor.term);
      inputs.forEach((input, i) =>
        this.#nameInput(descriptor, input, { index: i + 1, count, extra: i >= count, modifiers, enclosing }),
      );
    }

    /** Each term's modifiers as written, kept from its first render: Foundry empties them while it evaluates them. */
    readonly #written = new WeakMap<object, readonly string[]>();

    #writtenModifiers(term: foundry.dice.terms.DiceTerm): readonly string[] {
      let modifiers = this.#written.get(term);
      if (!modifiers) this.#written.set(term, (modifiers = [...term.modifiers]));
      return modifiers;
    }

    #nameInput(descriptor: Descriptor, input: HTMLInputElement, slot: EntrySlot): void {
      nameField(input, dieEntryText(descriptor.term, slot), rangeOf(descriptor));
    }

    /** Checks one field as it is typed in: its refusal shown or cleared beside it. */
    #check(input: HTMLInputElement): boolean {
      const descriptor = this.fulfillable.get(input.name);
      if (!descriptor) return true;
      const { min, max } = rangeOf(descriptor);
      const refusal = refusalOf(input, min, max);
      showRefusal(input, refusal);
      return refusal === "";
    }

    /**
     * @inheritDoc — refused while a field holds a wrong entry (each shown beside its field, the first focused; the form
     * stays as typed). An empty d10ish field is given a value drawn as Foundry draws a face, so the handler reads
     * values.
     */
    protected override async _onSubmitForm(
      ...args: Parameters<InstanceType<RollResolver>["_onSubmitForm"]>
    ): Promise<void> {
      const [formConfig, event] = args;
      const inputs = [...this.element.querySelectorAll<HTMLInputElement>("input[name]")];
      const wrong = inputs.filter((input) => !this.#check(input));
      if (wrong.length) {
        event.preventDefault();
        wrong[0]!.focus();
        return;
      }
      for (const input of inputs) this.#drawEmptyEntry(input);
      return super._onSubmitForm(formConfig, event);
    }

    #drawEmptyEntry(input: HTMLInputElement): void {
      const descriptor = this.fulfillable.get(input.name);
      const entry = descriptor ? rangeOf(descriptor).entry : null;
      if (entry && !input.disabled && input.value.trim() === "")
        input.value = String(entry.valueOf(descriptor!.term.randomFace()));
    }

    /** Foundry's handler, with each value typed for a die of its own entry (the d10ish die's 0–10) made its face. */
    static async #fulfill(
      this: LabelledRollResolver,
      event: SubmitEvent | Event,
      form: HTMLFormElement,
      formData: FormData,
    ): Promise<void> {
      const object = formData.object;
      for (const [id, value] of Object.entries(object)) {
        const descriptor = this.fulfillable.get(id);
        const entry = descriptor ? rangeOf(descriptor).entry : null;
        if (entry)
          object[id] = Array.isArray(value) ? value.map((v) => faceOrNull(entry, v)) : faceOrNull(entry, value);
      }
      // Foundry's handler takes any event (its own `close` passes null); fvtt-types says SubmitEvent there but
      // Event | SubmitEvent for a form handler: applied as Foundry calls it.
      await Reflect.apply(Base._fulfillRoll, this, [event, form, formData]);
    }

    /**
     * @inheritDoc — the field Foundry adds for one more die (an Open Roll's next d6, an explosion) named like the
     * others, and refused beside it while wrong (Foundry's own check of the field runs after ours).
     */
    override resolveResult(
      term: foundry.dice.terms.DiceTerm,
      method: string,
      options?: { reroll?: boolean; explode?: boolean },
    ): Promise<number | void> {
      const pending = super.resolveResult(term, method, options);
      const descriptor = [...this.fulfillable.values()].find((d) => d.term === term);
      const fields = this.element.querySelector(`fieldset[data-term-id="${descriptor?.id}"]`)?.lastElementChild;
      const input = fields?.querySelector<HTMLInputElement>("input");
      if (!descriptor || !input || !fields) return pending;
      const slot = {
        index: term.results.length + 1,
        count: term.number ?? 1,
        extra: true,
        modifiers: this.#writtenModifiers(term),
        enclosing: enclosingOptions(this.roll.terms, term),
      };
      nameField(input, dieEntryText(term, slot), null);
      const button = fields.querySelector("button");
      fields.addEventListener(
        "click",
        (event) => {
          if (button && event.composedPath().includes(button) && !this.#check(input)) event.stopPropagation();
        },
        { capture: true },
      );
      return pending;
    }
  }
  return LabelledRollResolver;
}

/** A field of the form (an input: the resolver's fields are all inputs), seen from an event's target. */
function isField(target: EventTarget | null): target is HTMLInputElement {
  return target !== null && "valueAsNumber" in target;
}

/** A typed value as its face; an empty field (null) stays null, which Foundry rolls digitally. */
function faceOrNull(entry: ManualEntry, value: unknown): number | null {
  return typeof value === "number" ? entry.faceOf(value) : null;
}
