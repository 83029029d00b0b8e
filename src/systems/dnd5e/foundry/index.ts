import { dnd5eDamageRules } from "../core/damage-rules";
import { d20Odds, d20RollOdds, D20_CHOICES, D20_KINDS } from "../core/d20-odds";
import { d20Labels } from "../ui/d20-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type {
  SystemAdapter,
  SystemDialog,
  SystemDialogReading,
  SystemRollMessage,
  SystemRolls,
} from "../../../foundry/systems/system-adapter";
import { d20Question, keptD20Roll, d20KindOf, rolledAsKept, type KeptD20Roll } from "./d20-rolls";
import { targetSourceOf, targetVisible, type TargetSource } from "./target-visibility";
import { liveFirstRoll, SITUATIONAL_FIELD } from "./live-roll";
import { dnd5eDamageDialog } from "./damage-dialog";
import { withAttackDamage } from "./attack-damage";
import { rollDialogPlaces } from "./dialog-buttons";
import { keptDamage, keptDamageFormula, rereadDamage } from "./damage-messages";
import { afterTheRoll, redrawOnHoldings } from "./after-roll";

/**
 * D&D 5e (docs/systems-dnd5e.md): every `D20RollConfigurationDialog` — checks, saves, skills, tools, attacks,
 * death saves, concentration, initiative — gets a figure on each of its three buttons, read from the dialog's live
 * rolls; every d20 roll's message keeps the chance it had, with or without the dialog. Its damage dialog gets each
 * button's damage and each target's chance to drop (damage-dialog.ts, docs/damage.md), and a damage roll's message
 * keeps that question (damage-messages.ts). Read from dnd5e's own code at
 * release 5.3.3 (965ad2d): module/applications/dice/roll-configuration-dialog.mjs, d20-configuration-dialog.mjs,
 * templates/dice/roll-buttons.hbs, module/dice/basic-roll.mjs.
 */

/** The hook names dnd5e's process carries (`config.hookNames`), read from the live config. */
function hookNamesOf(kit: RuleSetKit, config: unknown): string[] {
  const names = kit.systems.field(config, "hookNames");
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === "string") : [];
}

function eventOf(kit: RuleSetKit, config: unknown): unknown {
  return kit.systems.field(config, "event");
}

const d20Dialog = (kit: RuleSetKit): SystemDialog => ({
  // Foundry calls it for the class and its subclasses (attacks', skills' and tools' dialogs) on every render.
  renderHook: "renderD20RollConfigurationDialog",
  read(app, element): SystemDialogReading | null {
    const config: unknown = Reflect.get(Object(app), "config");
    const kind = d20KindOf(hookNamesOf(kit, config));
    // The situational field as typed now, not as dnd5e last built it (live-roll.ts).
    const roll = liveFirstRoll(kit, app, element);
    const question = d20Question(kit, roll, kind);
    if (!question) return null;
    return {
      // An attack's figures also weigh its damage against its one target (attack-damage.ts).
      odds: () => {
        const odds = d20Odds(kit, question);
        return kind === "attack" ? withAttackDamage(kit, odds, app, roll) : odds;
      },
      labels: d20Labels(kind),
      targetVisible: targetVisible(kit, kind, targetSourceOf(kit, eventOf(kit, config))),
    };
  },
  place(_app, element) {
    return rollDialogPlaces(element, D20_CHOICES);
  },
  listen(_app, element, redraw) {
    // dnd5e hears the situational field only on its change (when it loses focus); the figures follow each keystroke,
    // drawn again by themselves: none of dnd5e's parts is drawn again for them.
    element.addEventListener("input", (event) => {
      const target = kit.dom.eventElement(event);
      if (target && kit.dom.isInputElement(target) && target.name === SITUATIONAL_FIELD) redraw();
    });
  },
});

/**
 * What a roll's message keeps: the roll as configured, where its target came from, and whether it is an ability
 * check (its hook names: `abilityCheck` for a skill, tool or initiative, `AbilityCheck` for an ability; actor.mjs).
 */
interface Kept {
  readonly roll: KeptD20Roll;
  readonly source: TargetSource;
  readonly abilityCheck: boolean;
}

const isAbilityCheck = (hookNames: readonly string[]) =>
  hookNames.includes("abilityCheck") || hookNames.includes("AbilityCheck");

