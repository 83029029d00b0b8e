/**
 * Dice So Nice 5.1.6, or 6 (6.2.3, and 6.3's dice roles), as `game.dice3d`, as far as Indie Dice meets it:
 * `addDicePreset`, `showForRoll`, `addRole` (6.3), the `diceSoNiceReady` hook, and the chat hooks through which it
 * throws every roll message by itself; and its `game.modules` entry with its version. Nothing is
 * drawn: each throw a client would animate is recorded as an `Animation` (which client, which dice, with which
 * options), and each `showForRoll` call made from outside as a `ShowForRollCall`, so a test can assert what the
 * module handed Dice So Nice and who saw the dice.
 *
 * Modelled after (read, not copied) Dice So Nice 5.1.6:
 * - module/Dice3D.js `showForRoll(roll, user = game.user, synchronize, users = null, blind, messageID = null,
 *   speaker = null, options = {ghost: false, secret: false})`: with a message whose whisper list is not empty the
 *   throw is secret, and ghost where the caller may not see the message's content (world setting
 *   `hide3dDiceOnSecretRolls`, on by default); then the hook `diceSoNiceRollStart(messageID, context)` with
 *   `context = {roll, user, users, blind}`, whose `users` and `blind` the throw then follows; then `show`: nothing
 *   without dice; with `synchronize` the throw goes
 *   through the module's socket to every other client, which shows it when `users` is null or names its user; the
 *   caller shows it unless `blind`.
 * - module/main.js `createChatMessage`: on each client that receives a roll message whose content it may see
 *   (ghost dice aside, off by default), `renderRolls` sorts the message's dice into waves by `options.rollOrder`
 *   (all in one wave while the world setting `enabledSimultaneousRollForMessage`, on by default, merges them) and
 *   shows each wave for the message's author, unsynchronized. `preUpdateChatMessage` counts the rolls an update
 *   appends; `updateChatMessage` throws only those.
 * - module/DiceNotation.js: a die of 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 30 or 100 faces is thrown once
 *   per result not `hidden`, typed "d" + faces for the core Die class and "d" + its denomination otherwise, with a
 *   copy of the die's options (its flavor, colorset, appearance, rollOrder), the owner and ghost or secret.
 * What 6 changes, read (not copied) in Dice So Nice 6.2.3 (a GitHub copy of its source, Daedalus11069/dice-so-nice-
 * fork, package.json 6.2.3), the rest being the same as above:
 * - module/main.js `shouldInterceptMessage`: a message flagged `dice-so-nice.skip` is not thrown; `showGhostDice`
 *   has a fourth choice, "3": ghost dice for the rolls of players (not of GMs).
 * - module/Dice3D.js `showForRoll`, `renderRolls`: as in 5.1.6 (ghost / secret by the message, the hook, then
 *   `show`); each wave of a message is shown on each receiving client for the message's author, unsynchronized.
 * 6.3's `addRole(role, {package})` (not read: as the systems that call it use it, docs/versions-and-privacy.md) is
 * recorded, and only a double of 6.3 or later has it; a thrown die keeps the `dsnRole` its options name.
 * Left out: the 3D scene, sounds, SFX, d100 as two d10, exploded dice as extra throws within one animation,
 * `onlyShowOwnDice` and `hideNpcRolls`, inline rolls, hidden tabs, the "immediately display" setting, 6's
 * persistent dice, companion messages (`linkedTo`), the owner's appearance (`forceCharacterOwnerAppearance`) and
 * how a role looks.
 */
import type { ChatMessage } from "./chat-message";
import type { Roll } from "./dice/roll";
import type { DiceTerm } from "./dice/terms/dice-term";
import { ModuleDouble, type UserDouble, type UsersDouble } from "./users";

/** A die as Dice So Nice throws it. */
export interface ThrownDie {
  /** "d6", "d12", "dc" (a coin), "di" (a module's die of denomination "i"). */
  readonly type: string;
  readonly result: number;
  /** A copy of the Foundry die's options, plus Dice So Nice's own (owner, ghost, secret). */
  readonly options: Readonly<Record<string, unknown>>;
}

