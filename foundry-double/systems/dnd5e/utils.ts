/**
 * dnd5e's helpers the roll code calls (dnd5e module/utils.mjs at 965ad2d, release 5.3.3; unchanged in 6.0.0):
 * - areKeysPressed(event, action): the event's Alt, Control (Ctrl only; Meta is its own), Meta and Shift, plus the
 *   keys game.keyboard holds down, tested against the bindings of the dnd5e keybinding `action`: a binding whose
 *   key is down and whose modifiers are all active is pressed; a binding without modifiers also when its key is a
 *   modifier the event carries (so a Shift-click presses "ShiftLeft");
 * - getTargetDescriptors(): one entry per actor among the user's targeted tokens, its AC `null` under total cover;
 * - the pre-localization of config entries (_localizeObject) and sortObjectEntries by an entry's key.
 * And `game` and the dnd5e namespace as the emulated code reads them (the other globals: kit/globals.ts).
 */
import { getProperty, getType, setProperty } from "../../utils";
import type { SettingsDouble } from "../../settings";
import type { LocalizationDouble } from "../../localization";
import type { UserDouble } from "../../users";
import type { KeyboardManagerDouble } from "../../keyboard";
import type { ClientKeybindingsDouble } from "../../keybindings";
import { installedGlobal } from "../../globals";
import type { Plain } from "../kit/data";
import type { RollEvent } from "./dice/types";

export interface GameView {
  user: UserDouble;
  userId: string;
  settings: SettingsDouble;
  i18n: LocalizationDouble;
  keybindings: ClientKeybindingsDouble;
  keyboard: KeyboardManagerDouble;
  release: { generation: number };
  actors: { get(id: string): unknown };
  system: Plain;
  [key: string]: unknown;
}

export const game = (): GameView => installedGlobal<GameView>("game");

/** The world's dnd5e namespace (`globalThis.dnd5e`, game.system once initialized). */
export const dnd5eNamespace = (): Plain & { settings: Plain } => installedGlobal<Plain & { settings: Plain }>("dnd5e");

export function localize(key: string): string {
  return game().i18n.localize(key);
}

export function format(key: string, data: Record<string, unknown>): string {
  return game().i18n.format(key, data);
}

/** dnd5e's MODIFIER_CODES: core's codes, with Meta apart from Control. */
function modifierCodes(): Record<string, readonly string[]> {
  const codes = installedGlobal<{
    helpers: { interaction: { KeyboardManager: { MODIFIER_CODES: Record<string, readonly string[]> } } };
  }>("foundry").helpers.interaction.KeyboardManager.MODIFIER_CODES;
  return {
    Alt: codes.Alt!,
    Control: codes.Control!.filter((k) => k.startsWith("Control")),
    Meta: codes.Control!.filter((k) => !k.startsWith("Control")),
    Shift: codes.Shift!,
  };
}

export function areKeysPressed(event: RollEvent | null | undefined, action: string): boolean {
  if (!event) return false;
  const codes = modifierCodes();
  const active: Record<string, boolean | undefined> = {};
  const addModifiers = (key: string, pressed: boolean | undefined) => {
    active[key] = pressed;
    for (const code of codes[key]!) active[code] = pressed;
  };
  addModifiers("Alt", event.altKey);
  addModifiers("Control", event.ctrlKey);
  addModifiers("Meta", event.metaKey);
  addModifiers("Shift", event.shiftKey);
  return game()
    .keybindings.get("dnd5e", action)
    .some((binding) => {
      const modifiers = binding.modifiers ?? [];
      if (game().keyboard.downKeys.has(binding.key) && modifiers.every((m) => active[m])) return true;
      if (modifiers.length) return false;
      return Boolean(active[binding.key]);
    });
}

export interface TargetDescriptor {
  name: string;
  img: string;
  uuid: string;
  ac: number | null;
}

interface TargetActor {
  img: string;
  uuid: string;
  system: Plain;
  statuses: Set<string>;
}

export function getTargetDescriptors(): TargetDescriptor[] {
  const targets = new Map<string, TargetDescriptor>();
  for (const token of game().user.targets) {
    const { name } = token;
    const actor = token.actor as TargetActor | null;
    if (!actor?.uuid) continue;
    const ac = actor.statuses.has("coverTotal")
      ? null
      : (getProperty(actor.system, "attributes.ac.value") as number | null | undefined);
    targets.set(actor.uuid, { name, img: actor.img, uuid: actor.uuid, ac: ac ?? null });
  }
  return Array.from(targets.values());
}

/** _localizeObject: each entry (a string, or the given keys of an object) localized in place. */
export function localizeEntries(entries: Plain, keys: string[]): void {
  for (const [key, value] of Object.entries(entries)) {
    if (typeof value === "string") {
      entries[key] = localize(value);
      continue;
    }
    for (const inner of keys) {
      const text = getProperty(value, inner);
      if (!text) continue;
      setProperty(value as Plain, inner, localize(String(text)));
    }
  }
}

/** sortObjectEntries(obj, sortKey): entries ordered by that key (strings in the user's language's order). */
export function sortEntriesBy<T extends object>(entries: Record<string, T>, sortKey: string): Record<string, T> {
  const compare = (a: unknown, b: unknown) =>
    getType(a) === "string" ? String(a).localeCompare(String(b), game().i18n.lang) : Number(a) - Number(b);
  return Object.fromEntries(
    Object.entries(entries).sort(([, a], [, b]) => compare(Reflect.get(a, sortKey), Reflect.get(b, sortKey))),
  );
}
