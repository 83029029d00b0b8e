/**
 * Twodsix's actor, its skills and its sheet (xdy/twodsix-foundryvtt 7.5.2 at bddb68ea), as far as a throw goes:
 * - a characteristic's `mod` (utils/sheetUtils.js:180-189): floor((current − 6) / 3), `modifierForZeroCharacteristic`
 *   at 0 or less; `current` = value − damage (data/actors/character-base.js:118-119);
 * - `system.skills` (entities/actors/actor-base.js:195-221): by the skill's simplified name (utils.js:30-32), max(its
 *   value, the untrained skill's), the untrained value for any other name;
 * - `getCharacteristicModifier` (actor-base.js:435-441), `characteristicRoll` (:449-471: Average),
 *   `getSkillNameList` (:860-875); a skill's `doSkillTalentRoll` → `skillRoll` (items/item-base.js:299-344, 438-440);
 * - the sheet (sheets/AbstractTwodsixActorSheet.js:41-43, 422-450): `rollChar` and `skillTalentRoll` actions, the
 *   dialog unless Shift is held (`invertSkillRollShiftClick`); its markup the double's own.
 * Not emulated: the `CT` and `CU` rulesets' own paths (no characteristic DM under CT, Routine under CU: no test
 * chooses them), item sheets, ships, active effects, wounds and encumbrance, the JOAT skill.
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { HandlebarsApplicationMixin, type HandlebarsTemplateParts } from "../../applications/handlebars-application";
import { ActorSheetV2, type DocumentSheetOptions } from "../../applications/document-sheet";
import type { Collection } from "../../collection";
import { read, type Plain } from "../kit/data";
import { EmbeddedItem, embeddedItems, type EmbeddedItemSource } from "../kit/items";
import { notifications } from "../kit/globals";
import { SheetSlot, type RollBookkeeping } from "../kit/sheet";
import { TWODSIX, TwodsixRollSettings, setting, thrown, type RollItem, type TwodsixDiceRoll } from "./rolls";

/** config.js's characteristic keys and short labels (TWODSIX.CHARACTERISTICS). */
const SHORT: Record<string, string> = TWODSIX.CHARACTERISTICS;

/** The untrained value (data/items/skillData.js:7). */
const UNTRAINED = -3;

/** A skill's data as a throw reads it (skillData.js: `difficulty` "Average", `rolltype` "Normal" by default). */
export type TwodsixSkillData = { value: number; characteristic: string; difficulty: string; rolltype: string };

export class TwodsixSkill extends EmbeddedItem<TwodsixActor, TwodsixSkillData> {
  /** item-base.js:299-344, the skill and the item it is rolled with (no consumables). */
  async skillRoll(showThrowDialog: boolean, item: RollItem | null = null): Promise<TwodsixDiceRoll | undefined> {
    return thrown(await TwodsixRollSettings.create(showThrowDialog, {}, this, item, this.actor), this.actor, this);
  }

  doSkillTalentRoll(showThrowDialog: boolean): Promise<unknown> {
    return this.skillRoll(showThrowDialog);
  }
}

export class TwodsixActor extends ActorDouble {
  constructor(
    data: ActorSpec & { items?: EmbeddedItemSource<TwodsixSkillData>[] } = {},
    context: ConstructorParameters<typeof ActorDouble>[1] = {},
  ) {
    super(data, context);
    this.skillItems = embeddedItems(data.items, (source) => new TwodsixSkill(source, this));
    // `system.skills`, a Proxy by simplified name (actor-base.js:195-221): the untrained value for any other name.
    const values = Object.fromEntries(
      this.skillItems.map(({ name, system }) => [name.replace(/\W/g, ""), Math.max(system.value, UNTRAINED)]),
    );
    this.system.skills = new Proxy(values, {
      get: (target, name) => (typeof name === "string" && name in target ? target[name] : UNTRAINED),
    });
  }

  /** The actor's `items` (its skills: the only items emulated). */
  readonly skillItems: Collection<TwodsixSkill>;

  get sheet(): unknown {
    return TWODSIX_SHEET.of(this);
  }

  getEmbeddedDocument(name: string, id: string): unknown {
    return name === "Item" ? this.skillItems.get(id) : undefined;
  }

