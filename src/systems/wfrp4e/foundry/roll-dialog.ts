import { WFRP4E_ROLL, type Wfrp4eQuestion } from "../core/wfrp4e-odds";
import { wfrp4eAnyOdds, type Wfrp4eSpellQuestion } from "../core/wfrp4e-spells";
import { wfrp4eDefenceChance, withOpposed, type Wfrp4eRolledSide } from "../core/wfrp4e-opposed";
import { wfrp4eLabelsFor } from "../ui/wfrp4e-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog } from "../../../foundry/systems/system-adapter";
import { numberOf, settingOf, testDataVisible } from "./settings";
import { ingredientAtHand, spellQuestion } from "./spell-question";
import { messageTargetVisible } from "./test-messages";
import { attackOf, slRulesOf, testQuestion, valueField } from "./test-question";

/**
 * WFRP 4e's roll dialogs (docs/systems-wfrp4e.md "The dialog"): warhammer-lib's WarhammerRollDialogV2 under the
 * system's RollDialog, a HandlebarsApplicationMixin(ApplicationV2) that renders again on every change of a field
 * (roll-dialogV2.js:591-605 at bcb80ca4), so `renderRollDialog` — fired for every WFRP roll dialog — carries each
 * change. The question is read from `app.fields` after _prepareContext, the automatic modifiers (advantage, a called
 * shot) on top of the typed ones, and the target worked out as each test class will (at 32897839):
 * - a characteristic's and a skill's: characteristic-test.js:20-23, skill-test.js:21-48;
 * - a weapon's: its skill's total, else WS or BS by its attack type — never the dialog's characteristic field
 *   (weapon-test.js:24-32); a trait's: its skill's total, else the characteristic chosen, which SkillDialog's
 *   computeFields copies into `data.characteristic` (skill-dialog.js:99-104, trait-test.js:20-40);
 * - a prayer's: the Pray skill's total or Fellowship set by the dialog as `data.target` (prayer-dialog.js,
 *   prayer-test.js:10-12);
 * - a cast's: the Language (Magick) total or the characteristic, set by the dialog as `data.target` (cast-dialog.js
 *   setupData, cast-test.js:19-21); a channel's: its Channelling skill's total where the actor has it, else the
 *   characteristic chosen (channel-test.js computeTargetNumber), as a trait's;
 * then the modifier and the difficulty (test-wfrp4e.js:11-32, :67-72). A spell's test then judges its SL against the
 * spell's CN (spell-question.ts).
 */

/** How a dialog class's test finds the value it starts from: null where it is not known. */
type Base = (kit: RuleSetKit, data: unknown, fields: unknown) => number | null;

/** The dialog's `data.characteristic`'s value on the actor. */
function chosenCharacteristic(kit: RuleSetKit, data: unknown): number | null {
  return valueField(kit, characteristicsOf(kit, data), String(kit.systems.field(data, "characteristic")));
}

/** A test from its skill's total where the dialog names one, else from the characteristic the dialog chose. */
function skillOrCharacteristic(kit: RuleSetKit, data: unknown): number | null {
  return valueField(kit, kit.systems.field(data, "skill"), "total") ?? chosenCharacteristic(kit, data);
}

/** The target the dialog itself set (`data.target`). */
const setTarget: Base = (kit, data) => numberOf(kit.systems.field(data, "target"));

/** A weapon's skill's total, else WS or BS by its attack type. */
function weaponBase(kit: RuleSetKit, data: unknown): number | null {
  const { field } = kit.systems;
  const characteristic = field(field(data, "weapon"), "attackType") === "ranged" ? "bs" : "ws";
  return (
    valueField(kit, field(data, "skill"), "total") ?? valueField(kit, characteristicsOf(kit, data), characteristic)
  );
}

/** The value each dialog class's test starts from, or null where it is not known. */
const BASES: Record<string, Base> = {
  CharacteristicDialog: chosenCharacteristic,
  SkillDialog: skillBase,
  WeaponDialog: weaponBase,
  TraitDialog: skillOrCharacteristic,
  PrayerDialog: setTarget,
  CastDialog: setTarget,
  ChannellingDialog: skillOrCharacteristic,
};
const SPELL_TESTS: Record<string, "cast" | "channel"> = { CastDialog: "cast", ChannellingDialog: "channel" };

function characteristicsOf(kit: RuleSetKit, data: unknown): unknown {
  const { field } = kit.systems;
  return field(field(data, "actor"), "characteristics");
}

