/**
 * The GM's *Request a roll* (a token tool beside Start contest, and `api.requests.startWithDialog()`): a DialogV2
 * form with the rule set, what the request fixes (the number to pass; Kaiser's check), the group's question, the
 * mode and the card's options, and the rows — the controlled tokens, else the scene's player characters — each asked
 * or not, each with its own number (left empty, its roller enters it). The group's exact chance updates as the GM
 * fills it in (src/card-kinds/request/ui/request-dialog-model.ts). The form is its template
 * (src/card-kinds/request/templates/dialogs/request-dialog.hbs, every word printed escaped); its rows, which grow as
 * the GM adds tokens, are drawn from text nodes.
 */
import { FORMULA_REQUEST, isFormulaRequest } from "../core/formula-request";
import { requestDialogView, requestNumberLabel } from "../ui/request-dialog-view";
import type { RequestRuleSet } from "../core/request-types";
import {
  AT_LEAST_CHOICE,
  askedQuestion,
  formulaRequestDialogChance,
  formulaRequestFieldReasons,
  requestDialogChance,
  requestFieldReasons,
  requestSpec,
} from "../ui/request-dialog-model";
import { askGmForm, numberIn, tableRow, typedNumber } from "../../../foundry/apps/gm-form";
import { uiRuleSetOf } from "../../../ui/rule-sets";
import { readDialogSettings } from "../../../foundry/dialog-settings";
import { offeredRuleSets } from "../../../foundry/settings";
import { isFormElement, isInputElement, namedField } from "../../../ui/dom/elements";
import { characterOf, controlledTokens, nameOf, playerCharacterTokens, uuidOf } from "../../../foundry/sides";
import type { ContestSideInput } from "../../../foundry/types/sides";
import type { RequestStartOptions } from "./requests-api-types";
import { eventFor } from "../../../ui/dom/realm";

interface AskedToken {
  readonly side: ContestSideInput;
  readonly name: string;
}

/** The tokens a request asks by default: the controlled ones, else the viewed scene's player characters. */
export function defaultRequestTokens(): AskedToken[] {
  const controlled = controlledTokens();
  const sides = controlled.length > 0 ? controlled : playerCharacterTokens();
  return sides.map((side) => ({ side, name: nameOf(side) }));
}

/**
 * Opens the dialog; resolves with what `start` made of the request (its card), or null when it is closed. Every
 * field is checked as the GM types (src/card-kinds/request/ui/request-dialog-model.ts `requestFieldReasons`), and a
 * refusal of `start` keeps the dialog open with every row, number and choice (src/foundry/apps/gm-form.ts).
 */
export async function askRequest<R>(
  start: (options: RequestStartOptions) => Promise<R>,
  initial: readonly AskedToken[] = defaultRequestTokens(),
): Promise<R | null> {
  // The rows grow when the GM adds the tokens selected since (Add the selected tokens).
  const tokens: AskedToken[] = [...initial];
  const ruleSets = offeredRuleSets();
  const read = (form: HTMLFormElement) => {
    const field = (name: string) => namedField(form, name);
    const ruleSet = (field("ruleSet")?.value ?? ruleSets[0]) as RequestRuleSet;
    const number = typedNumber(form, "number");
    const spec = isFormulaRequest(ruleSet)
      ? // The target as typed: an empty one is refused by name (readFormulaSpec), never read as 0.
        { formula: field("formula")?.value.trim() ?? "", target: number, compare: field("compare")?.value ?? "atLeast" }
      : requestSpec(ruleSet, Number(number), (name) => field(name)?.value);
    const asked = tokens.flatMap((token, index) => {
      if (!isChecked(field(`ask${index}`))) return [];
      const own = numberIn(form, `own${index}`);
      return [{ token, index, own: own ?? null }];
    });
    const found = isFormulaRequest(ruleSet)
      ? formulaRequestFieldReasons(field("formula")?.value ?? "", number, game.i18n)
      : requestFieldReasons(
          {
            ruleSet,
            choice: (name) => field(name)?.value,
            number,
            own: new Map(asked.map(({ index }) => [`own${index}`, typedNumber(form, `own${index}`)])),
          },
          readDialogSettings(),
          game.i18n,
        );
    // "At least N": its N read against the rows asked (none asked: the chance line says so, and the request refuses).
    const { question, reason } = askedQuestion(
      field("question")?.value ?? "each",
      typedNumber(form, AT_LEAST_CHOICE),
      asked.length,
      game.i18n,
    );
    // A field the request does not read now (hidden, a row not asked) has no reason: none is left beside it.
    const reasons = new Map<string, string | null>([
      ["formula", null],
      ["number", null],
      [AT_LEAST_CHOICE, reason],
      ...tokens.map((_, index) => [`own${index}`, null] as const),
      ...found,
    ]);
    return { ruleSet, spec, question, asked, reasons, form: field };
  };
  return askGmForm({
    name: "request",
    title: "INDIE_DICE.Request.Dialog.Title",
    icon: "fa-solid fa-users",
    template: "templates/dialogs/request-dialog.hbs",
    context: requestDialogView(game.i18n, ruleSets),
    submit: {
      action: "request",
      label: "INDIE_DICE.Request.Dialog.Request",
      answer: (submitted): RequestStartOptions => {
        const { ruleSet, spec, question, asked, form } = read(submitted);
        const checked = (name: string) => isChecked(form(name));
        return {
          ruleSet,
          spec,
          question,
          mode: form("mode")?.value ?? "public",
          showDifficulty: checked("showDifficulty"),
          resultsWhenAllRolled: checked("resultsWhenAllRolled"),
          hideNames: checked("hideNames"),
          rows: asked.map(({ token, own }) => ({
            token: token.side,
            ...(own === null || isFormulaRequest(ruleSet)
              ? {}
              : { spec: { [uiRuleSetOf(ruleSet).request.ownNumber]: own } }),
          })),
        };
      },
    },
    check: (form) => read(form).reasons,
    accept: start,
    render: (element) => {
      const form = element.querySelector("form") ?? (isFormElement(element) ? element : null);
      if (!form) return;
      const output = element.querySelector<HTMLElement>(".indie-dice-request-dialog-chance");
      const update = () => {
        const { ruleSet, spec, question, asked, reasons } = read(form);
        showFieldsFor(form, ruleSet, namedField(form, "question")?.value === AT_LEAST_CHOICE);
        if (!output) return;
        // No chance is worked out from a field that does not read: it would be a guess.
        if ([...reasons.values()].some((reason) => reason !== null))
          output.textContent = game.i18n.localize("INDIE_DICE.Dialog.Labels.FixFields");
        else
          output.textContent = isFormulaRequest(ruleSet)
            ? formulaRequestDialogChance(
                {
                  spec,
                  question,
                  rows: asked.map(({ token }) => ({
                    name: token.name,
                    rollData: characterOf(token.side)?.getRollData() ?? null,
                  })),
                },
                game.i18n,
              )
            : requestDialogChance(
                { ruleSet, spec, question, rows: asked.map((row) => row.own) },
                readDialogSettings(),
                game.i18n,
              );
      };
      form.addEventListener("change", update);
      form.addEventListener("input", update);
      // Every row is drawn from text nodes (a name is never markup): the tokens asked, then those selected since.
      const body = element.querySelector("tbody");
      tokens.forEach((token, index) => body?.append(rowElement(form.ownerDocument, token, index)));
      element.querySelector<HTMLButtonElement>("[data-request-add]")?.addEventListener("click", () => {
        for (const token of defaultRequestTokens()) {
          if (!body || tokens.some((kept) => sameToken(kept.side, token.side))) continue;
          body.append(rowElement(form.ownerDocument, token, tokens.length));
          tokens.push(token);
        }
        // The new rows' fields are checked as the others are (the form listens for its own changes).
        form.dispatchEvent(eventFor(form, "change"));
      });
      update();
    },
  });
}

