import { describe, expect, it } from 'vitest';
import { APP_VERSION, prepareBrowserStorage, readTheme, THEME_KEY, VERSION_KEY, writeTheme } from './storage';

describe('prepareBrowserStorage', () => {
  it('clears session storage at every start', () => {
    sessionStorage.setItem('draft', 'x');
    localStorage.setItem(VERSION_KEY, APP_VERSION);
    prepareBrowserStorage();
    expect(sessionStorage.length).toBe(0);
  });

  it('removes legacy entries and records the version when the marker differs', () => {
    localStorage.setItem(VERSION_KEY, '1.4.0');
    for (const key of ['document_42', 'userPreferences', 'documentTypes', 'recentDocuments', 'wordwise-cache', 'grammarly-clone-state']) {
      localStorage.setItem(key, 'old');
    }
    localStorage.setItem(THEME_KEY, 'dark');
    localStorage.setItem('unrelated', 'keep');
    prepareBrowserStorage();
    expect(localStorage.getItem(VERSION_KEY)).toBe('2.0.0');
    expect(localStorage.getItem('document_42')).toBeNull();
    expect(localStorage.getItem('userPreferences')).toBeNull();
    expect(localStorage.getItem('documentTypes')).toBeNull();
    expect(localStorage.getItem('recentDocuments')).toBeNull();
    expect(localStorage.getItem('wordwise-cache')).toBeNull();
    expect(localStorage.getItem('grammarly-clone-state')).toBeNull();
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });

  it('leaves everything alone when the marker is current', () => {
    localStorage.setItem(VERSION_KEY, APP_VERSION);
    localStorage.setItem('document_7', 'kept');
    prepareBrowserStorage();
    expect(localStorage.getItem('document_7')).toBe('kept');
  });
});

describe('theme storage', () => {
  it('defaults to light and keeps the choice under a Lorewright key', () => {
    expect(readTheme()).toBe('light');
    writeTheme('dark');
    expect(localStorage.getItem('lorewright.theme')).toBe('dark');
    expect(readTheme()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'purple');
    expect(readTheme()).toBe('light');
  });
});
