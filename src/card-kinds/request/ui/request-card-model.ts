import { groupChance, groupVerdict, type QuestionRow } from "../core/group-question";
import { allRowsDone, SECRET_FIELDS } from "../core/request-state";
import type { RequestRow, RequestState, RequestValue } from "../core/request-types";
import { isFormulaRequest, readFormulaSpec } from "../core/formula-request";
import type { RowDetail, RowJudgment } from "../core/row-types";
import { type RuleSetId } from "../../../core/rule-set-types";
import { formatList } from "../../../ui/lists";
import { formatNumber } from "../../../ui/numbers";
import { formatPercent } from "../../../ui/percent";
import { formatWith, type Translator } from "../../../ui/translator";
import { uiRuleSetOf } from "../../../ui/rule-sets";
import type { DialogSettings } from "../../../ui/dialogs/dialog-types";
import { buildDialog, formOfStoredSpec } from "../../../ui/dialog-models";
import { boundedCache } from "../../../ui/roll-cards/bounded-memo";
import { groupQuestionText } from "./group-question-text";
import { requestLabelKey } from "./request-label";

/**
 * The roll request card's view model (docs/cards.md "Roll requests"), for one viewer: each row's name (or "a creature"
 * when names are hidden from them), whether it is still to roll, skipped or rolled, its result as far as they may
 * see it, its exact chance; the group's question, its exact chance given the rows this viewer has seen, and the
 * verdict once settled. What a viewer may not see is not in the view at all: a row's roll they may not see reads
 * "rolled"; a hidden difficulty, and every figure that would give it away (totals, degrees, chances), is left out
 * for a player; with "results when all have rolled", the other rows' results wait until every row is done; a row whose
 * numbers the viewer may not see shows neither them nor its chance, and no group figure is drawn from that chance
 * (docs/cards.md "Roll requests", "Numbers a viewer may not see").
 */

/** The `data-action` names of the card's buttons. */
export const REQUEST_ACTIONS = {
  roll: "indie-dice-request-roll",
  skip: "indie-dice-request-skip",
  close: "indie-dice-request-close",
  rollOffline: "indie-dice-request-roll-offline",
} as const;

/** What the Foundry layer knows of a row for this viewer. */
export interface RequestRowFacts {
  /** The row's roll judged again from its dice (null: not rolled, or unreadable). */
  readonly judgment: RowJudgment | null;
  /**
   * The row's exact chance to pass before its roll, when its numbers are known: shown while it is still to roll; what a
   * viewer who may not see its roll counts it by (so that roll moves no figure they see); and in the group's chance
   * before the rolls.
   */
  readonly chance: number | null;
  /** The viewer may see the row's roll (Foundry's privacy of its message). */
  readonly mayView: boolean;
  /** The viewer may roll the row (its owners, a GM). */
  readonly mayRoll: boolean;
  /** The viewer owns the row's actor (they see its name even when names are hidden). */
  readonly owns: boolean;
  /**
   * The viewer may see the row's numbers (its character's sheet: Foundry's Observer permission or more, or the GM's):
   * its formula, its own numbers and every chance they could be read back from.
   */
  readonly seesNumbers: boolean;
  /**
   * A rule set's row: the numbers it rolls with (`RuleSetRequest.ownNumber` and any other the GM set for it), by the
   * spec's names — those it rolled with once rolled, else those known now (set by the GM, or its one saved roll).
   */
  readonly numbers?: Readonly<Record<string, RequestValue>> | null;
  /** No player who owns the row's actor is online (the GM may roll it for them). */
  readonly ownersOffline?: boolean;
  /** A formula request's row: the formula with its character's numbers (what it rolls), when they can be read. */
  readonly resolved?: string | null;
  /**
   * A formula request's row whose character's numbers cannot be read (a missing `@` path): why, localized by the model.
   */
  readonly error?: { readonly key: string; readonly data: Readonly<Record<string, string | number>> } | null;
}

