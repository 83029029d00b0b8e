/**
 * Blades in the Dark's actor and rolls (Dez384/foundryvtt-blades-in-the-dark 6.1.1 at bafff200):
 * - `BladesActor#getRollData` / `getAttributeDiceToThrow` (module/blades-actor.js:31-66): an action's rating, an
 *   attribute's its bonus plus its actions above 0, the vice the least of the three attributes;
 * - `rollAttributePopup` (:79-232): the content string (`mod`; for an action the roll-type radios, the last checked
 *   winning as HTML has it, `pos`, `fx`, `pos2`, `extraThreats`, `qty`, `tier`), opened by `openFormDialog`'s
 *   `DialogV2.wait` (lib/dialog-compat.js:59-114), its Roll button reading the form into plain values;
 * - `bladesRoll` (module/blades-roll.js:11-29): below 0 as 0, zero dice as two, a threat roll's extra dice; the
 *   message `{speaker, content, rolls: [r]}` (:207-223), its status `getBladesRollStatus` (:235-284).
 * Not emulated: the cards' templates (a line with the status stands in), threat rolls' sorting of the roll's results
 * (:87-90), crew tier lookup (an actor's `crewTier` stands in), the V1 Dialog fallback, game.model's attribute list
 * (the actor's own attributes, the same keys).
 */
import { ActorDouble } from "../../documents/actor";
import { Roll } from "../../dice/roll";
import { installedGlobal } from "../../globals";
import { chatMessage } from "../kit/globals";
import { read, type Plain } from "../kit/data";

interface Game {
  i18n: { localize(key: string): string };
  settings: { get(scope: string, key: string): unknown };
}
const game = () => installedGlobal<Game>("game");
const t = (key: string) => game().i18n.localize(key);

/** An object's own entries, each value unknown (the system's data as the double stores it: plain records). */
const entries = (value: unknown): [string, unknown][] =>
  typeof value === "object" && value !== null ? Object.keys(value).map((key) => [key, Reflect.get(value, key)]) : [];

interface DialogButton {
  action: string;
  label: string;
  default?: boolean;
  callback: (event: Event, button: HTMLButtonElement, dialog: { element: HTMLElement }) => unknown;
}
const dialogV2 = () =>
  installedGlobal<{ applications: { api: { DialogV2: { wait(config: Plain): Promise<unknown> } } } }>("foundry")
    .applications.api.DialogV2;

/** `normalizeFormData` (lib/dialog-compat.js:14-31): FormData's entries as plain values. */
function formValues(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  return Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
}

const options = (values: readonly (string | number)[], selected: string | number, label = (v: string) => v) =>
  values.map((v) => `<option value="${v}"${v === selected ? " selected" : ""}>${label(String(v))}</option>`).join("");

export class BladesActor extends ActorDouble {
  /** Each attribute's name and its actions' names and ratings (template.json's `attributes.<a>.skills.<s>.value`). */
  private get attributes(): { name: string; bonus: number; skills: [string, unknown][] }[] {
    return entries(read(this.system, "attributes")).map(([name, data]) => ({
      name,
      bonus: Number(read(data, "bonus")) || 0,
      skills: entries(read(data, "skills")).map(([skill, rated]) => [skill, read(rated, "value")]),
    }));
  }

  /** :31-36 (the double's base getRollData is the system data, as Foundry's). */
  override getRollData(): Plain {
    return { ...super.getRollData(), dice_amount: this.getAttributeDiceToThrow() };
  }

  /** :41-66. */
  getAttributeDiceToThrow(): Record<string, number> {
    const dice: Record<string, number> = { "BITD.Vice": 4 };
    for (const { name: attribute, bonus, skills } of this.attributes) {
      dice[attribute] = bonus;
      for (const [skill, value] of skills) {
        dice[skill] = Number.parseInt(String(value), 10);
        if ((dice[skill] ?? 0) > 0) dice[attribute] = (dice[attribute] ?? 0) + 1;
      }
      dice["BITD.Vice"] = Math.min(dice.insight ?? NaN, dice.prowess ?? NaN, dice.resolve ?? NaN);
    }
    return dice;
  }

  isAttributeAction(name: string): boolean {
    return this.attributes.some(({ skills }) => skills.some(([skill]) => skill === name));
  }

