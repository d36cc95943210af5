import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { errorCodeMessageKeys, isKnownErrorCode } from '../../../contract/errorCodes';
import type { TrackingImportResult, TrackingImportRow } from '../../../dataProvider/orderFiles';
import { useIsPhone } from '../../shell/theme/useIsPhone';

const text = (name: string) => `kago.orderFiles.import.${name}`;

/** A refused row's reason in the user's language: the seed's code's message, else the server's words. */
const useRowOutcome = () => {
  const translate = useTranslate();
  return (row: TrackingImportRow) => {
    if (row.ok) return translate(text('applied'));
    if (row.errorCode && isKnownErrorCode(row.errorCode))
      return translate(errorCodeMessageKeys[row.errorCode]);
    return row.message ?? translate('common.notify.error');
  };
};

/**
 * What an import did: the counts, then every row with its code, tracking and outcome. A phone has no
 * room for the four columns (the outcome, what matters most, fell outside the dialog): each row is
 * then a line of its number, code and tracking with its outcome under it.
 */
export const TrackingImportResults = ({ result }: { result: TrackingImportResult }) => {
  const translate = useTranslate();
  const outcome = useRowOutcome();
  const isPhone = useIsPhone();
  // Said in words, not by colour alone.
  const said = (row: TrackingImportRow) =>
    row.ok ? outcome(row) : `${translate(text('refused'))}: ${outcome(row)}`;
  const colour = (row: TrackingImportRow) => (row.ok ? 'success.main' : 'error.main');
  return (
    <>
      <Typography role="status" sx={{ mt: 2, mb: 1, fontWeight: 500 }}>
        {translate(text('summary'), { applied: result.applied, failed: result.failed })}
      </Typography>
      {isPhone ? (
        <List dense aria-label={translate(text('results'))} sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {result.rows.map((row) => (
            <ListItem key={row.row} disableGutters divider>
              <ListItemText
                primary={[`${translate(text('row'))} ${row.row}`, row.code, row.tracking]
                  .filter(Boolean)
                  .join(' · ')}
                secondary={said(row)}
                slotProps={{ secondary: { sx: { color: colour(row) } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader>
            <caption>{translate(text('results'))}</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate(text('row'))}</TableCell>
                <TableCell scope="col">{translate('kago.orderFiles.columns.code')}</TableCell>
                <TableCell scope="col">{translate('kago.orderFiles.columns.tracking')}</TableCell>
                <TableCell scope="col">{translate(text('result'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rows.map((row) => (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>{row.code}</TableCell>
                  <TableCell>{row.tracking}</TableCell>
                  <TableCell sx={{ color: colour(row) }}>{said(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};
