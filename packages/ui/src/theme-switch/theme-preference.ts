import { useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY, type ThemePreference } from '../theme/scheme-names';

/** Told on `window` when this page changes the choice (another tab's change is a `storage` event). */
const CHANGE_EVENT = 'q-theme';

/** The remembered choice; 'system' when there is none (or storage is blocked). */
export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage blocked: the device's setting decides.
  }
  return 'system';
}

/** Marks `<html>` the way the pre-paint script does: the choice, or nothing for 'system'. */
function applyThemePreference(preference: ThemePreference): void {
  const root = document.documentElement;
  if (preference === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, preference);
}

/** Remembers the choice in the browser (every app of the origin reads it) and applies it now. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  applyThemePreference(preference);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // A choice made in another tab applies here too.
  const onStorage = () => {
    applyThemePreference(readThemePreference());
    onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The current choice. A server-rendered page starts as 'system', then reads the browser's. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readThemePreference, () => 'system');
}
