/**
 * World of Darkness 5e's dice and roll dialog (WoD5E-Developers/wod5e 5.3.25 at 66705147):
 * - the dice (system/dice/splat-dice.js:13-37): d10 terms `m` (mortal), `v`/`g` (vampire, hunger), `h`/`s` (hunter,
 *   desperation), `w`/`r` (werewolf, rage), each naming its `gameSystem`;
 * - `WOD5eRoll` (system/scripts/system-rolls.js:10-72): `basicDice` / `advancedDice` the splat's two terms, the
 *   total plus 2 for each pair of active 10s (`_evaluateTotal`);
 * - the formula (system/scripts/rolls/roll-formula.js:20-53): `<B>d<basic>cs>5 + <A>d<advanced>cs>5`, with
 *   `rerollHunger` twice the hunger dice and `kh<A>`; a mortal's basic dice alone;
 * - `WOD5eDice.Roll` (system-rolls.js:113-593): `quickRoll` rolls at once; else a plain `DialogV2.wait` (classes
 *   `wod5e`, the splat, `roll-dialog`) on the splat's template (display/ui/<splat>-roll-dialog.hbs with the parts
 *   roll-dialog-base.hbs and situational-modifiers.hbs: built here as the same markup), whose `plus`/`minus`/
 *   `addCustomMod`/`deleteCustomMode` actions set inputs with no event (:359-385, looked up at document level), and
 *   whose render callback makes a `.mod-checkbox`'s change move its value into the dice (:426-551, the positive and
 *   the vampire/werewolf negative branches); Roll reads `#inputBasicDice` + each `.custom-modifier .mod-value`,
 *   `#inputAdvancedDice`, `#inputDifficulty`'s string and `rollMode` (:400-416, 141-147); none of either rolls one
 *   advanced die when the actor's hunger/rage is over 0, else one basic die (:149-165); the message
 *   `roll.toMessage({speaker}, {rollMode})` (:313-320) with `options {difficulty, system, title, flavor,
 *   activeModifiers, rollMode}` (:225-235); Willpower damage after it (willpower-damage.ts).
 * Not emulated: hunger/rage automation, Blood Surge's check dice, callbacks and macros, the chat
 * card's own rendering (WoDChatMessage).
 */
import { Die } from "../../dice/terms/die";
import { Roll } from "../../dice/roll";
import { CONFIG, game } from "../../globals";
import type { Plain } from "../kit/data";
import { speakerOf } from "../kit/chat";
import { openDialog } from "../kit/dialog";
import { automatedWillpower, damageWillpower } from "./willpower-damage";

export type Splat = "vampire" | "hunter" | "werewolf" | "mortal";

abstract class WODDie extends Die {
  abstract readonly gameSystem: Splat;
  constructor(termData: Plain) {
    super({ ...termData, faces: 10 });
  }
}

/* The system's classes, by their names: a stored roll finds its terms' classes by name. */
export class MortalDie extends WODDie {
  static override DENOMINATION = "m";
  readonly gameSystem = "mortal";
}
export class VampireDie extends WODDie {
  static override DENOMINATION = "v";
  readonly gameSystem = "vampire";
}
export class VampireHungerDie extends WODDie {
  static override DENOMINATION = "g";
  readonly gameSystem = "vampire";
}
export class HunterDie extends WODDie {
  static override DENOMINATION = "h";
  readonly gameSystem = "hunter";
}
export class HunterDesperationDie extends WODDie {
  static override DENOMINATION = "s";
  readonly gameSystem = "hunter";
}
export class WerewolfDie extends WODDie {
  static override DENOMINATION = "w";
  readonly gameSystem = "werewolf";
}
export class WerewolfRageDie extends WODDie {
  static override DENOMINATION = "r";
  readonly gameSystem = "werewolf";
}

export const WOD_DICE = {
  m: MortalDie,
  v: VampireDie,
  g: VampireHungerDie,
  h: HunterDie,
  s: HunterDesperationDie,
  w: WerewolfDie,
  r: WerewolfRageDie,
};
const DENOMINATIONS: Record<Splat, [string, string | null]> = {
  vampire: ["v", "g"],
  hunter: ["h", "s"],
  werewolf: ["w", "r"],
  mortal: ["m", null],
};

