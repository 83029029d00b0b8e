/**
 * Alien RPG's actor and item (pwatson100/alienrpg 4.0.5 at 5dff939d), for the rolls a sheet's buttons make:
 * - `alienrpgActor#rollAbilityMod(actor, dataset)` (module/documents/actor.mjs:389-572): the modifier prompt —
 *   roll-all-dialog.hbs for a character, a vehicle or a synthetic with stress, roll-base-dialog.hbs otherwise — a
 *   `DialogV2.wait` whose Roll button returns the form's object; `stressMod` 0 when empty, `modifier` its number
 *   (the literal "undefined" 0); written into the dataset, then `abilityRoll(actor, dataset, false)`, not awaited.
 * - `#abilityRoll(actor, dataset, rollMod)` (:186-387): the modifiers read from the dataset and set back to 0; base
 *   dice `roll + mod + modifier` (an attribute: `mod + modifier`); stress `stress.value + stress.mod + stressMod` for a
 *   character, `stressMod` for a synthetic with stress, else none; an attribute of a non-synthetic then asks
 *   roll-attr-dialog.hbs (`rollStress`, unchecked: no stress dice; closed: "cancelled"); then yzeRoll.
 * - `alienrpgItem#roll(right, dataset)` (module/documents/item.mjs:39-356), a weapon: a character's stress; blind
 *   when the actor's prototype token is hostile (:78-80); right-click: the modifier prompt (roll-all for a character
 *   or a synthetic with stress, roll-base otherwise), base dice the combat skill's `mod` (ranged "1", close "2") +
 *   the weapon's bonus + `modifier`; left-click on a close-combat weapon: no prompt; on a ranged one with `evolved`,
 *   the ranged attack's prompt (#rangedRoll).
 * - `#pushRoll`, the message's Push button's roll (below).
 * Not emulated: armor, radiation, panic and resolve rolls, vehicles and spacecraft, full auto and the ammunition
 * roll, a ranged left-click without `evolved`, the Push button itself, and the data models (the stand-in's data is
 * `system.header.stress`, `system.skills.<key>.mod`, `system.attributes.<key>.mod` as prepared).
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { g, yzeRoll } from "./dice";
import { read, type Plain } from "../kit/data";
import { formObject, openDialog, type DialogBody } from "../kit/dialog";
import { EmbeddedItem, embeddedItems, type EmbeddedItemSource } from "../kit/items";
import type { Collection } from "../../collection";

/** The stand-in's data, as the system's data models prepare it. */
type AlienData = {
  header: { stress: { value: number; mod: number }; synthstress?: boolean };
  general?: { addpanic: { value: number } };
  skills: Record<string, { value: number; mod: number }>;
  attributes: Record<string, { value: number; mod: number }>;
};

/** A weapon's data: its type ("1" ranged, "2" close combat), bonus, damage, range and minimum range. */
interface WeaponData {
  header: { type: { value: string } };
  attributes: {
    bonus: { value: number };
    damage: { value: number };
    range: { value: number };
    minrange: { value: number };
  };
}

export type AlienItemSpec = EmbeddedItemSource<WeaponData>;

export interface AlienActorSpec extends ActorSpec {
  /** The system's data again, typed (alienActorSpec writes both from one object). */
  data?: AlienData;
  items?: AlienItemSpec[];
  prototypeToken?: { disposition: number };
}

const localize = (key: string): string => g().game.i18n.localize(key);
const template = (name: string, data: object) => ({ template: `systems/alienrpg/templates/dialog/${name}.hbs`, data });

/** The system's prompt on its template: Roll returns the form's object, Cancel "cancel", closing null. */
const prompt = (title: string, body: DialogBody) =>
  openDialog("wait", {
    window: { title },
    body,
    rejectClose: false,
    buttons: [
      { label: "ALIENRPG.DialRoll", callback: (_event, button) => formObject(button) },
      { label: "ALIENRPG.DialCancel", action: "cancel" },
    ],
  });

export class AlienActor extends ActorDouble {
  readonly items: Collection<AlienItem>;
  readonly prototypeToken: { disposition: number };
  readonly data: AlienData;

