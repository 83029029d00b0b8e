// @vitest-environment happy-dom
/**
 * D&D 5e's own roll dialog with Indie Dice in it (docs/systems-dnd5e.md), in the Foundry double's dnd5e world
 * (foundry-double/systems/dnd5e/, emulated from dnd5e 5.3.3 on v13 and 6.0.0 on v14), as the GM and as a player.
 * Every figure is worked out by hand here from dnd5e's rules: a d20 with advantage is the better of two,
 * P(≥ n) = 1 − ((n − 1)/20)², with disadvantage the worse, ((21 − n)/20)²; an attack's natural 1 misses and a
 * natural at or above the critical threshold hits.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installIndieDice, type AdapterHarness } from "../../../foundry/support/setup";
import type { FoundryDoubleOptions } from "../../../../foundry-double/install";
import {
  dnd5eActorSpec,
  dnd5eWeapon,
  nextRollDialog,
  pressDialogButton,
  rollEvent,
  typeSituational,
  dnd5eAttackActivity,
} from "../../../../foundry-double/systems/dnd5e/driver";
import { Actor5e } from "../../../../foundry-double/systems/dnd5e/documents/actor";
import { cardsLoaded } from "../../../../src/foundry/cards/card-chunk-loader";
import { settle, waitFor } from "../../../foundry/support/dialog-harness";
import { luckLine } from "../../../../src/ui/roll-cards/luck-line";
import { foundryTranslator } from "../../../../src/foundry/chat/card-context";
import { must, renderedElement } from "../../../kit";

/** The dialog the next roll opens: dnd5e's RollConfigurationDialog, as its double's driver hands it over. */
type RollConfigurationDialog = Awaited<ReturnType<typeof nextRollDialog>>;

const GM = "gmUser0000000000";
const PLAYER = "playerUser000000";
const OTHER = "otherUser0000000";

/**
 * Brin, a bard: his Bardic Inspiration (a d8, his scale value) and the 2014 Guidance, each with the effect dnd5e copies
 * onto whom they are given (its origin: that effect, effect-application.mjs:217).
 */
const BRIN = dnd5eActorSpec({
  _id: "brin",
  name: "Brin",
  scale: { bard: { inspiration: { die: "d8", faces: 8, number: 1 } } },
  items: [
    {
      _id: "bardicInspirat",
      name: "Bardic Inspiration",
      type: "feat",
      system: { type: { value: "class" }, identifier: "bardic-inspiration", source: { rules: "2024" } },
      effects: [{ _id: "inspiredEffect0", name: "Inspired" }],
    },
    {
      _id: "guidanceSpell0",
      name: "Guidance",
      type: "spell",
      system: { source: { rules: "2014" } },
      effects: [{ _id: "guidanceEffect0", name: "Guidance" }],
    },
  ],
});
const BRIN_FEATURE = "Actor.brin.Item.bardicInspirat";
const BRIN_GUIDANCE = "Actor.brin.Item.guidanceSpell0";
/** The 2014 Lucky feat, one of its three luck points spent. */
const LUCKY_2014 = { type: { value: "feat" }, uses: { max: 3, spent: 1 }, source: { rules: "2014" } };

/**
 * Tess: Dexterity 16 (+3), proficiency +2, proficient in Stealth (+5); a rapier she is not proficient with (a total
 * of +2 with Strength 14: +2) whose attack crits on 19. The ogre: AC 25, on the scene.
 */
