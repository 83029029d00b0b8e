/**
 * installFoundryDouble: put a small, faithful Foundry v13 on globalThis for adapter tests — the dice classes,
 * CONFIG.Dice, Hooks, game (i18n, settings, users, modules, messages), ui.notifications, ui.chat, ChatMessage
 * and Handlebars rendering — and return a handle to drive and reset it.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import * as terms from "./dice/terms/index";
import { Roll } from "./dice/roll";
import { RollParser } from "./dice/roll-parser";
import { RollGrammar } from "./dice/roll-grammar";
import { RollResolver } from "./dice/roll-resolver";
import { createDiceConfig } from "./dice/config";
import { createSeededUniform, type SeededUniform } from "./random";
import { installPrimitives } from "./primitives";
import * as utils from "./utils";
import { HooksDouble, type HookError } from "./hooks";
import { LocalizationDouble } from "./localization";
import { NotificationsDouble, type RecordedNotification } from "./notifications";
import { SettingsDouble } from "./settings";
import { DEFAULT_USERS, ModuleDouble, UserDouble, UsersDouble, type ModuleSpec, type UserSpec } from "./users";
import { Collection } from "./collection";
import { TemplatesDouble } from "./handlebars";
import { CHAT_MESSAGE_STYLES, ChatMessage, DICE_ROLL_MODES, MessagesDouble, setChatEnvironment } from "./chat-message";
import type { ChatEnvironment, ChatMessageSource } from "./chat-message";
import { ChatLogDouble } from "./chat-log";
import { TextEditorDouble, clickDeferredInlineRoll } from "./text-editor";
import { createScript, type DiceScript } from "./script";
import type { ConfigDouble } from "./globals";

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
  /** game.ready (default true). */
  ready?: boolean;
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
  /** Errors reported through Hooks.onError, including listeners that threw. */
  readonly hookErrors: HookError[];
  /** Created chat messages, oldest first. */
  readonly messages: ChatMessage[];
  /** Rebuild every message from a JSON copy of its source, as a page reload would. */
  reloadMessages(): ChatMessage[];
  /** Render a message (calls renderChatMessageHTML); an element under happy-dom, a string under Node. */
  renderMessage(message: ChatMessage): Promise<HTMLElement | string>;
  /** Send a chat line through ui.chat.processMessage ("/r 2d6ko + 3"). */
  chat(text: string): Promise<ChatMessage | undefined>;
  /** Click a deferred inline roll (the data-formula, data-mode and data-flavor of its anchor). */
  clickInlineRoll(anchor: { formula: string; mode: string; flavor?: string }, rollData?: object): Promise<unknown>;
  /** Call init, i18nInit and setup with game.ready false, then set it true and call ready. */
  runLifecycle(): void;
  /** Make another registered user the current user. */
  setUser(id: string): void;
}

// From a path, not a URL object: under happy-dom the global URL is not Node's.
const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

const GLOBAL_NAMES = ["CONFIG", "CONST", "foundry", "game", "ui", "Hooks", "Roll", "ChatMessage", "Handlebars", "renderTemplate", "loadTemplates"];

interface State {
  uniform: SeededUniform;
  script: DiceScript;
  hooks: HooksDouble;
  i18n: LocalizationDouble;
  notifications: NotificationsDouble;
  messages: MessagesDouble;
  users: UsersDouble;
  game: Record<string, unknown> & { ready: boolean; userId: string };
  templates: TemplatesDouble;
  chatLog: ChatLogDouble;
  config: ConfigDouble;
}

export function installFoundryDouble(initialOptions: FoundryDoubleOptions = {}): FoundryDoubleHandle {
  const globals = globalThis as Record<string, unknown>;
  const saved = new Map(GLOBAL_NAMES.map((name) => [name, Object.getOwnPropertyDescriptor(globals, name)]));
  const removePrimitives = installPrimitives();
  let options = initialOptions;
  let state = buildState(options);
  const previousChatEnvironment = assignGlobals(state);

  const current = (): State => state;
  return {
    reset(newOptions) {
      if (newOptions) options = newOptions;
      state = buildState(options);
      assignGlobals(state);
    },
    uninstall() {
      setChatEnvironment(previousChatEnvironment);
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globals, name, descriptor);
        else delete globals[name];
      }
      removePrimitives();
    },
    seed: (seed) => current().uniform.reseed(seed),
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
    get messages() {
      return current().messages.contents;
    },
    reloadMessages() {
      const { messages } = current();
      for (const message of messages.contents) {
        const source = JSON.parse(JSON.stringify(message._source)) as ChatMessageSource;
        messages.set(source._id as string, new ChatMessage(source as unknown as Record<string, unknown>));
      }
      return messages.contents;
    },
    renderMessage: (message) => message.renderHTML(),
    chat: (text) => current().chatLog.processMessage(text),
    clickInlineRoll: (anchor, rollData) => clickDeferredInlineRoll(anchor, rollData),
    runLifecycle() {
      const { hooks, game } = current();
      game.ready = false;
      hooks.callAll("init");
      hooks.callAll("i18nInit");
      hooks.callAll("setup");
      game.ready = true;
      hooks.callAll("ready");
    },
    setUser(id) {
      if (!current().users.has(id)) throw new Error(`The Foundry double has no user ${id}`);
      current().game.userId = id;
    },
  };
}