const d20Rolls = (kit: RuleSetKit): SystemRolls => ({
  // Fires once the rolls are configured, with or without the dialog, before they are rolled (basic-roll.mjs).
  hook: "dnd5e.postRollConfiguration",
  // A failed roll's message follows what its actor holds: a luck point spent, an inspiration used (after-roll.ts).
  start: redrawOnHoldings,
  record([rolls, config, , message]) {
    if (typeof message !== "object" || message === null) return null;
    // `BasicRoll.buildPost` creates the message from `message.data` (expanding its dotted keys).
    const existing: unknown = Reflect.get(message, "data");
    const messageData = typeof existing === "object" && existing !== null ? existing : {};
    // A damage roll (activity/mixin.mjs rollDamage's hook names end in "damage"): its own question.
    if (hookNamesOf(kit, config).includes("damage")) {
      const damage = keptDamage(kit, rolls, messageData, kit.systems.field(config, "subject"));
      if (damage) Reflect.set(message, "data", messageData);
      return damage && { messageData, kept: damage };
    }
    const roll = Array.isArray(rolls) ? keptD20Roll(kit, rolls[0], d20KindOf(hookNamesOf(kit, config))) : null;
    if (!roll) return null;
    Reflect.set(message, "data", messageData);
    const kept: Kept = {
      roll,
      source: targetSourceOf(kit, eventOf(kit, config)),
      abilityCheck: isAbilityCheck(hookNamesOf(kit, config)),
    };
    return { messageData, kept };
  },
  formula(kept, message) {
    if (kit.systems.field(kept, "kind") === "damage") return keptDamageFormula(kit, kept, message);
    const read = readKept(kit, kept, message);
    return read ? `${read.roll.roll.natural} ${read.roll.roll.rest}`.trim() : null;
  },
  reread(kept, message) {
    if (kit.systems.field(kept, "kind") === "damage") return rereadDamage(kit, kept, message);
    const read = readKept(kit, kept, message);
    if (!read) return null;
    const { roll, source } = read;
    const visible = targetVisible(kit, roll.kind, source, message);
    // What may still be added (after-roll.ts): never where the target is hidden — that it failed is the target's.
    const after = visible ? afterTheRoll(kit, message, roll, read.abilityCheck) : { choices: [], unkept: [] };
    return {
      odds: () => {
        const odds = d20RollOdds(kit, roll, roll.choice, roll.roll);
        return { ...odds, choices: [...odds.choices, ...after.choices] };
      },
      labels: d20Labels(roll.kind),
      targetVisible: visible,
      unkept: after.unkept,
    };
  },
});

/** A message's kept roll, when it is the roll the message rolled first (flags are whatever its author wrote). */
function readKept(kit: RuleSetKit, value: unknown, message: SystemRollMessage): Kept | null {
  const kept = keptFields(kit, value);
  return kept && rolledAsKept(kit, message.rolls?.[0], kept.roll) ? kept : null;
}

/** A kept roll, checked field by field (a member of what is no object reads undefined, and fails its check). */
function keptFields(kit: RuleSetKit, value: unknown): Kept | null {
  const { field } = kit.systems;
  const [roll, source] = [field(value, "roll"), field(value, "source")];
  const kind = D20_KINDS.find((name) => name === field(roll, "kind"));
  const choice = D20_CHOICES.find((name) => name === field(roll, "choice"));
  const natural = field(roll, "roll");
  const [naturalText, rest] = [field(natural, "natural"), field(natural, "rest")];
  const [target, critical, fumble] = ["target", "critical", "fumble"].map((name) => field(roll, name));
  const [messageId, hiddenLink] = [field(source, "messageId"), field(source, "hiddenLink")];
  if (kind === undefined || choice === undefined || typeof naturalText !== "string" || typeof rest !== "string")
    return null;
  if ((target !== null && typeof target !== "number") || typeof critical !== "number" || typeof fumble !== "number")
    return null;
  if ((messageId !== null && typeof messageId !== "string") || typeof hiddenLink !== "boolean") return null;
  return {
    roll: { kind, choice, roll: { natural: naturalText, rest }, target, critical, fumble },
    source: { messageId, hiddenLink },
    abilityCheck: field(value, "abilityCheck") === true,
  };
}

/** The adapter, written on the kit alone (docs/systems.md "Systems from other modules"): built with the kit handed. */
export function dnd5eSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "dnd5e",
    dialogs: [d20Dialog(kit), dnd5eDamageDialog(kit)],
    rolls: d20Rolls(kit),
    damageRules: dnd5eDamageRules(kit),
  };
}
