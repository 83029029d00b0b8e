import { ADDITIVE, limit } from "../../../core/limits";
import { addend } from "../../../core/notation/addend";
import type { FormReader } from "../../../ui/dialogs/form-reader";
import {
  optionalWholeField,
  wholeField,
  type SystemCalculatorAnswerer,
  type SystemDamageAnswer,
} from "../../../ui/systems/system-calculator";
import { DAMAGE_NUMBER } from "../../../core/damage/damage-question";
import { dnd5eDamageRules } from "../core/damage-rules";
import { d20Odds, type D20Choice, type D20Kind } from "../core/d20-odds";
import { afterRollChance, type AfterRollOption } from "../core/after-roll";
import type { SystemChoice } from "../../../core/systems/system-odds-types";
import type { SystemLabels } from "../../../ui/systems/system-odds-view";
import { BARDIC_DICE, dnd5eCalculatorPage, DND5E_TRAITS, LUCKY_RULES, ROLL_KINDS } from "./calculator-page";
import { d20Labels } from "./d20-labels";
import { DND5E_ENGINE } from "./calculator-engine";

/** The bonus and the DC or AC: additive numbers (src/core/limits.ts ADDITIVE). */
const BONUS = limit("Dnd5eBonus", -ADDITIVE, ADDITIVE);
const TARGET = limit("Dnd5eTarget", -ADDITIVE, ADDITIVE);
/** The d20 a roll showed. */
const ROLLED = limit("Dnd5eRolled", 1, 20);
/** The critical threshold: a face of the d20. */
const CRITICAL = limit("Dnd5eCritical", 1, 20);
/** dnd5e's critical threshold where nothing moves it (`D20Die.CRITICAL_SUCCESS_TOTAL`). */
const DEFAULT_CRITICAL = 20;
/** A death save succeeds at 10 or more (actor.mjs `rollDeathSave`): the rules' number, not a field. */
const DEATH_SAVE_DC = 10;

/** The character's flags dnd5e writes into the d20. */
interface D20Flags {
  readonly halflingLucky: boolean;
  readonly elvenAccuracy: boolean;
  readonly reliableTalent: boolean;
}

/**
 * The d20 as a button rolls it, in Foundry's own notation: dnd5e's `adv` / `adv2` / `dis` keep the best or worst of
 * two (three with Elven Accuracy) — `kh1` / `kl1` — and are evaluated first; then Halfling Lucky's `r1=1` rerolls a
 * kept 1 once, and Reliable Talent's `min10` raises it to 10 (d20-die.mjs `applyAdvantage`, `applyFlag`, `applyRange`;
 * basic-die.mjs puts the advantage first). Written so, the page needs no dnd5e dice.
 */
function d20Of(choice: D20Choice, flags: D20Flags): string {
  const dice =
    choice === "normal" ? "1d20" : choice === "disadvantage" ? "2d20kl1" : flags.elvenAccuracy ? "3d20kh1" : "2d20kh1";
  return `${dice}${flags.halflingLucky ? "r1=1" : ""}${flags.reliableTalent ? "min10" : ""}`;
}

/**
 * The flags as dnd5e 5.3 applies them: Halfling Lucky to attacks, checks and saves but not to a death save, whose
 * configuration does not name it (actor.mjs `rollDeathSave`); Elven Accuracy to attacks alone (the attack activity sets
 * it, attack.mjs); Reliable Talent to ability checks alone (actor.mjs, a proficient skill or tool). A flag the roll
 * does not take is not read (nor refused).
 */
function flagsOf(reader: FormReader, kind: D20Kind): D20Flags {
  const flag = (name: string) => reader.choice(name, ["no", "yes"], "no") === "yes";
  return {
    halflingLucky: kind !== "death" && flag("halflingLucky"),
    elvenAccuracy: kind === "attack" && flag("elvenAccuracy"),
    reliableTalent: kind === "test" && flag("reliableTalent"),
  };
}

/** What the page says the roller may add after the roll: a Bardic Inspiration die, Guidance, a Lucky feat. */
function afterOptionsOf(reader: FormReader): AfterRollOption[] {
  const bardic = reader.choice("bardic", ["no", ...BARDIC_DICE], "no");
  const lucky = reader.choice("lucky", ["no", ...LUCKY_RULES], "no");
  return [
    ...(bardic === "no" ? [] : [{ id: "bardic", faces: Number(bardic.slice(1)) } as const]),
    ...(reader.choice("guidance", ["no", "yes"], "no") === "yes" ? [{ id: "guidance" } as const] : []),
    ...(lucky === "no" ? [] : [{ id: "lucky", rules: lucky } as const]),
  ];
}

