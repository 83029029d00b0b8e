/**
 * Shadowrun 5e's success test (SR5-FoundryVTT 0.36.0 at a86d50d3, src/module/tests/SuccessTest.ts), as far as its
 * dialog and message go: `data.pool`, `limit`, `threshold` as value fields (a base, changes, a value);
 * prepareBaseValues (:578-587: Push the Limit's Edge part, `sr5_testPrepareBaseValues`), calculateBaseValues (each
 * value's total, min 0); `formula` (:402-424: `<pool>ds`, `x6` with Push the Limit); `hasLimit` (:865-868: the world's
 * `applyLimits`, no Push the Limit, a limit above 0); execute (:1439-1463): the dialog unless fast-forwarded, the roll,
 * its hits (capped by the limit, :926-942) and glitches (:980-992), the message (:1759-1780, :1935-1970): its card,
 * flag `shadowrun5e.TestData` = toJSON (:336-346) — the `roll` the system hands `ChatMessage.create` is no field of a
 * message, so the message has no rolls. ModifiableValue (src/module/mods/ModifiableValue.ts): an override wins, else
 * the base plus the enabled additions. Not emulated: document and situation modifiers, extended tests' iterations,
 * Second Chance and Push the Limit after the roll, resource consumption, Dice So Nice, opposed tests.
 */
import { game, installedGlobal } from "../../globals";
import { hooks, chatMessage, renderTemplate } from "../kit/globals";
import type { Plain } from "../kit/data";
import { SR5Roll } from "./rolls";
import type { SR5Actor } from "./documents";
import { TestDialog } from "./test-dialog";

export interface ValueChange {
  name: string;
  value: number;
  mode?: "ADD" | "OVERRIDE";
  enabled?: boolean;
}

export interface ValueField {
  label: string;
  base: number;
  value: number;
  changes: ValueChange[];
}

export const valueField = (label: string, base: number): ValueField => ({ label, base, value: base, changes: [] });

/** ModifiableValue's calcTotal: the top override, else base plus every enabled addition; never below `min`. */
export function calcTotal(field: ValueField, min = 0): number {
  const enabled = field.changes.filter((change) => change.enabled !== false);
  const override = enabled.find((change) => change.mode === "OVERRIDE");
  const sum = override ? override.value : enabled.reduce((total, change) => total + change.value, field.base);
  field.value = Math.max(sum, min);
  return field.value;
}

/** ModifiableValue's addUnique / remove, by the change's name. */
export function addUnique(field: ValueField, name: string, value: number, mode: "ADD" | "OVERRIDE" = "ADD"): void {
  field.changes = [...field.changes.filter((change) => change.name !== name), { name, value, mode }];
}
const removeChange = (field: ValueField, name: string) =>
  void (field.changes = field.changes.filter((change) => change.name !== name));

export interface SuccessTestData extends Plain {
  title: string;
  pool: ValueField;
  limit: ValueField;
  threshold: ValueField;
  pushTheLimit: boolean;
  secondChance: boolean;
  buyHits: boolean;
  extended: boolean;
  sourceActorUuid?: string;
  evaluated: boolean;
  options: { showDialog: boolean; showMessage: boolean; rollMode?: string };
  values: { hits: ValueField; glitches: ValueField; netHits: ValueField };
  messageUuid?: string;
}

/** What a test is made from: its pool's parts added up, its limit and threshold (TestCreator's action data). */
export interface TestSource {
  title: string;
  pool: number;
  limit?: number;
  threshold?: number;
}

