/**
 * The one report page every area opens (ReportPreviewPage through each area's thin screen): the server's HTML in its
 * frame under the area's title, the area's "… not found." for a record that is not there or not the reader's, and the
 * quotation's breadcrumb back to its list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ClaimPreview } from '../../../custom-pages/claims/ClaimPreview.js';
import { PreviewPage } from '../../../custom-pages/quotations/PreviewPage.js';
import { ScreenHarness, type TestIdentity } from '../screenHarness.js';
import { mockFetch } from './fetchMock.js';

const MA: TestIdentity = { id: 3, full_name: 'Mary Agent', role: { slug: 'MANAGING-AGENT' }, school_id: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('report preview page', () => {
  it("shows the server's report in a frame titled as the area's page, with the PDF and back buttons", async () => {
    const { calls } = mockFetch({ '/api/claims/7/preview': { body: '<h1>Claim CL-7</h1>' } });
    render(
      <ScreenHarness path="/works-order/claims/:id/preview" at="/works-order/claims/7/preview" identity={MA}>
        <ClaimPreview />
      </ScreenHarness>,
    );
    const frame = await screen.findByTitle('Claim preview');
    expect(frame.getAttribute('srcdoc')).toBe('<h1>Claim CL-7</h1>');
    expect(screen.getByRole('heading', { level: 1, name: 'Claim preview' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/claims/7/report');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/claims/7/preview')?.headers.get('accept')).toBe('text/html');
  });

  it('says the record is not found in the area’s words when the server answers 404', async () => {
    mockFetch({ '/api/claims/999/preview': { status: 404, body: { message: 'Not found' } } });
    render(
      <ScreenHarness path="/works-order/claims/:id/preview" at="/works-order/claims/999/preview" identity={MA}>
        <ClaimPreview />
      </ScreenHarness>,
    );
    expect(await screen.findByText('Claim not found.')).toBeInTheDocument();
    expect(screen.queryByTitle('Claim preview')).toBeNull();
  });

  it('leads back to the quotation list through its breadcrumb', async () => {
    mockFetch({ '/api/quotations/5/preview': { body: '<p>Q-5</p>' } });
    render(
      <ScreenHarness
        path="/works-order/quotation-list/:id/preview"
        at="/works-order/quotation-list/5/preview"
        identity={MA}
      >
        <PreviewPage />
      </ScreenHarness>,
    );
    expect(await screen.findByTitle('Preview')).toBeInTheDocument();
    const crumb = screen.getByRole('link', { name: 'Quotation list' });
    expect(crumb.getAttribute('href')).toBe('/works-order/quotation-list');
  });
});
