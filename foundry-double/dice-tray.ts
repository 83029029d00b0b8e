/**
 * Dice Tray (module `dice-calculator`), as far as Indie Dice meets it: its `i18nInit` start, the hook
 * `dice-calculator.keymaps` that hands modules its keymap classes, the choice of one class by the system's id, the
 * world setting `diceRows` whose default is that class's `dice`, and what a user does with the tray: click a button
 * (it writes the formula into the chat input), right-click one (one die fewer, or with the world's right-click
 * command "roll", a roll of it), type the tray's number or step it with − and +, press Roll. `buttons()` lists what
 * the tray renders; in a page, the tray is drawn under the chat input as Dice Tray's `renderChatLog` listener draws
 * it (`drawTray`).
 *
 * Modelled after (read, not copied) GitHub mclemente/fvtt-dice-tray, commit b64e04ed64d06046262e50280c139d35c1bff569
 * (after 3.7.1, module.json compatibility minimum and verified 14), for the v14 profile:
 * - src/module/dice-calculator.js: at `i18nInit`, `newMaps = foundry.utils.deepClone(keymaps)`, then
 *   `Hooks.callAll("dice-calculator.keymaps", newMaps, newMaps.Template)`, then `CONFIG.DICETRAY = new
 *   newMaps[provider]()`, where the provider is `KEYS[game.system.id]`, else the system's id when it names a map,
 *   else "Template"; then `registerSettings()`.
 * - src/module/maps/_module.js, _keys.js: the maps (here `Template`, `dnd5e`, `cosmere`) and `KEYS` (dashed ids:
 *   "cosmere-rpg" → "cosmere"); maps/dnd5e.js and maps/cosmere.js: their `get dice()`.
 * - src/module/settings.js: `diceRows` (world) defaults to `CONFIG.DICETRAY.dice`; `rightClickCommand` (world,
 *   "decrease" or "roll").
 * - src/templates/tray.html: a section `.dice-tray`, a row `.dice-tray__buttons` for each row, a button
 *   `.dice-tray__button` a key of it, `data-formula` the key, its tooltip `data.tooltip`, else the key, holding a
 *   count flag and its image (`data.img`) or its label (`data.label`); then `.dice-tray__math`: −, the number
 *   (`dice.tray.modifier`), +, and the Roll button (DICE_TRAY.Roll).
 * - src/module/maps/templates/template.js: `roll(formula)` is `ui.chat.processMessage(formula)`; the Roll button
 *   rolls the chat input's text; a right click with "roll" rolls `${_getMessageMode()} ${formula}` (from the
 *   `core.messageMode` setting: /r, /gmr, /br, /sr); a drop rolls `${prefix} ${formula}`; `updateChatDice` (a left
 *   click) and `applyModifier` (the tray's number) write the chat input.
 * For the v13 profile, the same file at tag 3.5.5 (the last release for Foundry 13): `roll(formula)` is
 * `Roll.create(formula without its /r /gmr /br /sr).toMessage({}, {rollMode})`, the mode read by
 * `ChatLog.parse(formula)`; a right click with "roll" rolls the button's formula alone; the prefix comes from
 * `core.rollMode` (`_getRollMode`). Its `renderChatLog` listener (module/dice-calculator.js) inserts the tray after
 * the log's `.chat-form`; `applyListeners`: a press on a tray button keeps the focus where it is, a click adds the
 * die, a right click removes one (or rolls it), the number's input and the − / + buttons apply it; `applyLayout`:
 * Roll rolls the chat input, resets the tray (its number 0, its flags hidden) and empties the input;
 * `updateDiceFlags` shows each die's count on its button. A chat message sent resets the tray (hook `chatMessage`).
 * Dice Tray writes into the page's one chat input (`document.querySelector("textarea.chat-input")`) and flags; a page
 * holding several clients (the playground) has one of each per client, so a tray writes into the chat form it was
 * drawn after, and flags its own buttons.
 * Left out: the pop-out, the calculator, KH/KL buttons, dragging, settings menus, the tray's own stylesheet.
 */
