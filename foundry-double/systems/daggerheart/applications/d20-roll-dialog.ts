/**
 * Daggerheart's roll dialog, D20RollDialog (module/applications/dialogs/d20RollDialog.mjs at 030fd85; the roll
 * modes as the v13 line lists them at a54efae): every duality roll and every adversary's d20 roll is configured in it.
 * - HandlebarsApplicationMixin(ApplicationV2), a `form` with the classes "daggerheart dialog dh-style views
 *   roll-selection", PARTS `header` and `rollSelection` (templates/dialogs/dice-roll/*.hbs), `submitOnChange`: every
 *   change of a field runs updateRollConfiguration, which reads the form into the config and the roll and renders
 *   the whole dialog again — so `renderD20RollDialog` fires after every change.
 * - constructed with (roll, config, options): `app.roll` the live roll, `app.config` the roll's options (the same
 *   object), `config.experiences` emptied, the bonus effects as `selectedEffects`.
 * - _prepareContext: the roll modes (CONFIG.Dice.rollModes on the v13 line, CONFIG.ChatMessage.modes on v14), the
 *   costs (CostField.calcCosts and hasCost: the Roll button disabled when they cannot be paid), the experiences (the
 *   roll data's `system.experiences`, or the companion's), `advantage` and `disadvantage` from the config's roll, the
 *   dice options and, last, `formula = roll.constructFormula(config)`: the roll's terms written again from the config.
 * - updateRollConfiguration: the roll mode, the costs, the dice, and a trait chosen in the select, which retitles a
 *   roll not made from an item ("Agility Check"; `config.source`, which the system reads with no `?.`, is set on
 *   every roll of the double: by diceRoll, or by a link without a target).
 * - actions: updateIsAdvantage (the button's `data-advantage`, 1 or −1, toggled in `config.roll.advantage`, the app's
 *   `advantage` and `disadvantage` flags set; then the roll data's default advantage or disadvantage die faces,
 *   read as `config.data.rules.roll.…` with no `?.` — roll data without `rules.roll`, a `[[/dr]]` link's without a
 *   target, throws there, as the system does, before the dialog is drawn again), selectExperience (the experience's id
 *   toggled in `config.experiences`, with a cost of 1 Hope — 1 Fear for an NPC), toggleReaction (a duality roll made a
 *   reaction, `config.actionType` "reaction", or back to "action"), toggleSelectedEffect, submitRoll (closes as
 *   submitted).
 * - closed without submitting, the config is `false`; configure(roll, config, options) resolves with it on close.
 * Not emulated: `config.uses` and the dialog's `item` / `action` (an item action's limited uses: UsesField.calcUses
 * reads the action's remaining uses, and the double has no items nor their actions, so no roll of it carries uses),
 * tooltips.
 */
import {
  ApplicationV2,
  type ApplicationDefaultOptions,
  type ApplicationFormConfiguration,
  type ApplicationRenderOptions,
} from "../../../applications/application";
import { HandlebarsApplicationMixin, type HandlebarsTemplateParts } from "../../../applications/handlebars-application";
import type { FormDataExtended } from "../../../applications/form-data-extended";
import { expandObject, mergeObject } from "../../../utils";
import { isV14 } from "../../../profile";
import { CONFIG } from "../../../globals";
import type { DHRoll, RollConfig } from "../dice/dh-roll";
import { DualityRoll } from "../dice/duality-roll";
import { calcCosts, hasCost, type Cost } from "../documents/costs";
import { TRAITS } from "../config";
import { chatMessageConfig, dh, dhGame } from "../system-globals";
import { read, type Plain } from "../../kit/data";

type DialogConfig = RollConfig & {
  costs?: Cost[];
  selectedMessageMode?: string;
  selectedRollMode?: string;
};

export class D20RollDialog extends HandlebarsApplicationMixin(ApplicationV2) {
  constructor(roll: DHRoll, config: DialogConfig, options: ApplicationDefaultOptions = {}) {
    super(options);
    this.roll = roll;
    this.config = config;
    this.config.experiences = [];
    this.reactionOverride = config.actionType === "reaction";
    this.selectedEffects = config.bonusEffects;
  }

  roll: DHRoll;

  config: DialogConfig | false;

  reactionOverride: boolean;

  selectedEffects: RollConfig["bonusEffects"];

  /** Set by the advantage chips (updateIsAdvantage): whether the last one pressed was advantage, or disadvantage. */
  advantage?: boolean;