const WORLD: FoundryDoubleOptions = {
  system: "dnd5e",
  users: [
    { id: GM, name: "GM", isGM: true },
    { id: PLAYER, name: "Player", character: "tess" },
    { id: OTHER, name: "Other" },
  ],
  clients: [GM, PLAYER, OTHER],
  actors: [
    dnd5eActorSpec({
      _id: "tess",
      name: "Tess",
      abilities: { dex: 16, str: 14 },
      prof: 2,
      skills: { ste: 1 },
      ownership: { default: 0, [PLAYER]: 3 },
      // What she may add after a roll (describe "after the roll"): Brin's inspiration, his 2014 Guidance, Lucky.
      effects: [
        { _id: "inspired0000000", name: "Inspired", origin: `${BRIN_FEATURE}.ActiveEffect.inspiredEffect0` },
        { _id: "guided000000000", name: "Guidance", origin: `${BRIN_GUIDANCE}.ActiveEffect.guidanceEffect0` },
      ],
      items: [
        { _id: "luckyFeat000000", name: "Lucky", type: "feat", system: LUCKY_2014 },
        dnd5eWeapon({
          _id: "rapier",
          name: "Rapier",
          weaponType: "martialM",
          proficient: 0,
          ability: "str",
          activityId: "rapierAttack",
          criticalThreshold: 19,
        }),
      ],
    }),
    dnd5eActorSpec({ _id: "ogre", name: "Ogre", ac: 25 }),
    BRIN,
  ],
  scenes: [
    {
      _id: "scene",
      tokens: [
        { _id: "ogreToken", actorId: "ogre", actorLink: true },
        { _id: "tessToken", actorId: "tess", actorLink: true },
      ],
    },
  ],
};

let harness: AdapterHarness | undefined;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  harness = installIndieDice(WORLD);
  await cardsLoaded();
});

afterEach(async () => {
  await cardsLoaded();
  // dnd5e 6.0 itself reads CONST.DICE_ROLL_MODES and passes `rollMode` to ChatMessage.create for every roll message
  // (module/dice/basic-roll.mjs at c83a613; the double follows it): the system's reads, not the module's.
  const systems = ["CONST.DICE_ROLL_MODES", "ChatMessage.create rollMode option"];
  const deprecated = (harness?.foundry.deprecations ?? []).filter(
    (name) => !systems.some((read) => name.includes(read)),
  );
  harness?.foundry.uninstall();
  harness = undefined;
  vi.useRealTimers();
  expect(deprecated, "deprecated v14 members read by the module").toEqual([]);
});

const h = () => must(harness);
function tess(): Actor5e {
  const actor: unknown = game.actors?.get("tess");
  if (!(actor instanceof Actor5e)) throw new Error("Tess is the dnd5e double's actor");
  return actor;
}

/** One of dnd5e's own settings, which this module's SettingConfig does not declare. */
async function setDnd5eSetting(key: string, value: string): Promise<void> {
  const set = game.settings.set as (namespace: string, key: string, value: string) => Promise<unknown>;
  await set.call(game.settings, "dnd5e", key, value);
}

/** The three buttons' figures as drawn: each chip's outcome and exact value, in the buttons' order. */
function chips(app: RollConfigurationDialog): [string | undefined, number][] {
  return ["advantage", "normal", "disadvantage"].map((action) => {
    const chip = app.element.querySelector<HTMLElement>(`button[data-action="${action}"] .indie-dice-system-chip`);
    return [chip?.dataset.outcome, Number(chip?.dataset.probability ?? Number.NaN)];
  });
}

function expectFigures(app: RollConfigurationDialog, outcome: string, figures: readonly number[]): void {
  const drawn = chips(app);
  expect(drawn.map(([key]) => key)).toEqual([outcome, outcome, outcome]);
  drawn.forEach(([, p], index) => expect(p).toBeCloseTo(must(figures[index]), 12));
}

const text = (app: RollConfigurationDialog) => app.element.querySelector(".indie-dice-system-odds")?.textContent ?? "";

async function openSkill(
  target: number | undefined,
): Promise<{ app: RollConfigurationDialog; rolling: Promise<unknown> }> {
  const opened = nextRollDialog();
  const rolling = tess().rollSkill({ skill: "ste", ...(target === undefined ? {} : { target }) });
  const app = await opened;
  await settle();
  return { app, rolling };
}