interface RequestCardInput {
  readonly state: RequestState;
  /** The world settings the rule set's dialog reads (its fields' labels and choices name what the request fixed). */
  readonly settings: DialogSettings;
  readonly facts: Readonly<Record<string, RequestRowFacts>>;
  readonly viewerIsGM: boolean;
}

interface RequestButton {
  readonly action: string;
  readonly label: string;
  readonly title: string;
  readonly icon: string;
  readonly participant: string;
}

interface RequestRowView {
  readonly id: string;
  readonly name: string;
  /** "to roll", "skipped", "rolled", "passed", "failed"; on a closed card, a row never rolled is "not rolled". */
  readonly status: "pending" | "notRolled" | "skipped" | "rolled" | "passed" | "failed";
  readonly statusText: string;
  /** What the roll came to, as far as the viewer may see it ("Total 13, 2 DoS"); null when nothing is shown. */
  readonly detail: string | null;
  readonly chance: { readonly text: string; readonly probability: number } | null;
  /** A formula row's formula with its character's numbers (as rolled, once rolled), for who may see its numbers. */
  readonly formula: string | null;
  /** A rule set's row: the numbers it rolls with, or rolled with ("Value: 10"), for who may see them. */
  readonly numbers: string | null;
  /** Why a formula row's chance cannot be known (its character lacks an `@` path). */
  readonly error: string | null;
  readonly buttons: readonly RequestButton[];
}

interface RequestCardView {
  readonly title: string;
  readonly asked: string;
  readonly question: string;
  readonly groupChance: { readonly text: string; readonly probability: number } | null;
  /**
   * Why this viewer is shown no group chance where there is one: it would give away the chance, and so the numbers,
   * of a row they may not see (docs/cards.md "Numbers a viewer may not see").
   */
  readonly groupChanceWithheld: string | null;
  /**
   * The group's chance before the rolls, labelled so, once a roll this viewer may see is in (before, it is
   * `groupChance`).
   */
  readonly groupChanceBefore: { readonly text: string; readonly probability: number } | null;
  readonly verdict: { readonly text: string; readonly passed: boolean } | null;
  readonly closed: boolean;
  /** Says the card is closed ("Closed by the GM: …"); null while it is open. */
  readonly statusLine: string | null;
  readonly rows: readonly RequestRowView[];
  readonly closeButton: RequestButton | null;
  /** A GM's "Roll for those offline": every row still to roll whose owners are not online. */
  readonly offlineButton: RequestButton | null;
  readonly labels: { readonly rows: string };
}