  disadvantage?: boolean;

  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    tag: "form",
    classes: ["daggerheart", "dialog", "dh-style", "views", "roll-selection"],
    position: { width: "auto" },
    window: { icon: "fa-solid fa-dice" },
    actions: {
      updateIsAdvantage: D20RollDialog.#updateIsAdvantage,
      selectExperience: D20RollDialog.#selectExperience,
      toggleReaction: D20RollDialog.#toggleReaction,
      toggleSelectedEffect: D20RollDialog.#toggleSelectedEffect,
      submitRoll: D20RollDialog.#submitRoll,
    } as unknown as ApplicationDefaultOptions["actions"],
    form: {
      handler: D20RollDialog.#updateRollConfiguration as unknown as ApplicationFormConfiguration["handler"],
      submitOnChange: true,
      closeOnSubmit: false,
    },
  };

  static override PARTS: HandlebarsTemplateParts = {
    header: { id: "header", template: "systems/daggerheart/templates/dialogs/dice-roll/header.hbs" },
    rollSelection: {
      id: "rollSelection",
      template: "systems/daggerheart/templates/dialogs/dice-roll/rollSelection.hbs",
    },
  };

  /** The config while the dialog is open (it becomes `false` when closed without a roll). */
  get live(): DialogConfig {
    if (!this.config) throw new Error("The roll dialog was closed without a roll");
    return this.config;
  }

  override get title(): string {
    const actor = this.actor;
    return `${String(this.live.title)}${actor ? `: ${actor.name}` : ""}`;
  }

  get actor(): { name: string; isNPC?: boolean; system: Plain } | undefined {
    return (this.config ? this.config.data?.parent : undefined) as
      { name: string; isNPC?: boolean; system: Plain } | undefined;
  }

  override async _prepareContext(options: ApplicationRenderOptions): Promise<Plain> {
    const context = await super._prepareContext(options);
    const config = this.live;
    context.rollConfig = config;
    context.hasRoll = Boolean(config.roll);
    context.canRoll = true;
    const modes = isV14() ? chatMessageConfig().modes : CONFIG().Dice.rollModes;
    context.selectedMessageMode = isV14()
      ? (config.selectedMessageMode ?? dhGame().settings.get("core", "messageMode"))
      : (config.selectedRollMode ?? dhGame().settings.get("core", "rollMode"));
    context.rollModes = Object.entries(modes).map(([action, { label, icon }]) => ({ action, label, icon }));
    context.hasSelectedEffects = Boolean(this.selectedEffects && Object.keys(this.selectedEffects).length);
    context.selectedEffects = this.selectedEffects;
    config.costs ??= [];
    if (config.costs.length) {
      const actor = this.actor;
      const costs = calcCosts(actor, config.costs);
      context.costs = costs.map((cost) => ({
        ...cost,
        label: dhGame().i18n.localize(dh().GENERAL.abilityCosts[cost.key]?.label ?? cost.key),
      }));
      context.canRoll = hasCost(actor, costs);
      config.data.scale = config.costs[0]!.total;
    }
    const roll = this.roll;
    context.roll = roll;
    context.rollType = roll.constructor.name;
    context.rallyDie = roll instanceof DualityRoll ? roll.rallyChoices : undefined;
    const data = config.data as { system?: { experiences?: Plain }; companion?: { system?: { experiences?: Plain } } };
    const experiences =
      (config.roll.companionRoll ? (data.companion?.system?.experiences ?? {}) : null) ??
      data.system?.experiences ??
      {};
    context.experiences = Object.keys(experiences).map((id) => ({ id, ...(experiences[id] as Plain) }));
    context.selectedExperiences = config.experiences;
    context.advantage = config.roll.advantage;
    context.disadvantage = config.roll.disadvantage;
    context.diceOptions = dh().GENERAL.diceTypes;
    context.dieFaces = Object.fromEntries(dh().GENERAL.dieFaces.map((faces) => [faces, `d${faces}`]));
    context.isLite = config.roll.lite;
    context.extraFormula = config.extraFormula;
    context.formula = roll.constructFormula(config);
    const traits = (this.actor?.system as { traits?: Record<string, { value: number }> } | undefined)?.traits;
    if (traits)
      context.abilities = TRAITS.map((id) => ({
        id,
        label: `${dhGame().i18n.localize(`DAGGERHEART.CONFIG.Traits.${id}.name`)} (${signed(traits[id]?.value ?? 0)})`,
      }));
    context.showReaction = !read(config.skips, "reaction") && roll instanceof DualityRoll;
    context.reactionOverride = this.reactionOverride;
    return context;
  }

  static #updateRollConfiguration(
    this: D20RollDialog,
    _event: Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): void {
    const config = this.live;
    const rest = expandObject(formData.object) as Plain & {
      roll?: { dice?: Plain };
      costs?: Plain;
      trait?: string;
      extraFormula?: string;
    };
    if (isV14()) config.selectedMessageMode = rest.selectedMessageMode as string;
    else config.selectedRollMode = rest.selectedMessageMode as string;
    if (config.costs) config.costs = mergeObject(config.costs, rest.costs ?? {}) as Cost[];
    if (rest.roll?.dice) this.roll = mergeObject(this.roll, rest.roll.dice);
    if (Object.prototype.hasOwnProperty.call(rest, "trait")) {
      config.roll.trait = rest.trait;
      if (!config.source?.item)
        config.title = dhGame().i18n.format("DAGGERHEART.UI.Chat.dualityRoll.abilityCheckTitle", {
          ability: traitLabel(config.roll.trait),
        });
    }
    config.extraFormula = rest.extraFormula;
    void this.render();
  }

  static #updateIsAdvantage(this: D20RollDialog, _event: Event, button: HTMLElement): void {
    const config = this.live;
    const advantage = Number(button.dataset.advantage);
    this.advantage = advantage === 1;
    this.disadvantage = advantage === -1;
    config.roll.advantage = config.roll.advantage === advantage ? 0 : advantage;
    const rules = (
      config.data as { rules: { roll: { defaultAdvantageDice?: string; defaultDisadvantageDice?: string } } }
    ).rules;
    const roll = this.roll as DualityRoll;
    const preferred =
      config.roll.advantage === 1
        ? rules.roll.defaultAdvantageDice
        : config.roll.advantage === -1
          ? rules.roll.defaultDisadvantageDice
          : undefined;
    if (preferred) {
      const faces = Number.parseInt(preferred);
      roll.advantageFaces = Number.isNaN(faces) ? roll.advantageFaces : faces;
    }
    void this.render();
  }

  static #selectExperience(this: D20RollDialog, _event: Event, button: HTMLElement): void {
    const config = this.live;
    const key = button.dataset.key as string;
    config.experiences = config.experiences!.includes(key)
      ? config.experiences!.filter((id) => id !== key)
      : [...config.experiences!, key];
    const costs = config.costs ?? [];
    const experiences = (config.data as { system?: { experiences?: Record<string, { name: string }> } }).system
      ?.experiences;
    config.costs = costs.some((cost) => cost.extKey === key)
      ? costs.filter((cost) => cost.extKey !== key)
      : [...costs, { extKey: key, key: this.actor?.isNPC ? "fear" : "hope", value: 1, name: experiences?.[key]?.name }];
    void this.render();
  }

  static #toggleReaction(this: D20RollDialog): void {
    const config = this.live;
    if (!config.roll) return;
    this.reactionOverride = !this.reactionOverride;
    config.actionType = this.reactionOverride
      ? "reaction"
      : config.actionType === "reaction"
        ? "action"
        : config.actionType;
    void this.render();
  }

  static #toggleSelectedEffect(this: D20RollDialog, _event: Event, button: HTMLElement): void {
    const effect = this.selectedEffects?.[button.dataset.key as string];
    if (effect) effect.selected = !effect.selected;
    void this.render();
  }

  static async #submitRoll(this: D20RollDialog): Promise<void> {
    await this.close({ submitted: true });
  }

  override _onClose(options: Plain = {}): void {
    if (!options.submitted) this.config = false;
  }

  static async configure(
    roll: DHRoll,
    config: DialogConfig,
    options: ApplicationDefaultOptions = {},
  ): Promise<DialogConfig | false> {
    return new Promise((resolve) => {
      const app = new this(roll, config, options);
      app.addEventListener("close", () => resolve(app.config), { once: true });
      void app.render({ force: true });
    });
  }
}

/**
 * A trait's name as the select's `abilities` label it (actorConfig.mjs); none for a blank one (format writes
 * "undefined").
 */
function traitLabel(trait: unknown): string | undefined {
  const id = TRAITS.find((candidate) => candidate === trait);
  return id && dhGame().i18n.localize(`DAGGERHEART.CONFIG.Traits.${id}.name`);
}

/** Number#signedString (common/primitives/number.mjs): "+2", "0", "−1". */
function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : "0";
}

export { DualityRoll };
