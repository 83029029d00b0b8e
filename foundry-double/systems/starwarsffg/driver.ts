/**
 * Driving a Star Wars FFG world of the double as a player would (not emulation: conveniences for tests and the
 * playground): an actor's data (characteristics and skills, as template.json holds them), a skill's roll opened as a
 * journal link opens it (`DiceHelpers.rollSkillDirect`), and the dialog's clicks: a die's row (left adds one, right
 * takes one away), a fixed result's counter, the upgrade buttons, Roll.
 */
import type { ActorSpec } from "../../documents/actor";
import type { FfgSkill } from "./index";
import { DiceHelpers } from "./index";
import type { RollBuilderFFG } from "./roll-builder";
import { partOf } from "../kit/driver";
import { read } from "../kit/data";

export function ffgActorSpec(
  spec: ActorSpec & { characteristics: Record<string, number>; skills: Record<string, Partial<FfgSkill>> },
): ActorSpec {
  const { characteristics, skills, ...rest } = spec;
  const system = {
    characteristics: Object.fromEntries(Object.entries(characteristics).map(([key, value]) => [key, { value }])),
    skills: Object.fromEntries(
      Object.entries(skills).map(([key, skill]) => [key, { rank: 0, characteristic: "", label: key, ...skill }]),
    ),
  };
  return { type: "character", ...rest, system };
}

interface FfgActor {
  id?: string | null;
  name?: string;
  system: unknown;
}

const isSkill = (value: unknown): value is FfgSkill =>
  typeof read(value, "rank") === "number" && typeof read(value, "characteristic") === "string";

/** The dialog of an actor's skill against `difficulty` purple dice, rendered. */
export async function openSkillRoll(actor: FfgActor, skillName: string, difficulty = 2): Promise<RollBuilderFFG> {
  const skill = read(read(actor.system, "skills"), skillName);
  if (!isSkill(skill)) throw new Error(`${actor.name ?? "The actor"} has no skill ${skillName}`);
  const value = read(read(read(actor.system, "characteristics"), skill.characteristic), "value");
  const characteristic = { value: typeof value === "number" ? value : 0 };
  const app = DiceHelpers.rollSkillDirect(skill, characteristic, difficulty, { actor: { _id: actor.id } });
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return app;
}

function root(app: RollBuilderFFG): HTMLElement {
  const element = app.element[0];
  if (!element) throw new Error("The roll dialog is not drawn");
  return element;
}

/** A left (`by` 1) or right (−1) click on a die's row or a fixed result's counter, `times` times. */
export function clickPool(app: RollBuilderFFG, name: string, by: 1 | -1 = 1, times = 1): void {
  const input = partOf(root(app), `input[name="${name}"]`, `No counter ${name}`);
  for (let i = 0; i < times; i++)
    input.dispatchEvent(new MouseEvent(by > 0 ? "click" : "contextmenu", { bubbles: true, cancelable: true }));
}

/** One of the four upgrade buttons: `upgrade-ability`, `downgrade-difficulty` … */
export function clickUpgrade(app: RollBuilderFFG, id: string): void {
  partOf(root(app), `#${id}`, `No button ${id}`).click();
}

/** The Roll button. */
export function pressRoll(app: RollBuilderFFG): void {
  partOf(root(app), ".btn", "No Roll button").click();
}
