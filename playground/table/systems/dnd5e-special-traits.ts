/**
 * The Special Traits of a dnd5e character's sheet (dnd5e module/applications/actor/character-sheet.mjs at 965ad2d,
 * release 5.3.3: its `specialTraits` tab, templates/actors/tabs/creature-special-traits.hbs), for the flags the
 * system's d20 rolls read: a checkbox per character flag (`flags.dnd5e.<key>`, CONFIG.DND5E.characterFlags), grouped
 * by the flag's section as the tab groups them. A change submits the whole form as the sheet does: a checked flag is
 * written `true`; an unchecked one is left out, and removed (`-=key`) where the actor has it
 * (base-actor-sheet.mjs `_processFormData`, which drops every false flag). The update goes through Actor#update as
 * the pane's user, so the flags are kept with the actor across a reload (saved-world.ts). The rolls then read them as
 * dnd5e does: halfling luck on every d20 test, reliable talent on a proficient skill, elven accuracy on an attack
 * with Dexterity, Intelligence, Wisdom or Charisma.
 * Not the sheet's: the tab's other fields (the original class, the other flags, the global bonuses) and its play
 * mode, where the fields are disabled.
 */
import { tableText, type AsUser } from "./table-system";

/** The flags shown, in their sections' order (dnd5e's config puts these three under Racial Traits and Feats). */
const SECTIONS = [
  { section: "racial", flags: ["elvenAccuracy", "halflingLucky"] },
  { section: "feats", flags: ["reliableTalent"] },
] as const;

type Flag = (typeof SECTIONS)[number]["flags"][number];

interface Words {
  title: string;
  sections: Record<(typeof SECTIONS)[number]["section"], string>;
  flags: Record<Flag, { name: string; hint: string }>;
}

const TEXT: { en: Words; de: Words } = {
  en: {
    title: "Special Traits",
    sections: { racial: "Racial Traits", feats: "Feats" },
    flags: {
      elvenAccuracy: {
        name: "Elven Accuracy",
        hint: "An attack with advantage using Dexterity, Intelligence, Wisdom or Charisma rolls three d20s.",
      },
      halflingLucky: { name: "Halfling Lucky", hint: "A natural 1 on a d20 test is rolled again, once." },
      reliableTalent: {
        name: "Reliable Talent",
        hint: "A check with a proficient skill counts a d20 below 10 as a 10.",
      },
    },
  },
  de: {
    title: "Besondere Merkmale",
    sections: { racial: "Volksmerkmale", feats: "Talente" },
    flags: {
      elvenAccuracy: {
        name: "Elfische Präzision",
        hint: "Ein Angriff mit Vorteil über Geschicklichkeit, Intelligenz, Weisheit oder Charisma würfelt drei W20.",
      },
      halflingLucky: {
        name: "Halblingsglück",
        hint: "Eine natürliche 1 bei einem W20-Wurf wird einmal neu gewürfelt.",
      },
      reliableTalent: {
        name: "Verlässliches Talent",
        hint: "Eine Probe einer geübten Fertigkeit zählt einen W20 unter 10 als 10.",
      },
    },
  },
};

/** What the form edits: the actor's dnd5e flags as stored, and its update. */
interface FlaggedActor {
  readonly _source: { flags: { dnd5e?: Record<string, unknown> } };
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** The update the sheet's submit makes of these checkboxes: each checked flag true, each unchecked one removed. */
function submitData(form: HTMLFormElement, actor: FlaggedActor): Record<string, unknown> {
  const stored = actor._source.flags.dnd5e ?? {};
  const changes: Record<string, unknown> = {};
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
    const key = box.name.replace("flags.dnd5e.", "");
    if (box.checked) changes[box.name] = true;
    else if (key in stored) changes[`flags.dnd5e.-=${key}`] = null;
  }
  return changes;
}

function checkbox(actor: FlaggedActor, flag: Flag, words: Words["flags"][Flag]): HTMLElement {
  const group = document.createElement("div");
  group.className = "form-group";
  const label = document.createElement("label");
  const box = Object.assign(document.createElement("input"), {
    type: "checkbox",
    name: `flags.dnd5e.${flag}`,
    checked: Boolean(actor._source.flags.dnd5e?.[flag]),
  });
  label.append(box, " ", words.name);
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = words.hint;
  group.append(label, hint);
  return group;
}

/** The sheet's Special Traits, folded as a tab the sheet does not show yet. */
export function specialTraits(actor: FlaggedActor, asUser: AsUser): HTMLElement {
  const words = tableText(TEXT);
  const fold = document.createElement("details");
  fold.className = "table-special-traits";
  const summary = document.createElement("summary");
  const star = document.createElement("i");
  star.className = "fas fa-star";
  star.setAttribute("inert", "");
  summary.append(star, " ", words.title);
  const form = document.createElement("form");
  form.setAttribute("aria-label", words.title);
  for (const { section, flags } of SECTIONS) {
    const fieldset = document.createElement("fieldset");
    const legend = document.createElement("legend");
    legend.textContent = words.sections[section];
    fieldset.append(legend, ...flags.map((flag) => checkbox(actor, flag, words.flags[flag])));
    form.append(fieldset);
  }
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("change", () => void asUser(() => actor.update(submitData(form, actor))));
  fold.append(summary, form);
  return fold;
}
