/**
 * The Foundry globals the systems' own code reaches through (`Hooks`, `ChatMessage`, `ui.notifications`, `fromUuid`,
 * `fromUuidSync`, `foundry.applications.handlebars.renderTemplate`, a roll class of `CONFIG.Dice`), typed once here
 * for every system's double: each system reads them as its code does, without a cast of its own.
 */
import type { HooksDouble } from "../../hooks";
import { CONFIG, foundryNs } from "../../globals";

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

interface SystemGlobals {
  Hooks: HooksDouble;
  ChatMessage: ChatMessageStatics;
  ui: { notifications: SystemNotifications };
  fromUuid(uuid: string): Promise<unknown>;
  fromUuidSync(uuid: string): unknown;
}

/** The globals the double installed, as the systems read them (typed at this boundary only). */
const systemGlobals = (): SystemGlobals => globalThis as unknown as SystemGlobals;

/**
 * Another global a system's code reads (`game`, `CONFIG`, `foundry`, `canvas`, its own namespace), typed by the
 * system's view of it: the one read of `globalThis` the systems' doubles share, instead of a cast each.
 */
export function systemGlobal<T>(name: string): T {
  const value: unknown = Reflect.get(globalThis, name);
  if (value === undefined) throw new Error(`The Foundry double is not installed: global ${name} is missing`);
  return value as T;
}

export const hooks = (): HooksDouble => systemGlobals().Hooks;
export const chatMessage = (): ChatMessageStatics => systemGlobals().ChatMessage;
export const notifications = (): SystemNotifications => systemGlobals().ui.notifications;
export const fromUuid = (uuid: string): Promise<unknown> => systemGlobals().fromUuid(uuid);
export const fromUuidSync = (uuid: string): unknown => systemGlobals().fromUuidSync(uuid);
export const renderTemplate = (path: string, data: object): Promise<string> => foundryNs().applications.handlebars.renderTemplate(path, data);

/** A roll class the system registered in CONFIG.Dice (`CONFIG.Dice.D20Roll`), as the system reads it back. */
export function diceClass<T>(name: string): T {
  const found = (CONFIG().Dice as unknown as Partial<Record<string, T>>)[name];
  if (found === undefined) throw new Error(`CONFIG.Dice has no ${name}: the system registers it at init`);
  return found;
}