  constructor(spec: AlienActorSpec = {}, options?: ConstructorParameters<typeof ActorDouble>[1]) {
    super(spec, options);
    this.items = embeddedItems(spec.items, (item) => new AlienItem(item, this));
    this.prototypeToken = spec.prototypeToken ?? { disposition: 1 };
    // The stand-in's data as alienActorSpec writes it (its rolls read it), copied: a push raises its stress, which
    // must not reach the spec (the next test's world is made of it).
    this.data = structuredClone(spec.data) ?? { header: { stress: { value: 0, mod: 0 } }, skills: {}, attributes: {} };
  }

  async abilityRoll(actor: AlienActor, dataset: Plain, rollMod?: boolean): Promise<unknown> {
    const modifier = Number(dataset.mod ?? 0) + Number(dataset.modifier ?? 0);
    const stressMod = Number(dataset.stressMod ?? 0);
    dataset.modifier = 0;
    dataset.stressMod = 0;
    if (!dataset.roll) return undefined;
    const r1 = dataset.attr ? Number(modifier || 0) : Number(dataset.roll || 0) + Number(modifier || 0);
    let r2 = 0;
    let type = actor.type;
    const { stress, synthstress } = actor.data.header;
    if (actor.type === "character") r2 = stress.value + Number(stress.mod || 0) + Number(stressMod);
    else if (actor.type === "synthetic" && synthstress) {
      type = "character";
      r2 = Number(stressMod);
    }
    // A character's roll may be pushed (and a synthetic's with stress): `reRoll` false, else true (actor.mjs:215-233).
    let reRoll = type !== "character";
    if (dataset.attr && actor.type !== "synthetic" && !rollMod) {
      reRoll = false;
      const title = `${localize("ALIENRPG.Attributes")} ${String(dataset.label)} ${localize("ALIENRPG.DialTitle2")}`;
      const response = await prompt(title, template("roll-attr-dialog", actor));
      if (!response || response === "cancel") return "cancelled";
      if (!read(response, "rollStress")) r2 = 0;
    }
    await yzeRoll(
      type,
      false,
      reRoll,
      String(dataset.label),
      r1,
      localize("ALIENRPG.Black"),
      r2,
      localize("ALIENRPG.Yellow"),
      actor.id,
    );
    return undefined;
  }

  async rollAbilityMod(actor: AlienActor, dataset: Plain): Promise<unknown> {
    const title = `${localize("ALIENRPG.DialTitle1")} ${String(dataset.label)} ${localize("ALIENRPG.DialTitle2")}`;
    if (!dataset.roll) return undefined;
    const withStress = actor.type === "character" || Boolean(actor.data.header.synthstress);
    const response = await prompt(title, template(withStress ? "roll-all-dialog" : "roll-base-dialog", actor));
    if (!response || response === "cancel") return "cancelled";
    dataset.stressMod = read(response, "stressMod") ? Number(read(response, "stressMod")) : 0;
    dataset.modifier = read(response, "modifier") === "undefined" ? 0 : Number(read(response, "modifier"));
    void this.abilityRoll(actor, dataset, false);
    return undefined;
  }

  /**
   * `pushRoll(actor, reRoll, hostile, blind, message)` (actor.mjs:1351-1377), as the message's Push button calls it
   * (alienrpg.mjs:466-499, a character's roll): stress raised, then the last roll's dice that showed no six — and of
   * the stress dice no one either — rolled again with one stress die more, from `game.alienrpg.rollArr`.
   */
  async pushRoll(
    actor: AlienActor,
    reRoll: string,
    hostile: string,
    blind: boolean,
    message: { flags: Plain },
  ): Promise<void> {
    const stress = actor.data.header.stress;
    stress.value += pushStress(actor);
    await actor.update({ "system.header.stress.value": stress.value });
    const rollArr = g().game.alienrpg.rollArr;
    const count = (key: string) => Number(rollArr[key]);
    const reRoll1 = count("r1Dice") - count("r1Six");
    const reRoll2 = count("r2Dice") + 1 - (count("r2One") + count("r2Six"));
    await yzeRoll(
      hostile,
      blind,
      reRoll,
      String(rollArr.tLabel),
      reRoll1,
      localize("ALIENRPG.Black"),
      reRoll2,
      localize("ALIENRPG.Yellow"),
      actor.id,
      "0",
      message.flags.tactorid,
    );
  }
}

