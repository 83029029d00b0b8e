import type { Wfrp4eMagic, Wfrp4eSpellQuestion } from "../core/wfrp4e-spells";
import type { RuleSetKit } from "../../../foundry/composition";
import { settingOf } from "./settings";
import { slRulesOf, testQuestion, valueField } from "./test-question";

/**
 * What a WFRP 4e spell test reads besides its target (docs/systems-wfrp4e.md "Spells"), wherever it is read from (a
 * dialog, a test's message), at 32897839: the spell (its CN, channelled SL, lore, ingredient), the dialog's fields
 * (malignant influence, SL and success bonuses) and the world's settings (SLMethod, testAbove100, extendedTests, the
 * Winds of Magic rules, the homebrew rules), each defaulting as src/hooks/init.js and homebrew-settings.js register it.
 * With the homebrew Unofficial Grimoire on, nothing is read: its ingredient modes reverse the dice and its
 * overchannelling changes the SL in ways the test settles only as it rolls (cast-test.js runPreEffects).
 */

/** What a spell test's source gives: the spell's data and the test's own fields. */
interface SpellSource {
  readonly kind: "cast" | "channel";
  readonly target: number | null;
  /** The spell's data: `system` as prepared (the CN doubled unmemorized) or as stored (`toObject`). */
  readonly system: unknown;
  /** Whether `system.cn.value` is the stored CN, still to double unmemorized (a cast's `itemData` in its message). */
  readonly storedCn: boolean;
  /** The channelled SL before the test, or null where it is not known. */
  readonly channelled: number | null;
  /** Whether the spell had an ingredient at hand, or null where it is not known. */
  readonly ingredient: boolean | null;
  /** The test's own data: malignantInfluence, slBonus, successBonus (the dialog's fields, a message's preData). */
  readonly fields: unknown;
  readonly wpBonus: number;
  readonly womOvercast: boolean;
  /** Whether the test has a hit location (the dialog's field, a message's `preData.hitLocation`). */
  readonly hitLocation: boolean;
}

const homebrew = (kit: RuleSetKit, key: string): boolean => kit.systems.field(settingOf(kit, "homebrew"), key) === true;
const flag = (kit: RuleSetKit, key: string): boolean => settingOf(kit, key) === true;

/** The spell's lore is witchcraft as the test compares it (`lore.value == "witchcraft"`: an array of one lore too). */
function isWitchcraft(kit: RuleSetKit, system: unknown): boolean {
  const { field } = kit.systems;
  return String(field(field(system, "lore"), "value")) === "witchcraft";
}

/**
 * The CN the test reads (`item.cn.value`: doubled unmemorized, four times an unmemorized ritual), and the channel's
 * cap.
 */
function cnOf(kit: RuleSetKit, system: unknown, stored: boolean): { cn: number; cap: number } | null {
  const { field } = kit.systems;
  const value = valueField(kit, system, "cn");
  if (value === null) return null;
  const memorized = field(field(system, "memorized"), "value") === true;
  const ritual = field(field(system, "ritual"), "value") === true;
  if (!stored) return { cn: value, cap: memorized || !ritual ? value : value / 2 };
  return { cn: memorized ? value : value * (ritual ? 4 : 2), cap: memorized ? value : value * 2 };
}

/**
 * Whether a test counts an ingredient (a cast's `hasIngredient`; a channel's needs the homebrew rule or witchcraft).
 */
function countsIngredient(kit: RuleSetKit, kind: "cast" | "channel", system: unknown): boolean {
  return kind === "cast" || homebrew(kit, "channellingIngredients") || isWitchcraft(kit, system);
}

/** The spell test's question, or null where the system's rules in play are not read (the Unofficial Grimoire). */
export function spellQuestion(kit: RuleSetKit, source: SpellSource): Wfrp4eSpellQuestion | null {
  const cn = cnOf(kit, source.system, source.storedCn);
  if (homebrew(kit, "unofficialgrimoire") || cn === null) return null;
  const womChannelling = flag(kit, "useWoMChannelling");
  const magic: Wfrp4eMagic = {
    kind: source.kind,
    cn: cn.cn,
    channelled: source.channelled,
    channelCap: cn.cap,
    partialChannelling: womChannelling || homebrew(kit, "partialChannelling"),
    womChannelling,
    womOvercast: source.womOvercast,
    womInfluences: flag(kit, "useWoMInfluences"),
    witchcraft: isWitchcraft(kit, source.system),
    malignantInfluence: kit.systems.field(source.fields, "malignantInfluence") === true,
    ingredient: countsIngredient(kit, source.kind, source.system) ? source.ingredient : false,
    hitLocation: source.kind === "cast" && source.hitLocation,
    catastrophicMiscasts: homebrew(kit, "mooCatastrophicMiscasts"),
    extendedTests: flag(kit, "extendedTests"),
    negativeSlZero: homebrew(kit, "channelingNegativeSLTests"),
    wpBonus: source.wpBonus,
  };
  return { ...testQuestion(kit, source.target, false), sl: slRulesOf(kit, source.fields), magic };
}

/** Whether an owned ingredient has some left (`hasIngredient`: `ingredient.quantity.value > 0`). */
export function ingredientAtHand(kit: RuleSetKit, ingredient: unknown): boolean {
  const quantity = valueField(kit, kit.systems.field(ingredient, "system"), "quantity");
  return (quantity ?? valueField(kit, ingredient, "quantity") ?? 0) > 0;
}
