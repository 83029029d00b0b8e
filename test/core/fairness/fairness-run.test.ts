import { describe, expect, it } from "vitest";
import { DEFAULT_CHUNK_SIZE, runFairnessReport } from "../../../src/core/fairness/fairness-run";
import { FairnessTally } from "../../../src/core/fairness/fairness-tally";
import { syntheticMessages } from "./synthetic-log";

const VIEWER = { id: "gmUser0000000000", isGM: true };
const LOG = syntheticMessages(450, 99);

describe("runFairnessReport", () => {
  it(
    "reads the log a chunk at a time, " +
      "reports progress after each and yields between them, and gives the one-shot report",
    async () => {
      const progress: [number, number][] = [];
      let yields = 0;
      const report = await runFairnessReport(LOG, {
        viewer: VIEWER,
        chunkSize: 100,
        onProgress: (done, total) => progress.push([done, total]),
        yieldToPage: async () => {
          yields++;
        },
      });
      expect(progress).toEqual([
        [100, 450],
        [200, 450],
        [300, 450],
        [400, 450],
        [450, 450],
      ]);
      expect(yields).toBe(4);
      expect(report).toEqual(new FairnessTally({ viewer: VIEWER }).add(LOG).result());
    },
  );

  it("resolves to null when cancelled, and reads nothing after the cancel", async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const report = await runFairnessReport(LOG, {
      viewer: VIEWER,
      chunkSize: 100,
      signal: controller.signal,
      onProgress: (done) => {
        progress.push(done);
        if (done === 200) controller.abort();
      },
      yieldToPage: async () => {},
    });
    expect(report).toBeNull();
    expect(progress).toEqual([100, 200]);
    const cancelledBefore = new AbortController();
    cancelledBefore.abort();
    expect(await runFairnessReport(LOG, { viewer: VIEWER, signal: cancelledBefore.signal })).toBeNull();
  });

  it(
    "reads 1,000 messages a chunk by default, " +
      "yields with a timeout unless told otherwise, and handles an empty log",
    async () => {
      expect(DEFAULT_CHUNK_SIZE).toBe(1000);
      const report = await runFairnessReport(syntheticMessages(1001, 5), { viewer: VIEWER });
      expect(report?.counts.messages).toBe(1001);
      expect((await runFairnessReport([], { viewer: VIEWER }))?.groups).toEqual([]);
      expect((await runFairnessReport(LOG.slice(0, 3), { viewer: VIEWER, chunkSize: 0 }))?.counts.messages).toBe(3);
    },
  );
});
