import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetProviderMetadata } from '../../../authProvider/discovery';
import { revokeAll } from '../../../authProvider/revocation';
import { app as vietnamese } from '../../../i18n/vi/app';
import { createTranslate } from '../../../src/public/messages';
import { LoggedOut } from '../../../src/public/pages/LoggedOut';
import { fakeProvider } from '../../unit/auth/fakeProvider';

const t = createTranslate(vietnamese as unknown as Parameters<typeof createTranslate>[0]);
const page = () => render(<LoggedOut t={t} locale="vi" onLocaleChange={() => {}} />);

describe('the signed-out page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetProviderMetadata();
  });

  it('says nothing more when the sign-out revoked every token', () => {
    page();
    expect(screen.getByRole('heading', { name: vietnamese.kago.auth.signedOut })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a revocation failed, and tries it again on demand', async () => {
    let down = true;
    const { revocations } = fakeProvider(
      window.location.origin,
      () => Response.json({}),
      () => (down ? new Response('down', { status: 502 }) : Response.json({})),
    );
    await revokeAll([{ token: 'refresh', kind: 'refresh_token' }]);
    page();
    expect(await screen.findByRole('alert')).toHaveTextContent(vietnamese.kago.auth.revocationPending);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: vietnamese.kago.auth.revocationRetry }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(revocations.at(-1)?.get('token')).toBe('refresh');
  });
});