import { isV14 } from "./profile";
import { drawTray, resetTray } from "./dice-tray-drawn";
import { installedGlobal } from "./globals";

/** A tray button as a row describes it (`TemplateDiceMap#dice`). */
export interface TrayButtonData {
  readonly img?: string;
  readonly label?: string;
  readonly tooltip?: string;
}

type TrayRow = Record<string, TrayButtonData>;

/** A rendered button: its formula (`data-formula`), its label and its tooltip. */
export interface TrayButtonView {
  readonly formula: string;
  readonly label: string | null;
  readonly tooltip: string;
}

interface GameLike {
  readonly system: { readonly id: string };
  readonly settings: {
    get(namespace: string, key: string): unknown;
    register(namespace: string, key: string, data: Record<string, unknown>): void;
  };
}
const game = (): GameLike => installedGlobal<GameLike>("game");
const chatLog = () =>
  installedGlobal<{
    chat: { processMessage(text: string): Promise<unknown>; constructor: { parse(text: string): [string, unknown] } };
  }>("ui").chat;

const PREFIX = /(\/r|\/gmr|\/br|\/sr) /;

/** Core's six dice with core's icons, which every map's first row writes out (d4 … d20). */
function coreDice(): TrayRow {
  return Object.fromEntries(
    [4, 6, 8, 10, 12, 20].map((faces) => [`d${faces}`, { img: `icons/dice/d${faces}black.svg` }]),
  );
}

/** What the tray writes into: the chat input (an element in a page, else its text alone). */
interface ChatInput {
  value: string;
}

/** maps/templates/template.js's TemplateDiceMap, the parts a user's clicks go through. */
export class TemplateDiceMap {
  /** The chat input the tray writes into (`textarea`). */
  chatInput: ChatInput = { value: "" };

  /** The chat input's text. */
  get textarea(): string {
    return this.chatInput.value;
  }

  set textarea(value: string) {
    this.chatInput.value = value;
  }

  /** The tray's number input. */
  modifier = 0;

  get dice(): TrayRow[] {
    return [{ ...coreDice(), d100: { img: "modules/dice-calculator/assets/icons/d100black.svg" } }];
  }

  async roll(formula: string): Promise<unknown> {
    if (isV14()) return chatLog().processMessage(formula);
    // 3.5.5: the command names the mode; the formula goes to the configured Roll without it.
    const [rollMode] = chatLog().constructor.parse(formula);
    const RollClass = installedGlobal<{
      create(formula: string): { toMessage(data: object, options: object): Promise<unknown> };
    }>("Roll");
    return RollClass.create(formula.replace(PREFIX, "")).toMessage({}, { rollMode });
  }

  /** `_getMessageMode` (v14) / `_getRollMode` (3.5.5): the chat bar's mode as a roll command. */
  rollPrefix(): string {
    const mode = isV14() ? game().settings.get("core", "messageMode") : game().settings.get("core", "rollMode");
    switch (mode) {
      case "gm":
      case "gmroll":
        return "/gmr";
      case "blind":
      case "blindroll":
        return "/br";
      case "self":
      case "selfroll":
        return "/sr";
      default:
        return "/r";
    }
  }

  rawFormula(qty: number | string, dice: string): string {
    return `${qty === "" ? 1 : qty}${dice}`;
  }