export function requestCardModel(input: RequestCardInput, i18n: Translator): RequestCardView {
  const { state, viewerIsGM } = input;
  const secretHidden = !viewerIsGM && !state.showDifficulty;
  const everyoneDone = allRowsDone(state);
  const open = state.status === "open";
  const facts = (row: RequestRow): RequestRowFacts =>
    input.facts[row.id] ?? {
      judgment: null,
      chance: null,
      mayView: false,
      mayRoll: false,
      owns: false,
      seesNumbers: false,
    };
  // A row's chance reads its numbers back: for a viewer who may not see them it is not known, nor is any group figure
  // that rests on it (a group's chance is affine in each row's, so it gives that row's away).
  const sees = (row: RequestRow) => viewerIsGM || facts(row).seesNumbers;
  const chanceFor = (row: RequestRow) => (sees(row) ? facts(row).chance : null);
  // A row's result reaches this viewer only when Foundry lets them see its roll — or, for a public request whose
  // results wait until all have rolled (its rolls then made for the GM's eyes), once every row is done; a player
  // sees their own row's result as soon as they may see its roll.
  const waits = state.resultsWhenAllRolled;
  const shown = (row: RequestRow) => {
    if (row.messageId === null) return false;
    const { mayView, owns } = facts(row);
    if (viewerIsGM || !waits) return mayView;
    return (owns && mayView) || (everyoneDone && (state.mode === "public" || mayView));
  };
  const frame = { state, viewerIsGM, secretHidden, open, settings: input.settings };
  const rows = state.participants.map((row) =>
    rowView(row, { ...facts(row), seesNumbers: sees(row) }, shown(row), frame, i18n),
  );
  const seenRowsBy = (chanceOf: (row: RequestRow) => number | null): QuestionRow[] =>
    state.participants.map((row): QuestionRow => {
      if (row.skipped) return { state: "skipped" };
      const judged = shown(row) ? facts(row).judgment : null;
      return judged?.passed != null
        ? { state: "rolled", passed: judged.passed }
        : { state: "pending", chance: secretHidden ? null : chanceOf(row) };
    });
  const seenRows = seenRowsBy(chanceFor);
  const chance = groupChance(state.question, seenRows);
  const verdict = groupVerdict(state.question, seenRows);
  // Withheld, not unknown: every chance it needs is known, but one is of a row this viewer may not see the numbers of.
  const withheld =
    chance === null &&
    verdict === null &&
    open &&
    groupChance(
      state.question,
      seenRowsBy((row) => facts(row).chance),
    ) !== null;
  const before = seenRows.some((row) => row.state === "rolled")
    ? chanceBeforeTheRolls(state, chanceFor, secretHidden)
    : null;
  return {
    title: requestCardTitle(i18n, state),
    asked: askedText(state, input.settings, secretHidden, i18n),
    question: groupQuestionText(i18n, state.question),
    // A chance is of rolls still to come: a closed card, which takes none, has none (its verdict, once settled).
    groupChance:
      chance === null || verdict !== null || !open
        ? null
        : { text: chanceText(i18n, chance, "Group"), probability: chance },
    groupChanceWithheld: withheld ? i18n.localize("INDIE_DICE.Request.GroupChanceWithheld") : null,
    groupChanceBefore:
      before === null
        ? null
        : {
            text: formatWith(i18n, "INDIE_DICE.Request.GroupChanceBefore", { chance: formatPercent(before, i18n) }),
            probability: before,
          },
    verdict:
      verdict === null
        ? null
        : { text: i18n.localize(`INDIE_DICE.Request.Verdict.${verdict}`), passed: verdict === "passed" },
    closed: !open,
    statusLine: open ? null : i18n.localize("INDIE_DICE.Request.ClosedLine"),
    rows,
    closeButton:
      viewerIsGM && open
        ? button(REQUEST_ACTIONS.close, i18n.localize("INDIE_DICE.Request.Close"), "fa-solid fa-lock", "")
        : null,
    offlineButton:
      viewerIsGM &&
      open &&
      state.participants.some((row) => !row.skipped && row.messageId === null && facts(row).ownersOffline === true)
        ? button(
            REQUEST_ACTIONS.rollOffline,
            i18n.localize("INDIE_DICE.Request.RollOffline"),
            "fa-solid fa-user-clock",
            "",
          )
        : null,
    labels: { rows: i18n.localize("INDIE_DICE.Request.Rows") },
  };
}

interface RowFrame {
  readonly state: RequestState;
  readonly viewerIsGM: boolean;
  readonly secretHidden: boolean;
  readonly open: boolean;
  readonly settings: DialogSettings;
}

