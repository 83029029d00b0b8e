/**
 * What OGS's views take: its dialog's roll spec is the check's spec; its card's input.
 * Every declaration merge of its ui layer is in this one file (docs/architecture.md "Adding a rule set").
 */
import type { OgsCheckSpec } from "../core/mechanics/check-spec";
import type { OgsCardInput } from "./card-model";

declare module "../../../ui/dialogs/dialog-types" {
  interface RollSpecs {
    ogs: OgsCheckSpec;
  }
}

declare module "../../../ui/rule-set-types" {
  interface CardInputs {
    ogs: OgsCardInput;
  }
}