/**
 * "At least N" shows its N. A formula request shows its formula and comparison and hides Kaiser's check; its rows take
 * no own number (each row's `@` paths are its character's), so the rows' own-number column is hidden, its fields
 * disabled. A rule set's request shows the opposite. The number to pass is named for the rule set, and hidden for the
 * Kleptonomicon's (its Passing Score is fixed).
 */
function showFieldsFor(form: HTMLFormElement, ruleSet: RequestRuleSet, atLeast: boolean): void {
  const formula = isFormulaRequest(ruleSet);
  for (const group of form.querySelectorAll<HTMLElement>("[data-request-only]")) {
    const only = group.dataset.requestOnly;
    if (only === AT_LEAST_CHOICE) {
      group.hidden = !atLeast;
      // Hidden, its N is no part of the request: nor of the browser's own check of the form on submit.
      for (const input of group.querySelectorAll("input")) input.disabled = !atLeast;
    } else if (only === "number") {
      group.hidden = !isFormulaRequest(ruleSet) && uiRuleSetOf(ruleSet).request.numberToPass === null;
      const label = group.querySelector("label");
      if (label) label.textContent = requestNumberLabel(game.i18n, ruleSet);
    } else group.hidden = (only === FORMULA_REQUEST) !== formula;
  }
  for (const own of form.querySelectorAll<HTMLInputElement>('input[name^="own"]')) own.disabled = formula;
  // The column as a whole, header and cells alike, so every header stays over its own column.
  for (const cell of form.querySelectorAll<HTMLElement>("[data-request-own]")) cell.hidden = formula;
}

/** A checkbox that is checked. */
function isChecked(field: HTMLInputElement | HTMLSelectElement | null): boolean {
  return field !== null && isInputElement(field) && field.checked;
}

function sameToken(a: ContestSideInput, b: ContestSideInput): boolean {
  return uuidOf(a) === uuidOf(b);
}

/** One row of the dialog's table, built as text nodes. */
function rowElement(page: Document, token: AskedToken, index: number): HTMLTableRowElement {
  const ask = page.createElement("input");
  ask.type = "checkbox";
  ask.name = `ask${index}`;
  ask.checked = true;
  ask.setAttribute("aria-label", game.i18n.format("INDIE_DICE.Request.Dialog.Include", { name: token.name }));
  const own = page.createElement("input");
  own.type = "number";
  own.name = `own${index}`;
  own.step = "1";
  own.setAttribute("aria-label", game.i18n.format("INDIE_DICE.Request.Dialog.Own", { name: token.name }));
  const row = tableRow([ask, page.createTextNode(token.name), own]);
  row.cells[2]?.setAttribute("data-request-own", "");
  return row;
}
