import type { SystemCalculatorPage, SystemDamagePage } from "../../../ui/systems/system-calculator";
import type { D20Kind } from "../core/d20-odds";

const KEY = "INDIE_DICE.Calculator.Dnd5e";

/** Which of dnd5e's rules judges the roll (d20-odds.ts `D20_KINDS`), as the page offers them. */
export const ROLL_KINDS = ["test", "attack", "death"] as const satisfies readonly D20Kind[];

const ROLL_WORDS: Readonly<Record<D20Kind, string>> = {
  test: `${KEY}.Test`,
  attack: `${KEY}.Attack`,
  death: `${KEY}.Death`,
};

/** A character flag of dnd5e's (Special Traits), off or on. */
const NO = { value: "no", label: `${KEY}.No` };
const FLAG_OPTIONS = [NO, { value: "yes", label: `${KEY}.Yes` }];

/** A bard's Bardic Inspiration die as it grows (the 2024 Bard table: d6, then d8, d10, d12). */
export const BARDIC_DICE = ["d6", "d8", "d10", "d12"] as const;
/** The Lucky feat's two texts: 2014's another d20, 2024's Luck Point (after-roll.ts). */
export const LUCKY_RULES = ["2014", "2024"] as const;

/**
 * D&D 5e's view of the web calculator (docs/systems-dnd5e.md): what its `D20RollConfigurationDialog` rolls — a d20
 * plus the bonus against a DC or an AC, or a death save — its three buttons each a column, and the character's flags
 * dnd5e writes into the d20 (`D20Roll#configureModifiers`): Halfling Lucky, Elven Accuracy, Reliable Talent; and
 * after a Normal roll, the d20 it showed and what its roller may still add (Bardic Inspiration, Guidance, Lucky).
 */
export const dnd5eCalculatorPage = {
  id: "dnd5e",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    {
      name: "roll",
      kind: "choice",
      label: `${KEY}.Roll`,
      initial: "test",
      options: ROLL_KINDS.map((value) => ({ value, label: ROLL_WORDS[value] })),
    },
    { name: "bonus", kind: "number", label: `${KEY}.Bonus`, initial: "5" },
    { name: "target", kind: "number", label: `${KEY}.Target`, hint: `${KEY}.TargetHint`, initial: "15" },
    { name: "critical", kind: "number", label: `${KEY}.Critical`, hint: `${KEY}.CriticalHint`, initial: "20" },
    {
      name: "halflingLucky",
      kind: "choice",
      label: `${KEY}.HalflingLucky`,
      hint: `${KEY}.HalflingLuckyHint`,
      initial: "no",
      options: FLAG_OPTIONS,
    },
    {
      name: "elvenAccuracy",
      kind: "choice",
      label: `${KEY}.ElvenAccuracy`,
      hint: `${KEY}.ElvenAccuracyHint`,
      initial: "no",
      options: FLAG_OPTIONS,
    },
    {
      name: "reliableTalent",
      kind: "choice",
      label: `${KEY}.ReliableTalent`,
      hint: `${KEY}.ReliableTalentHint`,
      initial: "no",
      options: FLAG_OPTIONS,
    },
    // After the roll (docs/systems-dnd5e.md "After the roll"): the d20 a Normal roll showed, and what may be added.
    { name: "rolled", kind: "number", label: `${KEY}.Rolled`, hint: `${KEY}.RolledHint`, initial: "" },
    {
      name: "bardic",
      kind: "choice",
      label: `${KEY}.Bardic`,
      initial: "no",
      options: [NO, ...BARDIC_DICE.map((die) => ({ value: die, label: `${KEY}.${die}` }))],
    },
    {
      name: "guidance",
      kind: "choice",
      label: `${KEY}.Guidance`,
      hint: `${KEY}.GuidanceHint`,
      initial: "no",
      options: FLAG_OPTIONS,
    },
    {
      name: "lucky",
      kind: "choice",
      label: `${KEY}.Lucky`,
      hint: `${KEY}.LuckyHint`,
      initial: "no",
      options: [NO, ...LUCKY_RULES.map((rules) => ({ value: rules, label: `${KEY}.Lucky${rules}` }))],
    },
  ],
} as const satisfies SystemCalculatorPage;

const DAMAGE = `${KEY}.Damage`;

/** A trait of a dnd5e target against the damage's type (`traits.dr`, `traits.dv`), or none. */
export const DND5E_TRAITS = ["normal", "resistant", "vulnerable"] as const;

/**
 * D&D 5e's part of the Damage view (docs/damage.md "In the web calculator"): its three critical rules (dnd5e's
 * default, the world's *Multiply Modifiers*, its *Maximize Dice*), and a target's immunity, resistance or
 * vulnerability to the damage's type and its damage threshold.
 */
export const dnd5eDamagePage = {
  id: "dnd5e",
  label: `${DAMAGE}.Rules`,
  criticals: [
    { value: "dnd5e", label: `${DAMAGE}.Critical` },
    { value: "dnd5eMultiplyModifiers", label: `${DAMAGE}.MultiplyModifiers` },
    { value: "dnd5eMaximizeDice", label: `${DAMAGE}.MaximizeDice` },
  ],
  fields: [
    { name: "dnd5eImmune", kind: "choice", label: `${DAMAGE}.Immune`, initial: "no", options: FLAG_OPTIONS },
    {
      name: "dnd5eTrait",
      kind: "choice",
      label: `${DAMAGE}.Against`,
      initial: "normal",
      options: DND5E_TRAITS.map((value) => ({ value, label: `${DAMAGE}.Traits.${value}` })),
    },
    { name: "dnd5eThreshold", kind: "number", label: `${DAMAGE}.Threshold`, initial: "0" },
  ],
} as const satisfies SystemDamagePage;
