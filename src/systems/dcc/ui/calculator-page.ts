import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Dcc";

/** The dice chain (module/vendor/dcc-core-lib/types/dice.js:11), each die a choice as the dialog's +1D and −1D move. */
const CHAIN = [3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 30];

/**
 * Dungeon Crawl Classics' view of the web calculator (docs/systems-dcc.md "In the web calculator"): what the roll
 * modifier dialog's fields hold — the roll's kind, the action die on the chain, the bonus, the threat range, the
 * spellburn.
 */
export const dccCalculatorPage = {
  id: "dcc",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    {
      name: "kind",
      kind: "choice",
      label: `${KEY}.Kind`,
      initial: "attack",
      options: [
        { value: "attack", label: `${KEY}.Attack` },
        { value: "spell", label: `${KEY}.Spell` },
        { value: "check", label: `${KEY}.Check` },
      ],
    },
    {
      name: "die",
      kind: "choice",
      label: `${KEY}.Die`,
      initial: "20",
      options: CHAIN.map((faces) => ({ value: String(faces), text: `d${faces}` })),
    },
    { name: "bonus", kind: "number", label: `${KEY}.Bonus`, initial: "2" },
    {
      name: "threat",
      kind: "choice",
      label: `${KEY}.Threat`,
      initial: "20",
      options: [20, 19, 18, 17, 16].map((from) => ({ value: String(from), text: from === 20 ? "20" : `${from}–20` })),
      shownWith: { field: "kind", values: ["attack"] },
    },
    {
      name: "spellburn",
      kind: "number",
      label: `${KEY}.Spellburn`,
      initial: "0",
      shownWith: { field: "kind", values: ["spell"] },
    },
  ],
} as const satisfies SystemCalculatorPage;
