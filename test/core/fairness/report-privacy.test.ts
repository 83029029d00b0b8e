import { describe, expect, it } from "vitest";
import { countsInReport, isPrivateMessage, type MessageAudience } from "../../../src/core/fairness/report-privacy";
import { must } from "../../kit";

const GM_ID = "gmUser0000000000";
const ANN = "playerAnn0000000";
const BOB = "playerBob0000000";

/** Each message mode as Foundry v13 and v14 store it (whisper list, blind flag), Ann its author. */
const MODES: Readonly<Record<string, MessageAudience>> = {
  public: { whisper: [], blind: false },
  "public (fields missing)": {},
  "public (null fields)": { whisper: null, blind: null },
  gm: { whisper: [GM_ID], blind: false },
  self: { whisper: [ANN], blind: false },
  blind: { whisper: [GM_ID], blind: true },
  "whisper to Bob": { whisper: [BOB], blind: false },
  "blind with no whisper list": { whisper: [], blind: true },
};

describe("countsInReport", () => {
  it.each(Object.entries(MODES))("a %s message counts in a Gamemaster's report", (_mode, message) => {
    expect(countsInReport(message, { id: GM_ID, isGM: true })).toBe(true);
  });

  it.each(Object.entries(MODES))("a %s message counts in a player's report only when public", (mode, message) => {
    const isPublic = mode.startsWith("public");
    expect(isPrivateMessage(message)).toBe(!isPublic);
    // Not even the author's own whisper, nor a whisper to the viewer: private rolls count in a GM's report only.
    expect(countsInReport(message, { id: ANN, isGM: false })).toBe(isPublic);
    expect(countsInReport(message, { id: BOB, isGM: false })).toBe(isPublic);
  });

  it("asks whether the viewer is a Gamemaster, not who they are", () => {
    expect(countsInReport(must(MODES.blind), { id: ANN, isGM: true })).toBe(true);
    expect(countsInReport(must(MODES.gm), { id: GM_ID, isGM: false })).toBe(false);
  });
});
