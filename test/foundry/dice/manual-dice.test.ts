// @vitest-environment happy-dom
/**
 * Dice entered by hand (docs/architecture.md "Dice entered by hand"): our rolls open Foundry's dice-entry window
 * (RollResolver, emulated from client/applications/dice/roll-resolver.mjs) with who rolls and for what said above
 * the formula, each field named after its die, the d10ish die typed as the 0–10 it shows, and a wrong entry refused
 * beside its field with nothing typed lost.
 */
import { describe, expect, it, vi } from "vitest";
import { useIndieDice } from "../support/helpers";
import { api } from "../support/dialog-harness";
import { MODULE_ID } from "../../../src/foundry/module-id";
import { worldActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

const HERO = { _id: "heroActor0000001", name: "Brunhild", ownership: { default: 0, playerUser000000: 3 } };
const harness = useIndieDice({ actors: [HERO] });

function hero(): Actor.Implementation {
  return worldActor(HERO._id);
}

/** The dice-entry window once it is open. */
async function entryWindow(): Promise<HTMLFormElement> {
  return vi.waitFor(() => {
    const form = document.querySelector<HTMLFormElement>("form.roll-resolver");
    if (!form) throw new Error("no dice-entry window yet");
    return form;
  });
}

/** The fields of the window not yet sent, each with its visible name. */
function openFields(form: HTMLFormElement): { input: HTMLInputElement; name: string }[] {
  return [...form.querySelectorAll<HTMLInputElement>("input[name]:not(:disabled)")].map((input) => ({
    input,
    name: input.closest("label")?.querySelector(".indie-dice-entry-label")?.textContent ?? "",
  }));
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The refusal shown beside a field, or null. */
function refusalBeside(input: HTMLInputElement): string | null {
  const next = input.closest("label")?.nextElementSibling;
  return next?.classList.contains("indie-dice-entry-error") ? next.textContent : null;
}

async function submit(form: HTMLFormElement): Promise<void> {
  must(form.querySelector<HTMLButtonElement>('button[type="submit"]')).click();
  await vi.waitFor(() =>
    expect(must(form.querySelector<HTMLButtonElement>('button[type="submit"]')).disabled).toBe(true),
  );
}

/** The next field Foundry adds for one more die (an explosion), once it is there. */
async function extraField(
  form: HTMLFormElement,
  nth: number,
): Promise<{ input: HTMLInputElement; name: string; button: HTMLButtonElement }> {
  return vi.waitFor(() => {
    const fields = form.querySelectorAll(".form-fields");
    const field = fields[nth];
    if (!field) throw new Error(`no extra field ${nth} yet`);
    const input = must(field.querySelector("input"));
    return {
      input,
      button: must(field.querySelector("button")),
      name: field.querySelector(".indie-dice-entry-label")?.textContent ?? "",
    };
  });
}

describe("a Kaiser Open Roll entered by hand", () => {
  it("names who rolls, each check die and the Open Roll's next d6; a 7 is refused beside its field", async () => {
    await game.settings.set("core", "diceConfiguration", { d6: "manual" });
    const pending = api().dialogs.open("kaiser", {
      spec: { kind: "skill", bonus: 1 },
      fastForward: true,
      actor: hero(),
      flavor: "Climb the wall",
    });
    const form = await entryWindow();
    expect(form.querySelector(".indie-dice-entry-who")?.textContent).toBe("Brunhild rolls for Climb the wall");
    const check = openFields(form);
    expect(check.map((f) => f.name)).toEqual(["Check die 1 of 2: d6", "Check die 2 of 2: d6"]);
    expect(check.map((f) => f.input.getAttribute("aria-label"))).toEqual([
      "Check die 1 of 2: d6",
      "Check die 2 of 2: d6",
    ]);
    // A 9 on a d6 is refused beside its field; the form is not sent and the other die's 6 stays as typed.
    type(must(check[0]).input, "6");
    type(must(check[1]).input, "9");
    expect(refusalBeside(must(check[1]).input)).toBe(
      "Enter a whole number from 1 to 6, or leave it empty to roll it digitally.",
    );
    must(form.querySelector<HTMLButtonElement>('button[type="submit"]')).click();
    await new Promise((r) => setTimeout(r, 0));
    expect(must(check[1]).input.disabled).toBe(false);
    expect(must(check[0]).input.value).toBe("6");
    type(must(check[1]).input, "6");
    expect(refusalBeside(must(check[1]).input)).toBeNull();
    await submit(form);
    // Double six opens the Open Roll: Foundry asks for one more d6, named as the Open Roll's next die.
    const first = await extraField(form, 0);
    expect(first.name).toBe("Open Roll: the next d6");
    type(first.input, "7");
    first.button.click();
    expect(refusalBeside(first.input)).toBe(
      "Enter a whole number from 1 to 6, or leave it empty to roll it digitally.",
    );
    expect(first.input.disabled).toBe(false);
    type(first.input, "6");
    first.button.click();
    const second = await extraField(form, 1);
    expect(second.name).toBe("Open Roll: the next d6");
    type(second.input, "2");
    second.button.click();
    const roll = await pending;
    expect(must(must(roll).dice[0]).results.map((r) => r.result)).toEqual([6, 6, 6, 2]);
    expect(must(roll).total).toBe(21);
    expect(harness().foundry.messages).toHaveLength(1);
  });
});

describe("the d10ish die entered by hand", () => {
  it("is typed as the 0–10 it shows: 0 and 10 are the crits, 11 is refused", async () => {
    await game.settings.set(MODULE_ID, "kleptoCritMethod", "d10ish");
    // The d10ish die is configured under its own denomination (register-dice.ts adds it to
    // CONFIG.Dice.fulfillment.dice).
    const config: Record<string, string> = { di: "manual" };
    await game.settings.set("core", "diceConfiguration", config);
    const pending = api().dialogs.open("klepto", {
      spec: { modifier: 2, advantages: 1 },
      fastForward: true,
      actor: hero(),
    });
    const form = await entryWindow();
    expect(form.querySelector(".indie-dice-entry-who")?.textContent).toBe("Brunhild rolls for The Kleptonomicon");
    const fields = openFields(form);
    expect(fields.map((f) => f.name)).toEqual([
      "d10ish die 1 of 2: type the 0–10 it shows (faces 0, 1–9 twice, 10)",
      "d10ish die 2 of 2: type the 0–10 it shows (faces 0, 1–9 twice, 10)",
    ]);
    expect(fields.map((f) => [f.input.min, f.input.max])).toEqual([
      ["0", "10"],
      ["0", "10"],
    ]);
    type(must(fields[0]).input, "11");
    expect(refusalBeside(must(fields[0]).input)).toBe(
      "Enter a whole number from 0 to 10, or leave it empty to roll it digitally.",
    );
    type(must(fields[0]).input, "0");
    type(must(fields[1]).input, "7");
    await submit(form);
    const roll = await pending;
    // Typed 0 and 7: the die's values, kept as such (the higher with an advantage), not d20 faces.
    expect(must(must(roll).dice[0]).results.map((r) => r.result)).toEqual([0, 7]);
    expect(must(roll).total).toBe(9);
  });
});

describe("a dice module's own resolver", () => {
  it("is left as it is: only Foundry's window is labelled", async () => {
    class PadResolver extends foundry.applications.dice.RollResolver {}
    CONFIG.Dice.fulfillment.methods.pad = { label: "Pad", interactive: true, resolver: PadResolver };
    await game.settings.set("core", "diceConfiguration", { d6: "pad" });
    const KaiserRoll = CONFIG.Dice.rolls.find((cls) => cls.name === "KaiserRoll") as typeof foundry.dice.Roll;
    expect(KaiserRoll.resolverImplementation).toBe(PadResolver);
    await game.settings.set("core", "diceConfiguration", { d6: "manual" });
    expect(KaiserRoll.resolverImplementation).not.toBe(foundry.applications.dice.RollResolver);
    expect(KaiserRoll.resolverImplementation.prototype).toBeInstanceOf(foundry.applications.dice.RollResolver);
  });
});

describe("OGS and K&R dice entered by hand", () => {
  it("each real die of a Die Increase is named after what was written; a plain die by its place", async () => {
    await game.settings.set("core", "diceConfiguration", { d8: "manual", d6: "manual" });
    const pending = api().dialogs.open("ogs", {
      spec: { stat: 8, skill: 10, modifier: 12, stages: 1 },
      fastForward: true,
      actor: hero(),
    });
    const form = await entryWindow();
    const fields = openFields(form);
    expect(fields.map((f) => f.name)).toEqual([
      "Die 1 of 1: d8",
      "Die Increase 1d12p1: real d8, 1 of 1",
      "Die Increase 1d12p1: real d6, 1 of 1",
    ]);
    type(must(fields[0]).input, "8");
    type(must(fields[1]).input, "0");
    expect(refusalBeside(must(fields[1]).input)).toBe(
      "Enter a whole number from 1 to 8, or leave it empty to roll it digitally.",
    );
    type(must(fields[1]).input, "5");
    type(must(fields[2]).input, "6");
    await submit(form);
    const roll = await pending;
    expect(
      must(roll)
        .dice.filter((d) => d.faces !== 10)
        .map((d) => must(d.results[0]).result),
    ).toEqual([8, 5, 6]);
  });

  it("a pool's dice are counted out against its DT", async () => {
    await game.settings.set("core", "diceConfiguration", { d12: "manual" });
    const pending = api().dialogs.open("kingdoms", { spec: { dice: 3, dt: 7 }, fastForward: true, actor: hero() });
    const form = await entryWindow();
    expect(openFields(form).map((f) => f.name)).toEqual([
      "Pool die 1 of 3: d12 against DT 7",
      "Pool die 2 of 3: d12 against DT 7",
      "Pool die 3 of 3: d12 against DT 7",
    ]);
    openFields(form).forEach((f, i) => type(f.input, String([12, 7, 1][i])));
    await submit(form);
    const roll = await pending;
    expect(must(must(roll).dice[0]).results.map((r) => r.result)).toEqual([12, 7, 1]);
  });
});
