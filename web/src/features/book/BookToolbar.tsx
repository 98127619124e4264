import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { PAGE_SIZE_LABELS, PAGE_SIZES, type PageSize } from '../../lib/paper';

/** Above the book: where to go back, the paper size, Print. Not printed. */
export function BookToolbar(props: { start?: ReactNode; title: string; size: PageSize; onSizeChange(size: PageSize): void; canPrint: boolean; onPrint(): void }) {
  return (
    <div className="sticky top-0 z-20 border-b border-line bg-surface print:hidden" data-testid="book-toolbar">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        {props.start}
        <h1 className="line-clamp-2 min-w-0 flex-1 break-words font-display text-lg font-semibold text-ink sm:line-clamp-none sm:truncate" title={props.title}>
          {props.title}
        </h1>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-ink-muted">
            Paper
            <select
              className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink"
              value={props.size}
              onChange={(event) => props.onSizeChange(event.target.value as PageSize)}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {PAGE_SIZE_LABELS[size]}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" onClick={props.onPrint} disabled={!props.canPrint}>
            Print or save as PDF
          </Button>
        </div>
      </div>
    </div>
  );
}
