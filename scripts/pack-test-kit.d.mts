export function packTestKit(options: { root?: string; out: string; dist?: string }): Promise<void>;