async function openAttack(): Promise<{ app: RollConfigurationDialog; rolling: Promise<unknown> }> {
  h().foundry.targetTokens(["ogreToken"]);
  const opened = nextRollDialog();
  const rolling = dnd5eAttackActivity(tess().items.get("rapier"), "rapierAttack").rollAttack();
  const app = await opened;
  await settle();
  return { app, rolling };
}

describe("D&D 5e's roll dialog", () => {
  it(
    "a check 1d20 + 5 against DC 15: " +
      "79.75%, 55%, 30.25% on the three buttons, then 87.75%, 65%, 42.25% with a situational +2",
    async () => {
      const { app, rolling } = await openSkill(15);
      // Stealth: Dexterity +3 and proficiency +2.
      expect(must(app.rolls[0]).formula).toBe("1d20 + 3 + 2");
      expectFigures(app, "success", [1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2]);
      expect(text(app)).toContain("Against DC 15");
      await typeSituational(app, "2");
      await settle();
      // Still one panel and one chip a button, redrawn with the formula.
      expect(app.element.querySelectorAll(".indie-dice-system-odds")).toHaveLength(1);
      expect(app.element.querySelectorAll(".indie-dice-system-chip")).toHaveLength(3);
      expectFigures(app, "success", [1 - (7 / 20) ** 2, 13 / 20, (13 / 20) ** 2]);
      await pressDialogButton(app, "normal");
      await rolling;
    },
  );

  it(
    "the figures follow each keystroke in the situational field, " +
      "before it loses focus, and dnd5e's parts are not drawn again",
    async () => {
      const { app, rolling } = await openSkill(15);
      const renders = vi.fn();
      app.addEventListener("render", renders);
      const field = must(app.element.querySelector<HTMLInputElement>('input[name="roll.0.situational"]'));
      // Typed one key at a time, as the browser fires it: an input event each, no change until the field loses focus.
      const type = (text: string) => {
        field.value = text;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      };
      type("2");
      // 1d20 + 5 + 2 against 15: a 8 or more, 13/20; with advantage 1 − (7/20)², with disadvantage (13/20)².
      expectFigures(app, "success", [1 - (7 / 20) ** 2, 13 / 20, (13 / 20) ** 2]);
      type("2");
      type("");
      expectFigures(app, "success", [1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2]);
      // A Bless die: 1d20 + 5 + 1d4 ≥ 15, the d20 at least 10 − the d4 (9 … 6): (12 + 13 + 14 + 15)/80 = 54/80.
      type("1d4");
      expect(must(chips(app)[1])[1]).toBeCloseTo(54 / 80, 12);
      expect(app.element.querySelectorAll(".indie-dice-system-chip")).toHaveLength(3);
      // Nothing of dnd5e's was drawn again, and its roll is still the one it built: the field's change is dnd5e's to
      // read.
      expect(renders).not.toHaveBeenCalled();
      expect(must(app.rolls[0]).formula).toBe("1d20 + 3 + 2");
      await pressDialogButton(app, "normal");
      await rolling;
    },
  );

  it(
    "an attack +2 against AC 25 with a critical threshold of 19 hits only on 19–20: " +
      "19%, 10%, 1%, and says so as a critical too",
    async () => {
      const { app, rolling } = await openAttack();
      expect(must(app.rolls[0]).options.target).toBe(25);
      expectFigures(app, "hit", [1 - (18 / 20) ** 2, 2 / 20, (2 / 20) ** 2]);
      const critical = [
        ...app.element.querySelectorAll<HTMLElement>('.indie-dice-system-odds td[data-outcome="critical"]'),
      ].map((cell) => Number(cell.dataset.probability));
      critical.forEach((p, i) => expect(p).toBeCloseTo(must([0.19, 0.1, 0.01][i]), 12));
      expect(text(app)).toContain("Against AC 25");
      await pressDialogButton(app, "advantage");
      await rolling;
    },
  );

  it(
    "halfling luck at disadvantage: " + "dnd5e rerolls the kept 1 once, so 1d20 + 5 against 15 succeeds 35.6125%",
    async () => {
      await tess().update({ "flags.dnd5e.halflingLucky": true });
      const { app, rolling } = await openSkill(15);
      const figures = chips(app).map(([, p]) => p);
      expect(figures[2]).toBeCloseTo((11 / 20) ** 2 + (1 - (19 / 20) ** 2) * (11 / 20), 12);
      expect(figures[1]).toBeCloseTo(11 / 20 + (1 / 20) * (11 / 20), 12);
      await pressDialogButton(app, "normal");
      await rolling;
    },
  );

  it(
    "the proficiency-dice variant and Bless: " +
      "1d20 + 3 + 1d4 (proficiency) + a situational 1d4 against DC 15, counted face by face",
    async () => {
      await setDnd5eSetting("proficiencyModifier", "dice");
      const { app, rolling } = await openSkill(15);
      expect(must(app.rolls[0]).formula).toBe("1d20 + 3 + 1d4");
      await typeSituational(app, "1d4");
      await settle();
      // Every d20 (kept as each button keeps it), proficiency d4 and Bless d4: 15 or more.
      const need = (d20: number) =>
        [1, 2, 3, 4].flatMap((p) => [1, 2, 3, 4].map((b) => d20 + 3 + p + b >= 15)).filter(Boolean).length / 16;
      const normal = Array.from({ length: 20 }, (_, i) => need(i + 1)).reduce((sum, p) => sum + p / 20, 0);
      const best = (v: number) => (v / 20) ** 2 - ((v - 1) / 20) ** 2;
      const worst = (v: number) => ((21 - v) / 20) ** 2 - ((20 - v) / 20) ** 2;
      const advantage = Array.from({ length: 20 }, (_, i) => need(i + 1) * best(i + 1)).reduce((sum, p) => sum + p, 0);
      const disadvantage = Array.from({ length: 20 }, (_, i) => need(i + 1) * worst(i + 1)).reduce(
        (sum, p) => sum + p,
        0,
      );
      expectFigures(app, "success", [advantage, normal, disadvantage]);
      await pressDialogButton(app, "normal");
      await rolling;
    },
  );

  it("without a target no DC is made up: each button's chance of at least 10, 15, 20, 25", async () => {
    const { app, rolling } = await openSkill(undefined);
    expect(app.element.querySelectorAll(".indie-dice-system-chip")).toHaveLength(0);
    const rows = [...app.element.querySelectorAll<HTMLTableRowElement>(".indie-dice-system-odds tbody tr")];
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual(["10+", "15+", "20+", "25+"]);
    const fifteen = [...must(rows[1]).querySelectorAll<HTMLElement>("td")].map((cell) =>
      Number(cell.dataset.probability),
    );
    fifteen.forEach((p, i) => expect(p).toBeCloseTo(must([1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2][i]), 12));
    await pressDialogButton(app, "normal");
    await rolling;
  });
});

