/** The Kleptonomicon as Foundry knows it (src/foundry/rule-set-types.ts), one layer of its package (../package.ts). */
import type { FoundryRuleSet } from "../../../foundry/rule-set-types";
import { kleptoUiRuleSet } from "../ui";
import { kleptoApiMembers } from "./api-members";
import { CRIT_BY_COIN_KEY } from "../core/notation";
import { rollAuxiliaryCoin } from "../../../foundry/dice/auxiliary-coin";
import { applyKleptoCritCoin, withResolvedCrits } from "./crit-coin-modifier";
import { d10ishDiceSoNice, d10ishDieTerm, d10ishEntryLabel } from "./d10ish-die";
import { kleptoCritNotes } from "./crit-notes";
import { KleptoRoll } from "./roll";
import { kleptoSideDice } from "./side-dice";
import { GROUP_TEST_CARD } from "./group-test/group-test-card";

export const kleptoFoundryRuleSet: FoundryRuleSet<"klepto"> = {
  ...kleptoUiRuleSet,
  rollClass: KleptoRoll,
  fromSpec: (spec) => KleptoRoll.fromTest(spec),
  contestRollOptions: () => null,
  dieModifier: {
    key: CRIT_BY_COIN_KEY,
    method: "kleptoCritCoin",
    apply: (rollable, _check, term) =>
      applyKleptoCritCoin(rollable, () => rollAuxiliaryCoin(term, kleptoSideDice.critCoin, "INDIE_DICE.Dice.CritCoin")),
    // A Critical Failure is kept or dropped as the 0 it counts.
    keepingResults: withResolvedCrits,
  },
  annotateTerm: kleptoCritNotes,
  dieTerms: [d10ishDieTerm],
  sideDice: kleptoSideDice,
  diceEntryLabel: d10ishEntryLabel,
  diceSoNice: () => [d10ishDiceSoNice()],
  tieBreak: {
    kind: "kleptoCoin",
    roll: async ({ attacker, defender, die }) => {
      // Foundry's coin shows 1 for heads, which goes to the attacker (core: contest-types.ts).
      const face = await die("1dc", game.i18n.format("INDIE_DICE.Dice.TieBreak.CoinSides", { attacker, defender }), 0);
      return { kind: "kleptoCoin", coin: face === 1 ? "heads" : "tails" };
    },
  },
  api: kleptoApiMembers,
  deprecatedApiNames: ["ranges"],
  cardKinds: [GROUP_TEST_CARD],
  // A Test with each crit method: the formula says which, and the tray's number is the Modifier.
  diceTray: { notations: ["1d10kc", "1di"], roll: (formula, modifier) => new KleptoRoll(formula, {}, { modifier }) },
};
