import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useListTrail, type ListTrail } from '../../kit/listTrail';
import { useFormat } from '../../kit/useFormat';
import { shortcutKeys } from '../../kit/shortcutTable';
import { useShortcut } from '../../kit/useShortcut';

type Step = -1 | 1;

/**
 * Previous and next order of the last order list seen (buttons, and `[` / `]`), with that list's
 * filters and sort: the trail (src/kit/listTrail.ts) holds the page of ids the list showed; past
 * its ends the neighbouring page is read with the same query. Shown only when the open order is on
 * the trail. Which list the order is in now does not matter: after "buy", `]` goes on with the list
 * the user was working through.
 */
export const OrderTrailNav = ({ orderId }: { orderId: Identifier }) => {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [trail, setTrail] = useListTrail();
  const [busy, setBusy] = useState(false);
  const index = trail?.ids.findIndex((id) => String(id) === String(orderId)) ?? -1;
  const onTrail = trail !== null && index >= 0;
  const hasPrevious = onTrail && (index > 0 || trail.page > 1);
  const hasNext =
    onTrail &&
    (index < trail.ids.length - 1 || trail.total === undefined || trail.page * trail.perPage < trail.total);

  const open = (resource: string, id: Identifier) => navigate(`/${resource}/${id}/show${search}`);

  /** Reads the neighbouring page of the list and continues there. */
  const turnPage = async (current: ListTrail, step: Step) => {
    const page = current.page + step;
    const { data, total } = await dataProvider.getList(current.resource, {
      pagination: { page, perPage: current.perPage },
      sort: current.sort,
      filter: current.filter,
    });
    if (data.length === 0) return;
    setTrail({ ...current, page, total, ids: data.map((record) => record.id) });
    open(current.resource, (step === 1 ? data[0] : data[data.length - 1]).id);
  };

  const go = (step: Step) => {
    if (!onTrail || busy || !(step === 1 ? hasNext : hasPrevious)) return false;
    const neighbour = trail.ids[index + step];
    if (neighbour !== undefined) {
      open(trail.resource, neighbour);
      return true;
    }
    setBusy(true);
    void turnPage(trail, step).finally(() => setBusy(false));
    return true;
  };

  useShortcut(shortcutKeys.previousOrder, () => go(-1), onTrail);
  useShortcut(shortcutKeys.nextOrder, () => go(1), onTrail);
  if (!onTrail) return null;
  const position = format.number((trail.page - 1) * trail.perPage + index + 1);
  return (
    <Stack
      component="nav"
      aria-label={translate('kago.shortcuts.trail', { position })}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', mb: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('kago.shortcuts.trail', { position })}
      </Typography>
      <Button
        size="small"
        startIcon={<NavigateBeforeIcon />}
        disabled={!hasPrevious || busy}
        onClick={() => go(-1)}
        aria-keyshortcuts={shortcutKeys.previousOrder}
      >
        {translate('kago.shortcuts.previousOrder')}
      </Button>
      <Button
        size="small"
        endIcon={<NavigateNextIcon />}
        disabled={!hasNext || busy}
        onClick={() => go(1)}
        aria-keyshortcuts={shortcutKeys.nextOrder}
      >
        {translate('kago.shortcuts.nextOrder')}
      </Button>
    </Stack>
  );
};
