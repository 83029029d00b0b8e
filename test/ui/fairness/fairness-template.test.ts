import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import { FairnessTally, type FairnessMessage } from "../../../src/core/fairness/fairness-tally";
import { fairnessReportView, type FairnessReportView } from "../../../src/ui/fairness/fairness-view";
import { createTranslator } from "../../../src/ui/translator";
import { plainRollJson } from "../../core/fairness/roll-json";
import { freshDocument } from "../dom/fresh-document";
import { must } from "../../kit";

const SOURCE = readFileSync("templates/apps/fairness-report.hbs", "utf8");
const en = createTranslator("en", english);
const HOSTILE = "<img src=x onerror=alert(1)>";

const template = Handlebars.create().compile<FairnessReportView>(SOURCE, { strict: true });

/**
 * Renders the template as the playground does (the `handlebars` package with its core helpers only, strict), parsed as
 * a browser would.
 */
function render(view: FairnessReportView): HTMLElement {
  const host = freshDocument().createElement("div");
  host.innerHTML = template(view);
  expect(host.children).toHaveLength(1);
  return host.firstElementChild as HTMLElement;
}

function viewOf(messages: FairnessMessage[], names: Record<string, string>): FairnessReportView {
  const report = new FairnessTally({ viewer: { id: "gm", isGM: true } }).add(messages).result();
  return fairnessReportView(report, (id) => names[id] ?? null, en);
}

const MESSAGES: FairnessMessage[] = [
  { author: "evil", rolls: [plainRollJson([{ faces: 20, results: [1, 20, 20, 7] }])] },
  {
    author: "ann",
    rolls: [
      plainRollJson([
        { faces: 20, results: [3, 3] },
        { faces: 4, results: [4] },
      ]),
    ],
  },
];

describe("templates/apps/fairness-report.hbs", () => {
  it("prints everything escaped, never with a triple stash", () => {
    expect(SOURCE.replace(/\{\{!--[\s\S]*?--\}\}/g, "")).not.toContain("{{{");
    const root = render(viewOf(MESSAGES, { evil: HOSTILE, ann: "Ann" }));
    expect(root.querySelector("img")).toBeNull();
    const titles = [...root.querySelectorAll("h2")].map((h) => h.textContent);
    expect(titles).toContain(`${HOSTILE}: d20`);
    expect(root.querySelector(`[data-group="evil:d20:digital"] caption`)?.textContent).toBe(
      `${HOSTILE}: d20: observed and expected count of each face`,
    );
  });

  it("gives each group its title, sample size, test, p-value, chart and table", () => {
    const view = viewOf(MESSAGES, { evil: "Eve", ann: "Ann" });
    const root = render(view);
    const sections = [...root.querySelectorAll<HTMLElement>(".indie-dice-fairness-group")];
    expect(sections.map((section) => section.dataset.group)).toEqual(view.groups.map((group) => group.key));
    view.groups.forEach((group, i) => {
      const section = must(sections[i]);
      expect(section.dataset.n).toBe(String(group.n));
      expect(Number(section.dataset.pValue)).toBe(group.pValue);
      expect(section.querySelector("h2")?.textContent).toBe(group.title);
      expect(section.querySelector(".indie-dice-fairness-test")?.textContent).toBe(
        `${group.sampleSize} · ${group.test}`,
      );
      expect(section.querySelector(".indie-dice-fairness-p")?.textContent).toBe(group.pText);
      const svg = must(section.querySelector("svg"));
      expect(svg.getAttribute("role")).toBe("img");
      expect(svg.getAttribute("aria-label")).toBe(group.chart.description);
      expect(svg.querySelectorAll("rect")).toHaveLength(group.chart.bars.length);
      expect(svg.querySelector("rect title")?.textContent).toBe(must(group.chart.bars[0]).label);
      expect(svg.querySelector("polyline")?.getAttribute("points")).toBe(group.chart.expectedPoints);
      const rows = [...section.querySelectorAll("tbody tr")].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      );
      expect(rows).toEqual(group.table.rows.map((row) => [row.face, row.observed, row.expected]));
      expect([...section.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
        view.labels.face,
        view.labels.observed,
        view.labels.expected,
      ]);
    });
    expect(root.querySelector("[data-action='exportFairnessCsv']")?.textContent?.trim()).toBe("Export as CSV");
    expect([...root.querySelectorAll(".indie-dice-fairness-notes li")]).toHaveLength(7);
  });

  it(
    "keys each legend entry with a swatch drawn as its mark in the charts: " +
      "the bars' fill, the expected line's dashes",
    () => {
      const view = viewOf(MESSAGES, { evil: "Eve", ann: "Ann" });
      const root = render(view);
      const entries = [...root.querySelectorAll(".indie-dice-fairness-legend > li")];
      expect(entries.map((entry) => entry.textContent?.trim())).toEqual([
        "Times each face came up (bars)",
        "Expected from fair dice (dashed line)",
      ]);
      const [observed, expected] = entries.map((entry) => must(entry.querySelector("svg.indie-dice-fairness-swatch")));
      // The swatches are decoration: the words say it all to a screen reader.
      for (const swatch of [must(observed), must(expected)]) expect(swatch.getAttribute("aria-hidden")).toBe("true");
      const chart = must(root.querySelector(".indie-dice-fairness-chart"));
      const bar = must(chart.querySelector("rect"));
      expect(must(observed).querySelector("rect")?.getAttribute("class")).toBe(bar.getAttribute("class"));
      const line = must(chart.querySelector("polyline"));
      const key = must(must(expected).querySelector("polyline"));
      for (const attribute of ["class", "stroke", "stroke-width", "stroke-dasharray", "fill"]) {
        expect(key.getAttribute(attribute), attribute).toBe(line.getAttribute(attribute));
      }
    },
  );

  it("says so when there is nothing to report", () => {
    const root = render(viewOf([], {}));
    expect(root.querySelector(".indie-dice-fairness-empty")?.textContent).toBe(
      "There are no die results to report yet.",
    );
    expect(root.querySelectorAll(".indie-dice-fairness-group")).toHaveLength(0);
    expect(root.querySelector(".indie-dice-fairness-legend")).toBeNull();
  });
});
