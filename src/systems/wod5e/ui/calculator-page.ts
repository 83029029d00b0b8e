import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Wod5e";

/** The splats the roll dialog is drawn for (display/ui/<splat>-roll-dialog.hbs). */
export const WOD_SPLATS = ["vampire", "hunter", "werewolf", "mortal"] as const;

/**
 * World of Darkness 5e's view of the web calculator (docs/systems-wod5e.md "In the web calculator"): what its roll
 * dialog asks — the splat, the basic dice, the advanced dice (hunger, desperation, rage) and the difficulty — and,
 * after the roll, the faces each kind of dice shows.
 */
export const wod5eCalculatorPage = {
  id: "wod5e",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    {
      name: "splat",
      kind: "choice",
      label: `${KEY}.Splat`,
      initial: "vampire",
      options: [
        { value: "vampire", label: `${KEY}.Vampire` },
        { value: "hunter", label: `${KEY}.Hunter` },
        { value: "werewolf", label: `${KEY}.Werewolf` },
        { value: "mortal", label: `${KEY}.Mortal` },
      ],
    },
    { name: "basic", kind: "number", label: `${KEY}.Basic`, initial: "4" },
    { name: "advanced", kind: "number", label: `${KEY}.Advanced`, hint: `${KEY}.AdvancedHint`, initial: "2" },
    { name: "difficulty", kind: "number", label: `${KEY}.Difficulty`, initial: "3" },
    // After the roll (docs/systems-wod5e.md "After the roll"): the faces the message shows; empty, none asked.
    { name: "shownBasic", kind: "text", label: `${KEY}.ShownBasic`, hint: `${KEY}.ShownHint`, initial: "" },
    { name: "shownAdvanced", kind: "text", label: `${KEY}.ShownAdvanced`, initial: "" },
  ],
} as const satisfies SystemCalculatorPage;
