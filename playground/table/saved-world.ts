/**
 * The world outlives a page load, as Foundry's server and each browser keep it: changing the language reloads the
 * page (as in Foundry), and so may the reader. When the page goes, the tab's session storage keeps what Foundry would
 * have kept — the chat messages, the actors (their numbers and flags: the saved rolls), each token's own actor
 * changes, the users' flags (the dialogs' remembered inputs), the world settings and each pane's client settings
 * (its chat mode, its prompt settings and the prompts it is done with) — and the next load puts it back: the
 * documents and settings as the double is installed, the messages after `init`, once the module's Roll classes are
 * registered, and before `setup`, where Foundry builds its documents. What Foundry forgets on a reload is forgotten
 * here too: open windows, controlled tokens, targets. A new tab starts a new world, and so does an address naming
 * another game system (`?system=`).
 */
import { ChatMessage } from "../../foundry-double/chat-message";
import type { SettingsDouble } from "../../foundry-double/settings";

const KEY = "indie-dice-table-world";

type Plain = Record<string, unknown>;

interface SavedWorld {
  /** The game system the world was played in (`game.system.id`): a world of another system is not put back. */
  system: string;
  messages: { _id: string }[];
  actors: Plain[];
  /** Unlinked tokens' own actor data (system and flags), by token id. */
  tokens: Record<string, Plain>;
  /** User flags, by user id. */
  users: Record<string, Plain>;
  settings: Record<string, string>;
}

interface Sourced {
  id: string;
  _source: Plain;
  toObject(): Plain;
}

interface TokenLike {
  id: string;
  actorLink: boolean;
  actor: Sourced | null;
  _source: { delta: Plain };
}

function onHookOnce(hook: string, fn: () => void): void {
  (Hooks as unknown as { once(name: string, listener: () => void): number }).once(hook, fn);
}

function settings(): SettingsDouble {
  return game.settings as unknown as SettingsDouble;
}

function actors(): Sourced[] {
  return (game.actors as unknown as { contents: Sourced[] }).contents;
}

function unlinkedTokens(): TokenLike[] {
  const scenes = (game.scenes as unknown as { contents: { tokens: { contents: TokenLike[] } }[] }).contents;
  return scenes.flatMap((scene) => scene.tokens.contents).filter((token) => !token.actorLink);
}

function users(): { id: string; flags: Plain }[] {
  return (game.users as unknown as { contents: { id: string; flags: Plain }[] }).contents;
}

function snapshot(): SavedWorld {
  const messages = (game.messages as unknown as { contents: { toObject(): { _id: string } }[] }).contents;
  return {
    system: game.system!.id,
    messages: messages.map((message) => message.toObject()),
    actors: actors().map((actor) => actor.toObject()),
    tokens: Object.fromEntries(
      unlinkedTokens().flatMap((token) => {
        const actor = token.actor?.toObject();
        return actor ? [[token.id, { system: actor.system, flags: actor.flags }]] : [];
      }),
    ),
    users: Object.fromEntries(users().map((user) => [user.id, user.flags])),
    settings: settings().stored(),
  };
}

function read(): Partial<SavedWorld> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
    return typeof saved === "object" && saved !== null ? (saved as Partial<SavedWorld>) : {};
  } catch {
    // Unreadable (or storage blocked): the page starts a new world.
    return {};
  }
}

/** Puts the documents and settings back as they were (before the module's code runs). */
function restoreDocuments(saved: Partial<SavedWorld>): void {
  const actorsById = new Map(actors().map((actor) => [actor.id, actor]));
  for (const source of saved.actors ?? []) {
    const actor = actorsById.get(String(source._id));
    if (actor) actor._source = source;
  }
  for (const token of unlinkedTokens()) {
    const delta = saved.tokens?.[token.id];
    if (delta) token._source.delta = delta;
  }
  for (const user of users()) {
    const flags = saved.users?.[user.id];
    if (flags) Object.assign(user.flags, flags);
  }
  settings().restoreStored(saved.settings ?? {});
}

export function keepWorldAcrossLoads(): void {
  addEventListener("pagehide", () => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(snapshot()));
    } catch {
      // Storage refused (full, or blocked): the next load starts a new world.
    }
  });
  // An address naming another game system (`?system=`) is another world: its actors are of another shape.
  const stored = read();
  const saved = stored.system === game.system!.id ? stored : {};
  restoreDocuments(saved);
  onHookOnce("i18nInit", () => {
    const messages = game.messages as unknown as Map<string, unknown>;
    for (const source of saved.messages ?? [])
      messages.set(source._id, new ChatMessage(source as unknown as Record<string, unknown>));
  });
}
