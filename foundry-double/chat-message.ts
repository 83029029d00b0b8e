/**
 * The ChatMessage document (v13 client/documents/chat-message.mjs and common/documents/chat-message.mjs), in
 * memory. What matters for dice:
 * - the source stores each roll as a JSON string (a roll object is stringified through its toJSON); a roll that
 *   is not evaluated is rejected;
 * - `message.rolls` is always rebuilt from that JSON with Roll.fromData, so it holds new Roll instances (of the
 *   class named in the data), exactly as after a page reload;
 * - create runs _preCreate (roll mode), the preCreateChatMessage hook (false cancels), then the server's permission
 *   test (common/documents/chat-message.mjs #canCreate: a GM may create anything; anyone else only messages whose
 *   author is themselves — the author defaults to the creating user — and only with at least the PLAYER role), stores
 *   the message and, on every modelled client (clients.ts), runs _onCreate (ui.chat.postOne) and createChatMessage;
 * - canUserModify: create as above, view LIMITED, update and delete OWNER (the author, or a GM:
 *   ChatMessage#getUserLevel); update and delete are refused without it; update keeps only what
 *   changed (nothing changed: no update, undefined), then on every client applies _onUpdate (ui.chat.updateMessage
 *   re-renders the message, which calls renderChatMessageHTML) and updateChatMessage(message, diff, options, userId);
 * - flags: getFlag/setFlag/unsetFlag (setFlag and unsetFlag are updates) in the valid scopes only;
 * - `_stats.lastModifiedBy` (DocumentStatsField's managed fields): the server names the creating or updating user and
 *   ignores what a client sends for it;
 * - the speaker: getSpeaker({scene, actor, token, alias}) and speakerActor follow the v13 cases (an explicit
 *   token, an actor, the first controlled token, the user's character, else the user).
 * - deleteDocuments(ids) deletes each through delete(); `deleteAll` (a GM only) deletes every message, which is what
 *   game.messages.flush() does once its confirmation is answered Yes.
 * A refused operation is shown with ui.notifications.error and rejects (documents/server.ts).
 * Rendering returns an HTMLElement when a DOM exists (happy-dom) and the HTML string otherwise.
 */
import { currentMessageMode, deprecated, isV14, legacyOf, mapLegacyRollMode } from "./profile";
import { Roll } from "./dice/roll";
import type { RollData } from "./dice/roll";
import { deepClone, escapeHTML, expandObject, getProperty, mergeObject, parseHTML, randomID } from "./utils";
import { Collection } from "./collection";
import type { HooksDouble } from "./hooks";
import type { UsersDouble, UserDouble } from "./users";
import type { TemplatesDouble } from "./handlebars";
import { CONFIG } from "./globals";
import { assertFlagScope, setFlagChanges, unsetFlagChanges } from "./documents/owned-document";
import { broadcast, permissionMessage, refuse, serverRoundTrip } from "./documents/server";
import { diffChanges } from "./documents/diff";
import { cleanHTML } from "./applications/clean-html";
import { applicationClients, type ApplicationV2 } from "./applications/application";
import { globalOf } from "./globals";

export const CHAT_MESSAGE_STYLES = Object.freeze({ OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 });

export const DICE_ROLL_MODES = Object.freeze({
  PUBLIC: "publicroll",
  PRIVATE: "gmroll",
  BLIND: "blindroll",
  SELF: "selfroll",
});

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

/** A type, not an interface: a source is a plain record (read as one without a cast). */
export type ChatMessageSource = {
  _id: string | null;
  type: string;
  system: Record<string, unknown>;
  style: number;
  author: string;
  timestamp: number;
  flavor: string;
  /** A StringField that is not required (common/documents/chat-message.mjs): undefined unless given. */
  title?: string;
  content: string;
  speaker: { scene: string | null; actor: string | null; token: string | null; alias: string | null };
  whisper: string[];
  blind: boolean;
  rolls: string[];
  sound: string | null;
  emote: boolean;
  flags: Record<string, Record<string, unknown>>;
  /** DocumentStatsField's `lastModifiedBy` alone: the server sets it (client data for it is ignored). */
  _stats: { lastModifiedBy: string | null };
};

