/**
 * Contest cards in every state a table meets: open with no rolls, partly rolled, waiting for a tie-break, and
 * resolved each way, for every rule set, with a hostile participant name. The model and template tests render
 * every one; the playground may show them too.
 */
import english from "../../../../lang/en.json";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import { startContest } from "../../../../src/card-kinds/contest/core/contest-setup";
import { type ContestRoll, type ContestState } from "../../../../src/card-kinds/contest/core/contest-types";
import { createTranslator, type Translator } from "../../../../src/ui/translator";
import {
  KAISER_SKILL,
  kaiserRoll,
  KINGDOMS_SPEC,
  kingdomsRoll,
  KLEPTO_SPEC,
  kleptoRoll,
  OGS_SPEC,
  ogsRoll,
  OLDE_SPEC,
  oldeRoll,
  play,
} from "../core/contest-fixtures";

export const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

export const englishTranslator: Translator = createTranslator("en", english);

export interface ContestFixture {
  readonly id: string;
  readonly state: ContestState;
  readonly rolls: Readonly<Record<string, ContestRoll>>;
}

/** Names the defender with hostile text, so every card shows it. */
function hostile(state: ContestState): ContestState {
  return {
    ...state,
    participants: state.participants.map((p) => (p.side === "defender" ? { ...p, name: HOSTILE_NAME } : p)),
  };
}

function fixture(id: string, played: { state: ContestState; rolls: Record<string, ContestRoll> }): ContestFixture {
  return { id, state: hostile(played.state), rolls: played.rolls };
}

const skill = KAISER_SKILL(3);
const ogs = OGS_SPEC(8, 6);
const kr = KINGDOMS_SPEC(3, 7);
const klepto = KLEPTO_SPEC(2, "[..6] Caught, [7..9] Away, [10..] Away clean, [Win] Takes the purse, [Lose] Drops it");
const olde = OLDE_SPEC(1, 6);

const ogsTie = play("ogs", [{ id: "alice", spec: ogs, roll: ogsRoll(ogs, [5, 3, 2]) }], {
  id: "goblin",
  spec: ogs,
  roll: ogsRoll(ogs, [3, 5, 2]),
});
const kleptoTie = play("klepto", [{ id: "alice", spec: klepto, roll: kleptoRoll(klepto, [5]) }], {
  id: "goblin",
  spec: klepto,
  roll: kleptoRoll(klepto, [5]),
});
const oldeTie = play("olde", [{ id: "alice", spec: olde, roll: oldeRoll(olde, [[4]]) }], {
  id: "goblin",
  spec: olde,
  roll: oldeRoll(olde, [[4]]),
});
const kaiserTie = play(
  "kaiser",
  [{ id: "alice", spec: skill, roll: kaiserRoll(skill, [4, 2]) }],
  { id: "goblin", spec: skill, roll: kaiserRoll(skill, [3, 3]) },
  { rules: { kaiserTieRule: "roll-off" } },
);

function resolvedWith(
  played: { state: ContestState; rolls: Record<string, ContestRoll> },
  dice: Parameters<Contest["recordTieBreak"]>[2],
) {
  const state = new Contest(played.state).recordTieBreak(played.rolls, "alice", dice);
  return { state: new Contest(state).resolve(played.rolls), rolls: played.rolls };
}

function resolved(played: { state: ContestState; rolls: Record<string, ContestRoll> }) {
  return { state: new Contest(played.state).resolve(played.rolls), rolls: played.rolls };
}

/** A player started it: the rolls are only proposed (the card's chances rest on them until each side rolls). */
const proposed = {
  state: startContest({
    ruleSet: "kingdoms",
    attackers: [{ id: "alice", name: "Alice", proposal: kr }],
    defenders: [{ id: "goblin", name: "Goblin", proposal: KINGDOMS_SPEC(2, 6) }],
  }),
  rolls: {},
};

