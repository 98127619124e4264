import { Icon as BaseIcon, type IconProps } from '../../components/ui/icons';

export { ArrowLeftIcon, SparklesIcon } from '../../components/ui/icons';

// Toolbar and header icons for the editor: the shared frame, drawn heavier to
// read at toolbar size.
function Icon(props: IconProps) {
  return <BaseIcon strokeWidth={2} {...props} />;
}

export const BoldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Icon>
);
export const ItalicIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M15 5h-5M14 19H9M13.5 5l-3 14" />
  </Icon>
);
export const UnderlineIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" />
  </Icon>
);
export const StrikeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16.5 7.5C16 5.6 14.2 4.5 12 4.5c-2.6 0-4.5 1.4-4.5 3.5 0 1.2.6 2.1 1.8 2.8M4 12h16M8 16.5c.6 1.9 2.2 3 4.2 3 2.7 0 4.6-1.4 4.6-3.6 0-.8-.2-1.4-.6-1.9" />
  </Icon>
);
export const CodeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 8-4 4 4 4M15 8l4 4-4 4" />
  </Icon>
);
export const ParagraphIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13 4v16M17 4v16M19 4h-9.5a4.5 4.5 0 0 0 0 9H13" />
  </Icon>
);
export const BulletListIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </Icon>
);
export const OrderedListIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 14.5c.4-.6 1-1 1.7-1 .8 0 1.3.5 1.3 1.2 0 1.2-3 2.1-3 3.8h3" />
  </Icon>
);
export const QuoteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 17c-1.5-1-2-2.5-2-4.5C4 9.5 5.8 7.3 8.5 6.5M14 17c-1.5-1-2-2.5-2-4.5 0-3 1.8-5.2 4.5-6" />
    <circle cx="7" cy="14" r="2.2" />
    <circle cx="15" cy="14" r="2.2" />
  </Icon>
);
export const AlignLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />
  </Icon>
);
export const AlignCenterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />
  </Icon>
);
export const AlignRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />
  </Icon>
);
export const AlignJustifyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />
  </Icon>
);
export const TableIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="1.5" />
    <path d="M3.5 9.5h17M3.5 14.5h17M9.5 9.5v10M15 9.5v10" />
  </Icon>
);
export const UndoIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);
export const RedoIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Icon>
);
export const SaveIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 4h11l3 3v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1z" />
    <path d="M8 4v5h7V4M8 20v-6h8v6" />
  </Icon>
);
export const ChartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8" />
  </Icon>
);
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);
export const SettingsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);
export const HistoryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
    <path d="M3 4v4h4" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
