/**
 * Twilight 2000's task check (fvtt-fria-ligan/twilight2000-foundry-vtt 14.0.0 at 8c17a87d) on the double's YZUR
 * (../kit/yzur.ts):
 * - `T2KRoller.taskCheck` (src/components/roll/dice.js:44-144): the dialog iff the client setting
 *   `showTaskCheckOptions` differs from `askForOptions` (a sheet's Shift-click); the formula YearZeroRoll.forge writes
 *   of `getDiceQuantities` (:315-322: one die of the attribute's size, one of the skill's, `m` ammunition dice for the
 *   rate of fire, an `l` location die); the actor's roll modifiers whose target is the attribute or the skill added to
 *   the modifier; the dialog's answers (the attribute and skill only where neither was given), clamped (:103-106);
 *   the roll forged with its `maxPush`, moved by `modify` (YZUR YearZeroRoll.js:635-720, for t2k: each +1 raises the
 *   lowest base die, a lone die first gaining a d6; each −1 lowers the highest, a die below d6 going while another
 *   stays; the base terms rebuilt after the others), the actor's id in its options, rolled, posted in the roll mode.
 * - `T2KDialog extends Dialog` (src/components/dialog/dialog.js:5-120): templates/components/dialog/roll-dialog.hbs;
 *   its listeners — a range input's change writes its value beside it (0 below 6 for attribute and skill), the ±
 *   buttons step the modifier in place ("+n" or "-n"), an item modifier's checkbox adds or takes its value from it;
 *   `_processRollOptions` reads the form (a 0 max pushes read as 1, `parseInt(...) || 1`).
 * - `rollPush` (dice.js:158-236): a pushable roll duplicated, pushed, the old message deleted, the roll posted again.
 * Written with the DOM where the system uses jQuery. Not emulated: the CuF dialog, ammunition and reliability
 * bookkeeping on a push (the message's `t2k4e.data` flags), the chat card's own template and its infos.
 */
import { Dialog } from "../../applications/dialog-v1";
import type { JQueryDouble } from "../../applications/application-v1";
import { YearZeroRoll, type TermBlok } from "../kit/yzur";
import type { Plain } from "../kit/data";
import { renderTemplate } from "../kit/globals";
import { installedGlobal } from "../../globals";

/** A roll modifier of the actor's items (`Modifier`, src/components/modifier/modifier.js): its target and value. */
export interface T2kModifier {
  name: string;
  label: string;
  target: string;
  value: number;
  active: boolean;
  description?: string;
}

interface T2kActorLike {
  id: string;
  token?: unknown;
  getRollModifiers(): T2kModifier[];
}

interface Game {
  settings: { get(scope: string, key: string): unknown };
  i18n: { localize(key: string): string };
  actors: { get(id: unknown): T2kActorLike | undefined };
}
const game = () => installedGlobal<Game>("game");
const config = () => installedGlobal<{ T2K4E: Plain }>("CONFIG").T2K4E;

export interface TaskCheck {
  title?: string;
  actor?: T2kActorLike | null;
  attributeName?: string | null;
  skillName?: string | null;
  attribute?: number;
  skill?: number;
  rof?: number;
  modifier?: number;
  locate?: boolean;
  maxPush?: number;
  rollMode?: string | null;
  askForOptions?: boolean;
  skipDialog?: boolean;
}

interface RollOptions {
  attribute: number;
  skill: number;
  rof: number;
  modifier: number;
  locate: boolean;
  maxPush: number;
  rollMode: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function getDiceQuantities(attribute: number, skill = 0, rof = 0, locate = false): TermBlok[] {
  const dice: TermBlok[] = [];
  if (attribute > 0) dice.push({ term: String(attribute), number: 1 });
  if (skill > 0) dice.push({ term: String(skill), number: 1 });
  if (rof > 0) dice.push({ term: "m", number: rof });
  if (locate) dice.push({ term: "l", number: 1 });
  return dice;
}

/** YearZeroRoll.forge's formula, or its "1d6" where no die is asked for (an empty formula does not validate). */
const forged = (dice: readonly TermBlok[]) => YearZeroRoll.formulaOf(dice) || "1d6";

/** YZUR's `modify` for t2k: the base dice's sizes moved, as the loop at YearZeroRoll.js:671-707 moves them. */
export function modifiedSizes(start: readonly number[], mod: number): number[] {
  if (start.length === 0) throw new Error("YZUR | YearZeroRoll#modify<T2K> | no base die to modify");
  const map = [0, 6, 8, 10, 12, Infinity];
  const dice = [...start];
  for (let left = mod; left !== 0; left -= Math.sign(left)) {
    let i = dice.length;
    if (left > 0 && dice.length < 2) dice.push(6);
    else {
      i = dice.indexOf(left > 0 ? Math.min(...dice) : Math.max(...dice));
      dice[i] = map[map.indexOf(dice[i] ?? 0) + Math.sign(left)] ?? 0;
    }
    if (dice[i] === Infinity) dice[i] = 12;
    else if (dice[i] === 0) {
      if (dice.length > 1) dice.splice(i, 1);
      else dice[i] = 6;
    }
  }
  return dice;
}

export class T2KDialog extends Dialog {
  override activateListeners(html: JQueryDouble): void {
    super.activateListeners(html);
    const root = html.get(0);
    if (!root) return;
    for (const range of root.querySelectorAll<HTMLInputElement>("input[type=range]")) {
      range.addEventListener("change", (event) => {
        event.preventDefault();
        const span = range.nextElementSibling;
        const name = range.closest("range-picker")?.getAttribute("name") ?? range.name;
        if (span)
          span.textContent = ["attribute", "skill"].includes(name) && Number(range.value) < 6 ? "0" : range.value;
      });
    }
    const modifier = () => root.querySelector<HTMLInputElement>("input[name=modifier]");
    const write = (input: HTMLInputElement, value: number) => (input.value = value >= 0 ? `+${value}` : String(value));
    for (const button of root.querySelectorAll<HTMLElement>(".modifier-change")) {
      button.addEventListener("click", (event) => {
        event.preventDefault();
        const target = root.querySelector<HTMLInputElement>(`input[name="${button.dataset.target ?? ""}"]`);
        if (target) write(target, Number.parseInt(target.value, 10) + (button.dataset.change === "plus" ? 1 : -1));
      });
    }
    for (const box of root.querySelectorAll<HTMLInputElement>("input[type=checkbox].item-modifier")) {
      box.addEventListener("change", () => {
        const input = modifier();
        if (input) write(input, Number(input.value) + (box.checked ? 1 : -1) * Number(box.dataset.value));
      });
    }
  }

