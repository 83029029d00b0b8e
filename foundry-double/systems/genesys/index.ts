/**
 * The Genesys system in the Foundry double: what Mezryss/FVTT-Genesys 0.2.18 (at 70bb86de; yaml/system.yml: Foundry
 * 12 minimum, 13 verified and maximum) does for the part a module reading its roll prompt meets:
 * - its six dice (src/dice/types/*Die.ts), registered as the terms `a p b i c s` by DENOMINATION;
 * - `DicePrompt extends VueSheet(Application)` (src/app/DicePrompt.ts:53-110, src/vue/VueSheet.ts): a V1
 *   Application, class `app-dice-prompt`, width 500, holding `actor`, `skillName`, `difficulty` — and a Vue 3
 *   component (src/vue/apps/DicePrompt.vue) mounted once into a `form.vue-app` that `_renderInner` makes and hands
 *   back. The pool lives in the component (its refs, not on the app); each change patches the component's DOM in
 *   place and Foundry renders nothing again. Emulated here without Vue: a component object holding the pool, which
 *   rebuilds the pool (`buildDicePool`, :244-294) and patches `.preview`'s dice and symbols on each change;
 * - the pool (:244-294): proficiency min(characteristic, rank), ability max − min; the difficulty's glyphs; the
 *   manual changes sorted add → upgrade → downgrade → remove → symbols (:125-167); the dice box's buttons (:528-555);
 *   a die or symbol of the preview clicked takes it away;
 * - Roll (:296-340, src/dice/GenesysRoller.ts:78-136): the formula `<n>dA+<n>dP…` (an `X` on proficiency with a
 *   super-characteristic), `new Roll(formula, { symbols })` (glyph-keyed: a s t h f d), its message
 *   `ChatMessage.create({ speaker, content, rolls: [roll] }, { rollMode })`. Foundry's Roll#toJSON keeps no `data`,
 *   so the message's roll has lost the symbols; the creation data handed to preCreateChatMessage still holds them.
 * Not emulated: items and effects' pool modifications (a test gives the skill directly), targets' defence, the
 * optional chance-to-succeed line (off by default: settings dicePoolChanceToSucceedByPermutation and
 * dicePoolApproximation), initiative and attack rolls, the chat card's template (the content is the formula).
 */
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import { Application, JQueryDouble, type ApplicationV1Options } from "../../applications/application-v1";
import { Die } from "../../dice/terms/die";
import { Roll } from "../../dice/roll";
import { mergeObject } from "../../utils";
import { game } from "../../globals";
import { chatMessage } from "../kit/globals";

export function genesysSystem(): Plain {
  return {
    id: "genesys",
    title: "Genesys",
    version: "0.2.18",
    compatibility: { minimum: "12", verified: "13", maximum: "13" },
  };
}

/** The dice by name as the pool holds them: their glyph, term letter and face count, in the preview's order. */
const DICE = {
  Proficiency: { glyph: "P", letter: "p", faces: 12, positive: true },
  Ability: { glyph: "A", letter: "a", faces: 8, positive: true },
  Boost: { glyph: "B", letter: "b", faces: 6, positive: true },
  Challenge: { glyph: "C", letter: "c", faces: 12, positive: false },
  Difficulty: { glyph: "D", letter: "i", faces: 8, positive: false },
  Setback: { glyph: "S", letter: "s", faces: 6, positive: false },
} as const;
type DieName = keyof typeof DICE;
/** The symbols by glyph (src/dice/types/GenesysSymbol.ts), positive first. */
const SYMBOLS = { a: "Advantage", s: "Success", t: "Triumph", h: "Threat", f: "Failure", d: "Despair" } as const;
type Glyph = keyof typeof SYMBOLS;
const POSITIVE_GLYPHS: readonly Glyph[] = ["a", "s", "t"];

function genesysDie(letter: string, faces: number, name: string): typeof Die {
  const cls = class extends Die {
    static override DENOMINATION = letter;
    constructor(termData: Plain) {
      super({ ...termData, faces });
    }
    override get formula(): string {
      return `${this.number}d${letter}${this.modifiers.join("")}`;
    }
  };
  Object.defineProperty(cls, "name", { value: name });
  return cls;
}
export const GENESYS_DICE_TERMS: Record<string, typeof Die> = Object.fromEntries(
  Object.entries(DICE).map(([name, die]) => [die.letter, genesysDie(die.letter, die.faces, `${name}Die`)]),
);

/** An actor as the prompt reads it: its type, `systemData` (the system's getter of `system`) and skill items. */
export interface GenesysPromptActor {
  id?: string;
  type: string;
  systemData: { characteristics: Record<string, number>; superCharacteristics?: Set<string> };
  items: readonly { type: string; name: string; systemData: { rank: number; characteristic: string } }[];
}

interface Pool {
  dice: Partial<Record<DieName, number>>;
  symbols: Partial<Record<Glyph, number>>;
  usesSuperCharacteristic: boolean;
}

