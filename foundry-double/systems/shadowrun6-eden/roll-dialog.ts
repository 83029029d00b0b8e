/**
 * Shadowrun 6e's roll dialog (shadowrun6-eden 4.0.7 at d2c27e19): `doRoll` → `_showRollDialog` (module/Rolls.js
 * :21-240) renders templates/dialog/configurable-roll-dialog.html and opens a `RollDialog extends Dialog` (V1,
 * module/applications/RollDialog.js:35) with its prepared roll (`prepared`), a `ConfiguredRoll` (`dialogResult`) and
 * the actor's Edge; buttons "normal" (and "bought" where hits may be bought). The dialog never renders again: its
 * listeners change it in place (:52-97) — the modifier and the wound and sustaining checkboxes recompute the pool
 * label (`_updateDicePool`, :424-447), the Edge boost "add Edge to the pool" ticks the hidden `explode` checkbox and
 * sets `edgePoolIgnoringCap` to the actor's Edge maximum (`_performEdgeBoostOrAction`, :449-493). On "normal",
 * `_dialogClosed` (Rolls.js:300-410) reads the form — threshold, wild die, explode — sets the pool (the modifier in,
 * `checkHardDiceCap` adding the Edge pool) and `createFormula` (:416-452) builds `<regular>d6[x6]cs>=5` and, with the
 * wild die, `+ 1d6[x6]cs>=5`, adding the Edge pool once more (`checkHardDiceCap` again); the SR6Roll goes to chat.
 * Not emulated: attack ratings, firing modes, spells, grunt groups, extended tests' throws, Edge's other boosts and
 * its spending, the hard dice cap setting (off by default).
 */
import { Dialog } from "../../applications/dialog-v1";
import type { JQueryDouble } from "../../applications/application-v1";
import { renderTemplate } from "../kit/globals";
import { game } from "../../globals";
import { partOf } from "../kit/driver";
import type { Plain } from "../kit/data";
import { SR6Roll } from "./sr6-roll";

const TEMPLATE = "systems/shadowrun6-eden/templates/dialog/configurable-roll-dialog.html";

/** A prepared roll as a sheet hands it (`PreparedRoll`): the pool, the threshold, the roll's title and actor. */
export interface PreparedRoll {
  pool: number;
  calcPool: number;
  threshold: number;
  modifier: number;
  title: string;
  actor?: { name: string; system: { edge: { value: number; max: number } }; getWoundModifier(): number };
  /** `ChatMessage.getSpeaker({ actor })`, as the actor's roll methods set it (documents/actor.js `rollSkill`). */
  speaker?: Plain;
  useWildDie?: boolean;
  edgePoolIgnoringCap: number;
  allowBuyHits?: boolean;
}

/** The roll the dialog returns (`ConfiguredRoll`): copied from the prepared one, filled on close. */
type ConfiguredRoll = Plain & { pool: number; edgePoolIgnoringCap: number };

const formField = (form: ParentNode, name: string): HTMLInputElement | null =>
  form.querySelector<HTMLInputElement>(`[name="${name}"]`);

/** The dialog's form, or an error where the window has none. */
const formOf = (html: JQueryDouble): HTMLFormElement =>
  partOf<HTMLFormElement>(html.get(0) ?? document, "form.sr6-roll-dialog", "The roll dialog has no form");

export class RollDialog extends Dialog {
  actor: PreparedRoll["actor"];
  prepared: PreparedRoll;
  dialogResult: ConfiguredRoll;
  edge: number;
  html: JQueryDouble | null = null;

  constructor(data: ConstructorParameters<typeof Dialog>[0], options: Plain & { prepared: PreparedRoll }) {
    super(data, options);
    this.prepared = options.prepared;
    this.actor = options.prepared.actor;
    this.dialogResult = { ...options.prepared, actor: options.prepared.actor };
    this.edge = this.actor?.system.edge.value ?? 0;
  }

  override activateListeners(html: JQueryDouble): void {
    super.activateListeners(html);
    this.html = html;
    const on = (selector: string, listener: () => void) => {
      const found = html.find(selector);
      for (let i = 0; i < found.length; i++) found.get(i)?.addEventListener("change", listener);
    };
    on("#modifier", () => this._updateDicePool());
    on("#useWoundModifier", () => this._updateDicePool());
    on("#useSustainedSpellModifier", () => this._updateDicePool());
    on(".edgeBoosts", () => this._onEdgeBoost());
  }