  /** askRollOptions: the dialog's answers, or null where it was cancelled or closed (`{ cancelled: true }`). */
  static async askRollOptions(rollData: Plain): Promise<RollOptions | null> {
    const template = "systems/t2k4e/templates/components/dialog/roll-dialog.hbs";
    const content = await renderTemplate(template, { data: rollData, config: config() });
    return new Promise((resolve) => {
      const normal = {
        label: game().i18n.localize("T2K4E.Dialog.Actions.Normal"),
        callback: (html: JQueryDouble | HTMLElement) => {
          const form = (html instanceof HTMLElement ? html : html.get(0))?.querySelector("form");
          resolve(form ? T2KDialog._processRollOptions(form) : null);
        },
      };
      const cancel = { label: game().i18n.localize("T2K4E.Dialog.Actions.Cancel"), callback: () => resolve(null) };
      const data = { title: String(rollData.title), content, buttons: { normal, cancel }, default: "normal" };
      new this({ ...data, close: () => resolve(null) }).render(true);
    });
  }

  /** The form's named fields: the range pickers' values, the text and number inputs', the checkbox's state. */
  static _processRollOptions(form: HTMLFormElement): RollOptions {
    const named = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    const int = (name: string) => Number.parseInt(String(named(name)?.value ?? ""), 10);
    return {
      attribute: int("attribute") || 0,
      skill: int("skill") || 0,
      rof: int("rof") || 0,
      modifier: int("modifier") || 0,
      locate: named("locate")?.checked === true,
      maxPush: int("maxPush") || 1,
      rollMode: form.querySelector<HTMLSelectElement>("[name=rollMode]")?.value ?? "roll",
    };
  }
}

/** The modifiers of the actor's items aimed at this attribute or skill, and their active sum. */
function actorModifiers(given: TaskCheck): { modifiers: T2kModifier[] | undefined; sum: number } {
  if (!given.actor) return { modifiers: undefined, sum: 0 };
  let modifiers = given.actor.getRollModifiers();
  if (given.skillName || given.attributeName)
    modifiers = modifiers.filter((m) => m.target === given.skillName || m.target === given.attributeName);
  return { modifiers, sum: modifiers.reduce((sum, m) => sum + (m.active ? m.value : 0), 0) };
}

export async function taskCheck(given: TaskCheck = {}): Promise<unknown> {
  const title = given.title ?? "Twilight 2000 4E – Task Check";
  let { attribute = 0, skill = 0, rof = 0, modifier = 0, locate = false, maxPush = 1 } = given;
  let rollMode = given.rollMode ?? String(game().settings.get("core", "rollMode"));
  const show = game().settings.get("t2k4e", "showTaskCheckOptions");
  if (!given.skipDialog && (given.askForOptions ?? false) !== show) {
    const formula = forged(getDiceQuantities(attribute, skill));
    const { modifiers, sum } = actorModifiers(given);
    modifier += sum;
    const data = { title, attribute, skill, rof, modifier, modifiers, locate, maxPush, rollMode, formula };
    const chosen = await T2KDialog.askRollOptions(data);
    if (!chosen) return null;
    if (!attribute && !skill) ({ attribute, skill } = chosen);
    ({ rof, modifier, locate, maxPush, rollMode } = chosen);
  }
  [attribute, skill, modifier, maxPush] = [
    clamp(attribute, 0, 12),
    clamp(skill, 0, 12),
    clamp(modifier, -100, 100),
    clamp(maxPush, 0, 100),
  ];
  const dice = getDiceQuantities(attribute, skill, rof, locate);
  const base = dice.filter(({ term }) => /^\d+$/.test(term));
  const others = dice.filter((blok) => !base.includes(blok));
  // modify removes the base terms and adds one term a die after the others.
  const moved = modifier
    ? modifiedSizes(base.length ? base.map(({ term }) => Number(term)) : others.length ? [] : [6], modifier)
    : null;
  const blocks = moved ? [...others, ...moved.map((size) => ({ term: String(size), number: 1 }))] : dice;
  const options: Plain = { name: title, game: "t2k", maxPush };
  if (given.actor) options.actorId = given.actor.id;
  const roll = new YearZeroRoll(forged(blocks), {}, options);
  await roll.evaluate();
  return roll.toMessage({}, { rollMode });
}

/** rollPush: the message's roll, if pushable, pushed and posted again; the old message deleted. */
export async function rollPush(message: { rolls: unknown[]; delete(): Promise<unknown> }): Promise<unknown> {
  const roll = message.rolls[0];
  if (!(roll instanceof YearZeroRoll) || !roll.pushable) return null;
  const pushed = YearZeroRoll.fromData(roll.toJSON());
  if (!(pushed instanceof YearZeroRoll)) return null;
  await pushed.push();
  void message.delete();
  return pushed.toMessage();
}
