/**
 * ui.notifications (v13 client/applications/ui/notifications.mjs) without a screen: every notification is
 * recorded with its type and final message. `format` goes through game.i18n.format (values HTML-escaped),
 * `localize` through game.i18n.localize. Foundry also cleans untrusted HTML; the double does not. Each notification
 * records the user of the client that showed it (clients.ts), since toasts appear on one client only.
 */
import { escapeHTML } from "./utils";
import type { LocalizationDouble } from "./localization";

export interface RecordedNotification {
  id: number;
  type: string;
  message: string;
  permanent: boolean;
  error?: Error;
  /** The user of the client on which it was shown. */
  userId?: string;
}

interface NotifyOptions {
  localize?: boolean;
  permanent?: boolean;
  escape?: boolean;
  format?: Record<string, unknown>;
  [key: string]: unknown;
}

export class NotificationsDouble {
  constructor(
    private readonly i18n: LocalizationDouble,
    private readonly currentUserId: () => string | undefined = () => undefined,
  ) {}

  /** Every notification, oldest first. */
  readonly recorded: RecordedNotification[] = [];

  #nextId = 1;

  notify(
    message: unknown,
    type = "info",
    { localize = false, permanent = false, escape = true, format }: NotifyOptions = {},
  ): RecordedNotification {
    const error = message instanceof Error ? message : undefined;
    let text = String(message);
    if (format) {
      const values = escape ? Object.fromEntries(Object.entries(format).map(([k, v]) => [k, escapeHTML(v)])) : format;
      text = this.i18n.format(text, values);
    } else if (localize) text = this.i18n.localize(text);
    const notification: RecordedNotification = { id: this.#nextId++, type, message: text, permanent };
    if (error) notification.error = error;
    const userId = this.currentUserId();
    if (userId !== undefined) notification.userId = userId;
    this.recorded.push(notification);
    return notification;
  }

  info(message: unknown, options?: NotifyOptions): RecordedNotification {
    return this.notify(message, "info", options);
  }

  warn(message: unknown, options?: NotifyOptions): RecordedNotification {
    return this.notify(message, "warning", options);
  }

  error(message: unknown, options?: NotifyOptions): RecordedNotification {
    return this.notify(message, "error", options);
  }

  success(message: unknown, options?: NotifyOptions): RecordedNotification {
    return this.notify(message, "success", options);
  }

  remove(_notification: RecordedNotification | number): void {}

  clear(): void {
    this.recorded.length = 0;
  }
}
