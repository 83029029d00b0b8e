export function foundryLayerStub(source: string, importer: string): string | null;
export function exportsAsUndefined(path: string): string;
export function resolve(
  specifier: string,
  context: { parentURL?: string },
  nextResolve: (specifier: string, context: { parentURL?: string }) => Promise<unknown>,
): Promise<unknown>;
