import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { orderProvider, renderOrderDetail, sampleOrder } from './orderDetailHarness';
import { keepStyles } from '../../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

type Setup = Awaited<ReturnType<typeof renderOrderDetail>>;

const openFromMenu = async ({ user }: Setup, name: string) => {
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return screen.findByRole('dialog', { name });
};

/** Pastes rather than types: every keystroke re-validates the whole dialog, which jsdom makes slow. */
const fill = async ({ user }: Setup, input: HTMLElement, text: string) => {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
};

const send = async ({ user }: Setup, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

describe('action dialogs generated from the write forms', () => {
  it('starts from the current values, shows the current value of a bounded input and refuses a raise', async () => {
    const setup = await renderOrderDetail();
    const dialog = await openFromMenu(setup, 'Update price');
    const price = within(dialog).getByRole('spinbutton', { name: /^Price/ });
    expect(price).toHaveValue(1200);
    expect(within(dialog).getByRole('spinbutton', { name: /^Quantity/ })).toHaveValue(2);
    expect(within(dialog).getAllByText('Current value: ¥1,200').length).toBeGreaterThan(0);

    await setup.user.clear(price);
    await setup.user.type(price, '1500');
    await send(setup, dialog);
    expect(await within(dialog).findByText('Price must be at most 1200')).toBeInTheDocument();
    await setup.user.clear(price);
    await send(setup, dialog);
    expect(await within(dialog).findByText('Price must not be empty')).toBeInTheDocument();
    expect(setup.provider.orderWrite).not.toHaveBeenCalled();
  });

  it('checks the quantity between 1 and the current one', async () => {
    const setup = await renderOrderDetail();
    const dialog = await openFromMenu(setup, 'Update price');
    const quantity = within(dialog).getByRole('spinbutton', { name: /^Quantity/ });
    await setup.user.clear(quantity);
    await setup.user.type(quantity, '0');
    await send(setup, dialog);
    expect(await within(dialog).findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(setup.provider.orderWrite).not.toHaveBeenCalled();
  });

  it('sends a lowered price with the order and its version, closes, toasts and reloads', async () => {
    const setup = await renderOrderDetail();
    const dialog = await openFromMenu(setup, 'Update price');
    const price = within(dialog).getByRole('spinbutton', { name: /^Price/ });
    await setup.user.clear(price);
    await setup.user.type(price, '999.5');
    const readsBefore = setup.provider.orderRead.mock.calls.length;
    await send(setup, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(setup.provider.orderWrite).toHaveBeenCalledWith(
      'OrderPurchaseIchiba',
      'UpdatePrice',
      { orderId: 41, version: 3, price: 999.5, tax: 120, quantity: 2 },
      { multipart: false },
    );
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(setup.provider.orderRead.mock.calls.length).toBeGreaterThan(readsBefore));
  });

  it('says the write is running on its Confirm button, to a screen reader too, until it answers', async () => {
    const setup = await renderOrderDetail();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const write = setup.provider.orderWrite.getMockImplementation()!;
    setup.provider.orderWrite.mockImplementationOnce(async (...call) => {
      await answered;
      return write(...call);
    });
    const dialog = await openFromMenu(setup, 'Update price');
    await send(setup, dialog);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    expect(confirm).toBeDisabled();
    // The spinner is the button's picture of it: no progress bar without a name of its own.
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts the server field errors on their fields and keeps the dialog and what was typed', async () => {
    const provider = orderProvider(sampleOrder());
    provider.orderWrite.mockRejectedValueOnce(
      new HttpError('<ul><li>Note is refused by the server</li></ul>', 400, {
        errors: { note: 'Note is refused by the server', root: { serverError: 'The data is not valid' } },
        detailErrors: [],
        code: null,
      }),
    );
    const setup = await renderOrderDetail({ provider });
    const dialog = await openFromMenu(setup, 'Edit note');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Fragile');
    await fill(setup, note, 'Handle with care');
    await send(setup, dialog);
    expect(await within(dialog).findByText('Note is refused by the server')).toBeInTheDocument();
    expect(note).toHaveValue('Handle with care');
    expect(await screen.findByText('The data is not valid')).toBeInTheDocument();
  });

  it('shows a seed error code as its message and stays open', async () => {
    const provider = orderProvider(sampleOrder());
    provider.orderWrite.mockRejectedValueOnce(
      new HttpError('kago.errors.codes.REFUND_FAIL', 400, {
        errors: {},
        detailErrors: [{ ErrorCode: 'REFUND_FAIL', ErrorMessage: 'refund failed' }],
        code: 'REFUND_FAIL',
      }),
    );
    const setup = await renderOrderDetail({ provider });
    const dialog = await openFromMenu(setup, 'Edit note');
    await send(setup, dialog);
    expect(await within(dialog).findByText('Refund failed')).toBeInTheDocument();
  });

  it('on a stale order (409) keeps what was typed and reloads the order on demand', async () => {
    const provider = orderProvider(sampleOrder());
    const setup = await renderOrderDetail({ provider });
    const dialog = await openFromMenu(setup, 'Edit note');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await fill(setup, note, 'Typed before the conflict');
    provider.changeElsewhere();
    await send(setup, dialog);
    expect(
      await within(dialog).findByText(/Someone else changed this record after you opened it/),
    ).toBeInTheDocument();
    expect(note).toHaveValue('Typed before the conflict');

    await setup.user.click(within(dialog).getByRole('button', { name: 'Reload the order' }));
    expect(await within(dialog).findByText(/The order has been reloaded/)).toBeInTheDocument();
    expect(note).toHaveValue('Typed before the conflict');
    await send(setup, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.orderWrite).toHaveBeenLastCalledWith(
      'OrderPurchaseIchiba',
      'OrderUpdateNote',
      { orderId: 41, version: 4, note: 'Typed before the conflict' },
      { multipart: false },
    );
  });

  it('a refused domestic shipping fee names the seed error code', async () => {
    const order = sampleOrder({ status: 'domesticShipping', tracking: 'TRK-41' });
    const setup = await renderOrderDetail({
      route: 'order-domestic-shipping-ichiba',
      order,
      provider: orderProvider(order),
    });
    const dialog = await openFromMenu(setup, 'Update domestic shipping fee');
    const fee = within(dialog).getByRole('spinbutton', { name: /^Domestic shipping fee/ });
    await setup.user.clear(fee);
    await setup.user.type(fee, '100');
    await send(setup, dialog);
    expect(
      await within(dialog).findByText('Domestic shipping fee cannot be lower than current value'),
    ).toBeInTheDocument();
    expect(setup.provider.orderWrite).not.toHaveBeenCalled();
  });

  it('cancelling asks for a reason and says it cannot be undone, in one dialog', async () => {
    const setup = await renderOrderDetail();
    const dialog = await openFromMenu(setup, 'Cancel order');
    await send(setup, dialog);
    expect(await within(dialog).findByText('Cancel reason must not be empty')).toBeInTheDocument();
    await fill(setup, within(dialog).getByRole('textbox', { name: /^Cancel reason/ }), 'Out of stock');
    expect(
      within(dialog).getByText('Cancel order for order ICB-000041: this cannot be undone. Continue?'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await send(setup, dialog);
    await waitFor(() =>
      expect(setup.provider.orderWrite).toHaveBeenCalledWith(
        'OrderPurchaseIchiba',
        'CancelOrder',
        { orderId: 41, version: 3, cancelReason: 'Out of stock' },
        { multipart: false },
      ),
    );
  });

  it('a status move asks for a warehouse, first, only when the order goes into storage', async () => {
    // An order no warehouse has seen yet: the dialog starts without one.
    const order = sampleOrder({ status: 'domesticShipping', tracking: 'TRK-41', warehouse: null });
    const setup = await renderOrderDetail({
      route: 'order-domestic-shipping-ichiba',
      order,
      provider: orderProvider(order),
    });
    await setup.user.click(await screen.findByRole('button', { name: 'Move to In storage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    const warehouse = await within(dialog).findByRole('combobox', { name: /^Warehouse/ });
    // Without one the dialog asks for it first, in the seed's words, and sends nothing.
    await send(setup, dialog);
    expect(await within(dialog).findByText('Select a post office first')).toBeVisible();
    expect(setup.provider.orderWrite).not.toHaveBeenCalled();
    await setup.user.click(warehouse);
    await setup.user.click(await screen.findByRole('option', { name: 'Ha Noi office' }));
    await send(setup, dialog);
    await waitFor(() =>
      expect(setup.provider.orderWrite).toHaveBeenCalledWith(
        'OrderDomesticShippingIchiba',
        'OrderUpdateStatus',
        { orderId: 41, version: 3, status: 'inStorage', warehouse: 'VN-HN' },
        { multipart: false },
      ),
    );
  });

  it('edits the attributes of one product line', async () => {
    const setup = await renderOrderDetail();
    await setup.user.click(
      await screen.findByRole('button', { name: 'Edit the attributes of Nintendo Switch OLED white' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit product attributes' });
    const values = within(dialog).getAllByRole('textbox', { name: 'Value' });
    expect(values.map((input) => (input as HTMLInputElement).value)).toEqual(['white', 'free']);
    await setup.user.clear(values[0]);
    await setup.user.type(values[0], 'red');
    await send(setup, dialog);
    await waitFor(() =>
      expect(setup.provider.orderWrite).toHaveBeenCalledWith(
        'OrderPurchaseIchiba',
        'OrderDetailUpdateProAtt',
        { orderId: 41, version: 3, orderDetailId: 501, productAttributes: { colour: 'red', size: 'free' } },
        { multipart: false },
      ),
    );
  });
});
