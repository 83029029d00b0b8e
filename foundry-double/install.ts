/**
 * installFoundryDouble: put a small, faithful Foundry v13 on globalThis for adapter tests — the dice classes,
 * CONFIG.Dice, Hooks, game (i18n, settings, users, modules, messages, actors, scenes), ui.notifications, ui.chat,
 * ChatMessage, RollTable draws, Handlebars rendering, ApplicationV2 / HandlebarsApplicationMixin / DialogV2, user
 * queries, the canvas tokens, fromUuid, game.keybindings with core's keys and the keyboard manager that runs them
 * (keybindings.ts, keyboard.ts: Escape is core's "dismiss") — and return a handle to drive and reset
 * it. Several clients can be modelled at once (clients.ts): `withClient` runs code as another user's browser.
 */
import * as terms from "./dice/terms/index";
import { Roll } from "./dice/roll";
import { RollParser } from "./dice/roll-parser";
import { RollGrammar } from "./dice/roll-grammar";
import { RollResolver } from "./dice/roll-resolver";
import { DiceConfig } from "./applications/dice-config";
import {
  createFontAwesomeIcon,
  createFormGroup,
  createNumberInput,
  createSelectInput,
  createTextInput,
  prepareSelectOptionGroups,
  setInputAttributes,
} from "./applications/fields";
import { BooleanField, DataField, StringField } from "./data/fields";
import { createDiceConfig } from "./dice/config";
import { createSeededUniform, type SeededUniform } from "./random";
import { installPrimitives } from "./primitives";
import * as utils from "./utils";
import { forgetContextMenus, type ContextMenuDouble } from "./applications/context-menu";
import { detachedWindows, forgetDetachedWindows } from "./applications/detached";
import {
  COMPATIBILITY_MODES,
  defaultCompatibility,
  forgetLoggedWarnings,
  logCompatibilityWarning,
} from "./compatibility";
import { HooksDouble, type HookError } from "./hooks";
import { LocalizationDouble } from "./localization";
import { NotificationsDouble, type RecordedNotification } from "./notifications";
import { SettingsDouble } from "./settings";
import {
  DEFAULT_USERS,
  ModuleDouble,
  UserDouble,
  UsersDouble,
  USER_ROLES,
  PERMISSION_DEFAULT_ROLES,
  type ModuleSpec,
  type UserSpec,
} from "./users";
import { ClientsDouble } from "./clients";
import { ActorDouble, type ActorSpec } from "./documents/actor";
import { SceneDouble, TokenDocumentDouble, type SceneSpec } from "./documents/scene";
import { RollTableDouble, type RollTableSpec } from "./documents/roll-table";
import { MacroDouble } from "./documents/macro";
import { HotbarDouble } from "./hotbar";
import { DragDrop } from "./applications/drag-drop";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./documents/owned-document";
import { fromUuid, fromUuidSync, parseUuid } from "./documents/uuid";
import { asFoundryMessage, type FoundryChatMessage } from "./documents/world";
import { CanvasDouble, TokenPlaceable } from "./canvas";
import {
  ActorSheetV2,
  ApplicationV2,
  DialogV2,
  DocumentSheetV2,
  FormDataExtended,
  HandlebarsApplicationMixin,
  applicationInstances,
  cleanHTML,
} from "./applications/index";
import { applicationClients } from "./applications/application";
import { Collection } from "./collection";
import { TemplatesDouble } from "./handlebars";
import { CHAT_MESSAGE_STYLES, ChatMessage, DICE_ROLL_MODES, MessagesDouble, setChatEnvironment } from "./chat-message";
import type { ChatEnvironment, ChatMessageSource } from "./chat-message";
import { ChatLogDouble } from "./chat-log";
import { ChatPopout } from "./chat-popout";
import { TextEditorDouble, clickDeferredInlineRoll } from "./text-editor";
import { createScript, type DiceScript } from "./script";
import type { ConfigDouble } from "./globals";
import type { QueryHandler } from "./queries";
import { dismissWindows, installKeyboard, KeyboardManagerDouble } from "./keyboard";
import { installSystem, systemActorClass, systemData, type SystemId } from "./systems/index";
import { Application, closeLegacyWindows } from "./applications/application-v1";
import { FormApplication } from "./applications/form-application-v1";
import { Dialog } from "./applications/dialog-v1";
import { defineRangePicker } from "./applications/range-picker";
import { ClientKeybindingsDouble, KEYBINDING_PRECEDENCE } from "./keybindings";
import { AudioDouble, type PlayedSound } from "./audio";
import { installViewport } from "./viewport";
import { joinPath, REPO_ROOT } from "./platform";
import {
  currentMessageMode,
  defaultGeneration,
  deprecated,
  deprecations,
  isV14,
  legacyOf,
  mapLegacyRollMode,
  MESSAGE_MODES,
  release,
  setGeneration,
  setMessageModeReader,
  type Generation,
} from "./profile";