/** A skill's total, or the chosen characteristic + the skill's advances where the dialog's characteristic differs. */
function skillBase(kit: RuleSetKit, data: unknown, fields: unknown): number | null {
  const { field } = kit.systems;
  const skill = field(data, "skill");
  const chosen = field(fields, "characteristic");
  if (typeof chosen === "string" && chosen !== field(field(skill, "characteristic"), "key")) {
    const characteristic = valueField(kit, characteristicsOf(kit, data), chosen);
    const advances = valueField(kit, skill, "advances");
    return characteristic === null || advances === null ? null : characteristic + advances;
  }
  return valueField(kit, skill, "total");
}

/** The difficulty's modifier as the test reads it (`config.difficultyModifiers[difficulty]`, or a number; else 0). */
function difficultyOf(kit: RuleSetKit, difficulty: unknown): number {
  const { field } = kit.systems;
  if (typeof difficulty !== "string") return numberOf(difficulty) ?? 0;
  const modifiers: unknown = field(field(field(game, "wfrp4e"), "config"), "difficultyModifiers");
  return numberOf(field(modifiers, difficulty)) ?? 0;
}

/** What the dialog's test names besides success and failure: an attack's item, a prayer's Sin. */
function moreOf(kit: RuleSetKit, kind: string, data: unknown): Pick<Wfrp4eQuestion, "attack" | "sin"> {
  const { field } = kit.systems;
  if (kind === "WeaponDialog") return { attack: attackOf(kit, field(data, "weapon")) };
  if (kind === "TraitDialog") return { attack: attackOf(kit, field(data, "trait")) };
  if (kind === "PrayerDialog")
    return { sin: valueField(kit, field(field(field(data, "actor"), "system"), "status"), "sin") ?? 0 };
  return {};
}

/** Whether the test will have a hit location: the field set, and not to *None* (test-wfrp4e.js:21). */
function hasHitLocation(kit: RuleSetKit, fields: unknown): boolean {
  const hitLocation = kit.systems.field(fields, "hitLocation");
  return hitLocation !== "none" && Boolean(hitLocation);
}

/** A spell test's question: the spell as the dialog holds it, the dialog's fields (spell-question.ts). */
function spellTestOf(
  kit: RuleSetKit,
  kind: "cast" | "channel",
  target: number | null,
  data: unknown,
  fields: unknown,
): Wfrp4eSpellQuestion | null {
  const { field } = kit.systems;
  const system = field(field(data, "spell"), "system");
  return spellQuestion(kit, {
    kind,
    target,
    system,
    storedCn: false,
    channelled: numberOf(field(field(system, "cn"), "SL")) ?? 0,
    ingredient: ingredientAtHand(kit, field(system, "ingredient")),
    fields,
    wpBonus: numberOf(field(field(characteristicsOf(kit, data), "wp"), "bonus")) ?? 0,
    womOvercast: settingOf(kit, "useWoMOvercast") === true,
    hitLocation: hasHitLocation(kit, fields),
  });
}

/** The dialog's class name, which says which test it will make. */
const kindOf = (app: unknown): string => (typeof app === "object" && app !== null ? app.constructor.name : "");

/** The test the dialog would make now, or null where it is not one the adapter reads. */
function questionOf(kit: RuleSetKit, app: unknown): Wfrp4eQuestion | Wfrp4eSpellQuestion | null {
  const { field } = kit.systems;
  const kind = kindOf(app);
  const base = BASES[kind];
  if (!base) return null;
  const data = field(app, "data");
  const fields = field(app, "fields");
  const start = base(kit, data, fields);
  const target =
    start === null
      ? null
      : start + (numberOf(field(fields, "modifier")) ?? 0) + difficultyOf(kit, field(fields, "difficulty"));
  const spell = SPELL_TESTS[kind];
  if (spell) return spellTestOf(kit, spell, target, data, fields);
  return testQuestion(kit, target, hasHitLocation(kit, fields), moreOf(kit, kind, data), fields);
}

