// The Foundry CLI ships no types; these are the two functions the release tests call (`fvtt package pack/unpack`).
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(
    src: string,
    dest: string,
    options?: { yaml?: boolean; recursive?: boolean; log?: boolean },
  ): Promise<void>;
  export function extractPack(
    src: string,
    dest: string,
    options?: { yaml?: boolean; log?: boolean; clean?: boolean },
  ): Promise<void>;
}
