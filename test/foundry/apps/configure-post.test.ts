// @vitest-environment happy-dom
/**
 * The dialogs only configure (docs/architecture.md "A roll's path"): `dialogs.configure` resolves with the request and
 * the message options and rolls nothing; `dialogs.post` rolls and posts them and hands back the roll with its message,
 * after `indie-dice.preRoll` and the caller's guard; `dialogs.open` is the two in a row.
 */
import { describe, expect, it } from "vitest";
import { useIndieDice } from "../support/helpers";
import { api, changeField, control, rollButton, rollDialog, rollDialogCount, settle } from "../support/dialog-harness";
import { worldActor } from "../../../foundry-double/documents/world";
import { asSentByAnyClient } from "../../sent-by-any-client";
import type { RuleSetId } from "../../../src/core/rule-set-types";
import { must } from "../../kit";

const HERO = { _id: "heroActor0000001", name: "Brunhild", ownership: { default: 0, playerUser000000: 3 } };
const PLAYER = "playerUser000000";
const harness = useIndieDice({ actors: [HERO], userId: PLAYER });

function hero(): Actor.Implementation {
  return worldActor(HERO._id);
}

function onHook<K extends Hooks.HookName>(name: K, listener: Hooks.Function<K>): void {
  Hooks.on(name, listener);
}

/** The flags, options and speaker a posted message and roll carry, as a test reads them. */
interface Posted {
  readonly flags: Record<string, Record<string, unknown>>;
  readonly speaker: { actor: string | null };
  readonly flavor?: string;
  readonly blind: boolean;
}

const SKILL = { kind: "skill", bonus: 2, advantage: 0, difficulty: 9 } as const;

describe("dialogs.configure", () => {
  it(
    "the Roll button closes the dialog and resolves with the request and the message options; " + "nothing is rolled",
    async () => {
      const flags = { "indie-dice": { card: "card0000000001" } };
      const pending = api().dialogs.configure("olde", {
        actor: hero(),
        rollMode: "gmroll",
        flavor: "Climb",
        rollOptions: { fromCard: true },
        messageFlags: flags,
      });
      const dialog = await rollDialog();
      expect(control<HTMLSelectElement>(dialog, "rollMode").value).toBe("gm");
      await changeField(dialog, "faces", "4");
      await changeField(dialog, "rollMode", "blind");
      rollButton(dialog).click();
      const configured = await pending;
      expect(configured).toEqual({
        ruleSet: "olde",
        spec: { count: 2, faces: 4, adjustment: 0, unlimited: true },
        message: {
          actor: hero(),
          token: null,
          rollMode: "blind",
          flavor: "Climb",
          rollOptions: { fromCard: true },
          messageFlags: flags,
        },
        confirmedForm: expect.objectContaining({ count: 2, faces: 4 }),
      });
      expect(rollDialogCount()).toBe(0);
      expect(harness().foundry.messages).toHaveLength(0);
    },
  );

  it("resolves null when the dialog is closed, by its close button or Escape", async () => {
    const closed = api().dialogs.configure("olde", {});
    await (await rollDialog()).close();
    expect(await closed).toBeNull();

    const escaped = api().dialogs.configure("olde", {});
    const field = control(await rollDialog(), "count");
    field.dispatchEvent(
      new KeyboardEvent("keydown", { key: "Escape", code: "Escape", bubbles: true, cancelable: true }),
    );
    expect(await escaped).toBeNull();
    expect(rollDialogCount()).toBe(0);
    expect(harness().foundry.messages).toHaveLength(0);
  });

  it("keeps a dialog with a bad field open: nothing is settled until it is fixed", async () => {
    const pending = api().dialogs.configure("kingdoms", {});
    const dialog = await rollDialog();
    await changeField(dialog, "pool", "0");
    dialog.element.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    await settle();
    expect(dialog.rendered).toBe(true);
    await changeField(dialog, "pool", "4");
    rollButton(dialog).click();
    expect((await pending)?.spec).toEqual({ pool: 4, dice: 4, dt: 7 });
  });

  it("with fastForward settles the spec without a dialog, in the mode asked for", async () => {
    const configured = await api().dialogs.configure("olde", {
      spec: { count: 3, faces: 8, adjustment: -1, unlimited: false },
      fastForward: true,
      actor: hero(),
      rollMode: "blindroll",
    });
    expect(rollDialogCount()).toBe(0);
    expect(configured).toEqual({
      ruleSet: "olde",
      spec: { count: 3, faces: 8, adjustment: -1, unlimited: false },
      message: { actor: hero(), token: null, rollMode: "blind", flavor: null, rollOptions: null, messageFlags: null },
    });
    expect(harness().foundry.messages).toHaveLength(0);
  });

  it("refuses a bad fast-forwarded spec, an unknown mode and an unknown rule set with their messages", async () => {
    await expect(api().dialogs.configure("kaiser", { spec: { bonus: 2_000_000 }, fastForward: true })).rejects.toThrow(
      /^Value: /,
    );
    expect(harness().foundry.notifications.at(-1)).toMatchObject({ type: "error" });
    await expect(api().dialogs.configure("kaiser", { rollMode: "loud" })).rejects.toThrow(/loud/);
    await expect(api().dialogs.configure(asSentByAnyClient<RuleSetId>("nope"), {})).rejects.toThrow();
    expect(rollDialogCount()).toBe(0);
    expect(harness().foundry.messages).toHaveLength(0);
  });
});

