/**
 * The odds calculator's settings panel controls: a select for each choice setting, a text field for each text setting
 * and a checkbox for each toggle (calculator/world-settings.ts), labelled with the module's own setting names
 * (lang/*.json).
 */
import { errorText } from "../src/ui/dialogs/error-text";
import { onLiveInput } from "../src/ui/dom/live-input";
import type { Translator } from "../src/ui/translator";
import {
  choiceSettings,
  pageSetting,
  textSettingError,
  textSettings,
  toggleSettings,
  type PageSettings,
} from "./world-settings";

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
    for (const [value, label] of Object.entries(choices))
      select.append(new Option(translator.localize(label), value, false, current === value));
    select.addEventListener("change", () => onChange(key, select.value));
    return labelled(translator.localize(nameKey), select);
  });
  const texts = textSettings().map((setting) => {
    const input = document.createElement("input");
    input.name = setting.key;
    input.autocomplete = "off";
    input.value = String(pageSetting(settings, setting.key) ?? "");
    const error = document.createElement("small");
    error.id = `setting-${setting.key}-error`;
    error.className = "calculator-field-error";
    error.hidden = true;
    input.setAttribute("aria-describedby", error.id);
    // As Foundry's settings form would refuse it: a text the declaration's check refuses changes nothing, said why.
    // Leaving the field fires "change" once more after typing was already taken: the dialogs are not drawn again then
    // (that would pull the field the reader is moving to from under them).
    let taken = input.value;
    const take = () => {
      const refusal = textSettingError(setting, input.value);
      input.setAttribute("aria-invalid", String(refusal !== null));
      error.hidden = refusal === null;
      error.textContent = refusal === null ? "" : errorText(translator, refusal);
      if (refusal !== null || input.value === taken) return;
      taken = input.value;
      onChange(setting.key, taken);
    };
    const label = labelled(translator.localize(setting.nameKey), input);
    label.append(error);
    input.addEventListener("change", take);
    onLiveInput(label, take);
    return label;
  });
  const boxes = toggleSettings()
    .filter(({ key }) => toggles.includes(key))
    .map(({ key, nameKey }) => {
      const box = document.createElement("input");
      box.type = "checkbox";
      box.name = key;
      box.checked = pageSetting(settings, key) === true;
      box.addEventListener("change", () => onChange(key, box.checked));
      return labelled(translator.localize(nameKey), box);
    });
  return [...selects, ...texts, ...boxes];
}

function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  const label = document.createElement("label");
  const caption = document.createElement("span");
  caption.textContent = text;
  label.append(caption, control);
  return label;
}
