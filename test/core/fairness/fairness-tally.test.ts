import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FairnessTally, type FairnessMessage } from "../../../src/core/fairness/fairness-tally";
import { type ReportViewer } from "../../../src/core/fairness/report-privacy";
import { LOG_USERS, syntheticMessages } from "./synthetic-log";
import { plainRollJson } from "./roll-json";
import { must } from "../../kit";

const GM: ReportViewer = { id: LOG_USERS[0], isGM: true };
const PLAYER: ReportViewer = { id: LOG_USERS[1], isGM: false };

const LOG = syntheticMessages(800);

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

describe("FairnessTally", () => {
  it("gives the same report read in chunks of any size as read at once", () => {
    const once = new FairnessTally({ viewer: GM }).add(LOG).result();
    for (const size of [1, 7, 1000]) {
      const tally = new FairnessTally({ viewer: GM });
      for (const chunk of chunks(LOG, size)) tally.add(chunk);
      expect(tally.result(), `chunks of ${size}`).toEqual(once);
    }
    // A generator is a chunk too.
    function* lazily() {
      yield* LOG;
    }
    expect(new FairnessTally({ viewer: GM }).add(lazily()).result()).toEqual(once);
  });

  it("can report half-way and read on: the final report is the same", () => {
    const tally = new FairnessTally({ viewer: GM }).add(LOG.slice(0, 300));
    const halfWay = tally.result();
    expect(halfWay.counts.messages).toBe(300);
    tally.add(LOG.slice(300));
    expect(tally.result()).toEqual(new FairnessTally({ viewer: GM }).add(LOG).result());
  });

  it("groups results by user and by die, with every user's results together when two or more rolled that die", () => {
    const report = new FairnessTally({ viewer: GM }).add(LOG).result();
    const users = [...new Set(report.groups.map((group) => group.userId))];
    expect(users).toEqual([null, ...[...LOG_USERS].sort()]);
    const dice = [...new Set(report.groups.filter((group) => group.userId === null).map((group) => group.die))];
    expect(dice).toEqual(["d4", "d6", "d8", "d10", "d12", "d20", "d10ish", "coin"]);
    for (const die of dice) {
      const together = must(report.groups.find((group) => group.userId === null && group.die === die));
      const each = report.groups.filter((group) => group.userId !== null && group.die === die);
      expect(together.n).toBe(each.reduce((sum, group) => sum + group.n, 0));
      together.faces.forEach((face, i) =>
        expect(face.observed).toBe(each.reduce((sum, group) => sum + must(group.faces[i]).observed, 0)),
      );
    }
    // A die one user alone rolled has no "together" group: it would only repeat that user's.
    const alone = new FairnessTally({ viewer: GM })
      .add([{ author: "solo", rolls: [plainRollJson([{ faces: 20, results: [4] }])] }])
      .result();
    expect(alone.groups.map((group) => [group.userId, group.die])).toEqual([["solo", "d20"]]);
  });

  it("gives each group its sample size, counts, expected counts and test", () => {
    const report = new FairnessTally({ viewer: GM }).add(LOG).result();
    for (const group of report.groups) {
      expect(group.n).toBe(group.faces.reduce((sum, face) => sum + face.observed, 0));
      for (const face of group.faces) expect(face.expected).toBeCloseTo(group.n * face.probability, 9);
      const smallest = Math.min(...group.faces.map((face) => face.expected));
      expect(group.test.kind).toBe(smallest >= 5 ? "chiSquare" : "exactBinomial");
      expect(group.test.pValue).toBeGreaterThanOrEqual(0);
      expect(group.test.pValue).toBeLessThanOrEqual(1);
    }
    const { counts } = report;
    expect(counts.messages).toBe(LOG.length);
    expect(counts.results).toBe(
      report.groups.filter((group) => group.userId !== null).reduce((sum, group) => sum + group.n, 0),
    );
    expect(counts.unreadableRolls + counts.impossibleResults + counts.notRolled).toBe(0);
  });

  it("counts private and blind messages in a Gamemaster's report only", () => {
    const gm = new FairnessTally({ viewer: GM }).add(LOG).result();
    const player = new FairnessTally({ viewer: PLAYER }).add(LOG).result();
    const isPrivate = (message: FairnessMessage) => message.blind === true || (message.whisper?.length ?? 0) > 0;
    const privateCount = LOG.filter(isPrivate).length;
    expect(privateCount).toBeGreaterThan(100);
    expect(gm.counts.hiddenMessages).toBe(0);
    expect(player.counts.hiddenMessages).toBe(privateCount);
    expect(player.counts.results).toBeLessThan(gm.counts.results);
    // The player's report is exactly the GM's report of the public messages.
    const publicOnly = new FairnessTally({ viewer: GM }).add(LOG.filter((message) => !isPrivate(message))).result();
    expect(player.groups).toEqual(publicOnly.groups);
  });

  it('reads inline rolls unless told not to, and names a message without an author ""', () => {
    const inline: FairnessMessage = {
      content: `<a class="inline-roll" data-roll="${escape(plainRollJson([{ faces: 20, results: [20] }]))}">20</a>`,
    };
    expect(
      new FairnessTally({ viewer: GM })
        .add([inline])
        .result()
        .groups.map((group) => [group.userId, group.die, group.n]),
    ).toEqual([["", "d20", 1]]);
    expect(new FairnessTally({ viewer: GM, inlineRolls: false }).add([inline]).result().groups).toEqual([]);
  });

  it("reads the stored messages of a 0.1.0 world", () => {
    const fixture = JSON.parse(
      readFileSync("test/foundry/fixtures/v0.1.0/contest-kingdoms-resolved-blind-defender.json", "utf8"),
    ) as { messages: FairnessMessage[] };
    const gm = new FairnessTally({ viewer: { id: "gmUser0000000000", isGM: true } }).add(fixture.messages).result();
    const player = new FairnessTally({ viewer: { id: "playerOne0000000", isGM: false } })
      .add(fixture.messages)
      .result();
    expect(gm.counts.hiddenMessages).toBe(0);
    expect(player.counts.hiddenMessages).toBe(1);
    expect(gm.counts.results).toBeGreaterThan(player.counts.results);
    expect(gm.groups.every((group) => group.die === "d12")).toBe(true);
  });

  it("keeps its memory flat: 3× the messages, the same groups", () => {
    const small = new FairnessTally({ viewer: GM }).add(LOG).result();
    const big = new FairnessTally({ viewer: GM });
    for (let i = 0; i < 3; i++) big.add(LOG);
    const report = big.result();
    expect(report.groups.map((group) => [group.userId, group.die, group.source])).toEqual(
      small.groups.map((group) => [group.userId, group.die, group.source]),
    );
    expect(report.counts.results).toBe(3 * small.counts.results);
  });
});
