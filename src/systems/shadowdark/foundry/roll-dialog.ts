import {
  ADVANTAGE_OF,
  SHADOWDARK_CHOICES,
  type ShadowdarkChoice,
  type ShadowdarkCriticals,
  type ShadowdarkOddsInput,
} from "../core/roll-dialog-odds";
import type { NaturalRoll } from "../../../core/systems/natural-roll";
import type { RuleSetKit } from "../../../foundry/composition";

/**
 * What the adapter reads of Shadowdark's RollDialogSD (system/src/apps/RollDialogSD.mjs, dice/dice.mjs and
 * dice/RollSD.mjs at release 4.0.4, cf357e3; docs/systems-shadowdark.md "Reading the dialog"): the roll it would
 * make if submitted now. The formula is the main roll's input as typed (the dialog reads it on submit), the advantage
 * the radio checked (none checked: the config's own), each radio's roll that formula through the system's own
 * `shadowdark.dice.applyAdvantage`, parsed as Foundry parses it with the actor's roll data; the DC and the critical
 * thresholds are the config's `mainRoll`, read as RollSD reads its options.
 */

/** The dialog's config as far as the adapter reads it (`app.config`). */
interface DialogConfig {
  readonly type?: unknown;
  readonly actorId?: unknown;
  readonly targetUuid?: unknown;
  readonly mainRoll?: unknown;
}

type MainRoll = Readonly<
  Record<"formula" | "advantage" | "dc" | "canCritical" | "criticalSuccessAt" | "criticalFailureAt", unknown>
>;

export function dialogConfigOf(app: unknown): DialogConfig | null {
  const config: unknown = typeof app === "object" && app !== null ? Reflect.get(app, "config") : null;
  return typeof config === "object" && config !== null ? config : null;
}

function mainRollOf(config: DialogConfig): MainRoll | null {
  const main = config.mainRoll;
  if (typeof main !== "object" || main === null) return null;
  const read = (key: keyof MainRoll): unknown => Reflect.get(main, key);
  return {
    formula: read("formula"),
    advantage: read("advantage"),
    dc: read("dc"),
    canCritical: read("canCritical"),
    criticalSuccessAt: read("criticalSuccessAt"),
    criticalFailureAt: read("criticalFailureAt"),
  };
}

/** The system's own `shadowdark.dice.applyAdvantage`, or null where the system has none. */
function systemApplyAdvantage(): ((formula: string, advantage: number) => unknown) | null {
  const namespace: unknown = Reflect.get(globalThis, "shadowdark");
  const dice: unknown = typeof namespace === "object" && namespace !== null ? Reflect.get(namespace, "dice") : null;
  const apply: unknown = typeof dice === "object" && dice !== null ? Reflect.get(dice, "applyAdvantage") : null;
  return typeof apply === "function" ? (formula, advantage) => Reflect.apply(apply, dice, [formula, advantage]) : null;
}

/** The radio the dialog would roll with: the one checked, else the config's advantage as `roll()` reads it. */
function chosenOf(kit: RuleSetKit, element: HTMLElement, advantage: unknown): ShadowdarkChoice {
  const checked = kit.dom.checkedRadio(element, "advantage");
  return choiceOf(checked ? parseInt(checked.value, 10) : advantage);
}

/** The radio an advantage stands for, by its sign as `applyAdvantage` compares it (`adv > 0`; none: Normal). */
export function choiceOf(advantage: unknown): ShadowdarkChoice {
  const value = typeof advantage === "number" || typeof advantage === "string" ? Number(advantage) : 0;
  return value > 0 ? "advantage" : value < 0 ? "disadvantage" : "normal";
}

/**
 * A value RollSD compares a total or a die with, as JavaScript does: absent or falsy means none (`!dc`, `target ?
 * … : false`); a string compares as its number. Null also for one that is no number (the comparison is then
 * false every time, and no figure is made from it).
 */
export function thresholdOf(value: unknown): number | null {
  if (!value) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The roll data `rollFromConfig` rolls with: the config's actor's (`game.actors.get(config.actorId)`). */
function rollDataOf(actorId: unknown): Record<string, unknown> {
  const actor: unknown = typeof actorId === "string" ? game.actors?.get(actorId) : undefined;
  const read: unknown = typeof actor === "object" && actor !== null ? Reflect.get(actor, "getRollData") : null;
  const data: unknown = typeof read === "function" ? Reflect.apply(read, actor, []) : null;
  return typeof data === "object" && data !== null ? { ...data } : {};
}

/** The roll a formula makes, as the engine reads it, with its first die's faces; null for one it cannot. */
function parsedRoll(
  kit: RuleSetKit,
  formula: string,
  data: Record<string, unknown>,
): { readonly roll: NaturalRoll; readonly faces: number | null } | null {
  let roll: unknown;
  try {
    // As `new RollSD(formula, rollData, …)` parses it (its data's `@` paths replaced, a missing one by 0).
    roll = Reflect.construct(foundry.dice.Roll, [formula, data]);
  } catch {
    // A formula being typed (`d20 +`): no figures until it parses.
    return null;
  }
  if (!(roll instanceof foundry.dice.Roll)) return null;
  const natural = kit.systems.naturalRollOf(roll);
  const faces = roll.dice[0]?.faces;
  return natural ? { roll: natural, faces: typeof faces === "number" ? faces : null } : null;
}

/** The dialog's question as it stands, or null when it rolls nothing the adapter reads. */
export function rollDialogReading(kit: RuleSetKit, app: unknown, element: HTMLElement): ShadowdarkOddsInput | null {
  const config = dialogConfigOf(app);
  const main = config ? mainRollOf(config) : null;
  const input = element.querySelector<HTMLInputElement>('input[name="mainRoll.formula"]');
  const apply = systemApplyAdvantage();
  if (!config || !main || !input || input.value.trim() === "" || !apply) return null;
  const data = rollDataOf(config.actorId);
  const rolls: Partial<Record<ShadowdarkChoice, NaturalRoll>> = {};
  let faces: number | null = null;
  for (const choice of SHADOWDARK_CHOICES) {
    const formula: unknown = apply(input.value, ADVANTAGE_OF[choice]);
    const parsed = typeof formula === "string" ? parsedRoll(kit, formula, data) : null;
    if (!parsed) return null;
    rolls[choice] = parsed.roll;
    if (choice === "normal") faces = parsed.faces;
  }
  const { advantage, normal, disadvantage } = rolls;
  if (!advantage || !normal || !disadvantage) return null;
  return {
    rolls: { advantage, normal, disadvantage },
    dc: thresholdOf(main.dc),
    criticals: criticalsOf(main, faces),
    chosen: chosenOf(kit, element, main.advantage),
  };
}

/** RollSD's thresholds: `criticalSuccessAt` (the first die's faces by default), `criticalFailureAt` (1). */
export function criticalsOf(
  main: Pick<MainRoll, "canCritical" | "criticalSuccessAt" | "criticalFailureAt">,
  faces: number | null,
): ShadowdarkCriticals | null {
  if (!main.canCritical) return null;
  return { success: thresholdOf(main.criticalSuccessAt ?? faces), failure: thresholdOf(main.criticalFailureAt ?? 1) };
}
