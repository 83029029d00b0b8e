/**
 * The Mothership system in the Foundry double (Futil/foundry-mothership 0.6.1 at e70d25b7, id `mosh`, Foundry 13
 * minimum, 14 verified: system.json:5, 187-189): what a module reading its check dialogs meets. init sets
 * `CONFIG.Actor.documentClass = MothershipActor` (module/mosh.js:44); the actor's `rollCheck` (module/actor/actor.js
 * :1228-1500) opens, as the sheet's stat click calls it (`rollCheck(null, 'low', stat)`, actor-sheet.js:323), a plain
 * `new DialogV2(...).render({force: true})`: `chooseAttribute` (:938-1024) without a stat, `chooseSkill` (:1027-1171)
 * for a character without a skill, else `chooseAdvantage` (:1173-1225); then rolls `parseRollString` (:140-175) and
 * judges it as `parseRollResult` does (:177-441) for a stat check (`aimFor` 'low', comparison '<'). Damage, rest,
 * bankruptcy, morale, ammunition, flavour text and the message's markup are not emulated; its words are the double's
 * own English.
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { installedGlobal } from "../../globals";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";

const SYSTEM_JSON = Object.freeze({ id: "mosh", title: "Mothership", version: "0.6.1" });
export const mothershipSystem = (): Plain => ({ ...SYSTEM_JSON, compatibility: { minimum: "13", verified: "14" } });

/** lang/en.json's words the dialogs read. */
const WORDS = {
  Mosh: {
    SelectYourRollType: "Select your roll type",
    Advantage: "Advantage",
    Normal: "Normal",
    Disadvantage: "Disadvantage",
    Next: "Next",
    ChooseAStat: "Choose a stat",
  },
};

/** A skill item as `chooseSkill` reads it (`item.type === "skill"`, `system.bonus`). */
export interface MoshSkill {
  name: string;
  type: "skill";
  img: string;
  system: { bonus: number; description: string };
}

interface DialogButton {
  label: string;
  action: string;
  icon: string;
  callback: (event: Event, button: HTMLButtonElement) => void;
}

interface DialogV2Class {
  new (config: Plain): { render(options: { force: boolean }): Promise<unknown> };
}

interface RollLike {
  formula: string;
  dice: { results: { result: number }[] }[];
  _total: number;
  evaluate(): Promise<RollLike>;
  toMessage(data: Plain, options?: Plain): Promise<unknown>;
}

const localize = (key: string): string =>
  installedGlobal<{ i18n: { localize(key: string): string } }>("game").i18n.localize(key);

/** `new foundry.applications.api.DialogV2(dialogData).render({force: true})`, as each chooser ends. */
function renderDialog(title: string, content: string, buttons: DialogButton[]): void {
  const { DialogV2 } = installedGlobal<{ applications: { api: { DialogV2: DialogV2Class } } }>("foundry").applications
    .api;
  const dialogData = { window: { title }, classes: ["macro-popup-dialog"], position: { width: 600 }, content, buttons };
  void new DialogV2(dialogData).render({ force: true });
}

/** The three buttons every chooser offers (`action_advantage`, `action_normal`, `action_disadvantage`). */
function rollTypeButtons(resolve: (rollString: string, button: HTMLButtonElement) => void): DialogButton[] {
  const button = (label: string, action: string, rollString: string, icon: string): DialogButton => ({
    label: localize(`Mosh.${label}`),
    action,
    icon,
    callback: (_event, pressed) => resolve(rollString, pressed),
  });
  return [
    button("Advantage", "action_advantage", "1d100 [+]", "fas fa-angle-double-up"),
    button("Normal", "action_normal", "1d100", "fas fa-minus"),
    button("Disadvantage", "action_disadvantage", "1d100 [-]", "fas fa-angle-double-down"),
  ];
}

const checked = (button: HTMLButtonElement, name: string): HTMLInputElement | null =>
  button.form?.querySelector<HTMLInputElement>(`input[name='${name}']:checked`) ?? null;

const DOUBLES = new Set([0, 11, 22, 33, 44, 55, 66, 77, 88, 99]);

/** `parseRollResult`'s pick of two dice (:240-383), aim 'low' and comparison '<': crit-aware. */
function picked(rollString: string, die0: number, die1: number, target: number): number {
  const success = (value: number) => value < target && value < 90;
  const plus = rollString.includes("[+]");
  const [s0, s1, c0, c1] = [success(die0), success(die1), DOUBLES.has(die0), DOUBLES.has(die1)];
  if (s0 === s1 && c0 !== c1) return c0 === (s0 === plus) ? die0 : die1;
  return plus ? Math.min(die0, die1) : Math.max(die0, die1);
}

/** A stat or save as the model holds it (`value`, `mod`, `rollLabel`). */
export interface MoshStat {
  value: number;
  mod?: number;
  rollLabel?: string;
}

export type MoshActorSpec = ActorSpec & { system?: { stats?: Record<string, MoshStat> }; items?: MoshSkill[] };

export class MothershipActor extends ActorDouble {
  readonly items: MoshSkill[];
  /** The stats and saves as the world was made with them (the double changes none). */
  readonly #stats: Record<string, MoshStat>;

