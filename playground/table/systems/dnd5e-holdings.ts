/**
 * What Ilsa holds that she may add after a roll (docs/systems-dnd5e.md "After the roll"), as the rows of dnd5e's
 * character sheet show them (dnd5e 5.3.3, 965ad2d): her Lucky feat's uses left, an input whose change dnd5e writes as
 * `system.uses.spent = max − value` (module/applications/actor/api/base-actor-sheet.mjs:1309 `_onChangeInputDelta`),
 * and each effect on her with its Delete control (module/applications/components/effects.mjs:244, whose dialog's
 * confirmation is skipped here): an inspiration used is deleted. Each change goes through the document as the pane's
 * user, and the failed roll's message follows it.
 */
import { tableText, type AsUser } from "./table-system";

const TEXT = {
  en: { title: "Features and effects", uses: "uses left", delete: "Delete" },
  de: { title: "Merkmale und Effekte", uses: "übrige Anwendungen", delete: "Löschen" },
};

/** A feat as the rows read it: its name, its uses, and its update. */
interface FeatLike {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  /** Its prepared data: `uses` holds `value` and `max` (dnd5e's UsesField). */
  readonly system: Readonly<Record<string, unknown>>;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** An effect as the rows read it: its name and its deletion. */
interface EffectLike {
  readonly id: string;
  readonly name: string;
  delete(): Promise<unknown>;
}

interface HoldingActor {
  readonly items: ReadonlyMap<string, FeatLike>;
  readonly effects: ReadonlyMap<string, EffectLike>;
}

/** One of a feat's prepared uses (`value`, `max`) as a number, NaN where it has none. */
const usesOf = (feat: FeatLike, key: "value" | "max"): number => {
  const uses = feat.system.uses;
  return Number(typeof uses === "object" && uses !== null ? Reflect.get(uses, key) : Number.NaN);
};

/** A feat with uses: its name and its uses left, as dnd5e's sheet edits them. */
function usesRow(feat: FeatLike, max: number, asUser: AsUser): HTMLElement {
  const words = tableText(TEXT);
  const row = document.createElement("li");
  row.dataset.itemId = feat.id;
  const input = Object.assign(document.createElement("input"), {
    type: "number",
    min: "0",
    max: String(max),
    value: String(usesOf(feat, "value")),
  });
  input.dataset.name = "system.uses.value";
  input.setAttribute("aria-label", `${feat.name}: ${words.uses}`);
  input.addEventListener("change", () => {
    const left = Math.min(Math.max(Number(input.value) || 0, 0), max);
    void asUser(() => feat.update({ "system.uses.spent": max - left }));
  });
  row.append(`${feat.name} `, input, ` / ${max} ${words.uses}`);
  return row;
}

/** An effect and its Delete control; the row goes with it. */
function effectRow(effect: EffectLike, asUser: AsUser): HTMLElement {
  const row = document.createElement("li");
  row.dataset.effectId = effect.id;
  const remove = Object.assign(document.createElement("button"), {
    type: "button",
    textContent: tableText(TEXT).delete,
  });
  remove.dataset.action = "delete";
  remove.addEventListener("click", () => void asUser(() => effect.delete()).then(() => row.remove()));
  row.append(`${effect.name} `, remove);
  return row;
}

/** The sheet's feats with uses and its effects, folded as a tab the sheet does not show yet. */
export function holdings(actor: HoldingActor, asUser: AsUser): HTMLElement {
  const fold = document.createElement("details");
  fold.className = "table-holdings";
  const summary = document.createElement("summary");
  summary.textContent = tableText(TEXT).title;
  const list = document.createElement("ul");
  for (const item of actor.items.values()) {
    const max = usesOf(item, "max");
    if (item.type === "feat" && max > 0) list.append(usesRow(item, max, asUser));
  }
  for (const effect of actor.effects.values()) list.append(effectRow(effect, asUser));
  fold.append(summary, list);
  return fold;
}