type Plain = Record<string, unknown>;

/** Clean input data into source: defaults, strings, and rolls as JSON of evaluated rolls. */
const idOf = (value: unknown): string | null => {
  if (typeof value === "object" && value !== null && "id" in value) return String(value.id);
  return typeof value === "string" ? value : null;
};

function cleanSource(data: Plain): ChatMessageSource {
  const rolls = ((data.rolls as unknown[]) ?? []).map((roll) => {
    const json = typeof roll === "string" ? roll : JSON.stringify(roll);
    if (!(JSON.parse(json) as RollData).evaluated)
      throw new Error("Roll objects added to ChatMessage documents must be evaluated");
    return json;
  });
  const speaker = (data.speaker ?? {}) as Plain;
  return {
    _id: (data._id as string | undefined) ?? null,
    type: (data.type as string | undefined) ?? "base",
    system: deepClone((data.system as Plain | undefined) ?? {}),
    style: (data.style as number | undefined) ?? CHAT_MESSAGE_STYLES.OTHER,
    // v12 renamed `user` to `author`; Foundry still migrates the old key (the chat log sends `user`).
    author: (data.author as string | undefined) ?? (data.user as string | undefined) ?? env().user().id,
    timestamp: (data.timestamp as number | undefined) ?? Date.now(),
    flavor: data.flavor == null ? "" : String(data.flavor),
    ...(data.title == null ? {} : { title: String(data.title) }),
    content: data.content == null ? "" : String(data.content),
    speaker: {
      scene: (speaker.scene as string | undefined) ?? null,
      // A ForeignDocumentField: an Actor given (Cyberpunk RED's `RenderRollCard` hands one) is kept as its id.
      actor: idOf(speaker.actor),
      token: (speaker.token as string | undefined) ?? null,
      alias: (speaker.alias as string | undefined) ?? null,
    },
    // A ForeignDocumentField each (common/data/fields.mjs `_cast`): a User given (getWhisperRecipients') is kept as its
    // id.
    whisper: (Array.isArray(data.whisper) ? data.whisper : []).map((user) =>
      String(typeof user === "object" && user !== null && "id" in user ? user.id : user),
    ),
    blind: Boolean(data.blind),
    rolls,
    sound: (data.sound as string | undefined) ?? null,
    emote: Boolean(data.emote),
    flags: deepClone((data.flags as ChatMessageSource["flags"] | undefined) ?? {}),
    _stats: { lastModifiedBy: idOf(getProperty(data, "_stats.lastModifiedBy")) },
  };
}

/**
 * The server's hand on `_stats` (ServerDocumentMixin: `_deleteStats` drops the managed fields a client sends, then
 * `tagModelStats` names the user who created or updated the document as its last writer).
 */