describe("the world's dice", () => {
  it(
    "in a dnd5e world the API, /r and every formula read adv and dis: " +
      "api.odds.chance of 1d20adv + 5 against 15 is 79.75%",
    async () => {
      const api = must(must(game.modules.get("indie-dice")).api);
      expect(api.odds.chance("1d20adv + 5", { target: 15, compare: "atLeast" })).toBeCloseTo(1 - (9 / 20) ** 2, 12);
      expect(api.odds.chance("1d20dis2 + 5", { target: 15, compare: "atLeast" })).toBeCloseTo((11 / 20) ** 3, 12);
    },
  );
});

describe("secrets stay dnd5e's", () => {
  it(
    "a player under attackRollVisibility none " +
      "(dnd5e's default) sees no figure worked out from the AC: only the critical and the totals",
    async () => {
      h().foundry.setUser(PLAYER);
      const { app, rolling } = await openAttack();
      const drawn = must(app.element.querySelector(".indie-dice-system-odds"));
      expect(drawn.querySelector('[data-outcome="hit"]')).toBeNull();
      expect(chips(app).map(([key]) => key)).toEqual(["critical", "critical", "critical"]);
      expect(drawn.textContent).not.toContain("25");
      // Nothing anywhere in the dialog carries the chance to hit against AC 25 (19%, 10%, 1% are also the critical's,
      // so the check is on the outcome, not the number).
      expect(app.element.querySelectorAll('[data-outcome="hit"]')).toHaveLength(0);
      await pressDialogButton(app, "normal");
      await rolling;
    },
  );

  it("a player sees the hit chance once the GM sets attackRollVisibility to all; hideAC still hides it", async () => {
    await setDnd5eSetting("attackRollVisibility", "hideAC");
    h().foundry.setUser(PLAYER);
    let { app, rolling } = await openAttack();
    expect(app.element.querySelectorAll('[data-outcome="hit"]')).toHaveLength(0);
    await pressDialogButton(app, "normal");
    await rolling;
    h().foundry.setUser(GM);
    await setDnd5eSetting("attackRollVisibility", "all");
    h().foundry.setUser(PLAYER);
    ({ app, rolling } = await openAttack());
    expectFigures(app, "hit", [0.19, 0.1, 0.01]);
    await pressDialogButton(app, "normal");
    await rolling;
  });

  it("the GM's choice for players: words, or nothing; the GM still reads the figures", async () => {
    await game.settings.set("indie-dice", "systemOddsForPlayers", "words");
    h().foundry.setUser(PLAYER);
    let { app, rolling } = await openSkill(15);
    expect([...app.element.querySelectorAll(".indie-dice-system-chip")].map((chip) => chip.textContent)).toEqual([
      "likely",
      "risky",
      "long shot",
    ]);
    await pressDialogButton(app, "normal");
    await rolling;
    h().foundry.setUser(GM);
    await game.settings.set("indie-dice", "systemOddsForPlayers", "none");
    ({ app, rolling } = await openSkill(15));
    expect(chips(app).map(([key]) => key)).toEqual(["success", "success", "success"]);
    await pressDialogButton(app, "normal");
    await rolling;
    h().foundry.setUser(PLAYER);
    ({ app, rolling } = await openSkill(15));
    expect(app.element.querySelector(".indie-dice-system-odds, .indie-dice-system-chip")).toBeNull();
    await pressDialogButton(app, "normal");
    await rolling;
  });
});

