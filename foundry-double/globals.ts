/**
 * The one place where the double reads the globals it installs.
 *
 * Foundry's dice code reaches CONFIG, game, foundry and ui through globals (so that modules can substitute
 * classes at runtime); the double does the same, and this file gives those lookups a type.
 */
import type * as Fields from "./applications/fields";
import type { RollTermClass, DiceTermClass } from "./dice/terms/types";
import type { RollClass } from "./dice/roll";
import type { RollParserClass, RollGrammarApi } from "./dice/roll-parser";
import type { DiceTerm } from "./dice/terms/dice-term";
import type { QueryHandler } from "./queries";

/** A fulfillment method as in CONFIG.Dice.fulfillment.methods. */
export interface FulfillmentMethod {
  label: string;
  icon?: string;
  interactive?: boolean;
  handler?: (term: DiceTerm, options: object) => number | void | undefined | Promise<number | void | undefined>;
  resolver?: unknown;
}

export interface DiceConfig {
  types: DiceTermClass[];
  rollModes: Record<string, { label: string; icon: string }>;
  rolls: RollClass[];
  termTypes: Record<string, RollTermClass>;
  terms: Record<string, DiceTermClass>;
  randomUniform: () => number;
  parser: RollParserClass;
  functions: Record<string, (...args: unknown[]) => unknown>;
  fulfillment: {
    dice: Record<string, { label: string; icon: string }>;
    methods: Record<string, FulfillmentMethod>;
    defaultMethod: string;
  };
}

export interface ConfigDouble {
  Dice: DiceConfig;
  debug: { dice: boolean; rollParsing: boolean; hooks: boolean; i18n: boolean };
  sounds: { dice: string; notification: string };
  ChatMessage: { documentClass: unknown; popoutClass: unknown; template: string; batchSize: number };
  ux: { TextEditor: unknown; [key: string]: unknown };
  /** User query handlers by name (core registers "dialog"). */
  queries: Record<string, QueryHandler>;
  [key: string]: unknown;
}

/** The slice of `game` the dice code reads. */
export interface GameView {
  user: { id: string; name: string; isGM: boolean; hasPermission(permission: string): boolean };
  userId: string;
  ready: boolean;
  settings: { get(namespace: string, key: string): unknown };
  i18n: {
    lang: string;
    localize(key: string): string;
    format(key: string, data?: Record<string, unknown>): string;
    has(key: string): boolean;
  };
  users: { filter(predicate: (user: { id: string; isGM: boolean }) => boolean): { id: string; isGM: boolean }[] };
}

export interface FoundryView {
  dice: {
    terms: Record<string, RollTermClass>;
    RollGrammar: RollGrammarApi;
    Roll: unknown;
  };
  applications: {
    handlebars: { renderTemplate(path: string, data: object): Promise<string> };
    dice: { RollResolver: new (roll: unknown) => unknown };
    fields: typeof Fields;
  };
  utils: {
    getDocumentClass(name: string): unknown;
    randomID(length?: number): string;
  };
}

export interface UiView {
  notifications?: { warn(message: string, options?: object): unknown };
}

/** A global that may be absent (`canvas` before a scene, `game` before a world), typed by its reader's view of it. */
export function globalOf<T>(name: string): T | undefined {
  const value: unknown = Reflect.get(globalThis, name);
  return value as T | undefined;
}

/** A global the double installed (typed at this boundary only): missing, the double is not installed. */
export function installedGlobal<T>(name: string): T {
  const value = globalOf<T>(name);
  if (value === undefined) throw new Error(`The Foundry double is not installed: global ${name} is missing`);
  return value;
}

export const CONFIG = (): ConfigDouble => installedGlobal<ConfigDouble>("CONFIG");
export const game = (): GameView => installedGlobal<GameView>("game");
export const foundryNs = (): FoundryView => installedGlobal<FoundryView>("foundry");
export const ui = (): UiView => installedGlobal<UiView>("ui");
