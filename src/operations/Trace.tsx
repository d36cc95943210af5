import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Title, useDataProvider, useTranslate } from 'react-admin';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import { choiceLabelKey, fieldLabelKey } from '../../resources';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import { ErrorAlert } from '../kit/ErrorAlert';
import { Timeline, type TimelineEvent } from './Timeline';

const resource = shippingOrderDeclaration.name;

type TracedOrder = Record<string, unknown> & {
  id: number;
  orderNumber: string;
  referenceNumber: string;
  stage: string;
  timeline: TimelineEvent[];
};

/** The keys an order is found by, shown under its number. */
const keys = ['referenceNumber', 'trackingNumber', 'masterWaybill'] as const;

/**
 * `trace` (the operations' last leaf): one search box for a reference, an order number, a tracking
 * or a master waybill, typed or scanned; each order found with the whole of its timeline across
 * every stage (who, what, when), from the shipping order's `trace` call.
 */
const Trace = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ResourceProvider>();
  const [keyword, setKeyword] = useState('');
  const search = useMutation({
    mutationFn: async (text: string) =>
      (await dataProvider.callAction<TracedOrder[]>(resource, 'trace', { inputs: { keyword: text } })).data,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim()) search.mutate(keyword.trim());
  };
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={translate('kago.shippingOrders.trace.label')} />
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <TextField
          label={translate(fieldLabelKey(resource, 'keyword'))}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 50 } }}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('kago.shippingOrders.trace.search')}
        </Button>
      </Box>
      <ErrorAlert error={search.error} />
      {search.data?.length === 0 ? (
        <Typography role="status">{translate('kago.shippingOrders.trace.none')}</Typography>
      ) : null}
      <Stack spacing={2} aria-live="polite">
        {(search.data ?? []).map((order) => (
          <Card key={order.id} component="section" aria-label={order.orderNumber}>
            <CardContent>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="h6" component="h2">
                  <Link to={`/${resource}/${order.id}/show`}>{order.orderNumber}</Link>
                </Typography>
                <Chip size="small" label={translate(choiceLabelKey(resource, 'stage', order.stage))} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {keys
                  .filter((key) => order[key])
                  .map((key) => `${translate(fieldLabelKey(resource, key))}: ${String(order[key])}`)
                  .join(' · ')}
              </Typography>
              <Timeline events={order.timeline} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
};

export default Trace;
