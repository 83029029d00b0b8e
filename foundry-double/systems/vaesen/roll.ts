/**
 * Vaesen's roll (fvtt-fria-ligan/vaesen-foundry-vtt 7.3.0 at 71487830, script/util/roll.js) on the double's YZUR
 * (../kit/yzur.ts; the system vendors YZUR 6.0.0 as script/lib/yzur.js, its skill die locked on 6 alone):
 * - `prepareRollNewDialog(sheet, testName, baseDiceLines, damage, gear, talents, upgrades, injuries)` (:3-188): a V1
 *   `Dialog` titled "Test : <name>" (width 330) whose content is a string — each base line a read-only input (a
 *   conditions line left out under the world setting `conditionAlternativeRule`), the base pool's sum, selects
 *   `#gear` (one), `#talent`, `#criticalInjury`, `#upgrade` (multiple; an option's value is the item's name, its text
 *   "<name> (<bonus type>: <bonus>)"), inputs `#bonus` and `#damage`. No listener of its own: nothing is drawn again.
 * - Roll (:99-171): bonus + gear + skill or fear talents + upgrades + injuries, an "ignore conditions" talent taking
 *   the conditions line's penalty back once; `roll` → `rollDice` (:190-252): that many skill dice `Nds`, at least one,
 *   forged for the game `vae` (maxPush 1) and posted with the sheet's actor as speaker; the sheet keeps a copy.
 * - `push(sheet)` (:208-213): the sheet's copy pushed (YearZeroDie#push: every die not showing 6) and posted again.
 *   The chat card's push button (script/util/chat.js:960-977) pushes the message's roll, deletes it, posts anew.
 * Written with the DOM where the system uses jQuery; the chat card's template and the roll's breakdown are not.
 */
import { Dialog } from "../../applications/dialog-v1";
import type { JQueryDouble } from "../../applications/application-v1";
import { installedGlobal } from "../../globals";
import { chatMessage } from "../kit/globals";
import { YearZeroRoll } from "../kit/yzur";
import type { Plain } from "../kit/data";

interface Game {
  actors: { get(id: unknown): { id: string } | undefined };
  settings: { get(scope: string, key: string): unknown };
  i18n: { localize(key: string): string };
}
const game = () => installedGlobal<Game>("game");
const localize = (key: string) => game().i18n.localize(key);

/** A base line (attribute, skill, weapon, conditions, armor): its name and value; null where the sheet has none. */
export interface BaseLine {
  name: string;
  value: number;
  tooltip?: string;
  type?: "conditions";
}

/** A talent, critical injury or upgrade as the sheet offers it. */
export interface Bonus {
  name: string;
  bonus: number;
  bonusType?: string;
  description?: string;
}

/** What the sheet hands the roll: its actor, and the last roll it keeps for its Push button. */
export interface VaesenSheet {
  object: { _id: string };
  dices?: YearZeroRoll;
  lastTestName?: string;
  lastDamage?: number;
}

/** `CONFIG.vaesen`'s bonus types (script/config.js:23-41). */
export const BONUS_TYPES: Record<string, string> = {
  none: "BONUS_TYPE.NONE",
  skill: "BONUS_TYPE.SKILL",
  ignoreConditionSkill: "BONUS_TYPE.IGNORE_CONDITIONS_SKILL",
  ignoreConditionPhysical: "BONUS_TYPE.IGNORE_CONDITIONS_PHYSICAL",
  ignoreConditionMental: "BONUS_TYPE.IGNORE_CONDITIONS_MENTAL",
  damage: "BONUS_TYPE.DAMAGE",
  fear: "BONUS_TYPE.FEAR",
  bonusMentalRecovery: "BONUS_TYPE.MENTAL_RECOVERY",
  bonusPhysicalRecovery: "BONUS_TYPE.PHYSICAL_RECOVERY",
};
export const REQUIRES_BONUS = ["skill", "damage", "fear", "bonusMentalRecovery", "bonusPhysicalRecovery"];

const signed = (bonus: number) => (bonus > 0 ? `+${bonus}` : String(bonus));
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const row = (label: string, input: string) =>
  `<div class="flex row"><p style="text-transform: capitalize;">${label}: </p>${input}</div>`;

