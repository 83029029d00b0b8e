/**
 * Dice Tray's buttons for the rule sets the world offers (docs/versions-and-privacy.md "Dice Tray"). Dice Tray
 * (module `dice-calculator`) hands its keymap classes to the hook `dice-calculator.keymaps` at `i18nInit`, then
 * builds the one named after the system (else `Template`). A module does not know which that is, so each class is
 * extended: its rows gain ours, and its `roll` rolls a formula written with one of our buttons through that rule
 * set's Roll class (our card); any other formula is left to Dice Tray's own `roll`.
 */
import { modeOfWord } from "../core/chat-commands/chat-command";
import type { RuleSetId } from "../core/rule-set-types";
import { describeEntry } from "./dice/dice-entry";
import { parseMessageMode } from "./foundry-version";
import { rollModeOption } from "./roll-posting/post-roll";
import { notifyError, t } from "./notify";
import { ruleSetDiceTray, type RuleSetDiceTray } from "./rule-sets";
import type { MessageMode } from "./types/message-mode";

/** One button as Dice Tray's rows describe it (`TemplateDiceMap#dice`): a label where there is no image, a tooltip. */
interface DiceTrayButton {
  readonly label: string;
  readonly tooltip: string;
}

/** A row of buttons by formula (`TemplateDiceMap#dice`: at most 7 a row). */
type DiceTrayRow = Readonly<Record<string, DiceTrayButton | object>>;

/** What Indie Dice uses of a keymap class's instances. */
interface DiceTrayMap {
  readonly dice: readonly DiceTrayRow[];
  roll(formula: string): Promise<unknown>;
}

/** A keymap class: Dice Tray builds the chosen one with no arguments. */
type DiceTrayMapClass = new () => DiceTrayMap;

/** Dice Tray's limit of buttons a row ("due to size constraints", `TemplateDiceMap#dice`). */
const BUTTONS_A_ROW = 7;

/**
 * Extends every keymap class the hook hands over, in place (`maps` is Dice Tray's own copy, from which it then
 * builds one). `offered` says which rule sets' buttons the tray shows.
 */
export function extendDiceTrayMaps(maps: Record<string, unknown>, offered: () => readonly RuleSetId[]): void {
  for (const [key, value] of Object.entries(maps)) {
    if (isMapClass(value)) maps[key] = withIndieButtons(value, offered);
  }
}

/** Dice Tray's copy holds its keymap classes (and nothing else today); anything else is left as it is. */
function isMapClass(value: unknown): value is DiceTrayMapClass {
  return typeof value === "function";
}

function withIndieButtons(Base: DiceTrayMapClass, offered: () => readonly RuleSetId[]): DiceTrayMapClass {
  return class extends Base {
    /** The system's rows, then ours. */
    override get dice(): readonly DiceTrayRow[] {
      return [...super.dice, ...indieRows(ruleSetDiceTray(offered()))];
    }

    /** Ours through our Roll classes; anything else as Dice Tray rolls it. */
    override async roll(formula: string): Promise<unknown> {
      const ours = readTrayFormula(formula, ruleSetDiceTray(offered()));
      return ours ? postTrayRoll(ours) : super.roll(formula);
    }
  };
}

/** Our buttons, labelled with their notation, their tooltip the rule set's name; at most 7 a row. */
function indieRows(buttons: readonly RuleSetDiceTray[]): DiceTrayRow[] {
  const all = buttons.flatMap(({ notations, labelKey }) =>
    notations.map((notation) => [notation, { label: notation, tooltip: t(labelKey) }] as const),
  );
  const rows: DiceTrayRow[] = [];
  for (let at = 0; at < all.length; at += BUTTONS_A_ROW)
    rows.push(Object.fromEntries(all.slice(at, at + BUTTONS_A_ROW)));
  return rows;
}

/** A formula the tray wrote with one of our buttons, read. */
interface TrayRoll {
  readonly button: RuleSetDiceTray;
  /** The formula without its roll command: `4d10p1+2`. */
  readonly formula: string;
  readonly modifier: number;
  /** null: the chat's mode (`/r`, or no command). */
  readonly mode: MessageMode | null;
}

/**
 * What the tray writes from one of our buttons: Foundry's roll command (`/r`, `/gmr`, `/br`, `/sr`; none when a
 * right click rolls on Dice Tray for v13), the count as clicked, the button's die and modifiers, and the tray's
 * number: `/gmr 4d10p1+2`. Anything else — another die beside ours, words typed in — is not ours.
 */
const TRAY_FORMULA = /^\s*(?:(\/[a-z]+)\s+)?(\d*)(d[a-z0-9]+)\s*(?:([+-])\s*(\d+))?\s*$/i;

function readTrayFormula(text: string, buttons: readonly RuleSetDiceTray[]): TrayRoll | null {
  const match = TRAY_FORMULA.exec(text);
  if (!match) return null;
  const [, command, count = "", die = "", sign, number] = match;
  // `/r` (and none) roll in the chat bar's mode; another command that names no mode (`/ooc`) is not a roll.
  const chatMode = command === undefined || /^\/r(oll)?$/i.test(command);
  const mode = chatMode ? null : modeOfWord(command);
  if (!chatMode && mode === null) return null;
  const button = buttons.find(({ notations }) => notations.some((notation) => notation.replace(/^\d+/, "") === die));
  if (!button) return null;
  const modifier = number === undefined ? 0 : Number(number) * (sign === "-" ? -1 : 1);
  const formula = `${count || "1"}${die}${number === undefined ? "" : `${sign}${number}`}`;
  return { button, formula, modifier, mode };
}

/**
 * Rolls it with the rule set's Roll class and posts it as the user's message in the chosen mode, its dice named
 * in the dice-entry window as a dialog's are. A bad formula (`4d6ko`) is refused with its localized error and
 * nothing is posted.
 */
async function postTrayRoll({ button, formula, modifier, mode }: TrayRoll): Promise<unknown> {
  try {
    const roll = button.roll(formula, modifier);
    const speaker = ChatMessage.getSpeaker();
    describeEntry(roll, { who: speaker.alias ?? game.user?.name ?? "", what: t(button.labelKey) });
    await roll.evaluate();
    return await roll.toMessage({ speaker }, rollModeOption(parseMessageMode(mode)));
  } catch (error) {
    // Shown once (an error shown where it arose is not shown again), and nothing is posted.
    notifyError("error", error);
    return undefined;
  }
}
