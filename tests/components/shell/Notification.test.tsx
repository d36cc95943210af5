import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, useNotify, type NotificationType } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../../../i18n/i18nProvider';
import { Notification } from '../../../src/shell/Notification';
import { keepStyles } from '../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

declare global {
  interface Window {
    pwned?: number;
  }
}

const Trigger = ({ message, type, args }: { message: string; type?: NotificationType; args?: object }) => {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(message, { type, messageArgs: args })}>
      notify
    </button>
  );
};

const renderNotification = async (props: Parameters<typeof Trigger>[0], locale: 'en' | 'vi' = 'en') => {
  await loadMessages(locale);
  render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <Trigger {...props} />
      <Notification />
    </AdminContext>,
  );
  await userEvent
    .setup({ advanceTimers: (delay) => vi.isFakeTimers() && vi.advanceTimersByTime(delay) })
    .click(screen.getByRole('button', { name: 'notify' }));
  return screen.findByTestId('notification');
};

afterEach(() => {
  delete window.pwned;
  vi.useRealTimers();
});

describe('notifications', () => {
  it('render HTML content only after sanitising it: no script, no event handler ever runs', async () => {
    const toast = await renderNotification({
      message:
        '<b>Saved</b><img src=x onerror="window.pwned=1"><script>window.pwned=2</script><a href="javascript:window.pwned=3">x</a>',
    });
    // The sanitiser loads with the first message; until then the toast shows the text alone.
    await waitFor(() => expect(toast.querySelector('b')).toHaveTextContent('Saved'));
    expect(toast.querySelector('img, script, a, [onerror]')).toBeNull();
    // Give an injected image a chance to fail loading and fire its handler.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.pwned).toBeUndefined();
  });

  it('translate message keys with their parameters', async () => {
    const toast = await renderNotification({
      message: 'kago.notify.activated',
      type: 'success',
      args: { smart_count: 3 },
    });
    expect(toast).toHaveTextContent('3 records activated');
  });

  it('keep the bullet list of a validation error', async () => {
    const list = await renderNotification({
      message: 'The data is not valid<ul><li>Code must not be empty</li></ul>',
      type: 'error',
    });
    await waitFor(() => expect(list.querySelector('li')).toHaveTextContent('Code must not be empty'));
  });

  it('appear at the top right', async () => {
    const toast = await renderNotification({ message: 'common.notify.success', type: 'success' });
    expect(toast).toHaveTextContent('Success');
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
  });

  it.each([
    ['success', 3000],
    ['info', 3000],
    ['warning', 3000],
    ['error', 5000],
  ] as const)('stay %s for %i ms', async (type, duration) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const toast = await renderNotification({ message: 'common.notify.success', type });
    await act(async () => {
      vi.advanceTimersByTime(duration - 300);
    });
    expect(toast).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(screen.queryByTestId('notification')).not.toBeInTheDocument(), {
      timeout: 500,
    });
  });
});