export interface FoundryDoubleOptions {
  /** Seed of CONFIG.Dice.randomUniform (default 1). */
  seed?: number;
  /** Repository root for templates/ and lang/ (default: this repository). */
  repoRoot?: string;
  /** The module id; "modules/<id>/templates/..." resolves to <repoRoot>/templates/... (default "indie-dice"). */
  moduleId?: string;
  /** The translation file to load (default <repoRoot>/lang/en.json; false for none). */
  langFile?: string | false;
  /** Extra translations merged over the file (dotted keys allowed). */
  translations?: Record<string, unknown>;
  /** Users (default: a GM and a player); the first is the current user unless userId says otherwise. */
  users?: UserSpec[];
  userId?: string;
  /** game.modules entries (default: the module itself, active). */
  modules?: ModuleSpec[];
  /** The Foundry generation to play: 13 or 14 (default: FOUNDRY_GENERATION, else 13). See profile.ts. */
  generation?: Generation;
  /** game.ready (default true). */
  ready?: boolean;
  /**
   * Each client keeps what its own browser keeps: its client-scoped settings (the chat mode among them) and its
   * windows (foundry.applications.instances). Default false: one of each for every client, which the adapter tests
   * rely on (they set the chat mode once, and look up a window a player opened).
   */
  separateBrowsers?: boolean;
  /**
   * Users whose clients are modelled besides the current one (document hooks run on each of them, with that
   * client's game.user). Default: none, so hooks run once, on the current client.
   */
  clients?: string[];
  /**
   * The game system the world runs (default: a neutral system, id "double-system"). "dnd5e" plays D&D 5e as far as
   * its roll dialogs go (systems/dnd5e): release 5.3.3 on the v13 profile, 6.0.0 on v14. "CoC7" plays Call of
   * Cthulhu 7e (release 8.15) as far as a character sheet's skill rows and the roll dialog they open go (systems/coc7).
   * "shadowdark" plays Shadowdark (release 4.0.4 on both) as far as its roll dialog, RollDialogSD, goes
   * (systems/shadowdark). "daggerheart" plays Daggerheart as far as its roll dialog goes (systems/daggerheart).
   * "pf2e" plays Pathfinder 2e as far as its check dialog goes (systems/pf2e): 7.x on the v13 profile, 8.x on v14.
   */
  system?: SystemId;
  /**
   * World actors (game.actors); in a dnd5e world, dnd5e actors (systems/dnd5e/documents/actor.ts says their data); in
   * a CoC7 world, CoC7 actors with their skills as items (systems/coc7/documents/actor.ts); in a Daggerheart world,
   * its actors (systems/daggerheart/documents/actor.ts).
   */
  actors?: ActorSpec[];
  /** World roll tables (game.tables). */
  tables?: RollTableSpec[];
  /** Scenes with their tokens (game.scenes); the canvas shows `viewedScene` (default: the first scene, if any). */
  scenes?: SceneSpec[];
  viewedScene?: string | null;
}

