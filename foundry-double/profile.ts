/**
 * Which Foundry the double plays: v13 (build 351) or v14 (build 367) (docs/versions-and-privacy.md "Tested on both").
 * On v14 the chat bar writes `core.messageMode` (public | gm | blind | self | ic); `core.rollMode` is still
 * registered but stale and logs a deprecation when read; `CONFIG.ChatMessage.modes` replaces
 * `CONFIG.Dice.rollModes`, and `CONST.DICE_ROLL_MODES` and the `rollMode` option of `Roll#toMessage` /
 * `ChatMessage.create` are deprecated (they still work, mapped by `Roll._mapLegacyRollMode`). Every deprecated read
 * is recorded in `deprecations`, so a test can require that the module made none. Parser callbacks get the term's
 * `offset` in the formula as a last argument. `ChatMessage.applyMode` throws a TypeError on an unknown mode, as
 * 14.363 did. A v14 window can be detached into a page of its own (applications/detached.ts). Builds 14.368 and 14.369
 * are not played: their changes could not be read (docs/versions-and-privacy.md "Which v14 build was checked").
 */
import { environmentVariable } from "./platform";

export type Generation = 13 | 14;

/** The default for a test run: FOUNDRY_GENERATION=14 runs the adapter tests against the v14 profile. */
export function defaultGeneration(): Generation {
  return environmentVariable("FOUNDRY_GENERATION") === "14" ? 14 : 13;
}

let current: Generation = 13;

/** Deprecated v14 members read since the double was installed (always empty on v13). */
export const deprecations: string[] = [];

export function setGeneration(generation: Generation): void {
  current = generation;
  deprecations.length = 0;
}

export function isV14(): boolean {
  return current === 14;
}

export function release(): { generation: number; build: number; version: string } {
  return current === 14
    ? { generation: 14, build: 367, version: "14.367" }
    : { generation: 13, build: 351, version: "13.351" };
}

/** Records a read of a member v14 deprecates (on v13 nothing is deprecated). */
export function deprecated(member: string): void {
  if (current === 14) deprecations.push(member);
}

/** v14's `CONFIG.ChatMessage.modes`. */
export const MESSAGE_MODES = Object.freeze({
  public: { label: "CHAT.MODES.public", icon: "fa-solid fa-globe" },
  gm: { label: "CHAT.MODES.gm", icon: "fa-solid fa-user-secret" },
  blind: { label: "CHAT.MODES.blind", icon: "fa-solid fa-eye-slash" },
  self: { label: "CHAT.MODES.self", icon: "fa-solid fa-user" },
  ic: { label: "CHAT.MODES.ic", icon: "fa-solid fa-hat-wizard" },
});

const TO_LEGACY: Readonly<Record<string, string>> = {
  public: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
  ic: "publicroll",
};
const FROM_LEGACY: Readonly<Record<string, string>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

let readMessageMode: () => string = () => "public";

/** Where v14's current mode is read from: the installed double's `core.messageMode` (set by install). */
export function setMessageModeReader(read: () => string): void {
  readMessageMode = read;
}

/** v14's `core.messageMode`, as Foundry's own code reads it (no deprecation). */
export function currentMessageMode(): string {
  return readMessageMode();
}

/** v14's `Roll._mapLegacyRollMode`: a legacy name to the new one, "roll" to the current mode, others unchanged. */
export function mapLegacyRollMode(mode: string): string {
  if (mode === "roll") return currentMessageMode();
  return FROM_LEGACY[mode] ?? mode;
}

/**
 * The legacy mode the double's whisper logic applies for a v14 mode (`ic` is public for a roll). An unknown mode
 * is v14.363's crash in `ChatMessage.applyMode`, which reads `CONFIG.ChatMessage.modes[mode].handler`.
 */
export function legacyOf(mode: string): string {
  const legacy = TO_LEGACY[mode];
  if (!legacy) throw new TypeError("Cannot read properties of undefined (reading 'handler')");
  return legacy;
}
