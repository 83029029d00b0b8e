import { WFRP4E_ROLL, wfrp4eOdds, type Wfrp4eQuestion } from "../core/wfrp4e-odds";
import { wfrp4eLabels } from "../ui/wfrp4e-labels";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { field } from "../../../foundry/systems/system-reads";
import { numberOf, settingOf, testDataVisible } from "./settings";

/**
 * WFRP 4e's roll dialogs (docs/systems-wfrp4e.md "The dialog"): warhammer-lib's WarhammerRollDialogV2 under the
 * system's RollDialog, a HandlebarsApplicationMixin(ApplicationV2) that renders again on every change of a field
 * (roll-dialogV2.js:591-605 at bcb80ca4), so `renderRollDialog` — fired for every WFRP roll dialog — carries each
 * change. The question is read from `app.fields` after _prepareContext, the automatic modifiers (advantage) on top
 * of the typed ones, and the target worked out as the test will (test-wfrp4e.js:11-32, :67-72; characteristic-test.js:20-23;
 * skill-test.js:21-48 at 32897839). Read: a characteristic's test and a skill's; a weapon's, a spell's, a prayer's
 * and a trait's (the subclasses) draw nothing.
 */

const READ = new Set(["CharacteristicDialog", "SkillDialog"]);

/** `owner[key].value` as a number, or null. */
const valueOf = (owner: unknown, key: string): number | null => numberOf(field(field(owner, key), "value"));

/** The value the test starts from: the characteristic, the skill's total, or the chosen characteristic + advances. */
function baseOf(data: unknown, fields: unknown): number | null {
  const characteristics = field(field(data, "actor"), "characteristics");
  const skill = field(data, "skill");
  if (!skill) return valueOf(characteristics, String(field(data, "characteristic")));
  const chosen = field(fields, "characteristic");
  if (typeof chosen === "string" && chosen !== field(field(skill, "characteristic"), "key")) {
    const characteristic = valueOf(characteristics, chosen);
    const advances = valueOf(skill, "advances");
    return characteristic === null || advances === null ? null : characteristic + advances;
  }
  return valueOf(skill, "total");
}

/** The difficulty's modifier as the test reads it (`config.difficultyModifiers[difficulty]`, or a number; else 0). */
function difficultyOf(difficulty: unknown): number {
  if (typeof difficulty !== "string") return numberOf(difficulty) ?? 0;
  const modifiers: unknown = field(field(field(game, "wfrp4e"), "config"), "difficultyModifiers");
  return numberOf(field(modifiers, difficulty)) ?? 0;
}

/** The test the dialog would make now, or null where it is not one the adapter reads. */
function questionOf(app: unknown): Wfrp4eQuestion | null {
  if (typeof app !== "object" || app === null || !READ.has(app.constructor.name)) return null;
  const data = field(app, "data");
  const fields = field(app, "fields");
  const base = baseOf(data, fields);
  const modifier = numberOf(field(fields, "modifier")) ?? 0;
  const hitLocation = field(fields, "hitLocation");
  return {
    target: base === null ? null : base + modifier + difficultyOf(field(fields, "difficulty")),
    automaticSuccess: numberOf(settingOf("automaticSuccess")) ?? 5,
    automaticFailure: numberOf(settingOf("automaticFailure")) ?? 96,
    criticals: (hitLocation !== "none" && Boolean(hitLocation)) || settingOf("criticalsFumblesOnAllTests") === true,
  };
}

export const wfrp4eDialog: SystemDialog = {
  // The system's own, fired for every WFRP roll dialog on each render (every change of a field renders it again).
  renderHook: "renderRollDialog",
  read(app) {
    const question = questionOf(app);
    if (!question) return null;
    return { odds: () => wfrp4eOdds(question), labels: wfrp4eLabels, targetVisible: testDataVisible(field(field(app, "data"), "actor")) };
  },
  place(_app, element) {
    // The footer part is drawn again on each render; the panel goes before it, in .window-content, in no part.
    const footer = element.querySelector<HTMLElement>('.window-content > [data-application-part="footer"]');
    const roll = footer?.querySelector<HTMLElement>('button[type="submit"]');
    if (!footer || !roll) return null;
    return { panelBefore: footer, choices: new Map([[WFRP4E_ROLL, roll]]) };
  },
};
