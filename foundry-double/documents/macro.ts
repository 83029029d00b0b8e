/**
 * A Macro document (v13 common/documents/macro.mjs and client/documents/macro.mjs), as far as a module making hotbar
 * macros needs it: `create(data)` in game.macros, `execute(scope)` of a script macro, and the permission tests.
 *
 * - Creating: the author is the creating user (`_preCreate`); a non-GM may create only as its own author, a script
 *   macro only with the MACRO_SCRIPT permission, and only from the PLAYER role up (`#canCreate`); otherwise the
 *   server refuses. `ownership` defaults to `{default: NONE}`, and the author is always an owner (`getUserLevel`).
 *   The document is broadcast as `createMacro` to every client.
 * - Executing (`canUserExecute`): a user needs LIMITED on the macro, and MACRO_SCRIPT for a script; otherwise a
 *   warning "You do not have permission to execute Macro …" and nothing runs. A script runs as an AsyncFunction of
 *   `speaker, actor, token, character, scope` and the scope's own names, `this` being the macro; the speaker defaults
 *   to ChatMessage.getSpeaker of the given actor or token (else the client's own), the token to the speaker's on the
 *   viewed scene, the actor to the token's or the speaker's; `character` is the user's assigned character.
 * Not emulated: chat macros, folders, sorting, compendium macros, update and deletion.
 */
import { deepClone, randomID } from "../utils";
import { DOCUMENT_OWNERSHIP_LEVELS, OwnedDocument, gameOf, type Ownership } from "./owned-document";
import { broadcast, permissionMessage, refuse } from "./server";
import type { UserDouble } from "../users";
import { globalOf } from "../globals";

export interface MacroSpec {
  _id?: string;
  name?: string;
  type?: "script" | "chat";
  command?: string;
  img?: string;
  author?: string;
  ownership?: Ownership;
  flags?: Record<string, Record<string, unknown>>;
}

interface HooksLike {
  callAll(hook: string, ...args: unknown[]): boolean;
}

/**
 * The AsyncFunction constructor, read from code compiled at run time: a build that lowers async functions (the
 * table page's, platform-browser.ts) would make the constructor of a written `async () => {}` plain Function.
 */
const AsyncFunction = new Function("return (async () => undefined).constructor")() as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>;

interface SpeakerSource {
  getSpeaker(options: { actor?: unknown; token?: unknown }): unknown;
}

function speakerOf(actor: unknown, token: unknown): unknown {
  const chatMessage = globalOf<SpeakerSource>("ChatMessage");
  return chatMessage?.getSpeaker({ actor: actor || undefined, token: token || undefined }) ?? {};
}

/** A token of the viewed scene, when the canvas is ready. */
function tokenOf(id: string | null | undefined): unknown {
  const canvas = globalOf<{ ready?: boolean; tokens?: { get(id: string): unknown } }>("canvas");
  return id && canvas?.ready ? (canvas.tokens?.get(id) ?? null) : null;
}

export class MacroDouble extends OwnedDocument {
  constructor(data: MacroSpec = {}) {
    super();
    this._source = {
      _id: data._id ?? randomID(),
      name: data.name ?? "Macro",
      type: data.type ?? "chat",
      command: data.command ?? "",
      img: data.img ?? "icons/svg/dice-target.svg",
      author: data.author ?? gameOf().user.id,
      ownership: { default: DOCUMENT_OWNERSHIP_LEVELS.NONE, ...(data.ownership ?? {}) },
      flags: deepClone(data.flags ?? {}),
    };
  }

  _source: Required<Omit<MacroSpec, "_id">> & { _id: string };

  static get documentName(): string {
    return "Macro";
  }

  get documentName(): string {
    return "Macro";
  }

  get id(): string {
    return this._source._id;
  }
  get name(): string {
    return this._source.name;
  }
  get type(): string {
    return this._source.type;
  }
  get command(): string {
    return this._source.command;
  }
  get img(): string {
    return this._source.img;
  }
  get ownership(): Ownership {
    return this._source.ownership;
  }
  get flags(): Record<string, Record<string, unknown>> {
    return this._source.flags;
  }
  get uuid(): string {
    return `Macro.${this.id}`;
  }
  get author(): unknown {
    return gameOf().users.filter((user) => user.id === this._source.author)[0] ?? null;
  }

  /** A world macro has no parent. */
  get parent(): null {
    return null;
  }

  /** The author owns its macro whatever the ownership says. */
  override getUserLevel(user: UserDouble = gameOf().user): number {
    if (user.id === this._source.author) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return super.getUserLevel(user);
  }

  static async create(data: MacroSpec): Promise<MacroDouble> {
    const game = gameOf<{ macros: Map<string, MacroDouble> }>();
    const user = game.user;
    const macro = new MacroDouble({ ...data, author: user.id });
    const allowed =
      (user.isGM || macro._source.author === user.id) &&
      (macro.type !== "script" || user.hasPermission("MACRO_SCRIPT")) &&
      user.hasRole("PLAYER");
    if (!allowed) refuse(permissionMessage(user.name, "create", "Macro", macro.id));
    const macros = game.macros;
    macros.set(macro.id, macro);
    const hooks = globalOf<HooksLike>("Hooks");
    await broadcast(() => hooks?.callAll("createMacro", macro, {}, user.id));
    return macro;
  }

  canUserExecute(user: { hasPermission(permission: string): boolean }): boolean {
    if (!this.testUserPermission(user as never, "LIMITED")) return false;
    return this.type === "script" ? user.hasPermission("MACRO_SCRIPT") : true;
  }

  get canExecute(): boolean {
    return this.canUserExecute(gameOf().user);
  }

  /** Runs a script macro as v13 does (see the file comment); resolves with what the script returns. */
  execute(scope: Record<string, unknown> = {}): Promise<unknown> | undefined {
    const game = gameOf<{ actors?: Map<string, unknown> }>();
    if (!this.canExecute) {
      globalOf<{ notifications?: { warn(message: string): void } }>("ui")?.notifications?.warn(
        `You do not have permission to execute Macro "${this.name}".`,
      );
      return undefined;
    }
    if (this.type !== "script") throw new Error("The Foundry double runs script macros only");
    const { speaker: givenSpeaker, actor: givenActor, token: givenToken, ...rest } = scope;
    // As v13's #executeScript: the speaker from the given actor or token (else the client's own), then the token
    // and the actor the speaker names.
    const speaker = (givenSpeaker || speakerOf(givenActor, givenToken)) as {
      token?: string | null;
      actor?: string | null;
    };
    const token = givenToken || tokenOf(speaker.token) || null;
    const actor =
      givenActor ||
      (token as { actor?: unknown } | null)?.actor ||
      (speaker.actor ? game.actors?.get(speaker.actor) : null) ||
      null;
    const names = Object.keys(rest);
    if (names.some((name) => /^\d+$/.test(name)))
      throw new Error("Illegal numeric Macro parameter passed to execution scope.");
    const character = (game.user as unknown as { character: unknown }).character;
    const run = new AsyncFunction("speaker", "actor", "token", "character", "scope", ...names, `{${this.command}\n}`);
    return run.call(this, speaker, actor, token, character, scope, ...Object.values(rest));
  }
}
