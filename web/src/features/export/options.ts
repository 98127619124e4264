// What the user picks in the Export Campaign dialog, and the names derived from it.

export const EXPORT_FORMATS = ['pdf', 'txt', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CAMPAIGN_TYPES = ['one-shot', 'campaign', 'adventure', 'module'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const DEFAULT_AUTHOR = 'Dungeon Master';

export interface ExportOptions {
  format: ExportFormat;
  /** PDF only: a cover page before the content. */
  includeCover: boolean;
  title: string;
  author: string;
  campaignType: CampaignType;
}

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  'one-shot': 'One-Shot',
  campaign: 'Campaign',
  adventure: 'Adventure',
  module: 'Module',
};

export const MIME_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain;charset=utf-8',
  md: 'text/markdown;charset=utf-8',
};

/** The spec's file name: the title with every non-alphanumeric replaced by an underscore. */
export function exportFileName(title: string, format: ExportFormat): string {
  return `${title.replace(/[^a-z0-9]/gi, '_')}.${format}`;
}

/** "A Dungeons & Dragons One-Shot" */
export function campaignSubtitle(type: CampaignType): string {
  return `A Dungeons & Dragons ${CAMPAIGN_TYPE_LABELS[type]}`;
}

export function formatExportDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

