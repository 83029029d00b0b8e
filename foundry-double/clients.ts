/**
 * Several Foundry clients in one process. In a real game every connected user runs their own browser: `game.user`
 * is that browser's user, `canvas.tokens.controlled` and the chat log are that browser's, and the server
 * broadcasts every document change to every browser, where the create/update/delete hooks run (v13
 * client/data/client-backend.mjs #handleCreateDocuments and siblings). The double keeps one shared world and
 * switches "which client is running" with a client context (platform.ts: an AsyncLocalStorage under Node; in the
 * browser, platform-browser.ts), so code started on a client — including the continuations of its promises — keeps
 * seeing that client's `game.user` (game.userId is read from here).
 *
 * Which clients exist: the current user's always; `connected` adds more (for example the GM's, so that its
 * createChatMessage listeners run too). Document events are dispatched once per client, in this order.
 */
import { createClientContext } from "./platform";

/**
 * One context for every double installed in this worker. Node 20 keeps every AsyncLocalStorage that ever ran in
 * a list that each new promise walks, so one per install made every later test slower; `release` turns its hook
 * off between tests (it comes back on at the next run).
 */
const running = createClientContext<{ readonly clients: ClientsDouble; readonly userId: string }>();

export class ClientsDouble {
  constructor(baseUserId: string, connected: string[] = []) {
    this.baseUserId = baseUserId;
    this.connected = [...connected];
  }

  /** The user of the client running outside any withClient (handle.setUser changes it). */
  baseUserId: string;

  /** Users whose clients the double models besides the current one. */
  connected: string[];

  /** The user of the client now running. */
  get currentUserId(): string {
    const store = running.getStore();
    return store?.clients === this ? store.userId : this.baseUserId;
  }

  /** Run fn as the client of this user; promises started inside stay on that client. */
  run<T>(userId: string, fn: () => T): T {
    return running.run({ clients: this, userId }, fn);
  }

  /** Stops tracking clients across promises until the next run (the double is uninstalled). */
  static release(): void {
    running.disable();
  }

  /** The clients that receive a broadcast: the listed ones, then the current one if it is not listed. */
  receivers(isActive: (userId: string) => boolean): string[] {
    const ids = this.connected.filter(isActive);
    const current = this.currentUserId;
    if (!ids.includes(current)) ids.push(current);
    return ids;
  }

  /**
   * Deliver a broadcast: run fn on every receiving client, one after the other, awaiting each (Foundry's clients
   * run in parallel; the double serializes them so tests are deterministic).
   */
  async broadcast(isActive: (userId: string) => boolean, fn: (userId: string) => unknown): Promise<void> {
    for (const userId of this.receivers(isActive)) await this.run(userId, async () => fn(userId));
  }
}