describe("dialogs.post", () => {
  async function configuredSkill(
    extra: { rollOptions?: Record<string, unknown>; messageFlags?: Record<string, unknown>; flavor?: string } = {},
  ) {
    const configured = await api().dialogs.configure("kaiser", {
      spec: SKILL,
      fastForward: true,
      actor: hero(),
      rollMode: "blind",
      ...extra,
    });
    return must(configured);
  }

  it("rolls and posts the configured request, and resolves with the roll and its message", async () => {
    const flags = { "indie-dice": { card: "card0000000001" } };
    const configured = await configuredSkill({
      messageFlags: flags,
      rollOptions: { fromCard: true },
      flavor: "<i>Jump</i>",
    });
    const seen: unknown[][] = [];
    onHook("indie-dice.roll", (...args) => void seen.push(args));
    const posted = await api().dialogs.post(configured);
    const messages = harness().foundry.messages;
    expect(messages).toHaveLength(1);
    expect(posted?.message).toBe(messages[0]);
    expect(posted?.roll.constructor.name).toBe("KaiserRoll");
    expect(posted?.roll.formula).toBe("2d6ko + 2");
    expect(posted?.roll.options).toMatchObject({ difficulty: 9, fromCard: true });
    expect(must(messages[0]).rolls[0]?.total).toBe(posted?.roll.total);
    const message = messages[0] as Posted;
    expect(message.flags["indie-dice"]).toEqual({ card: "card0000000001" });
    expect(message.speaker.actor).toBe(HERO._id);
    expect(message.blind).toBe(true);
    expect(message.flavor).toBe("&lt;i&gt;Jump&lt;/i&gt;");
    expect(seen).toEqual([["kaiser", configured.spec, posted?.roll, posted?.message]]);
  });

  it("resolves null and rolls nothing when a preRoll listener returns false; the guard is not asked", async () => {
    const configured = await configuredSkill();
    onHook("indie-dice.preRoll", () => false);
    let guarded = false;
    harness().foundry.scriptFaces([]);
    const posted = await api().dialogs.post(configured, { guard: () => void (guarded = true) });
    expect(posted).toBeNull();
    expect(guarded).toBe(false);
    expect(harness().foundry.messages).toHaveLength(0);
  });

  it(
    "asks the guard after preRoll, with the request as the listeners left it; " +
      "its refusal rolls nothing and reaches the caller",
    async () => {
      const configured = await configuredSkill();
      onHook("indie-dice.preRoll", (_ruleSet, request) => void ((request as { bonus: number }).bonus += 3));
      const guarded: unknown[] = [];
      harness().foundry.scriptFaces([6, 6]);
      const refusal = new Error("Not the roll the card fixed");
      const post = api().dialogs.post(configured, {
        guard: (request) => {
          guarded.push({ ...request });
          throw refusal;
        },
      });
      await expect(post).rejects.toBe(refusal);
      expect(guarded).toEqual([{ ...SKILL, bonus: 5, method: "pool" }]);
      expect(harness().foundry.scriptedRemaining).toBe(2);
      expect(harness().foundry.messages).toHaveLength(0);
    },
  );

  it("a guard that accepts lets the roll go on", async () => {
    const configured = await configuredSkill();
    const posted = await api().dialogs.post(configured, { guard: (request) => expect(request.kind).toBe("skill") });
    expect(posted?.message).toBe(harness().foundry.messages[0]);
  });

  it("remembers a dialog's confirmed inputs once the roll is posted, not before", async () => {
    const pending = api().dialogs.configure("kaiser", { actor: hero() });
    const dialog = await rollDialog();
    await changeField(dialog, "bonus", "7");
    rollButton(dialog).click();
    const configured = must(await pending);
    const remembered = () =>
      (must(game.user).getFlag("indie-dice", "lastInputs") ?? {}) as Record<string, Record<string, { bonus?: number }>>;
    expect(remembered()[`Actor-${HERO._id}`]?.kaiser).toBeUndefined();
    await api().dialogs.post(configured);
    expect(remembered()[`Actor-${HERO._id}`]?.kaiser?.bonus).toBe(7);
  });
});

describe("dialogs.open", () => {
  it("is configure, then post: resolves with the posted roll", async () => {
    const pending = api().dialogs.open("klepto", { actor: hero(), messageFlags: { "indie-dice": { card: "c" } } });
    const dialog = await rollDialog();
    rollButton(dialog).click();
    const roll = await pending;
    expect(roll?.constructor.name).toBe("KleptoRoll");
    const messages = harness().foundry.messages;
    expect(messages).toHaveLength(1);
    const message = must(messages[0]);
    expect([message.rolls[0]?.formula, message.rolls[0]?.total]).toEqual([roll?.formula, roll?.total]);
    expect((message as Posted).flags["indie-dice"]).toEqual({ card: "c" });
  });
});
