/**
 * Star Wars FFG's roll dialog, `RollBuilderFFG extends FormApplication` (modules/dice/roll-builder.js at 2.0.3),
 * over the double's V1 FormApplication: its options (id `roll-builder`, classes, template, width 350, :17-25); its
 * data (:36-116: the fixed results' symbols, whether the force die is on, whether the simulation shows — setting
 * `displaySimulation` GM/All/None — and its count); its listeners (:117-281): the Roll button rolls a `RollFFG` of
 * the pool's expression with the pool as its options and sends its message; a left click on a die's row or a fixed
 * result's cell adds one, a right click takes one away (fixed results may go negative, :326-362); the upgrade and
 * downgrade buttons change the pool (:287-318; they stop their events); each change redraws the pool's preview and
 * the simulated "Success chance" in place (`_updatePreview`, `_updateSimulationPreview`, :276-281, 371-408) — the
 * dialog never renders again. The Roll button is a plain button of the form: FormApplication's submit closes the
 * dialog after its click. Not emulated: sounds, flavour, sending the pool to a player, one-time effects and
 * ammunition, the preview's dice images (the preview is the expression as text).
 */
import type { JQueryDouble } from "../../applications/application-v1";
import { FormApplication, type FormApplicationOptions } from "../../applications/form-application-v1";
import { mergeObject } from "../../utils";
import { game } from "../../globals";
import { RollFFG, simulatedSuccess, type DicePoolFFG } from "./dice";

interface RollData {
  actor?: { _id?: string };
  token?: { _id?: string; name?: string };
}

export class RollBuilderFFG extends FormApplication {
  roll: { data: RollData; skillName?: string; item?: unknown; flavor?: string };
  dicePool: DicePoolFFG;
  description?: string;

  constructor(rollData: RollData, dicePool: DicePoolFFG, description?: string, skillName?: string, item?: unknown) {
    super();
    this.roll = { data: rollData, skillName, item };
    this.dicePool = dicePool;
    this.description = description;
  }

  static override get defaultOptions(): FormApplicationOptions {
    return mergeObject(super.defaultOptions, {
      id: "roll-builder",
      classes: ["starwarsffg", "roll-builder-dialog"],
      template: "systems/starwarsffg/templates/dice/roll-options-ffg.html",
      width: 350,
    });
  }

  override get title(): string {
    return this.description || game().i18n.localize("SWFFG.RollingDefaultTitle");
  }

  override getData(): Record<string, unknown> {
    const setting = (key: string) => game().settings.get("starwarsffg", key);
    const display = setting("displaySimulation");
    const symbols = ["advantage", "success", "threat", "failure", "triumph", "despair", "light", "dark"];
    return {
      isGM: game().user?.isGM === true,
      enableForceDie: setting("enableForceDie"),
      labels: { light: setting("destiny-pool-light"), dark: setting("destiny-pool-dark") },
      diceSymbols: Object.fromEntries(symbols.map((name) => [name, `[${name.slice(0, 2).toUpperCase()}]`])),
      simDisplay: (display === "GM" && game().user?.isGM === true) || display === "All",
      simCount: setting("rollSimulation"),
    };
  }

  override activateListeners(html: JQueryDouble): void {
    super.activateListeners(html);
    this._initializeInputs(html);
    this._activateInputs(html);
    html.find(".btn")[0]?.addEventListener("click", () => void this.#roll());
  }

  async #roll(): Promise<RollFFG> {
    const { item, flavor } = this.roll;
    const roll = new RollFFG(this.dicePool.renderDiceExpression(), item ?? {}, this.dicePool, flavor);
    await roll.toMessage({
      user: game().user?.id,
      speaker: { actor: this.roll.data?.actor?._id, alias: this.roll.data?.token?.name },
      flavor: `${game().i18n.localize("SWFFG.Rolling")} ${game().i18n.localize(this.roll.skillName ?? "")}...`,
    });
    return roll;
  }

  _updatePreview(html: JQueryDouble): void {
    const poolDiv = html.find(".dice-pool-dialog .dice-pool")[0];
    if (poolDiv) poolDiv.textContent = this.dicePool.renderDiceExpression();
    this._updateSimulationPreview();
  }

  _initializeInputs(html: JQueryDouble): void {
    for (const input of inputs(html)) input.value = String(this.dicePool[input.name]);
    this._updatePreview(html);
  }

  _activateInputs(html: JQueryDouble): void {
    for (const button of elements(html.find(".upgrade-buttons button"))) {
      button.addEventListener("click", (event) => {
        event.preventDefault();
        event.stopPropagation();
        const change = { "upgrade-ability": 1, "downgrade-ability": -1 }[button.id];
        const difficulty = { "upgrade-difficulty": 1, "downgrade-difficulty": -1 }[button.id];
        if (change) this.dicePool.upgrade(change);
        if (difficulty) this.dicePool.upgradeDifficulty(difficulty);
        this._initializeInputs(html);
      });
    }
    for (const row of elements(html.find(".pool-container, .pool-additional"))) {
      // The row's own input, or the next cell's (a fixed result's symbol is the cell before its counter).
      const input = () =>
        row.querySelector("input") ?? row.nextElementSibling?.querySelector<HTMLInputElement>("input") ?? null;
      row.addEventListener("click", () => this.#step(html, input(), 1));
      row.addEventListener("contextmenu", () => this.#step(html, input(), -1));
    }
  }

  #step(html: JQueryDouble, input: HTMLInputElement | null, by: number): void {
    if (!input) return;
    const allowNegative = input.closest(".pool-additional") !== null;
    if (by > 0 || Number(input.value) > 0 || allowNegative) {
      input.value = String(Number(input.value) + by);
      this.dicePool[input.name] = parseInt(input.value);
    }
    this._updatePreview(html);
  }

  override async _updateObject(): Promise<void> {}

  _updateSimulationPreview(): void {
    // A document-wide look-up, as the system's `$("#success_chance")`: the first open dialog's.
    const span = document.querySelector("#success_chance");
    if (!span) return;
    const chance = simulatedSuccess(this.dicePool, Number(game().settings.get("starwarsffg", "rollSimulation")));
    span.textContent = `${(chance * 100).toLocaleString(undefined, { maximumFractionDigits: 0 })}%`;
    span.classList.remove("likely", "unlikely");
    if (chance < 0.25) span.classList.add("unlikely");
    else if (chance > 0.75) span.classList.add("likely");
  }
}

const elements = (found: JQueryDouble): HTMLElement[] =>
  Array.from({ length: found.length }, (_, i) => found.get(i)).filter((element) => element !== undefined);
const inputs = (html: JQueryDouble): HTMLInputElement[] =>
  elements(html.find(".pool-value input, .pool-additional input")).filter(
    (input): input is HTMLInputElement => input instanceof HTMLInputElement,
  );
