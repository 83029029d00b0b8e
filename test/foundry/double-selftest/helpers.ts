/** Typed access to what installFoundryDouble put on globalThis, for the double's own tests. */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/index";
import type { FoundryDoubleHandle, FoundryDoubleOptions } from "../../../foundry-double/index";
import type { Roll } from "../../../foundry-double/dice/roll";
import type { ChatMessage } from "../../../foundry-double/chat-message";
import type { HooksDouble } from "../../../foundry-double/hooks";
import type { ConfigDouble } from "../../../foundry-double/globals";
import type { SettingsDouble } from "../../../foundry-double/settings";
import type { LocalizationDouble } from "../../../foundry-double/localization";
import type { NotificationsDouble } from "../../../foundry-double/notifications";
import type { UserDouble, UsersDouble, ModuleDouble } from "../../../foundry-double/users";
import type { Collection } from "../../../foundry-double/collection";
import type * as Terms from "../../../foundry-double/dice/terms/index";
import type { RollParser } from "../../../foundry-double/dice/roll-parser";
import type { RollGrammarApi } from "../../../foundry-double/dice/roll-parser";

export interface FoundryGlobals {
  Roll: typeof Roll;
  ChatMessage: typeof ChatMessage;
  Hooks: HooksDouble;
  CONFIG: ConfigDouble;
  CONST: { DICE_ROLL_MODES: Record<string, string> };
  game: {
    ready: boolean;
    /** The user of the client now running. */
    userId: string;
    user: UserDouble;
    users: UsersDouble;
    modules: Collection<ModuleDouble>;
    settings: SettingsDouble;
    i18n: LocalizationDouble;
    messages: Collection<ChatMessage>;
  };
  ui: { notifications: NotificationsDouble };
  foundry: {
    dice: { terms: typeof Terms; Roll: typeof Roll; RollParser: typeof RollParser; RollGrammar: RollGrammarApi };
    utils: Record<string, (...args: never[]) => unknown>;
    applications: {
      handlebars: {
        renderTemplate(path: string, data?: object): Promise<string>;
        loadTemplates(paths: string[] | Record<string, string>): Promise<unknown>;
      };
      api: { ApplicationV2: unknown; HandlebarsApplicationMixin: unknown; DialogV2: unknown };
      instances: Map<string, unknown>;
    };
  };
}

export const g = (): FoundryGlobals => globalThis as unknown as FoundryGlobals;

/**
 * The double's own message behind one the handle hands out as Foundry's document (by its id): the double's tests
 * read the double's members (a roll's `_formula`, its terms' classes).
 */
export function doubleMessage(message: { readonly id: string | null } | undefined): ChatMessage {
  const found = message?.id ? g().game.messages.get(message.id) : undefined;
  if (!found) throw new Error("Not a message of the double's world");
  return found;
}

/**
 * The one message a `ChatMessage.create` or `Roll#toMessage` of the double made (they are typed for every case: an
 * array for an array, nothing when a hook stops it, unknown for a roll's message), or a failure saying what came back.
 */
export function createdMessage(created: unknown): ChatMessage {
  if (!(created instanceof g().ChatMessage))
    throw new Error(
      `expected one chat message of the double, got ${Array.isArray(created) ? "an array" : String(created)}`,
    );
  return created;
}

/** Install once for the file, reset before every test, uninstall at the end; returns the live handle. */
export function useFoundryDouble(options: FoundryDoubleOptions = {}): { handle: FoundryDoubleHandle } {
  const holder = {} as { handle: FoundryDoubleHandle };
  beforeAll(() => {
    holder.handle = installFoundryDouble(options);
  });
  beforeEach(() => {
    holder.handle.reset();
  });
  afterAll(() => {
    holder.handle.uninstall();
  });
  return holder;
}

/**
 * A game system's world on one profile: installed once for the file, reset and started (its lifecycle run) before each
 * test.
 */
export function useSystemWorld(generation: 13 | 14, options: FoundryDoubleOptions): { handle: FoundryDoubleHandle } {
  const holder = {} as { handle: FoundryDoubleHandle };
  beforeAll(() => {
    holder.handle = installFoundryDouble({ ...options, generation });
  });
  beforeEach(() => {
    holder.handle.reset();
    holder.handle.runLifecycle();
  });
  afterAll(() => holder.handle.uninstall());
  return holder;
}

/** Record the calls of these hooks, in order, with their arguments. */
export function recordHooks(names: string[]): { name: string; args: unknown[] }[] {
  const calls: { name: string; args: unknown[] }[] = [];
  for (const name of names) g().Hooks.on(name, (...args: unknown[]) => void calls.push({ name, args }));
  return calls;
}

/** Evaluate a formula with scripted faces. */
export async function rollWith(
  handle: FoundryDoubleHandle,
  formula: string,
  faces: number[],
  data: object = {},
): Promise<Roll> {
  handle.scriptFaces(faces);
  const roll = new (g().Roll)(formula, data);
  await roll.evaluate();
  return roll;
}