  /** The pool label: the prepared pool, the modifier, the wounds if ticked (`_updateDicePool`). */
  _updateDicePool(): void {
    const form = formOf(this.element);
    const modifier = Number.parseInt(formField(form, "modifier")?.value ?? "", 10) || 0;
    const wounds = form.querySelector<HTMLInputElement>("#useWoundModifier")?.checked ?? false;
    const woundMod = this.actor ? this.actor.getWoundModifier() : 0;
    this.prepared.calcPool = Math.max(0, this.prepared.pool + modifier - (wounds ? woundMod : 0));
    partOf(form, "label[name='dicePool']", "No pool label").textContent = String(this.prepared.calcPool);
  }

  /** Only "add Edge to the pool" is emulated: sixes explode, the Edge maximum joins the pool past the cap. */
  _onEdgeBoost(): void {
    const form = formOf(this.element);
    const boost = form.querySelector<HTMLSelectElement>(".edgeBoosts")?.value;
    if (boost === "add_edge_pool" && this.actor) {
      this.prepared.edgePoolIgnoringCap = this.actor.system.edge.max;
      this.dialogResult.edgePoolIgnoringCap = this.actor.system.edge.max;
      partOf<HTMLInputElement>(form, 'input[name="explode"]', "No explode checkbox").checked = true;
    }
    this._updateDicePool();
  }
}

/** `createFormula` (Rolls.js:416-452): the Edge pool added once more, the wild die a term of its own. */
function createFormula(configured: ConfiguredRoll): string {
  const regular = configured.pool + configured.edgePoolIgnoringCap;
  const wild = configured.useWildDie ? 1 : 0;
  const explode = configured.explode ? "x6" : "";
  return `${regular - wild}d6${explode}cs>=5${wild ? ` + 1d6${explode}cs>=5` : ""}`;
}

/** `_dialogClosed` for "normal" (Rolls.js:300-410): the form read into the configured roll, its SR6Roll. */
function dialogClosed(html: JQueryDouble, prepared: PreparedRoll, configured: ConfiguredRoll): SR6Roll {
  const form = formOf(html);
  const threshold = formField(form, "threshold")?.value ?? "";
  configured.threshold = threshold.length > 0 ? Number.parseInt(threshold, 10) : 0;
  configured.useWildDie = formField(form, "useWildDie")?.checked ? 1 : 0;
  configured.explode = formField(form, "explode")?.checked === true;
  configured.extended = formField(form, "extended")?.checked === true;
  configured.rollMode = form.querySelector<HTMLSelectElement>('[name="rollMode"]')?.value;
  const modifier = Number.parseInt(formField(form, "modifier")?.value ?? "", 10) || 0;
  const wounds = form.querySelector<HTMLInputElement>("#useWoundModifier")?.checked ?? false;
  const woundMod = wounds && prepared.actor ? prepared.actor.getWoundModifier() : 0;
  configured.pool = Math.max(0, prepared.pool + modifier - woundMod) + configured.edgePoolIgnoringCap;
  return new SR6Roll(createFormula(configured), configured);
}

/** `doRoll` (Rolls.js:21-38): the dialog, then the roll to chat in the dialog's roll mode. */
export async function doRoll(prepared: PreparedRoll): Promise<SR6Roll | null> {
  const rollModes = Object.fromEntries(["publicroll", "gmroll", "blindroll", "selfroll"].map((m) => [m, m]));
  const content = await renderTemplate(TEMPLATE, {
    data: { ...prepared, edge: prepared.actor?.system.edge.value },
    rollModes,
  });
  const title = prepared.actor ? `${prepared.actor.name}: ${prepared.title}` : prepared.title;
  const roll = await new Promise<SR6Roll | null>((resolve) => {
    let dialog: RollDialog | null = null;
    const normal = {
      icon: '<i class="fas fa-dice-six"></i>',
      // Rolls.js localizes the label itself: Foundry's V1 Dialog draws a button's label as it is given.
      label: game().i18n.localize("shadowrun6.rollType.normal"),
      callback: (html: JQueryDouble | HTMLElement) => {
        if (dialog && !(html instanceof HTMLElement)) resolve(dialogClosed(html, prepared, dialog.dialogResult));
      },
    };
    dialog = new RollDialog(
      { title, content, buttons: { normal }, default: "normal", close: () => resolve(null) },
      { width: 550, jQuery: true, prepared },
    );
    dialog.render(true);
  });
  if (!roll) return null;
  await roll.evaluate();
  // The system hands its configured roll as the message's data (`_r.toMessage(_r.configured, …)`): of its keys only
  // the speaker, copied from the prepared roll, is a message field; Foundry's data model keeps none of the others
  // (the roll carries them, in its JSON).
  const speaker = roll.configured.speaker;
  await roll.toMessage(speaker ? { speaker } : {}, { rollMode: String(roll.configured.rollMode ?? "publicroll") });
  return roll;
}
