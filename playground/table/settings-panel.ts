/**
 * Each pane's "Configure Settings", as Foundry's settings window lists them: the settings menus (core's Configure Dice,
 * where a die is set to manual entry), each a button that opens its window, a restricted one for a GM only; then the
 * module's settings registered with `config: true`, the world's only for a user who may change them
 * (SETTINGS_MODIFY), each written through game.settings as the pane's user — a world setting for everyone, a client
 * setting for this browser only.
 */
import { callHook } from "./hooks";

interface RegisteredSetting {
  namespace: string;
  key: string;
  name?: string;
  hint?: string;
  scope: string;
  config?: boolean;
  type?: unknown;
  choices?: Record<string, string>;
}

/** A settings menu as registered (game.settings.registerMenu): its window's class opens it. */
interface RegisteredMenu {
  key: string;
  name?: string;
  label?: string;
  hint?: string;
  icon?: string;
  restricted?: boolean;
  type: new () => { render(options: { force: boolean }): Promise<unknown> };
}

interface SettingsRegistry {
  settings: Map<string, RegisteredSetting>;
  menus: Map<string, RegisteredMenu>;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

const MODULE_ID = "indie-dice";

function registry(): SettingsRegistry {
  // The double's registry: fvtt-types types game.settings by each setting's own declared type.
  return game.settings as unknown as SettingsRegistry;
}

/** The settings menus this user may open, each a button opening its window as the pane's user. */
export function settingMenus(asUser: <T>(fn: () => T) => T): HTMLElement[] {
  return [...registry().menus.values()]
    .filter((menu) => !menu.restricted || game.user!.isGM)
    .map((menu) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "table-setting-menu";
      button.dataset.menu = menu.key;
      const icon = document.createElement("i");
      icon.className = menu.icon ?? "fa-solid fa-bars";
      icon.setAttribute("inert", "");
      button.append(icon, " ", game.i18n!.localize(menu.label ?? menu.name ?? menu.key));
      if (menu.hint) button.title = game.i18n!.localize(menu.hint);
      button.addEventListener("click", () => void asUser(() => new menu.type().render({ force: true })));
      return button;
    });
}

/**
 * The module's and the game system's settings this user sees, each as a labelled field, then `renderSettingsConfig`
 * called on them as Foundry calls it on its window (where Twodsix hangs its ruleset's confirm-and-write); `asUser`
 * runs a change as the pane's user.
 */
export function settingFields(asUser: <T>(fn: () => T) => T): HTMLElement[] {
  const form = document.createElement("div");
  form.append(...fieldsOf([MODULE_ID, game.system?.id ?? MODULE_ID], asUser));
  asUser(() => callHook("renderSettingsConfig", undefined, form, {}));
  return [...form.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
}

function fieldsOf(namespaces: readonly string[], asUser: <T>(fn: () => T) => T): HTMLElement[] {
  const settings = registry();
  const mayModifyWorld = game.user!.can("SETTINGS_MODIFY");
  return [...settings.settings.values()]
    .filter(
      (setting) =>
        namespaces.includes(setting.namespace) && setting.config && (setting.scope !== "world" || mayModifyWorld),
    )
    .map((setting) => {
      const label = document.createElement("label");
      label.className = "table-setting";
      label.dataset.setting = setting.key;
      const value = settings.get(setting.namespace, setting.key);
      let input: HTMLInputElement | HTMLSelectElement;
      if (setting.type === Boolean) {
        input = Object.assign(document.createElement("input"), { type: "checkbox", checked: Boolean(value) });
      } else if (setting.choices) {
        const select = document.createElement("select");
        for (const [choice, choiceLabel] of Object.entries(setting.choices)) {
          const option = Object.assign(document.createElement("option"), { value: choice });
          option.textContent = game.i18n!.localize(choiceLabel);
          select.add(option);
        }
        select.value = String(value);
        input = select;
      } else {
        input = Object.assign(document.createElement("input"), { type: "text", value: String(value ?? "") });
      }
      // The window names a field namespace.key; the module's keep their bare key, which the playground's tests read.
      input.name = setting.namespace === MODULE_ID ? setting.key : `${setting.namespace}.${setting.key}`;
      input.addEventListener("change", () => {
        const next = input instanceof HTMLInputElement && input.type === "checkbox" ? input.checked : input.value;
        void asUser(() => settings.set(setting.namespace, setting.key, next));
      });
      const name = document.createElement("span");
      name.textContent = game.i18n!.localize(setting.name ?? setting.key);
      label.append(input, " ", name);
      if (setting.hint) label.title = game.i18n!.localize(setting.hint);
      return label;
    });
}
