/**
 * One client's part of the table: what a user's browser shows of the world — their token controls (the scene
 * controls' token tools, as the module adds them), the scene's tokens to control and target, the windows their
 * client opens, their chat log and chat input, and their notifications. Everything a pane does runs as its user.
 */
import { iconButton } from "./icon-button";
import type { FoundryDoubleHandle } from "../../foundry-double/install";
import type { RecordedNotification } from "../../foundry-double/notifications";
import { COMPENDIUM_MACROS, executeMacro } from "./compendium-macros";
import { settingFields, settingMenus } from "./settings-panel";
import { characterSheet, npcSheet } from "./character-sheet";
import { JOURNAL } from "./world";
import { tableSystem } from "./systems/index";
import { callHook } from "./hooks";
import { PaneNotifications } from "./notifications";
import { PaneHotbar } from "./hotbar";

interface Tool {
  name: string;
  title: string;
  icon: string;
  order: number;
  button?: boolean;
  visible?: boolean;
  onChange?: (event: Event, active: boolean) => void;
}

type Controls = Record<string, { name: string; tools: Record<string, Tool>; activeTool: string }>;

/** A Token placeable as a click on the canvas reaches it. */
interface ClickedToken {
  readonly controlled: boolean;
  control(options: { releaseOthers: boolean }): boolean;
  release(): boolean;
}

/**
 * A left click on a token, by Foundry's rule (v13 PlaceableObject#_onClickLeft and #_onUnclickLeft): a token not
 * controlled becomes controlled, alone unless Shift is held (Shift adds it); Shift on a controlled token releases it;
 * a plain click on a controlled token changes nothing, so that a group stays controlled to be moved together.
 */
function clickToken(token: ClickedToken, shiftKey: boolean): void {
  if (!token.controlled) token.control({ releaseOthers: !shiftKey });
  else if (shiftKey) token.release();
}

/** The pane's own few words (everything else is the module's or Foundry's, localized by them). */
const PANE_TEXT = {
  en: {
    gm: "GM",
    chat: "chat",
    chatLog: "Chat log",
    controls: "token controls",
    target: "target",
    hud: "token HUD",
    connected: "logged in",
    macros: "Macros (the module's compendium)",
    settings: "Configure Settings",
  },
  de: {
    gm: "SL",
    chat: "Chat",
    chatLog: "Chatverlauf",
    controls: "Token-Steuerung",
    target: "anvisieren",
    hud: "Token-HUD",
    connected: "angemeldet",
    macros: "Makros (das Kompendium des Moduls)",
    settings: "Einstellungen",
  },
};

export class ClientPane {
  constructor(readonly userId: string) {
    this.element = document.createElement("section");
    this.element.className = "table-client";
    this.element.dataset.clientUser = userId;
    this.element.innerHTML = `
      <header class="table-client-head">
        <h2></h2><label class="table-connected"><input type="checkbox" checked /> <span></span></label>
      </header>
      <div class="table-client-main">
        <div class="table-client-body">
          <div class="table-scene">
            <nav class="table-controls"></nav>
            <ul class="table-tokens"></ul>
            <details class="table-macros"><summary></summary><ul></ul></details>
            <details class="table-settings"><summary></summary><div></div></details>
            <div class="table-sheet"></div>
            <details class="table-journal"><summary></summary><div class="journal-page-content"></div></details>
          </div>
          <div class="table-stage">
            <div class="table-sidebar themed theme-light">
              <section class="tab sidebar-tab chat-sidebar flexcol">
                <h3 class="table-chat-heading"></h3>
                <div class="table-chat"><ol class="table-notifications" aria-live="polite"></ol></div>
                <form class="chat-form">
                  <div class="chat-controls"><div class="roll-privacy"></div><div class="control-buttons"></div></div>
                  <textarea class="chat-input" name="chat-message" rows="2" autocomplete="off"></textarea>
                </form>
              </section>
            </div>
          </div>
        </div>
        <div class="table-windows"></div>
      </div>`;
    // The hotbar at the pane's foot, below its windows' room, so that a window never covers it: a row of the Rolls
    // window is dragged onto it.
    this.#hotbar = new PaneHotbar((fn) => this.#asUser(fn), userId);
    this.element.append(this.#hotbar.element);
    // v13's chat sidebar (templates/sidebar/tabs/chat): the log, then the form with `#chat-controls` above the input.
    // The module looks for that id inside the chat log it is given; each pane has its own, as each browser does.
    this.#part(".chat-controls").id = "chat-controls";
    this.#notifications = new PaneNotifications(this.#part(".table-notifications"));
  }

  readonly element: HTMLElement;

  readonly #notifications: PaneNotifications;

  readonly #hotbar: PaneHotbar;

  #double: FoundryDoubleHandle | null = null;

  #part<T extends HTMLElement = HTMLElement>(selector: string): T {
    return this.element.querySelector<T>(selector)!;
  }

