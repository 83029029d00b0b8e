/**
 * "At least as private" (src/core/roll-audience.ts), from Foundry's own reading of who may see a roll
 * (`ChatMessage#isContentVisible`: a whispered roll is its recipients', and its author's unless blind; a roll with no
 * whisper list is everyone's) and of what each mode whispers (`ChatMessage.applyRollMode`: gm and blind to every GM,
 * self to the author, public to no one).
 */
import { describe, expect, it } from "vitest";
import {
  isAtLeastAsPrivate,
  keptViewers,
  leastPrivateModeWithin,
  modeViewers,
  type AudienceMode,
} from "../../src/core/roll-audience";
import { must } from "../kit";
import type { RollPrivacy } from "../../src/core/roll-privacy";

const GMS = ["gm1", "gm2"];
const AUTHOR = "player1";
const MODES: readonly AudienceMode[] = ["public", "gm", "blind", "self"];

/** The audience Foundry gives a player's roll made in each mode (a card keeps none for a public roll). */
const POSTED: Readonly<Record<AudienceMode, RollPrivacy | undefined>> = {
  public: undefined,
  gm: { whisper: GMS, blind: false, authorId: AUTHOR },
  blind: { whisper: GMS, blind: true, authorId: AUTHOR },
  self: { whisper: [AUTHOR], blind: false, authorId: AUTHOR },
};

/**
 * Which modes a roll posted in each mode is as private as, read off who sees it: public everyone; gm the GMs and
 * its author; blind the GMs; self its author. Self and blind leave out different users.
 */
const AS_PRIVATE: Readonly<Record<AudienceMode, readonly AudienceMode[]>> = {
  public: ["public"],
  gm: ["public", "gm"],
  blind: ["public", "gm", "blind"],
  self: ["public", "gm", "self"],
};

const kept = (privacy: RollPrivacy) => keptViewers(privacy);
const asked = (mode: AudienceMode, author = AUTHOR) => modeViewers(mode, author, GMS);

describe("a roll at least as private as a card asks", () => {
  for (const posted of MODES) {
    for (const mode of MODES) {
      const expected = AS_PRIVATE[posted].includes(mode);
      it(`a ${posted} roll ${expected ? "is" : "is not"} as private as ${mode}`, () => {
        expect(isAtLeastAsPrivate(keptViewers(POSTED[posted]), asked(mode))).toBe(expected);
      });
    }
  }

  it("reads a whispered roll's viewers, not its blind flag alone", () => {
    // Blind, but whispered to its author too: Foundry shows a recipient the content, so the author sees it.
    expect(isAtLeastAsPrivate(kept({ whisper: [...GMS, AUTHOR], blind: true, authorId: AUTHOR }), asked("blind"))).toBe(
      false,
    );
    expect(isAtLeastAsPrivate(kept({ whisper: [...GMS, AUTHOR], blind: true, authorId: AUTHOR }), asked("gm"))).toBe(
      true,
    );
    // Whispered to another player: more can see it than a gm roll lets see.
    expect(
      isAtLeastAsPrivate(kept({ whisper: [...GMS, "player2"], blind: false, authorId: AUTHOR }), asked("gm")),
    ).toBe(false);
    expect(isAtLeastAsPrivate(kept({ whisper: ["player2"], blind: true, authorId: AUTHOR }), asked("blind"))).toBe(
      false,
    );
    // A blind flag on a roll with no whisper list hides nothing (Foundry: `whisper.length && blind`).
    expect(isAtLeastAsPrivate(kept({ whisper: [], blind: true, authorId: AUTHOR }), asked("blind"))).toBe(false);
    // One GM of two is fewer eyes, not more.
    expect(isAtLeastAsPrivate(kept({ whisper: ["gm1"], blind: true, authorId: AUTHOR }), asked("blind"))).toBe(true);
  });

  it("counts a GM's own roll by the GM's own rights", () => {
    // A GM's private roll is whispered to every GM, the author among them: the GMs see it, no player does.
    expect(isAtLeastAsPrivate(kept({ whisper: GMS, blind: false, authorId: "gm1" }), asked("blind", "gm1"))).toBe(true);
    expect(isAtLeastAsPrivate(kept({ whisper: ["gm1"], blind: false, authorId: "gm1" }), asked("self", "gm1"))).toBe(
      true,
    );
    expect(isAtLeastAsPrivate(kept({ whisper: GMS, blind: false, authorId: "gm1" }), asked("self", "gm1"))).toBe(false);
  });

  it("finds the least private mode that shows no more than several rolls do", () => {
    const public_ = keptViewers(undefined);
    expect(leastPrivateModeWithin([], AUTHOR, GMS)).toBe("public");
    expect(leastPrivateModeWithin([public_], AUTHOR, GMS)).toBe("public");
    expect(leastPrivateModeWithin([public_, kept(must(POSTED.gm))], AUTHOR, GMS)).toBe("gm");
    expect(leastPrivateModeWithin([kept(must(POSTED.gm)), kept(must(POSTED.self))], AUTHOR, GMS)).toBe("self");
    expect(leastPrivateModeWithin([kept(must(POSTED.blind))], AUTHOR, GMS)).toBe("blind");
    // A GM's own private roll is the GMs' alone: a player's next roll must be blind, not a gm roll they would see.
    expect(leastPrivateModeWithin([kept({ whisper: GMS, blind: false, authorId: "gm1" })], AUTHOR, GMS)).toBe("blind");
    // Seen by its author alone, then by the GMs alone: no roll shows no more than both.
    expect(leastPrivateModeWithin([kept(must(POSTED.self)), kept(must(POSTED.blind))], AUTHOR, GMS)).toBeNull();
    expect(leastPrivateModeWithin([kept(must(POSTED.self))], "gm1", GMS)).toBeNull();
  });
});
