/**
 * Starfinder's d20 roll (foundryvtt-starfinder 0.30.0 at 41684b57, src/module/dice.js, rolls/rolltree.js,
 * rolls/rollnode.js, rolls/rollcontext.js), the part a module reading its dialog and message meets:
 * - `RollContext`: the actor's context (its `system` as `data`) and, with a token targeted, the target's
 *   (`addTargetContext`, rollcontext.js:162-171: `game.user.targets.first()`, its actor's `system`);
 * - `RollTree`: the formula's root node, whose `resolveForRoll` puts each `@variable`'s value in (rollnode.js:115-183;
 *   a variable is read from the actor's context, `@item.` from the item's), and the rolled modifiers it offers;
 * - `DiceSFRPG.d20Roll` (dice.js:174-334): the buttons (Disadvantage/Normal/Advantage with the world setting
 *   `useAdvantageDisadvantage`, else one Roll), Shift or `useQuickRollAsDefault` skipping the dialog, the die
 *   `1d20` / `2d20kl` / `2d20kh`, the formula `<die> + <root> + <modifiers> + <bonus>`, each d20 at 20 a critical and
 *   at 1 a fumble, the value `getTargetRollEvalValue` reads (:1008-1055), `evaluateRollVsValue` (:987-998),
 *   `addRollSuccessTag` (:1068-1109), and the default card: `rolls: [roll]`, `flags.sfrpg` (:297-310).
 * Not emulated: custom chat cards, starship quadrants, selectors, damage sections, critical effects, the
 * modifiers' stacking by type (each enabled one's value is added, as untyped ones stack).
 */
import { Roll } from "../../dice/roll";
import { game } from "../../globals";
import { chatMessage, renderTemplate } from "../kit/globals";
import { readPath, type Plain } from "../kit/data";
import { RollDialog } from "./roll-dialog";

export interface SfrpgModifier {
  name: string;
  modifier: string;
  max: number;
  type: string;
  enabled: boolean;
}

/** A context: its document (a token for the target) and its data (the actor's `system`). */
interface Context {
  entity: object;
  data: Plain;
}

export interface RollContext {
  allContexts: { actor?: Context; item?: Context; target?: Context };
  isValid(): boolean;
  hasMultipleSelectors(): boolean;
}

export class RollNode {
  constructor(
    readonly formula: string,
    readonly contexts: RollContext,
  ) {}

  /** Each `@variable` replaced by its value (a missing one by 0, rolltree.js:40-53). */
  resolveForRoll(_rollMods: readonly SfrpgModifier[]): { finalRoll: string; formula: string } {
    const finalRoll = this.formula.replace(/@([a-zA-Z.0-9_-]+)/g, (_all, path: string) => {
      const [head, ...rest] = path.split(".");
      const item = head === "item" ? this.contexts.allContexts.item : undefined;
      const value = item ? readPath(item.data, rest.join(".")) : readPath(this.contexts.allContexts.actor?.data, path);
      return String(typeof value === "number" ? value : 0);
    });
    return { finalRoll, formula: finalRoll };
  }
}

export class RollTree {
  readonly rootNode: RollNode;
  constructor(
    formula: string,
    contexts: RollContext,
    readonly modifiers: SfrpgModifier[],
  ) {
    this.rootNode = new RollNode(formula, contexts);
  }

  getRolledModifiers(): SfrpgModifier[] {
    return this.modifiers;
  }
}

interface RollInfo {
  button: string;
  bonus: string | undefined;
  modifiers: SfrpgModifier[];
  node: RollNode;
  mode: string;
}

const setting = (key: string) => game().settings.get("sfrpg", key);

export interface D20RollOptions {
  event?: Event;
  parts: string[];
  rollContext: RollContext;
  title: string;
  speaker?: Plain;
  advantage?: boolean;
  rollOptions?: Plain & { actionTarget?: string; actionTargetSource?: Record<string, string> };
  critical?: number;
  fumble?: number;
  rollType?: string;
  difficulty?: number | string;
  tags?: { name?: string; tag?: string; text: string }[];
  modifiers?: SfrpgModifier[];
}

const PATHS: Record<string, string> = {
  kac: "attributes.kac.value",
  kac8: "attributes.cmd.value",
  eac: "attributes.eac.value",
};

