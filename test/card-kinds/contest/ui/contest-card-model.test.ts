import { describe, expect, it } from "vitest";
import { contestPairingOdds } from "../../../../src/card-kinds/contest/core/contest-odds";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import { contestCardModel } from "../../../../src/card-kinds/contest/ui/contest-card-model";
import { OLDE_SPEC, oldeRoll, play } from "../core/contest-fixtures";
import { type ContestCardView } from "../../../../src/card-kinds/contest/ui/contest-card-view";
import { CONTEST_FIXTURES, contestFixture, englishTranslator as en, HOSTILE_NAME } from "./contest-card-fixtures";
import { must } from "../../../kit";

const everyone = () => true;
const nobody = () => false;

function view(id: string, mayRoll: (participantId: string) => boolean = everyone): ContestCardView {
  const { state, rolls } = contestFixture(id);
  return contestCardModel({ state, rolls, mayRoll }, en);
}

const pairing = (card: ContestCardView, index = 0) => must(card.pairings[index]);

describe("the contest card model", () => {
  it("shows each side with its formula, and a Roll button for whoever has not rolled", () => {
    const card = view("partly rolled", (id) => id === "bob");
    expect(card.title).toBe("Contest");
    expect(card.statusText).toBe(`Waiting for: bob and ${HOSTILE_NAME}`);
    expect(card.attackers.map((side) => [side.name, side.formula, side.total, side.rolled])).toEqual([
      ["alice", "2d6ko + 3", "17", true],
      ["bob", "2d6ko + 3", "Not rolled yet", false],
    ]);
    expect(must(card.attackers[0]).rollButton).toBeNull();
    expect(must(card.attackers[1]).rollButton).toEqual({
      action: "indie-dice-contest-roll",
      label: "Roll",
      ariaLabel: "Roll for bob",
      icon: "fa-solid fa-dice",
      disabled: false,
      reason: null,
    });
    expect(card.defender.rollButton).toMatchObject({ action: "indie-dice-contest-roll", disabled: true });
    expect(card.columns.map((column) => [column.side, column.participants.length])).toEqual([
      ["attacker", 2],
      ["defender", 1],
    ]);
  });

  it("says a roll chosen in the dialog is not known yet, and so are its chances", () => {
    const card = view("open, no rolls, specs left to the rollers");
    expect(card.defender.formula).toBe("Chosen when rolling");
    expect(pairing(card).odds).toEqual([]);
    expect(pairing(card).oddsNote).toBe("The chances show once both sides have chosen their rolls");
    expect(pairing(card).outcome).toMatchObject({
      tone: "waiting",
      text: "Waiting for rolls",
      icon: "fa-solid fa-hourglass-half",
    });
  });

  it("shows the chances of rolls a player proposed, marked as proposals that their rollers may still change", () => {
    const fixture = contestFixture("open, no rolls, rolls proposed by a player");
    const card = view(fixture.id);
    const exact = must(contestPairingOdds(fixture.state)[0]);
    expect(exact.proposed).toBe(true);
    expect(must(card.attackers[0]).formula).toBe("3d12kr7 (proposed)");
    expect(pairing(card).odds.map((figure) => figure.probability)).toEqual([
      must(exact.odds).attackerWins,
      must(exact.odds).defenderWins,
      must(exact.odds).neither,
    ]);
    expect(pairing(card).oddsNote).toBe("From the proposed rolls: whoever rolls for a side may still change its roll");
    expect(pairing(view("open, no rolls, many against one")).oddsNote).toBeNull();
  });

  it("shows the exact chance of every pairing before anyone rolls, many against one", () => {
    const fixture = contestFixture("open, no rolls, many against one");
    const card = view(fixture.id);
    const exact = contestPairingOdds(fixture.state);
    expect(card.pairings.map((p) => p.title)).toEqual([`alice vs ${HOSTILE_NAME}`, `bob vs ${HOSTILE_NAME}`]);
    card.pairings.forEach((p, index) => {
      expect(p.odds.map((figure) => figure.key)).toEqual(["attacker", "defender"]);
      expect(must(p.odds[0]).probability).toBe(must(must(exact[index]).odds).attackerWins);
      expect(must(p.odds[1]).probability).toBe(must(must(exact[index]).odds).defenderWins);
      expect(must(p.odds[0]).text).toMatch(/^(alice|bob) wins: \d+\.\d%$/);
    });
  });

  it("says each side's chance in the pairing's own row before the rolls, the outcome once judged (issue 43)", () => {
    const before = view("open, no rolls, many against one");
    const sameFigures = (p: ContestCardView["pairings"][number]) => {
      expect(p.chances.map(({ key, probability, label }) => ({ key, probability, text: label }))).toEqual(p.odds);
    };
    for (const p of before.pairings) {
      expect(p.outcome.tone).toBe("waiting");
      sameFigures(p);
      expect(p.chances.map((figure) => [figure.joiner, figure.text.replace(/[\d.]+%/, "N%")])).toEqual([
        [null, "N%"],
        ["vs", "N%"],
      ]);
    }
    // One side rolled: its pairing's row says the chances given that roll (issue 52), those before the rolls stay in
    // the details; a pairing neither of whose sides rolled keeps its chances before the rolls, and no second set.
    const partly = view("partly rolled");
    const rolled = pairing(partly, 0);
    expect(rolled.chances.map(({ key, probability, label }) => ({ key, probability, text: label }))).toEqual(
      rolled.givenOdds,
    );
    expect(rolled.givenOdds.map((figure) => figure.key)).toEqual(["attacker", "defender"]);
    expect(must(rolled.givenOdds[0]).probability).not.toBeCloseTo(must(rolled.odds[0]).probability, 3);
    sameFigures(pairing(partly, 1));
    expect(pairing(partly, 1).givenOdds).toEqual([]);
    expect(pairing(partly, 1).chances.length).toBeGreaterThan(0);
    // A stalemate's chance follows the sides', in few words.
    const kingdoms = view("open, no rolls, rolls proposed by a player");
    expect(pairing(kingdoms).chances.map((figure) => figure.text.replace(/[\d.]+%/, "N%"))).toEqual([
      "N%",
      "N%",
      "stalemate N%",
    ]);
    // Judged: the row says the outcome; the chances stay in the details only.
    const decided = view("K&R stalemate");
    expect(pairing(decided).chances).toEqual([]);
    expect(pairing(decided).odds.length).toBeGreaterThan(0);
    // Nothing to say while a side's roll is still to be chosen: the row says it waits.
    expect(pairing(view("open, no rolls, specs left to the rollers")).chances).toEqual([]);
  });

  it("offers the stalemate chance only where nobody can win", () => {
    expect(pairing(view("Olde awaiting its roll-off")).odds.map((f) => f.key)).toEqual([
      "attacker",
      "defender",
      "neither",
    ]);
    expect(pairing(view("Kaiser Attack tied")).odds.map((f) => f.text.split(":")[0])).toEqual([
      "alice wins",
      `${HOSTILE_NAME} wins`,
      "Neither wins",
    ]);
    expect(pairing(view("Kleptonomicon awaiting its coin")).odds).toHaveLength(2);
  });

  it("waits for a tie-break with a button either side may press", () => {
    const card = view("OGS awaiting its d12 roll-off", (id) => id === "goblin");
    expect(card.statusText).toBe("Waiting for a tie-break");
    expect(pairing(card).outcome).toMatchObject({
      tone: "tieBreak",
      text: "Tie: waiting for the d12 roll-off",
      icon: "fa-solid fa-scale-balanced",
    });
    expect(pairing(card).tieBreakButton).toEqual({
      action: "indie-dice-contest-tie-break",
      label: "Roll off (d12)",
      icon: "fa-solid fa-dice",
      disabled: false,
      reason: null,
    });
    // Greyed for a viewer who owns neither side, saying why.
    expect(pairing(view("OGS awaiting its d12 roll-off", nobody)).tieBreakButton).toMatchObject({
      disabled: true,
      reason: `Only the owners of alice or ${HOSTILE_NAME} and the GM may roll this.`,
    });
    expect(pairing(card).steps).toEqual([
      "alice: 10 (5 + 3 + 2)",
      `${HOSTILE_NAME}: 10 (3 + 5 + 2)`,
      "Totals tie at 10",
      "Dice values tie: 5 3 2",
      "Die sizes tie: d8 d6 d6",
    ]);
    expect(pairing(view("Kleptonomicon awaiting its coin")).tieBreakButton).toMatchObject({
      label: "Toss the coin",
      icon: "fa-solid fa-coins",
    });
  });

  it("shows the OGS chain step by step down to the roll-off", () => {
    const card = view("OGS decided by d12 roll-off");
    expect(card.status).toBe("resolved");
    expect(card.statusText).toBe("Resolved");
    expect(pairing(card).tieBreakButton).toBeNull();
    expect(pairing(card).steps.slice(2)).toEqual([
      "Totals tie at 10",
      "Dice values tie: 5 3 2",
      "Die sizes tie: d8 d6 d6",
      `Roll-off 7 v 7, 2 v 11: ${HOSTILE_NAME}`,
    ]);
    expect(pairing(card).outcome).toMatchObject({
      tone: "defender",
      text: `${HOSTILE_NAME} wins`,
      icon: "fa-solid fa-shield-halved",
      toneLabel: "Defender wins",
    });
    expect(pairing(view("OGS decided by sizes")).steps.slice(2)).toEqual([
      "Totals tie at 10",
      "Dice values tie: 5 3 2",
      `Die sizes d10 d6 d6 against d8 d6 d6: alice`,
    ]);
  });

  it("tells each outcome in words with its own icon", () => {
    const outcomes = [
      ["Kaiser roll-off won by the attacker", "attacker", "alice wins", "fa-solid fa-hand-fist"],
      ["Kaiser Attack tied", "neither", "Neither wins: the Attack fails", "fa-solid fa-equals"],
      ["K&R stalemate", "neither", "Stalemate", "fa-solid fa-equals"],
      [
        "Olde stalemate with a roll-off",
        "neither",
        `Stalemate — ${HOSTILE_NAME} wins the roll-off`,
        "fa-solid fa-equals",
      ],
      ["Kleptonomicon coin to the defender", "defender", `${HOSTILE_NAME} wins`, "fa-solid fa-shield-halved"],
    ] as const;
    for (const [id, tone, text, icon] of outcomes)
      expect(pairing(view(id)).outcome).toMatchObject({ tone, text, icon });
    const icons = new Set(CONTEST_FIXTURES.map((f) => pairing(view(f.id)).outcome).map((o) => `${o.tone}:${o.icon}`));
    const tones = new Set([...icons].map((entry) => entry.split(":")[0]));
    expect(icons.size).toBe(tones.size);
  });

  it("explains Kaiser ties, Attacks, Fumbles and the Counter", () => {
    expect(pairing(view("Kaiser roll-off won by the attacker")).steps).toEqual([
      "alice: 9 (4 + 2 + 3)",
      `${HOSTILE_NAME}: 9 (3 + 3 + 3)`,
      "Totals tie at 9",
      "Roll-off 4 v 4, 5 v 2: alice",
    ]);
    expect(pairing(view("Kaiser Attack tied")).steps.slice(2)).toEqual([
      "Totals tie at 9",
      "An Attack that ties fails; the defender may not Counter",
    ]);
    const fumble = view("Kaiser fumble, defender Counters");
    expect(fumble.title).toBe("Attack");
    expect(must(fumble.attackers[0]).total).toBe("0");
    expect(pairing(fumble).steps).toEqual([
      "alice fumbled: max(0, 3 − 7) = 0",
      `${HOSTILE_NAME}: 9 (3 + 3 + 3)`,
      `alice fumbled, an immediate failure: ${HOSTILE_NAME} wins (9 against 0, 9 DoS)`,
      `${HOSTILE_NAME} may Counter`,
    ]);
    expect(pairing(fumble).outcome).toMatchObject({ tone: "defender", text: `${HOSTILE_NAME} wins: alice fumbled` });
  });

  it(
    "says a lone Fumble lost the opposed check even with the higher total, " +
      "unless the card compares it (docs/rulings.md)",
    () => {
      const loses = view("Kaiser fumble loses despite the higher total");
      expect(loses.rulesNote).toBe(
        "Higher total wins; the defender takes ties. A side that fumbles loses; " +
          "if both fumble, their reduced totals are compared.",
      );
      expect(pairing(loses).steps.slice(2)).toEqual([
        `alice fumbled, an immediate failure: ${HOSTILE_NAME} wins (6 against 7, 1 DoS)`,
      ]);
      expect(pairing(loses).outcome.text).toBe(`${HOSTILE_NAME} wins: alice fumbled`);
      const compared = view("Kaiser fumble compared (world setting)");
      expect(compared.rulesNote).toBe(
        "Higher total wins; the defender takes ties. A side that fumbles compares its skill less the Fumble penalty.",
      );
      expect(pairing(compared).steps.slice(2)).toEqual([`Higher total: alice (7 against 6)`]);
      expect(pairing(compared).outcome.text).toBe("alice wins");
      // The chances before the rolls follow the card's reading too.
      const [attackerLoses] = pairing(loses).odds;
      const [attackerCompared] = pairing(compared).odds;
      expect(must(attackerCompared).probability).toBeGreaterThan(must(attackerLoses).probability);
    },
  );

  it("explains K&R margins and the acting side", () => {
    const card = view("K&R active side short");
    expect(card.rulesNote).toContain("the attacker is acting");
    expect(must(card.attackers[0]).total).toBe("−1");
    expect(pairing(card).steps.at(-1)).toBe(`alice was acting and fell short of margin 0: ${HOSTILE_NAME} wins`);
  });

  it("names the Kleptonomicon coin and every effect that applies, [Win] and [Lose] included", () => {
    const p = pairing(view("Kleptonomicon coin to the defender"));
    expect(p.steps.at(-1)).toBe(`Scores tie at 7; the coin shows tails: ${HOSTILE_NAME}`);
    expect(p.effects).toEqual([
      { name: "alice", bracket: "[7..9]", text: "Away" },
      { name: "alice", bracket: "[Lose]", text: "Drops it" },
      { name: HOSTILE_NAME, bracket: "[7..9]", text: "Away" },
      { name: HOSTILE_NAME, bracket: "[Win]", text: "Takes the purse" },
    ]);
  });

  it("shows no effects before a pairing is decided", () => {
    expect(pairing(view("Kleptonomicon awaiting its coin")).effects).toEqual([]);
  });

  it("shows a roll that cannot be read as a problem on its pairing instead of failing", () => {
    const { state, rolls } = contestFixture("Kleptonomicon awaiting its coin");
    const card = contestCardModel({ state, rolls: { alice: must(rolls.alice) }, mayRoll: everyone }, en);
    expect(pairing(card).outcome).toMatchObject({ tone: "problem", icon: "fa-solid fa-triangle-exclamation" });
    expect(pairing(card).outcome.text).toBe(`The recorded roll of ${HOSTILE_NAME} could not be found.`);
    expect(card.statusText).toBe("A recorded roll could not be read");
    expect(card.defender.total).toBe("Not rolled yet");
  });
});

