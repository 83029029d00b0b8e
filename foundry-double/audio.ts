/**
 * foundry.audio.AudioHelper.play (v13 client/audio/helper.mjs): the data merged over `{src: null, volume: 1, loop:
 * false, channel: "interface"}`; with socket options (true, or `{recipients}`) the playback is also pushed to the
 * other clients; `autoplay: false` plays nothing here; otherwise the sound plays on this client (`game.audio.play`).
 * The double plays nothing: it records each playback with the client it played on, so a test can ask who heard what.
 */
export interface PlayedSound {
  readonly src: string | null;
  readonly volume: number;
  readonly loop: boolean;
  readonly channel: string;
  /** The client the sound played on. */
  readonly userId: string;
  /** Also pushed to other clients through the socket. */
  readonly pushed: boolean;
}

export class AudioDouble {
  constructor(private readonly currentUserId: () => string) {}

  readonly played: PlayedSound[] = [];

  /** The static AudioHelper.play, bound to this double. */
  readonly AudioHelper = {
    play: (
      data: Record<string, unknown>,
      socketOptions?: boolean | { recipients?: unknown },
    ): Promise<{ src: string | null }> | undefined => {
      const audio = { src: null, volume: 1.0, loop: false, channel: "interface", ...data } as Record<string, unknown>;
      const pushed = Boolean(socketOptions);
      if (
        pushed &&
        typeof socketOptions === "object" &&
        "recipients" in socketOptions &&
        !Array.isArray(socketOptions.recipients)
      ) {
        throw new Error("Socket recipients must be an array of User IDs");
      }
      if (audio.autoplay === false) return undefined;
      this.played.push({
        src: (audio.src as string | null) ?? null,
        volume: Number(audio.volume ?? 1),
        loop: Boolean(audio.loop),
        channel: String(audio.channel),
        userId: this.currentUserId(),
        pushed,
      });
      return Promise.resolve({ src: (audio.src as string | null) ?? null });
    },
  };
}