export class DiceSFRPG {
  static async d20Roll(options: D20RollOptions): Promise<{ roll: Roll } | null> {
    const { event, parts, rollContext, title, speaker, rollOptions = {}, rollType = "roll", difficulty } = options;
    const { critical = 20, fumble = 1, tags = [], advantage = true } = options;
    const localize = (key: string) => game().i18n.localize(key);
    const buttons: Record<string, { id: string; label: string }> = {};
    if (setting("useAdvantageDisadvantage") && advantage) {
      buttons.Disadvantage = { id: "disadvantage", label: localize("SFRPG.Rolls.Dice.Disadvantage") };
      buttons.Normal = { id: "normal", label: localize("SFRPG.Rolls.Dice.Normal") };
      buttons.Advantage = { id: "advantage", label: localize("SFRPG.Rolls.Dice.Advantage") };
    } else buttons.Normal = { id: "normal", label: localize("SFRPG.Rolls.Dice.Roll") };
    const shift = event instanceof MouseEvent && event.shiftKey;
    const skipUI = setting("useQuickRollAsDefault") ? !shift : shift;
    const tree = new RollTree(parts.join(" + "), rollContext, options.modifiers ?? []);
    const info = await DiceSFRPG.#buildRoll(tree, rollContext, buttons, skipUI, rollType, title);
    if (info.button === "cancel") return null;
    const die = info.button === "disadvantage" ? "2d20kl" : info.button === "advantage" ? "2d20kh" : "1d20";
    const added = info.modifiers.filter((modifier) => modifier.enabled).map((modifier) => `${modifier.max}`);
    const rest = [info.node.resolveForRoll([]).finalRoll, ...added, ...(info.bonus ? [info.bonus] : [])];
    const roll = await new Roll(`${die} + ${rest.join(" + ")}`).evaluate();
    let d20Critical = false;
    let d20Fumble = false;
    for (const d of roll.dice)
      if (d.faces === 20) {
        if (d.total === critical) d20Critical = true;
        else if (d.total === fumble) d20Fumble = true;
      }
    const value = DiceSFRPG.getTargetRollEvalValue(rollContext, rollOptions, difficulty);
    const rollSuccess =
      value === null ? null : d20Critical ? true : d20Fumble ? false : Number(roll.total) >= Number(value);
    if (rollSuccess !== null) {
      const kind = rollOptions.actionTarget ? (rollOptions.actionTargetSource?.[rollOptions.actionTarget] ?? "") : "DC";
      const attack = rollType === "attack";
      const said = d20Critical
        ? "Critical"
        : d20Fumble
          ? "Fumble"
          : rollSuccess
            ? attack
              ? "Hit"
              : "Success"
            : "Miss";
      const text = `Targets: ${kind}<span class='gm-only'> ${value}</span> - <span>${said}</span>`;
      tags.unshift({ name: "actionTarget", text });
    }
    const content = await renderTemplate("systems/sfrpg/templates/dice/roll.hbs", {
      formula: roll.formula,
      total: roll.total,
      tags,
    });
    const messageData = {
      flavor: title,
      speaker,
      rolls: [roll],
      flags: { sfrpg: { rollOptions, rollSuccess, rollType } },
      content,
    };
    await chatMessage().create(messageData);
    return { roll };
  }

  static async #buildRoll(
    tree: RollTree,
    contexts: RollContext,
    buttons: Record<string, { id: string; label: string }>,
    skipUI: boolean,
    rollType: string,
    title: string,
  ): Promise<RollInfo> {
    const modifiers = tree.getRolledModifiers();
    if (skipUI) return { button: "normal", bonus: undefined, modifiers, node: tree.rootNode, mode: "publicroll" };
    const answer = await RollDialog.showRollDialog(tree, tree.rootNode.formula, contexts, modifiers, "1d20", {
      buttons,
      defaultButton: "normal",
      rollType,
      title,
    });
    const button = answer.button ?? "cancel";
    return { button, bonus: answer.bonus, modifiers, node: tree.rootNode, mode: answer.rollMode };
  }

  /** `getTargetRollEvalValue` (dice.js:1008-1055) for actor targets. */
  static getTargetRollEvalValue(
    contexts: RollContext,
    rollOptions: NonNullable<D20RollOptions["rollOptions"]>,
    difficulty: number | string | undefined,
  ): number | string | null {
    if (difficulty) return difficulty;
    const target = contexts.allContexts.target;
    const actionTarget = rollOptions.actionTarget;
    if (
      !target ||
      actionTarget === undefined ||
      !["", "kac", "kac8", "eac", "ac5", "ac15", "other"].includes(actionTarget)
    )
      return null;
    if (actionTarget === "ac5") return 5;
    if (actionTarget === "ac15") return 15;
    const value = PATHS[actionTarget] ? readPath(target.data, PATHS[actionTarget]) : null;
    if (actionTarget === "kac8" && !value) {
      const kac = readPath(target.data, "attributes.kac.value");
      return typeof kac === "number" && kac ? kac + 8 : null;
    }
    return typeof value === "number" ? value : null;
  }
}
