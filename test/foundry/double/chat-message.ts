/**
 * The ChatMessage document (v13 client/documents/chat-message.mjs and common/documents/chat-message.mjs), in
 * memory. What matters for dice:
 * - the source stores each roll as a JSON string (a roll object is stringified through its toJSON); a roll that
 *   is not evaluated is rejected;
 * - `message.rolls` is always rebuilt from that JSON with Roll.fromData, so it holds new Roll instances (of the
 *   class named in the data), exactly as after a page reload;
 * - create runs _preCreate (roll mode), the preCreateChatMessage hook (false cancels), stores the message, then
 *   calls createChatMessage; renderHTML renders the chat template and calls renderChatMessageHTML.
 * Rendering returns an HTMLElement when a DOM exists (happy-dom) and the HTML string otherwise.
 */
import { Roll } from "./dice/roll";
import type { RollData } from "./dice/roll";
import { deepClone, escapeHTML, expandObject, getProperty, mergeObject, randomID } from "./utils";
import { Collection } from "./collection";
import type { HooksDouble } from "./hooks";
import type { UsersDouble, UserDouble } from "./users";
import type { TemplatesDouble } from "./handlebars";
import { CONFIG } from "./globals";

export const CHAT_MESSAGE_STYLES = Object.freeze({ OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 });

