/**
 * Dice Tray drawn in a page: the markup of its tray.html under a chat log's `.chat-form`, and the listeners of its
 * TemplateDiceMap (`applyListeners`, `applyLayout`, `updateDiceFlags`, `_resetTray`), from the sources
 * foundry-double/dice-tray.ts names. One map (CONFIG.DICETRAY) serves every tray: each listener first points it at
 * its own tray's chat input and number, since a page of several clients has a tray for each.
 */

/** What the listeners use of the map (dice-tray.ts TemplateDiceMap). */
interface TrayMap {
  chatInput: { value: string };
  modifier: number;
  updateChatDice(formula: string, direction: "add" | "sub"): number;
  applyModifier(): void;
  roll(formula: string): Promise<unknown>;
}
/** A button as a row describes it (`TemplateDiceMap#dice`). */
export interface DrawnButton {
  readonly img?: string;
  readonly label?: string;
  readonly tooltip?: string;
}

interface TrayContext {
  readonly map: TrayMap;
  readonly rows: readonly Readonly<Record<string, DrawnButton>>[];
  readonly localize: (key: string) => string;
  /** The world's right-click command: "roll" rolls the button's die, anything else takes one away. */
  readonly rightClickRolls: () => boolean;
  /** The formula a right click rolls (v14 prefixes the chat bar's mode). */
  readonly rightClickFormula: (formula: string) => string;
}

/** Draws the tray after the chat form inside `html` (a chat log drawn again gets a new one); returns it. */
export function drawTray(html: HTMLElement, context: TrayContext): HTMLElement | null {
  const chatForm = html.querySelector<HTMLElement>(".chat-form");
  const input = chatForm?.querySelector<HTMLTextAreaElement>("textarea");
  if (!chatForm || !input) return null;
  if (chatForm.nextElementSibling?.classList.contains("dice-tray")) chatForm.nextElementSibling.remove();
  const tray = trayElement(context);
  chatForm.after(tray);
  listen(tray, input, context);
  return tray;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** tray.html: a row of buttons for each row, then the number between − and +, and Roll. */
function trayElement({ rows, localize }: TrayContext): HTMLElement {
  const tray = element("section", "dice-tray");
  for (const row of rows) {
    const buttons = element("div", "dice-tray__buttons flexrow");
    for (const [formula, data] of Object.entries(row)) {
      const button = element("button", "dice-tray__button");
      button.type = "button";
      button.dataset.formula = formula;
      button.dataset.tooltip = data.tooltip || formula;
      button.dataset.tooltipDirection = "UP";
      button.draggable = true;
      button.append(element("span", `dice-tray__flag dice-tray__flag--${formula} hide`));
      if (data.img) {
        const image = element("div", "dice");
        image.style.setProperty("mask", `url(${data.img}) center 2px/contain no-repeat`);
        button.append(image);
      } else button.append(element("span", "", data.label ?? ""));
      buttons.append(button);
    }
    tray.append(buttons);
  }
  const math = element("div", "dice-tray__math flexrow");
  const step = (formula: string, text: string) =>
    Object.assign(element("button", `dice-tray__math dice-tray__math--${formula === "-1" ? "sub" : "add"}`, text), {
      type: "button",
    });
  const minus = step("-1", "-");
  minus.dataset.formula = "-1";
  const plus = step("+1", "+");
  plus.dataset.formula = "+1";
  const number = Object.assign(element("input", "dice-tray__input"), {
    name: "dice.tray.modifier",
    type: "text",
    value: "0",
  });
  const roll = Object.assign(element("button", "dice-tray__roll", localize("DICE_TRAY.Roll")), { type: "button" });
  math.append(minus, number, plus, roll);
  tray.append(math);
  return tray;
}

function listen(tray: HTMLElement, input: HTMLTextAreaElement, context: TrayContext): void {
  const { map } = context;
  const number = tray.querySelector<HTMLInputElement>(".dice-tray__input")!;
  /** The map pointed at this tray's chat input and number, then `fn`. */
  const here = <T>(fn: () => T): T => {
    map.chatInput = input;
    map.modifier = Number(number.value) || 0;
    return fn();
  };
  const flag = (formula: string, count: number) => {
    for (const shown of tray.querySelectorAll(`.dice-tray__flag--${CSS.escape(formula)}`)) {
      shown.textContent = count !== 0 ? String(count) : "";
      shown.classList.toggle("hide", count === 0);
    }
  };
  // A press on a tray button leaves the focus in the chat input.
  for (const button of tray.querySelectorAll("button"))
    button.addEventListener("pointerdown", (event) => event.preventDefault());
  for (const button of tray.querySelectorAll<HTMLElement>(".dice-tray__button")) {
    const formula = button.dataset.formula!;
    button.addEventListener("click", (event) => {
      event.preventDefault();
      flag(
        formula,
        here(() => map.updateChatDice(formula, "add")),
      );
    });
    button.addEventListener("contextmenu", (event) => {
      event.preventDefault();
      if (context.rightClickRolls()) void here(() => map.roll(context.rightClickFormula(formula)));
      else
        flag(
          formula,
          here(() => map.updateChatDice(formula, "sub")),
        );
    });
  }
  number.addEventListener("input", () => {
    number.value = String(Number(number.value) || 0);
    here(() => map.applyModifier());
  });
  for (const button of tray.querySelectorAll<HTMLElement>("button.dice-tray__math")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      number.value = String((Number(number.value) || 0) + (button.dataset.formula === "+1" ? 1 : -1));
      here(() => map.applyModifier());
    });
  }
  tray.querySelector(".dice-tray__roll")!.addEventListener("click", (event) => {
    event.preventDefault();
    void here(() => map.roll(input.value));
    resetTray(tray);
    input.value = "";
  });
}

/** `_resetTray`: the number back to 0, every flag hidden. */
export function resetTray(tray: HTMLElement): void {
  const number = tray.querySelector<HTMLInputElement>(".dice-tray__input");
  if (number) number.value = "0";
  for (const flag of tray.querySelectorAll(".dice-tray__flag")) {
    flag.textContent = "";
    flag.classList.add("hide");
  }
}
