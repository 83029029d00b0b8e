/**
 * Driving a Genesys world of the double as a player would (not emulation: conveniences for tests and the
 * playground): an actor's data (characteristics and skills; the system keeps skills as items, which the double's
 * actors do not hold, so a prompt reads them from the actor's data here), the sheet's roll prompt opened
 * (`DicePrompt.promptForRoll`), the dice box's buttons and a pool's entry clicked, Roll.
 */
import type { ActorSpec } from "../../documents/actor";
import { DicePrompt, type GenesysPromptActor } from "./index";
import { partOf } from "../kit/driver";
import { read } from "../kit/data";

interface GenesysSkill {
  name: string;
  characteristic: string;
  rank: number;
}

interface GenesysActorData {
  characteristics: Record<string, number>;
  skills: GenesysSkill[];
  superCharacteristics?: string[];
}

export function genesysActorSpec(spec: ActorSpec & GenesysActorData): ActorSpec {
  const { characteristics, skills, superCharacteristics = [], ...rest } = spec;
  return { type: "character", ...rest, system: { characteristics, skills, superCharacteristics } };
}

const numbers = (value: unknown): Record<string, number> =>
  Object.fromEntries(
    Object.entries(typeof value === "object" && value !== null ? value : {}).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number",
    ),
  );
const isSkill = (value: unknown): value is GenesysSkill =>
  typeof read(value, "name") === "string" && typeof read(value, "rank") === "number";

/** The actor as the prompt reads it: `systemData` and its skill items. */
function promptActor(actor: { id?: string | null; type?: string; system: unknown }): GenesysPromptActor {
  const skills: unknown = read(actor.system, "skills");
  const supers: unknown = read(actor.system, "superCharacteristics");
  return {
    id: actor.id ?? undefined,
    type: actor.type ?? "character",
    systemData: {
      characteristics: numbers(read(actor.system, "characteristics")),
      superCharacteristics: new Set(Array.isArray(supers) ? supers.filter((s) => typeof s === "string") : []),
    },
    items: (Array.isArray(skills) ? skills.filter(isSkill) : []).map(({ name, characteristic, rank }) => ({
      type: "skill",
      name,
      systemData: { characteristic, rank },
    })),
  };
}

/** The prompt of an actor's skill against a difficulty (the glyphs `DD`: two difficulty dice), rendered. */
export async function openPrompt(
  actor: { id?: string | null; type?: string; system: unknown },
  skillName: string,
  difficulty = "DD",
): Promise<DicePrompt> {
  const app = await DicePrompt.promptForRoll(promptActor(actor), skillName, { difficulty });
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return app;
}

function root(app: DicePrompt): HTMLElement {
  const element = app.element[0];
  if (!element) throw new Error("The prompt is not drawn");
  return element;
}

/** A dice box button by its change (`A` a die added, `^` ability upgraded, `t` a triumph added …), `times` times. */
export function clickBox(app: DicePrompt, change: string, times = 1): void {
  const button = partOf(root(app), `.dice-box a[data-change="${change}"]`, `No button ${change}`);
  for (let i = 0; i < times; i++) button.click();
}

/** The first of a die's entries in the pool (`die-Setback`), clicked: the component takes it away. */
export function removeDie(app: DicePrompt, name: string): void {
  partOf(root(app), `.preview .die-${name}`, `No ${name} die`).click();
}

/** The Roll button. */
export function pressRoll(app: DicePrompt): void {
  partOf(root(app), ".roll-button", "No Roll button").click();
}
