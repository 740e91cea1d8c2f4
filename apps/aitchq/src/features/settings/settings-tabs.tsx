import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as S from './styled';

export interface SettingsTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move between tabs
 * and select them; only the selected panel is rendered. A tab may come or go (the Audit Log,
 * once the page knows the viewer is an admin); when the selected one goes, the first is selected.
 */
export function SettingsTabs({ tabs, label }: { tabs: SettingsTab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    refs.current[tabs.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <>
      <S.TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id;
          return (
            <S.Tab
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </S.Tab>
          );
        })}
      </S.TabList>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
        >
          {current.panel}
        </div>
      )}
    </>
  );
}
