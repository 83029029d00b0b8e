// @vitest-environment happy-dom
/**
 * A dialog whose button pressed chooses what is rolled (src/foundry/systems/system-dialog-odds.ts, docs/systems.md "A
 * button that chooses"): the system makes its buttons for the roll at hand, so a choice the adapter's labels do not
 * name is named by its own button's text; one with its own words, or a key in the labels, keeps them.
 */
import { describe, expect, it } from "vitest";
import type { SystemOdds } from "../../../src/core/systems/system-odds-types";
import { dialogButtons, withButtonWords } from "../../../src/foundry/systems/system-dialog-odds";
import type { SystemLabels } from "../../../src/ui/systems/system-odds-view";
import { must } from "../../kit";

/** A DialogV2's footer as Foundry draws it (dialog.mjs `_renderHTML`): a button an action, its icon and its label. */
function footer(buttons: Record<string, string>): HTMLElement {
  const element = document.createElement("div");
  const foot = element.appendChild(document.createElement("footer"));
  foot.className = "form-footer";
  for (const [action, label] of Object.entries(buttons)) {
    const button = foot.appendChild(document.createElement("button"));
    button.dataset.action = action;
    button.innerHTML = `<i class="isicon-d10-tilt"></i> <span>${label}</span>`;
  }
  return element;
}

const odds = (...ids: string[]): SystemOdds => ({
  target: null,
  totals: [],
  choices: ids.map((id) => ({ id, outcomes: [{ key: "hit", probability: 0.5, fromTarget: false }] })),
});
const LABELS: SystemLabels = { choices: { roll: "INDIE_DICE.SystemOdds.Roll" }, outcomes: {}, target: "" };

describe("a dialog whose button chooses the roll", () => {
  it("reads a DialogV2's buttons by action, and names each unnamed choice by its button's text", () => {
    const buttons = dialogButtons(footer({ "0": "Edge", "1": "Highest of Iron, Heart" }));
    expect([...buttons.keys()]).toEqual(["0", "1"]);
    const named = withButtonWords(odds("0", "1"), buttons, LABELS);
    expect(named.choices.map((choice) => choice.label)).toEqual(["Edge", "Highest of Iron, Heart"]);
  });

  it("keeps a choice's own words and the labels' key, and names none without a button", () => {
    const buttons = dialogButtons(footer({ "0": "Edge", roll: "Roll" }));
    const [first, ...rest] = odds("0", "roll", "2").choices;
    const named = withButtonWords(
      { ...odds(), choices: [{ ...must(first), label: "A target" }, ...rest] },
      buttons,
      LABELS,
    );
    expect(named.choices.map((choice) => choice.label)).toEqual(["A target", undefined, undefined]);
  });

  it("names a choice by its button's own words, not by the figure an earlier drawing left on it", () => {
    const element = footer({ "0": "Edge" });
    const chip = document.createElement("span");
    chip.className = "indie-dice-system-chip";
    chip.textContent = "Strong hit 33.2%";
    element.querySelector("button")?.append(chip);
    const named = withButtonWords(odds("0"), dialogButtons(element), LABELS);
    expect(named.choices.map((choice) => choice.label)).toEqual(["Edge"]);
  });
});
