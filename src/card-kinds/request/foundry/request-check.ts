/**
 * A request checked by its own module, from the API's options to the state its card is posted with
 * (docs/cards.md "Roll requests"): the fixed fields (a difficulty, a DT) and each row's numbers read once, `@` paths
 * from each row's character, each checked as the rule set's dialog checks it, a formula's parts as the engine reads
 * them, and then the state. Every refusal is thrown before any card; one that belongs to a row names its character.
 */
import { readsCharacter } from "../../../core/expressions/field-expression";
import { IndieDiceError } from "../../../core/errors";
import { isRuleSetId } from "../../../core/rule-sets";
import { errorText } from "../../../ui/dialogs/error-text";
import { checkSpecByDialog } from "../../../ui/dialog-spec-check";
import { readDialogSettings } from "../../../foundry/dialog-settings";
import { withCharacterNumbers } from "../../../foundry/character-numbers";
import { characterOf, entrantOf, uuidOf, type EntrantIds } from "../../../foundry/sides";
import type { ContestSideInput } from "../../../foundry/types/sides";
import { startRequest, type RequestRowInput } from "../core/request-state";
import type { RequestState } from "../core/request-types";
import { isCharacterRefusal, isFormulaRequest, readFormulaSpec, rowFormula } from "../core/formula-request";
import { rowRollData } from "./formula-rows";
import type { RequestKind } from "./request-kind";
import type { RequestStartOptions } from "./requests-api-types";
import { defaultRequestTokens } from "./request-dialog";

/** A spec as the options give it: field names to numbers or words (`@` expressions included). */
type Spec = NonNullable<RequestStartOptions["spec"]>;

/** The request's state, every number in it checked: what `api.requests.start` posts. */
export function checkedRequest(kind: RequestKind, options: RequestStartOptions): RequestState {
  const ruleSet = options.ruleSet;
  const formula = isFormulaRequest(ruleSet);
  // A formula's `@` paths are read per row, from each row's character: only a rule set's fixed fields may not have any.
  if (!formula && Object.values(options.spec ?? {}).some(readsCharacter)) throw kind.error("SharedExpression");
  // A fixed field written as a sum of numbers (`3 + 4`) is worked out now, the same for every row.
  const spec = formula ? { ...(options.spec ?? {}) } : withCharacterNumbers({ ...(options.spec ?? {}) }, null);
  const rows = requestRows(options, formula);
  // The spec, then each row's numbers over it, must be a roll the rule set's dialog takes.
  if (isRuleSetId(ruleSet)) {
    const settings = readDialogSettings();
    checkSpecByDialog(game.i18n, settings, ruleSet, spec);
    for (const row of rows)
      if (row.spec) forRow(row.name, () => checkSpecByDialog(game.i18n, settings, ruleSet, { ...row.spec, ...spec }));
  }
  if (formula) checkFormulaRows(spec, rows);
  return startRequest({
    ruleSet,
    spec,
    question: options.question ?? undefined,
    mode: options.mode ?? undefined,
    rows,
    ...(options.showDifficulty === undefined ? {} : { showDifficulty: options.showDifficulty }),
    ...(options.resultsWhenAllRolled === undefined ? {} : { resultsWhenAllRolled: options.resultsWhenAllRolled }),
    ...(options.hideNames === undefined ? {} : { hideNames: options.hideNames }),
  });
}

/** The rows asked: the given rows, tokens and actors, else the default tokens; each row's own numbers read now. */
function requestRows(options: RequestStartOptions, formula: boolean): RequestRowInput[] {
  const seen: EntrantIds = new Map();
  const sides: { side: ContestSideInput; spec: Spec | null }[] = [
    ...(options.rows ?? []).map((row) => ({ side: (row.token ?? row.actor)!, spec: row.spec ?? null })),
    ...(options.tokens ?? []).map((side) => ({ side, spec: null })),
    ...(options.actors ?? []).map((side) => ({ side, spec: null })),
  ];
  const chosen = sides.length > 0 ? sides : defaultRequestTokens().map(({ side }) => ({ side, spec: null }));
  return chosen.map(({ side, spec: own }) => {
    const uuid = uuidOf(side);
    const { id, actorUuid, name } = entrantOf(uuid, {}, seen);
    // A row's own numbers may be written with its character's (`@skills.stealth`): read now, as on every card.
    const written = !formula && (own || options.eachRow) ? { ...(options.eachRow ?? {}), ...(own ?? {}) } : null;
    const rowSpec = written ? forRow(name, () => withCharacterNumbers(written, characterOf(side))) : null;
    return {
      id,
      actorUuid: actorUuid ?? null,
      name,
      ...(uuid && uuid.includes("Token.") ? { tokenUuid: uuid } : {}),
      ...(rowSpec ? { spec: rowSpec } : {}),
    };
  });
}

/**
 * A formula request is refused before any card when the engine cannot answer its formula exactly (a part it does
 * not know, named); a row whose character lacks an `@` path is no refusal: that row shows the error on the card.
 */
function checkFormulaRows(spec: Spec, rows: readonly RequestRowInput[]): void {
  const read = readFormulaSpec(spec);
  for (const row of rows) {
    try {
      rowFormula(read, rowRollData({ actorUuid: row.actorUuid }));
    } catch (error) {
      if (!isCharacterRefusal(error)) throw error;
    }
  }
}

/**
 * A refusal that belongs to one row's numbers (its character lacks an `@` path, its number is past a limit) names
 * that row's character: of several tokens asked, the GM is told which one.
 */
function forRow<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof IndieDiceError)) throw error;
    throw new IndieDiceError("INDIE_DICE.Request.Error.Row", { name, reason: errorText(game.i18n, error) });
  }
}
