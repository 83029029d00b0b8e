import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.ForbiddenLands";

/**
 * Forbidden Lands' view of the web calculator (docs/systems-forbidden-lands.md "In the web calculator"): the roll
 * dialog's numbers — attribute (base dice), skill, gear, the total modifier — and an artifact die.
 */
export const fblCalculatorPage = {
  id: "forbidden-lands",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "base", kind: "number", label: `${KEY}.Base`, initial: "3" },
    { name: "skill", kind: "number", label: `${KEY}.Skill`, initial: "2" },
    { name: "gear", kind: "number", label: `${KEY}.Gear`, initial: "1" },
    { name: "modifier", kind: "number", label: `${KEY}.Modifier`, hint: `${KEY}.ModifierHint`, initial: "0" },
    {
      name: "artifact",
      kind: "choice",
      label: `${KEY}.Artifact`,
      initial: "0",
      options: [
        { value: "0", label: `${KEY}.NoArtifact` },
        { value: "8", text: "d8" },
        { value: "10", text: "d10" },
        { value: "12", text: "d12" },
      ],
    },
  ],
} as const satisfies SystemCalculatorPage;