/** One throw shown on one client. */
export interface Animation {
  /** The user whose client showed it. */
  readonly client: string;
  /** The user whose dice they are (their appearance). */
  readonly owner: string;
  readonly messageId: string | null;
  /** How it reached the client: a message hook, a `showForRoll` call on that client, or the socket. */
  readonly via: "message" | "showForRoll" | "socket";
  readonly dice: readonly ThrownDie[];
  readonly ghost: boolean;
  readonly secret: boolean;
}

/** A `showForRoll` call made from outside Dice So Nice (by the module under test). */
export interface ShowForRollCall {
  /** The client that called. */
  readonly client: string;
  readonly roll: Roll;
  readonly user: string;
  readonly synchronize: boolean;
  readonly users: readonly string[] | null;
  readonly blind: boolean;
  readonly messageID: string | null;
  readonly speaker: unknown;
  readonly options: { ghost?: boolean; secret?: boolean };
}

/**
 * What `diceSoNiceRollStart` is called with besides the message id (module/Dice3D.js `showForRoll`), after the
 * throw was made ghost or secret; the throw then goes to `users` and stays off the caller's screen when `blind`.
 * `roll`: the Roll of a `showForRoll` call; for a message's wave Dice So Nice builds one from the wave's dice, which
 * the double leaves out (null).
 */
export interface DiceSoNiceRollStartContext {
  roll: Roll | null;
  user: UserDouble;
  users: readonly string[] | null;
  blind: boolean;
}

/** Dice So Nice's world settings that decide who sees what, with their defaults. */
export interface DiceSoNiceSettings {
  enabledSimultaneousRollForMessage: boolean;
  hide3dDiceOnSecretRolls: boolean;
  /** "0" none, "1" every player, "2" the roll's author only, "3" (6 only) the rolls of players only. */
  showGhostDice: "0" | "1" | "2" | "3";
}

/** An `addRole` call (Dice So Nice 6.3): the role and the options naming its package. */
export interface RoleCall {
  readonly role: {
    readonly id: string;
    readonly label: string;
    readonly dieTypes?: readonly string[];
    readonly defaults?: unknown;
  } & Record<string, unknown>;
  readonly options: { readonly package: string };
}

export interface DicePresetCall {
  readonly preset: { type: string; labels: string[]; system: string; values?: { min: number; max: number } };
  readonly shape?: string;
}

const THROWN_FACES = [2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 30, 100];

interface Globals {
  game: {
    user: UserDouble;
    users: UsersDouble;
    messages: { get(id: string): ChatMessage | undefined };
    modules: Map<string, ModuleDouble>;
    dice3d?: DiceSoNiceDouble;
  };
  Hooks: {
    on(hook: string, fn: (...args: never[]) => unknown): number;
    callAll(hook: string, ...args: unknown[]): boolean;
  };
  CONFIG: { Dice: { terms: Record<string, { name: string }> } };
}

function globals(): Globals {
  return globalThis as unknown as Globals;
}

interface DieLike {
  readonly faces: number | undefined;
  readonly results: { result: number; hidden?: boolean }[];
  readonly options: Record<string, unknown>;
  readonly constructor: { name: string; DENOMINATION?: string };
}

interface MessageUpdateOptions {
  dsnCountAddedRoll?: number;
  dsnIndexAddedRoll?: number;
}

export class DiceSoNiceDouble {
  /** `version`: Dice So Nice's own (its module entry's); from 6.3 it has `addRole`. */
  constructor(readonly version = "5.1.6") {
    const [major = 0, minor = 0] = version.split(".").map(Number);
    if (major > 6 || (major === 6 && minor >= 3))
      this.addRole = (role, options) => void this.roles.push({ role, options });
  }