export interface FoundryDoubleHandle {
  /** Rebuild all state (CONFIG, game, hooks, messages, notifications, random stream) from the options. */
  reset(options?: FoundryDoubleOptions): void;
  /** Remove the globals and prototype extensions, restoring what was there before. */
  uninstall(): void;
  /** Reseed CONFIG.Dice.randomUniform's generator. */
  seed(seed: number): void;
  /** Serve the next dice from these uniform draws (through mapRandomFace); drawing past the end throws. */
  scriptUniform(values: number[]): void;
  /** Serve the next dice results exactly (through a fulfillment method); drawing past the end throws. */
  scriptFaces(faces: number[]): void;
  /** Return to seeded draws. */
  clearScript(): void;
  /** Scripted values not yet drawn. */
  readonly scriptedRemaining: number;
  readonly notifications: RecordedNotification[];
  /** Sounds played through foundry.audio.AudioHelper.play, each with the client it played on. */
  readonly playedSounds: readonly PlayedSound[];
  /** Errors reported through Hooks.onError, including listeners that threw. */
  readonly hookErrors: HookError[];
  /** Created chat messages, oldest first, as Foundry's documents (the double's ChatMessage emulates them). */
  readonly messages: FoundryChatMessage[];
  /** Rebuild every message from a JSON copy of its source, as a page reload would. */
  reloadMessages(): FoundryChatMessage[];
  /**
   * Put messages an earlier session stored (their sources, each with its `_id`) into game.messages, as Foundry
   * builds its world collection from the server's data: no creation workflow, no hooks.
   */
  restoreMessages(sources: readonly object[]): void;
  /**
   * Render a message (calls renderChatMessageHTML); an element under happy-dom, a string under Node. It takes the
   * message as a test holds it — Foundry's document type, or the module's view of it — and refuses anything that is
   * not one of the double's messages.
   */
  renderMessage(message: unknown): Promise<HTMLElement | string>;
  /**
   * The world's roll table of this id as the double's own class, with its record of draws (throws when there is none).
   */
  rollTable(id: string): RollTableDouble;
  /** Merge a translation file over the loaded translations, as Foundry merges the chosen language over English. */
  loadTranslations(path: string): void;
  /**
   * Put back setting values an earlier page stored (a value's JSON by `namespace.key`), before the settings are
   * registered and read: the world's server and each browser's storage outlive a page load (settings.ts).
   */
  restoreSettings(values: Record<string, string>): void;
  /**
   * Drop a drag event's data on a slot of the current client's macro hotbar (v13 Hotbar #onDragDrop: the
   * `hotbarDrop` hook, then a dropped Macro assigned to the slot; hotbar.ts), the slot as its `data-slot` string.
   */
  dropOnHotbar(event: { dataTransfer?: { getData(type: string): string } | null }, slot: string): Promise<unknown>;
  /** Send a chat line through ui.chat.processMessage ("/r 2d6ko + 3"). */
  chat(text: string): Promise<FoundryChatMessage | undefined>;
  /** Click a deferred inline roll (the data-formula, data-mode and data-flavor of its anchor). */
  clickInlineRoll(anchor: { formula: string; mode: string; flavor?: string }, rollData?: object): Promise<unknown>;
  /**
   * Call init, i18nInit and setup with game.ready false, then set it true and call ready. In a page, the game's
   * listeners are added between setup and ready as Game#setupGame adds them (a click on an inline roll rolls it).
   */
  runLifecycle(): void;
  /** Deprecated v14 members read since install or reset (always empty on the v13 profile). */
  readonly deprecations: readonly string[];
  /**
   * The chat bar's mode, as the user picks it: `core.rollMode` on v13, `core.messageMode` on v14. Either spelling
   * ("blind" or "blindroll").
   */
  setChatMode(mode: string): Promise<unknown>;
  /** Make another registered user the current user. */
  setUser(id: string): void;
  /** Run fn as the client of this user (its promises stay on that client); returns fn's result. */
  withClient<T>(userId: string, fn: () => T): T;
  /** Model these users' clients too (replaces the list given at install). */
  connectClients(userIds: string[]): void;
  /**
   * A user logs in or out: `active` changes, and every other logged-in client hears of it through the
   * `userConnected(user, active)` hook (v13 client/documents/collections/users.mjs #handleUserActivity, which skips
   * the user's own client). The client that logs in runs its own lifecycle; call its `ready` listeners yourself.
   */
  setUserActive(userId: string, active: boolean): Promise<void>;
  /**
   * A user's browser loads the page again (as after logging in): that client's windows are gone, and its chat log,
   * once drawn, draws its first batch of the world's messages anew. Its module code is not loaded again: the double
   * runs one copy for every client.
   */
  reloadClient(userId: string): Promise<void>;
  /**
   * Draw the chat log (of every client): from now on messages are posted, updated and removed in it. The current
   * client's log draws the last batch of messages already there.
   */
  renderChatLog(): Promise<void>;
  /** The current client's log draws its next batch of older messages, as when its reader scrolls to the top. */
  renderChatBatch(size?: number): Promise<void>;
  /** A client's rendered `ol.chat-log` (the current client's by default); null before renderChatLog. */
  chatLog(userId?: string): HTMLOListElement | null;
  /**
   * A client's chat log's context menu on its messages (the current client's by default); null before renderChatLog.
   */
  chatContextMenu(userId?: string): ContextMenuDouble | null;
  /** Resolves once every client's chat log has drawn what it was asked to (its render queue is empty). */
  chatLogSettled(): Promise<void>;
  /** A client's notification area's `ol.chat-log` (the current client's by default); null before renderChatLog. */
  chatNotifications(userId?: string): HTMLOListElement | null;
  /**
   * A client's sidebar collapsed or expanded, or another tab picked: with the chat tab out of view, new messages
   * are also shown in its notification area.
   */
  setSidebar(userId: string, state: { expanded?: boolean; activeTab?: string }): void;
  /** Control these tokens of the viewed scene on a client (the current one by default); returns what control() gave. */
  controlTokens(tokenIds: string[], userId?: string): boolean[];
  /** Make these tokens of the viewed scene a user's targets (the current user by default), releasing others. */
  targetTokens(tokenIds: string[], userId?: string): void;
}

