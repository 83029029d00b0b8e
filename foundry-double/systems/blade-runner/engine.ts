/**
 * Blade Runner's roller (fvtt-fria-ligan/blade-runner-foundry-vtt 14.0.0 at b5c7851a, src/components/roll/roller.js)
 * on the double's YZUR (../kit/yzur.ts), the game `br`:
 * - `BRRollHandler extends FormApplication` (:37-727): made of `{title, actor, attributeKey, skillKey, dice,
 *   modifier, modifiers, maxPush}` (:54-158; dice of 0 dropped); `modifier` the given one plus the active modifiers'
 *   values (:170-176); `advantage` (more than two dice or a modifier above 0) and `disadvantage` (fewer than two or
 *   below 0, :178-184); the template templates/components/roll/roller.hbs (:208-211); `getData` (:218-236: with both
 *   advantage and disadvantage, neither is shown, so the three buttons are enabled); its listeners (:588-638): any
 *   input's change sets the property its name names on the application and draws it again, a modifier's checkbox
 *   turns the modifier on or off and draws it again.
 * - Submission (:295-414): the button pressed (`event.submitter.id`) is the modifier (`_handleModifier`: advantage
 *   +1 with two dice or fewer, disadvantage −1 with two or more, else 0); `executeRoll` adds a die equal to the lowest
 *   or takes the lowest away, forges one term a die (YearZeroRoll.forge, whose game is CONFIG.YZUR.game, `br`, set by
 *   YearZeroRollManager.register, blade-runner.js:48), `getRollOptions` (:351-378: name, maxPush — 1000 with unlimited
 *   push —, attributeKey, actorId …), rolls it and posts it with the roll mode chosen.
 * - `pushRoll` (:426-482): where a d10 or d12 open to a push shows 6–9, the player ticks which dice to roll again
 *   (roll-push-select-dialog.hbs: only those are enabled, none ticked): an unticked one is locked; the roll is pushed
 *   (YearZeroDie#push leaves a locked result), the actor loses health or resolve for each 1 (`applyDamage`,
 *   :509-552, FLBR.pushTraumaMap, config.js:109-134), the message deleted and posted again.
 * - The actor's `maxPush` (actor-document.js:67-76: a player character's or rebel replicant's by nature, 1 for a human,
 *   2 for a replicant; 0 for an NPC) and `rollStat` (:504-541: one die per attribute and skill value).
 * Not emulated: the add-die button's own dialog (askDie), items' modifiers, damage and crits, the chat card's template
 * (its push button shown to the roll's actor's owners, chat.js:130-139), the push's dialog itself (its ticks are
 * handed to `pushRoll`), cancel-push.
 */
import { FormApplication, type FormApplicationOptions } from "../../applications/form-application-v1";
import type { JQueryDouble } from "../../applications/application-v1";
import { mergeObject } from "../../utils";
import { YearZeroRoll } from "../kit/yzur";
import type { Plain } from "../kit/data";
import { read, readPath } from "../kit/data";
import { installedGlobal } from "../../globals";

interface Game {
  actors: { get(id: unknown): BrActorLike | undefined };
  settings: { get(scope: string, key: string): unknown };
}
const game = () => installedGlobal<Game>("game");

export interface BrActorLike {
  id: string;
  name: string;
  type: string;
  system: Plain;
  update(changes: Plain): Promise<unknown>;
}

/** A modifier a roll may take (an item's or a condition's): its id, name, value and whether it is on. */
export interface BrModifier {
  id: string;
  name: string;
  value: number;
  active: boolean;
}

export interface BrRollData {
  title?: string;
  actor?: BrActorLike | null;
  attributeKey?: string | null;
  skillKey?: string | null;
  dice?: number | number[];
  modifier?: number;
  modifiers?: BrModifier[];
  maxPush?: number;
}

type HandlerOptions = Partial<FormApplicationOptions> & {
  rollMode?: string;
  unlimitedPush?: boolean;
  disabledPush?: boolean;
};

/** FLBR.maxRolledDice (config.js:190): the add-die button shows while fewer dice are in the pool. */
const MAX_ROLLED_DICE = 3;

/** FLBR.maxPushMap and FLBR.pushTraumaMap (config.js:102-134): a human's body costs health, the rest resolve. */
const MAX_PUSH: Record<string, number> = { human: 1, replicant: 2, n8: 2, n9: 2 };
export function pushTrauma(nature: unknown, attributeKey: unknown): "health" | "resolve" | undefined {
  if (typeof nature !== "string" || !(nature in MAX_PUSH)) return undefined;
  if (!["str", "agi", "int", "emp"].includes(String(attributeKey))) return undefined;
  return nature === "human" && ["str", "agi"].includes(String(attributeKey)) ? "health" : "resolve";
}

