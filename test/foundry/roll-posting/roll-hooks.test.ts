// @vitest-environment happy-dom
/** The dialogs' hooks (`indie-dice.preRoll`, `indie-dice.roll`) and the remembered inputs (user flags). */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { api, changeField, control, rollButton, rollDialog, rollDialogCount } from "../support/dialog-harness";
import { worldActor } from "../../../foundry-double/documents/world";
import { must } from "../../kit";

const HERO = { _id: "heroActor0000001", name: "Brunhild", ownership: { default: 0, playerUser000000: 3 } };
const RIVAL = { _id: "rivalActor000001", name: "Sigrun", ownership: { default: 0, playerUser000000: 3 } };
const PLAYER = "playerUser000000";
const harness = useIndieDice({ actors: [HERO, RIVAL], userId: PLAYER });

function actor(id: string): Actor.Implementation {
  return worldActor(id);
}

const SPEC = { kind: "skill", bonus: 2, difficulty: 9 } as const;

describe("indie-dice.preRoll", () => {
  it("returning false cancels a fast-forwarded roll: null, no message, no dice", async () => {
    const seen: unknown[][] = [];
    Hooks.on("indie-dice.preRoll", (...args: unknown[]) => {
      seen.push(args);
      return false;
    });
    const roll = await api().dialogs.open("kaiser", { spec: SPEC, fastForward: true, actor: actor(HERO._id) });
    expect(roll).toBeNull();
    expect(harness().foundry.messages).toHaveLength(0);
    expect(seen).toHaveLength(1);
    expect(must(seen[0])[0]).toBe("kaiser");
    expect(must(seen[0])[1]).toMatchObject({ kind: "skill", bonus: 2, difficulty: 9 });
  });

  it("returning false cancels a dialog's roll: the dialog closes and resolves null", async () => {
    Hooks.once("indie-dice.preRoll", () => false);
    const pending = api().dialogs.open("olde", {});
    const dialog = await rollDialog();
    rollButton(dialog).click();
    expect(await pending).toBeNull();
    expect(rollDialogCount()).toBe(0);
    expect(harness().foundry.messages).toHaveLength(0);
  });

  it("a listener may change the request in place (a system adding a bonus)", async () => {
    Hooks.once("indie-dice.preRoll", (_ruleSet, request) => {
      (request as { bonus: number }).bonus += 3;
    });
    const roll = await api().dialogs.open("kaiser", { spec: SPEC, fastForward: true });
    expect(roll?.formula).toBe("2d6ko + 5");
  });
});

describe("indie-dice.roll", () => {
  it("receives the rule set, the request, the roll and the posted message", async () => {
    const seen: unknown[][] = [];
    Hooks.on("indie-dice.roll", (...args: unknown[]) => void seen.push(args));
    const pending = api().dialogs.open("kingdoms", { actor: actor(HERO._id) });
    const dialog = await rollDialog();
    await changeField(dialog, "dt", "8");
    rollButton(dialog).click();
    const roll = await pending;
    expect(seen).toHaveLength(1);
    const [ruleSet, request, hookRoll, message] = must(seen[0]);
    expect(ruleSet).toBe("kingdoms");
    expect(request).toEqual({ pool: 6, dice: 6, dt: 8 });
    expect(hookRoll).toBe(roll);
    expect(message).toBe(harness().foundry.messages[0]);
  });
});

describe("remembered inputs", () => {
  async function rollKaiserWith(actorId: string | null, bonus: string): Promise<void> {
    const pending = api().dialogs.open("kaiser", { actor: actorId ? actor(actorId) : null });
    const dialog = await rollDialog();
    await changeField(dialog, "bonus", bonus);
    await changeField(dialog, "flavor", "Once only");
    rollButton(dialog).click();
    await pending;
  }

  async function shownBonus(actorId: string | null): Promise<{ bonus: string; flavor: string }> {
    const pending = api().dialogs.open("kaiser", { actor: actorId ? actor(actorId) : null });
    const dialog = await rollDialog();
    const shown = { bonus: control(dialog, "bonus").value, flavor: control(dialog, "flavor").value };
    await dialog.close();
    await pending;
    return shown;
  }

  it("are not kept when a preRoll hook cancels the roll", async () => {
    await rollKaiserWith(HERO._id, "7");
    Hooks.once("indie-dice.preRoll", () => false);
    await rollKaiserWith(HERO._id, "3");
    expect((await shownBonus(HERO._id)).bonus).toBe("7");
  });

  it("are kept per actor, and per user without an actor; flavor and roll mode are not kept", async () => {
    await rollKaiserWith(HERO._id, "7");
    await rollKaiserWith(null, "2");
    expect(await shownBonus(HERO._id)).toEqual({ bonus: "7", flavor: "" });
    expect(await shownBonus(RIVAL._id)).toEqual({ bonus: "0", flavor: "" });
    expect(await shownBonus(null)).toEqual({ bonus: "2", flavor: "" });
    // In the user's own flags, keyed by the actor's uuid written without dots.
    const flags = must(game.user).getFlag("indie-dice", "lastInputs") as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    expect(Object.keys(flags).sort()).toEqual([`Actor-${HERO._id}`, "user"]);
    expect(must(flags[`Actor-${HERO._id}`]).kaiser).toMatchObject({ bonus: 7 });
    expect(must(flags[`Actor-${HERO._id}`]).kaiser).not.toHaveProperty("flavor");
    expect(must(flags[`Actor-${HERO._id}`]).kaiser).not.toHaveProperty("rollMode");
  });

  it("are kept per rule set", async () => {
    await rollKaiserWith(HERO._id, "5");
    const pending = api().dialogs.open("klepto", { actor: actor(HERO._id) });
    const dialog = await rollDialog();
    expect(control(dialog, "modifier").value).toBe("0");
    await dialog.close();
    await pending;
  });

  it("an API spec wins over them", async () => {
    await rollKaiserWith(HERO._id, "5");
    const pending = api().dialogs.open("kaiser", { actor: actor(HERO._id), spec: { bonus: 1 } });
    const dialog = await rollDialog();
    expect(control(dialog, "bonus").value).toBe("1");
    await dialog.close();
    await pending;
  });

  it("are neither kept nor used while the client setting is off", async () => {
    await rollKaiserWith(HERO._id, "7");
    await game.settings.set("indie-dice", "rememberInputs", false);
    expect(await shownBonus(HERO._id)).toEqual({ bonus: "0", flavor: "" });
    await rollKaiserWith(RIVAL._id, "4");
    await game.settings.set("indie-dice", "rememberInputs", true);
    expect(await shownBonus(RIVAL._id)).toEqual({ bonus: "0", flavor: "" });
  });
});