function tagStats(source: Plain, userId: string): void {
  source._stats = { lastModifiedBy: userId };
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

  /** Is this message shown in the chat log of the current client? */
  logged = false;

  /**
   * The windows that show this document (ClientDocumentMixin#apps): a ChatPopout adds itself on its first render.
   * An update renders them again, a deletion closes them (ClientDocumentMixin#_onUpdate / #_onDelete).
   */
  readonly apps: Record<string, ApplicationV2> = {};

  get id(): string | null {
    return this._source._id;
  }
  get _id(): string | null {
    return this._source._id;
  }
  get uuid(): string {
    return `ChatMessage.${this._source._id}`;
  }
  get documentName(): string {
    return "ChatMessage";
  }
  get author(): UserDouble | undefined {
    return env().users.get(this._source.author);
  }
  get content(): string {
    return this._source.content;
  }
  get flavor(): string {
    return this._source.flavor;
  }
  get title(): string | undefined {
    return this._source.title;
  }
  get speaker(): ChatMessageSource["speaker"] {
    return this._source.speaker;
  }
  get whisper(): string[] {
    return this._source.whisper;
  }
  get blind(): boolean {
    return this._source.blind;
  }
  get style(): number {
    return this._source.style;
  }
  get type(): string {
    return this._source.type;
  }
  get system(): Record<string, unknown> {
    return this._source.system;
  }
  get flags(): ChatMessageSource["flags"] {
    return this._source.flags;
  }
  get _stats(): ChatMessageSource["_stats"] {
    return this._source._stats;
  }
  get sound(): string | null {
    return this._source.sound;
  }
  get timestamp(): number {
    return this._source.timestamp;
  }

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
    return this.speaker.alias || (this.speakerActor as { name?: string } | null)?.name || authorName;
  }

  /** The actor of the speaker (its token's actor first), else the author's character. */
  get speakerActor(): ActorLike | null {
    return ChatMessage.getSpeakerActor(this.speaker) ?? (this.author?.character as ActorLike | null) ?? null;
  }

  getRollData(): object {
    return this.speakerActor?.getRollData() ?? {};
  }

  /** The author's level is OWNER; anyone else has none (GMs pass every test anyway). */
  getUserLevel(user: UserDouble = env().user()): number {
    return user.id === this._source.author ? 3 : 0;
  }

  testUserPermission(
    user: UserDouble,
    permission: "NONE" | "LIMITED" | "OBSERVER" | "OWNER" | number,
    { exact = false }: { exact?: boolean } = {},
  ): boolean {
    const levels: Record<string, number> = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 };
    const level = user.isGM ? 3 : user.isBanned ? 0 : this.getUserLevel(user);
    const target = typeof permission === "number" ? permission : (levels[permission] ?? 3);
    return exact ? level === target : level >= target;
  }

  get isOwner(): boolean {
    return this.testUserPermission(env().user(), "OWNER");
  }

  /**
   * May this user perform this action (common/abstract/document.mjs canUserModify over BaseChatMessage's
   * metadata.permissions): create by the author rule below, view LIMITED, update and delete OWNER.
   */
  canUserModify(user: UserDouble, action: "create" | "view" | "update" | "delete", _data: Plain = {}): boolean {
    if (action === "create") return ChatMessage.#canCreate(user, this);
    return this.testUserPermission(user, action === "view" ? "LIMITED" : "OWNER");
  }

  /** A GM may create any message; anyone else only their own (no impersonation), with at least the PLAYER role. */
  static #canCreate(user: UserDouble, message: ChatMessage): boolean {
    if (user.isGM) return true;
    if (user.id !== message._source.author) return false;
    return user.hasRole("PLAYER");
  }

  /** Could this user create messages at all: tested on a blank message, whose author defaults to the current user. */
  static canUserCreate(user: UserDouble): boolean {
    return new ChatMessage({}).canUserModify(user, "create");
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
    const merged = mergeObject(this.toObject(), changes, { performDeletions: true });
    this._source = cleanSource({ ...merged, _id: this._source._id });
    this.prepareDerivedData();
    return changes;
  }

  getFlag(scope: string, key: string): unknown {
    assertFlagScope(scope);
    if (!(scope in this._source.flags)) return undefined;
    return getProperty(this._source.flags[scope], key);
  }

  async setFlag(scope: string, key: string, value: unknown): Promise<this | undefined> {
    return this.update(setFlagChanges(scope, key, value));
  }

  /** Remove a flag with a "-=" deletion key, as v13 does. */
  async unsetFlag(scope: string, key: string): Promise<this | undefined> {
    return this.update(unsetFlagChanges(scope, key));
  }

  /**
   * Update through the document workflow: expand dotted keys, call preUpdateChatMessage (false cancels), keep only
   * what differs from the source (nothing: no update, resolves undefined), refuse a user who is neither the author
   * nor a GM, apply the changes, then on every client run _onUpdate and updateChatMessage(message, diff, options,
   * userId) and let the chat logs re-render.
   */
  async update(changes: Plain = {}, options: Plain = {}): Promise<this | undefined> {
    const user = env().user();
    const expanded = expandObject(changes);
    delete expanded._id;
    delete expanded._stats;
    if (env().hooks.call("preUpdateChatMessage", this, expanded, options, user.id) === false) return undefined;
    const diff = diffChanges(this._source, expanded);
    if (!Object.keys(diff).length) return undefined;
    if (!this.canUserModify(user, "update", diff))
      refuse(permissionMessage(user.name, "update", "ChatMessage", this.id));
    sanitized(diff);
    await serverRoundTrip();
    this.updateSource(diff);
    // Foundry's diff carries `_stats` too; the double's hooks see only what the caller changed.
    tagStats(this._source, user.id);
    const changed = { ...diff, _id: this.id };
    await broadcast(async () => {
      this._onUpdate(changed, options, user.id);
      env().hooks.callAll("updateChatMessage", this, changed, options, user.id);
      await chatLog()?.settled();
    });
    return this;
  }

  async delete(options: Plain = {}): Promise<this | undefined> {
    const user = env().user();
    if (env().hooks.call("preDeleteChatMessage", this, options, user.id) === false) return undefined;
    if (!this.canUserModify(user, "delete")) refuse(permissionMessage(user.name, "delete", "ChatMessage", this.id));
    await serverRoundTrip();
    if (this.id) env().messages.delete(this.id);
    await broadcast(async () => {
      this._onDelete(options, user.id);
      env().hooks.callAll("deleteChatMessage", this, options, user.id);
      await chatLog()?.settled();
    });
    return this;
  }

  /** On each client after creation: post the message to the chat log. */
  _onCreate(_data: Plain, _options: Plain, _userId: string): void {
    void chatLog()?.postOne(this, { notify: true });
  }

  /** On each client after an update: re-render the message in the log, or remove it when no longer visible. */
  _onUpdate(_changed: Plain, _options: Plain, _userId: string): void {
    if (!this.visible) void chatLog()?.deleteMessage(this.id as string);
    else void chatLog()?.updateMessage(this);
    for (const app of this.#appsOfThisClient()) void app.render(false);
  }

  _onDelete(_options: Plain, _userId: string): void {
    void chatLog()?.deleteMessage(this.id as string);
    for (const app of this.#appsOfThisClient()) void app.close();
  }

  /** The double's clients share one message: each renders only the windows opened on it (its own browser). */
  #appsOfThisClient(): ApplicationV2[] {
    const userId = env().user().id;
    return Object.values(this.apps).filter((app) => applicationClients.get(app) === userId);
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
    else
      whisper = env()
        .users.filter((u) => u.isGM)
        .map((u) => u.id);
    chatData.whisper = whisper;
    chatData.blind = rollMode === DICE_ROLL_MODES.BLIND;
    return chatData;
  }

  applyRollMode(rollMode: string): void {
    const data = this.toObject();
    ChatMessage.applyRollMode(data, rollMode);
    this.updateSource(data);
  }

  /** v14: set whisper and blind for a message mode (public | gm | blind | self | ic); an unknown one throws. */
  static applyMode(chatData: Plain, mode?: string): Plain {
    if (!isV14()) throw new TypeError("ChatMessage.applyMode is not a function");
    return ChatMessage.applyRollMode(chatData, legacyOf(mode || currentMessageMode()));
  }

  /** v14's ChatMessage#applyMode: the static one on this message's source. */
  applyMode(mode?: string): void {
    const data = this.toObject();
    ChatMessage.applyMode(data, mode);
    this.updateSource(data);
  }

  /** The legacy mode a creation's options ask for: v14's `messageMode`, or the deprecated `rollMode`. */
  static #requestedMode(options: Plain): string | undefined {
    if (!isV14()) return options.rollMode as string | undefined;
    if (options.rollMode) {
      deprecated("ChatMessage.create rollMode option");
      return legacyOf(mapLegacyRollMode(options.rollMode as string));
    }
    return options.messageMode ? legacyOf(options.messageMode as string) : undefined;
  }

  /**
   * Who speaks: an explicit token (document or placeable); an actor (a synthetic actor's token; else its
   * controlled or first active token; else the actor); outside the viewed scene the user's character or the user;
   * the first controlled token; the user's character (its active token first); else the user.
   */
  static getSpeaker({
    scene,
    actor,
    token,
    alias,
  }: {
    scene?: SceneLike;
    actor?: ActorLike;
    token?: TokenLike | PlaceableLike;
    alias?: string;
  } = {}): ChatMessageSource["speaker"] {
    const canvas = canvasOf();
    const user = env().user();
    const tokenDocument = token
      ? "document" in token && token.document
        ? token.document
        : (token as TokenLike)
      : null;
    if (tokenDocument) return speakerFromToken(tokenDocument, alias);
    // `actor instanceof foundry.documents.Actor`: an id passed as the actor (Alien RPG's yzeRoll) is no actor.
    if (actor && typeof actor === "object") {
      if (actor.isToken && actor.token) return speakerFromToken(actor.token, alias);
      const tokens = actor.getActiveTokens() as PlaceableLike[];
      if (!tokens.length) return speakerFromActor(actor, alias || actor.name, scene);
      const chosen = tokens.find((t) => t.controlled) ?? (tokens[0] as PlaceableLike);
      return speakerFromToken(chosen.document, alias || actor.name);
    }
    if (scene && !scene.isView) {
      const character = user.character as ActorLike | null;
      if (character) return speakerFromActor(character, alias, scene);
      return { scene: scene.id, actor: null, token: null, alias: alias || user.name };
    }
    if (canvas?.ready) {
      const controlled = canvas.tokens.controlled as PlaceableLike[];
      if (controlled.length) return speakerFromToken((controlled[0] as PlaceableLike).document, alias);
    }
    const character = user.character as ActorLike | null;
    if (character) {
      const tokens = character.getActiveTokens(false, true) as TokenLike[];
      if (tokens.length) return speakerFromToken(tokens[0] as TokenLike, alias);
      return speakerFromActor(character, alias);
    }
    return { scene: canvas?.scene?.id ?? null, actor: null, token: null, alias: alias || user.name };
  }

  /** The actor of a speaker: the token's actor when scene and token are given, else the world actor. */
  static getSpeakerActor(speaker: Partial<ChatMessageSource["speaker"]> | null | undefined): ActorLike | null {
    if (!speaker) return null;
    const game = globalOf<{
      scenes?: { get(id: string): SceneLike | undefined };
      actors?: { get(id: string): ActorLike | undefined };
    }>("game");
    let actor: ActorLike | null = null;
    if (speaker.scene && speaker.token)
      actor = game?.scenes?.get(speaker.scene)?.tokens.get(speaker.token)?.actor ?? null;
    if (speaker.actor && !actor) actor = game?.actors?.get(speaker.actor) ?? null;
    return actor;
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
  static async create(
    data: ChatMessage | Plain | (ChatMessage | Plain)[],
    options: Plain = {},
  ): Promise<ChatMessage | ChatMessage[] | undefined> {
    if (Array.isArray(data)) return this.createDocuments(data, options);
    const [created] = await this.createDocuments([data], options);
    return created;
  }

  static async createDocuments(data: (ChatMessage | Plain)[], options: Plain = {}): Promise<ChatMessage[]> {
    const created: ChatMessage[] = [];
    const { hooks, messages } = env();
    const userId = env().user().id;
    const user = env().user();
    const pendings: ChatMessage[] = [];
    for (const item of data) {
      const createData = item instanceof ChatMessage ? item.toObject() : expandObject(item);
      const pending = new this(createData);
      if ((await pending._preCreate(createData, options, userId)) === false) continue;
      if (hooks.call("preCreateChatMessage", pending, createData, options, userId) === false) continue;
      pendings.push(pending);
    }
    // The server refuses the whole request when one message may not be created by this user.
    for (const pending of pendings) {
      if (!pending.canUserModify(user, "create"))
        refuse(permissionMessage(user.name, "create", "ChatMessage", pending.id));
    }
    if (pendings.length) await serverRoundTrip();
    for (const pending of pendings) {
      const source = sanitized(pending.toObject());
      source._id ??= randomID();
      tagStats(source, userId);
      const message = new this(source);
      messages.set(source._id, message);
      created.push(message);
    }
    for (const message of created) {
      await broadcast(async () => {
        message._onCreate(message.toObject(), options, userId);
        hooks.callAll("createChatMessage", message, options, userId);
        await chatLog()?.settled();
      });
    }
    return created;
  }

  /**
   * Delete messages by id, or every message with `deleteAll` (which the server allows a GM only), each through the
   * document workflow (hook, permission, broadcast); resolves with the deleted ones.
   */
  static async deleteDocuments(
    ids: string[] = [],
    { deleteAll = false, ...options }: Plain & { deleteAll?: boolean } = {},
  ): Promise<ChatMessage[]> {
    const user = env().user();
    if (deleteAll && !user.isGM) refuse(permissionMessage(user.name, "delete", "ChatMessage", null));
    const targets = deleteAll
      ? env().messages.contents
      : ids.map((id) => env().messages.get(id)).filter((message): message is ChatMessage => !!message);
    const deleted: ChatMessage[] = [];
    for (const message of targets) if (await message.delete(options)) deleted.push(message);
    return deleted;
  }

  /** Inline rolls in the content are rolled now; roll messages get the dice sound and the requested roll mode. */
  async _preCreate(data: Plain, options: Plain, _userId: string): Promise<boolean | void> {
    if (typeof data.content === "string") {
      let content = data.content;
      for (const [expression] of data.content.matchAll(/\[\[(.*?)(]{2,3})(?:{([^}]+)})?/g)) {
        const enriched = await textEditor().enrichHTML(expression, {
          documents: false,
          secrets: false,
          links: false,
          rolls: true,
          custom: false,
          rollData: this.getRollData(),
        });
        content = content.replace(expression, enriched);
      }
      this.updateSource({ content });
    }
    if (this.isRoll) {
      if (!("sound" in data)) this.updateSource({ sound: env().diceSound() });
      const mode = ChatMessage.#requestedMode(options);
      if (mode) this.applyRollMode(mode);
    }
  }

  /* ---------------------------------------- */
  /*  Rendering                               */
  /* ---------------------------------------- */

  /**
   * Render the message as the chat log would, then call renderChatMessageHTML(message, html, context). Roll
   * messages whose content has no HTML elements show their rendered rolls (or "private" rolls when hidden).
   */
  async renderHTML({
    canDelete,
    canClose = false,
    ...rest
  }: { canDelete?: boolean; canClose?: boolean; [key: string]: unknown } = {}): Promise<HTMLElement | string> {
    const { templates, hooks, users } = env();
    canDelete ??= env().user().isGM;
    const data = this.toObject(false);
    const speakerActor = this.style === CHAT_MESSAGE_STYLES.OOC ? null : this.speakerActor;
    const speakerIsOwner = (speakerActor as { isOwner?: boolean } | null)?.isOwner;
    data.content = await textEditor().enrichHTML(this.content, {
      rollData: this.getRollData(),
      secrets: speakerIsOwner ?? env().user().isGM,
    });
    const isWhisper = this.whisper.length;
    const messageData: Plain = {
      ...rest,
      canDelete,
      canClose,
      message: data,
      user: env().user(),
      author: this.author,
      speakerActor,
      alias: this.alias,
      cssClass: [
        this.style === CHAT_MESSAGE_STYLES.IC ? "ic" : null,
        this.style === CHAT_MESSAGE_STYLES.EMOTE ? "emote" : null,
        isWhisper ? "whisper" : null,
        this.blind ? "blind" : null,
      ]
        .filter(Boolean)
        .join(" "),
      isWhisper,
      whisperTo: this.whisper
        .map((id) => users.get(id)?.name)
        .filter(Boolean)
        .join(", "),
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

/**
 * Parse into an element when a DOM exists, as foundry.utils.parseHTML does (into a detached div: the message's
 * element is its single root); otherwise keep the string.
 */
function toElement(markup: string): HTMLElement | string {
  if (typeof document === "undefined") return markup;
  const parsed = parseHTML(markup.trim());
  return (Array.isArray(parsed) ? parsed[0] : parsed) ?? markup;
}

/** game.messages (v13 client/documents/collections/chat-messages.mjs). */
export class MessagesDouble extends Collection<ChatMessage> {
  /**
   * The chat log's "flush": asks first (DialogV2.confirm, Foundry's own words), then deletes every message at once;
   * resolves as the dialog does ("yes" once deleted, false for No, null when dismissed).
   */
  async flush(): Promise<unknown> {
    const { i18n } = env();
    const dialog = globalOf<{ applications?: { api?: { DialogV2?: DialogConfirm } } }>("foundry")?.applications?.api
      ?.DialogV2;
    if (!dialog) throw new Error("The Foundry double is not installed: DialogV2 is missing");
    return dialog.confirm({
      window: { title: "CHAT.FlushTitle" },
      content: `<p><strong>${i18n.localize("AreYouSure")}</strong> ${i18n.localize("CHAT.FlushWarning")}</p>`,
      yes: { callback: async () => void (await ChatMessage.deleteDocuments([], { deleteAll: true })) },
    });
  }
}

interface DialogConfirm {
  confirm(config: object): Promise<unknown>;
}

/* -------------------------------------------- */
/*  Speaker helpers                             */
/* -------------------------------------------- */

interface ActorLike {
  id: string;
  name: string;
  isToken: boolean;
  token: TokenLike | null;
  getActiveTokens(linked?: boolean, document?: boolean): unknown[];
  getRollData(): object;
}

interface TokenLike {
  id: string;
  name: string;
  actor: ActorLike | null;
  parent: { id: string } | null;
}

interface PlaceableLike {
  document: TokenLike;
  controlled: boolean;
}

interface SceneLike {
  id: string;
  isView: boolean;
  tokens: { get(id: string): TokenLike | undefined };
}

interface CanvasLike {
  ready: boolean;
  scene: { id: string } | null;
  tokens: { controlled: unknown[] };
}

interface ChatLogLike {
  postOne(message: ChatMessage, options?: object): Promise<void>;
  updateMessage(message: ChatMessage): Promise<void>;
  deleteMessage(id: string): Promise<void>;
  settled(): Promise<void>;
}

/**
 * The server's sanitizing of a message's HTML fields (content and flavor are HTMLFields, which Foundry's server
 * cleans of what users may not write: scripts, event handlers, unsafe URLs). Its code is not public; the double
 * applies foundry.utils.cleanHTML, whose allowed tags and attributes are Foundry's own. It needs a DOM: without one
 * (the Node tests' strings) the fields are kept as they are.
 */
function sanitized<T extends { content?: unknown; flavor?: unknown }>(data: T): T {
  if (typeof document === "undefined") return data;
  for (const key of ["content", "flavor"] as const) {
    if (typeof data[key] === "string" && data[key].includes("<"))
      (data as Record<string, unknown>)[key] = cleanHTML(data[key]);
  }
  return data;
}

function canvasOf(): CanvasLike | undefined {
  return globalOf<CanvasLike>("canvas");
}

function chatLog(): ChatLogLike | undefined {
  return globalOf<{ chat?: ChatLogLike }>("ui")?.chat;
}

function speakerFromToken(token: TokenLike, alias?: string): ChatMessageSource["speaker"] {
  return {
    scene: token.parent?.id || null,
    token: token.id,
    actor: token.actor?.id || null,
    alias: alias || token.name,
  };
}

function speakerFromActor(actor: ActorLike, alias?: string, scene?: { id: string }): ChatMessageSource["speaker"] {
  return { scene: (scene ?? canvasOf()?.scene)?.id || null, actor: actor.id, token: null, alias: alias || actor.name };
}