function rowView(
  row: RequestRow,
  facts: RequestRowFacts,
  shown: boolean,
  frame: RowFrame,
  i18n: Translator,
): RequestRowView {
  const name =
    frame.viewerIsGM || !frame.state.hideNames || facts.owns ? row.name : i18n.localize("INDIE_DICE.Request.Creature");
  const buttons: RequestButton[] = [];
  const pending = !row.skipped && row.messageId === null;
  if (frame.open && pending && facts.mayRoll) {
    buttons.push(
      button(
        REQUEST_ACTIONS.roll,
        i18n.localize("INDIE_DICE.Request.Roll"),
        "fa-solid fa-dice",
        row.id,
        formatWith(i18n, "INDIE_DICE.Request.RollFor", { name }),
      ),
    );
  }
  if (frame.open && pending && frame.viewerIsGM) {
    buttons.push(
      button(
        REQUEST_ACTIONS.skip,
        i18n.localize("INDIE_DICE.Request.Skip"),
        "fa-solid fa-forward",
        row.id,
        formatWith(i18n, "INDIE_DICE.Request.SkipRow", { name }),
      ),
    );
  }
  const status = rowStatus(row, facts, shown, frame.open);
  // A row's chance is of a roll still to come: none on a closed card; none for a viewer it would tell the row's
  // numbers.
  const chanceShown = status === "pending" && facts.chance !== null && !frame.secretHidden && facts.seesNumbers;
  // What the row rolls with while it is to roll; once rolled, what it rolled with, for a viewer who may see that roll.
  const numbersShown = facts.seesNumbers && (status === "pending" || (shown && row.messageId !== null));
  return {
    id: row.id,
    name,
    status,
    statusText: i18n.localize(`INDIE_DICE.Request.Status.${status}`),
    detail: shown && facts.judgment && !frame.secretHidden ? detailText(facts.judgment.detail, i18n) : null,
    chance: chanceShown ? { text: chanceText(i18n, facts.chance!, "Row"), probability: facts.chance! } : null,
    formula: numbersShown ? ((status === "pending" ? facts.resolved : row.resolved) ?? null) : null,
    numbers:
      numbersShown && facts.numbers && !isFormulaRequest(frame.state.ruleSet)
        ? numbersText(frame.state.ruleSet, facts.numbers, frame.settings, i18n)
        : null,
    error: status === "pending" && facts.error ? formatWith(i18n, facts.error.key, facts.error.data) : null,
    buttons,
  };
}

/**
 * The group's chance before any row rolled (each row by its own chance; a skipped row takes no part): null where a
 * row's chance is not known, or kept from this viewer with a hidden difficulty.
 */
function chanceBeforeTheRolls(
  state: RequestState,
  chanceOf: (row: RequestRow) => number | null,
  secretHidden: boolean,
): number | null {
  if (secretHidden) return null;
  const rows = state.participants.map((row): QuestionRow =>
    row.skipped ? { state: "skipped" } : { state: "pending", chance: chanceOf(row) },
  );
  return groupChance(state.question, rows);
}

/**
 * Where a row stands for this viewer: a roll they may not see is only "rolled"; a closed card's unrolled row is "not
 * rolled".
 */
function rowStatus(row: RequestRow, facts: RequestRowFacts, shown: boolean, open: boolean): RequestRowView["status"] {
  if (row.skipped) return "skipped";
  if (row.messageId === null) return open ? "pending" : "notRolled";
  if (!shown || facts.judgment?.passed == null) return "rolled";
  return facts.judgment.passed ? "passed" : "failed";
}

/**
 * A chance in words: its percentage while it is one; a certain outcome (the dice cannot fail it, or cannot make it)
 * stated as certain, never as "100.0%" or "0.0%". Only an exact 1 is certain: the engine's chances are exactly 1 or
 * 0 when certain and stay short of them when not (docs/odds.md "Certain and impossible").
 */
function chanceText(i18n: Translator, chance: number, of: "Group" | "Row"): string {
  if (chance >= 1) return i18n.localize(`INDIE_DICE.Request.Certain.${of}Passes`);
  if (chance <= 0) return i18n.localize(`INDIE_DICE.Request.Certain.${of}Fails`);
  return of === "Group"
    ? formatWith(i18n, "INDIE_DICE.Request.GroupChance", { chance: formatPercent(chance, i18n) })
    : formatPercent(chance, i18n);
}

function button(action: string, label: string, icon: string, participant: string, title = label): RequestButton {
  return { action, label, title, icon, participant };
}

/** What each rule set's roll came to, in its own terms (`UiRuleSet.request.detailText`). */
function detailText(detail: RowDetail, i18n: Translator): string {
  if (detail.ruleSet === "formula") return formatWith(i18n, "INDIE_DICE.Request.Detail.Total", { total: detail.total });
  return uiRuleSetOf(detail.ruleSet).request.detailText(detail, i18n);
}

/**
 * What the request fixed, as the rule set's dialog words it ("Check: Resistance (2d6), Difficulty: 11"); a hidden
 * difficulty left out for a player, who is told it is hidden.
 */
