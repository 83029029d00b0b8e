/**
 * A client's macro hotbar, as Foundry's (v13 client/applications/ui/hotbar.mjs) at the foot of the screen: its first
 * page, slots 1 to 10, each showing the macro the user put there (User#hotbar). A drop on a slot goes to Foundry's
 * hotbar drop (the double's `ui.hotbar.drop`, which asks the `hotbarDrop` hook first: the module's saved roll becomes
 * its macro there); a click on a filled slot runs its macro (`Macro#execute()`, as Foundry's click does). The bar is
 * drawn again whenever the user's hotbar changes (`updateUser`, on every client).
 */
interface MacroLike {
  readonly name: string;
  execute(): Promise<unknown> | undefined;
}

interface HotbarLike {
  drop(event: DragEvent, slot: string): Promise<unknown>;
}

const SLOTS = 10;

/** The words of the bar itself (a macro's name is its own). */
const HOTBAR_TEXT = {
  en: { label: "Macro hotbar", empty: "Empty slot {slot}: drop a macro or a saved roll here" },
  de: { label: "Makroleiste", empty: "Leerer Platz {slot}: ein Makro oder einen gespeicherten Wurf hierher ziehen" },
};

function hotbarText(): (typeof HOTBAR_TEXT)["en"] {
  return game.i18n!.lang === "de" ? HOTBAR_TEXT.de : HOTBAR_TEXT.en;
}

export class PaneHotbar {
  readonly element = document.createElement("ol");

  /** `asUser` runs code as the pane's user; `userId` is that user. */
  constructor(
    private readonly asUser: <T>(fn: () => T) => T,
    private readonly userId: string,
  ) {
    this.element.className = "table-hotbar";
  }

  #listening = false;

  /** Draws the slots as this client's user has them; from the first time on, again whenever they change. */
  render(): void {
    if (!this.#listening) {
      this.#listening = true;
      (Hooks as unknown as { on(hook: string, fn: (user: { id: string }) => void): number }).on(
        "updateUser",
        (user) => {
          if (user.id === this.userId && game.userId === this.userId) this.render();
        },
      );
    }
    const text = hotbarText();
    this.element.setAttribute("aria-label", text.label);
    const user = game.users!.get(this.userId) as unknown as { hotbar: Record<string, string> };
    const macros = game.macros as unknown as { get(id: string): MacroLike | undefined };
    this.element.replaceChildren(
      ...Array.from({ length: SLOTS }, (_, index) => {
        const slot = String(index + 1);
        const macro = user.hotbar[slot] ? macros.get(user.hotbar[slot]) : undefined;
        // Named by the key it shows (slot 10 is key 0, as in Foundry), so its name holds its visible text.
        return this.#slot(slot, macro, text.empty.replace("{slot}", slotKey(slot)));
      }),
    );
  }

  #slot(slot: string, macro: MacroLike | undefined, emptyLabel: string): HTMLLIElement {
    const item = document.createElement("li");
    item.className = "table-hotbar-slot";
    item.dataset.slot = slot;
    const button = document.createElement("button");
    button.type = "button";
    const key = Object.assign(document.createElement("span"), {
      className: "table-hotbar-key",
      textContent: slotKey(slot),
    });
    key.setAttribute("aria-hidden", "true");
    button.append(
      key,
      Object.assign(document.createElement("span"), { className: "table-hotbar-name", textContent: macro?.name ?? "" }),
    );
    if (macro) button.title = macro.name;
    if (macro)
      button.addEventListener(
        "click",
        () => void this.asUser(() => macro.execute())?.catch((error: unknown) => console.error(error)),
      );
    else {
      button.disabled = true;
      button.setAttribute("aria-label", emptyLabel);
    }
    item.append(button);
    // A drop target, as each of Foundry's slots is: the drag's data is read by the hotbar's drop.
    item.addEventListener("dragover", (event) => event.preventDefault());
    item.addEventListener("drop", (event) => {
      event.preventDefault();
      void this.asUser(() => (ui.hotbar as unknown as HotbarLike).drop(event, slot)).catch((error: unknown) =>
        console.error(error),
      );
    });
    return item;
  }
}

/** The key a slot shows and answers to: 1 to 9, then 0 for the tenth. */
function slotKey(slot: string): string {
  return slot === "10" ? "0" : slot;
}