function baseLinesHtml(lines: readonly BaseLine[]): string {
  return lines.map((line) => row(line.name, `<input type="text" value="${line.value}" readonly/>`)).join("");
}

function gearHtml(gear: readonly Bonus[] | null): string {
  if (!gear?.length) return "";
  const options = gear.map((item) => `<option value="${item.bonus}">${item.name} (${signed(item.bonus)})</option>`);
  const none = `<option value="0">None (0)</option>`;
  return row(localize("GEAR.NAME"), `<select id="gear">${none}${options.join("")}</select>`);
}

/** An option's words: the bonus type, and its bonus where the type has one (buildSelectMultipleHtmlDialog). */
function bonusInfo(item: Bonus): string {
  const value = item.bonusType && REQUIRES_BONUS.includes(item.bonusType) ? item.bonus : null;
  const type = item.bonusType ? localize(BONUS_TYPES[item.bonusType] ?? "") : "";
  return type + (value ? `: ${signed(value)}` : "");
}

function multipleHtml(items: readonly Bonus[] | null, name: string, id: string): string {
  if (!items?.length) return "";
  const options = items.map(
    (item) => `<option value="${escaped(item.name)}">${escaped(item.name)} (${escaped(bonusInfo(item))})</option>`,
  );
  return row(localize(name), `<select id="${id}" multiple>${options.join("")}</select>`);
}

const inputHtml = (label: string, value: number, id: string) =>
  row(label, `<input id="${id}" style="text-align: center" type="text" value="${value}"/>`);

interface Offered {
  talents: readonly Bonus[] | null;
  injuries: readonly Bonus[] | null;
  upgrades: readonly Bonus[] | null;
  conditionsPenalties: number;
}

const selectedNames = (root: ParentNode, id: string): string[] => {
  const select = root.querySelector(`#${id}`);
  return select instanceof HTMLSelectElement ? [...select.selectedOptions].map((option) => option.value) : [];
};

/** A field's value as the callback reads it (`html.find("#id")[0].value`), "" where there is none. */
const valueOf = (root: ParentNode, id: string): string => {
  const field = root.querySelector(`#${id}`);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : "";
};

/** The dice the Roll button adds to the base pool (roll.js:99-171). */
function addedDice(root: ParentNode, offered: Offered): number {
  const bonus = Number.parseInt(valueOf(root, "bonus"), 10);
  const gear = root.querySelector("#gear") ? Number.parseInt(valueOf(root, "gear"), 10) : 0;
  let talent = 0;
  let ignored = false;
  for (const name of selectedNames(root, "talent")) {
    const chosen = offered.talents?.find((x) => x.name === name);
    const type = chosen?.bonusType ?? "";
    if (type === "skill" || type === "fear") talent += Number(chosen?.bonus);
    else if (type.startsWith("ignoreCondition") && !ignored) {
      talent += -offered.conditionsPenalties;
      ignored = true;
    }
  }
  const sum = (id: string, items: readonly Bonus[] | null) =>
    selectedNames(root, id).reduce((total, name) => total + Number(items?.find((x) => x.name === name)?.bonus ?? 0), 0);
  return bonus + gear + talent + sum("upgrade", offered.upgrades) + sum("criticalInjury", offered.injuries);
}

/** The window a V1 dialog hands its callbacks (jQuery, here), as an element. */
const rootOf = (html: JQueryDouble | HTMLElement): ParentNode =>
  html instanceof HTMLElement ? html : (html.get(0) ?? document);

