/**
 * Forbidden Lands' roll engine (fvtt-fria-ligan/forbidden-lands-foundry-vtt 14.0.4 at c07ee778,
 * src/components/roll-engine/engine.js) on the double's YZUR (../kit/yzur.ts):
 * - `FBLRollHandler extends FormApplication` (:9-598): its base, skill and gear from the data it is made with, the
 *   artifact from the gear's `artifactDie`, the modifier the sum of the active modifier options (:17-38); the
 *   template templates/components/roll-engine/dialog.hbs (:100-114); its listeners (:145-238): the ± buttons step an
 *   input in place (never below 0), a modifier option's checkbox adds or takes its value from the total modifier (or
 *   the gear input, for a gear bonus) and its artifact die to or from the artifact input — in place, no render.
 *   Cancel closes it. Written with the DOM where the system uses jQuery; the spell dialog is not emulated.
 * - `_handleYZRoll` (:326-397): base dice `b`, gear `g` (split by checked gear-bonus options, `_getModifierGear`,
 *   :399-427), artifacts parsed from the text (:443-460), `diff = skill + modifier`: below 0, |diff| negative dice
 *   instead of skill dice; `getRollOptions` (:466-498): `maxPush` the options' (a monster sheet's "0") or 1, 10000
 *   with unlimited push, 0 for an actor whose `system.type` is "monster"; `executeRoll` forges, rolls and posts it.
 * - `FBLRoll extends YearZeroRoll` (:779-960): `isOwner` (the actor of `options.actorId`), `toMessage` with its own
 *   speaker; `pushRoll` (:596-606) pushes the message's roll, damages the actor and posts it again; `updateActor`
 *   (:620-710): base 1s as attribute damage and as much willpower gained (up to its max). Not emulated: gear damage
 *   to items, arrows, mishap tables, the chat card's template (its push button: shown to the roll's owner or a GM
 *   while the roll is pushable, templates/components/roll-engine/roll.hbs:51).
 */
import { FormApplication, type FormApplicationOptions } from "../../applications/form-application-v1";
import type { JQueryDouble } from "../../applications/application-v1";
import { mergeObject } from "../../utils";
import { YearZeroRoll, type TermBlok } from "../kit/yzur";
import type { Plain } from "../kit/data";
import { read, readPath } from "../kit/data";
import { chatMessage } from "../kit/globals";
import { installedGlobal } from "../../globals";

interface Game {
  actors: { get(id: unknown): FblActorLike | undefined };
  user: { id: string; isGM: boolean };
  i18n: { localize(key: string): string };
}
const game = () => installedGlobal<Game>("game");

export interface FblActorLike {
  id: string;
  isOwner: boolean;
  system: Plain;
  update(changes: Plain): Promise<unknown>;
}

/** A die row of the dialog: its label and number. */
export interface DiceRow {
  label: string;
  value: number;
  name?: string;
}

/** A modifier option (an item or talent the sheet offers): its words and value ("+1", "-2", "d8"). */
export interface ModifierOption {
  name: string;
  value: string;
  active?: boolean;
  gearBonus?: boolean;
}

export interface RollHandlerData {
  title?: string;
  attribute?: DiceRow;
  skill?: DiceRow;
  gear?: DiceRow & { artifactDie?: string };
}

type HandlerOptions = Partial<FormApplicationOptions> & {
  actorId?: string;
  maxPush?: number | string;
  unlimitedPush?: boolean;
  modifiers?: ModifierOption[];
};

const localize = (key: string) => game().i18n.localize(key);

export class FBLRollHandler extends FormApplication {
  declare options: FormApplicationOptions & HandlerOptions;
  base: DiceRow;
  skill: DiceRow;
  gear: DiceRow & { artifactDie?: string };
  artifact: string;
  modifier: number;
  result: Promise<FBLRoll | null>;
  #resolve: (roll: FBLRoll | null) => void = () => undefined;

