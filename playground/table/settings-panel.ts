/**
 * Each pane's "Configure Settings" for the module, as Foundry's settings window lists a module's settings: those
 * registered with `config: true`, the world's only for a user who may change them (SETTINGS_MODIFY), each written
 * through game.settings as the pane's user — a world setting for everyone, a client setting for this browser only.
 */
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

interface SettingsRegistry {
  settings: Map<string, RegisteredSetting>;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

const MODULE_ID = "indie-dice";

function registry(): SettingsRegistry {
  // The double's registry: fvtt-types types game.settings by each setting's own declared type.
  return game.settings as unknown as SettingsRegistry;
}

/** The module's settings this user sees, each as a labelled field; `asUser` runs a change as the pane's user. */
export function settingFields(asUser: <T>(fn: () => T) => T): HTMLElement[] {
  const settings = registry();
  const mayModifyWorld = game.user!.can("SETTINGS_MODIFY");
  return [...settings.settings.values()]
    .filter((setting) => setting.namespace === MODULE_ID && setting.config && (setting.scope !== "world" || mayModifyWorld))
    .map((setting) => {
      const label = document.createElement("label");
      label.className = "table-setting";
      label.dataset.setting = setting.key;
      const value = settings.get(MODULE_ID, setting.key);
      let input: HTMLInputElement | HTMLSelectElement;
      if (setting.type === Boolean) {
        input = Object.assign(document.createElement("input"), { type: "checkbox", checked: Boolean(value) });
      } else if (setting.choices) {
        const select = document.createElement("select");
        for (const [choice, choiceLabel] of Object.entries(setting.choices)) select.add(new Option(game.i18n!.localize(choiceLabel), choice, false, choice === value));
        input = select;
      } else {
        input = Object.assign(document.createElement("input"), { type: "text", value: String(value ?? "") });
      }
      input.name = setting.key;
      input.addEventListener("change", () => {
        const next = input instanceof HTMLInputElement && input.type === "checkbox" ? input.checked : input.value;
        void asUser(() => settings.set(MODULE_ID, setting.key, next));
      });
      const name = document.createElement("span");
      name.textContent = game.i18n!.localize(setting.name ?? setting.key);
      label.append(input, " ", name);
      if (setting.hint) label.title = game.i18n!.localize(setting.hint);
      return label;
    });
}
