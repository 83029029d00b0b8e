/**
 * The Foundry globals the systems' own code reaches through (`Hooks`, `ChatMessage`, `ui.notifications`, `fromUuid`,
 * `fromUuidSync`, `foundry.applications.handlebars.renderTemplate`, a roll class of `CONFIG.Dice`), typed once here
 * for every system's double: each system reads them as its code does, without a cast of its own.
 */
import type { HooksDouble } from "../../hooks";
import { CONFIG, foundryNs, installedGlobal } from "../../globals";

type Plain = Record<string, unknown>;

/** ChatMessage's statics as the systems call them. */
export interface ChatMessageStatics {
  getSpeaker(options: { actor?: unknown }): Plain;
  create(data: Plain): Promise<unknown>;
  applyRollMode(data: Plain, mode: string): Plain;
}

/** ui.notifications as the systems call it. */
export interface SystemNotifications {
  warn(message: string, options?: object): unknown;
  error(message: string, options?: object): unknown;
}

export const hooks = (): HooksDouble => installedGlobal<HooksDouble>("Hooks");
export const chatMessage = (): ChatMessageStatics => installedGlobal<ChatMessageStatics>("ChatMessage");
export const notifications = (): SystemNotifications =>
  installedGlobal<{ notifications: SystemNotifications }>("ui").notifications;
export const fromUuid = (uuid: string): Promise<unknown> =>
  installedGlobal<(uuid: string) => Promise<unknown>>("fromUuid")(uuid);
export const fromUuidSync = (uuid: string): unknown => installedGlobal<(uuid: string) => unknown>("fromUuidSync")(uuid);
export const renderTemplate = (path: string, data: object): Promise<string> =>
  foundryNs().applications.handlebars.renderTemplate(path, data);

/** A roll class the system registered in CONFIG.Dice (`CONFIG.Dice.D20Roll`), as the system reads it back. */
export function diceClass<T>(name: string): T {
  const found: unknown = Reflect.get(CONFIG().Dice, name);
  if (found === undefined) throw new Error(`CONFIG.Dice has no ${name}: the system registers it at init`);
  return found as T;
}
