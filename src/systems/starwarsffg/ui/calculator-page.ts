import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Starwarsffg";

/**
 * Star Wars FFG's view of the web calculator (docs/systems-starwarsffg.md "In the web calculator"): the dice of the
 * roll dialog's pool, §a.7's first example to start with (2 ability, 1 proficiency against 2 difficulty).
 */
export const ffgCalculatorPage = {
  id: "starwarsffg",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "ability", kind: "number", label: `${KEY}.Ability`, initial: "2" },
    { name: "proficiency", kind: "number", label: `${KEY}.Proficiency`, initial: "1" },
    { name: "boost", kind: "number", label: `${KEY}.Boost`, initial: "0" },
    { name: "difficulty", kind: "number", label: `${KEY}.Difficulty`, initial: "2" },
    { name: "challenge", kind: "number", label: `${KEY}.Challenge`, initial: "0" },
    { name: "setback", kind: "number", label: `${KEY}.Setback`, initial: "0" },
  ],
} as const satisfies SystemCalculatorPage;