/** foundry.utils.setProperty on the application itself: the input's dotted name ("options.unlimitedPush"). */
function setPath(target: object, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop() ?? "";
  let at: unknown = target;
  for (const key of keys) at = typeof at === "object" && at !== null ? Reflect.get(at, key) : undefined;
  if (typeof at === "object" && at !== null) Reflect.set(at, last, value);
}

export class BRRollHandler extends FormApplication {
  declare options: FormApplicationOptions & HandlerOptions;
  actor: BrActorLike | null;
  attributeKey: string | null;
  skillKey: string | null;
  modifiers: BrModifier[];
  _modifier: number;
  dice: number[];
  maxPush: number;
  roll: YearZeroRoll | null = null;
  messageId: string | undefined;

  constructor(data: BrRollData, options: HandlerOptions = {}) {
    super({}, options);
    this.options.title = data.title ?? "Blade Runner RPG";
    this.actor = data.actor ?? null;
    this.attributeKey = data.attributeKey ?? null;
    this.skillKey = data.skillKey ?? null;
    this.modifiers = data.modifiers ?? [];
    this._modifier = data.modifier ?? 0;
    const dice = data.dice ?? [6];
    this.dice = (Array.isArray(dice) ? dice : [dice]).filter((d) => d > 0);
    this.maxPush = data.maxPush ?? 1;
    this.options.unlimitedPush = !!options.unlimitedPush;
    this.options.disabledPush = !!options.disabledPush;
  }

  get modifier(): number {
    return this._modifier + this.modifiers.reduce((sum, m) => sum + (m.active ? m.value : 0), 0);
  }

  get advantage(): boolean {
    return this.dice.length > 2 || this.modifier > 0;
  }

  get disadvantage(): boolean {
    return this.dice.length < 2 || this.modifier < 0;
  }

  static override get defaultOptions(): FormApplicationOptions {
    return mergeObject<FormApplicationOptions>(super.defaultOptions, {
      classes: ["blade-runner", "roll-application"],
      width: 450,
      resizable: false,
    });
  }

  override get template(): string {
    return "systems/blade-runner/templates/components/roll/roller.hbs";
  }

  override getData(options: Plain = {}): Plain {
    const rollModes = { publicroll: "CHAT.RollPublic", gmroll: "CHAT.RollPrivate", blindroll: "CHAT.RollBlind" };
    return {
      title: this.title,
      dice: this.dice,
      maxPush: this.maxPush,
      modifier: this.modifier >= 0 ? `+${this.modifier}` : this.modifier,
      modifiers: this.modifiers,
      advantage: this.disadvantage ? false : this.advantage,
      disadvantage: this.advantage ? false : this.disadvantage,
      rollMode: this.options.rollMode ?? game().settings.get("core", "rollMode"),
      config: { maxRolledDice: MAX_ROLLED_DICE, rollModes: { ...rollModes, selfroll: "CHAT.RollSelf" } },
      options: { ...this.options, ...options },
    };
  }

  override activateListeners(html: JQueryDouble): void {
    super.activateListeners(html);
    const root = this.form;
    if (!root) return;
    for (const input of root.querySelectorAll<HTMLInputElement>("input[name]")) {
      input.addEventListener("change", (event) => {
        event.preventDefault();
        const checkbox = input.type === "checkbox";
        const value = checkbox ? input.checked : input.type === "number" ? Number(input.value) : input.value;
        setPath(this, input.name, value);
        void this.render();
      });
    }
    for (const box of root.querySelectorAll<HTMLInputElement>(".modifiers input[type=checkbox]")) {
      box.addEventListener("click", (event) => {
        // The system's own: the box's state is read, the click's default undone (and so no change), then drawn anew.
        event.preventDefault();
        const modifier = this.modifiers.find((m) => m.id === box.dataset.id);
        if (!modifier) return;
        modifier.active = box.checked;
        void this.render();
      });
    }
  }

