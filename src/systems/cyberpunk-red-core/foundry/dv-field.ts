import { CPRED_MAX_BASE } from "../core/cpred-odds";

/**
 * A DV field (docs/systems-cyberpunk-red-core.md): the roller's in her dialog, the GM's under a check's message. The
 * system has no DV anywhere, so both are Indie Dice's own inputs, written the same way.
 */

/** A DV is a whole number from 0 to the most a base reaches with a critical; anything else is no DV. */
export function dvTyped(text: string): number | null {
  const value = Number(text);
  return text.trim() !== "" && Number.isInteger(value) && value >= 0 && value <= CPRED_MAX_BASE ? value : null;
}

/** A row with a labelled number input for a DV, under `className`, its words the language keys given. */
export function dvRow(
  page: Document,
  className: string,
  words: { readonly label: string; readonly hint: string },
  value: number | null,
): { readonly row: HTMLElement; readonly label: HTMLElement; readonly input: HTMLInputElement } {
  const row = page.createElement("div");
  row.className = `${className} flexrow`;
  const label = page.createElement("label");
  label.textContent = game.i18n?.localize(words.label) ?? "";
  const input = page.createElement("input");
  // No name: the system's form never reads it (its submit merges every named field into the roll).
  input.type = "number";
  input.min = "0";
  input.step = "1";
  input.title = game.i18n?.localize(words.hint) ?? "";
  input.value = String(value ?? "");
  label.append(input);
  row.append(label);
  return { row, label, input };
}