const GLOBAL_NAMES = [
  "CONFIG",
  "CONST",
  "foundry",
  "game",
  "ui",
  "Hooks",
  "Roll",
  "ChatMessage",
  "Handlebars",
  "renderTemplate",
  "loadTemplates",
  "canvas",
  "fromUuid",
  "fromUuidSync",
  "Actor",
  "TokenDocument",
  "Scene",
  "dnd5e",
  "shadowdark",
];

interface State {
  uniform: SeededUniform;
  script: DiceScript;
  hooks: HooksDouble;
  i18n: LocalizationDouble;
  notifications: NotificationsDouble;
  messages: MessagesDouble;
  users: UsersDouble;
  game: Record<string, unknown> & {
    ready: boolean;
    userId: string;
    settings: SettingsDouble;
    system: Record<string, unknown>;
  };
  templates: TemplatesDouble;
  chatLog: ChatLogDouble;
  config: ConfigDouble;
  clients: ClientsDouble;
  canvas: CanvasDouble;
  audio: AudioDouble;
  hotbar: HotbarDouble;
}

/** foundry.utils.saveDataToFile: the browser downloads the data as a file of that name, through a clicked link. */
function saveDataToFile(data: string, type: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  link.dispatchEvent(new MouseEvent("click"));
  // The download has started by the next turn; the data's address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Foundry's classes the module's own classes extend, as a page has them before any module script is evaluated
 * (Foundry's client code runs first): `foundry.dice.Roll` (also the global `Roll`) and
 * `foundry.applications.api.ApplicationV2` with `HandlebarsApplicationMixin`. Each is one class of the double, the
 * same object every install puts in place (as a page has one of each), so a class declared on them once keeps
 * extending what every later install puts there. For test code that imports src/ before installing the double
 * (test/setup/foundry-classes.ts); an install replaces these globals with the whole of Foundry's, and its uninstall
 * puts these back. Nothing is defined where a `foundry` global is already there.
 */
export function defineFoundryClasses(): void {
  if ("foundry" in globalThis) return;
  Object.assign(globalThis, {
    foundry: { dice: { Roll }, applications: { api: { ApplicationV2, HandlebarsApplicationMixin } } },
    Roll,
  });
}

export function installFoundryDouble(initialOptions: FoundryDoubleOptions = {}): FoundryDoubleHandle {
  const globals = globalThis as Record<string, unknown>;
  const saved = new Map(GLOBAL_NAMES.map((name) => [name, Object.getOwnPropertyDescriptor(globals, name)]));
  const removePrimitives = installPrimitives();
  defineRangePicker();
  const removeKeyboard = installKeyboard();
  const removeViewport = installViewport();
  let removeTextEditorListeners: () => void = () => undefined;
  forgetLoggedWarnings();
  forgetContextMenus();
  forgetDetachedWindows();
  let options = initialOptions;
  let state = buildState(options);
  const previousChatEnvironment = assignGlobals(state);
  installSystem(options.system, state);

  const current = (): State => state;
  return {
    reset(newOptions) {
      if (newOptions) options = newOptions;
      closeApplications();
      state.chatLog.detach();
      state = buildState(options);
      assignGlobals(state);
      installSystem(options.system, state);
    },
    uninstall() {
      closeApplications();
      state.chatLog.detach();
      setChatEnvironment(previousChatEnvironment);
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globals, name, descriptor);
        else delete globals[name];
      }
      removePrimitives();
      removeKeyboard();
      removeViewport();
      removeTextEditorListeners();
      ClientsDouble.release();
    },
    seed: (seed) => current().uniform.reseed(seed),
    get deprecations() {
      return [...deprecations];
    },
    setChatMode(mode) {
      const settings = current().game.settings;
      const modern = mapLegacyRollMode(mode) as keyof typeof LEGACY_MODES;
      if (!(modern in LEGACY_MODES)) throw new Error(`The Foundry double has no chat mode ${mode}`);
      return isV14()
        ? settings.set("core", "messageMode", modern)
        : settings.set("core", "rollMode", LEGACY_MODES[modern]);
    },
    scriptUniform: (values) => current().script.setUniform(values),
    scriptFaces: (faces) => current().script.setFaces(faces),
    clearScript: () => current().script.clear(),
    get scriptedRemaining() {
      return current().script.remaining;
    },
    get notifications() {
      return current().notifications.recorded;
    },
    get hookErrors() {
      return current().hooks.errors;
    },
    get playedSounds() {
      return [...current().audio.played];
    },
    get messages() {
      return current().messages.contents.map(asFoundryMessage);
    },
    reloadMessages() {
      const { messages } = current();
      for (const message of messages.contents) storeFromSource(messages, message._source);
      return messages.contents.map(asFoundryMessage);
    },
    restoreMessages(sources) {
      for (const source of sources) storeFromSource(current().messages, source);
    },
    renderMessage: (message) => {
      if (!(message instanceof ChatMessage)) throw new TypeError("renderMessage: not a chat message of the double");
      return message.renderHTML();
    },
    rollTable(id) {
      const table = (current().game.tables as Collection<RollTableDouble>).get(id);
      if (!table) throw new Error(`The Foundry double has no roll table ${id}`);
      return table;
    },
    dropOnHotbar: (event, slot) => current().hotbar.drop(event, slot),
    loadTranslations: (path) => current().i18n.loadFile(path),
    restoreSettings: (values) => current().game.settings.restoreStored(values),
    chat: async (text) => {
      const message = await current().chatLog.processMessage(text);
      return message && asFoundryMessage(message);
    },
    clickInlineRoll: (anchor, rollData) => clickDeferredInlineRoll(anchor, rollData),
    runLifecycle() {
      const { hooks, game } = current();
      game.ready = false;
      hooks.callAll("init");
      hooks.callAll("i18nInit");
      hooks.callAll("setup");
      // Game#setupGame → initializeKeyboard: core's keys, then every key registered so far, indexed.
      (game.keybindings as ClientKeybindingsDouble).initialize();
      // Game#setupGame → activateListeners: the page's clicks on inline rolls (where there is a page).
      if (typeof document !== "undefined") removeTextEditorListeners = TextEditorDouble.activateListeners();
      game.ready = true;
      hooks.callAll("ready");
    },
    setUser(id) {
      if (!current().users.has(id)) throw new Error(`The Foundry double has no user ${id}`);
      current().clients.baseUserId = id;
    },
    withClient(userId, fn) {
      if (!current().users.has(userId)) throw new Error(`The Foundry double has no user ${userId}`);
      return current().clients.run(userId, fn);
    },
    connectClients(userIds) {
      for (const id of userIds) if (!current().users.has(id)) throw new Error(`The Foundry double has no user ${id}`);
      current().clients.connected = [...userIds];
    },
    async setUserActive(userId, active) {
      const { users, clients, hooks } = current();
      const user = users.get(userId) as UserDouble | undefined;
      if (!user) throw new Error(`The Foundry double has no user ${userId}`);
      if (user.active === active) return;
      user.active = active;
      const others = clients.connected.filter(
        (id) => id !== userId && (users.get(id) as UserDouble | undefined)?.active,
      );
      for (const id of others) await clients.run(id, async () => hooks.callAll("userConnected", user, active));
    },
    async reloadClient(userId) {
      const { users, clients, chatLog, config } = current();
      if (!users.has(userId)) throw new Error(`The Foundry double has no user ${userId}`);
      for (const app of applicationInstances.everyClient()) {
        if (applicationClients.get(app) !== userId) continue;
        app.element?.remove();
        applicationInstances.remove(app);
      }
      if (!chatLog.rendered) return;
      chatLog.forget(userId);
      await clients.run(userId, () => chatLog.renderBatch(config.ChatMessage.batchSize));
    },
    async renderChatLog() {
      await current().chatLog.render();
    },
    renderChatBatch(size = 100) {
      return current().chatLog.renderBatch(size);
    },
    chatLog(userId) {
      return current().chatLog.log(userId);
    },
    chatContextMenu(userId) {
      return current().chatLog.contextMenu(userId);
    },
    chatLogSettled() {
      return current().chatLog.settled();
    },
    chatNotifications(userId) {
      return current().chatLog.notifications(userId);
    },
    setSidebar(userId, state) {
      current().chatLog.setSidebar(state, userId);
    },
    controlTokens(tokenIds, userId) {
      const { clients, canvas } = current();
      return clients.run(userId ?? clients.currentUserId, () =>
        tokenIds.map((id, i) => {
          const token = canvas.tokens.get(id);
          if (!token) throw new Error(`The viewed scene has no token ${id}`);
          return token.control({ releaseOthers: i === 0 });
        }),
      );
    },
    targetTokens(tokenIds, userId) {
      const { users, canvas, clients } = current();
      const user = users.get(userId ?? clients.currentUserId) as UserDouble;
      for (const token of Array.from(user.targets)) token.setTarget(false, { user, releaseOthers: false });
      for (const id of tokenIds) {
        const token = canvas.tokens.get(id);
        if (!token) throw new Error(`The viewed scene has no token ${id}`);
        token.setTarget(true, { user, releaseOthers: false });
      }
    },
  };
}