  /** Runs fn as this pane's user. */
  #asUser<T>(fn: () => T): T {
    return this.#double!.withClient(this.userId, fn);
  }

  #text = PANE_TEXT.en;

  connect(double: FoundryDoubleHandle, gmId: string): void {
    this.#double = double;
    this.#text = game.i18n!.lang === "de" ? PANE_TEXT.de : PANE_TEXT.en;
    const user = game.users!.get(this.userId)!;
    const heading = this.#part("h2");
    heading.textContent = user.name;
    if (user.isGM) heading.append(" ", Object.assign(document.createElement("small"), { textContent: this.#text.gm }));
    this.element.setAttribute("aria-label", user.name ?? this.userId);
    this.#part("textarea.chat-input").setAttribute("aria-label", `${user.name}: ${this.#text.chat}`);
    this.#part(".table-controls").setAttribute("aria-label", `${user.name}: ${this.#text.controls}`);
    this.#part(".table-chat-heading").textContent = this.#text.chatLog;
    this.#renderMacros(gmId);
    this.#part(".table-connected span").textContent = this.#text.connected;
    const connected = this.#part<HTMLInputElement>(".table-connected input");
    connected.addEventListener("change", () => void this.#connect(connected.checked));
    this.#part<HTMLFormElement>(".chat-form").addEventListener("keydown", (event) => this.#onChatKey(event));
    // Tokens controlled on this client by anything (a click here, the module's *Select the tokens that passed*) are
    // marked as Foundry's canvas marks them: the controlToken hook runs on the client that controlled them.
    (Hooks as unknown as { on(hook: string, fn: () => void): number }).on("controlToken", () => {
      if (game.userId === this.userId && this.#double) this.#asUser(() => this.#renderTokens());
    });
    // A new or redrawn message keeps the log at its bottom when its reader was there, as Foundry's log does; a
    // reader scrolled up to older messages stays where they are. The log's height also changes without a message
    // changing (fonts arriving, the column resized, a roll's notes drawn in once in view): the log and its list are
    // watched for size too. The scroll event of the log's own move comes later, when the log may have grown again:
    // it is not the reader's, so it does not say they left the bottom.
    let atBottom = true;
    let placedAt: number | null = null;
    this.#part(".table-chat").addEventListener(
      "scroll",
      (event) => {
        const scroll = event.target as HTMLElement;
        if (scroll.scrollTop === placedAt) return;
        placedAt = null;
        atBottom = scroll.scrollHeight - scroll.scrollTop - scroll.clientHeight < 4;
      },
      true,
    );
    const sized = new ResizeObserver(() => keepAtBottom());
    const keepAtBottom = () => {
      const scroll = this.element.querySelector(".chat-scroll");
      if (!scroll) return;
      for (const element of [scroll, scroll.firstElementChild]) if (element) sized.observe(element);
      if (!atBottom) return;
      scroll.scrollTop = scroll.scrollHeight;
      placedAt = scroll.scrollTop;
    };
    // A message's menu opens inside the message, below it or, with no room below, above it (Foundry's ContextMenu
    // measures against the list, not the scrolling box around it): the log scrolls just enough to show it whole,
    // as a reader would, so that it never opens out of the log's visible part.
    const revealMenu = (added: readonly MutationRecord[]) => {
      const menu = added
        .flatMap((record) => [...record.addedNodes])
        .find((node): node is HTMLElement => node instanceof HTMLElement && node.id === "context-menu");
      const scroll = menu?.closest<HTMLElement>(".chat-scroll");
      if (!menu || !scroll) return;
      const shown = scroll.getBoundingClientRect();
      const box = menu.getBoundingClientRect();
      const by = box.top < shown.top ? box.top - shown.top : Math.max(0, box.bottom - shown.bottom);
      if (by === 0) return;
      scroll.scrollTop += by;
      placedAt = scroll.scrollTop;
    };
    new MutationObserver((records) => {
      keepAtBottom();
      revealMenu(records);
    }).observe(this.#part(".table-chat"), { childList: true, subtree: true });
  }

  /**
   * The user logs out (their browser is gone: the pane is inert, and the world's changes no longer reach it) or in
   * again (their browser loads the page: its windows are gone, its log is drawn anew, its controls again).
   */
  async #connect(active: boolean): Promise<void> {
    const body = this.#part(".table-client-body");
    await this.#double!.setUserActive(this.userId, active);
    this.element.classList.toggle("table-client-away", !active);
    // Its windows, drawn over the pane, are as out of reach as the rest of the departed browser.
    for (const part of [body, this.#part(".table-windows")]) part.inert = !active;
    if (!active) return;
    await this.#double!.reloadClient(this.userId);
    // Its browser runs its own `ready`, which picks up the prompts still asked of it.
    this.#asUser(() => callHook("ready"));
    await this.renderSidebar();
  }

  /** Puts an element the double draws for this client where it belongs: the chat log, or a window. */
  mount(element: HTMLElement): void {
    if (element.classList.contains("chat-log-client")) {
      element.classList.add("themed", "theme-light");
      this.#part(".table-chat").append(element);
    } else if (element.id === "chat-notifications") {
      // Foundry's notification area sits beside the log; the table's chat is always in view, so it stays empty.
      this.#part(".table-chat").append(element);
    } else {
      this.#part(".table-windows").append(element);
    }
  }

  /** The room this client's windows have: its screen (pane-screens.ts), where Foundry centres and keeps them. */
  get screen(): HTMLElement {
    return this.#part(".table-windows");
  }

  setTheme(theme: string): void {
    const sidebar = this.#part(".table-sidebar");
    for (const element of [this.element, sidebar]) {
      element.classList.add("themed");
      element.classList.toggle("theme-dark", theme === "dark");
      element.classList.toggle("theme-light", theme !== "dark");
    }
  }

  /** Draws the controls and lets the module decorate the chat sidebar (renderChatLog), as this client. */
  async renderSidebar(): Promise<void> {
    await this.#asUser(() => this.#renderJournal());
    this.#asUser(() => {
      this.#double!.chatLog(this.userId);
      this.#renderControls();
      this.#renderTokens();
      this.#renderRollModes();
      this.#renderLogButtons();
      this.#hotbar.render();
      const sheet = characterSheet((fn) => this.#asUser(fn)) ?? npcSheet((fn) => this.#asUser(fn));
      this.#part(".table-sheet").replaceChildren(...(sheet ? [sheet] : []));
      this.#part(".table-settings summary").textContent = this.#text.settings;
      this.#part(".table-settings div").replaceChildren(
        ...settingMenus((fn) => this.#asUser(fn)),
        ...settingFields((fn) => this.#asUser(fn)),
      );
      callHook("renderChatLog", ui.chat, this.#part(".table-sidebar"), {}, {});
    });
  }

  /** A notification shown on this client (the double records which client showed it). */
  notify(notification: RecordedNotification): void {
    this.#notifications.show(notification);
  }

  #renderControls(): void {
    const controls: Controls = {
      tokens: {
        name: "tokens",
        activeTool: "select",
        tools: { select: { name: "select", order: 1, title: "CONTROLS.BasicSelect", icon: "fa-solid fa-expand" } },
      },
    };
    callHook("getSceneControlButtons", controls);
    const tools = Object.values(controls.tokens!.tools)
      .filter((tool) => tool.button && tool.visible !== false)
      .sort((a, b) => a.order - b.order);
    this.#part(".table-controls").replaceChildren(
      ...tools.map((tool) => {
        const button = iconButton(tool.icon, game.i18n!.localize(tool.title), (event) =>
          this.#asUser(() => tool.onChange?.(event, true)),
        );
        button.className = "table-tool";
        button.dataset.tool = tool.name;
        return button;
      }),
    );
  }

  /** The viewed scene's tokens: click a name to control it (shift: as well), the crosshairs to target it. */
  #renderTokens(): void {
    const tokens = [
      ...(canvas!.tokens!.placeables as unknown as {
        id: string;
        name: string;
        controlled: boolean;
        isOwner: boolean;
        targeted: Set<{ id: string }>;
      }[]),
    ];
    // Whether this pane's user targets a token: its Token#targeted (the users targeting it), the one record of it.
    const targetedHere = (token: (typeof tokens)[number]) =>
      [...token.targeted].some((user) => user.id === this.userId);
    this.#part(".table-tokens").replaceChildren(
      ...tokens.map((token) => {
        const item = document.createElement("li");
        const control = document.createElement("button");
        control.type = "button";
        control.dataset.control = token.id;
        control.textContent = token.name;
        control.setAttribute("aria-pressed", String(token.controlled));
        control.disabled = !token.isOwner;
        control.addEventListener("click", (event) => {
          this.#asUser(() => clickToken(canvas!.tokens!.get(token.id) as unknown as ClickedToken, event.shiftKey));
          this.#asUser(() => this.#renderTokens());
        });
        const target = document.createElement("button");
        target.type = "button";
        target.dataset.target = token.id;
        target.className = "fa-solid fa-crosshairs";
        target.setAttribute("aria-label", `${token.name}: ${this.#text.target}`);
        // Pressed as the user targets the token: a click adds it to the user's targets or takes it away.
        target.setAttribute("aria-pressed", String(targetedHere(token)));
        target.addEventListener("click", () => {
          const targets = tokens.filter((each) => targetedHere(each) !== (each === token)).map((each) => each.id);
          this.#double!.targetTokens(targets, this.userId);
          this.#asUser(() => this.#renderTokens());
        });
        // The token's HUD (Foundry's right-click on a token), where the module adds its Rolls button for an owner.
        const hud = document.createElement("button");
        hud.type = "button";
        hud.dataset.hud = token.id;
        hud.className = "fa-solid fa-circle-dot";
        hud.setAttribute("aria-label", `${token.name}: ${this.#text.hud}`);
        hud.disabled = !token.isOwner;
        hud.addEventListener("click", (event) => {
          const placeable = canvas!.tokens!.get(token.id) as unknown as ClickedToken;
          // Foundry's right-click on a token controls it first (alone, unless it is controlled already or Shift is
          // held).
          this.#asUser(() => placeable.control({ releaseOthers: !placeable.controlled && !event.shiftKey }));
          void this.#asUser(() => this.#toggleHud(token));
          this.#asUser(() => this.#renderTokens());
        });
        item.append(control, target, hud);
        return item;
      }),
    );
  }

  /** v13's roll-privacy buttons: the chat mode of this client (a client setting: each browser has its own). */
  #renderRollModes(): void {
    const current = String(game.settings!.get("core", "rollMode"));
    const modes = CONFIG.Dice.rollModes as unknown as Record<string, { label: string; icon: string }>;
    this.#part(".roll-privacy").replaceChildren(
      ...Object.entries(modes).map(([mode, { label, icon }]) => {
        const button = document.createElement("button");
        button.type = "button";
        button.className = `ui-control icon ${icon}`;
        button.dataset.rollMode = mode;
        const text = game.i18n!.localize(label);
        button.setAttribute("aria-label", text);
        button.title = text;
        button.setAttribute("aria-pressed", String(mode === current));
        button.addEventListener("click", async () => {
          await this.#asUser(() => this.#double!.setChatMode(mode));
          this.#asUser(() => this.#renderRollModes());
        });
        return button;
      }),
    );
  }

  /** A journal page as this client draws it: its text enriched by Foundry's TextEditor (the module's check links). */
  async #renderJournal(): Promise<void> {
    const journal = tableSystem(game.system?.id)?.journal ?? JOURNAL;
    const page = game.i18n!.lang === "de" ? journal.de : journal.en;
    this.#part(".table-journal summary").textContent = page.title;
    const editor = CONFIG.ux.TextEditor as unknown as { enrichHTML(text: string, options: object): Promise<string> };
    // The page's own text, with the elements the module's enricher built (text nodes only) serialized into it.
    this.#part(".table-journal .journal-page-content").innerHTML = await editor.enrichHTML(page.text, {});
  }

  /** The chat log's own control buttons: a GM's "flush" (every message deleted, once confirmed). */
  #renderLogButtons(): void {
    const buttons = this.#part(".chat-controls .control-buttons");
    if (!game.user!.isGM || buttons.querySelector('[data-action="flush"]')) return;
    const flush = document.createElement("button");
    flush.type = "button";
    flush.className = "ui-control icon fa-solid fa-trash";
    flush.dataset.action = "flush";
    const label = game.i18n!.localize("CHAT.Flush");
    flush.setAttribute("aria-label", label);
    flush.title = label;
    flush.addEventListener(
      "click",
      () => void this.#asUser(() => (game.messages as unknown as { flush(): Promise<unknown> }).flush()),
    );
    buttons.prepend(flush);
  }

  #renderMacros(gmId: string): void {
    this.#part(".table-macros summary").textContent = this.#text.macros;
    this.#part(".table-macros ul").replaceChildren(
      ...COMPENDIUM_MACROS.map((macro) => {
        const item = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.macro = macro.id;
        button.textContent = macro.name;
        button.addEventListener(
          "click",
          () => void this.#asUser(() => executeMacro(macro, gmId))?.catch((error: unknown) => console.error(error)),
        );
        item.append(button);
        return item;
      }),
    );
  }

  /** Shows the token's HUD on this client's canvas, or takes it away when it already shows that token. */
  async #toggleHud(token: { id: string }): Promise<void> {
    const placeable = canvas!.tokens!.get(token.id);
    const hud = (
      canvas as unknown as {
        hud: {
          token: {
            bind(object: unknown): Promise<void>;
            close(): Promise<unknown>;
            rendered: boolean;
            object: unknown;
          };
        };
      }
    ).hud.token;
    if (hud.rendered && hud.object === placeable) await hud.close();
    else {
      await hud.bind(placeable);
      this.#placeHud(token.id);
    }
  }

  /**
   * Foundry draws the token HUD over its token on the scene (BasePlaceableHUD#_updatePosition: the token's bounds),
   * its columns of buttons left and right of it. The table's scene is the list of tokens: the HUD takes the place of
   * the token's entry there, moved in only as far as its columns need to stay inside the pane's room.
   */
  #placeHud(tokenId: string): void {
    const hud = this.screen.querySelector<HTMLElement>("#token-hud");
    const entry = this.element.querySelector(`.table-tokens [data-control="${tokenId}"]`)?.closest("li");
    if (!hud || !entry) return;
    const room = this.screen.getBoundingClientRect();
    const box = entry.getBoundingClientRect();
    const columns = Math.max(
      ...[...hud.querySelectorAll<HTMLElement>(".col.left, .col.right")].map((c) => c.offsetWidth),
    );
    const margin = columns + 8;
    const left = Math.min(Math.max(box.left - room.left, margin), room.width - box.width - margin);
    Object.assign(hud.style, {
      left: `${left}px`,
      top: `${box.top - room.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
    });
  }

  async #onChatKey(event: KeyboardEvent): Promise<void> {
    if (event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    const input = this.#part<HTMLTextAreaElement>("textarea.chat-input");
    const text = input.value;
    input.value = "";
    try {
      await this.#asUser(() => this.#double!.chat(text));
    } catch (error) {
      // As Foundry's chat input does with a failed command: the error as a notification on this client.
      this.#asUser(() => ui.notifications!.error(error instanceof Error ? error.message : String(error)));
    }
  }
}
