import { useState, type FormEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import { Title, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { OrderCalls } from '../../dataProvider/orderCalls';
import { orderFamilyLabelKey } from '../../contract/builtRoutes';
import { useOrderFamily } from './useOrderFamily';

/** The screen that lists every order: where a code that is not whole can be searched instead. */
const listRoute = 'search-orders';

type Outcome =
  { kind: 'idle' } | { kind: 'looking' } | { kind: 'notFound'; code: string } | { kind: 'failed' };

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * Find an order (`search-order`): one order by its whole code, typed or scanned (a barcode scanner
 * types the code and presses Enter), opened at once at its detail through the family's
 * `GetOrderByCode`. The list of every order with its filters is the other screen, `search-orders`.
 */
const OrderLookup = () => {
  const family = useOrderFamily();
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<DataProvider & OrderCalls>();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const text = (key: string, params?: Record<string, unknown>) =>
    translate(`kago.navigation.orderLookup.${key}`, params);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (wanted === '' || outcome.kind === 'looking') return;
    setOutcome({ kind: 'looking' });
    try {
      const { data } = await dataProvider.orderRead<{ id: number }>(family.path, 'GetOrderByCode', {
        code: wanted,
      });
      navigate(`/${family.route}/${data.id}/show`);
    } catch (error) {
      setOutcome(statusOf(error) === 404 ? { kind: 'notFound', code: wanted } : { kind: 'failed' });
    }
  };

  const searchList = `/${listRoute}?${new URLSearchParams({ filter: JSON.stringify({ q: code.trim() }) })}`;
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={orderFamilyLabelKey(family.route)} />
      <CardContent>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            // The screen exists for this one field: a scanner's input must land in it at once.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            label={text('codeLabel')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (outcome.kind !== 'looking') setOutcome({ kind: 'idle' });
            }}
            helperText={text('hint')}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 32 } }}
            sx={{ flex: '1 1 16rem' }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            disabled={outcome.kind === 'looking'}
            sx={{ mt: 1 }}
          >
            {text('open')}
          </Button>
        </Box>
        {outcome.kind === 'notFound' ? (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {text('notFound', { code: outcome.code })} <Link to={searchList}>{text('searchList')}</Link>
          </Alert>
        ) : null}
        {outcome.kind === 'failed' ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {text('failed')}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
};

export default OrderLookup;
