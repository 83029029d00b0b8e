/**
 * A RollTable document (v13 client/documents/roll-table.mjs), the part a module draws with: `draw({roll,
 * displayChat, rollMode})` → `roll({roll})` → `toMessage(results, {roll, messageOptions: {rollMode}})`.
 *
 * - roll(): a given Roll is used as it is (otherwise `Roll.create(formula)`); it is rolled again at its minimum and
 *   maximum (`reroll({minimize})`, `reroll({maximize})`) to check that an available result can be reached — if none
 *   can, a warning and no results; then rerolled until its total falls in a result's range (`getResultsForRoll`).
 * - draw(): with `displayChat` (default true) creates one ChatMessage: flavor "TABLE.DrawFlavor" formatted with the
 *   number of results and the escaped table name, the roll among its rolls, flags `core.RollTable` = the table's id,
 *   the roll mode given (else core.rollMode). Returns `{roll, results}`.
 * Not emulated: results without replacement (every table here has `replacement: true`), nested tables, the
 * result template (the content lists the results' names), descriptions and embedding.
 */
import { Roll } from "../dice/roll";
import { isV14, legacyOf, mapLegacyRollMode } from "../profile";
import { ChatMessage } from "../chat-message";
import { escapeHTML, randomID } from "../utils";
import { globalOf, installedGlobal } from "../globals";

export interface TableResultSpec {
  /** The result's text (v13 TableResult#name). */
  name: string;
  range: [number, number];
}

export interface RollTableSpec {
  _id?: string;
  name?: string;
  formula?: string;
  results?: TableResultSpec[];
}

interface GameLike {
  i18n: { format(key: string, data?: Record<string, unknown>): string };
  settings: { get(namespace: string, key: string): unknown };
}

function game(): GameLike {
  return installedGlobal<GameLike>("game");
}

export class RollTableDouble {
  constructor({ _id, name = "Table", formula = "", results = [] }: RollTableSpec = {}) {
    this.id = _id ?? randomID();
    this.name = name;
    this.formula = formula;
    this.results = results.map((result) => ({ ...result, range: [...result.range] as [number, number] }));
  }

  readonly id: string;

  readonly name: string;

  readonly formula: string;

  readonly results: TableResultSpec[];

  readonly replacement = true;

  /** Each draw, for tests: the roll used and the results drawn. */
  readonly draws: { roll: Roll; results: TableResultSpec[] }[] = [];

  get documentName(): string {
    return "RollTable";
  }

  get uuid(): string {
    return `RollTable.${this.id}`;
  }

  getResultsForRoll(value: number): TableResultSpec[] {
    return this.results.filter((result) => value >= result.range[0] && value <= result.range[1]);
  }

  async roll({ roll }: { roll?: Roll } = {}): Promise<{ roll: Roll; results: TableResultSpec[] }> {
    let current = roll instanceof Roll ? roll : Roll.create(this.formula);
    const min = (await current.reroll({ minimize: true })).total as number;
    const max = (await current.reroll({ maximize: true })).total as number;
    const lowest = Math.min(...this.results.map((r) => r.range[0]));
    const highest = Math.max(...this.results.map((r) => r.range[1]));
    if (!this.results.length || lowest > max || highest < min) {
      globalOf<{ notifications?: { warn(m: string): unknown } }>("ui")?.notifications?.warn(
        "No results can possibly be drawn from this table and formula.",
      );
      return { roll: current, results: [] };
    }
    let results: TableResultSpec[] = [];
    for (let iter = 0; !results.length && iter < 10000; iter++) {
      current = await current.reroll();
      results = this.getResultsForRoll(current.total as number);
    }
    return { roll: current, results };
  }

  async draw({
    roll,
    displayChat = true,
    rollMode,
  }: { roll?: Roll; displayChat?: boolean; rollMode?: string } = {}): Promise<{
    roll: Roll;
    results: TableResultSpec[];
  }> {
    const drawn = await this.roll({ roll });
    this.draws.push(drawn);
    if (drawn.results.length && displayChat)
      await this.toMessage(drawn.results, { roll: drawn.roll, messageOptions: { rollMode } });
    return drawn;
  }

  async toMessage(
    results: TableResultSpec[],
    { roll, messageOptions = {} }: { roll?: Roll; messageOptions?: { rollMode?: string } } = {},
  ): Promise<unknown> {
    // v14 still takes `rollMode` here (its typings), mapped from either spelling; v13 takes the legacy name.
    const rollMode = isV14()
      ? legacyOf(mapLegacyRollMode(messageOptions.rollMode ?? "roll"))
      : (messageOptions.rollMode ?? String(game().settings.get("core", "rollMode")));
    const flavorKey = `TABLE.DrawFlavor${results.length > 1 ? "Plural" : ""}`;
    const content = `<ul class="table-draw">${results.map((r) => `<li>${escapeHTML(r.name)}</li>`).join("")}</ul>`;
    return ChatMessage.create(
      {
        flavor: game().i18n.format(flavorKey, { number: results.length, name: escapeHTML(this.name) }),
        speaker: ChatMessage.getSpeaker(),
        rolls: roll ? [roll] : [],
        content,
        flags: { core: { RollTable: this.id } },
      },
      isV14() ? { messageMode: mapLegacyRollMode(rollMode) } : { rollMode },
    );
  }
}
