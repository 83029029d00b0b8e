import { IndieDiceError } from "../../core/errors";
import { formatList } from "../../ui/lists";
import { formatWith, type Translator } from "../../ui/translator";
import type { SystemChoice } from "../../core/systems/system-odds-types";
import type { SystemOddsView } from "../../ui/systems/system-odds-view";
import { ourFlag } from "../cards/card-documents";
import { foundryTranslator } from "../chat/card-context";
import { messageContent } from "../chat/message-elements";
import { MODULE_ID } from "../module-id";
import type { ChatMessageView } from "../types/chat-message";
import type { SystemAdapter, SystemRolls } from "./system-adapter";
import { figuresOf, systemOddsWanted } from "./system-dialog-odds";
import { systemAdapterOf } from "./system-registry";

/**
 * A system's roll keeps the chance it had before it was rolled (docs/systems.md "No dialog"): when
 * the system has configured a roll — in its dialog, or fast-forwarded without one — the adapter says what the roll's
 * message keeps (the roll as configured and where its target came from: plain data, never a figure), and each
 * client works the chance out again when it draws the message, for its own user, under the same secrecy as the
 * dialog. The target kept is one the system already keeps in the roll's own options.
 */

const FLAG = "systemRoll";

/**
 * The system's hook fired: what the roll's message keeps goes into the data it is created from — or, when the hook
 * is core's `preCreateChatMessage` (a system that hands its message data to no hook), into the message document's
 * source, which Foundry then creates.
 */
export function recordSystemRoll(adapter: SystemAdapter, args: readonly unknown[]): void {
  const recorded = adapter.rolls?.record(args);
  if (!recorded) return;
  const flag = { system: adapter.id, kept: recorded.kept };
  const updateSource: unknown = Reflect.get(recorded.messageData, "updateSource");
  if (typeof updateSource === "function")
    Reflect.apply(updateSource, recorded.messageData, [{ flags: { [MODULE_ID]: { [FLAG]: flag } } }]);
  // A dotted key, as `ChatMessage.create` data takes it: expanded into the message's flags beside the system's own.
  else Reflect.set(recorded.messageData, `flags.${MODULE_ID}.${FLAG}`, flag);
}

/** The formula a system's roll message kept for its first roll (system-adapter.ts `SystemRolls.formula`), or null. */
export function systemRollFormula(message: Pick<ChatMessageView, "flags" | "rolls">): string | null {
  const kept = keptRollOf(message);
  return kept ? kept.rolls.formula(kept.kept, message) : null;
}

/**
 * Whether this world's system keeps the message's roll numbers from the current user (system-adapter.ts
 * `SystemAdapter.numbersHidden`): a message with or without our flag, a reroll included.
 */
export function systemHidesRollNumbers(message: ChatMessageView): boolean {
  return systemAdapterOf(game.system?.id)?.numbersHidden?.(message) === true;
}

/**
 * What a message kept of a system's roll, with the rolls of the adapter that reads it (this world's system's), or null.
 */
function keptRollOf(
  message: Pick<ChatMessageView, "flags">,
): { readonly rolls: SystemRolls; readonly kept: unknown } | null {
  const flag = ourFlag(message, FLAG);
  if (!flag || flag.system !== game.system?.id) return null;
  const rolls = systemAdapterOf(game.system?.id)?.rolls;
  return rolls ? { rolls, kept: flag.kept } : null;
}

/**
 * The lines under a drawn roll message that kept its chance: one a choice (a roll against several targets keeps each
 * target's, Lancer's or Daggerheart's); nothing for a roll the viewer may not see.
 */
export function drawSystemRollChance(message: ChatMessageView, html: HTMLElement): void {
  const kept = keptRollOf(message);
  if (!kept || !message.isContentVisible || !systemOddsWanted()) return;
  const result = html.querySelector(".dice-roll .dice-result") ?? messageContent(html);
  const reading = kept.rolls.reread(kept.kept, message);
  const chances = chanceTexts(reading);
  const lines = [...chances.map(({ line }) => line), ...(reading?.after?.(foundryTranslator()) ?? [])];
  // What the dialog showed and the message could not keep, said under the figures (only where they are drawn).
  const unkept = lines.length > 0 ? (reading?.unkept ?? []).map((key) => foundryTranslator().localize(key)) : [];
  for (const [index, text] of [...lines, ...unkept].entries()) {
    const line = html.ownerDocument.createElement("p");
    line.className =
      index < lines.length ? "indie-dice-system-chance" : "indie-dice-system-chance indie-dice-system-unkept";
    line.textContent = text;
    result?.append(line);
  }
  drawOnButtons(kept.rolls.buttons?.(message, html), chances);
  kept.rolls.drawn?.(kept.kept, message, html);
}

