import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { storeLanguageId } from '../../../authProvider/session';
import { findLanguage } from '../../../i18n/languages';
import { LazyBoundary } from '../../../src/shell/LazyBoundary';
import { expectConsoleErrors } from '../../support/consoleErrors';

const failingChunk = () =>
  lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));

describe('lazy chunks', () => {
  it('show a spinner while loading, then the page', async () => {
    const Page = lazy(async () => ({ default: () => <p>loaded page</p> }));
    render(
      <LazyBoundary>
        <Page />
      </LazyBoundary>,
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
  });

  it('offer a reload in the stored language when a chunk cannot be downloaded', async () => {
    expectConsoleErrors(/dynamically imported module/);
    storeLanguageId(findLanguage('en').languageId);
    const Page = failingChunk();
    render(
      <LazyBoundary onlyChunkErrors>
        <Page />
      </LazyBoundary>,
    );
    expect(await screen.findByText('Loading failed! Please reload.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('defaults to Vietnamese', async () => {
    expectConsoleErrors(/dynamically imported module/);
    const Page = failingChunk();
    render(
      <LazyBoundary>
        <Page />
      </LazyBoundary>,
    );
    expect(await screen.findByRole('button', { name: 'Tải lại' })).toBeInTheDocument();
  });
});
