import { useId, useState, type FormEvent } from 'react';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { TablePaginationProps } from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { useFormat } from '../kit/useFormat';
import { useRangeLabel } from '../kit/useRangeLabel';

/**
 * A page number to go to: typed, then Enter (or the arrow). Past the last page the total offers, it
 * opens that last page; the server's total is never below the rows it has seen plus one while more
 * follow (server/db/listTotal.ts), so the last page offered always has rows, and each jump there
 * learns more of an estimated list until its real end shows.
 */
const JumpToPage = () => {
  const { page, perPage, total, setPage } = useListContext();
  const translate = useTranslate();
  const format = useFormat();
  const [value, setValue] = useState('');
  const inputId = useId();
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / perPage));
  if (total == null || lastPage <= 1) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number.parseInt(value, 10);
    if (!Number.isFinite(wanted)) return;
    const target = Math.min(Math.max(wanted, 1), lastPage);
    setValue('');
    if (target !== page) setPage(target);
  };
  return (
    // noValidate: a number past the last page opens the last page rather than a browser warning.
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1 }}
    >
      <TextField
        id={inputId}
        size="small"
        type="number"
        variant="outlined"
        label={translate('kago.navigation.pagination.jumpLabel')}
        placeholder={translate('kago.navigation.pagination.jumpHint', { last: format.number(lastPage, 0) })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        // The label always above, at its small size: in the field it was cut on a phone ("Đến trang"),
        // where the field shrinks to leave its button in the window.
        slotProps={{
          htmlInput: { min: 1, max: lastPage, inputMode: 'numeric' },
          inputLabel: { shrink: true },
        }}
        sx={{ width: '9rem' }}
      />
      <IconButton type="submit" size="small" aria-label={translate('kago.navigation.pagination.go')}>
        <ArrowForwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

/**
 * react-admin's pagination, its figures in the interface language and saying "about" when the
 * server's total is an estimate (more rows match than it counts exactly), with a field to jump
 * to any page. The page, its size, the sort and the filters are in the list's address (react-admin's
 * `<List>` keeps them in the query string), so a page can be shared as a link.
 */
export const ListPagination = ({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) => {
  const { meta, total } = useListContext();
  const estimated = (meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate === true;
  // react-admin passes its other props on to MUI's TablePagination, after its own label; its type
  // leaves MUI's label out, so it goes in as a spread.
  const label: Pick<TablePaginationProps, 'labelDisplayedRows'> = {
    labelDisplayedRows: useRangeLabel(estimated),
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        rowGap: 1,
        // No row at all when react-admin shows none (an empty list).
        ...(total === 0 ? { display: 'none' } : {}),
      }}
    >
      <Pagination rowsPerPageOptions={rowsPerPageOptions} {...label} />
      <JumpToPage />
    </Box>
  );
};
