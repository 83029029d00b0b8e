/**
 * The one registration file of the shared card kinds (contests, requests), one line each: each kind's
 * src/card-kinds/<kind>/foundry/ holds its declaration (read at startup, src/foundry/cards/card-chunk-loader.ts) and
 * its code (started by the lazy chunk, src/root/card-chunk.ts). Imported by the module's entry and the tests'
 * setup beside the rule sets' (src/rule-sets/built-in.ts); the framework imports no kind's folder
 * (docs/cards.md "Where a card kind lives"). The contest's card chance in a side's roll dialog is
 * filed here too (src/ui/card-chance-kinds.ts), with its answer to the *Any formula* dialog of a formula side
 * (src/ui/dialogs/formula-contest-chance.ts), and its spec check, which the request runs on a row's roll
 * (src/core/card-roll-spec.ts).
 */
import { registerCardChanceKind } from "../ui/card-chance-kinds";
import { registerSharedCardKind } from "../foundry/cards/shared-card-kinds";
import { registerCardRollSpecCheck } from "../core/card-roll-spec";
import { normalizeContestSpec } from "./contest/core/contest-specs";
import { registerFormulaContestChance } from "../ui/dialogs/formula-contest-chance";
import { CONTEST_CARD_CHANCE, formulaContestChanceView } from "./contest/ui/contest-card-chance";
import { CONTEST_CARD } from "./contest/foundry/contest-card";
import { REQUEST_CARD } from "./request/foundry/request-card";

registerSharedCardKind(CONTEST_CARD);
registerSharedCardKind(REQUEST_CARD);
registerCardChanceKind(CONTEST_CARD_CHANCE);
registerCardRollSpecCheck(normalizeContestSpec);
registerFormulaContestChance(formulaContestChanceView);