  /** Each characteristic with its current value, mod and short label (character-base.js, sheetUtils.js:180-189). */
  characteristic(key: string): { value: number; current: number; mod: number; displayShortLabel: string } {
    const stored = read(read(this.system, "characteristics"), key);
    const value = Number(read(stored, "value") ?? 0);
    const current = value - Number(read(stored, "damage") ?? 0);
    const mod = current <= 0 ? Number(setting("modifierForZeroCharacteristic")) : Math.floor((current - 6) / 3);
    return { value, current, mod, displayShortLabel: SHORT[key] ?? key };
  }

  /** The `system.skills` proxy's reading for a skill's name (simplified: utils.js:30-32). */
  skillValue(name: string): number {
    return Number(read(this.system.skills, name.replace(/\W/g, "")));
  }

  getCharacteristicModifier(short: string): number {
    const key = Object.keys(SHORT).find((name) => SHORT[name] === short);
    return key ? this.characteristic(key).mod : 0;
  }

  getSkillNameList(): Record<string, string> {
    return Object.fromEntries(
      this.skillItems.map((skill) => [skill.uuid, `${skill.name} (${this.skillValue(skill.name)})`]),
    );
  }

  /** actor-base.js:449-471. */
  async characteristicRoll(
    tmpSettings: Plain & { rollModifiers: { characteristic: string } },
    showThrowDialog: boolean,
  ): Promise<TwodsixDiceRoll | undefined> {
    return thrown(await TwodsixRollSettings.create(showThrowDialog, tmpSettings, null, null, this), this);
  }
}

/** The actor sheet registered at init, and each actor's made once. */
export const TWODSIX_SHEET = new SheetSlot<TwodsixActor>("Twodsix");

export class TwodsixActorSheet extends HandlebarsApplicationMixin(ActorSheetV2) implements RollBookkeeping {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = {
    classes: ["twodsix", "sheet", "actor"],
    position: { width: 560, height: 460 },
    actions: { rollChar: TwodsixActorSheet._onRollChar, skillTalentRoll: TwodsixActorSheet._onSkillTalentRoll },
  };

  static override PARTS: HandlebarsTemplateParts = {
    main: { template: "systems/twodsix/templates/actors/actor-sheet.hbs" },
  };

  /** The throw the last click started (the double's, for drivers). */
  lastRoll: Promise<unknown> | null = null;

  override async _prepareContext(options: Parameters<ActorSheetV2["_prepareContext"]>[0]): Promise<Plain> {
    const context = await super._prepareContext(options);
    const actor = this.document instanceof TwodsixActor ? this.document : null;
    context.characteristics = Object.keys(SHORT).map((key) => ({ key, ...actor?.characteristic(key) }));
    const row = ({ id, name }: TwodsixSkill) => ({ id, name, value: actor?.skillValue(name) });
    context.skills = actor?.skillItems.map(row) ?? [];
    return context;
  }

  static showThrowDialog(event: Event): boolean {
    const shift = event instanceof MouseEvent && event.shiftKey;
    return setting("invertSkillRollShiftClick") ? shift : !shift;
  }

  /** The sheet's actor, when the user may roll for it (a non-owner is warned and rolls nothing, :423-426, 444-447). */
  rollingActor(): TwodsixActor | null {
    const actor = this.document instanceof TwodsixActor ? this.document : null;
    if (actor && !actor.isOwner) notifications().warn("TWODSIX.Warnings.LackPermissionToRoll", { localize: true });
    return actor?.isOwner ? actor : null;
  }

  static _onRollChar(this: unknown, event: Event, target: HTMLElement): void {
    if (!(this instanceof TwodsixActorSheet)) return;
    const rollModifiers = { characteristic: target.dataset.label ?? "NONE" };
    const actor = this.rollingActor();
    this.lastRoll = actor?.characteristicRoll({ rollModifiers }, TwodsixActorSheet.showThrowDialog(event)) ?? null;
  }

  static _onSkillTalentRoll(this: unknown, event: Event, target: HTMLElement): void {
    if (!(this instanceof TwodsixActorSheet)) return;
    const actor = this.rollingActor();
    const skill = actor?.skillItems.find(
      (item) => item.id === target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId,
    );
    this.lastRoll = skill ? skill.doSkillTalentRoll(TwodsixActorSheet.showThrowDialog(event)) : null;
  }
}
