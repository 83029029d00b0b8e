/**
 * foundry.audio.AudioHelper.play as v13's client/audio/helper.mjs plays a sound: defaults merged under the data
 * (volume 1, no loop, the interface channel), nothing played with `autoplay: false`, a push to the other clients only
 * with socket options, and socket recipients that are not a list refused.
 */
import { describe, expect, it } from "vitest";
import { useFoundryDouble } from "./helpers";

const double = useFoundryDouble({ users: [{ id: "gm", isGM: true }, { id: "ann" }] });

interface AudioHelperLike {
  play(data: object, socketOptions?: unknown): Promise<unknown> | undefined;
}

function audioHelper(): AudioHelperLike {
  return globalThis.foundry.audio.AudioHelper;
}

describe("AudioHelper.play", () => {
  it(
    "plays on the client that asked, with Foundry's defaults under the data; " + "pushes only with socket options",
    async () => {
      await audioHelper().play({ src: "sounds/notify.wav" }, false);
      await double.handle.withClient("ann", () => audioHelper().play({ src: "sounds/lock.wav", volume: 0.8 }, true));
      expect(audioHelper().play({ src: "sounds/quiet.wav", autoplay: false })).toBeUndefined();
      expect(double.handle.playedSounds).toEqual([
        { src: "sounds/notify.wav", volume: 1, loop: false, channel: "interface", userId: "gm", pushed: false },
        { src: "sounds/lock.wav", volume: 0.8, loop: false, channel: "interface", userId: "ann", pushed: true },
      ]);
      expect(() => audioHelper().play({ src: "x.wav" }, { recipients: "ann" })).toThrow(
        "Socket recipients must be an array of User IDs",
      );
    },
  );
});