export function prepareRollNewDialog(
  sheet: VaesenSheet,
  testName: string,
  baseDiceLines: readonly (BaseLine | null)[] = [],
  damageDefault: number | null = null,
  gearBonus: readonly Bonus[] | null = null,
  talentBonus: readonly Bonus[] | null = null,
  recoveryBonus: readonly Bonus[] | null = null,
  criticalInjuryBonus: readonly Bonus[] | null = null,
): Dialog {
  const alternative = game().settings.get("vaesen", "conditionAlternativeRule") === true;
  const lines = baseDiceLines.filter((line): line is BaseLine => !!line && !(line.type && alternative));
  const baseDice = lines.reduce((sum, line) => sum + line.value, 0);
  const conditionsPenalties = lines.find((line) => line.type === "conditions")?.value ?? 0;
  const offered = { talents: talentBonus, injuries: criticalInjuryBonus, upgrades: recoveryBonus, conditionsPenalties };
  const extras = [
    gearHtml(gearBonus),
    multipleHtml(talentBonus, "TALENT.NAME", "talent"),
    multipleHtml(criticalInjuryBonus, "CRITICAL_INJURY.NAME", "criticalInjury"),
    multipleHtml(recoveryBonus, "UPGRADE.NAME", "upgrade"),
    inputHtml(localize("ROLL.BONUS"), 0, "bonus"),
    damageDefault === null ? "" : inputHtml(localize("ROLL.DAMAGE"), damageDefault, "damage"),
  ];
  const content =
    `<div class='vaesen roll-dialog'><div class="roll-fields">` +
    `<h2 class="title">${localize("ROLL.TEST")}: ${testName}</h2>` +
    `<div class="flex column grow align-center heavy-border">${baseLinesHtml(lines)}` +
    `<div><strong>${localize("ROLL.BASE.POOL")}:</strong> ${baseDice}</div></div>` +
    `<div class="flex column grow align-center light-border">${extras.join("")}</div></div></div>`;
  const dialog = new Dialog(
    {
      title: `Test : ${testName}`,
      content,
      buttons: {
        roll: {
          icon: '<i class="fas fa-check"></i>',
          label: localize("ROLL.ROLL"),
          callback: (html) => {
            const root = rootOf(html);
            const damage = root.querySelector("#damage") ? Number.parseInt(valueOf(root, "damage"), 10) : 0;
            void roll(sheet, testName, baseDice, 0, addedDice(root, offered), damage);
          },
        },
        cancel: { icon: '<i class="fas fa-times"></i>', label: localize("ROLL.CANCEL"), callback: () => undefined },
      },
      default: "roll",
    },
    { width: 330 },
  );
  dialog.render(true);
  return dialog;
}

export async function roll(
  sheet: VaesenSheet,
  testName: string,
  attribute: number,
  skill: number,
  bonus: number,
  damage: number,
): Promise<YearZeroRoll> {
  sheet.lastTestName = testName;
  sheet.lastDamage = damage;
  return rollDice(sheet, attribute + skill + bonus);
}

/** Pushes the sheet's last roll and posts it (the sheet's Push button). */
export async function push(sheet: VaesenSheet): Promise<void> {
  if (!sheet.dices) return;
  await sheet.dices.push();
  await sheet.dices.toMessage();
}

async function rollDice(sheet: VaesenSheet, numberOfDice: number): Promise<YearZeroRoll> {
  const actor = game().actors.get(sheet.object._id);
  const options: Plain = { name: sheet.lastTestName, damage: sheet.lastDamage, game: "vae", maxPush: 1 };
  // At least one die; forge's formula of no number (a bonus typed as words) is invalid, and YZUR rolls "1ds".
  const number = Math.max(1, numberOfDice);
  const formula = Number.isNaN(number) ? "1ds" : YearZeroRoll.formulaOf([{ term: "s", number }]);
  const rolled = new YearZeroRoll(formula, {}, options);
  await rolled.evaluate();
  await rolled.toMessage({ speaker: chatMessage().getSpeaker({ actor }) });
  sheet.dices = duplicate(rolled);
  return rolled;
}

/** Roll#duplicate: the roll rebuilt from its data. */
const duplicate = (rolled: YearZeroRoll): YearZeroRoll => {
  const copy = YearZeroRoll.fromData(rolled.toJSON());
  return copy instanceof YearZeroRoll ? copy : rolled;
};

/** The chat card's push button: the message's roll copied, the message deleted, the copy pushed and posted. */
export async function pushMessage(message: { rolls: unknown[]; delete(): Promise<unknown> }): Promise<void> {
  const first = message.rolls[0];
  if (!(first instanceof YearZeroRoll)) return;
  const copy = duplicate(first);
  await message.delete();
  await copy.push();
  await copy.toMessage();
}
