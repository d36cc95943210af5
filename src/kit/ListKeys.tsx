import { useEffect, useRef } from 'react';
import { useCreatePath, useListContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useListTrail } from './listTrail';
import { shortcutKeys } from './shortcutTable';
import { useShortcut } from './useShortcut';

const rowSelector = '.RaDatagrid-tbody > .RaDatagrid-row';

/**
 * The cursor row's look: a visible outline (the focus ring of a table row is easy to miss). For a
 * Datagrid's `sx`.
 */
export const rowCursorSx = {
  '& .RaDatagrid-row[aria-selected="true"]': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
} as const;

export interface ListKeysProps {
  /** What Enter opens: the row's show or edit page. */
  open: 'show' | 'edit';
  /** Whether `e` edits the cursor row (the user may edit and the resource has an edit page). */
  editable?: boolean;
  /** Keep this list's page as the order detail's trail for previous/next (listTrail.ts). */
  trail?: boolean;
}

/**
 * The list keys of every list (rendered inside a react-admin `<List>`, beside its Datagrid): `/` to
 * the search field, `j`/`k` move a cursor over the rows (the row takes the focus, so screen readers
 * read it, and is marked `aria-selected`), Enter opens the cursor row, `x` selects it for the bulk
 * actions, `e` edits it. Renders a hidden marker only, to find its own list on the page.
 */
export const ListKeys = ({ open, editable = false, trail = false }: ListKeysProps) => {
  const marker = useRef<HTMLSpanElement>(null);
  const { data, resource, page, perPage, sort, filterValues, total, onToggleItem } =
    useListContext<RaRecord>();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const [, setTrail] = useListTrail();

  useEffect(() => {
    if (!trail || !data) return;
    setTrail({
      resource,
      ids: data.map((record) => record.id),
      page,
      perPage,
      sort,
      filter: filterValues,
      total,
    });
  }, [trail, data, resource, page, perPage, sort, filterValues, total, setTrail]);

  const list = () => marker.current?.closest('.RaList-main') ?? null;
  const rows = () => Array.from(list()?.querySelectorAll<HTMLElement>(rowSelector) ?? []);
  // The cursor is the row marked in the page itself: a new page of rows starts without one.
  const cursor = () => rows().findIndex((row) => row.getAttribute('aria-selected') === 'true');

  const moveTo = (index: number) => {
    const all = rows();
    if (all.length === 0) return false;
    const next = Math.max(0, Math.min(all.length - 1, index));
    all.forEach((row) => row.removeAttribute('aria-selected'));
    const row = all[next];
    row.setAttribute('aria-selected', 'true');
    row.tabIndex = -1;
    row.focus();
    return true;
  };

  /** The record of the cursor row, while that row has the focus (else Enter is the focused control's). */
  const focusedRecord = () => {
    const index = cursor();
    return index >= 0 && document.activeElement === rows()[index] ? data?.[index] : undefined;
  };

  const go = (type: 'show' | 'edit') => {
    const record = focusedRecord();
    if (!record) return false;
    navigate(createPath({ resource, id: record.id, type }));
    return true;
  };

  useShortcut(shortcutKeys.down, () => moveTo(cursor() + 1));
  useShortcut(shortcutKeys.up, () => moveTo(cursor() - 1));
  useShortcut(shortcutKeys.open, () => go(open));
  useShortcut(shortcutKeys.edit, () => go('edit'), editable);
  useShortcut(shortcutKeys.select, () => {
    const record = focusedRecord();
    // Only where the list offers selection (a writer's list: the row has its checkbox).
    if (!record || !rows()[cursor()].querySelector('input[type="checkbox"]')) return false;
    onToggleItem(record.id);
    return true;
  });
  useShortcut(shortcutKeys.search, () => {
    const search = list()?.querySelector<HTMLInputElement>('input[name="q"]');
    if (!search) return false;
    search.focus();
    // Esc leaves the search for the rows again (the list's keys do not fire while one types).
    const leave = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      search.blur();
      search.removeEventListener('keydown', leave);
    };
    search.addEventListener('keydown', leave);
    search.addEventListener('blur', () => search.removeEventListener('keydown', leave), { once: true });
    return true;
  });
  return <span ref={marker} hidden />;
};