export class WOD5eRoll extends Roll {
  get basicDice(): unknown {
    return this.dice.find((die) => Reflect.get(die.constructor, "DENOMINATION") === DENOMINATIONS[this.splat][0]);
  }

  get advancedDice(): unknown {
    return this.dice.find((die) => Reflect.get(die.constructor, "DENOMINATION") === DENOMINATIONS[this.splat][1]);
  }

  get splat(): Splat {
    const splat = this.options.system;
    return splat === "vampire" || splat === "hunter" || splat === "werewolf" ? splat : "mortal";
  }

  protected override _evaluateTotal(): number {
    const crits = this.dice.flatMap((die) =>
      die.results.filter((result) => result.result === 10 && result.active),
    ).length;
    return super._evaluateTotal() + Math.floor(crits / 2) * 2;
  }
}

export function rollFormula(basic: number, advanced: number, splat: Splat, rerollHunger: boolean): string {
  const [b, a] = DENOMINATIONS[splat];
  if (!a) return `${basic}d${b}cs>5`;
  const keep = splat === "vampire" && rerollHunger ? `kh${advanced}` : "";
  return `${basic}d${b}cs>5 + ${splat === "vampire" && rerollHunger ? 2 * advanced : advanced}d${a}cs>5${keep}`;
}

/** A situational modifier as getSituationalModifiers lists it (value, label, dice it goes to, checked or not). */
export interface Modifier {
  label: string;
  value: number;
  applyDiceTo?: "basic" | "advanced";
  checked?: boolean;
}

export interface RollConfig {
  basicDice?: number;
  advancedDice?: number;
  actor?: { system: Plain } | null;
  title?: string;
  difficulty?: number;
  disableAdvancedDice?: boolean;
  quickRoll?: boolean;
  rerollHunger?: boolean;
  /** Willpower damage once rolled, under `automatedWillpower` (:240-242): a Willpower reroll's 1. */
  willpowerDamage?: number;
  /** No message of its own (a Willpower reroll's: system-rolls.js:302-321). */
  disableMessageOutput?: boolean;
  rollMode?: string;
  system?: Splat;
  modifiers?: Modifier[];
}

const RESOURCE: Partial<Record<Splat, string>> = { vampire: "hunger", werewolf: "rage" };
const WORDS: Record<Splat, [string, string]> = {
  vampire: ["Vampire Dice", "Hunger Dice"],
  hunter: ["Hunter Dice", "Desperation Dice"],
  werewolf: ["Werewolf Dice", "Rage Dice"],
  mortal: ["Dice", ""],
};

/**
 * Each splat's dialog colours (display/<splat>/styling/*-styling.less "Dialogs Windows"): its first colour frames the
 * window, fills its header and the dice header, edges the inputs; its second edges the dice group. The base theme
 * (display/shared/styling/themes/base-theme.less) writes the dice header in #ededec. Drawn here by inline styles.
 */
const PALETTE: Record<Splat, readonly [string, string]> = {
  vampire: ["#650202", "#d84343"],
  hunter: ["#cc6d28", "#ffb762"],
  werewolf: ["#4e2100", "#994101"],
  mortal: ["#302d5bf0", "#706ca5f0"],
};
const edged = (splat: Splat) => `border: 1px solid ${PALETTE[splat][0]}; border-radius: 0`;

const CONTROL = "margin-top: 5px; cursor: pointer";
const CENTRED = 'style="margin: 0 auto"';

/** A dice input (display/ui/styling/roll-dialog.less); the system's die image above it is left out (no asset). */
const diceInput = (splat: Splat, id: string, value: number) => `<div class="dice-input"
  style="display: flex; flex-direction: column; align-items: center"><div class="flexrow"><i
  class="fas fa-minus dialog-control dialog-minus" data-action="minus" data-resource="${id}" style="${CONTROL}"></i>
  <input type="number" min="0" id="${id}" value="${value}" style="max-width: 50px; ${edged(splat)}"><i
  class="fas fa-plus dialog-control dialog-plus" data-action="plus" data-resource="${id}" style="${CONTROL}"></i></div>
  </div>`;