  /**
   * A click on a button ("add") or a right click ("sub", one fewer, the die gone at none): `updateChatDice`, for
   * formulas that are dice (`d6`, `2d6ko`). Returns the die's count now, which its flag shows.
   */
  updateChatDice(formula: string, direction: "add" | "sub" = "add"): number {
    let currFormula = this.textarea;
    if (direction === "sub" && currFormula === "") return 0;
    const rollPrefix = this.rollPrefix();
    let qty = 1;
    let dice = "";
    let matchDice = "\\d*";
    const diceMatch = /^(\d*)(d.+)/.exec(formula);
    if (diceMatch) {
      qty = Number(diceMatch[1]) || 1;
      dice = diceMatch[2]!;
      matchDice = `${dice}(?!0)[khl]*`;
    }
    const matchString = new RegExp(`${this.rawFormula("(?<qty>\\d*)", `(?<dice>${matchDice})`)}(?=\\+|\\-|$)`);
    const match = currFormula ? currFormula.match(matchString) : null;
    if (match) {
      const had = Number(match.groups?.qty || 1);
      qty = direction === "add" ? had + (qty || 1) : had - (qty || 1);
      if (!qty && direction === "sub") {
        currFormula = currFormula.replace(matchString, "");
        // Nothing left to roll but the command (and a keep): the input is emptied.
        if (new RegExp(`${rollPrefix}\\s+(?!.*d\\d+.*)`).test(currFormula)) currFormula = "";
      } else
        currFormula = currFormula.replace(matchString, this.rawFormula(qty, match.groups?.dice || dice || formula));
    } else if (currFormula === "") {
      currFormula = `${rollPrefix} ${this.rawFormula(qty, dice || formula)}`;
    } else {
      const signal = /(\/r|\/gmr|\/br|\/sr) (?!-)/.test(currFormula) ? "+" : "";
      currFormula = currFormula.replace(
        /(\/r|\/gmr|\/br|\/sr) /g,
        `${rollPrefix} ${this.rawFormula(qty, dice || formula)}${signal}`,
      );
    }
    this.textarea = currFormula
      .replace(/(\/r|\/gmr|\/br|\/sr)(( \+)| )/g, `${rollPrefix} `)
      .replace(/\+{2}/g, "+")
      .replace(/-{2}/g, "-")
      .replace(/\+$/g, "");
    this.applyModifier();
    return qty;
  }

  /** `applyModifier`: the tray's number replaces the formula's last `+N` / `-N`, or is appended. */
  applyModifier(): void {
    const modString = this.modifier > 0 ? `+${this.modifier}` : this.modifier < 0 ? `${this.modifier}` : "";
    const matchString = /(\+|-)(\d+)$/;
    if (matchString.test(this.textarea)) this.textarea = this.textarea.replace(matchString, modString);
    else if (this.textarea !== "") this.textarea += modString;
    else this.textarea = `${this.rollPrefix()} ${modString}`;
    if (/(\/r|\/gmr|\/br|\/sr) $/.test(this.textarea)) this.textarea = "";
  }
}

/** maps/dnd5e.js: core's six dice, no d100. */
class Dnd5eDiceMap extends TemplateDiceMap {
  override get dice(): TrayRow[] {
    return [coreDice()];
  }
}

/** maps/cosmere.js: the six dice and the plot die, for the system `cosmere-rpg` (a dashed id, through KEYS). */
class CosmereDiceMap extends Dnd5eDiceMap {
  override get dice(): TrayRow[] {
    return [
      { ...super.dice[0], dp: { img: "systems/cosmere-rpg/assets/icons/svg/dice/dp_op.svg", tooltip: "Plot Die" } },
    ];
  }
}

/** maps/_module.js (a module namespace: Foundry's deepClone copies it as a plain object) and maps/_keys.js. */
const KEYMAPS = { Template: TemplateDiceMap, dnd5e: Dnd5eDiceMap, cosmere: CosmereDiceMap };
const KEYS: Readonly<Record<string, string>> = { "cosmere-rpg": "cosmere" };

interface HooksLike {
  once(hook: string, fn: () => void): unknown;
  on(hook: string, fn: (...args: never[]) => void): unknown;
  callAll(hook: string, ...args: unknown[]): unknown;
}