/** Build a message from a JSON copy of a stored source and keep it under its id, as a page load does. */
function storeFromSource(messages: MessagesDouble, stored: object): void {
  const source = JSON.parse(JSON.stringify(stored)) as ChatMessageSource;
  if (!source._id) throw new Error("The Foundry double keeps no stored message without an _id");
  messages.set(source._id, new ChatMessage(source));
}

/** Close what tests left open: unregister every application and remove its element. */
function closeApplications(): void {
  closeLegacyWindows();
  for (const app of applicationInstances.everyClient()) app.element?.remove();
  applicationInstances.clearEveryClient();
}

const LEGACY_MODES = { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" } as const;

/** The chat bar's mode as a legacy name (what the double's whisper logic applies), read as Foundry itself does. */
function chatBarMode(settings: SettingsDouble): string {
  return isV14() ? legacyOf(currentMessageMode()) : String(settings.get("core", "rollMode"));
}

function buildState(options: FoundryDoubleOptions): State {
  setGeneration(options.generation ?? defaultGeneration());
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const moduleId = options.moduleId ?? "indie-dice";
  const uniform = createSeededUniform(options.seed ?? 1);
  const config = buildConfig(uniform);
  const script = createScript(config.Dice, uniform);
  const hooks = new HooksDouble();
  const i18n = new LocalizationDouble();
  const langFile = options.langFile ?? joinPath(repoRoot, "lang", "en.json");
  // Read and parsed once per worker, not on every install (an adapter test installs the double for each test).
  if (langFile) i18n.loadFileIfPresent(langFile);
  if (options.translations) i18n.load(options.translations);
  const userSpecs = options.users ?? DEFAULT_USERS;
  const clients = new ClientsDouble(options.userId ?? (userSpecs[0] as UserSpec).id, options.clients ?? []);
  const users = new UsersDouble(
    userSpecs.map((spec) => [spec.id, new UserDouble(spec)] as const),
    clients,
  );
  const ActorClass = systemActorClass(options.system) ?? ActorDouble;
  const actors = new Collection<ActorDouble>(
    (options.actors ?? []).map((spec) => {
      const actor = new ActorClass(spec);
      return [actor.id, actor] as const;
    }),
  );
  const scenes = new Collection<SceneDouble>(
    (options.scenes ?? []).map((spec) => {
      const scene = new SceneDouble(spec);
      return [scene.id, scene] as const;
    }),
  );
  const tables = new Collection<RollTableDouble>(
    (options.tables ?? []).map((spec) => {
      const table = new RollTableDouble(spec);
      return [table.id, table] as const;
    }),
  );
  const modules = new Collection<ModuleDouble>(
    (options.modules ?? [{ id: moduleId, active: true }]).map((spec) => [spec.id, new ModuleDouble(spec)]),
  );
  const messages = new MessagesDouble();
  const moduleFolders = new Map(
    (options.modules ?? []).flatMap((spec) => (spec.folder === undefined ? [] : [[spec.id, spec.folder] as const])),
  );
  const templates = new TemplatesDouble(repoRoot, moduleId, i18n, moduleFolders);
  const game = {
    ready: options.ready ?? true,
    /** The user of the client now running (see clients.ts). */
    get userId(): string {
      return clients.currentUserId;
    },
    set userId(id: string) {
      clients.baseUserId = id;
    },
    get user(): UserDouble {
      return users.get(clients.currentUserId) as UserDouble;
    },
    users,
    modules,
    i18n,
    messages,
    actors,
    scenes,
    tables,
    macros: new Collection<MacroDouble>([]),
    keybindings: new ClientKeybindingsDouble(dismissWindows),
    keyboard: new KeyboardManagerDouble(),
    release: release(),
    system: systemData(options.system) ?? { id: "double-system", title: "Foundry double system" },
    world: { id: "double-world", title: "Foundry double world" },
    settings: new SettingsDouble(
      hooks,
      () => game.ready,
      options.separateBrowsers ? () => clients.currentUserId : undefined,
    ),
  } as State["game"];
  DiceConfig.registerSetting(game.settings);
  applicationInstances.separateClients(options.separateBrowsers ? () => clients.currentUserId : null);
  setMessageModeReader(() => String(game.settings.readQuietly("core", "messageMode")));
  const notifications = new NotificationsDouble(i18n, () => clients.currentUserId);
  const viewed =
    options.viewedScene === undefined
      ? (scenes.contents[0] ?? null)
      : options.viewedScene === null
        ? null
        : (scenes.get(options.viewedScene) ?? null);
  const canvas = new CanvasDouble(viewed);
  ChatLogDouble.resetChatCommands();
  const chatLog = new ChatLogDouble(
    hooks,
    () => ChatMessage,
    () => chatBarMode(game.settings),
  );
  const audio = new AudioDouble(() => clients.currentUserId);
  return {
    uniform,
    script,
    hooks,
    i18n,
    notifications,
    messages,
    users,
    game,
    templates,
    chatLog,
    config,
    clients,
    canvas,
    audio,
    hotbar: new HotbarDouble(),
  };
}

function buildConfig(uniform: SeededUniform): ConfigDouble {
  const dice = createDiceConfig(uniform);
  if (isV14()) {
    const rollModes = dice.rollModes;
    Object.defineProperty(dice, "rollModes", {
      enumerable: true,
      configurable: true,
      get() {
        deprecated("CONFIG.Dice.rollModes");
        return rollModes;
      },
    });
  }
  return {
    Dice: dice,
    debug: { dice: false, rollParsing: false, hooks: false, i18n: false },
    compatibility: defaultCompatibility(),
    sounds: { dice: "sounds/dice.wav", notification: "sounds/notify.wav" },
    ChatMessage: {
      documentClass: ChatMessage,
      popoutClass: ChatPopout,
      template: "templates/sidebar/chat-message.hbs",
      batchSize: 100,
      ...(isV14() ? { modes: MESSAGE_MODES } : {}),
    },
    Actor: { documentClass: ActorDouble },
    Token: { documentClass: TokenDocumentDouble, objectClass: TokenPlaceable },
    Scene: { documentClass: SceneDouble },
    RollTable: { documentClass: RollTableDouble },
    Macro: { documentClass: MacroDouble },
    User: { documentClass: UserDouble },
    ux: { TextEditor: TextEditorDouble, FormDataExtended, DragDrop },
    // Modules push their enrichers here (v13 CONFIG.TextEditor.enrichers: {pattern, enricher, id?, onRender?}).
    TextEditor: { enrichers: [] },
    // Core registers the "dialog" query (DialogV2.query); modules add theirs.
    queries: { dialog: DialogV2._handleQuery as QueryHandler },
    supportedLanguages: { en: "English" },
  };
}

/** Install the state's globals; returns the chat environment that was active before. */
function assignGlobals(state: State): ChatEnvironment | undefined {
  const { hooks, templates, config, game } = state;
  const previous = setChatEnvironment({
    hooks,
    templates,
    users: state.users,
    user: () => game.user as UserDouble,
    messages: state.messages,
    rollMode: () => chatBarMode(game.settings),
    chatTemplate: () => config.ChatMessage.template,
    diceSound: () => config.sounds.dice,
    i18n: state.i18n,
  });
  const handlebarsApi = {
    renderTemplate: templates.renderTemplate.bind(templates),
    loadTemplates: templates.loadTemplates.bind(templates),
    getTemplate: templates.getTemplate.bind(templates),
  };
  const foundry = {
    dice: { terms: { ...terms }, Roll, RollParser, RollGrammar, MersenneTwister: { random: state.uniform } },
    audio: { AudioHelper: state.audio.AudioHelper },
    utils: {
      ...utils,
      fromUuid,
      fromUuidSync,
      parseUuid,
      cleanHTML,
      logCompatibilityWarning,
      saveDataToFile,
      getDocumentClass: (name: string) => (config[name] as { documentClass?: unknown } | undefined)?.documentClass,
    },
    documents: {
      ChatMessage,
      Actor: ActorDouble,
      TokenDocument: TokenDocumentDouble,
      Scene: SceneDouble,
      User: UserDouble,
      RollTable: RollTableDouble,
      Macro: MacroDouble,
    },
    canvas: { placeables: { Token: TokenPlaceable } },
    appv1: { api: { Application, FormApplication, Dialog } },
    data: { fields: { BooleanField, DataField, StringField } },
    helpers: { interaction: { KeyboardManager: KeyboardManagerDouble } },
    applications: {
      handlebars: handlebarsApi,
      dice: { RollResolver },
      settings: { menus: { DiceConfig } },
      fields: {
        createNumberInput,
        createTextInput,
        createSelectInput,
        createFormGroup,
        prepareSelectOptionGroups,
        setInputAttributes,
        createFontAwesomeIcon,
      },
      sidebar: { tabs: { ChatLog: ChatLogDouble }, apps: { ChatPopout } },
      ux: { TextEditor: TextEditorDouble, FormDataExtended, DragDrop },
      api: { ApplicationV2, HandlebarsApplicationMixin, DialogV2, DocumentSheetV2 },
      sheets: { ActorSheetV2 },
      instances: applicationInstances,
      ...(isV14() ? { detached: detachedWindows() } : {}),
    },
  };
  if (isV14()) {
    Reflect.set(Roll, "_mapLegacyRollMode", mapLegacyRollMode);
  } else Reflect.deleteProperty(Roll, "_mapLegacyRollMode");
  const constants = {
    CHAT_MESSAGE_STYLES,
    SETTING_SCOPES: Object.freeze({ CLIENT: "client", WORLD: "world", USER: "user" }),
    USER_ROLES,
    USER_PERMISSIONS: Object.freeze(
      Object.fromEntries(
        Object.entries(PERMISSION_DEFAULT_ROLES).map(([k, defaultRole]) => [k, Object.freeze({ defaultRole })]),
      ),
    ),
    DOCUMENT_OWNERSHIP_LEVELS,
    TOKEN_DISPOSITIONS: Object.freeze({ SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 }),
    BASE_DOCUMENT_TYPE: "base",
    KEYBINDING_PRECEDENCE,
    COMPATIBILITY_MODES,
    vtt: "Foundry VTT",
  };
  Object.defineProperty(constants, "DICE_ROLL_MODES", {
    enumerable: true,
    get() {
      deprecated("CONST.DICE_ROLL_MODES");
      return DICE_ROLL_MODES;
    },
  });
  Object.assign(globalThis, {
    CONFIG: config,
    CONST: constants,
    foundry,
    game,
    ui: { notifications: state.notifications, chat: state.chatLog, hotbar: state.hotbar, windows: {} },
    Hooks: hooks,
    Roll,
    ChatMessage,
    canvas: state.canvas,
    fromUuid,
    fromUuidSync,
    Actor: ActorDouble,
    TokenDocument: TokenDocumentDouble,
    Scene: SceneDouble,
    Handlebars: templates.handlebars,
    renderTemplate: handlebarsApi.renderTemplate,
    loadTemplates: handlebarsApi.loadTemplates,
  });
  return previous;
}
