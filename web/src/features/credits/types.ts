/** The credits page's data, gathered at build time by web/scripts/credits.mjs. */

/** One NOTICE.md of a Go package: the data it embeds, where it comes from, under which licence. */
export interface DataNotice {
  /** The file in the repository (functions/internal/srd/data/NOTICE.md). */
  file: string;
  title: string;
  /** The notice rendered from our own committed Markdown at build time. */
  html: string;
}

export interface PackageNotice {
  /** The licence file's name in the package (LICENSE, NOTICE.txt...). */
  file: string;
  /** An index into PackageList.texts. */
  text: number;
}

export interface CreditedPackage {
  name: string;
  version: string;
  /** As the package states it (an SPDX expression for npm, licensecheck's finding for Go). */
  licence: string;
  notices: PackageNotice[];
}

/** Packages with their licence texts, each distinct text kept once. */
export interface PackageList {
  texts: string[];
  packages: CreditedPackage[];
}

export interface Credits {
  dataNotices: DataNotice[];
  goModules: PackageList;
  /** The npm packages in the built bundle; null in the dev server and tests (no bundle). */
  npmPackages: PackageList | null;
}