  /** :79-232, the content as the method builds it (its words the double's English). */
  async rollAttributePopup(attributeName: string, defaultDice = 0): Promise<void> {
    const sanitized = Math.max(0, Math.min(Math.floor(Number(defaultDice) || 0), 10));
    const tier = Number(read(this.system, "crewTier") ?? 0) || 0;
    const modifiers = options([-3, -2, -1, 0, 1, 2, 3], 0, (v) => `${Number(v) >= 0 ? "+" : ""}${v}d`);
    let content = `<h2>${t("BITD.Roll")} ${attributeName}</h2><form class="bitd-roll-dialog">
      <div class="form-group"><label>${t("BITD.Modifier")}:</label>
      <select id="mod" name="mod">${modifiers}</select></div>`;
    if (this.isAttributeAction(attributeName)) {
      const radio = (value: string, checked: boolean) => {
        const input = `<input type="radio" name="rollSelection" value="${value}"${checked ? " checked=true" : ""}>`;
        return `<label>${input} ${value}</label>`;
      };
      content += `<fieldset class="form-group">`;
      if (game().settings.get("blades-in-the-dark", "ActionRoll"))
        content += `<div>${radio("actionRoll", true)}
          <select name="pos">${options(["controlled", "risky", "desperate"], "risky")}</select>
          <select name="fx">${options(["limited", "standard", "great"], "standard")}</select></div>`;
      if (game().settings.get("blades-in-the-dark", "ThreatRoll"))
        content += `<div>${radio("threatRoll", true)}
          <select name="pos2">${options(["risky", "desperate"], "risky")}</select>
          <select name="extraThreats">${options([0, 1, 2, 3, 4, 5], -1)}</select></div>`;
      const others = ["fortune", "gatherInfo", "indulgeVice", "engagement", "acquireAsset"].map((v) => radio(v, false));
      const crewTier = `<option value="${tier}" selected disabled hidden>${tier}</option>`;
      content += `<div>${others.join("")}
          <select name="qty">${options([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], sanitized, (v) => `${v}d`)}</select>
          <select name="tier">${crewTier}${options([0, 1, 2, 3, 4], -1)}</select>
        </div></fieldset>`;
    }
    content += `<div><label>${t("BITD.Notes")}:</label><input name="note" type="text" value=""></div></form>`;
    const ok: DialogButton = {
      action: "ok",
      label: t("BITD.Roll"),
      default: true,
      callback: (_event, _button, dialog) => formValues(dialog.element.querySelector("form")),
    };
    const cancel: DialogButton = { action: "cancel", label: "Close", callback: () => undefined };
    const result = await dialogV2().wait({
      window: { title: `${t("BITD.Roll")} ${attributeName}` },
      content,
      buttons: [ok, cancel],
    });
    if (!result || result === "cancel" || typeof result !== "object") return;
    const chosen = Object.fromEntries(entries(result).map(([key, value]) => [key, String(value)]));
    await this.#rollChosen(attributeName, chosen, sanitized, tier);
  }

  /** :168-231. */
  async #rollChosen(name: string, chosen: Record<string, string | undefined>, sanitized: number, tier: number) {
    const modifier = Number(chosen.mod ?? 0) || 0;
    const dice = this.getAttributeDiceToThrow();
    const rating = (dice[name] ?? 0) + modifier;
    if (!this.isAttributeAction(name)) return bladesRoll(rating, name);
    switch (chosen.rollSelection ?? "actionRoll") {
      case "threatRoll":
        return bladesRoll(
          rating,
          name,
          chosen.pos2 ?? "risky",
          "BITD.ThreatRoll",
          Number(chosen.extraThreats ?? 0) || 0,
        );
      case "fortune":
        return bladesRoll(rating, "BITD.Fortune");
      case "gatherInfo":
        return bladesRoll(rating, "BITD.GatherInformation");
      case "indulgeVice":
        return bladesRoll((dice["BITD.Vice"] ?? 0) + modifier, "BITD.Vice");
      case "engagement":
        return bladesRoll(Number(chosen.qty ?? sanitized) || 0, "BITD.Engagement");
      case "acquireAsset":
        return bladesRoll((Number(chosen.tier ?? tier) || 0) + modifier, "BITD.AcquireAsset");
      default:
        return bladesRoll(rating, name, chosen.pos ?? "risky", chosen.fx ?? "standard");
    }
  }
}

/** blades-roll.js:235-284. */
export function getBladesRollStatus(results: readonly number[], zeromode: boolean): string {
  const sorted = [...results].sort();
  if (sorted[0] === 6 && zeromode) return "success";
  const use = (zeromode ? sorted[0] : sorted.at(-1)) ?? 0;
  const previous = !zeromode && sorted.length >= 2 ? sorted.at(-2) : undefined;
  if (use <= 3) return "failure";
  if (use === 6) return previous === 6 ? "critical-success" : "success";
  return "partial-success";
}

/** blades-roll.js:11-29, 207-223: the roll, then its message. */
export async function bladesRoll(dice: number, name: string, position = "", effect = "", extra = 0): Promise<void> {
  let amount = Math.max(dice, 0);
  const zeromode = amount === 0;
  if (zeromode) amount = 2;
  if (effect === "BITD.ThreatRoll") amount += extra;
  const roll = new Roll(`${amount}d6`, {});
  await roll.evaluate();
  const results = roll.dice[0]?.results.map(({ result }) => result) ?? [];
  const status = getBladesRollStatus(results, zeromode);
  const content = `<div class="blades-roll"><div class="die ${status}">${name} ${position} ${status}</div></div>`;
  await chatMessage().create({ speaker: chatMessage().getSpeaker({}), content, rolls: [roll] });
}
