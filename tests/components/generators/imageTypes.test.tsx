import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../../../i18n/i18nProvider';
import type { Locale } from '../../../i18n/languages';
import {
  imageAccept,
  isAllowedImageFile,
  refusedImageEntries,
  refusedImageFiles,
} from '../../../src/generators/imageTypes';
import { ImageListInput } from '../../../src/generators/ImageListInput';

describe('allowed image types (png, gif, jpg, jpeg)', () => {
  it('judge an image by its extension, in any case, ignoring a query or fragment', () => {
    expect(
      refusedImageEntries('a.png; b.GIF;c.jpg ; https://cdn.kago.vn/d.JPEG?w=200 ; orders/e.jpg#top'),
    ).toEqual([]);
    expect(refusedImageEntries('a.png;b.webp;c.svg;d;https://x.test/photo.bmp?type=.png')).toEqual([
      'b.webp',
      'c.svg',
      'd',
      'https://x.test/photo.bmp?type=.png',
    ]);
    expect(refusedImageEntries(null)).toEqual([]);
  });

  it('refuse a picked file whose name or reported type is not an allowed image', () => {
    expect(isAllowedImageFile({ name: 'box.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isAllowedImageFile({ name: 'box.png', type: '' })).toBe(true);
    expect(isAllowedImageFile({ name: 'box.png', type: 'image/svg+xml' })).toBe(false);
    expect(isAllowedImageFile({ name: 'invoice.pdf', type: 'application/pdf' })).toBe(false);
    const picked = [new File(['x'], 'a.gif', { type: 'image/gif' }), new File(['x'], 'b.exe')];
    expect(refusedImageFiles(picked).map((file) => file.name)).toEqual(['b.exe']);
    expect(imageAccept).toBe('.png,.gif,.jpg,.jpeg,image/png,image/gif,image/jpeg');
  });
});

const renderImageForm = async (locale: Locale, onSubmit = vi.fn()) => {
  await loadMessages(locale);
  render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore({ locale })}>
      <Form onSubmit={onSubmit}>
        <ImageListInput source="image" label="Photos" />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
};

describe('the image list input', () => {
  it('refuses an image of another type, naming it, and saves allowed ones', async () => {
    const { onSubmit, user } = await renderImageForm('en');
    const input = screen.getByRole('textbox', { name: 'Photos' });
    await user.type(input, 'orders/1.jpg;orders/2.webp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('orders/2.webp: only png, gif, jpg and jpeg images are allowed'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'orders/1.jpg;orders/2.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ image: 'orders/1.jpg;orders/2.png' });
  });

  it('says so in Vietnamese', async () => {
    const { user } = await renderImageForm('vi');
    await user.type(screen.getByRole('textbox', { name: 'Photos' }), 'scan.tiff');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('scan.tiff: chỉ cho phép ảnh png, gif, jpg và jpeg')).toBeInTheDocument();
  });
});
