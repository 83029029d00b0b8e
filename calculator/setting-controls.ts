/**
 * The odds calculator's settings panel controls: a select for each choice setting and a checkbox for each toggle
 * (calculator/world-settings.ts), labelled with the module's own setting names (lang/*.json).
 */
import type { Translator } from "../src/ui/translator";
import { choiceSettings, pageSetting, toggleSettings, type PageSettings } from "./world-settings";

export function settingControls(
  translator: Translator,
  settings: PageSettings,
  onChange: (key: string, value: string | boolean) => void,
  toggles: readonly string[] = toggleSettings().map(({ key }) => key),
): HTMLElement[] {
  const selects = choiceSettings().map(({ key, nameKey, choices }) => {
    const select = document.createElement("select");
    select.name = key;
    const current = pageSetting(settings, key);
    for (const [value, label] of Object.entries(choices)) select.append(new Option(translator.localize(label), value, false, current === value));
    select.addEventListener("change", () => onChange(key, select.value));
    return labelled(translator.localize(nameKey), select);
  });
  const boxes = toggleSettings().filter(({ key }) => toggles.includes(key)).map(({ key, nameKey }) => {
    const box = document.createElement("input");
    box.type = "checkbox";
    box.name = key;
    box.checked = pageSetting(settings, key) === true;
    box.addEventListener("change", () => onChange(key, box.checked));
    return labelled(translator.localize(nameKey), box);
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
