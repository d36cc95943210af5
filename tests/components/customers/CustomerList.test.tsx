import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeError } from '../../../dataProvider/errors';
import { expectConsoleErrors } from '../../support/consoleErrors';
import { renderAdmin } from '../../support/TestAdmin';
import { createCustomerBackend, customerDataProvider, sampleCustomer } from './customerBackend';

const dialog = () => screen.getByRole('dialog');
const textbox = (name: RegExp) => within(dialog()).getByRole('textbox', { name });

/** Puts text into an input the way a paste does: one change, not a re-render per key of a big form. */
const fill = async (user: UserEvent, input: HTMLElement, text: string) => {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
};

// Dialogs with the whole customer form render slowly in jsdom on a shared two-core machine, and the
// first render of a file compiles the lazy pages. The create walk took 61 s once in CI, beside the
// browser suite (5-8 s alone).
const slow = { timeout: 120_000 };
const firstRender = { timeout: 20_000 };

describe('customer list', slow, () => {
  it('lists customers with their flags, country and level, paged by the server', async () => {
    const backend = createCustomerBackend([
      sampleCustomer(1, {
        fullname: 'Lan Tran',
        hasAddress: false,
        hasEmail: false,
        email: null,
        countryCode: 'JP',
      }),
      sampleCustomer(2, { fullname: 'Minh Pham', hasAddress: true, levelName: 'Gold' }),
    ]);
    await renderAdmin({ path: '/customer-information', dataProvider: customerDataProvider(backend) });
    const lan = (await screen.findByText('Lan Tran', {}, firstRender)).closest('tr')!;
    expect(within(lan).getByRole('img', { name: 'No address' })).toBeInTheDocument();
    expect(within(lan).getByRole('img', { name: 'No e-mail' })).toBeInTheDocument();
    expect(within(lan).queryByRole('img', { name: 'No phone' })).not.toBeInTheDocument();
    expect(within(lan).getByRole('img', { name: 'JP' })).toBeInTheDocument();
    const minh = screen.getByText('Minh Pham').closest('tr')!;
    expect(within(minh).getByText('Gold')).toBeInTheDocument();
    expect(within(minh).queryByRole('img', { name: 'No address' })).not.toBeInTheDocument();
    // The sorted column says so to a screen reader (src/kit/SortedHeader.tsx), and only it.
    const sorted = [...document.querySelectorAll('th[aria-sort]')];
    expect(sorted.map((cell) => [cell.textContent, cell.getAttribute('aria-sort')])).toEqual([
      ['Customer code', 'descending'],
    ]);
    // The generic provider pages it (the wire query: tests/unit/dataProvider/customers.test.ts).
    expect(backend.calls.getList).toHaveBeenCalledWith(
      'customer-information',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'customerCode', order: 'DESC' },
      }),
    );
  });

  it('creates a customer: an invalid e-mail is refused, what was typed is kept, the fix saves and the grid reloads', async () => {
    expectConsoleErrors(/HttpError|The data is not valid/);
    const backend = createCustomerBackend([sampleCustomer(1)]);
    const { user } = await renderAdmin({
      path: '/customer-information',
      dataProvider: customerDataProvider(backend),
    });
    await user.click(await screen.findByRole('button', { name: 'New customer' }));
    await screen.findByRole('dialog', { name: 'New customer' });
    expect(backend.calls.getCreateDefaults).toHaveBeenCalledWith('customer-information');

    await fill(user, await screen.findByRole('textbox', { name: /^Username/ }), 'lantran');
    await fill(user, textbox(/^Full name/), 'Lan Tran');
    await fill(user, textbox(/^E-mail/), 'lan@kago');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    // The browser-side check refuses it first, in the seed's words.
    expect(await within(dialog()).findByText('Invalid email format')).toBeInTheDocument();
    // The bounds are the declaration's (resources/customers.ts), the ones the server checks.
    await fill(user, textbox(/^Full name/), 'g'.repeat(256));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Full name no more than 255 characters')).toBeInTheDocument();
    expect(backend.calls.create).not.toHaveBeenCalled();
    await fill(user, textbox(/^Full name/), 'Lan Tran');

    // The server refuses what passes the browser's check: shown on the field and listed above the form.
    backend.calls.create.mockRejectedValueOnce(
      envelopeError(
        {
          success: false,
          data: null,
          message: 'The data is not valid',
          detailErrors: [],
          errors: { email: ['E-mail is not valid on the server'] },
        },
        400,
      ),
    );
    await fill(user, textbox(/^E-mail/), 'lan@kago.vn');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('The data is not valid');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('E-mail is not valid on the server');
    expect(textbox(/^Username/)).toHaveValue('lantran');
    expect(textbox(/^Full name/)).toHaveValue('Lan Tran');

    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls.create).toHaveBeenLastCalledWith('customer-information', {
      data: expect.objectContaining({
        username: 'lantran',
        fullname: 'Lan Tran',
        email: 'lan@kago.vn',
        gender: 'other',
        countryCode: 'VN',
      }),
    });
    // The grid reloads and shows the new customer.
    expect(await screen.findByText('Lan Tran', {}, firstRender)).toBeInTheDocument();
  });

  it('edits a customer in a dialog with the version it started from', async () => {
    const backend = createCustomerBackend([sampleCustomer(1, { fullname: 'Lan Tran', version: 4 })]);
    const { user } = await renderAdmin({
      path: '/customer-information',
      dataProvider: customerDataProvider(backend),
    });
    await screen.findByText('Lan Tran', {}, firstRender);
    await user.click(screen.getByRole('button', { name: 'Edit C000001' }));
    await screen.findByRole('dialog', { name: 'Edit customer C000001' });
    expect(backend.calls.getOne).toHaveBeenCalledWith('customer-information', { id: 1 });
    const name = textbox(/^Full name/);
    expect(name).toHaveValue('Lan Tran');
    await fill(user, name, 'Lan Tran Thi');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls.update).toHaveBeenCalledWith(
      'customer-information',
      expect.objectContaining({
        id: 1,
        data: expect.objectContaining({ version: 4, fullname: 'Lan Tran Thi' }),
      }),
    );
    expect(await screen.findByText('Lan Tran Thi', {}, firstRender)).toBeInTheDocument();
  });

  it('deletes the selected customers after a confirmation', async () => {
    const backend = createCustomerBackend([sampleCustomer(1, { fullname: 'Lan Tran' }), sampleCustomer(2)]);
    const { user } = await renderAdmin({
      path: '/customer-information',
      dataProvider: customerDataProvider(backend),
    });
    const row = (await screen.findByText('Lan Tran', {}, firstRender)).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete 1 customer with their addresses and histories?', {}, firstRender);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Lan Tran')).not.toBeInTheDocument());
    expect(backend.calls.deleteMany).toHaveBeenCalledWith('customer-information', { ids: [1] });
  });

  it('turns VIP bidding on in bulk, and shows the server naming who is short of cash', async () => {
    // react-admin logs every failed data call in development.
    expectConsoleErrors(/HttpError/);
    const backend = createCustomerBackend([
      sampleCustomer(1, { fullname: 'Lan Tran', cashAvailable: 100 }),
      sampleCustomer(2, { fullname: 'Minh Pham' }),
    ]);
    const { user } = await renderAdmin({
      path: '/customer-information',
      dataProvider: customerDataProvider(backend),
    });
    await user.click(
      (await screen.findByText('Lan Tran', {}, firstRender)).closest('tr')!.querySelector('input')!,
    );
    await user.click(screen.getByText('Minh Pham').closest('tr')!.querySelector('input')!);
    await user.click(screen.getByRole('button', { name: 'VIP bidding on' }));
    expect(
      await screen.findByText('Not enough available cash: C000001', {}, firstRender),
    ).toBeInTheDocument();
    expect(backend.calls.setCustomersBidActive).toHaveBeenCalledWith([1, 2], true);
    expect(backend.customers[1].bidActive).toBe(false);
  });

  it("exports the filtered list with the server and saves it under the server's name for it", async () => {
    const backend = createCustomerBackend([sampleCustomer(1, { fullname: 'Lan Tran' })]);
    const { user } = await renderAdmin({
      path: '/customer-information',
      dataProvider: customerDataProvider(backend),
      locale: 'vi',
    });
    await screen.findByText('Lan Tran', {}, firstRender);
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
      await waitFor(() => expect(names).toHaveLength(1));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(names).toEqual(['Danh sách khách hàng_09032025.xlsx']);
    expect(backend.calls.exportFile).toHaveBeenCalledWith(
      'customer-information',
      { filter: {}, sort: { field: 'customerCode', order: 'DESC' } },
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
  });

  it('offers a viewer no create, edit or bulk action', async () => {
    const backend = createCustomerBackend([sampleCustomer(1, { fullname: 'Lan Tran' })]);
    await renderAdmin({
      path: '/customer-information',
      dataProvider: customerDataProvider(backend),
      role: 'viewer',
    });
    await screen.findByText('Lan Tran', {}, firstRender);
    expect(screen.queryByRole('button', { name: 'New customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });
});