function buildState(options: FoundryDoubleOptions): State {
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const moduleId = options.moduleId ?? "indie-dice";
  const uniform = createSeededUniform(options.seed ?? 1);
  const config = buildConfig(uniform);
  const script = createScript(config.Dice, uniform);
  const hooks = new HooksDouble();
  const i18n = new LocalizationDouble();
  const langFile = options.langFile ?? join(repoRoot, "lang", "en.json");
  if (langFile && existsSync(langFile)) i18n.loadFile(langFile);
  if (options.translations) i18n.load(options.translations);
  const users = new UsersDouble((options.users ?? DEFAULT_USERS).map((spec) => [spec.id, new UserDouble(spec)]));
  const modules = new Collection<ModuleDouble>((options.modules ?? [{ id: moduleId, active: true }]).map((spec) => [spec.id, new ModuleDouble(spec)]));
  const messages = new MessagesDouble();
  const templates = new TemplatesDouble(repoRoot, moduleId, i18n);
  const game = {
    ready: options.ready ?? true,
    userId: options.userId ?? (users.contents[0] as UserDouble).id,
    get user(): UserDouble {
      return users.get(this.userId) as UserDouble;
    },
    users, modules, i18n, messages,
    system: { id: "double-system", title: "Foundry double system" },
    world: { id: "double-world", title: "Foundry double world" },
  } as State["game"];
  (game as Record<string, unknown>).settings = new SettingsDouble(hooks, () => game.ready);
  const notifications = new NotificationsDouble(i18n);
  const chatLog = new ChatLogDouble(hooks, () => ChatMessage, () => String((game.settings as SettingsDouble).get("core", "rollMode")));
  return { uniform, script, hooks, i18n, notifications, messages, users, game, templates, chatLog, config };
}

function buildConfig(uniform: SeededUniform): ConfigDouble {
  return {
    Dice: createDiceConfig(uniform),
    debug: { dice: false, rollParsing: false, hooks: false, i18n: false },
    sounds: { dice: "sounds/dice.wav", notification: "sounds/notify.wav" },
    ChatMessage: { documentClass: ChatMessage, template: "templates/sidebar/chat-message.hbs" },
    ux: { TextEditor: TextEditorDouble },
    queries: {},
    supportedLanguages: { en: "English" },
  };
}

/** Install the state's globals; returns the chat environment that was active before. */
function assignGlobals(state: State): ChatEnvironment | undefined {
  const { hooks, templates, config, game } = state;
  const previous = setChatEnvironment({
    hooks, templates,
    users: state.users,
    user: () => game.user as UserDouble,
    messages: state.messages,
    rollMode: () => String((game.settings as SettingsDouble).get("core", "rollMode")),
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
    utils: { ...utils, getDocumentClass: (name: string) => (config[name] as { documentClass?: unknown } | undefined)?.documentClass },
    documents: { ChatMessage },
    applications: {
      handlebars: handlebarsApi,
      dice: { RollResolver },
      sidebar: { tabs: { ChatLog: ChatLogDouble } },
      ux: { TextEditor: TextEditorDouble },
    },
  };
  Object.assign(globalThis, {
    CONFIG: config,
    CONST: {
      DICE_ROLL_MODES, CHAT_MESSAGE_STYLES,
      SETTING_SCOPES: Object.freeze({ CLIENT: "client", WORLD: "world", USER: "user" }),
      USER_ROLES: Object.freeze({ NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 }),
      BASE_DOCUMENT_TYPE: "base",
      vtt: "Foundry VTT",
    },
    foundry,
    game,
    ui: { notifications: state.notifications, chat: state.chatLog },
    Hooks: hooks,
    Roll,
    ChatMessage,
    Handlebars: templates.handlebars,
    renderTemplate: handlebarsApi.renderTemplate,
    loadTemplates: handlebarsApi.loadTemplates,
  });
  return previous;
}