/** The sort of a change (GenesysPoolModifications' `sort`): add, upgrade, downgrade, remove, symbols, removed ones. */
function sortOf(token: string): number {
  const target = token.at(-1) ?? "";
  const symbol = target !== target.toUpperCase();
  if (token === "^" || token === "*") return 2;
  if (token === "_" || token === "~") return 3;
  return (symbol ? 5 : 1) + (token.length === 2 ? (symbol ? 1 : 3) : 0);
}
const byStep = (left: string, right: string) => sortOf(left) - sortOf(right);
const DIE_NAMES = Object.keys(DICE).filter((name): name is DieName => name in DICE);
const dieOfGlyph = (glyph: string) => DIE_NAMES.find((name) => DICE[name].glyph === glyph);
const isGlyph = (glyph: string): glyph is Glyph => glyph in SYMBOLS;

/** `applyDicePoolModifications` (DicePrompt.vue:129-167): each token changes the pool; none goes below zero. */
function apply(pool: Pool, tokens: readonly string[]): void {
  const { dice, symbols } = pool;
  for (const token of tokens) {
    if (token === "^" || token === "*") {
      const [base, up]: [DieName, DieName] = token === "^" ? ["Ability", "Proficiency"] : ["Difficulty", "Challenge"];
      if (dice[base]) {
        dice[base] -= 1;
        dice[up] = 1 + (dice[up] ?? 0);
      } else dice[base] = 1 + (dice[base] ?? 0);
    } else if (token === "_" || token === "~") {
      const [base, down]: [DieName, DieName] = token === "_" ? ["Proficiency", "Ability"] : ["Challenge", "Difficulty"];
      if (dice[base]) {
        dice[base] -= 1;
        dice[down] = 1 + (dice[down] ?? 0);
      }
    } else {
      const target = token.at(-1) ?? "";
      const direction = token.length === 2 ? -1 : 1;
      const name = dieOfGlyph(target);
      if (name) {
        if (direction > 0 || dice[name]) dice[name] = direction + (dice[name] ?? 0);
      } else if (isGlyph(target)) {
        if (direction > 0 || symbols[target]) symbols[target] = direction + (symbols[target] ?? 0);
      }
    }
  }
}

/** The dice box's buttons (DicePrompt.vue:528-555): each a change and its label. */
const BOX: readonly [string, string][] = [
  ["A", "A+"],
  ["P", "P+"],
  ["B", "B+"],
  ["^", "A↑"],
  ["_", "P↓"],
  ["D", "D+"],
  ["C", "C+"],
  ["S", "S+"],
  ["*", "D↑"],
  ["~", "C↓"],
  ...Object.keys(SYMBOLS).map((glyph): [string, string] => [glyph, `${glyph}+`]),
];

/**
 * The component DicePrompt.vue, without Vue: its pool and changes are its own (not the app's); mounted once into the
 * form, it draws its root `div.genesys.dice-prompt`, then patches `.preview`'s dice and symbols on each change.
 */
class DicePromptComponent {
  readonly #prompt: DicePrompt;
  readonly #manualChanges: string[] = [];
  #pool: Pool = { dice: {}, symbols: {}, usesSuperCharacteristic: false };
  readonly #root: HTMLElement;

