/**
 * The two things Foundry's server does for every document operation that the double has to stand in for:
 * refuse an operation the requesting user may not perform, and broadcast an accepted one to every client.
 *
 * A refusal reaches the requesting client as a failed socket response: v13 client/helpers/socket-interface.mjs
 * shows its message with ui.notifications.error and rejects the operation's promise with an Error. The server's
 * own wording is not public; the double's messages read "<user> lacks permission to <action> <Document> [<id>]".
 *
 * A broadcast runs on each modelled client (see clients.ts) with that client's game.user.
 */
import type { UsersDouble } from "../users";
import { nextTurn } from "../platform";

interface GlobalsLike {
  game?: { users?: UsersDouble };
  ui?: { notifications?: { error(message: string): unknown } };
}

function globals(): GlobalsLike {
  return globalThis as GlobalsLike;
}

function users(): UsersDouble {
  const collection = globals().game?.users;
  if (!collection) throw new Error("The Foundry double is not installed: game.users is missing");
  return collection;
}

/** Refuse an operation as the server would: an error toast on the requesting client, then a rejected promise. */
export function refuse(message: string): never {
  const error = new Error(message);
  globals().ui?.notifications?.error(error.message);
  throw error;
}

export function permissionMessage(userName: string, action: string, documentName: string, id: string | null): string {
  return `${userName} lacks permission to ${action} ${documentName} [${id ?? "new"}]`;
}

/**
 * The socket round trip of an accepted operation: in v13 the requesting client's document changes only when the
 * server's answer arrives (client/data/client-backend.mjs awaits the socket, then applies the result), so other
 * work on that client, such as a second write, runs in between. The double yields to the event loop once.
 */
export function serverRoundTrip(): Promise<void> {
  return new Promise((resolve) => nextTurn(resolve));
}

/** Run fn on every modelled client that is logged in (and on the requesting one), awaiting each. */
export async function broadcast(fn: (userId: string) => unknown): Promise<void> {
  const collection = users();
  await collection.clients.broadcast((id) => collection.get(id)?.active ?? false, fn);
}
