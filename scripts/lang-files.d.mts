import type { Plugin } from "vite";

export function languageSources(root: string, code: string): string[];
/** A language's messages: sections of messages, a plural message's forms as a section of strings. */
export type LanguageMessages = { readonly [key: string]: string | LanguageMessages };

export function mergedLanguage(root: string, code: string): LanguageMessages;
export function mergedLanguageText(root: string, code: string): string;
export function sharedLanguageCode(root: string, path: string): string | undefined;
export function languageFiles(root: string): Plugin;