  constructor(data: RollHandlerData, options: HandlerOptions = {}) {
    super({}, options);
    this.base = data.attribute ?? { label: "DICE.BASE", value: 0 };
    this.skill = data.skill ?? { label: "DICE.SKILL", value: 0 };
    this.gear = data.gear ?? { label: "DICE.GEAR", value: 0, artifactDie: "" };
    this.artifact = this.gear.artifactDie ?? "";
    this.modifier = (options.modifiers ?? []).reduce((sum, mod) => (mod.active ? sum + Number(mod.value) : sum), 0);
    this.result = new Promise((resolve) => (this.#resolve = resolve));
  }

  static override get defaultOptions(): FormApplicationOptions {
    return mergeObject<FormApplicationOptions>(super.defaultOptions, {
      classes: ["forbidden-lands"],
      width: 500,
      height: "auto",
      resizable: true,
    });
  }

  override get template(): string {
    return "systems/forbidden-lands/templates/components/roll-engine/dialog.hbs";
  }

  override getData(options: Plain = {}): Plain {
    const dice = { base: this.base, skill: this.skill, gear: this.gear };
    return { title: this.title, dice, artifact: this.artifact, modifier: this.modifier, options };
  }

  override activateListeners(html: JQueryDouble): void {
    super.activateListeners(html);
    const root = this.form;
    if (!root) return;
    const input = (id: string) => root.querySelector<HTMLInputElement>(`input#${id}`);
    for (const button of root.querySelectorAll<HTMLElement>(".inc-dec-btns")) {
      button.addEventListener("click", () => {
        const field = input(button.dataset.type ?? "");
        if (!field) return;
        const value = (Number.parseInt(field.value, 10) || 0) + (button.dataset.operator === "plus" ? 1 : -1);
        field.value = String(value > 0 ? value : 0);
      });
    }
    for (const option of root.querySelectorAll<HTMLInputElement>("input.option")) {
      option.addEventListener("change", () => this.#onOption(option, input));
    }
    root.querySelector("#cancel")?.addEventListener("click", () => void this.close());
  }

  /** A modifier option checked or not: its artifact die and its value moved in the inputs, in place. */
  #onOption(option: HTMLInputElement, input: (id: string) => HTMLInputElement | null): void {
    const artifactRegex = /(\d*d(?:8|10|12))/gi;
    const value = option.dataset.value ?? "";
    const artifact = value.match(artifactRegex);
    const artifactInput = input("artifact");
    const [die] = artifact ?? [];
    if (die && artifactInput) {
      const artifacts: string[] = artifactInput.value.match(artifactRegex) ?? [];
      if (option.checked) artifacts.push(die);
      else artifacts.splice(artifacts.indexOf(die), 1);
      artifactInput.value = artifacts.join("+");
    }
    const modifier = value.match(/([+-]\d+(?!d)|^\d+$)/i);
    const total = input(option.dataset.gearBonus === "true" ? "gear" : "modifier");
    if (!modifier || !total) return;
    total.value = String(Number(total.value) + (option.checked ? 1 : -1) * Number(modifier[0]));
  }

  override async _updateObject(_event: Event, formData: Plain): Promise<void> {
    const { base, skill, gear, artifact, modifier, ...items } = formData;
    const gearTerms = this.#gearTerms(items, gear);
    const terms: TermBlok[] = [];
    if (base) terms.push({ term: "b", number: Number(base), flavor: localize(this.base.label) });
    const diff = Number(skill) + Number(modifier);
    if (diff < 0) terms.push({ term: "n", number: Math.abs(diff), flavor: localize("DICE.NEGATIVE") });
    else if (diff) terms.push({ term: "s", number: diff, flavor: localize(this.skill.label) });
    terms.push(...gearTerms, ...this.parseArtifacts(String(artifact ?? "")));
    const roll = FBLRoll.create(YearZeroRoll.formulaOf(terms), {}, this.getRollOptions());
    await roll.evaluate();
    await roll.toMessage();
    this.#resolve(roll);
  }

  /** The gear dice: one term, or one per checked gear-bonus option and the rest (`_getModifierGear`). */
  #gearTerms(items: Plain, gear: unknown): TermBlok[] {
    const checked = Object.entries(items)
      .filter(([key, on]) => on && key.startsWith("true"))
      .map(([key]) => key.split("_"));
    if (checked.length === 0) return gear ? [{ term: "g", number: Number(gear), flavor: this.gear.label }] : [];
    const terms = checked.map(([, flavor, value]) => ({ term: "g", flavor, number: Number(value) }));
    if (this.gear.value) terms.unshift({ term: "g", flavor: this.gear.label, number: this.gear.value });
    const total = terms.reduce((sum, { number }) => sum + number, 0);
    if (Number(gear) - total > 0) terms.push({ term: "g", flavor: "Gear", number: Number(gear) - total });
    return terms;
  }

  parseArtifacts(text: string): TermBlok[] {
    const counts = new Map<string, number>();
    for (const artifact of text.split(/[+, ]/).filter((term) => !!term && term !== "0")) {
      const [num, term] = artifact.split(/d/i);
      counts.set(term ?? "", (counts.get(term ?? "") ?? 0) + (Number(num) || 1));
    }
    return [...counts].map(([term, number]) => ({ term, number, flavor: this.gear.label }));
  }

  getRollOptions(): Plain {
    const actor = game().actors.get(this.options.actorId);
    const isMonster = read(actor?.system, "type") === "monster";
    const maxPush = this.options.unlimitedPush ? 10000 : isMonster ? 0 : 1;
    return {
      name: this.title,
      game: "fbl",
      maxPush: this.options.maxPush || maxPush,
      actorId: this.options.actorId,
      attribute: this.base.name,
    };
  }

  static createRoll(data: RollHandlerData, options: HandlerOptions = {}): FBLRollHandler {
    return new FBLRollHandler(data, { ...options, title: localize(data.title ?? "") || "ACTION.GENERIC" }).render(true);
  }

  /** pushRoll: the message's roll pushed, the actor damaged, the roll posted again (the old message deleted). */
  static async pushRoll(message: { rolls: unknown[]; delete(): Promise<unknown> }): Promise<unknown> {
    const roll = message.rolls[0];
    if (!(roll instanceof FBLRoll) || !roll.pushable) return null;
    await roll.push();
    const actor = game().actors.get(roll.options.actorId);
    if (actor) await FBLRollHandler.updateActor(roll, actor);
    const posted = await roll.toMessage();
    await message.delete();
    return posted;
  }

  /** Base 1s as attribute damage, and as much willpower gained up to its max. */
  static async updateActor(roll: FBLRoll, actor: FblActorLike): Promise<void> {
    const damage = roll.attributeTrauma;
    if (!damage) return;
    const attribute = String(roll.options.attribute);
    const value = Number(readPath(actor.system, `attribute.${attribute}.value`) ?? 0);
    const willpower = Number(readPath(actor.system, "bio.willpower.value") ?? 0);
    const max = Number(readPath(actor.system, "bio.willpower.max") ?? 0);
    await actor.update({
      "system.bio.willpower.value": Math.min(willpower + damage, max),
      [`system.attribute.${attribute}.value`]: Math.max(value - damage, 0),
    });
  }
}

export class FBLRoll extends YearZeroRoll {
  get isOwner(): boolean | null {
    return game().actors.get(this.options.actorId)?.isOwner || null;
  }

  static override create(formula: string, data: Plain = {}, options: Plain = {}): FBLRoll {
    return new this(formula, data, options);
  }

  override async toMessage(messageData: Plain = {}): Promise<unknown> {
    const speaker = { actor: this.options.actorId };
    return chatMessage().create({ user: game().user.id, speaker, rolls: [this], ...messageData });
  }
}
