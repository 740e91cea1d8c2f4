import { Button, type ButtonProps } from '@q/ui';
import { useState } from 'react';
import { DownloadIcon } from '../icons';
import { ExportFailure } from './export-failure';
import { Root } from './export-report-menu.styled';
import type { ReportMenu, ReportMenuProps } from './report-menu';

export type ExportReportMenuProps = Pick<ReportMenuProps, 'loadReport' | 'page'>;

const renderButton = (props: ButtonProps) => <Button variant="outline" {...props} />;

/** The menu's code. The browser keeps a module it has loaded; one that failed is asked for again. */
const loadMenu = () => import('./report-menu');

/** On pointer-enter and focus, so that the menu is there by the click; a failure waits for it. */
const preloadMenu = () => void loadMenu().catch(() => {});

/**
 * 'Export Report' as the page first shows it: the button alone. The first click (or Enter,
 * Space, an arrow) loads the menu (`ReportMenu`), which takes the button's place, open; its
 * code starts loading as the pointer enters the button or focus reaches it. If it cannot load,
 * the export's failure message is said under the button.
 */
export function ExportReportMenu({ loadReport, page }: ExportReportMenuProps) {
  const [menu, setMenu] = useState<
    { Menu: typeof ReportMenu; initialFocus: ReportMenuProps['initialFocus'] } | 'failed'
  >();
  if (menu && menu !== 'failed') {
    return (
      <menu.Menu
        loadReport={loadReport}
        page={page}
        initialFocus={menu.initialFocus}
        renderButton={renderButton}
      />
    );
  }

  const open = (initialFocus: ReportMenuProps['initialFocus']) => {
    setMenu(undefined);
    loadMenu().then(
      ({ ReportMenu }) => setMenu({ Menu: ReportMenu, initialFocus }),
      (error: unknown) => {
        console.error('Export Report failed', error);
        setMenu('failed');
      },
    );
  };

  return (
    <Root>
      {renderButton({
        'aria-expanded': false,
        onPointerEnter: preloadMenu,
        onFocus: preloadMenu,
        // From the keyboard (detail 0), focus moves to the first choice.
        onClick: (event) => open(event.detail === 0 ? 'first' : 'button'),
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            open(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        },
        children: (
          <>
            <DownloadIcon />
            Export Report
          </>
        ),
      })}
      {menu === 'failed' && <ExportFailure />}
    </Root>
  );
}