/** The tray as a user meets it once the world is loaded. */
export interface DiceTrayDouble {
  /** `CONFIG.DICETRAY`, the map Dice Tray built. */
  readonly map: TemplateDiceMap;
  /** The buttons the tray renders, row after row (from the world setting `diceRows`). */
  buttons(): TrayButtonView[];
  /** Left click: the button's formula into the chat input. */
  click(formula: string): void;
  /** The tray's number. */
  setModifier(value: number): void;
  /** The Roll button: rolls the chat input's text, then empties it. */
  pressRoll(): Promise<unknown>;
  /** A right click with the world's right-click command "roll". */
  rightClickRoll(formula: string): Promise<unknown>;
}

/**
 * Registers Dice Tray's `i18nInit` listener, as its script does when the page loads (before `runLifecycle`); the
 * tray exists once `i18nInit` has run.
 */
export function installDiceTray(hooks: HooksLike): () => DiceTrayDouble {
  let tray: DiceTrayDouble | null = null;
  hooks.once("i18nInit", () => {
    const utils = installedGlobal<{ utils: { deepClone<T>(value: T): T } }>("foundry").utils;
    const newMaps: Record<string, unknown> = utils.deepClone({ ...KEYMAPS });
    hooks.callAll("dice-calculator.keymaps", newMaps, newMaps.Template);
    const id = game().system.id;
    const provider =
      id in KEYS ? KEYS[id]! : new RegExp(`^(${Object.keys(newMaps).join("|")})$`).test(id) ? id : "Template";
    const map = new (newMaps[provider] as new () => TemplateDiceMap)();
    installedGlobal<Record<string, unknown>>("CONFIG").DICETRAY = map;
    game().settings.register("dice-calculator", "diceRows", {
      scope: "world",
      config: false,
      default: map.dice,
      type: Array,
    });
    game().settings.register("dice-calculator", "rightClickCommand", {
      scope: "world",
      config: true,
      default: "decrease",
      type: String,
    });
    tray = trayOf(map);
  });
  // module/dice-calculator.js: each chat log drawn gets its tray under the chat input; a chat message resets it.
  hooks.on("renderChatLog", (_log: unknown, html: unknown) => {
    if (!tray || typeof document === "undefined" || !(html instanceof HTMLElement)) return;
    const { map } = tray;
    drawTray(html, {
      map,
      rows: game().settings.get("dice-calculator", "diceRows") as TrayRow[],
      localize: (key) => installedGlobal<{ i18n: { localize(key: string): string } }>("game").i18n.localize(key),
      rightClickRolls: () => game().settings.get("dice-calculator", "rightClickCommand") === "roll",
      rightClickFormula: (formula) => rightClickFormula(map, formula),
    });
  });
  hooks.on("chatMessage", () => {
    if (typeof document === "undefined") return;
    for (const drawn of document.querySelectorAll<HTMLElement>(".dice-tray")) resetTray(drawn);
  });
  return () => {
    if (!tray) throw new Error("Dice Tray builds its tray at i18nInit");
    return tray;
  };
}

function trayOf(map: TemplateDiceMap): DiceTrayDouble {
  return {
    map,
    buttons: () =>
      (game().settings.get("dice-calculator", "diceRows") as TrayRow[]).flatMap((row) =>
        Object.entries(row).map(([formula, data]) => ({
          formula,
          label: data.label ?? null,
          tooltip: data.tooltip || formula,
        })),
      ),
    click: (formula) => map.updateChatDice(formula),
    setModifier: (value) => {
      map.modifier = value;
      map.applyModifier();
    },
    pressRoll: async () => {
      const rolled = await map.roll(map.textarea);
      map.textarea = "";
      return rolled;
    },
    rightClickRoll: (formula) => {
      if (game().settings.get("dice-calculator", "rightClickCommand") !== "roll")
        throw new Error("the world's right click decreases");
      return map.roll(rightClickFormula(map, formula));
    },
  };
}

/** What a right click with "roll" rolls: the button's formula, after the chat bar's mode on v14. */
function rightClickFormula(map: TemplateDiceMap, formula: string): string {
  return isV14() ? `${map.rollPrefix()} ${formula}` : formula;
}