/** The window framed and headed in the splat's colour. */
function frame(element: HTMLElement, splat: Splat): void {
  const [dark] = PALETTE[splat];
  element.style.border = `4px solid ${dark}`;
  const header = element.querySelector<HTMLElement>(".window-header");
  if (header) Object.assign(header.style, { background: dark, borderBottom: "4px double #fff" });
}

/** display/ui/<splat>-roll-dialog.hbs and its two parts, as rendered. */
function dialogContent(
  splat: Splat,
  basic: number,
  advanced: number,
  advancedShown: boolean,
  difficulty: number,
  rollMode: string,
  modifiers: Modifier[],
): string {
  const [basicWords, advancedWords] = WORDS[splat];
  const labelOf = (label: unknown) =>
    String(label !== null && typeof label === "object" ? Reflect.get(label, "label") : label);
  const modes = Object.entries(CONFIG().Dice.rollModes)
    .map(
      ([mode, label]) =>
        `<option value="${mode}"${mode === rollMode ? " selected" : ""}>` +
        `${game().i18n.localize(labelOf(label))}` +
        `</option>`,
    )
    .join("");
  const mods = modifiers
    .map(
      (mod) =>
        `<div class="form-group"><label>${mod.label}</label><input type="checkbox" ` +
        `class="mod-checkbox" data-value="${mod.value}" data-label="${mod.label}" ` +
        `data-apply-dice-to="${mod.applyDiceTo ?? ""}"${mod.checked ? " checked" : ""}></div>`,
    )
    .join("");
  const [dark, light] = PALETTE[splat];
  const advancedLabel = advancedShown ? `<label ${CENTRED}>${advancedWords}</label>` : "";
  const header = `style="font-weight: bold; color: #ededec; background-color: ${dark}"`;
  const advancedGroup = advancedShown
    ? `<div class="advanced-dice" ${CENTRED}>${diceInput(splat, "inputAdvancedDice", advanced)}</div>`
    : "";
  return `<div class="dice-group-header flex-group-center flexrow" ${header}><label
  ${CENTRED}>${basicWords}</label>${advancedLabel}</div>
<div class="base-dice-group flex-group-center flexrow" style="border: 1px solid ${light}; margin-bottom: 10px"><div
  class="basic-dice" ${CENTRED}>${diceInput(splat, "inputBasicDice", basic)}</div>
${advancedGroup}</div>
<div class="form-group"><label>Difficulty</label><input type="number" min="0" id="inputDifficulty"
  value="${difficulty}" style="${edged(splat)}"></div>
<div class="form-group"><label>Roll Mode</label><select name="rollMode" data-type="String"
  style="${edged(splat)}">${modes}</select></div>
<div class="situational-modifiers">${mods}<div id="custom-modifiers-list"></div><a
  data-action="addCustomMod">Add modifier</a></div>`;
}

/** A checkbox's change moves its value into the dice, setting `.value` with no event (system-rolls.js:436-551). */
function watchModifiers(element: HTMLElement, splat: Splat, advancedShown: boolean): void {
  const basicInput = element.querySelector<HTMLInputElement>("#inputBasicDice");
  const advancedInput = element.querySelector<HTMLInputElement>("#inputAdvancedDice");
  for (const box of element.querySelectorAll<HTMLInputElement>(".mod-checkbox")) {
    box.addEventListener("change", () => {
      const modifier = parseInt(box.dataset.value ?? "0");
      const basicValue = basicInput?.valueAsNumber ?? 0;
      let applyTo = box.dataset.applyDiceTo || "basic";
      if (advancedShown && modifier < 0 && RESOURCE[splat] && basicValue === 0) applyTo = "advanced";
      if (!advancedShown) applyTo = "basic";
      const input = applyTo === "advanced" ? advancedInput : basicInput;
      if (!input) return;
      const signed = box.checked ? modifier : -modifier;
      input.value = String(Math.max(input.valueAsNumber + signed, 0));
    });
  }
}

