/**
 * The playground's sample character: its roll data (what `@skills.stealth` reads, as Foundry's `actor.getRollData()`
 * gives it), edited as JSON on the page, and its saved rolls — both kept in the browser's localStorage, so nothing is
 * lost on reload. The saved rolls go through the core's record and checks, exactly as the Foundry actor's flag does.
 */
import type { RuleSetId } from "../src/core/rule-sets";
import { IndieDiceError } from "../src/core/errors";
import {
  findRoll,
  readSavedRolls,
  removeRoll,
  renameRoll,
  reorderRolls,
  saveRoll,
  type SavedRoll,
  type SavedRollInput,
  type SavedRollRecord,
} from "../src/core/saved-rolls/saved-rolls";
import type { DialogSettings } from "../src/ui/dialogs";
import { checkSavedSpec } from "../src/ui/saved-rolls/check-saved-spec";
import type { Translator } from "../src/ui/translator";

const DATA_KEY = "indie-dice-playground:character-data";
const ROLLS_KEY = "indie-dice-playground:saved-rolls";

/** The sample data a newcomer starts with: a skill, an attribute and a K&R pool to write `@` fields with. */
export const SAMPLE_ROLL_DATA = { skills: { stealth: 5, climb: 3 }, attributes: { agi: 2 }, pools: { might: 6 } };

export const SAMPLE_JOURNAL = "The guard dozes by the gate. [[/indie kaiser kind=skill bonus=@skills.stealth difficulty=12]]{Sneak past the guard} — or force it: [[/indie kingdoms pool=@pools.might dt=7]]";

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A private window without storage keeps the character for this visit only.
  }
}

export class PlaygroundCharacter {
  #dataText: string;
  #record: SavedRollRecord;
  #problem: string | null;

  constructor() {
    this.#dataText = stored(DATA_KEY) ?? JSON.stringify(SAMPLE_ROLL_DATA, null, 2);
    const read = readSavedRolls(parseOr(stored(ROLLS_KEY), undefined));
    this.#record = read.record;
    this.#problem = read.problem;
  }

  /** The roll data as typed (shown in the editor). */
  get dataText(): string {
    return this.#dataText;
  }

  /** The roll data, or null while the typed JSON cannot be read (an `@` field then says it has no character). */
  get rollData(): Record<string, unknown> | null {
    const data = parseOr(this.#dataText, null);
    return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  }

  /** Keeps what was typed, even unreadable (it stays in front of the user with its error). */
  setDataText(text: string): void {
    this.#dataText = text;
    store(DATA_KEY, text);
  }

  get rolls(): readonly SavedRoll[] {
    return this.#record.rolls;
  }

  get problem(): string | null {
    return this.#problem;
  }

  find(idOrName: string): SavedRoll {
    return findRoll(this.#record, idOrName);
  }

  save(input: SavedRollInput, i18n: Translator, settings: DialogSettings): SavedRoll {
    const saved = saveRoll(this.#record, input, () => crypto.randomUUID().replaceAll("-", "").slice(0, 16), (ruleSet: RuleSetId, spec) => checkSavedSpec(i18n, settings, ruleSet, spec));
    this.#write(saved.record);
    return saved.roll;
  }

  rename(id: string, name: string): void {
    this.#write(renameRoll(this.#record, id, name));
  }

  remove(id: string): void {
    this.#write(removeRoll(this.#record, id));
  }

  move(id: string, step: number): void {
    const ids = this.#record.rolls.map((roll) => roll.id);
    const from = ids.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.Order");
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    this.#write(reorderRolls(this.#record, ids));
  }

  #write(record: SavedRollRecord): void {
    this.#record = record;
    this.#problem = null;
    store(ROLLS_KEY, JSON.stringify(record));
  }
}

function parseOr<T>(text: string | null, fallback: T): unknown {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}
