import Link from '@mui/material/Link';
import { useRecordContext, useTranslate } from 'react-admin';
import type { FieldDeclaration } from '../../resources';
import { useDeclaredRead } from './useDeclaredRead';

type PageLink = NonNullable<FieldDeclaration['pageLink']>;

/** One marketplace's item pages, as `home/GetUrl` answers them. */
interface ItemPage {
  domain: string;
  url: string;
}

/**
 * A value naming an item on a marketplace (`pageLink`: an auction's product id), linked to the item's
 * page there in a new tab. The addresses come from the read, cached, so a list asks once for all its
 * rows; until they come, or for a domain they do not name, the value shows alone.
 */
export const PageLinkField = ({
  resource,
  source,
  pageLink,
}: {
  resource: string;
  source: string;
  pageLink: PageLink;
  sortable?: boolean;
  label?: string;
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const pages = useDeclaredRead<ItemPage[]>(pageLink.resource ?? resource, pageLink.read);
  const value = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const page = pages.data?.find((candidate) => candidate.domain === pageLink.domain);
  if (!page) return <span>{text}</span>;
  return (
    <Link
      href={page.url.replace('{id}', encodeURIComponent(text))}
      target="_blank"
      rel="noopener noreferrer"
      // A list row opens its detail when clicked: the link leaves the row alone.
      onClick={(event) => event.stopPropagation()}
      aria-label={translate('kago.bidTracking.openItemPage', { id: text, domain: pageLink.domain })}
    >
      {text}
    </Link>
  );
};
