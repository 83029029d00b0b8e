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
 *   the weapon's bonus + `modifier`; left-click on a close-combat weapon: no prompt, `modifier` and `stressMod` ""
 *   (so the system's sums are strings, which yzeRoll compares as it does).
 * Not emulated: armor, radiation, panic and resolve rolls, vehicles and spacecraft, an evolved ranged weapon's own
 * dialog (left-click on a ranged weapon does nothing here), pushes, and the data models (the stand-in's data is
 * `system.header.stress`, `system.skills.<key>.mod`, `system.attributes.<key>.mod` as prepared).
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { yzeRoll } from "./dice";

type Plain = Record<string, unknown>;

export interface AlienItemSpec {
  _id: string;
  name: string;
  type: string;
  system: Plain;
}

export interface AlienActorSpec extends ActorSpec {
  items?: AlienItemSpec[];
  prototypeToken?: { disposition: number };
}

interface Api {
  game: { i18n: { localize(key: string): string } };
  foundry: {
    applications: {
      api: { DialogV2: { wait(config: Plain): Promise<unknown> } };
      handlebars: { renderTemplate(path: string, data: unknown): Promise<string> };
      ux: { FormDataExtended: new (form: HTMLFormElement) => { object: Plain } };
    };
  };
}

const api = (): Api => globalThis as unknown as Api;
const localize = (key: string): string => api().game.i18n.localize(key);
const template = (name: string, data: unknown) => api().foundry.applications.handlebars.renderTemplate(`systems/alienrpg/templates/dialog/${name}.hbs`, data);

/** The system's prompt: Roll returns the form's object, Cancel "cancel", closing null. */
function prompt(title: string, content: string): Promise<unknown> {
  const { DialogV2 } = api().foundry.applications.api;
  const { FormDataExtended } = api().foundry.applications.ux;
  return DialogV2.wait({
    window: { title }, content, rejectClose: false,
    buttons: [
      { label: "ALIENRPG.DialRoll", callback: (_event: Event, button: HTMLButtonElement) => new FormDataExtended(button.form!).object },
      { label: "ALIENRPG.DialCancel", action: "cancel" },
    ],
  });
}

const header = (system: Plain): Plain => (system.header ?? {}) as Plain;

export class AlienActor extends ActorDouble {
  readonly items: Map<string, AlienItem>;
  readonly prototypeToken: { disposition: number };

  constructor(spec: AlienActorSpec = {}, options?: ConstructorParameters<typeof ActorDouble>[1]) {
    super(spec, options);
    this.items = new Map((spec.items ?? []).map((item) => [item._id, new AlienItem(item, this)]));
    this.prototypeToken = spec.prototypeToken ?? { disposition: 1 };
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
    const stress = (header(actor.getRollData()).stress ?? {}) as Plain;
    if (actor.type === "character") r2 = (stress.value as number) + Number(stress.mod || 0) + Number(stressMod);
    else if (actor.type === "synthetic" && header(actor.system).synthstress) {
      type = "character";
      r2 = Number(stressMod);
    }
    if (dataset.attr && actor.type !== "synthetic" && !rollMod) {
      const title = `${localize("ALIENRPG.Attributes")} ${String(dataset.label)} ${localize("ALIENRPG.DialTitle2")}`;
      const response = (await prompt(title, await template("roll-attr-dialog", actor))) as Plain | string | null;
      if (!response || response === "cancel") return "cancelled";
      if (!(response as Plain).rollStress) r2 = 0;
    }
    await yzeRoll(type, false, false, String(dataset.label), r1, localize("ALIENRPG.Black"), r2, localize("ALIENRPG.Yellow"), actor.id);
    return undefined;
  }

  async rollAbilityMod(actor: AlienActor, dataset: Plain): Promise<unknown> {
    const title = `${localize("ALIENRPG.DialTitle1")} ${String(dataset.label)} ${localize("ALIENRPG.DialTitle2")}`;
    if (!dataset.roll) return undefined;
    const withStress = actor.type === "character" || Boolean(header(actor.system).synthstress);
    const content = await template(withStress ? "roll-all-dialog" : "roll-base-dialog", actor);
    const response = (await prompt(title, content)) as Plain | string | null;
    if (!response || response === "cancel") return "cancelled";
    const answer = response as Plain;
    dataset.stressMod = answer.stressMod ? Number(answer.stressMod) : 0;
    dataset.modifier = answer.modifier === "undefined" ? 0 : Number(answer.modifier);
    void this.abilityRoll(actor, dataset, false);
    return undefined;
  }
}

export class AlienItem {
  constructor(readonly _source: AlienItemSpec, readonly actor: AlienActor) {}

  get id(): string { return this._source._id; }
  get name(): string { return this._source.name; }
  get type(): string { return this._source.type; }
  get system(): Plain { return this._source.system; }

  async roll(right: boolean, _dataset: Plain): Promise<unknown> {
    const actor = this.actor;
    const actorData = actor.system;
    const attributes = this.system.attributes as Record<string, { value: number }>;
    const label = `${this.name} (${localize("ALIENRPG.Damage")} : ${String(attributes.damage?.value)})`;
    const title = `${localize("ALIENRPG.DialTitle1")} ${label} ${localize("ALIENRPG.DialTitle2")}`;
    const isCharacter = actor.type === "character";
    const blind = actor.prototypeToken.disposition === -1;
    let r2: number | string = isCharacter ? ((header(actor.getRollData()).stress as Plain).value as number) : 0;
    let modifier: number | string = "";
    let stressMod: number | string = "";
    const weaponType = (header(this.system).type as Plain).value;
    if (right) {
      const withStress = isCharacter || Boolean(header(actorData).synthstress);
      const response = (await prompt(title, await template(withStress ? "roll-all-dialog" : "roll-base-dialog", { actorData }))) as Plain | string | null;
      if (!response || response === "cancel") return "cancelled";
      modifier = Number((response as Plain).modifier);
      stressMod = withStress ? Number((response as Plain).stressMod) : 0;
    } else if (weaponType !== "2") {
      return undefined;
    }
    const skills = actorData.skills as Record<string, { mod: number }>;
    const skill = weaponType === "1" ? skills.rangedCbt : weaponType === "2" ? skills.closeCbt : undefined;
    if (!skill) return undefined;
    // As the system adds them: a left-click's "" makes strings of both sums.
    const r1 = (skill.mod + attributes.bonus!.value + (modifier as number)) as unknown as number;
    r2 = ((r2 as number) + (stressMod as number)) as unknown as number;
    await yzeRoll(actor.type, blind, !isCharacter, label, r1, localize("ALIENRPG.Black"), r2, localize("ALIENRPG.Yellow"), actor.id, this.id);
    return undefined;
  }
}
