/** The toy's contest choice on the Start contest dialog and in `api.contests.start` (`coinsDouble`). */
import { checkboxField } from "../../../../src/ui/dialogs/field-views";
import type { ContestOptions } from "../../../../src/card-kinds/contest/ui/rule-set-contest";

declare module "../../../../src/card-kinds/contest/ui/rule-set-contest" {
  interface ContestChoices {
    /** Coins: play the contest double or nothing. Default: false. */
    readonly coinsDouble: boolean;
  }
}

export const coinsDoubleOption: ContestOptions = {
  defaults: { coinsDouble: false },
  read: (reader) => ({ coinsDouble: reader.checkbox("coinsDouble") }),
  fields: (frame) => [checkboxField(frame, "coinsDouble", "COINS.DoubleOrNothing")],
  contest: ({ coinsDouble }) => ({ rules: { coinsDouble } }),
};
