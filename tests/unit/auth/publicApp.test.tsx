// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeLanguageId, storeSession } from '../../../authProvider/session';
import { findLanguage } from '../../../i18n/languages';
import { translate } from '../../../i18n/translate';
import PublicApp, { publicPaths } from '../../../src/public/PublicApp';

const startSignIn = vi.fn(async (_returnTo?: string) => undefined);
vi.mock('../../../src/public/signInAction', () => ({
  startSignIn: (returnTo?: string) => startSignIn(returnTo),
}));

const open = (path: string, locale: 'vi' | 'en' | 'ja' = 'en') => {
  window.history.replaceState(null, '', path);
  storeLanguageId(findLanguage(locale).languageId);
  return render(<PublicApp />);
};

describe('public pages', () => {
  afterEach(() => startSignIn.mockClear());

  it('lists every public path', () => {
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        '/',
        '/signin',
        '/callback',
        '/silent',
        '/logged-out',
        '/AccessDeny',
        '/404',
        '/500',
      ]),
    );
  });

  it('offers sign-in on the landing page, in the stored language', async () => {
    open('/signin', 'ja');
    const button = await screen.findByRole('button', { name: translate('ja', 'kago.auth.signIn') });
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      translate('ja', 'kago.auth.signInTitle'),
    );
    await userEvent.click(button);
    expect(startSignIn).toHaveBeenCalledTimes(1);
  });

  it('sends a signed-in user from the landing page to the dashboard', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/', replace });
    storeSession({
      accessToken: 'a',
      refreshToken: null,
      idToken: null,
      expiresAt: Date.now() + 60_000,
      subject: 's',
    });
    try {
      render(<PublicApp />);
      await screen.findByRole('button', { name: translate('vi', 'kago.auth.signIn') });
      // The redirect is an effect: it may run just after the first paint that shows the button.
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('switches the language from the landing page and keeps the choice', async () => {
    open('/', 'vi');
    await screen.findByRole('button', { name: translate('vi', 'kago.auth.signIn') });
    await userEvent.selectOptions(screen.getByLabelText(translate('vi', 'kago.language.choose')), 'en');
    await screen.findByRole('button', { name: translate('en', 'kago.auth.signIn') });
    expect(localStorage.getItem('kago.languageId')).toBe(findLanguage('en').languageId);
    expect(document.documentElement.lang).toBe('en');
  });

  it("titles /AccessDeny 'Access denied' with a Back button", async () => {
    open('/AccessDeny');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    window.history.pushState(null, '', '/AccessDeny');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalled();
  });

  it('says when the user has signed out and offers to sign in again', async () => {
    open('/logged-out');
    expect(
      await screen.findByRole('heading', { name: translate('en', 'kago.auth.signedOut') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: translate('en', 'kago.auth.signInAgain') }));
    expect(startSignIn).toHaveBeenCalled();
  });

  it.each([
    ['/404', 'kago.pages.notFound'],
    ['/500', 'kago.pages.serverError'],
  ])('shows %s with a way home', async (path, titleKey) => {
    open(path);
    expect(await screen.findByRole('heading', { name: translate('en', titleKey) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: translate('en', 'kago.pages.home') })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
