/**
 * The chat input's command handling (v13 ChatLog.parse and processMessage), for dice commands: /r and /roll,
 * /gmr, /br, /sr, /pr (one roll per line, "# flavor" allowed), plus plain out-of-character text. A roll command
 * builds each roll with Roll.create (CONFIG.Dice.rolls[0]) from the speaker's actor's roll data (else the user's
 * character's) and creates one message holding them all, with the
 * sum of their totals as content and the command's roll mode. Whispers, emotes and macros are not emulated.
 *
 * v14 (the profile's): the input is a rich-text editor, so a line may arrive as its HTML (`<p>/r 1d6</p>`), and the
 * `chatMessage` hook receives it as it came. Commands live in the registry `ChatLog.CHAT_COMMANDS` (`{rgx, fn,
 * mode?, isRoll?, isMultiline?}`, matched in insertion order after core's own); a module's entry is matched against
 * the line as it came, and its `fn(command, match, chatData, createOptions)` (called on the log) returning false
 * posts nothing. Which text v14 matches core's own commands against is not documented here: the double reads a
 * `<p>`-wrapped line as its text for them, so `/r` works in either shape. v13 has no `CHAT_COMMANDS`.
 *
 * The log itself (v13 client/applications/sidebar/tabs/chat.mjs postOne / updateMessage / deleteMessage): nothing
 * is drawn until render() is called (Foundry's log draws nothing while it is not rendered). Once rendered, each
 * modelled client has its own `.chat-scroll > ol.chat-log` in the page: a visible message is rendered (renderHTML,
 * so renderChatMessageHTML runs on that client) and appended; an update re-renders it in place, keeping which rolls are
 * expanded; a message that becomes visible is inserted before the next visible one; delete removes it; a click on a
 * roll toggles its breakdown (the log's expandRoll action). Work is queued in order;
 * settled() resolves when the queue is empty. Needs a DOM.
 *
 * The notification area (v13 chat.mjs #renderNotifications, #postNotification, _onClickNotification): every
 * client has `#chat-notifications > .overflow > ol.chat-log` beside its log. While the chat tab is not what the
 * reader sees (the sidebar collapsed, or another tab active: `setSidebar`), a new message is rendered a second time
 * for it (renderHTML with `canDelete: false, canClose: true`, so renderChatMessageHTML fires again for the same
 * message) and shown there, first hidden, then revealed as Foundry's animation ends (a turn later); an update
 * renders it again there too, a deletion or the dismiss button removes it. A click on an action in it that the
 * log knows (expandRoll, dismissMessage) runs that action; any other is left to the message's own listeners. The
 * area's lifespan ticker, hover pause and animations are not modelled; notifications stay until dismissed.
 */
import { Roll } from "./dice/roll";
import { isV14, mapLegacyRollMode } from "./profile";
import type { ChatMessage } from "./chat-message";
import { CHAT_MESSAGE_STYLES, DICE_ROLL_MODES } from "./chat-message";
import type { HooksDouble } from "./hooks";
import { CONFIG, game, installedGlobal } from "./globals";

/** A message rendered as the log shows it: an element (the log renders only where a DOM exists). */
async function renderedElement(
  message: ChatMessage,
  options?: { canDelete?: boolean; canClose?: boolean },
): Promise<HTMLElement> {
  return (await message.renderHTML(options)) as HTMLElement;
}

/** game.messages and game.users, as the chat log reads them. */
const worldMessages = (): Map<string, ChatMessage> =>
  installedGlobal<{ messages: Map<string, ChatMessage> }>("game").messages;
const worldUsers = (): UsersDouble => installedGlobal<{ users: UsersDouble }>("game").users;
import { SerialQueue } from "./applications/semaphore";
import type { UsersDouble } from "./users";
import { mountElement, nextTurn } from "./platform";
import { ContextMenuDouble, type ContextMenuEntryDouble } from "./applications/context-menu";

const DICE = "([^#]+)(?:#(.*))?";
const ANY = "([^]*)";

