import { act, render, screen } from '@testing-library/react';
import { StatsPanel, type StatsPanelProps } from './StatsPanel';

const stats = {
  wordCount: 1234,
  characterCount: 7000,
  characterCountNoSpaces: 5800,
  paragraphCount: 12,
  sentenceCount: 80,
  readingTime: 7,
};

function renderPanel(overrides: Partial<StatsPanelProps> = {}) {
  return render(
    <StatsPanel title="The Sunken Keep" typeLabel="Campaign" status="saved" lastSavedAt={null} stats={stats} {...overrides} />,
  );
}

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('StatsPanel', () => {
  it('shows the title, type and every statistic', () => {
    renderPanel();
    expect(screen.getByTestId('stats-title')).toHaveTextContent('The Sunken Keep');
    expect(screen.getByText('Campaign')).toBeInTheDocument();
    expect(valueOf('Words')).toBe('1,234');
    expect(valueOf('Characters')).toBe('7,000');
    expect(valueOf('Characters (no spaces)')).toBe('5,800');
    expect(valueOf('Paragraphs')).toBe('12');
    expect(valueOf('Sentences')).toBe('80');
    expect(valueOf('Reading time')).toBe('7 min');
  });

  it.each([
    ['saved', 'Saved', 'success'],
    ['unsaved', 'Unsaved', 'amber'],
    ['saving', 'Saving...', 'info'],
  ] as const)('shows the %s state in its colour', (status, text, colour) => {
    renderPanel({ status });
    const pill = screen.getByTestId('save-status').querySelector('[data-status]')!;
    expect(pill).toHaveTextContent(text);
    expect(pill.getAttribute('data-status')).toBe(status);
    expect(pill.className).toContain(colour);
  });

  describe('last saved', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-03-10T12:00:00'));
    });
    afterEach(() => vi.useRealTimers());

    it('reads Never before the first save', () => {
      renderPanel();
      expect(screen.getByTestId('last-saved')).toHaveTextContent('Never');
    });

    it('reads Just now, then minutes ago as time passes, then the date', () => {
      renderPanel({ lastSavedAt: new Date('2026-03-10T11:59:30') });
      expect(screen.getByTestId('last-saved')).toHaveTextContent('Just now');
      act(() => {
        vi.advanceTimersByTime(5 * 60_000);
      });
      expect(screen.getByTestId('last-saved')).toHaveTextContent('5m ago');
    });

    it('shows the date after an hour', () => {
      const saved = new Date('2026-03-09T08:00:00');
      renderPanel({ lastSavedAt: saved });
      expect(screen.getByTestId('last-saved')).toHaveTextContent(saved.toLocaleDateString());
    });
  });
});