const AFTER = "INDIE_DICE.SystemOdds.Dnd5e";

/** The words of the roll's columns and of each option's (its die is the field's, above them). */
function labelsOf(kind: D20Kind, options: readonly AfterRollOption[]): SystemLabels {
  const lucky = options.find((option) => option.id === "lucky");
  const luckyWords = lucky?.id === "lucky" && lucky.rules === "2024" ? "AfterLuckPoint" : "AfterLucky";
  const labels = d20Labels(kind);
  return {
    ...labels,
    choices: {
      ...labels.choices,
      bardic: `${AFTER}.AfterBardicChosen`,
      guidance: `${AFTER}.AfterGuidance`,
      lucky: `${AFTER}.${luckyWords}`,
    },
  };
}

/** A Normal roll that showed `rolled` on its d20: the columns of each option that may turn its failure around. */
interface AfterQuestion {
  readonly kind: D20Kind;
  readonly rolled: number;
  readonly bonus: number;
  readonly target: number;
  readonly critical: number;
  readonly flags: D20Flags;
}

function afterChoices(question: AfterQuestion, options: readonly AfterRollOption[]): SystemChoice[] {
  const { kind, bonus, target, critical, flags } = question;
  // Reliable Talent's d20 shows 10 at least (`min10`), as the message's die does.
  const natural = flags.reliableTalent ? Math.max(question.rolled, 10) : question.rolled;
  const roll = {
    ...({ kind, natural, others: [], total: natural + bonus, target, critical, fumble: 1, mode: "normal" } as const),
    ...{ rerollOnes: flags.halflingLucky, minimum: flags.reliableTalent ? 10 : null },
  };
  return options.flatMap((option): SystemChoice[] => {
    // Guidance takes an ability check only: the page's check or save is read as a check.
    const probability = afterRollChance(roll, option, kind === "test");
    if (probability === null) return [];
    const outcome = { key: kind === "attack" ? "hit" : "success", probability, fromTarget: true };
    return [{ id: option.id, afterTheRoll: true, outcomes: [outcome] }];
  });
}

/**
 * The page's fields as the adapter's question (docs/systems-dnd5e.md): each button's d20 plus the bonus, against
 * the DC or AC (none when the field is empty), or a death save against 10; an attack's critical threshold (a Champion's
 * 19) from its field, a death save's dnd5e's 20; the fumble a natural 1 (dnd5e's default `criticalFailure`). Given
 * the d20 a Normal roll showed, against a DC or AC: a column for each option its roller holds, its chance to turn the
 * failure into a success (none where the roll succeeded, or the option offers nothing: after-roll.ts).
 */
export const dnd5eCalculatorAnswer: SystemCalculatorAnswerer = {
  page: dnd5eCalculatorPage,
  read(reader) {
    const kind = reader.choice("roll", ROLL_KINDS, "test");
    const bonus = wholeField(reader, "bonus", BONUS);
    const rest = addend(bonus).trim();
    const target = kind === "death" ? DEATH_SAVE_DC : optionalWholeField(reader, "target", TARGET);
    const critical = kind === "attack" ? wholeField(reader, "critical", CRITICAL) : DEFAULT_CRITICAL;
    const flags = flagsOf(reader, kind);
    const roll = (choice: D20Choice) => ({ natural: d20Of(choice, flags), rest });
    const rolled = optionalWholeField(reader, "rolled", ROLLED);
    const options = afterOptionsOf(reader);
    const odds = () => {
      const before = d20Odds(DND5E_ENGINE, {
        kind,
        rolls: { advantage: roll("advantage"), normal: roll("normal"), disadvantage: roll("disadvantage") },
        target,
        critical,
        fumble: 1,
      });
      if (rolled === null || target === null) return before;
      const after = afterChoices({ kind, rolled, bonus, target, critical, flags }, options);
      return { ...before, choices: [...before.choices, ...after] };
    };
    return { odds, labels: labelsOf(kind, options) };
  },
};

/** D&D 5e's part of the Damage view: its rules, and a target's traits against the damage's one type. */
export const dnd5eDamageAnswer: SystemDamageAnswer = {
  rules: dnd5eDamageRules(DND5E_ENGINE),
  readTarget(reader, type) {
    const immune = reader.choice("dnd5eImmune", ["no", "yes"], "no") === "yes";
    const trait = reader.choice("dnd5eTrait", DND5E_TRAITS, "normal");
    return {
      immune: immune ? [type] : [],
      resistant: trait === "resistant" ? [type] : [],
      vulnerable: trait === "vulnerable" ? [type] : [],
      threshold: wholeField(reader, "dnd5eThreshold", DAMAGE_NUMBER),
    };
  },
};