  constructor(prompt: DicePrompt, form: HTMLElement) {
    this.#prompt = prompt;
    const root = (this.#root = document.createElement("div"));
    root.className = "genesys dice-prompt";
    const header = document.createElement("header");
    header.textContent = game().i18n.localize("Genesys.DicePrompt.Hint");
    const preview = document.createElement("div");
    preview.className = "preview";
    const box = document.createElement("div");
    box.className = "dice-box";
    for (const [token, label] of BOX) {
      const button = document.createElement("a");
      button.dataset.change = token;
      button.textContent = label;
      button.addEventListener("click", () => this.#change(token));
      box.append(button);
    }
    preview.append(this.#side("positive"), this.#side("negative"), box);
    const roll = document.createElement("button");
    roll.className = "roll-button";
    roll.textContent = game().i18n.localize("Genesys.DicePrompt.Roll");
    roll.addEventListener("click", (event) => {
      event.preventDefault();
      void this.#roll();
    });
    root.append(header, preview, roll);
    form.replaceChildren(root);
    this.#build();
  }

  #side(name: string): HTMLElement {
    const side = document.createElement("div");
    side.className = name;
    return side;
  }

  /** A change of the dice box (or, with a leading "-", a die or symbol of the preview taken away). */
  #change(token: string): void {
    this.#manualChanges.push(token);
    this.#build();
  }

  /** `buildDicePool` (DicePrompt.vue:244-294), then the preview patched as Vue patches it. */
  #build(): void {
    const { actor, skillName, difficulty } = this.#prompt;
    const skill = actor?.items.find((item) => item.type === "skill" && item.name === skillName);
    const characteristic = skill?.systemData.characteristic;
    const characteristicValue = characteristic ? (actor?.systemData.characteristics[characteristic] ?? 0) : 0;
    const rank = skill?.systemData.rank ?? 0;
    const proficiency = Math.min(characteristicValue, rank);
    const superOn = game().settings.get("genesys", "useSuperCharacteristics") === true;
    const pool: Pool = {
      dice: { Proficiency: proficiency, Ability: Math.max(characteristicValue, rank) - proficiency },
      symbols: {},
      usesSuperCharacteristic:
        superOn && !!characteristic && actor?.systemData.superCharacteristics?.has(characteristic) === true,
    };
    apply(pool, [...difficulty].sort(byStep));
    apply(pool, [...this.#manualChanges].sort(byStep));
    this.#pool = pool;
    this.#patch();
  }

  #patch(): void {
    for (const positive of [true, false]) {
      const side = this.#root.querySelector(positive ? ".preview .positive" : ".preview .negative");
      const entries: HTMLElement[] = [];
      for (const name of DIE_NAMES.filter((die) => DICE[die].positive === positive))
        for (let i = 0; i < (this.#pool.dice[name] ?? 0); i++)
          entries.push(this.#entry(`die die-${name}`, DICE[name].glyph, `-${DICE[name].glyph}`));
      for (const glyph of Object.keys(SYMBOLS).filter(isGlyph))
        if (POSITIVE_GLYPHS.includes(glyph) === positive)
          for (let i = 0; i < (this.#pool.symbols[glyph] ?? 0); i++)
            entries.push(this.#entry("symbol", glyph, `-${glyph}`));
      side?.replaceChildren(...entries);
    }
  }

  #entry(className: string, glyph: string, removal: string): HTMLElement {
    const entry = document.createElement("div");
    entry.className = className;
    entry.textContent = glyph;
    entry.addEventListener("click", () => this.#change(removal));
    return entry;
  }

  /** `rollPool` → GenesysRoller.skillRoll (GenesysRoller.ts:78-136): the roll, its symbols, its message. */
  async #roll(): Promise<void> {
    const { dice, symbols, usesSuperCharacteristic } = this.#pool;
    const explode = (name: DieName) => (name === "Proficiency" && usesSuperCharacteristic ? "X" : "");
    const formula =
      DIE_NAMES.filter((name) => name in dice)
        .map((name) => `${dice[name]}d${DICE[name].letter}${explode(name)}`)
        .join("+") || "0";
    const roll = new Roll(formula, { symbols: { ...symbols } });
    await roll.evaluate();
    const data = { speaker: { actor: this.#prompt.actor?.id }, content: roll.formula, rolls: [roll] };
    await chatMessage().create(chatMessage().applyRollMode(data, String(game().settings.get("core", "rollMode"))));
    await this.#prompt.close();
  }
}

/** `DicePrompt` (src/app/DicePrompt.ts): a V1 Application whose content is the component's form, made once. */
export class DicePrompt extends Application {
  readonly actor?: GenesysPromptActor;
  readonly skillName?: string;
  readonly difficulty: string;
  form?: HTMLFormElement;

  constructor(actor?: GenesysPromptActor, skillName?: string, { difficulty }: { difficulty?: string } = {}) {
    super();
    this.actor = actor;
    this.skillName = skillName;
    this.difficulty = difficulty ?? String(game().settings.get("genesys", "defaultDifficulty"));
  }

  static override get defaultOptions(): ApplicationV1Options {
    return mergeObject(super.defaultOptions, { classes: ["app-dice-prompt"], width: 500 });
  }

  override get title(): string {
    return game().i18n.localize("Genesys.DicePrompt.Title");
  }

  static async promptForRoll(actor: GenesysPromptActor | undefined, skillName: string, options = {}) {
    const app = new DicePrompt(actor, skillName, options);
    await app._render(true);
    return app;
  }

  /** VueSheet's `_renderInner` (VueSheet.ts:49-84): the form made and the component mounted once, then reused. */
  override async _renderInner(): Promise<JQueryDouble> {
    if (!this.form) {
      const form = (this.form = document.createElement("form"));
      form.className = "app-dice-prompt vue-app";
      new DicePromptComponent(this, form);
    }
    return new JQueryDouble([this.form]);
  }
}

const WORDS = {
  DicePrompt: { Title: "Dice Pool", Hint: "Click a die or symbol in the pool to remove it.", Roll: "Roll" },
};

export const installGenesys = systemScript({ Genesys: WORDS }, ({ config, game }) => {
  Object.assign(config.Dice.terms, GENESYS_DICE_TERMS);
  // src/settings: `useSuperCharacteristics` (world, false); `defaultDifficulty` (world, "DD", src/config.ts).
  const world = { scope: "world", config: true };
  game.settings.register("genesys", "useSuperCharacteristics", { ...world, default: false, type: Boolean });
  game.settings.register("genesys", "defaultDifficulty", { ...world, default: "DD", type: String });
});
