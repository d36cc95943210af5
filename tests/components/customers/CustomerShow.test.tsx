import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../support/consoleErrors';
import { renderAdmin } from '../../support/TestAdmin';
import {
  createCustomerBackend,
  customerDataProvider,
  sampleCustomer,
  type CustomerBackend,
} from './customerBackend';

const slow = { timeout: 60_000 };
const firstRender = { timeout: 20_000 };

const openTab = async (backend: CustomerBackend, tab: string, role: 'admin' | 'viewer' = 'admin') => {
  const rendered = await renderAdmin({
    path: `/customer-information/1/show?tab=${tab}`,
    dataProvider: customerDataProvider(backend),
    role,
  });
  await screen.findByRole('heading', { level: 2, name: /C000001/ }, firstRender);
  return rendered;
};

const dialog = () => screen.getByRole('dialog');

/** Picks an option of an autocomplete inside the dialog. */
const pick = async (user: UserEvent, label: RegExp, option: string) => {
  const input = within(dialog()).getByRole('combobox', { name: label });
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
};

const fill = async (user: UserEvent, label: RegExp, text: string) => {
  const input = within(dialog()).getByRole('textbox', { name: label });
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
};

describe('customer detail', slow, () => {
  it('shows the profile, cash and standard fees per marketplace on the info tab', async () => {
    const backend = createCustomerBackend([
      sampleCustomer(1, { fullname: 'Lan Tran', cashAvailable: 3_500_000, cashFrozen: 2_000_000 }),
    ]);
    await openTab(backend, 'info');
    expect(await screen.findByText('₫3,500,000')).toBeInTheDocument();
    expect(screen.getByText('₫2,000,000')).toBeInTheDocument();
    const fees = screen.getByRole('table', { name: 'Standard fees' });
    expect(within(fees).getByRole('rowheader', { name: 'Auction' })).toBeInTheDocument();
    expect(within(fees).getByRole('rowheader', { name: 'Mercari' })).toBeInTheDocument();
    expect(backend.calls.getCustomerInfo).toHaveBeenCalledWith(1, expect.anything());
    await waitFor(() => expect(backend.calls.getCustomerProfile).toHaveBeenCalledWith(1, expect.anything()));
  });

  it("shows a customer's initials where no picture is stored", async () => {
    const backend = createCustomerBackend([sampleCustomer(1, { fullname: 'Lan Thi Tran', avatar: null })]);
    await openTab(backend, 'info');
    await waitFor(() => expect(backend.calls.getCustomerProfile).toHaveBeenCalled());
    expect(await screen.findByText('LT')).toBeInTheDocument();
    expect(document.querySelector('img[src*="avatar"]')).toBeNull();
  });

  it('links to the orders of the customer, at every stage', async () => {
    const backend = createCustomerBackend([sampleCustomer(1)]);
    const { user, router } = await openTab(backend, 'info');
    await user.click(screen.getByRole('link', { name: 'Orders of this customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-orders'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter')!)).toEqual({
      customerCode: 'C000001',
    });
  });

  // Two addresses through the whole cascade, and the second made the default, are the browser
  // test's (tests/e2e/customers.test.ts): on the real server, in about a fifth of the time.
  it('names each missing field of a new address, and opens district and ward only below a choice', async () => {
    const backend = createCustomerBackend([sampleCustomer(1)]);
    const { user } = await openTab(backend, 'address');
    expect(await screen.findByText('No address yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await screen.findByRole('dialog', { name: 'New address' });
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Full name must not be empty',
      'Phone must not be empty',
      'Postal code must not be empty',
      'Province must not be empty',
      'Address must not be empty',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    // District and ward wait for the level above them (and are checked once they open).
    expect(within(dialog()).getByRole('combobox', { name: /^District/ })).toBeDisabled();
    expect(within(dialog()).getByRole('combobox', { name: /^Ward/ })).toBeDisabled();
    expect(backend.calls.createAddress).not.toHaveBeenCalled();
  });

  it('clears province, district and ward when another country is picked', async () => {
    const backend = createCustomerBackend([sampleCustomer(1)]);
    const { user } = await openTab(backend, 'address');
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await screen.findByRole('dialog', { name: 'New address' });
    await pick(user, /^Province/, 'Ha Noi');
    await pick(user, /^District/, 'Hoan Kiem');
    await pick(user, /^Country/, 'Japan');
    await waitFor(() =>
      expect(within(dialog()).getByRole('combobox', { name: /^Province/ })).toHaveValue(''),
    );
    expect(within(dialog()).getByRole('combobox', { name: /^District/ })).toHaveValue('');
    expect(within(dialog()).getByRole('combobox', { name: /^District/ })).toBeDisabled();
    await pick(user, /^Province/, 'Tokyo');
    expect(backend.calls.provinces).toHaveBeenCalledWith({ inputs: { countryId: 2 } });
  });

  it('says VIP bidding holds 2,000,000 and the frozen cash after, then shows the balances moved', async () => {
    const backend = createCustomerBackend([
      sampleCustomer(1, { cashAvailable: 5_000_000, cashFrozen: 500_000 }),
    ]);
    const { user } = await openTab(backend, 'finance');
    await user.click(await screen.findByRole('switch', { name: 'VIP bidding' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enable VIP bidding' });
    expect(confirm).toHaveTextContent(
      '₫2,000,000 of the available cash will be held for VIP bidding. Cash frozen after: ₫2,500,000.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('cash-frozen')).toHaveTextContent('₫2,500,000'));
    expect(screen.getByTestId('cash-available')).toHaveTextContent('₫3,000,000');
    expect(backend.calls.switchVipBidding).toHaveBeenCalledWith(
      expect.objectContaining({ record: expect.objectContaining({ id: 1 }), inputs: { active: true } }),
    );
    // The hold is a row of the finance history.
    expect(await screen.findByText('VIP bidding hold')).toBeInTheDocument();

    await user.click(await screen.findByRole('switch', { name: 'VIP bidding' }));
    const release = await screen.findByRole('dialog', { name: 'Disable VIP bidding' });
    expect(release).toHaveTextContent(
      'The ₫2,000,000 held for VIP bidding returns to the available cash. Cash frozen after: ₫500,000.',
    );
    await user.click(within(release).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The two other switches send their new position at once, and show it once saved.
    const allow = screen.getByRole('switch', { name: 'Bidding allowed' });
    expect(allow).toBeChecked();
    await user.click(allow);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Bidding allowed' })).not.toBeChecked());
    expect(backend.customers[0].bidStatus).toBe('blocked');
    await user.click(screen.getByRole('switch', { name: 'Transactions active' }));
    await waitFor(() => expect(backend.customers[0].tranActive).toBe(false));
    expect(backend.calls.switchTransactions).toHaveBeenCalledWith(
      expect.objectContaining({ inputs: { active: false } }),
    );
  });

  it("keeps the dialog open with the server's message when the cash is short", async () => {
    expectConsoleErrors(/HttpError/);
    const backend = createCustomerBackend([sampleCustomer(1, { cashAvailable: 1_500_000 })]);
    const { user } = await openTab(backend, 'finance');
    await user.click(await screen.findByRole('switch', { name: 'VIP bidding' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enable VIP bidding' });
    expect(confirm).toHaveTextContent(
      'Cash available (₫1,500,000) is less than the ₫2,000,000 VIP bidding holds.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Not enough available cash to hold 2,000,000 for VIP bidding',
    );
    expect(backend.customers[0]).toMatchObject({ bidActive: false, cashAvailable: 1_500_000, cashFrozen: 0 });
  });

  it('changes the level and shows the change in the history', async () => {
    const backend = createCustomerBackend([sampleCustomer(1, { version: 2 })]);
    const { user } = await openTab(backend, 'level');
    expect(await screen.findByTestId('current-level')).toHaveTextContent('Standard');
    expect(screen.getByRole('table', { name: 'Level table' })).toHaveTextContent('Gold');
    await user.click(await screen.findByRole('button', { name: 'Change level' }));
    // The declared action's title names the customer, its list starts on the current level, and its
    // success says what changed (the action's `dialog.title`, `startsFrom` and `dialog.doneMessage`).
    await screen.findByRole('dialog', { name: 'Change the level of C000001' });
    const level = within(dialog()).getByRole('combobox', { name: /^Level/ });
    await waitFor(() => expect(level).toHaveTextContent('Standard'));
    await user.click(level);
    await user.click(await screen.findByRole('option', { name: 'Gold' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Change level' }));
    expect(await screen.findByText('Level changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-level')).toHaveTextContent('Gold'));
    const history = await screen.findByRole('table', { name: 'Level history' });
    expect(within(history).getByText('Standard')).toBeInTheDocument();
    expect(within(history).getByText('Gold')).toBeInTheDocument();
    expect(backend.calls.changeLevel).toHaveBeenCalledWith({
      record: expect.objectContaining({ id: 1, version: 2 }),
      inputs: { levelId: 3, note: null },
    });
  });

  it('changes the supporter and care-by employee in a dialog that starts from the current ones', async () => {
    const backend = createCustomerBackend([sampleCustomer(1, { supporterId: 1, careById: null })]);
    const { user } = await openTab(backend, 'support');
    expect(await screen.findByTestId('supporter')).toHaveTextContent('Hoa Supporter');
    await user.click(await screen.findByRole('button', { name: 'Change supporter and care' }));
    await screen.findByRole('dialog', { name: 'Supporter and care of C000001' });
    const supporter = within(dialog()).getByRole('combobox', { name: /^Supporter/ });
    await waitFor(() => expect(supporter).toHaveTextContent('Hoa Supporter'));
    // Care-by searches the staff on the server (GetEmployeePaging): by code too, which the name
    // shown does not hold.
    await user.type(within(dialog()).getByRole('combobox', { name: /^Cared for by/ }), 'E02');
    await waitFor(() =>
      expect(backend.calls.employeePage).toHaveBeenCalledWith(
        expect.objectContaining({ inputs: expect.objectContaining({ keyword: 'E02' }) }),
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'Minh Care' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save assignment' }));
    await waitFor(() => expect(screen.getByTestId('care-by')).toHaveTextContent('Minh Care'));
    expect(backend.calls.changeSupport).toHaveBeenCalledWith({
      record: expect.objectContaining({ id: 1 }),
      inputs: { supporterId: 1, careById: 2 },
    });
  });

  it('sends an e-mail with an attachment, and shows common.notify.error when sending fails', async () => {
    expectConsoleErrors(/HttpError/);
    const backend = createCustomerBackend([sampleCustomer(1), sampleCustomer(2)]);
    const { user } = await openTab(backend, 'notifications');
    await user.click(await screen.findByRole('button', { name: 'Send e-mail' }));
    await screen.findByRole('dialog', { name: 'E-mail to C000001' });
    await fill(user, /^Subject/, 'Your invoice');
    await fill(user, /^Cc/, 'ops@kago.test');
    await fill(user, /^Content/, 'Please find it attached.');
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(dialog().querySelector('input[type="file"]') as HTMLInputElement, file);
    await within(dialog()).findByText('invoice.pdf');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = backend.calls.sendMail.mock.calls[0][0];
    expect(sent.record).toMatchObject({ id: 1 });
    expect(sent.inputs).toMatchObject({ subject: 'Your invoice', cc: 'ops@kago.test', bcc: null });
    const attached = sent.inputs?.attachments as { rawFile: File }[];
    expect(attached.map(({ rawFile }) => rawFile.name)).toEqual(['invoice.pdf']);
    const emails = await screen.findByRole('table', { name: 'E-mail notifications' });
    expect(within(emails).getByText('Your invoice')).toBeInTheDocument();
    expect(within(emails).getByText('Sent')).toBeInTheDocument();

    backend.customers[0].notifyEmail = false;
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    await screen.findByRole('dialog', { name: 'E-mail to C000001' });
    await fill(user, /^Subject/, 'Again');
    await fill(user, /^Content/, 'Denied this time.');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('An error occurred');
    expect(within(dialog()).getByRole('textbox', { name: /^Subject/ })).toHaveValue('Again');
  });

  it('sends a web notification to the customer and says so', async () => {
    const backend = createCustomerBackend([sampleCustomer(1)]);
    const { user } = await openTab(backend, 'notifications');
    await user.click(await screen.findByRole('button', { name: 'Send web notification' }));
    await screen.findByRole('dialog', { name: 'Web notification to C000001' });
    await fill(user, /^Title/, 'Parcel arrived');
    await fill(user, /^Content/, 'Your parcel is in our warehouse.');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Notification sent')).toBeInTheDocument();
    expect(backend.calls.sendWebNotify).toHaveBeenCalledWith({
      record: expect.objectContaining({ id: 1 }),
      inputs: { title: 'Parcel arrived', link: null, body: 'Your parcel is in our warehouse.' },
    });
    const web = await screen.findByRole('table', { name: 'Web notifications' });
    expect(within(web).getByText('Unread')).toBeInTheDocument();
  });

  it('changes the maximum bid links in a dialog that starts from the current limit', async () => {
    const backend = createCustomerBackend([sampleCustomer(1, { aucMaxBidLink: 5 })]);
    const { user } = await openTab(backend, 'finance');
    await user.click(await screen.findByRole('button', { name: 'Change the maximum bid links' }));
    await screen.findByRole('dialog', { name: 'Maximum bid links of C000001' });
    const limit = within(dialog()).getByRole('spinbutton', { name: /^Max/ });
    expect(limit).toHaveValue(5);
    await user.clear(limit);
    await user.type(limit, '12');
    await user.click(within(dialog()).getByRole('button', { name: 'Save the maximum bid links' }));
    await waitFor(() => expect(backend.customers[0].aucMaxBidLink).toBe(12));
    expect(backend.calls.changeMaxBidLink).toHaveBeenCalledWith({
      record: expect.objectContaining({ id: 1 }),
      inputs: { aucMaxBidLink: 12 },
    });
  });

  it('offers a viewer no change on any tab', async () => {
    const backend = createCustomerBackend([sampleCustomer(1)]);
    await openTab(backend, 'finance', 'viewer');
    expect(await screen.findByRole('switch', { name: 'VIP bidding' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Change the maximum bid links' })).not.toBeInTheDocument();
  });
});
