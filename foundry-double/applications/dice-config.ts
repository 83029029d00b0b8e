/**
 * foundry.applications.settings.menus.DiceConfig (v13 client/applications/settings/menus/dice-config.mjs): core's
 * "Configure Dice" window, the settings menu over the client setting `core.diceConfiguration` (a fulfillment method
 * by denomination: the default, or an interactive one such as manual entry). Emulated:
 *
 * - registerSetting: the client setting (default {}) and its menu (DICE.CONFIG.Title, not restricted), as
 *   Game#registerSettings has it registered.
 * - the window: a form (standard-form content, 480 px wide) of one select per die of CONFIG.Dice.fulfillment.dice
 *   (its icon and label), the methods as options and "Default" as the blank one, the current method selected;
 *   manual entry is offered only to a user with MANUAL_ROLLS; a Save button in the form footer.
 * - submission: the choices merged into the stored configuration and written back; the window closes.
 * Foundry removes the manual method from CONFIG itself for a user without the permission (their own client's
 * CONFIG); the double's clients share one CONFIG, so only the offered copy loses it.
 */
import { ApplicationV2, type ApplicationDefaultOptions } from "./application";
import { HandlebarsApplicationMixin } from "./handlebars-application";
import type { FormDataExtended } from "./form-data-extended";
import { CONFIG, game } from "../globals";

/** Roll.DICE_CONFIGURATION_SETTING. */
const SETTING = "diceConfiguration";

type Plain = Record<string, unknown>;

interface Fulfillment {
  dice: Record<string, { label: string; icon?: string }>;
  methods: Record<string, { label: string; icon?: string; interactive?: boolean }>;
}

interface SettingsLike {
  register(namespace: string, key: string, data: Plain): void;
  registerMenu(namespace: string, key: string, data: Plain): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

export class DiceConfig extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    id: "dice-config",
    tag: "form",
    window: { contentClasses: ["standard-form"], title: "DICE.CONFIG.Title", icon: "fa-solid fa-dice" },
    position: { width: 480 },
    form: { closeOnSubmit: true, handler: DiceConfig.#onSubmit as never },
  };

  static override PARTS = {
    body: { template: "templates/settings/menus/dice-config.hbs", root: true },
    footer: { template: "templates/generic/form-footer.hbs" },
  };

  /** The setting and its menu, as core registers them. */
  static registerSetting(settings: SettingsLike): void {
    settings.register("core", SETTING, { config: false, default: {}, type: Object, scope: "client" });
    settings.registerMenu("core", SETTING, {
      name: "DICE.CONFIG.Title",
      label: "DICE.CONFIG.Label",
      hint: "DICE.CONFIG.Hint",
      icon: "fa-solid fa-dice-d20",
      type: DiceConfig,
      restricted: false,
    });
  }

  override async _prepareContext(_options: Plain): Promise<Plain> {
    const { methods, dice } = CONFIG().Dice.fulfillment as unknown as Fulfillment;
    const offered = { ...methods };
    if (!game().user.hasPermission("MANUAL_ROLLS")) delete offered.manual;
    const config = (game().settings.get("core", SETTING) ?? {}) as Record<string, string>;
    return {
      methods: offered,
      dice: Object.entries(dice).map(([denomination, { label, icon }]) => ({
        label,
        icon,
        denomination,
        method: config[denomination] || "",
      })),
      buttons: [{ type: "submit", icon: "fa-solid fa-floppy-disk", label: "SETTINGS.Save" }],
    };
  }

  static async #onSubmit(
    this: DiceConfig,
    _event: Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const settings = game().settings as unknown as SettingsLike;
    const config = {
      ...(settings.get("core", SETTING) as Record<string, string>),
      ...(formData.object as Record<string, string>),
    };
    await settings.set("core", SETTING, config);
  }
}
