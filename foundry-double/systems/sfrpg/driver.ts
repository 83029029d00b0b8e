/**
 * Driving a Starfinder world of the double (not emulation: conveniences for tests and the playground): an actor's
 * data in the system's shape; a skill check or an attack started as `rollSkillCheck` (actor.js:629-680) and
 * `rollAttack` (item.js:861-1005) call `d20Roll`, with the roll context `createActorRollContext` and
 * `addTargetContext` build (rollcontext.js:162-171, 209); the next roll dialog once drawn; the bonus typed; a button.
 */
import type { ActorSpec } from "../../documents/actor";
import { game } from "../../globals";
import { fire, partOf } from "../kit/driver";
import { chatMessage } from "../kit/globals";
import { hooks } from "../next-render";
import { read } from "../kit/data";
import { installedGlobal } from "../../globals";
import type { SettingsDouble } from "../../settings";
import { DiceSFRPG, type RollContext, type SfrpgModifier } from "./dice";
import { RollDialog } from "./roll-dialog";

export interface SfrpgActorOptions {
  _id: string;
  name: string;
  type?: "character" | "npc2";
  skills?: Record<string, number>;
  kac?: number;
  eac?: number;
  ownership?: Record<string, number>;
}

export function sfrpgActorSpec(options: SfrpgActorOptions): ActorSpec {
  const skills = Object.fromEntries(Object.entries(options.skills ?? {}).map(([id, mod]) => [id, { mod }]));
  const attributes = { kac: { value: options.kac ?? 10 }, eac: { value: options.eac ?? 10 } };
  return {
    _id: options._id,
    name: options.name,
    type: options.type ?? "character",
    ownership: options.ownership,
    system: { skills, attributes },
  };
}

/** The roll context of an actor, with the user's first targeted token's actor as its target. */
function rollContextOf(actor: unknown, item?: object): RollContext {
  const targets = read(game().user, "targets");
  const targeted: unknown = targets instanceof Set ? [...targets][0] : undefined;
  const targetActor = read(targeted, "actor");
  const target = targetActor ? { entity: Object(targeted), data: Object(read(targetActor, "system")) } : undefined;
  const allContexts = {
    actor: { entity: Object(actor), data: Object(read(actor, "system")) },
    ...(item ? { item: { entity: {}, data: Object(item) } } : {}),
    ...(target ? { target } : {}),
  };
  return { allContexts, isValid: () => true, hasMultipleSelectors: () => false };
}

/**
 * A skill check (`@skills.<id>.mod`), with the DC a caller passes (`options.dc`: a `@Check` link hands its dataset's
 * string, and its click as `event`) and the conditional modifiers.
 */
export function rollSkill(
  actor: unknown,
  skill: string,
  dc?: number | string,
  modifiers: SfrpgModifier[] = [],
  event?: Event,
) {
  return DiceSFRPG.d20Roll({
    event,
    parts: [`@skills.${skill}.mod`],
    rollContext: rollContextOf(actor),
    title: `${skill} check`,
    speaker: chatMessage().getSpeaker({ actor }),
    rollType: "skillCheck",
    difficulty: dc,
    modifiers,
  });
}

/** An attack with a weapon of `bonus` against its action target (kac, eac, kac8…), at critical 20 (item.js:938). */
export function rollAttack(actor: unknown, bonus: number, actionTarget: string) {
  return DiceSFRPG.d20Roll({
    parts: ["@item.attackBonus"],
    rollContext: rollContextOf(actor, { attackBonus: bonus }),
    title: "Attack",
    speaker: chatMessage().getSpeaker({ actor }),
    rollType: "attack",
    critical: 20,
    rollOptions: { actionTarget, actionTargetSource: { kac: "KAC", eac: "EAC", kac8: "KAC + 8" } },
  });
}

/** The world setting `useAdvantageDisadvantage` (settings.js, false by default) set, as a GM sets it. */
export function useAdvantage(on: boolean): Promise<unknown> {
  return installedGlobal<{ settings: SettingsDouble }>("game").settings.set("sfrpg", "useAdvantageDisadvantage", on);
}

/** The next Starfinder roll dialog drawn. */
export function nextRollDialog(): Promise<RollDialog> {
  return new Promise((resolve) => {
    const id = hooks().on("renderRollDialog", (app: unknown) => {
      if (!(app instanceof RollDialog)) return;
      hooks().off("renderRollDialog", id);
      resolve(app);
    });
  });
}

const windowOf = (dialog: RollDialog): HTMLElement => dialog.element.get(0) ?? document.body;

/** The situational bonus typed (the system stores it on keyup). */
export function typeBonus(dialog: RollDialog, text: string): void {
  const input = partOf<HTMLInputElement>(windowOf(dialog), 'input[name="bonus"]', "The dialog has no bonus");
  input.value = text;
  fire(input, "input");
  input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
}

/** A button of the dialog pressed (its key: Normal, Advantage, Disadvantage). */
export function pressButton(dialog: RollDialog, key = "Normal"): void {
  partOf(windowOf(dialog), `.dialog-button[data-button="${key}"]`, `The dialog has no ${key} button`).click();
}