export const CONTEST_FIXTURES: readonly ContestFixture[] = [
  fixture("open, no rolls, rolls proposed by a player", proposed),
  fixture(
    "open, no rolls, specs left to the rollers",
    play("olde", [{ id: "alice", spec: olde }], { id: "goblin", spec: olde }, { fixed: false }),
  ),
  fixture(
    "open, no rolls, many against one",
    play(
      "ogs",
      [
        { id: "alice", spec: ogs },
        { id: "bob", spec: OGS_SPEC(10, 4) },
      ],
      { id: "goblin", spec: ogs },
    ),
  ),
  fixture(
    "partly rolled",
    play(
      "kaiser",
      [
        { id: "alice", spec: skill, roll: kaiserRoll(skill, [6, 6, 2]) },
        { id: "bob", spec: skill },
      ],
      { id: "goblin", spec: skill },
    ),
  ),
  fixture("Kaiser awaiting its roll-off", kaiserTie),
  fixture(
    "Kaiser roll-off won by the attacker",
    resolvedWith(kaiserTie, { kind: "kaiserRollOff", faces: [4, 4, 5, 2] }),
  ),
  fixture(
    "Kaiser Attack tied",
    resolved(
      play(
        "kaiser",
        [{ id: "alice", spec: skill, roll: kaiserRoll(skill, [4, 2]) }],
        { id: "goblin", spec: skill, roll: kaiserRoll(skill, [3, 3]) },
        { rules: { kaiserAttack: true } },
      ),
    ),
  ),
  fixture(
    "Kaiser fumble, defender Counters",
    resolved(
      play(
        "kaiser",
        [{ id: "alice", spec: skill, roll: kaiserRoll(skill, [1, 1], [3, 4]) }],
        { id: "goblin", spec: skill, roll: kaiserRoll(skill, [3, 3]) },
        { rules: { kaiserAttack: true } },
      ),
    ),
  ),
  // Skill 12 fumbles with 2 + 3: its 7 is above the defender's 0 + 3 + 3 = 6, yet under the ruling it loses.
  fixture(
    "Kaiser fumble loses despite the higher total",
    resolved(
      play("kaiser", [{ id: "alice", spec: KAISER_SKILL(12), roll: kaiserRoll(KAISER_SKILL(12), [1, 1], [2, 3]) }], {
        id: "goblin",
        spec: KAISER_SKILL(0),
        roll: kaiserRoll(KAISER_SKILL(0), [3, 3]),
      }),
    ),
  ),
  fixture(
    "Kaiser fumble compared (world setting)",
    resolved(
      play(
        "kaiser",
        [{ id: "alice", spec: KAISER_SKILL(12), roll: kaiserRoll(KAISER_SKILL(12), [1, 1], [2, 3]) }],
        { id: "goblin", spec: KAISER_SKILL(0), roll: kaiserRoll(KAISER_SKILL(0), [3, 3]) },
        { rules: { kaiserOpposedFumble: "compared" } },
      ),
    ),
  ),
  fixture("OGS awaiting its d12 roll-off", ogsTie),
  fixture(
    "OGS decided by d12 roll-off",
    resolvedWith(ogsTie, {
      kind: "ogsRollOff",
      pairs: [
        [7, 7],
        [2, 11],
      ],
    }),
  ),
  fixture(
    "OGS decided by sizes",
    resolved(
      play("ogs", [{ id: "alice", spec: OGS_SPEC(10, 6), roll: ogsRoll(OGS_SPEC(10, 6), [5, 3, 2]) }], {
        id: "goblin",
        spec: ogs,
        roll: ogsRoll(ogs, [5, 3, 2]),
      }),
    ),
  ),
  fixture(
    "K&R stalemate",
    resolved(
      play("kingdoms", [{ id: "alice", spec: kr, roll: kingdomsRoll(kr, [8, 9, 2]) }], {
        id: "goblin",
        spec: kr,
        roll: kingdomsRoll(kr, [9, 10, 3]),
      }),
    ),
  ),
  fixture(
    "K&R active side short",
    resolved(
      play("kingdoms", [{ id: "alice", spec: kr, roll: kingdomsRoll(kr, [8, 2, 3]) }], {
        id: "goblin",
        spec: kr,
        roll: kingdomsRoll(kr, [8, 1, 2]),
      }),
    ),
  ),
  fixture("Kleptonomicon awaiting its coin", kleptoTie),
  fixture("Kleptonomicon coin to the defender", resolvedWith(kleptoTie, { kind: "kleptoCoin", coin: "tails" })),
  fixture("Olde awaiting its roll-off", oldeTie),
  fixture(
    "Olde stalemate with a roll-off",
    resolvedWith(oldeTie, {
      kind: "oldeRollOff",
      pairs: [
        [3, 3],
        [2, 5],
      ],
    }),
  ),
];

export function contestFixture(id: string): ContestFixture {
  const found = CONTEST_FIXTURES.find((f) => f.id === id);
  if (!found) throw new Error(`no contest fixture ${id}`);
  return found;
}