describe("no dialog, still the number", () => {
  it(
    "a roll with advantage measures its luck on the roll it was " + "(1d20adv + 5), not on the rolled term's 2d20adv",
    async () => {
      await game.settings.set("indie-dice", "luckOnAnyRoll", true);
      // Alt: advantage, no dialog; the d20s show 15 and 3, the 15 is kept: 20 in all.
      h().foundry.scriptFaces([15, 3]);
      await tess().rollSkill({ skill: "ste", event: rollEvent({ alt: true }) });
      const message = must(h().foundry.messages.at(-1));
      expect(must(message.rolls[0]).total).toBe(20);
      const html = renderedElement(await h().foundry.renderMessage(message));
      const luck = await waitFor("the luck line", () => html.querySelector(".indie-dice-annotations li.luck"));
      // P(kept < 15) + ½ P(kept = 15): (14/20)² + ½ ((15/20)² − (14/20)²).
      const expected = (14 / 20) ** 2 + ((15 / 20) ** 2 - (14 / 20) ** 2) / 2;
      expect(luck.textContent).toBe(luckLine(foundryTranslator(), expected).text);
    },
  );

  it(
    "a Shift-click skips the dialog; " + "the roll's message says the chance it had, as the dialog would have",
    async () => {
      await h().foundry.renderChatLog();
      await tess().rollSkill({ skill: "ste", target: 15, event: rollEvent({ shift: true }) });
      const message = must(h().foundry.messages.at(-1));
      const html = renderedElement(await h().foundry.renderMessage(message));
      const line = await waitFor("the chance line", () => html.querySelector(".indie-dice-system-chance"));
      expect(line.textContent).toBe("Before the roll (Normal): Success: 55.0%");
    },
  );

  it(
    "Alt (advantage) keeps the advantage's chance, " +
      "and a player under the default secrecy reads no hit chance in an attack's message",
    async () => {
      await tess().rollSkill({ skill: "ste", target: 15, event: rollEvent({ alt: true }) });
      let html = renderedElement(await h().foundry.renderMessage(must(h().foundry.messages.at(-1))));
      expect(html.querySelector(".indie-dice-system-chance")?.textContent).toBe(
        "Before the roll (Advantage): Success: 79.8%",
      );
      h().foundry.setUser(PLAYER);
      h().foundry.targetTokens(["ogreToken"]);
      await dnd5eAttackActivity(tess().items.get("rapier"), "rapierAttack").rollAttack({
        event: rollEvent({ shift: true }),
      });
      html = renderedElement(await h().foundry.renderMessage(must(h().foundry.messages.at(-1))));
      expect(html.querySelector(".indie-dice-system-chance")?.textContent).toBe(
        "Before the roll (Normal): Critical: 10.0%",
      );
      h().foundry.setUser(GM);
      html = renderedElement(await h().foundry.renderMessage(must(h().foundry.messages.at(-1))));
      expect(html.querySelector(".indie-dice-system-chance")?.textContent).toBe(
        "Before the roll (Normal): Hit: 10.0%, Critical: 10.0%",
      );
    },
  );

  it(
    "under dnd5e's default `player` secrecy a GM's roll against a DC shows its " +
      "chance to no player (the DC would follow), a player's own roll to her",
    async () => {
      expect(Reflect.apply(game.settings.get, game.settings, ["dnd5e", "challengeVisibility"])).toBe("player");
      // The GM rolls Tess's Stealth against 15, no dialog: dnd5e's chat keeps the DC of a GM's message from players.
      await tess().rollSkill({ skill: "ste", target: 15, event: rollEvent({ shift: true }) });
      const gmRoll = must(h().foundry.messages.at(-1));
      expect(
        renderedElement(await h().foundry.renderMessage(gmRoll)).querySelector(".indie-dice-system-chance")
          ?.textContent,
      ).toBe("Before the roll (Normal): Success: 55.0%");
      h().foundry.setUser(PLAYER);
      expect(gmRoll.isContentVisible).toBe(true);
      expect(
        renderedElement(await h().foundry.renderMessage(gmRoll)).querySelector(".indie-dice-system-chance"),
      ).toBeNull();
      // Her own roll against the same DC: the author sees it, as dnd5e shows her the success.
      await tess().rollSkill({ skill: "ste", target: 15, event: rollEvent({ shift: true }) });
      const own = renderedElement(await h().foundry.renderMessage(must(h().foundry.messages.at(-1))));
      expect(own.querySelector(".indie-dice-system-chance")?.textContent).toBe(
        "Before the roll (Normal): Success: 55.0%",
      );
    },
  );

  it(
    "a kept roll that is not the message's own roll " +
      "(a flag its author rewrote) draws no chance, and its luck is the rolled roll's",
    async () => {
      await game.settings.set("indie-dice", "luckOnAnyRoll", true);
      h().foundry.setUser(PLAYER);
      await tess().rollSkill({ skill: "ste", target: 15, event: rollEvent({ alt: true }) });
      const message = must(h().foundry.messages.at(-1));
      const honest = renderedElement(await h().foundry.renderMessage(message));
      expect(honest.querySelector(".indie-dice-system-chance")?.textContent).toBe(
        "Before the roll (Advantage): Success: 79.8%",
      );
      const honestLuck = (await waitFor("the luck line", () => honest.querySelector(".indie-dice-annotations li.luck")))
        .textContent;
      // Each a lie about the roll: a lower DC, no advantage, another die, another bonus.
      const lies: [string, unknown][] = [
        ["roll.target", 5],
        ["roll.choice", "normal"],
        ["roll.roll", { natural: "1d20adv2", rest: "+ 3 + 2" }],
        ["roll.roll", { natural: "1d20adv", rest: "+ 13" }],
      ];
      for (const [key, value] of lies) {
        const kept = structuredClone(must(message.flags["indie-dice"]).systemRoll) as {
          kept: Record<string, Record<string, unknown>>;
        };
        const [part, field] = key.split(".") as [string, string];
        must(kept.kept[part])[field] = value;
        await message.update({ flags: { "indie-dice": { systemRoll: kept } } });
        const html = renderedElement(await h().foundry.renderMessage(message));
        const luck = await waitFor("the luck line", () => html.querySelector(".indie-dice-annotations li.luck"));
        expect(html.querySelector(".indie-dice-system-chance"), key).toBeNull();
        // Measured on the formula the roll was made from (its own `_formula`), not on the rewritten flag.
        expect(luck.textContent, key).toBe(honestLuck);
      }
    },
  );
});

