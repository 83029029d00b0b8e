/**
 * Shadowrun 5e's actor (SR5-FoundryVTT 0.36.0 at a86d50d3, src/module/actor/SR5Actor.ts), as far as a skill test
 * goes: `system.attributes` (Edge with its uses: `getEdge`, :388-390), `system.limits`, `system.skills.active`;
 * `rollSkill(name, {event, threshold})` (:1001-1015): the skill's action — its rating plus its attribute, its
 * attribute's limit (TestCreator `_prepareTestDataWithActionForActor`) — a threshold given replacing the action's, the
 * dialog unless Shift is held (`shouldShowDialog`, keybinding `hide-test-dialog`), then `execute`. The skill here
 * names its limit (the system's config maps an attribute to one: agility's is physical).
 */
import { ActorDouble, type ActorSpec } from "../../documents/actor";
import { readPath } from "../kit/data";
import { SuccessTest } from "./success-test";

export interface SR5Skill {
  label: string;
  value: number;
  attribute: string;
  limit: "physical" | "mental" | "social";
}

const isSkill = (value: unknown): value is SR5Skill =>
  typeof value === "object" && value !== null && "attribute" in value && "limit" in value;

export interface SR5RollOptions {
  event?: { shiftKey?: boolean };
  threshold?: number;
}

export class SR5Actor extends ActorDouble {
  constructor(spec: ActorSpec = {}) {
    super(spec);
  }
  getEdge(): { value: number; uses: number } {
    const edge = readPath(this.system, "attributes.edge");
    return { value: Number(readPath(edge, "value")) || 0, uses: Number(readPath(edge, "uses")) || 0 };
  }
  async rollSkill(name: string, options: SR5RollOptions = {}): Promise<SuccessTest | undefined> {
    const skill = readPath(this.system, `skills.active.${name}`);
    if (!isSkill(skill)) return undefined;
    const attribute = Number(readPath(this.system, `attributes.${skill.attribute}.value`)) || 0;
    const limit = Number(readPath(this.system, `limits.${skill.limit}.value`)) || 0;
    const source = { title: skill.label, pool: skill.value + attribute, limit, threshold: options.threshold ?? 0 };
    const test = new SuccessTest(source, this, { showDialog: options.event?.shiftKey !== true });
    return test.execute();
  }
}