export const WOD5eDice = {
  async Roll({
    basicDice = 0,
    advancedDice = 0,
    actor = null,
    title = "Roll",
    difficulty = 0,
    disableAdvancedDice = false,
    quickRoll = false,
    rerollHunger = false,
    disableMessageOutput = false,
    willpowerDamage = 0,
    rollMode = String(game().settings.get("core", "rollMode")),
    system = "mortal",
    modifiers = [],
  }: RollConfig): Promise<WOD5eRoll | null> {
    let difficultyRead: string | number = difficulty;
    let modeRead = rollMode;
    const roll = async (inputBasic: number, inputAdvanced: number, form: HTMLElement | null): Promise<WOD5eRoll> => {
      if (form) {
        difficultyRead = form.querySelector<HTMLInputElement>("#inputDifficulty")?.value ?? difficultyRead;
        modeRead = form.querySelector<HTMLSelectElement>('[name="rollMode"]')?.value ?? modeRead;
      }
      let basic = inputBasic;
      let advanced = inputAdvanced;
      if (basic === 0 && advanced === 0) {
        const path = RESOURCE[system];
        const held: unknown = path ? Reflect.get(actor?.system ?? {}, path) : undefined;
        const resource = typeof held === "object" && held !== null ? Number(Reflect.get(held, "value") ?? 0) : 0;
        if (resource > 0) advanced = 1;
        else basic = 1;
      }
      const made = new WOD5eRoll(
        rollFormula(basic, advanced, system, rerollHunger),
        {},
        { difficulty: difficultyRead, system, title, flavor: "", activeModifiers: [], rollMode: modeRead },
      );
      await made.evaluate();
      if (willpowerDamage > 0 && automatedWillpower()) void damageWillpower(actor, willpowerDamage, modeRead);
      if (!disableMessageOutput) await made.toMessage({ speaker: speakerOf(actor) }, { rollMode: modeRead });
      return made;
    };
    if (quickRoll) return roll(basicDice, advancedDice, null);
    const advancedShown = system !== "mortal" && !disableAdvancedDice;
    const byId = (target: HTMLElement) =>
      target.ownerDocument.querySelector<HTMLInputElement>(`#${target.dataset.resource ?? ""}`);
    const result = await openDialog("wait", {
      window: { title },
      body: dialogContent(system, basicDice, advancedDice, advancedShown, difficulty, rollMode, modifiers),
      classes: ["wod5e", system, "roll-dialog"],
      actions: {
        plus: (_event: Event, target: HTMLElement) => {
          const input = byId(target);
          if (input) input.valueAsNumber += 1;
        },
        minus: (_event: Event, target: HTMLElement) => {
          const input = byId(target);
          if (input) input.valueAsNumber = Math.max(input.valueAsNumber - 1, parseInt(input.min));
        },
        addCustomMod: (_event: Event, target: HTMLElement) =>
          target.ownerDocument
            .querySelector("#custom-modifiers-list")
            ?.insertAdjacentHTML(
              "beforeend",
              `<div class="form-group custom-modifier"><div class="mod-label"><a class="mod-delete" ` +
                `data-action="deleteCustomMode"><i class="fas fa-trash"></i></a><input class="mod-name" ` +
                `type="text" value="Custom"/></div><input class="mod-value" type="number" value="1"/></div>`,
            ),
        deleteCustomMode: (_event: Event, target: HTMLElement) => target.closest(".custom-modifier")?.remove(),
      },
      buttons: [
        {
          action: "roll",
          icon: "fas fa-dice",
          label: "Roll",
          default: true,
          callback: async (_event, _button, dialog) => {
            const element = dialog.element;
            const basic = element.querySelector<HTMLInputElement>("#inputBasicDice")?.valueAsNumber ?? 0;
            const advanced = element.querySelector<HTMLInputElement>("#inputAdvancedDice")?.valueAsNumber ?? 0;
            const custom = Array.from(element.querySelectorAll(".custom-modifier")).reduce(
              (total, row) => total + (row.querySelector<HTMLInputElement>(".mod-value")?.valueAsNumber ?? 0),
              0,
            );
            return roll(basic + custom, advanced, element);
          },
        },
        { action: "cancel", icon: "fas fa-times", label: "Cancel" },
      ],
      render: (_event, dialog) => {
        frame(dialog.element, system);
        watchModifiers(dialog.element, system, advancedShown);
      },
    });
    return result instanceof WOD5eRoll ? result : null;
  },
};
