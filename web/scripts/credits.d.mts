// Types of credits.mjs for vite.config.ts and its test (src/features/credits/creditsBuild.test.ts).
import type { Plugin } from 'vite';
import type { DataNotice, PackageList } from '../src/features/credits/types';

interface PackageEntry {
  name: string;
  version: string;
  licence: string;
  notices: { file: string; text: string }[];
}

export const CREDITS_MODULE: string;
export function renderNotice(markdown: string, file: string): DataNotice;
export function readDataNotices(repoRoot: string): DataNotice[];
export function packageList(entries: PackageEntry[]): PackageList;
export function readGoModules(repoRoot: string): Promise<PackageList>;
export function packageDirOf(id: string, webRoot: string): string | null;
export function cssPackageImports(css: string): string[];
export function describePackage(dir: string): PackageEntry;
export function bundledPackages(moduleIds: string[], webRoot: string, readSource?: (id: string) => string): PackageList;
export function creditsPlugin(options: { repoRoot: string }): Plugin;