/**
 * The defender's side of WFRP 4e's opposed test (docs/systems-wfrp4e.md "Opposed tests"), at 32897839. An actor whose
 * token an attack targeted carries `flags.oppose.opposeMessageId` (opposed-handler.js:274-287); her next test is her
 * defence (test-wfrp4e.js:612-635), settled against the attacker's test as its message holds it: the handler message's
 * `system.opposedData.attackerMessageId` (opposed-handler.js:89-97, :143-153), that message's `system.testData`.
 * Her dialog then gets her chance to win against that SL and target (opposed-test.js:166-172).
 * Not drawn:
 * - where this user may not see the attacker's target (the tie is settled on it): a GM's roll or another's actor with
 *   hideTestData, as the attacker's message itself (test-messages.ts);
 * - where the setting weaponLength may move the attacker's target after both roll: a weapon defending against a
 *   weapon (opposed-test.js:91-98, on by default; the reaches are compared only then);
 * - the preOpposed scripts of either side, which run after both roll, are not known.
 */

const messageOf = (id: unknown): unknown => (typeof id === "string" ? game.messages?.get(id) : undefined);

/** The attacker's test message the actor defends against, or undefined where she defends against none. */
function attackerMessageOf(kit: RuleSetKit, actor: unknown): unknown {
  const { field } = kit.systems;
  const handler = messageOf(field(field(field(actor, "flags"), "oppose"), "opposeMessageId"));
  return messageOf(field(field(field(handler, "system"), "opposedData"), "attackerMessageId"));
}

/** The attacker's SL and target as its card shows them (`result.SL` is a string there: "+2", "-0"). */
function rolledOf(kit: RuleSetKit, message: unknown): Wfrp4eRolledSide | null {
  const { field } = kit.systems;
  const result = field(field(field(message, "system"), "testData"), "result");
  const sl = Number.parseInt(String(field(result, "SL")), 10);
  const target = numberOf(field(result, "target"));
  return Number.isFinite(sl) && target !== null ? { sl, target } : null;
}

/** Whether the weaponLength rule may change the attacker's target: a weapon test against a weapon test. */
function lengthMayApply(kit: RuleSetKit, kind: string, attacker: unknown): boolean {
  const { field } = kit.systems;
  const rollClass = field(field(field(field(attacker, "system"), "testData"), "preData"), "rollClass");
  return settingOf(kit, "weaponLength") !== false && kind === "WeaponDialog" && rollClass === "WeaponTest";
}

/** The size modifier's rule applies unless the homebrew mooRangedDamage is on (test-wfrp4e.js:344). */
function sizeModifierOf(kit: RuleSetKit, app: unknown): number {
  const { field } = kit.systems;
  if (field(settingOf(kit, "homebrew"), "mooRangedDamage") === true) return 0;
  return numberOf(field(field(app, "context"), "sizeModifier")) ?? 0;
}

/** The defender's chance to win, her dialog as it stands; null where she defends nothing this user may read. */
function defenceChance(kit: RuleSetKit, app: unknown, kind: string, question: Wfrp4eQuestion): number | null {
  const { field } = kit.systems;
  const { target } = question;
  const attacker = attackerMessageOf(kit, field(field(app, "data"), "actor"));
  // A private or blind roll's card is on every client, its content hidden: its SL is not this user's to read.
  const readable = field(attacker, "isContentVisible") === true && messageTargetVisible(kit, attacker);
  const rolled = readable ? rolledOf(kit, attacker) : null;
  if (target === null || !rolled || lengthMayApply(kit, kind, attacker)) return null;
  const sl = slRulesOf(kit, field(app, "fields"));
  const side = { ...question, target, sl, sizeModifier: sizeModifierOf(kit, app) };
  return wfrp4eDefenceChance(rolled, side);
}

export function wfrp4eDialog(kit: RuleSetKit): SystemDialog {
  const { field } = kit.systems;
  return {
    // The system's own, fired for every WFRP roll dialog on each render (every change of a field renders it again).
    renderHook: "renderRollDialog",
    read(app) {
      const question = questionOf(kit, app);
      if (!question) return null;
      // A spell's SL goes on to its CN and overcasts; an opposed spell is not read.
      const defence = "magic" in question ? null : defenceChance(kit, app, kindOf(app), question);
      return {
        odds: () => withOpposed(wfrp4eAnyOdds(question), defence),
        labels: wfrp4eLabelsFor(question),
        targetVisible: testDataVisible(kit, field(field(app, "data"), "actor")),
      };
    },
    place(_app, element) {
      // The footer part is drawn again on each render; the panel goes before it, in .window-content, in no part.
      const footer = element.querySelector<HTMLElement>('.window-content > [data-application-part="footer"]');
      const roll = footer?.querySelector<HTMLElement>('button[type="submit"]');
      if (!footer || !roll) return null;
      return { panelBefore: footer, choices: new Map([[WFRP4E_ROLL, roll]]) };
    },
  };
}
