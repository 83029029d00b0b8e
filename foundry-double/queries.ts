/**
 * v13 user queries: `CONFIG.queries[name]` handlers and `User#query(name, data, {timeout})`.
 *
 * The sending side follows client/documents/user.mjs User#query: the name must be registered, the sender needs the
 * QUERY_USER permission, and the queried user must be active. The receiving side follows
 * client/documents/collections/users.mjs #handleUserQuery: on the queried user's client the handler is called with
 * `(queryData, {timeout})` only — it is never told who sent the query — and its value (or its error's message)
 * travels back. Data and result cross a socket both ways, so the double passes them through JSON: a handler never
 * receives the sender's live objects, and a thrown error arrives as a new Error carrying only the message.
 *
 * Not emulated: what Foundry's server does when a timeout elapses (the server code is not public); the double
 * rejects with "User query '<name>' timed out after <n>ms".
 */
import type { UserDouble } from "./users";
import { CONFIG, game } from "./globals";

export type QueryHandler = (queryData: unknown, queryOptions: { timeout?: number }) => unknown;

type QueryResult = { status: "fulfilled"; value: unknown } | { status: "rejected"; reason: string };

export async function sendUserQuery(
  target: UserDouble,
  queryName: string,
  queryData: unknown,
  { timeout }: { timeout?: number },
): Promise<unknown> {
  const queries = CONFIG().queries as Record<string, QueryHandler>;
  if (!(queryName in queries)) throw new Error(`User query '${queryName}' is not registered`);
  if (!game().user.hasPermission("QUERY_USER")) throw new Error("You do not have permission to query users");
  if (!target.active) throw new Error(`User [${target.id}] is not active`);
  const queryOptions = { timeout };
  const sent = throughSocket(queryData);
  const clients = target.collection?.clients;
  if (!clients) throw new Error(`User [${target.id}] is not in game.users`);
  const answer = clients.run(target.id, () => receiveUserQuery(queryName, sent, queryOptions));
  const result = throughSocket(await withTimeout(answer, queryName, timeout)) as QueryResult;
  if (result.status === "rejected") throw new Error(result.reason);
  return result.value;
}

/** The queried client's side: run the handler with the data and the timeout, and report how it settled. */
async function receiveUserQuery(
  queryName: string,
  queryData: unknown,
  queryOptions: { timeout?: number },
): Promise<QueryResult> {
  const handler = (CONFIG().queries as Record<string, QueryHandler | undefined>)[queryName];
  if (!handler) throw new Error(`Received invalid User query '${queryName}'`);
  try {
    return { status: "fulfilled", value: await handler(queryData, queryOptions) };
  } catch (err) {
    return { status: "rejected", reason: (err as Error)?.message };
  }
}

function withTimeout(
  answer: Promise<QueryResult>,
  queryName: string,
  timeout: number | undefined,
): Promise<QueryResult> {
  if (timeout === undefined) return answer;
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => resolve({ status: "rejected", reason: `User query '${queryName}' timed out after ${timeout}ms` }),
      timeout,
    );
    void answer.then((result) => {
      clearTimeout(timer);
      resolve(result);
    });
  });
}

/** What a socket.io round trip leaves of a value: its JSON (undefined stays undefined). */
function throughSocket(value: unknown): unknown {
  if (value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value)) as unknown;
}