  readonly settings: DiceSoNiceSettings = {
    enabledSimultaneousRollForMessage: true,
    hide3dDiceOnSecretRolls: true,
    showGhostDice: "0",
  };

  /** Dice So Nice 6 or later. */
  get isSix(): boolean {
    return Number.parseInt(this.version, 10) >= 6;
  }

  /** Dice So Nice 6.3's registry of a package's dice roles; absent before 6.3. */
  readonly addRole?: (role: RoleCall["role"], options: RoleCall["options"]) => void;

  readonly roles: RoleCall[] = [];

  readonly presets: DicePresetCall[] = [];

  readonly calls: ShowForRollCall[] = [];

  readonly animations: Animation[] = [];

  /** Forget what was thrown so far (presets stay). */
  clear(): void {
    this.calls.length = 0;
    this.animations.length = 0;
  }

  /** The animations one client showed, oldest first. */
  seenBy(userId: string): Animation[] {
    return this.animations.filter((animation) => animation.client === userId);
  }

  addDicePreset(preset: DicePresetCall["preset"], shape?: string): void {
    this.presets.push({ preset, shape });
  }

  showForRoll(
    roll: Roll,
    user: UserDouble = globals().game.user,
    synchronize = false,
    users: readonly (string | UserDouble)[] | null = null,
    blind = false,
    messageID: string | null = null,
    speaker: unknown = null,
    options: { ghost?: boolean; secret?: boolean } = { ghost: false, secret: false },
  ): Promise<boolean> {
    const ids = users && users.length ? users.map((u) => (typeof u === "string" ? u : u.id)) : null;
    this.calls.push({
      client: globals().game.user.id,
      roll,
      user: user.id,
      synchronize,
      users: ids,
      blind,
      messageID,
      speaker,
      options,
    });
    return Promise.resolve(
      this.#showForRoll(roll.dice, user, synchronize, ids, blind, messageID, options, "showForRoll", roll),
    );
  }