/** Tess's Stealth against DC 15, no dialog, the d20 showing `face`; the lines her message draws for `user`. */
async function stealthAfter(face: number, user: string, message: Record<string, unknown> = {}): Promise<string[]> {
  h().foundry.scriptFaces([face]);
  await tess().rollSkill({ skill: "ste", target: 15, event: rollEvent({ shift: true }) }, {}, message);
  return linesFor(user);
}

async function linesFor(user: string): Promise<string[]> {
  h().foundry.setUser(user);
  const html = renderedElement(await h().foundry.renderMessage(must(h().foundry.messages.at(-1))));
  return [...html.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent ?? "");
}

// Her d20 rolls a 1 again (Halfling Lucky): 11/20 + 1/20 × 11/20 make a 10 or more.
const BEFORE = "Before the roll (Normal): Success: 57.8%";
/** Tess rolls her 1s again from here on. */
const halfling = () => tess().update({ "flags.dnd5e.halflingLucky": true });
const HALFLING = "Halfling Lucky: a natural 1 is already rolled again in this roll, so there is nothing to add for it.";

/**
 * After the roll (docs/systems-dnd5e.md "After the roll"): Tess (+5 Stealth, a halfling here) holds Brin's Bardic
 * Inspiration, his 2014 Guidance and the 2014 Lucky feat. A failed 6 + 5 against DC 15 needs 4 more — a d8's 4 to 8
 * (5 of 8), a d4's 4 (1 of 4) — or another d20 of 10 or more, a 1 on it rolled again (11/20 + 1/20 × 11/20).
 */
