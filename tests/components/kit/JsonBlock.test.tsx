import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadMessages } from '../../../i18n/i18nProvider';
import { JsonBlock } from '../../../src/kit/JsonBlock';
import { formatLimit, jsonText, shownLimit } from '../../../src/kit/jsonText';
import { keepStyles } from '../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

const renderBlock = async (value: string | null) => {
  await loadMessages('en');
  const user = userEvent.setup({ delay: null });
  const { container } = render(
    <AdminContext i18nProvider={createI18nProvider('en')} store={memoryStore({ locale: 'en' })}>
      <JsonBlock label="Response" value={value} />
    </AdminContext>,
  );
  return { user, container };
};

describe('a payload shown as JSON (src/kit/JsonBlock.tsx)', () => {
  it('indents JSON, keeps anything else as received, and never parses a huge text', () => {
    expect(jsonText('{"a":[1,{"b":null}]}')).toEqual({
      text: '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ]\n}',
      json: true,
    });
    expect(jsonText('<html>not json')).toEqual({ text: '<html>not json', json: false });
    const huge = `[${'1,'.repeat(formatLimit / 2)}1]`;
    expect(jsonText(huge)).toEqual({ text: huge, json: false });
  });

  it('shows markup as text, collapses, copies the whole payload', async () => {
    const payload = JSON.stringify({ note: '<img src=x onerror="alert(1)"><b>bold</b>' });
    const { user, container } = await renderBlock(payload);
    const region = screen.getByRole('region', { name: 'Response' });
    expect(region.textContent).toContain('<img src=x onerror=\\"alert(1)\\"><b>bold</b>');
    expect(container.querySelector('img, b')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Hide Response' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Response' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('pre')).not.toBeVisible();

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Response' }));
    expect(writeText).toHaveBeenCalledWith(jsonText(payload).text);
  });

  it('draws only the first characters of a long payload until asked for all', async () => {
    const payload = JSON.stringify({ events: Array.from({ length: 2_000 }, (_, index) => ({ index })) });
    const { user, container } = await renderBlock(payload);
    const whole = jsonText(payload).text;
    expect(container.querySelector('pre')!.textContent).toHaveLength(shownLimit);
    await user.click(screen.getByRole('button', { name: /^Show all \(/ }));
    expect(container.querySelector('pre')!.textContent).toBe(whole);
  });

  it('says when there is nothing', async () => {
    await renderBlock(null);
    expect(screen.getByText('Nothing')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