export const DICE_ROLL_MODES = Object.freeze({ PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" });

/** What a ChatMessage needs from its surroundings; set by installFoundryDouble. */
export interface ChatEnvironment {
  hooks: HooksDouble;
  users: UsersDouble;
  user(): UserDouble;
  templates: TemplatesDouble;
  messages: Collection<ChatMessage>;
  rollMode(): string;
  chatTemplate(): string;
  diceSound(): string;
  i18n: { localize(key: string): string; format(key: string, data?: Record<string, unknown>): string };
}

let environment: ChatEnvironment | undefined;

/** Set the environment; returns the previous one so an uninstall can put it back. */
export function setChatEnvironment(env: ChatEnvironment | undefined): ChatEnvironment | undefined {
  const previous = environment;
  environment = env;
  return previous;
}

function env(): ChatEnvironment {
  if (!environment) throw new Error("The Foundry double is not installed");
  return environment;
}

export interface ChatMessageSource {
  _id: string | null;
  type: string;
  system: Record<string, unknown>;
  style: number;
  author: string;
  timestamp: number;
  flavor: string;
  title: string;
  content: string;
  speaker: { scene: string | null; actor: string | null; token: string | null; alias: string | null };
  whisper: string[];
  blind: boolean;
  rolls: string[];
  sound: string | null;
  emote: boolean;
  flags: Record<string, Record<string, unknown>>;
}

type Plain = Record<string, unknown>;

/** Clean input data into source: defaults, strings, and rolls as JSON of evaluated rolls. */
function cleanSource(data: Plain): ChatMessageSource {
  const rolls = ((data.rolls as unknown[]) ?? []).map((roll) => {
    const json = typeof roll === "string" ? roll : JSON.stringify(roll);
    if (!(JSON.parse(json) as RollData).evaluated) throw new Error("Roll objects added to ChatMessage documents must be evaluated");
    return json;
  });
  const speaker = (data.speaker ?? {}) as Plain;
  return {
    _id: (data._id as string | undefined) ?? null,
    type: (data.type as string | undefined) ?? "base",
    system: deepClone((data.system as Plain | undefined) ?? {}),
    style: (data.style as number | undefined) ?? CHAT_MESSAGE_STYLES.OTHER,
    author: (data.author as string | undefined) ?? env().user().id,
    timestamp: (data.timestamp as number | undefined) ?? Date.now(),
    flavor: data.flavor == null ? "" : String(data.flavor),
    title: data.title == null ? "" : String(data.title),
    content: data.content == null ? "" : String(data.content),
    speaker: {
      scene: (speaker.scene as string | undefined) ?? null,
      actor: (speaker.actor as string | undefined) ?? null,
      token: (speaker.token as string | undefined) ?? null,
      alias: (speaker.alias as string | undefined) ?? null,
    },
    whisper: [...((data.whisper as string[] | undefined) ?? [])],
    blind: Boolean(data.blind),
    rolls,
    sound: (data.sound as string | undefined) ?? null,
    emote: Boolean(data.emote),
    flags: deepClone((data.flags as ChatMessageSource["flags"] | undefined) ?? {}),
  };
}

export class ChatMessage {
  constructor(data: Plain = {}) {
    this._source = cleanSource(data);
    this.rolls = [];
    this.prepareDerivedData();
  }

  _source: ChatMessageSource;

  /** The rolls, rebuilt from the source JSON. */
  rolls: Roll[];

  static get documentName(): string {
    return "ChatMessage";
  }

  static get implementation(): typeof ChatMessage {
    return ChatMessage;
  }

  /** Rebuild the Roll instances from the stored JSON; a roll that fails to load is reported and left out. */
  prepareDerivedData(): void {
    this.rolls = this._source.rolls.reduce<Roll[]>((rolls, json) => {
      try {
        rolls.push(Roll.fromData(JSON.parse(json) as RollData));
      } catch (err) {
        env().hooks.onError("ChatMessage#rolls", err, { rollData: json, log: "error" });
      }
      return rolls;
    }, []);
  }

  /* ---------------------------------------- */
  /*  Properties                              */
  /* ---------------------------------------- */

  get id(): string | null { return this._source._id; }
  get _id(): string | null { return this._source._id; }
  get author(): UserDouble | undefined { return env().users.get(this._source.author); }
  get content(): string { return this._source.content; }
  get flavor(): string { return this._source.flavor; }
  get speaker(): ChatMessageSource["speaker"] { return this._source.speaker; }
  get whisper(): string[] { return this._source.whisper; }
  get blind(): boolean { return this._source.blind; }
  get style(): number { return this._source.style; }
  get type(): string { return this._source.type; }
  get system(): Record<string, unknown> { return this._source.system; }
  get flags(): ChatMessageSource["flags"] { return this._source.flags; }
  get sound(): string | null { return this._source.sound; }
  get timestamp(): number { return this._source.timestamp; }

  get isRoll(): boolean {
    return this.rolls.length > 0;
  }

  get isAuthor(): boolean {
    return env().user().id === this._source.author;
  }

  /** Whispered rolls show their content to recipients, and to the author unless blind. */
  get isContentVisible(): boolean {
    if (!this.isRoll) return this.visible;
    if (!this.whisper.length) return true;
    return this.whisper.includes(env().user().id) || (this.isAuthor && !this.blind);
  }

  get visible(): boolean {
    if (!this.whisper.length || this.isRoll) return true;
    return this.isAuthor || this.whisper.includes(env().user().id);
  }

  get alias(): string {
    const authorName = this.author?.name ?? env().i18n.localize("CHAT.UnknownUser");
    if (this.style === CHAT_MESSAGE_STYLES.OOC) return authorName;
    return this.speaker.alias || authorName;
  }

  get speakerActor(): null {
    return null;
  }

  getRollData(): object {
    return {};
  }

  /* ---------------------------------------- */
  /*  Data                                    */
  /* ---------------------------------------- */

  /** A copy of the source (the double keeps no separate prepared data, so both forms are the same). */
  toObject(_source = true): ChatMessageSource {
    return deepClone(this._source);
  }

  toJSON(): ChatMessageSource {
    return this.toObject();
  }

  /** Merge changes into the source and rebuild the rolls. */
  updateSource(changes: Plain = {}): Plain {
    const merged = mergeObject(this.toObject() as unknown as Plain, changes, { performDeletions: true });
    this._source = cleanSource({ ...merged, _id: this._source._id });
    this.prepareDerivedData();
    return changes;
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this._source.flags[scope], key);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }

  /** Remove a flag with a "-=" deletion key, as v13 does. */
  async unsetFlag(scope: string, key: string): Promise<this> {
    const head = key.split(".");
    const tail = `-=${head.pop() as string}`;
    return this.update({ [["flags", scope, ...head, tail].join(".")]: null });
  }

  /**
   * Apply changes (dotted keys expanded, "-=" deletions performed), then call updateChatMessage with the
   * expanded changes and the id. Foundry passes only the part that actually changed; the double passes all.
   */
  async update(changes: Plain, options: Plain = {}): Promise<this> {
    const expanded = expandObject(changes);
    this.updateSource(expanded);
    env().hooks.callAll("updateChatMessage", this, { ...expanded, _id: this.id }, options, env().user().id);
    return this;
  }

  async delete(options: Plain = {}): Promise<this> {
    if (this.id) env().messages.delete(this.id);
    env().hooks.callAll("deleteChatMessage", this, options, env().user().id);
    return this;
  }

  /* ---------------------------------------- */
  /*  Roll modes                              */
  /* ---------------------------------------- */

  /** Set whisper and blind for a roll mode ("roll" means the current one). */
  static applyRollMode(chatData: Plain, rollMode: string): Plain {
    if (rollMode === "roll") rollMode = env().rollMode();
    let whisper: string[];
    if (rollMode === DICE_ROLL_MODES.PUBLIC) whisper = [];
    else if (rollMode === DICE_ROLL_MODES.SELF) whisper = [env().user().id];
    else if ((chatData.whisper as string[] | undefined)?.length) whisper = chatData.whisper as string[];
    else whisper = env().users.filter((u) => u.isGM).map((u) => u.id);
    chatData.whisper = whisper;
    chatData.blind = rollMode === DICE_ROLL_MODES.BLIND;
    return chatData;
  }

  applyRollMode(rollMode: string): void {
    const data = this.toObject() as unknown as Plain;
    ChatMessage.applyRollMode(data, rollMode);
    this.updateSource(data);
  }

  static getSpeaker({ alias }: { alias?: string } = {}): ChatMessageSource["speaker"] {
    return { scene: null, actor: null, token: null, alias: alias || env().user().name };
  }

  static getSpeakerActor(_speaker: unknown): null {
    return null;
  }

  static getWhisperRecipients(name: string): UserDouble[] {
    if (["GM", "DM"].includes(name.toUpperCase())) return env().users.filter((u) => u.isGM);
    if (name.toLowerCase() === "players") return env().users.players;
    return env().users.filter((u) => u.name.toLowerCase() === name.toLowerCase());
  }

  /* ---------------------------------------- */
  /*  Creation                                */
  /* ---------------------------------------- */

  /** Create one message (or several from an array) through the document workflow. */
  static async create(data: ChatMessage | Plain | (ChatMessage | Plain)[], options: Plain = {}): Promise<ChatMessage | ChatMessage[] | undefined> {
    if (Array.isArray(data)) return this.createDocuments(data, options);
    const [created] = await this.createDocuments([data], options);
    return created;
  }

  static async createDocuments(data: (ChatMessage | Plain)[], options: Plain = {}): Promise<ChatMessage[]> {
    const created: ChatMessage[] = [];
    const { hooks, messages } = env();
    const userId = env().user().id;
    for (const item of data) {
      const createData = item instanceof ChatMessage ? (item.toObject() as unknown as Plain) : item;
      const pending = new this(createData);
      if ((await pending._preCreate(createData, options, userId)) === false) continue;
      if (hooks.call("preCreateChatMessage", pending, createData, options, userId) === false) continue;
      const source = pending.toObject();
      source._id ??= randomID();
      const message = new this(source as unknown as Plain);
      messages.set(source._id, message);
      hooks.callAll("createChatMessage", message, options, userId);
      created.push(message);
    }
    return created;
  }

  /** Inline rolls in the content are rolled now; roll messages get the dice sound and the requested roll mode. */
  async _preCreate(data: Plain, options: Plain, _userId: string): Promise<boolean | void> {
    if (typeof data.content === "string") {
      let content = data.content;
      for (const [expression] of data.content.matchAll(/\[\[(.*?)(]{2,3})(?:{([^}]+)})?/g)) {
        const enriched = await textEditor().enrichHTML(expression, { documents: false, secrets: false, links: false, rolls: true, custom: false, rollData: this.getRollData() });
        content = content.replace(expression, enriched);
      }
      this.updateSource({ content });
    }
    if (this.isRoll) {
      if (!("sound" in data)) this.updateSource({ sound: env().diceSound() });
      if (options.rollMode) this.applyRollMode(options.rollMode as string);
    }
  }

  /* ---------------------------------------- */
  /*  Rendering                               */
  /* ---------------------------------------- */

  /**
   * Render the message as the chat log would, then call renderChatMessageHTML(message, html, context). Roll
   * messages whose content has no HTML elements show their rendered rolls (or "private" rolls when hidden).
   */
  async renderHTML({ canDelete, canClose = false, ...rest }: { canDelete?: boolean; canClose?: boolean; [key: string]: unknown } = {}): Promise<HTMLElement | string> {
    const { templates, hooks, users } = env();
    canDelete ??= env().user().isGM;
    const data = this.toObject(false) as unknown as Plain;
    data.content = await textEditor().enrichHTML(this.content, { rollData: this.getRollData(), secrets: env().user().isGM });
    const isWhisper = this.whisper.length;
    const messageData: Plain = {
      ...rest, canDelete, canClose,
      message: data,
      user: env().user(),
      author: this.author,
      speakerActor: null,
      alias: this.alias,
      cssClass: [
        this.style === CHAT_MESSAGE_STYLES.IC ? "ic" : null,
        this.style === CHAT_MESSAGE_STYLES.EMOTE ? "emote" : null,
        isWhisper ? "whisper" : null,
        this.blind ? "blind" : null,
      ].filter(Boolean).join(" "),
      isWhisper,
      whisperTo: this.whisper.map((id) => users.get(id)?.name).filter(Boolean).join(", "),
    };
    if (this.isRoll) await this.#renderRollContent(messageData);
    const markup = await templates.renderTemplate(env().chatTemplate(), messageData);
    const html = toElement(markup);
    hooks.callAll("renderChatMessageHTML", this, html, messageData);
    return html;
  }

  async #renderRollContent(messageData: Plain): Promise<void> {
    const data = messageData.message as Plain;
    if (this.blind || this.whisper.length) messageData.isWhisper = false;
    if (this.isContentVisible) {
      if (!/<[a-z]/i.test(String(data.content)) && this.rolls.length) data.content = await this.#renderRolls(false);
    } else {
      const name = this.author?.name ?? env().i18n.localize("CHAT.UnknownUser");
      data.flavor = env().i18n.format("CHAT.PrivateRollContent", { user: escapeHTML(name) });
      data.content = await this.#renderRolls(true);
      messageData.alias = name;
    }
  }

  async #renderRolls(isPrivate: boolean): Promise<string> {
    let html = "";
    for (const roll of this.rolls) html += await roll.render({ isPrivate, message: this });
    return html;
  }
}

interface TextEditorLike {
  enrichHTML(content: string, options: Record<string, unknown>): Promise<string>;
}

/** The configured TextEditor (CONFIG.ux.TextEditor), as Foundry's TextEditor.implementation. */
function textEditor(): TextEditorLike {
  return CONFIG().ux.TextEditor as TextEditorLike;
}

/** Parse into an element when a DOM exists (as foundry.utils.parseHTML does); otherwise keep the string. */
function toElement(markup: string): HTMLElement | string {
  if (typeof document === "undefined") return markup;
  const template = document.createElement("template");
  template.innerHTML = markup.trim();
  return (template.content.firstElementChild as HTMLElement | null) ?? markup;
}

export class MessagesDouble extends Collection<ChatMessage> {}
