import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Button from '@mui/material/Button';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { eventLogDeclaration, eventLogPathOf } from '../../resources/eventLog';

/**
 * The partner events of an order or a package (resources/eventLog.ts): the event log list filtered
 * to its code. Offered only to those who may read that list.
 */
export const PartnerEventsLink = ({ code }: { code: string }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: eventLogDeclaration.name, action: 'list' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={eventLogPathOf(code)} size="small" startIcon={<EventRepeatIcon />}>
      {translate('kago.eventLog.partnerEvents', { code })}
    </Button>
  );
};
