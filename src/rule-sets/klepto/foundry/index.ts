/** The Kleptonomicon as Foundry knows it (src/foundry/rule-set-types.ts), registered in src/foundry/rule-sets.ts. */
import type { FoundryRuleSet } from "../../../foundry/rule-set-types";
import { kleptoUiRuleSet } from "../ui";
import { createKleptoRoll } from "./roll";
import { readKleptoDialogSettings, registerKleptoSettings } from "./world-settings";

export const kleptoFoundryRuleSet: FoundryRuleSet<"klepto"> = {
  ...kleptoUiRuleSet,
  rollClassName: "KleptoRoll",
  createRoll: createKleptoRoll,
  fromRequest: (KleptoRoll, request) => KleptoRoll.fromTest(request),
  contestRollOptions: () => null,
  registerSettings: registerKleptoSettings,
  readDialogSettings: readKleptoDialogSettings,
  tieBreak: {
    kind: "kleptoCoin",
    roll: async ({ attacker, defender, die }) => {
      // Foundry's coin shows 1 for heads, which goes to the attacker (core: contest-types.ts).
      const face = await die("1dc", game.i18n.format("INDIE_DICE.Dice.TieBreak.CoinSides", { attacker, defender }), 0);
      return { kind: "kleptoCoin", coin: face === 1 ? "heads" : "tails" };
    },
  },
};
