/**
 * A stand-in for the user's character sheet: the character's numbers (its system data, the roll data `@` fields
 * read) as JSON to edit, written through Actor#update as the pane's user, and the header controls the module adds to
 * every ApplicationV2 actor sheet (getHeaderControlsActorSheetV2: its Rolls window).
 */
import { iconButton } from "./icon-button";
import { callHook } from "./hooks";
import { tableSystem } from "./systems/index";

interface HeaderControl {
  icon: string;
  label: string;
  action: string;
  visible?: boolean | (() => boolean);
  onClick?: (event: Event) => void;
}

interface Character {
  name: string;
  isOwner: boolean;
  system: Record<string, unknown>;
  update(changes: object): Promise<unknown>;
}

const TEXT = {
  en: { numbers: "{name}: numbers (roll data, JSON)", invalid: "This is not JSON of an object; nothing was saved." },
  de: {
    numbers: "{name}: Werte (Wurfdaten, JSON)",
    invalid: "Das ist kein JSON eines Objekts; nichts wurde gespeichert.",
  },
};

/** The sheet of the user's character, or nothing when they have none. `asUser` runs a change as the pane's user. */
export function characterSheet(asUser: <T>(fn: () => T) => T): HTMLElement | null {
  const character = game.user!.character as unknown as Character | null;
  if (!character?.isOwner) return null;
  const text = game.i18n!.lang === "de" ? TEXT.de : TEXT.en;
  const sheet = document.createElement("details");
  sheet.className = "table-character";
  const summary = document.createElement("summary");
  summary.textContent = text.numbers.replace("{name}", character.name);
  const controls = document.createElement("div");
  controls.className = "table-character-controls";
  const headerControls: HeaderControl[] = [];
  const sheetApp = { actor: character, document: character };
  callHook("getHeaderControlsActorSheetV2", sheetApp, headerControls);
  for (const control of headerControls) {
    const visible = typeof control.visible === "function" ? control.visible() : (control.visible ?? true);
    if (!visible) continue;
    const button = iconButton(control.icon, game.i18n!.localize(control.label), (event) =>
      asUser(() => control.onClick?.(event)),
    );
    button.dataset.action = control.action;
    controls.append(button);
  }
  const numbers = document.createElement("textarea");
  numbers.name = "system";
  numbers.rows = 4;
  numbers.spellcheck = false;
  numbers.setAttribute("aria-label", summary.textContent);
  numbers.value = JSON.stringify(character.system, null, 1);
  const error = document.createElement("p");
  error.className = "table-error";
  error.setAttribute("role", "alert");
  error.textContent = text.invalid;
  error.hidden = true;
  numbers.addEventListener("change", () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(numbers.value);
    } catch {
      parsed = null;
    }
    const valid = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
    error.hidden = valid;
    // The JSON is the whole of the numbers: a key taken out of it is gone (v13's "==" replaces rather than merges).
    if (valid) void asUser(() => character.update({ "==system": parsed }));
  });
  sheet.append(summary, controls, numbers, error);
  // In a game system's world the character's roll buttons (systems/<id>.ts) stand outside the fold, as a sheet's do,
  // with the system's form for its traits (dnd5e's Special Traits) under them.
  const system = tableSystem(game.system?.id);
  const rolls = system?.rolls(character, asUser) ?? null;
  if (!rolls) return sheet;
  const traits = system?.traits?.(character, asUser) ?? null;
  const all = document.createElement("div");
  all.append(rolls, ...(traits ? [traits] : []), sheet);
  return all;
}

/** The GM's NPC's roll buttons in a game system's world (systems/<id>.ts), or nothing for a player or elsewhere. */
export function gmSheet(asUser: <T>(fn: () => T) => T): HTMLElement | null {
  return game.user?.isGM ? (tableSystem(game.system?.id)?.gmRolls?.(asUser) ?? null) : null;
}