/** A v14 `ChatLog.CHAT_COMMANDS` entry. */
export interface ChatCommandEntry {
  rgx: RegExp;
  fn?: (
    this: ChatLogDouble,
    command: string,
    match: RegExpMatchArray,
    chatData: Record<string, unknown>,
    createOptions: Record<string, unknown>,
  ) => unknown;
  mode?: string;
  isRoll?: boolean;
  isMultiline?: boolean;
}

/** The entries modules added to v14's registry (core's own are the MESSAGE_PATTERNS below); emptied by each install. */
let moduleCommands: Record<string, ChatCommandEntry> = {};

/** A line from v14's editor read as its text for core's own commands: one `<p>` wrapper off, entities read back. */
function unwrapParagraph(line: string): string {
  const inner = /^<p>([^]*)<\/p>$/.exec(line.trim());
  if (!inner) return line;
  return inner[1]!
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export class ChatLogDouble {
  /** v14's command registry (undefined on v13, which has none). Modules add entries by name. */
  static get CHAT_COMMANDS(): Record<string, ChatCommandEntry> | undefined {
    return isV14() ? moduleCommands : undefined;
  }

  /** A fresh registry, as a new page has (the double's install and reset). */
  static resetChatCommands(): void {
    moduleCommands = {};
  }

  constructor(
    private readonly hooks: HooksDouble,
    private readonly messageClass: () => typeof ChatMessage,
    private readonly rollMode: () => string,
  ) {}

  static MESSAGE_PATTERNS: Record<string, RegExp> = {
    roll: new RegExp(`^(\\/r(?:oll)? )${DICE}$`, "i"),
    gmroll: new RegExp(`^(\\/gmr(?:oll)? )${DICE}$`, "i"),
    blindroll: new RegExp(`^(\\/b(?:lind)?r(?:oll)? )${DICE}$`, "i"),
    selfroll: new RegExp(`^(\\/s(?:elf)?r(?:oll)? )${DICE}$`, "i"),
    publicroll: new RegExp(`^(\\/p(?:ublic)?r(?:oll)? )${DICE}$`, "i"),
    ic: new RegExp(`^(/ic )${ANY}`, "i"),
    ooc: new RegExp(`^(/ooc )${ANY}`, "i"),
    emote: new RegExp(`^(/(?:em(?:ote)?|me) )${ANY}`, "i"),
    whisper: /^(\/w(?:hisper)?\s)(\[[^\]]+]|\S+)\s*([^]*)/i,
    reply: new RegExp(`^(/reply )${ANY}`, "i"),
    gm: new RegExp(`^(/gm )${ANY}`, "i"),
    players: new RegExp(`^(/players )${ANY}`, "i"),
    macro: new RegExp(`^(\\/m(?:acro)? )${ANY}`, "i"),
    invalid: /^(\/\S+)/,
  };

  static MULTILINE_COMMANDS = new Set(["roll", "gmroll", "blindroll", "selfroll", "publicroll"]);

  /** The command and its match(es); multi-line commands match each line (null for a line that does not). */
  static parse(message: string): [string, (RegExpMatchArray | null)[] | RegExpMatchArray | string[]] {
    for (const [rule, pattern] of Object.entries(this.MESSAGE_PATTERNS)) {
      if (this.MULTILINE_COMMANDS.has(rule)) {
        const lines = message.split("\n");
        if (pattern.test(lines[0] as string)) return [rule, lines.map((l) => l.match(pattern))];
      } else {
        const match = message.match(pattern);
        if (match) return [rule, match];
      }
    }
    return ["none", [message, "", message]];
  }

  /** Handle a chat input line as the chat log does (returns the created message). */
  async processMessage(message: string): Promise<ChatMessage | undefined> {
    message = message.trim();
    if (!message) return undefined;
    const cls = this.messageClass();
    const chatData: Record<string, unknown> = { speaker: cls.getSpeaker(), user: game().user.id };
    if (this.hooks.call("chatMessage", this, message, chatData) === false) return undefined;
    const createOptions: Record<string, unknown> = {};
    if (isV14()) {
      for (const [name, entry] of Object.entries(moduleCommands)) {
        const found = message.match(entry.rgx);
        if (!found || !entry.fn) continue;
        if ((await entry.fn.call(this, name, found, chatData, createOptions)) === false) return undefined;
        return (await this.messageClass().create(chatData, createOptions)) as ChatMessage | undefined;
      }
      message = unwrapParagraph(message);
    }
    const [command, match] = ChatLogDouble.parse(message);
    if (ChatLogDouble.MULTILINE_COMMANDS.has(command)) {
      await this.#processDiceCommand(command, match as (RegExpMatchArray | null)[], chatData, createOptions);
    } else if (command === "none" || command === "ooc") {
      chatData.content = String((match as string[])[2]).replace(/\n/g, "<br>");
      chatData.style = CHAT_MESSAGE_STYLES.OOC;
      delete chatData.speaker;
    } else if (command === "invalid") {
      throw new Error(game().i18n.format("CHAT.InvalidCommand", { command: (match as string[])[1] }));
    } else {
      throw new Error(`The Foundry double does not emulate the /${command} chat command`);
    }
    return (await cls.create(chatData, createOptions)) as ChatMessage | undefined;
  }

  /* -------------------------------------------- */
  /*  The rendered log                            */
  /* -------------------------------------------- */

  readonly #queue = new SerialQueue();

  #tail: Promise<unknown> = Promise.resolve();

  readonly #logs = new Map<string, HTMLElement>();

  /** Each client's notification area (`#chat-notifications`), made with its log. */
  readonly #notificationAreas = new Map<string, HTMLElement>();

  /** Each client's sidebar: collapsed or not, and its active tab (Foundry opens on the chat tab, expanded). */
  readonly #sidebars = new Map<string, { expanded: boolean; activeTab: string }>();

  #rendered = false;

  get rendered(): boolean {
    return this.#rendered;
  }

  /**
   * Draw the log of every client; later messages are posted to it. The current client's log draws its first batch
   * of the messages already there, as Foundry's first render does (v13 ChatLog#_onFirstRender).
   */
  async render(): Promise<this> {
    if (typeof document === "undefined")
      throw new Error("The chat log needs a DOM: add `// @vitest-environment happy-dom` to the test file");
    this.#rendered = true;
    await this.renderBatch(CONFIG().ChatMessage.batchSize);
    return this;
  }

  /** The oldest message each client's log holds, by user (v13 ChatLog #lastId). */
  readonly #lastIds = new Map<string, string>();

  /**
   * The current client's log draws the next `size` older messages and puts them at its top at once (v13
   * ChatLog#renderBatch / #doRenderBatch: on first render, and when the reader scrolls to the top).
   */
  renderBatch(size: number): Promise<void> {
    return this.#enqueue(async () => {
      if (!this.#rendered) return;
      const userId = game().userId;
      const messages = Array.from(worldMessages().values());
      const lastId = this.#lastIds.get(userId);
      const found = lastId ? messages.findIndex((message) => message.id === lastId) : -1;
      const lastIndex = found > -1 ? found : messages.length;
      if (lastIndex === 0) return;
      const targetIndex = Math.max(lastIndex - size, 0);
      const elements: HTMLElement[] = [];
      for (const message of messages.slice(targetIndex, lastIndex)) {
        if (!message.visible) continue;
        message.logged = true;
        elements.push(await renderedElement(message));
      }
      this.log()?.prepend(...elements);
      this.#lastIds.set(userId, messages[targetIndex]!.id!);
    });
  }

  /** The current client's log container (`div.chat-log-client > ol.chat-log`), or null when not rendered. */
  get element(): HTMLElement | null {
    return this.#rendered ? this.#root(game().userId) : null;
  }

  /** The reader collapses or expands the sidebar, or picks another tab (the current client's). */
  setSidebar(state: { expanded?: boolean; activeTab?: string }, userId: string = game().userId): void {
    this.#sidebars.set(userId, { ...this.#sidebarOf(userId), ...state });
  }

  #sidebarOf(userId: string): { expanded: boolean; activeTab: string } {
    return this.#sidebars.get(userId) ?? { expanded: true, activeTab: "chat" };
  }

  /**
   * Are new messages shown in the notification area (v13 ChatLog#_shouldShowNotifications)? Not while the chat
   * tab is in view in the expanded sidebar. The `chatNotifications: "pip"` setting, a popped-out log and the
   * viewport's width are not modelled (a wide screen, notifications on).
   */
  shouldShowNotifications(userId: string = game().userId): boolean {
    const { expanded, activeTab } = this.#sidebarOf(userId);
    return !(expanded && activeTab === "chat");
  }

  /** A client's notification area's `ol.chat-log` (the current client's by default), or null before render. */
  notifications(userId: string = game().userId): HTMLOListElement | null {
    if (!this.#rendered) return null;
    this.#root(userId);
    return this.#notificationAreas.get(userId)?.querySelector("ol.chat-log") ?? null;
  }

  /** A client's `ol.chat-log` (the current client's by default). */
  log(userId: string = game().userId): HTMLOListElement | null {
    if (!this.#rendered) return null;
    return this.#root(userId).querySelector("ol.chat-log");
  }

  postOne(message: ChatMessage, options: { before?: string; notify?: boolean } = {}): Promise<void> {
    if (!message.visible) return Promise.resolve();
    return this.#enqueue(() => this.#postOne(message, options));
  }

  updateMessage(message: ChatMessage): Promise<void> {
    return this.#enqueue(() => this.#updateMessage(message));
  }

  deleteMessage(messageId: string): Promise<void> {
    return this.#enqueue(async () => {
      if (!this.#rendered) return;
      const message = worldMessages().get(messageId);
      if (message) message.logged = false;
      this.log()?.querySelector(`.message[data-message-id="${messageId}"]`)?.remove();
      this.notifications()?.querySelector(`.message[data-message-id="${messageId}"]`)?.remove();
    });
  }

  /** A client's log forgets what it drew (its browser loads the page again); its next batch starts from the end. */
  forget(userId: string): void {
    this.#menus.get(userId)?.close();
    this.#logs.get(userId)?.querySelector("ol.chat-log")?.replaceChildren();
    this.#notificationAreas.get(userId)?.querySelector("ol.chat-log")?.replaceChildren();
    this.#lastIds.delete(userId);
  }

  readonly #menus = new Map<string, ContextMenuDouble>();

  /** A client's messages' context menu (made with its log), or null before the log is drawn. */
  contextMenu(userId: string = game().userId): ContextMenuDouble | null {
    if (!this.#rendered) return null;
    this.#root(userId);
    return this.#menus.get(userId) ?? null;
  }

  /**
   * The log's context menu on its messages, made once with the log (v13 ChatLog#_onFirstRender →
   * _createContextMenu(_getEntryContextOptions, ".message[data-message-id]", {hookName:
   * "getChatMessageContextOptions", parentClassHooks: false})): the core entries, then the hook's listeners add
   * theirs to the same array, on that client.
   */
  #createContextMenu(root: HTMLElement, userId: string): ContextMenuDouble {
    const entries = this.#coreEntries();
    const clients = worldUsers().clients;
    clients.run(userId, () => this.hooks.callAll("getChatMessageContextOptions", this, entries));
    return new ContextMenuDouble(root, ".message[data-message-id]", entries, { jQuery: false });
  }

  /**
   * Foundry's own entries (v13 ChatLog#_getEntryContextOptions): Pop out (only a message flagged
   * `core.canPopout`), Reveal and Conceal (a GM or the author, of a message whose content they see), Delete (who may
   * delete it) — in this profile's form. The double does not emulate the pop-out window itself.
   */
  #coreEntries(): ContextMenuEntryDouble[] {
    const messageOf = (li: HTMLElement) => worldMessages().get(li.dataset.messageId ?? "");
    const user = () => game().user;
    const limited = (message: ChatMessage) => message.whisper.length > 0 || message.blind;
    const core: { key: string; icon: string; test: (li: HTMLElement) => boolean; act: (li: HTMLElement) => unknown }[] =
      [
        {
          key: "CHAT.PopoutMessage",
          icon: '<i class="fa-solid fa-up-right-from-square fa-rotate-180"></i>',
          test: (li) => messageOf(li)?.getFlag("core", "canPopout") === true,
          act: (li) => {
            const Popout = (
              CONFIG().ChatMessage as { popoutClass?: new (options: object) => { render(options: object): unknown } }
            ).popoutClass;
            if (!Popout)
              throw new Error("The Foundry double does not emulate the chat pop-out (CONFIG.ChatMessage.popoutClass)");
            return new Popout({ message: messageOf(li) }).render({ force: true });
          },
        },
        {
          key: "CHAT.RevealMessage",
          icon: '<i class="fa-solid fa-eye"></i>',
          test: (li) => {
            const message = messageOf(li);
            return !!message && limited(message) && (user().isGM || message.isAuthor) && message.isContentVisible;
          },
          act: (li) => messageOf(li)?.update({ whisper: [], blind: false }),
        },
        {
          key: "CHAT.ConcealMessage",
          icon: '<i class="fa-solid fa-eye-slash"></i>',
          test: (li) => {
            const message = messageOf(li);
            return !!message && !limited(message) && (user().isGM || message.isAuthor) && message.isContentVisible;
          },
          act: (li) =>
            messageOf(li)?.update({
              whisper: this.messageClass()
                .getWhisperRecipients("gm")
                .map((u) => u.id),
              blind: false,
            }),
        },
        {
          key: "SIDEBAR.Delete",
          icon: '<i class="fa-solid fa-trash"></i>',
          test: (li) => messageOf(li)?.canUserModify(game().user as never, "delete") === true,
          act: (li) => messageOf(li)?.delete(),
        },
      ];
    return core.map(({ key, icon, test, act }) =>
      isV14()
        ? { label: key, icon, visible: test, onClick: (_event: Event, li: HTMLElement) => act(li) }
        : { name: key, icon, condition: test, callback: act },
    );
  }

  /** Takes every client's log out of the page (the double is reset or uninstalled). */
  detach(): void {
    for (const menu of this.#menus.values()) menu.close();
    for (const root of this.#logs.values()) root.remove();
    for (const area of this.#notificationAreas.values()) area.remove();
  }

  /** Resolves once every queued post, update and deletion is done. */
  async settled(): Promise<void> {
    await this.#tail;
  }

  /** Queue work to run on the client that asked for it. */
  #enqueue(fn: () => Promise<void>): Promise<void> {
    const userId = game().userId;
    const clients = worldUsers().clients;
    const run = this.#queue.add(() => clients.run(userId, fn));
    this.#tail = run.catch(() => undefined);
    return run;
  }

  #root(userId: string): HTMLElement {
    let root = this.#logs.get(userId);
    if (!root) {
      root = document.createElement("div");
      root.className = "chat-log-client";
      root.dataset.userId = userId;
      root.innerHTML = '<div class="chat-scroll"><ol class="chat-log plain"></ol></div>';
      root.addEventListener("click", (event) => this.#onClickAction(event));
      // In the page, as Foundry's sidebar is: what the viewport (viewport.ts) counts as in view.
      mountElement(root, userId);
      this.#logs.set(userId, root);
      this.#menus.set(userId, this.#createContextMenu(root, userId));
      const area = document.createElement("div");
      area.id = "chat-notifications";
      area.className = "faded-ui flexcol";
      area.dataset.userId = userId;
      area.innerHTML = '<div class="overflow"><ol class="chat-log plain themed theme-light"></ol></div>';
      area.addEventListener("click", (event) => this.#onClickNotification(event));
      mountElement(area, userId);
      this.#notificationAreas.set(userId, area);
    }
    return root;
  }

  /**
   * A click in the notification area is a click on the log's own actions (v13 ChatLog#_onClickNotification): the
   * ones the log knows run; any other `data-action` goes to `_onClickAction`, which does nothing.
   */
  #onClickNotification(event: Event): void {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>("[data-action]");
    if (!target) return;
    if (target.dataset.action === "expandRoll") {
      event.preventDefault();
      target.classList.toggle("expanded");
    } else if (target.dataset.action === "dismissMessage") {
      target.closest(".chat-message")?.remove();
    }
  }

  /**
   * Shows a new message in the notification area (v13 ChatLog#notify → #postNotification): rendered again for it,
   * put in hidden, and revealed once Foundry's insertion animation is over (the next turn here).
   */
  async #postNotification(message: ChatMessage): Promise<void> {
    const log = this.notifications();
    if (!log) return;
    const element = await renderedElement(message, { canDelete: false, canClose: true });
    element.hidden = true;
    log.append(element);
    await new Promise<void>((resolve) => nextTurn(resolve));
    element.hidden = false;
  }

  /**
   * The log's own click actions (v13 ChatLog DEFAULT_OPTIONS.actions), on the nearest `[data-action]`: a roll's
   * breakdown toggles open and shut (expandRoll). A module's own actions on its cards are left to it.
   */
  #onClickAction(event: Event): void {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>("[data-action]");
    if (target?.dataset.action !== "expandRoll") return;
    event.preventDefault();
    target.classList.toggle("expanded");
  }

  async #postOne(
    message: ChatMessage,
    { before, notify = false }: { before?: string; notify?: boolean },
  ): Promise<void> {
    if (!this.#rendered) return;
    message.logged = true;
    // The first message posted marks where older batches start (v13 #postOne).
    if (!this.#lastIds.has(game().userId)) this.#lastIds.set(game().userId, message.id!);
    const html = await renderedElement(message);
    const log = this.log() as HTMLOListElement;
    const existing = before ? log.querySelector(`.message[data-message-id="${before}"]`) : null;
    if (existing) existing.insertAdjacentElement("beforebegin", html);
    else log.append(html);
    if (notify && this.shouldShowNotifications()) await this.#postNotification(message);
  }

  async #updateMessage(message: ChatMessage): Promise<void> {
    if (!this.#rendered) return;
    const li = this.log()?.querySelector<HTMLElement>(`.message[data-message-id="${message.id}"]`);
    if (li) {
      const expanded = Array.from(li.querySelectorAll('[data-action="expandRoll"]'), (el) =>
        el.classList.contains("expanded"),
      );
      const replacement = await renderedElement(message);
      replacement
        .querySelectorAll('[data-action="expandRoll"]')
        .forEach((el, i) => el.classList.toggle("expanded", !!expanded[i]));
      replacement.hidden = li.hidden;
      replacement.style.opacity = li.style.opacity;
      li.replaceWith(replacement);
    } else {
      const messages = worldMessages();
      const all = Array.from(messages.values());
      const next = all.slice(all.indexOf(message) + 1).find((m) => m.visible);
      await this.#postOne(message, { before: next?.id ?? undefined });
    }
    // The notification showing it, if any, is rendered again in its place.
    const notified = this.notifications()?.querySelector<HTMLElement>(`.message[data-message-id="${message.id}"]`);
    if (notified) {
      const replacement = await renderedElement(message, { canDelete: false, canClose: true });
      replacement.hidden = notified.hidden;
      notified.replaceWith(replacement);
    }
  }

  async #processDiceCommand(
    command: string,
    matches: (RegExpMatchArray | null)[],
    chatData: Record<string, unknown>,
    createOptions: Record<string, unknown>,
  ): Promise<void> {
    const rolls: Roll[] = [];
    // The speaker's actor, else the user's character, gives the formulas their @ data.
    const actor = (this.messageClass().getSpeakerActor(chatData.speaker as never) ??
      (game().user as { character?: unknown }).character ??
      null) as { getRollData(): object } | null;
    const rollData = actor ? actor.getRollData() : {};
    const rollMode = command === "roll" ? this.rollMode() : command;
    for (const match of matches) {
      if (!match) continue;
      const [formula, flavor] = match.slice(2, 4) as [string, string | undefined];
      if (flavor && !chatData.flavor) chatData.flavor = flavor;
      const roll = Roll.create(formula, rollData);
      await roll.evaluate({ allowInteractive: rollMode !== DICE_ROLL_MODES.BLIND });
      rolls.push(roll);
    }
    chatData.rolls = rolls;
    chatData.sound = CONFIG().sounds.dice;
    chatData.content = rolls.reduce((total, r) => total + r.total, 0);
    // v14's chat log hands ChatMessage.create a message mode; v13's a roll mode.
    if (isV14()) createOptions.messageMode = mapLegacyRollMode(rollMode);
    else createOptions.rollMode = rollMode;
  }
}