/** The stress a push adds: 1, or with `evolved` the actor's `general.addpanic` (actor.mjs:1352-1361). */
function pushStress(actor: AlienActor): number {
  return g().game.settings.get("alienrpg", "evolved") ? (actor.data.general?.addpanic.value ?? 1) : 1;
}

export class AlienItem extends EmbeddedItem<AlienActor, WeaponData> {
  async roll(right: boolean, _dataset: Plain): Promise<unknown> {
    const { actor, system } = this;
    const label = `${this.name} (${localize("ALIENRPG.Damage")} : ${system.attributes.damage.value})`;
    const title = `${localize("ALIENRPG.DialTitle1")} ${label} ${localize("ALIENRPG.DialTitle2")}`;
    const isCharacter = actor.type === "character";
    const blind = actor.prototypeToken.disposition === -1;
    const weaponType = system.header.type.value;
    // A left-click's modifiers are "" (item.mjs:50-51), which the system adds as they are, making strings of its
    // sums ("6"), which yzeRoll compares as numbers: the same roll for the double's sheets (no negative skill).
    let modifier = 0;
    let stressMod = 0;
    if (right) {
      const withStress = isCharacter || Boolean(actor.data.header.synthstress);
      const response = await prompt(
        title,
        template(withStress ? "roll-all-dialog" : "roll-base-dialog", { actorData: actor.data }),
      );
      if (!response || response === "cancel") return "cancelled";
      modifier = Number(read(response, "modifier"));
      stressMod = withStress ? Number(read(response, "stressMod")) : 0;
    } else if (weaponType === "1" && g().game.settings.get("alienrpg", "evolved")) {
      return this.#rangedRoll(title, label, blind);
    } else if (weaponType !== "2") {
      return undefined;
    }
    const skill =
      weaponType === "1" ? actor.data.skills.rangedCbt : weaponType === "2" ? actor.data.skills.closeCbt : undefined;
    if (!skill) return undefined;
    const stress = isCharacter ? actor.data.header.stress.value : 0;
    const r1 = skill.mod + system.attributes.bonus.value + modifier;
    const r2 = stress + stressMod;
    await yzeRoll(
      actor.type,
      blind,
      !isCharacter,
      label,
      r1,
      localize("ALIENRPG.Black"),
      r2,
      localize("ALIENRPG.Yellow"),
      actor.id,
      this.id,
    );
    return undefined;
  }

  /**
   * The evolved ranged attack (item.mjs:228-317): roll-ranged-weapon-dialog.hbs; out of range, a warning and no
   * roll; short of the minimum range, −2 a band; always Ranged Combat (the system's `=== '1'` never matches a number).
   */
  async #rangedRoll(title: string, label: string, blind: boolean): Promise<unknown> {
    const { actor, system } = this;
    const response = await prompt(title, template("roll-ranged-weapon-dialog", { actorData: actor.data }));
    if (!response || response === "cancel") return "cancelled";
    const range = Number(read(response, "rangeChoice"));
    if (system.attributes.range.value - range < 0) return g().ui.notifications.warn(localize("ALIENRPG.OutofRange"));
    const rangeMod = range - system.attributes.minrange.value < 0 ? 2 * (range - system.attributes.minrange.value) : 0;
    const aim = (read(response, "carefullaim") ? 2 : 0) + (read(response, "aimforweakspot") ? -2 : 0);
    const r1 =
      Number(actor.data.skills.rangedCbt?.mod) +
      system.attributes.bonus.value +
      Number(read(response, "modifier")) +
      Number(read(response, "targetCover")) +
      Number(read(response, "sizeChoice")) +
      aim +
      rangeMod;
    const r2 = (actor.type === "character" ? actor.data.header.stress.value : 0) + Number(read(response, "stressMod"));
    await yzeRoll(
      actor.type,
      blind,
      actor.type !== "character",
      label,
      r1,
      localize("ALIENRPG.Black"),
      r2,
      localize("ALIENRPG.Yellow"),
      actor.id,
      this.id,
    );
    return undefined;
  }
}