describe("after the roll: what Tess may still add to a failed Stealth", () => {
  beforeEach(halfling);

  it("her player reads each option's chance, the halfling's reroll said to be in the roll already", async () => {
    h().foundry.setUser(PLAYER);
    expect(await stealthAfter(6, PLAYER)).toEqual([
      BEFORE,
      "After the roll (This roll + Bardic Inspiration (d8)): Success: 62.5%",
      "After the roll (This roll + Guidance (d4)): Success: 25.0%",
      "After the roll (This roll + Lucky (another d20)): Success: 57.8%",
      HALFLING,
    ]);
  });

  it("a success offers nothing; a player who owns not Tess reads none of it; the GM every option", async () => {
    h().foundry.setUser(PLAYER);
    expect(await stealthAfter(12, PLAYER)).toEqual([BEFORE]);
    h().foundry.setUser(PLAYER);
    await stealthAfter(6, PLAYER);
    expect(await linesFor(OTHER)).toEqual([BEFORE]);
    expect(await linesFor(GM)).toHaveLength(5);
  });

  it("a GM's roll against a hidden DC gives her player nothing; a blind roll nothing at all", async () => {
    h().foundry.setUser(GM);
    await stealthAfter(6, GM);
    expect(await linesFor(PLAYER)).toEqual([]);
    h().foundry.setUser(PLAYER);
    await stealthAfter(6, PLAYER, { rollMode: CONST.DICE_ROLL_MODES.BLIND });
    expect(await linesFor(PLAYER)).toEqual([]);
  });

  it("a flag its author rewrote draws nothing; a spent Lucky feat and an ended inspiration no column", async () => {
    h().foundry.setUser(PLAYER);
    await stealthAfter(6, PLAYER);
    const message = must(h().foundry.messages.at(-1));
    const kept: unknown = structuredClone(must(message.flags["indie-dice"]).systemRoll);
    // The DC rewritten to 25: a kept roll that was not the one rolled.
    Reflect.set(Object(Reflect.get(Object(Reflect.get(Object(kept), "kept")), "roll")), "target", 25);
    await message.update({ flags: { "indie-dice": { systemRoll: kept } } });
    expect(await linesFor(PLAYER)).toEqual([]);
    await stealthAfter(6, PLAYER);
    Reflect.set(must(tess().items.get("luckyFeat000000"))._source.system, "uses", { max: 3, spent: 3 });
    tess().effects.delete("inspired0000000");
    expect(await linesFor(PLAYER)).toEqual([
      BEFORE,
      "After the roll (This roll + Guidance (d4)): Success: 25.0%",
      HALFLING,
    ]);
  });

  it("her last luck points spent, then the inspiration used: the message in each log follows Tess", async () => {
    await h().foundry.renderChatLog();
    h().foundry.setUser(PLAYER);
    await stealthAfter(6, PLAYER);
    const id = must(h().foundry.messages.at(-1)).id;
    /** The lines the message shows in a user's chat log, as drawn there (no render asked by the test). */
    const logLines = async (user: string) => {
      await h().foundry.chatLogSettled();
      const drawn = h().foundry.chatLog(user)?.querySelectorAll(`[data-message-id="${id}"] .indie-dice-system-chance`);
      return [...(drawn ?? [])].map((line) => line.textContent ?? "");
    };
    const [bardic, guidance, lucky] = [BARDIC_D8, GUIDANCE_D4, LUCKY_D20];
    expect(await logLines(PLAYER)).toEqual([BEFORE, bardic, guidance, lucky, HALFLING]);
    expect(await logLines(GM)).toEqual([BEFORE, bardic, guidance, lucky, HALFLING]);
    // Her sheet's feat: its two luck points left spent (uses-field.mjs: `spent` of `max` 3), an updateItem.
    await must(tess().items.get("luckyFeat000000")).update({ "system.uses.spent": 3 });
    expect(await logLines(PLAYER)).toEqual([BEFORE, bardic, guidance, HALFLING]);
    // The inspiration rolled and expended: she deletes its effect, a deleteActiveEffect.
    await must(tess().effects.get("inspired0000000")).delete();
    for (const user of [PLAYER, GM]) expect(await logLines(user)).toEqual([BEFORE, guidance, HALFLING]);
    // A player who owns not Tess read none of it, and reads none now.
    expect(await logLines(OTHER)).toEqual([BEFORE]);
  });
});

const BARDIC_D8 = "After the roll (This roll + Bardic Inspiration (d8)): Success: 62.5%";
const GUIDANCE_D4 = "After the roll (This roll + Guidance (d4)): Success: 25.0%";
const LUCKY_D20 = "After the roll (This roll + Lucky (another d20)): Success: 57.8%";