  override async _updateObject(event: Event, formData: Plain): Promise<unknown> {
    const button = read(read(event, "submitter"), "id");
    if (!this.dice.length || !["roll", "advantage", "disadvantage"].includes(String(button))) {
      throw new Error("WARNING.NoDiceInput");
    }
    if (typeof formData.rollMode === "string") this.options.rollMode = formData.rollMode;
    return this.executeRoll(this.#modifierOf(String(button)));
  }

  #modifierOf(button: string): number {
    if (button === "advantage") return this.dice.length > 2 ? 0 : 1;
    if (button === "disadvantage") return this.dice.length < 2 ? 0 : -1;
    return 0;
  }

  getRollOptions(): Plain {
    const name = this.actor ? this.title.replace(`${this.actor.name}: `, "") : this.title;
    return {
      name,
      game: "br",
      maxPush: this.options.unlimitedPush ? 1000 : this.maxPush,
      attributeKey: this.attributeKey,
      actorId: this.actor?.id,
      actorType: this.actor?.type,
      yzur: true,
    };
  }

  async executeRoll(modifier = 0): Promise<unknown> {
    if (modifier) {
      const min = Math.min(...this.dice);
      if (modifier > 0) this.dice.push(min);
      else this.dice = this.dice.filter((_d, i) => i !== this.dice.indexOf(min));
    }
    const formula = YearZeroRoll.formulaOf(this.dice.map((d) => ({ term: `${d}`, number: 1 })));
    this.roll = new YearZeroRoll(formula, {}, this.getRollOptions());
    await this.roll.evaluate();
    const speaker = { alias: this.actor?.name, actor: this.actor?.id };
    const message = await this.roll.toMessage({ speaker }, { rollMode: this.options.rollMode });
    this.messageId = String(read(message, "id"));
    return message;
  }

  /**
   * The message's roll pushed: `held`, where the push's dialog asks (a d10 or d12 open to a push on 6–9), the dice
   * the player leaves unticked, by their place in the roll; the actor pays the 1s; the message posted again.
   */
  static async pushRoll(
    message: { rolls: unknown[]; speaker: Plain; delete(): Promise<unknown> },
    held: readonly number[] = [],
  ): Promise<unknown> {
    const roll = message.rolls[0];
    if (!(roll instanceof YearZeroRoll) || !roll.pushable) return null;
    roll.yearZeroDice.forEach((die, i) => {
      const result = die.results.find((r) => r.active);
      const asks = die.faces !== undefined && die.faces >= 10 && die.pushable;
      if (result && asks && result.result >= 6 && result.result < 10 && held.includes(i)) {
        Object.assign(result, { locked: true });
      }
    });
    await roll.push();
    const actor = game().actors.get(roll.options.actorId);
    if (actor && roll.attributeTrauma) await BRRollHandler.applyDamage(roll, actor);
    await message.delete();
    return roll.toMessage({ speaker: message.speaker });
  }

  /** The 1s as health or resolve lost, by the actor's nature and the roll's attribute (never below 0). */
  static async applyDamage(roll: YearZeroRoll, actor: BrActorLike): Promise<void> {
    const cap = pushTrauma(read(actor.system, "nature"), roll.options.attributeKey);
    if (!cap) return;
    const value = Number(readPath(actor.system, `${cap}.value`) ?? 0);
    const max = Number(readPath(actor.system, `${cap}.max`) ?? 0);
    await actor.update({ [`system.${cap}.value`]: Math.min(Math.max(value - roll.attributeTrauma, 0), max) });
  }
}

/** The actor's `maxPush`: a player character's (or rebel replicant's) by nature, none for an NPC. */
export function actorMaxPush(actor: BrActorLike): number {
  if (actor.type !== "character") return 1;
  const subtype = read(actor.system, "subtype");
  return subtype === "pc" || subtype === "replicantRebellion"
    ? (MAX_PUSH[String(read(actor.system, "nature"))] ?? 0)
    : 0;
}

/** `rollStat`: the attribute's die and the skill's, the actor's modifiers, its title; the dialog drawn. */
export function rollStat(
  actor: BrActorLike,
  attributeKey: string,
  skillKey: string | null,
  modifiers: BrModifier[] = [],
) {
  const attribute = Number(readPath(actor.system, `attributes.${attributeKey}.value`));
  const skill = skillKey ? Number(readPath(actor.system, `skills.${skillKey}.value`)) : 0;
  const title = `${actor.name}: ${skillKey ?? attributeKey}`;
  const dice = [attribute, skill].filter((value) => value > 0);
  const data = { title, actor, attributeKey, skillKey, dice, modifiers, maxPush: actorMaxPush(actor) };
  return new BRRollHandler(data, { unlimitedPush: readPath(actor, "flags.bladerunner.unlimitedPush") === true });
}
