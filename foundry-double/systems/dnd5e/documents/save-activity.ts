/**
 * A save activity (a Fireball's), as far as its damage goes, as dnd5e makes it (at 965ad2d, release 5.3.3):
 * - its source (module/data/activity/save-data.mjs defineSchema): `damage.onSave` ("half" by default; "none" for a
 *   cantrip, _preCreate), `damage.parts`, `save.ability` (a set) and `save.dc` (`calculation`, `formula`);
 * - prepareData / prepareFinalData: the calculation "initial" becomes "spellcasting" for a spell, else flat; the DC is
 *   the calculation's ability's `dc` (an ability, or the actor's spellcasting ability), else the flat formula (a
 *   number here: dnd5e's simplifyBonus of a deterministic formula), else 8 + the proficiency bonus;
 * - getDamageConfig (save-data.mjs): the base activity's parts (activity-damage.ts; its action type is "save", so no
 *   actor damage bonus), and `critical.allow` false unless the config says;
 * - rollDamage (module/documents/activity/save.mjs): the activity's rollDamage with the message's
 *   `flags.dnd5e.roll.damageOnSave` = `damage.onSave`.
 * Not emulated (nothing the adapter, the playground or a test reads): the usage card's save buttons and the saves
 * they roll, applied effects, scaling, DC bonuses.
 */
import { deepClone, mergeObject, randomID } from "../../../utils";
import type { BasicRoll } from "../dice/basic-roll";
import type { DialogConfiguration, MessageConfiguration, ProcessConfiguration } from "../dice/types";
import { dnd5eConfig } from "../config";
import { readPath, type Plain } from "../../kit/data";
import type { Item5e } from "./item";
import { Activity5e } from "./activity";
import { getDamageConfig, rollDamage, type DamagePartSource } from "./activity-damage";

export type DamageOnSave = "none" | "half" | "full";

/** A save activity's source as the stand-in keeps it. */
type SaveActivitySource = Plain & {
  _id: string;
  type: "save";
  damage: { onSave: DamageOnSave; parts: DamagePartSource[] };
  save: { ability: string[]; dc: { calculation: string; formula: string } };
};

export class SaveActivity extends Activity5e<SaveActivitySource> {
  constructor(data: Plain, item: Item5e) {
    const source = mergeObject<SaveActivitySource>(
      {
        _id: randomID(),
        type: "save",
        damage: { onSave: "half", parts: [] },
        save: { ability: [], dc: { calculation: "initial", formula: "" } },
      },
      deepClone(data),
    );
    super(source, item);
    this.damage = deepClone(source.damage);
  }

  readonly damage: SaveActivitySource["damage"];

  /** save.ability as a set, and save.dc with its prepared value. */
  get save(): { ability: Set<string>; dc: { calculation: string; formula: string; value: number } } {
    const { ability, dc } = this._source.save;
    const calculation =
      dc.calculation === "initial" ? (this.item.type === "spell" ? "spellcasting" : "") : dc.calculation;
    return { ability: new Set(ability), dc: { ...dc, calculation, value: this.#dc(calculation, dc.formula) } };
  }

  #dc(calculation: string, formula: string): number {
    const system = this.actor.system5e;
    const spellcasting = String(readPath(system.attributes, "spellcasting") ?? "");
    const ability = calculation in dnd5eConfig().abilities ? calculation : calculation ? spellcasting : "";
    if (!calculation) return Number(formula) || 8 + system.attributes.prof;
    return system.abilities[ability]?.dc ?? 8 + system.attributes.prof;
  }

  getActionType(): string {
    return "save";
  }

  getRollData(): Plain {
    const rollData = this.item.getRollData();
    rollData.activity = { ...this._source };
    return rollData;
  }

  getDamageConfig(config: ProcessConfiguration = {}): ProcessConfiguration {
    const rollConfig = getDamageConfig(this, config);
    const critical = (rollConfig.critical ??= {});
    critical.allow ??= false;
    return rollConfig;
  }

  rollDamage(
    config: ProcessConfiguration = {},
    dialog: DialogConfiguration = {},
    message: MessageConfiguration = {},
  ): Promise<BasicRoll[] | undefined> {
    const withSave = mergeObject<MessageConfiguration>(
      { data: { flags: { dnd5e: { roll: { damageOnSave: this.damage.onSave } } } } },
      message,
    );
    return rollDamage(this, config, dialog, withSave);
  }
}