/** A choice's figures on its button, as text of the button's own (a click on it is still the button's). */
function drawOnButtons(buttons: ReadonlyMap<string, HTMLElement> | undefined, chances: readonly Chance[]): void {
  for (const { choice, line, figures } of chances) {
    const button = choice === undefined ? undefined : buttons?.get(choice);
    if (!button) continue;
    const figure = button.ownerDocument.createElement("span");
    figure.className = "indie-dice-system-button-figures";
    figure.textContent = ` (${figures})`;
    // Clicks on it reach the button (styles/systems.css): the system's listener reads the click's target (Alien's).
    button.append(figure);
    button.title = line;
  }
}

/** One choice's line under the message: its id (the odds' choice), the line, and its figures alone. */
interface Chance {
  readonly choice: string | undefined;
  readonly line: string;
  readonly figures: string;
}

function chanceTexts(question: ReturnType<NonNullable<SystemAdapter["rolls"]>["reread"]>): Chance[] {
  // The choices, in the columns' order (the view keeps their words).
  let choices: readonly SystemChoice[] = [];
  const asked = question && {
    ...question,
    odds: () => {
      const odds = question.odds();
      choices = odds.choices;
      return odds;
    },
  };
  // A roll the engine cannot answer exactly had no figure before it either.
  const view = asked ? figuresOf(asked) : null;
  if (view === null || view instanceof IndieDiceError) return [];
  const i18n = foundryTranslator();
  return view.columns.flatMap((choice, column) => {
    const after = choices[column]?.afterTheRoll === true;
    const figures: string[] = view.rows.flatMap((row) => {
      const cell = row.cells[column];
      return cell && !unnamed(view.rows, row, column, after) ? [`${row.label}: ${cell.text}`] : [];
    });
    figures.push(...damageFigures(view, column, i18n));
    if (figures.length === 0) return [];
    const list = formatList(figures, i18n, "unit");
    const when = after ? "AfterTheRoll" : "BeforeTheRoll";
    const line = formatWith(i18n, `INDIE_DICE.SystemOdds.${when}`, { choice, figures: list });
    return [{ choice: choices[column]?.id, line, figures: list }];
  });
}

/**
 * Whether a row's 0% is left out of a choice's line. An outcome this choice cannot have is not named (its row stands
 * for another choice), as the dialog omits it. The question a choice asks is named as the dialog names it, except
 * after the roll where another of its outcomes can happen ("Critical success: 0.0%" on a reroll that keeps the lower
 * says nothing its other degrees do not); where nothing else can, "Success: 0.0%" answers it.
 */
function unnamed(
  rows: SystemOddsView["rows"],
  row: SystemOddsView["rows"][number],
  column: number,
  afterTheRoll: boolean,
): boolean {
  if (row.cells[column]?.probability !== 0) return false;
  if (!row.asked) return true;
  if (!afterTheRoll) return false;
  return rows.some((other) => !other.fact && (other.cells[column]?.probability ?? 0) > 0);
}

/**
 * A damage roll's figures for one choice (docs/damage.md "The message"): the mean its roll had, then the chance it
 * had to drop each target the viewer may see ("Goblin drops: 37.5%").
 */
function damageFigures(view: SystemOddsView, column: number, i18n: Translator): string[] {
  const damage = view.damage;
  const choice = damage ? view.chips.get(damage.columnIds[column] ?? "") : undefined;
  const mean = choice?.outcome === "mean" ? [choice.text] : [];
  const drops = (damage?.targets ?? []).flatMap((target) => {
    const cell = target.cells[column];
    return cell
      ? [formatWith(i18n, "INDIE_DICE.SystemOdds.Damage.Drops", { name: target.name, chance: cell.text })]
      : [];
  });
  return [...mean, ...drops];
}