describe("a contest card after the rolls, as a viewer who may not see one of them (review of issue 52)", () => {
  // Olde 1d6 each: alice rolls 5, bob 3; the defender's 4 is blind to this viewer.
  const spec = OLDE_SPEC(1, 6);
  const played = play(
    "olde",
    [
      { id: "alice", spec, roll: oldeRoll(spec, [[5]]) },
      { id: "bob", spec, roll: oldeRoll(spec, [[3]]) },
    ],
    { id: "d", spec, roll: oldeRoll(spec, [[4]]) },
  );
  const notDefender = (id: string) => id !== "d";
  const GIVEN_NOTE = "These chances take the rolls made so far into account.";

  it("once resolved, shows each pairing's verdict with no chance beside it that the verdict contradicts", () => {
    const card = contestCardModel(
      {
        state: new Contest(played.state).resolve(played.rolls),
        rolls: played.rolls,
        mayRoll: everyone,
        mayView: notDefender,
      },
      en,
    );
    expect(card.pairings.map((p) => p.outcome.tone)).toEqual(["attacker", "defender"]);
    // Before the fix: "alice wins: 66.7%" given her 5, beside "alice wins".
    expect(card.pairings.map((p) => p.givenOdds)).toEqual([[], []]);
    // The joint block keeps the chances before the rolls, and says that is what they are.
    expect(card.jointBefore).toBeNull();
    expect(must(card.joint).notes).toContain("Chances before the rolls");
    expect(must(card.joint).notes).not.toContain(GIVEN_NOTE);
  });

  it(
    "labels the joint chances before the rolls once every pairing is decided, " + "for a viewer who sees every roll",
    () => {
      const card = contestCardModel(
        { state: new Contest(played.state).resolve(played.rolls), rolls: played.rolls, mayRoll: everyone },
        en,
      );
      expect(must(card.joint).notes).toContain("Chances before the rolls");
      // Before anyone rolled, they are the card's chances: no such label.
      const fresh = play(
        "olde",
        [
          { id: "alice", spec },
          { id: "bob", spec },
        ],
        { id: "d", spec },
      );
      expect(must(contestCardModel({ ...fresh, mayRoll: everyone }, en).joint).notes).not.toContain(
        "Chances before the rolls",
      );
    },
  );

  it("while open, keeps the hidden roll out: the chances given alice's and bob's rolls alone", () => {
    const card = contestCardModel(
      { state: played.state, rolls: played.rolls, mayRoll: everyone, mayView: notDefender },
      en,
    );
    expect(must(card.pairings[0]).givenOdds.map((figure) => figure.probability)).toEqual([
      expect.closeTo(4 / 6, 12),
      expect.closeTo(1 / 6, 12),
      expect.closeTo(1 / 6, 12),
    ]);
    expect(must(card.joint).notes).toContain(GIVEN_NOTE);
  });
});
