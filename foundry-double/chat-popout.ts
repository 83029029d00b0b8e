/**
 * ChatPopout (v13 client/applications/sidebar/apps/chat-popout.mjs), `CONFIG.ChatMessage.popoutClass`: one chat
 * message in a window of its own, 300 px wide and always light. Its HTML is the message's own render
 * (`ChatLog.renderMessage(message, {canDelete: false})`, so `renderChatMessageHTML` fires for it) put in place of
 * the window's content; one window per message (its uniqueId is `chat-popout-<id>`). Once first rendered it is one
 * of the message's `apps`, so an update of the message renders it again (ClientDocument#_onUpdate → render(false))
 * and a deletion closes it; closing takes it out of `apps`. The window's clicks go through ApplicationV2's action
 * handling: a `data-action` it does not know is left to the message's own listeners. Its title: nothing for a message
 * whose content the user may not see, else the message's `title` when it has one, else its flavor's text (a
 * message's flavor is "" when none was given, so that ends it), else the speaker's alias.
 */
import {
  ApplicationV2,
  type ApplicationDefaultOptions,
  type ApplicationConfiguration,
  type ApplicationRenderOptions,
} from "./applications/application";
import type { ChatMessage } from "./chat-message";

type Plain = Record<string, unknown>;

export class ChatPopout extends ApplicationV2 {
  constructor(options: ApplicationDefaultOptions & { message?: ChatMessage } = {}) {
    super(options);
    if (!options.message || typeof options.message.renderHTML !== "function") {
      throw new Error("The ChatPopout application must be provided a ChatMessage Document to render.");
    }
    this.#message = options.message;
  }

  static override DEFAULT_OPTIONS: ApplicationDefaultOptions = {
    classes: ["chat-popout", "themed", "theme-light"],
    position: { width: 300 },
  };

  readonly #message: ChatMessage;

  get message(): ChatMessage {
    return this.#message;
  }

  override get title(): string {
    const message = this.#message;
    if (!message.isContentVisible) return "";
    if (message.title !== undefined) return message.title;
    if (message.flavor !== undefined)
      return new DOMParser().parseFromString(message.flavor, "text/html").body.textContent ?? "";
    return message.speaker.alias ?? "";
  }

  override _initializeApplicationOptions(
    options: ApplicationDefaultOptions & { message?: ChatMessage },
  ): ApplicationConfiguration {
    const config = super._initializeApplicationOptions(options);
    config.uniqueId = `chat-popout-${options.message?.id ?? ""}`;
    return config;
  }

  override async _onFirstRender(context: Plain, options: ApplicationRenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    this.#message.apps[this.id] = this;
  }

  override _onClose(options: Plain): void {
    super._onClose(options);
    delete this.#message.apps[this.id];
  }

  override async _renderHTML(): Promise<unknown> {
    return this.#message.renderHTML({ canDelete: false });
  }

  override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }
}
