/**
 * The odds calculator's settings panel controls: a select for each choice
 * setting and a checkbox for each toggle, labelled with the module's own setting names (lang/*.json).
 */
import type { Translator } from "../src/ui/translator";
import { CHOICE_SETTINGS, TOGGLE_SETTINGS, settingNameKey, type PageSettings } from "./world-settings";

export function settingControls(
  translator: Translator,
  settings: PageSettings,
  onChange: (change: Partial<PageSettings>) => void,
  toggles: readonly (typeof TOGGLE_SETTINGS)[number][] = TOGGLE_SETTINGS,
): HTMLElement[] {
  const selects = CHOICE_SETTINGS.map(({ key, choices }) => {
    const select = document.createElement("select");
    select.name = key;
    for (const [value, label] of Object.entries(choices)) select.append(new Option(translator.localize(label), value, false, settings[key] === value));
    select.addEventListener("change", () => onChange({ [key]: select.value }));
    return labelled(translator.localize(settingNameKey(key)), select);
  });
  const boxes = toggles.map((key) => {
    const box = document.createElement("input");
    box.type = "checkbox";
    box.name = key;
    box.checked = settings[key];
    box.addEventListener("change", () => onChange({ [key]: box.checked }));
    return labelled(translator.localize(settingNameKey(key)), box);
  });
  return [...selects, ...boxes];
}

function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  const label = document.createElement("label");
  const caption = document.createElement("span");
  caption.textContent = text;
  label.append(caption, control);
  return label;
}
