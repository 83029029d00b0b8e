import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.BladesInTheDark";
const ODDS = "INDIE_DICE.SystemOdds.BladesInTheDark";

/**
 * Blades in the Dark's view of the web calculator (docs/systems-blades-in-the-dark.md "In the web calculator"): the
 * dice the dialog's roll throws (rating and modifier), which roll, and what a threat roll or a vice roll also reads.
 */
export const bladesCalculatorPage = {
  id: "blades-in-the-dark",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "dice", kind: "number", label: `${KEY}.Dice`, hint: `${KEY}.DiceHint`, initial: "2" },
    {
      name: "roll",
      kind: "choice",
      label: `${KEY}.Kind`,
      initial: "actionRoll",
      options: [
        { value: "actionRoll", label: `${ODDS}.ActionRoll` },
        { value: "resistance", label: `${ODDS}.Resistance` },
        { value: "threatRoll", label: `${ODDS}.Threat1` },
        { value: "indulgeVice", label: `${ODDS}.IndulgeVice` },
      ],
    },
    { name: "extraThreats", kind: "number", label: `${KEY}.ExtraThreats`, initial: "0" },
    {
      name: "position",
      kind: "choice",
      label: `${KEY}.Position`,
      initial: "risky",
      options: [
        { value: "risky", label: `${KEY}.Risky` },
        { value: "desperate", label: `${KEY}.Desperate` },
      ],
    },
    { name: "stress", kind: "number", label: `${KEY}.Stress`, initial: "0" },
  ],
} as const satisfies SystemCalculatorPage;
