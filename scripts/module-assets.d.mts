import type { Plugin } from "vite";

export function plugInFolders(root: string): string[];
export function assetSources(root: string, served: string): string[];
export function servedAsset(root: string, served: string): string | undefined;
export function servedAssets(root: string): string[];
export function servedPath(root: string, path: string): string | undefined;
export function moduleAssets(root: string): Plugin;