export class SuccessTest {
  data: SuccessTestData;
  rolls: SR5Roll[] = [];
  dialog: TestDialog | null = null;
  constructor(
    source: TestSource,
    readonly actor: SR5Actor | undefined,
    { showDialog = true }: { showDialog?: boolean } = {},
  ) {
    this.data = {
      title: source.title,
      pool: valueField("SR5.DicePool", source.pool),
      limit: valueField("SR5.Limit", source.limit ?? 0),
      threshold: valueField("SR5.Threshold", source.threshold ?? 0),
      pushTheLimit: false,
      secondChance: false,
      buyHits: false,
      extended: false,
      sourceActorUuid: actor?.uuid,
      evaluated: false,
      options: { showDialog, showMessage: true },
      values: { hits: valueField("SR5.Hits", 0), glitches: valueField("SR5.Glitches", 0), netHits: valueField("", 0) },
    };
    this.prepareBaseValues();
    this.calculateBaseValues();
  }
  get title(): string {
    return this.data.title;
  }
  get pool(): ValueField {
    return this.data.pool;
  }
  get limit(): ValueField {
    return this.data.limit;
  }
  get threshold(): ValueField {
    return this.data.threshold;
  }
  get hasPushTheLimit(): boolean {
    return this.data.pushTheLimit;
  }
  get hasBuyHits(): boolean {
    return this.data.buyHits;
  }
  get hasThreshold(): boolean {
    return this.threshold.value > 0;
  }
  get hasLimit(): boolean {
    const applyLimits = game().settings.get("shadowrun5e", "applyLimits") === true;
    return applyLimits && !this.hasPushTheLimit && this.limit.value > 0;
  }
  get hits(): ValueField {
    return this.data.values.hits;
  }
  get glitched(): boolean {
    return this.data.values.glitches.value > Math.floor(Math.max(this.pool.value, 1) / 2);
  }
  get formula(): string {
    return `${calcTotal(this.data.pool)}ds${this.hasPushTheLimit ? "x6" : ""}`;
  }
  prepareBaseValues(): void {
    this.applyPushTheLimit();
    hooks().call("sr5_testPrepareBaseValues", this);
  }
  calculateBaseValues(): void {
    for (const field of [this.data.pool, this.data.limit, this.data.threshold]) calcTotal(field);
  }
  validateBaseValues(): void {}
  /** Before the roll, Edge joins the whole pool, which explodes (:1257-1281). */
  applyPushTheLimit(): void {
    if (!this.actor) return;
    if (!this.hasPushTheLimit) return removeChange(this.pool, "SR5.PushTheLimit");
    addUnique(this.pool, "SR5.PushTheLimit", this.actor.getEdge().value);
  }
  async execute(): Promise<this> {
    if (this.data.options.showDialog) {
      this.dialog = new TestDialog(this);
      const data = await this.dialog.select();
      if (this.dialog.canceled) return this;
      this.data = data;
      this.prepareBaseValues();
      this.calculateBaseValues();
    }
    const roll = new SR5Roll(this.formula);
    this.rolls.push(roll);
    await roll.evaluate();
    this.data.evaluated = true;
    this.#calculateDerivedValues();
    await this.toMessage();
    return this;
  }
  #calculateDerivedValues(): void {
    const { hits, glitches } = this.data.values;
    hits.base = this.hasBuyHits ? Math.floor(this.pool.value / 4) : this.rolls.reduce((sum, r) => sum + r.hits, 0);
    calcTotal(hits);
    hits.value = this.hasLimit ? Math.min(this.limit.value, hits.value) : hits.value;
    glitches.base = this.hasBuyHits ? 0 : this.rolls.reduce((sum, roll) => sum + roll.glitches, 0);
    calcTotal(glitches);
  }
  /** GmOnlyMessageContentFlow.applyGmOnlyContent: the world hides a GM's test code, and the test has an actor. */
  #applyGmOnlyContent(): boolean {
    const hidden = game().settings.get("shadowrun5e", "HideGMOnlyChatContent") === true;
    return hidden && game().user.isGM && this.actor !== undefined;
  }
  toJSON(): Plain {
    return { data: structuredClone(this.data), rolls: this.rolls.map((roll) => roll.toJSON()) };
  }
  async toMessage(): Promise<unknown> {
    if (!this.data.options.showMessage) return undefined;
    const content = await renderTemplate("systems/shadowrun5e/dist/templates/rolls/success-test-message.hbs", {
      test: this,
      glitched: this.glitched,
      criticalGlitched: this.glitched && this.hits.value === 0,
      applyGmOnlyContent: this.#applyGmOnlyContent(),
    });
    const user = game().user;
    const messageData: Plain = {
      author: user.id,
      speaker: { actor: this.actor?.id, alias: user.name },
      content,
      flags: { shadowrun5e: { TestData: this.toJSON() }, core: { canPopout: true } },
    };
    const mode = this.data.options.rollMode ?? game().settings.get("core", "messageMode");
    installedGlobal<{ applyMode(data: Plain, mode: unknown): void }>("ChatMessage").applyMode(messageData, mode);
    return chatMessage().create(messageData);
  }
}
