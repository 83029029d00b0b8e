/**
 * The numbers each member of a Group Test has of their own (docs/cards.md "Group tests (the Kleptonomicon)"): what
 * *Start a Group Test* asks per row (src/rule-sets/klepto/foundry/group-test/group-test-dialog.ts) and the web
 * calculator's group test per member, each with its label and the Kleptonomicon's limit.
 */
import type { Limit } from "../../../../core/limits";
import { KLEPTO_LIMITS } from "../../core/limits";
import type { GroupRollSpec } from "../../core/group-test/group-test-types";

interface GroupMemberField {
  readonly name: keyof GroupRollSpec & ("modifier" | "advantages" | "disadvantages");
  readonly labelKey: string;
  readonly limit: Limit;
}

export const GROUP_MEMBER_FIELDS: readonly GroupMemberField[] = [
  { name: "modifier", labelKey: "INDIE_DICE.Dialog.Klepto.Modifier", limit: KLEPTO_LIMITS.kleptoModifier },
  { name: "advantages", labelKey: "INDIE_DICE.Dialog.Klepto.Advantages", limit: KLEPTO_LIMITS.kleptoAdvantages },
  { name: "disadvantages", labelKey: "INDIE_DICE.Dialog.Klepto.Disadvantages", limit: KLEPTO_LIMITS.kleptoAdvantages },
];
