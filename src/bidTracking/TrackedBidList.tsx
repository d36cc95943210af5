import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { useDeclaredRead } from '../generators/useDeclaredRead';
import { useFormat } from '../kit/useFormat';
import { LazyBoundary } from '../shell/LazyBoundary';

const ResourceList = lazy(() => import('../generators/ResourceList'));

/**
 * The auction items being bid on (resources/bidTracking.ts): the generated list, whose end times
 * count down live, under the moment the bidding robot last placed a bid (`GetBidLastTime`), which
 * tells staff whether it is still working.
 */
const TrackedBidList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const format = useFormat();
  const last = useDeclaredRead<{ lastBidTime: string | null }>(declaration.name, 'GetBidLastTime');
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" component="p" role="status" aria-live="polite">
        {translate('kago.bidTracking.lastBidTime')}:{' '}
        <strong>
          {last.data?.lastBidTime
            ? format.dateTime(last.data.lastBidTime)
            : last.data
              ? translate('kago.bidTracking.noBidYet')
              : '…'}
        </strong>
      </Typography>
      <LazyBoundary onlyChunkErrors>
        <ResourceList declaration={declaration} />
      </LazyBoundary>
    </Stack>
  );
};

export default TrackedBidList;
