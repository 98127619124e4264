import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './theme';

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>{`${theme}/${resolvedTheme}`}</p>
      <button onClick={() => setTheme('dark')}>dark</button>
      <button onClick={() => setTheme('light')}>light</button>
    </div>
  );
}

describe('ThemeProvider', () => {
  it('defaults to light without a stored choice', () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('light/light')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies a stored dark theme at start and persists changes', () => {
    localStorage.setItem('lorewright.theme', 'dark');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(document.documentElement).toHaveClass('dark');
    act(() => screen.getByText('light').click());
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('lorewright.theme')).toBe('light');
  });

  it('resolves system through the OS preference', () => {
    localStorage.setItem('lorewright.theme', 'system');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    // The test setup's matchMedia reports a light OS theme.
    expect(screen.getByText('system/light')).toBeInTheDocument();
  });
});

describe('applyStoredTheme', () => {
  it('sets the dark class before any render', async () => {
    const { applyStoredTheme } = await import('./theme');
    localStorage.setItem('lorewright.theme', 'dark');
    applyStoredTheme();
    expect(document.documentElement).toHaveClass('dark');
    localStorage.setItem('lorewright.theme', 'light');
    applyStoredTheme();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