function askedText(state: RequestState, settings: DialogSettings, secretHidden: boolean, i18n: Translator): string {
  if (isFormulaRequest(state.ruleSet)) return formulaAskedText(state, secretHidden, i18n);
  const ruleSet = state.ruleSet;
  const key = JSON.stringify([i18n.lang, ruleSet, state.spec, settings, secretHidden]);
  return askedTextsFor(i18n).get(key, () => dialogAskedText(ruleSet, state.spec, settings, secretHidden, i18n));
}

/**
 * The words of what was asked, kept per translator by exactly what they are made of (the language, the rule set,
 * the spec, the rules in force and whether the difficulty is hidden from the viewer): the card is drawn again on
 * every change and scroll, and wording them builds the rule set's whole dialog (docs/cards.md "What a card costs").
 */
const askedTexts = new WeakMap<Translator, ReturnType<typeof boundedCache<string>>>();

function askedTextsFor(i18n: Translator): ReturnType<typeof boundedCache<string>> {
  let cache = askedTexts.get(i18n);
  if (!cache) {
    cache = boundedCache<string>(100);
    askedTexts.set(i18n, cache);
  }
  return cache;
}

function dialogAskedText(
  ruleSet: RuleSetId,
  spec: RequestState["spec"],
  settings: DialogSettings,
  secretHidden: boolean,
  i18n: Translator,
): string {
  const form = formOfStoredSpec(ruleSet, spec, settings);
  const fields = buildDialog(ruleSet, form, { i18n, settings, showOdds: false }).fields;
  const parts = Object.entries(spec)
    .filter(([name]) => !(secretHidden && SECRET_FIELDS.has(name)))
    .map(([name, value]) => {
      const field = fields.find((candidate) => candidate.name === name);
      const shown =
        field?.options?.find((option) => option.value === String(value))?.label ??
        (typeof value === "number" ? formatNumber(value, i18n) : String(value));
      return formatWith(i18n, "INDIE_DICE.Request.AskedField", { label: field?.label ?? name, value: shown });
    });
  const hidden = secretHidden && Object.keys(spec).some((name) => SECRET_FIELDS.has(name));
  if (hidden) parts.push(i18n.localize("INDIE_DICE.Request.DifficultyHidden"));
  // The fields asked side by side, as the language lists the parts of one thing (no "and" in English).
  return parts.length === 0 ? i18n.localize("INDIE_DICE.Request.AskedNothing") : formatList(parts, i18n, "unit");
}

/** A row's own numbers as its rule set's dialog names them ("Value: 10"), worded once as the request's ask is. */
function numbersText(
  ruleSet: RuleSetId,
  numbers: Readonly<Record<string, RequestValue>>,
  settings: DialogSettings,
  i18n: Translator,
): string {
  const key = JSON.stringify([i18n.lang, ruleSet, numbers, settings, "numbers"]);
  return askedTextsFor(i18n).get(key, () => dialogAskedText(ruleSet, numbers, settings, false, i18n));
}

/**
 * A formula request's ask: "1d20 + @abilities.dex.mod, at least 15"; for a player with the target hidden, "…, target
 * hidden".
 */
function formulaAskedText(state: RequestState, secretHidden: boolean, i18n: Translator): string {
  const { formula, target, compare } = readFormulaSpec(state.spec);
  const against = secretHidden
    ? i18n.localize("INDIE_DICE.FormulaRequest.TargetHidden")
    : formatWith(i18n, `INDIE_DICE.FormulaRequest.Compare.${compare}`, { target });
  return formatWith(i18n, "INDIE_DICE.FormulaRequest.Asked", { formula, against });
}

/** The card's title (its heading, and its pop-out's): "Roll request: Kaiser". */
export function requestCardTitle(i18n: Translator, state: Pick<RequestState, "ruleSet">): string {
  return formatWith(i18n, "INDIE_DICE.Request.Title", { ruleSet: i18n.localize(requestLabelKey(state.ruleSet)) });
}