  #showForRoll(
    dice: readonly DiceTerm[],
    user: UserDouble,
    synchronize: boolean,
    users: readonly string[] | null,
    blind: boolean,
    messageId: string | null,
    options: { ghost?: boolean; secret?: boolean },
    via: "message" | "showForRoll",
    roll: Roll | null = null,
  ): boolean {
    let ghost = options.ghost === true;
    let secret = options.secret === true;
    const message = messageId ? globals().game.messages.get(messageId) : undefined;
    if (message && this.settings.hide3dDiceOnSecretRolls) {
      if (message.whisper.length > 0) secret = true;
      if (!message.isContentVisible) ghost = true;
    }
    // Ghost dice cannot be secret.
    if (ghost) secret = false;
    // Listeners may change who sees the throw, and keep it off this screen (`blind`).
    const context: DiceSoNiceRollStartContext = { roll, user, users, blind };
    globals().Hooks.callAll("diceSoNiceRollStart", messageId, context);
    const thrown = notation(dice as unknown as DieLike[], user.id, ghost, secret);
    if (!thrown.length) return false;
    const base = { owner: user.id, messageId, dice: thrown, ghost, secret };
    const caller = globals().game.user.id;
    if (synchronize) {
      const { users: all } = globals().game;
      for (const client of all.clients.receivers((id) => all.get(id)?.active ?? false)) {
        if (client !== caller && (!context.users || context.users.includes(client)))
          this.animations.push({ ...base, client, via: "socket" });
      }
    }
    if (context.blind) return false;
    this.animations.push({ ...base, client: caller, via });
    return true;
  }

  /** Would this client throw this message's dice (module/main.js shouldInterceptMessage)? */
  #intercepts(message: ChatMessage, fromRoll = 0): boolean {
    const viewer = globals().game.user.id;
    const { showGhostDice, hide3dDiceOnSecretRolls } = this.settings;
    const ghostDice =
      showGhostDice === "1" ||
      (showGhostDice === "2" && viewer === message.author?.id && hide3dDiceOnSecretRolls) ||
      (this.isSix && showGhostDice === "3" && !message.author?.isGM && hide3dDiceOnSecretRolls);
    if (this.isSix && message.getFlag("dice-so-nice", "skip")) return false;
    return (
      message.isRoll &&
      (message.isContentVisible || ghostDice || !this.settings.hide3dDiceOnSecretRolls) &&
      message.rolls.slice(fromRoll).some((roll) => roll.dice.length > 0)
    );
  }

  /** A message's rolls in waves (by rollOrder unless merged), each shown for its author on this client only. */
  #renderRolls(message: ChatMessage, rolls: readonly Roll[]): void {
    const waves: DiceTerm[][] = [];
    for (const roll of rolls) {
      for (const die of roll.dice) {
        const order = (die.options as Record<string, unknown>).rollOrder;
        const wave = !this.settings.enabledSimultaneousRollForMessage && typeof order === "number" ? order : 0;
        (waves[wave] ??= []).push(die);
      }
    }
    const author = message.author ?? globals().game.user;
    for (const dice of waves)
      if (dice?.length) this.#showForRoll(dice, author, false, null, false, message.id, {}, "message");
  }

  /** Dice So Nice's chat hooks on the double's Hooks; called by `installDiceSoNiceDouble`. */
  listen(): void {
    const { Hooks } = globals();
    Hooks.on("createChatMessage", (message: ChatMessage) => {
      if (this.#intercepts(message)) this.#renderRolls(message, message.rolls);
    });
    Hooks.on(
      "preUpdateChatMessage",
      (message: ChatMessage, changes: { rolls?: unknown[] }, options: MessageUpdateOptions) => {
        if (!("rolls" in changes) || !Array.isArray(changes.rolls)) return;
        const before = message.toObject().rolls.length;
        options.dsnCountAddedRoll = changes.rolls.length - before;
        options.dsnIndexAddedRoll = before;
      },
    );
    Hooks.on("updateChatMessage", (message: ChatMessage, _changes: unknown, options: MessageUpdateOptions) => {
      const from = options.dsnIndexAddedRoll ?? 0;
      if ((options.dsnCountAddedRoll ?? 0) > 0 && this.#intercepts(message, from))
        this.#renderRolls(message, message.rolls.slice(from));
    });
  }
}

/** The dice Dice So Nice throws for these Foundry dice (module/DiceNotation.js). */
function notation(dice: readonly DieLike[], owner: string, ghost: boolean, secret: boolean): ThrownDie[] {
  const thrown: ThrownDie[] = [];
  const coreDie = globals().CONFIG.Dice.terms.d?.name;
  for (const die of dice) {
    if (!THROWN_FACES.includes(die.faces ?? 0)) continue;
    const denomination = die.constructor.DENOMINATION ?? "";
    const type = die.constructor.name === coreDie ? `${denomination}${die.faces}` : `d${denomination}`;
    for (const result of die.results) {
      if (result.hidden) continue;
      const options = {
        ...structuredClone(die.options),
        owner,
        ...(ghost ? { ghost: true } : secret ? { secret: true } : {}),
      };
      thrown.push({ type, result: result.result, options });
    }
  }
  return thrown;
}

/**
 * Puts a Dice So Nice of this version on the installed Foundry double, as the module does at `ready` when it is
 * active: its active `game.modules` entry, `game.dice3d`, its chat hooks, and `diceSoNiceReady`. Call it after each
 * fresh install.
 */
export function installDiceSoNiceDouble(
  settings: Partial<DiceSoNiceSettings> = {},
  version = "5.1.6",
): DiceSoNiceDouble {
  const dice3d = new DiceSoNiceDouble(version);
  Object.assign(dice3d.settings, settings);
  globals().game.modules.set("dice-so-nice", new ModuleDouble({ id: "dice-so-nice", title: "Dice So Nice!", version }));
  globals().game.dice3d = dice3d;
  dice3d.listen();
  globals().Hooks.callAll("diceSoNiceReady", dice3d);
  return dice3d;
}