  constructor(data: MoshActorSpec = {}) {
    super(data);
    this.items = data.items ?? [];
    this.#stats = data.system?.stats ?? {};
  }

  /** `chooseAttribute` (:938-1024): a stat radio and the three buttons; resolves `[rollString, aimFor, attribute]`. */
  chooseAttribute(): Promise<[string, string, string | undefined]> {
    return new Promise((resolve) => {
      // templates/dialogs/skill-check-stat-selection-dialog.html: four radios, Strength checked (:10-49).
      const radios = ["strength", "speed", "intellect", "combat"]
        .map((key, i) => `<label><input type="radio" name="stat" value="${key}"${i ? "" : " checked"}> ${key}</label>`)
        .join("");
      const content = `${radios}<div class="macro_prompt">${localize("Mosh.SelectYourRollType")}</div>`;
      const buttons = rollTypeButtons((rollString, button) =>
        resolve([rollString, "low", checked(button, "stat")?.getAttribute("value") ?? undefined]),
      );
      renderDialog(localize("Mosh.ChooseAStat"), content, buttons);
    });
  }

  /** `chooseSkill` (:1027-1171): a radio a skill (`value` its bonus) and the three buttons. */
  chooseSkill(dlgTitle: string): Promise<[string, string | undefined, string | undefined]> {
    return new Promise((resolve) => {
      const rows = this.items
        .filter((item) => item.type === "skill")
        .map(
          (item) =>
            `<label for="${item.name}"><input type="radio" id="${item.name}" name="skill" ` +
            `value="${item.system.bonus}"> +${item.system.bonus} <strong>${item.name}</strong></label>`,
        );
      const content = `${rows.join("")}<div class="macro_prompt">${localize("Mosh.SelectYourRollType")}:</div>`;
      const buttons = rollTypeButtons((rollString, button) => {
        const skill = checked(button, "skill");
        resolve([rollString, skill?.getAttribute("id") ?? undefined, skill?.getAttribute("value") ?? undefined]);
      });
      renderDialog(dlgTitle, content, buttons);
    });
  }

  /** `chooseAdvantage` (:1173-1225): the three buttons alone. */
  chooseAdvantage(dlgTitle: string): Promise<[string]> {
    return new Promise((resolve) => {
      const content = `<div class="macro_prompt">${localize("Mosh.SelectYourRollType")}:</div>`;
      renderDialog(
        dlgTitle,
        content,
        rollTypeButtons((rollString) => resolve([rollString])),
      );
    });
  }

  /** `rollCheck`'s stat-check path (:1228-1500): the choosers, the target, the roll, its message. */
  async rollCheck(
    rollString: string | null,
    aimFor: string | null,
    attribute: string | null,
    skill: string | null,
    skillValue: number | string | null | undefined,
  ): Promise<unknown> {
    if (!attribute) {
      const chosen = await this.chooseAttribute();
      [rollString, aimFor] = chosen;
      attribute = chosen[2] ?? "";
    }
    const stat = this.#stats[attribute] ?? { value: 0 };
    if (!skill && this.type === "character") [rollString, , skillValue] = await this.chooseSkill(attribute);
    if (!rollString) [rollString] = await this.chooseAdvantage(stat.rollLabel ?? attribute);
    const rollTarget = Number(stat.value) + (Number(stat.mod) || 0) + Number(skillValue || 0);
    return this.#rolled(rollString, aimFor, rollTarget);
  }

  async #rolled(rollString: string, aimFor: string | null, rollTarget: number): Promise<unknown> {
    // parseRollString (:140-175): aiming low, [+] keeps the lower of two, [-] the higher.
    const dice = rollString.replace(/\s*\[.\]/, "");
    const keep = rollString.includes("[+]") === (aimFor === "low") ? "kl" : "kh";
    const parsed = rollString.includes("[") ? `{${dice},${dice}}${keep}` : rollString;
    const Roll = installedGlobal<new (formula: string) => RollLike>("Roll");
    const roll = await new Roll(parsed).evaluate();
    // 100 read as 0 (:220-231), then the pick and the judgement (:240-441).
    for (const die of roll.dice) for (const result of die.results) if (result.result === 100) result.result = 0;
    const [die0 = 999, die1 = 999] = roll.dice.map((die) => die.results[0]?.result ?? 999);
    roll._total = rollString.includes("[") ? picked(rollString, die0, die1, rollTarget) : die0;
    const success = roll._total < 90 && roll._total < rollTarget;
    const outcome = `${DOUBLES.has(roll._total) ? "CRITICAL " : ""}${success ? "SUCCESS!" : "FAILURE!"}`;
    // The formula line (:466-479): the comparison's icon between the roll string and the target.
    const line = `${rollString} <i class="fas fa-less-than"></i> ${rollTarget}`;
    const result = `<div class="dice-result"><div class="dice-formula">${line}</div></div>`;
    const content = `<strong>${outcome}</strong><div class="dice-roll">${result}</div>`;
    return roll.toMessage({ speaker: { actor: this.id, alias: this.name }, content });
  }
}

const script = systemScript(WORDS, ({ config }) => {
  Object.assign(config.Actor ?? {}, { documentClass: MothershipActor });
});

export function installMothership(world: SystemWorld): void {
  script(world);
}
