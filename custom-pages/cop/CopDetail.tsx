/**
 * /cop/contracts/{id}/{tab} (spec part 3 §2): the breadcrumb back to the 'Cop list' with the tab's name, the claim's
 * header and PDF, the tabs as links (each tab has its own address), and the tab's content.
 */
import { useEffect, useRef } from 'react';
import { Alert, Box, Breadcrumbs, CircularProgress, Link, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { COP_CATEGORIES, COP_TABS, type CopCategory } from '../../domain/cop.js';
import { AfterPaint } from '../../src/components/AfterPaint.js';
import { ReportButton } from '../../src/components/preview/ReportButton.js';
import { apiUrl } from '../../src/http.js';
import { EarlyPageContent } from '../../src/layout/EarlyPageContent.js';
import { forgetEarlyPageContent } from '../../src/layout/pagePreviews.js';
import { useCopTab, type CopTabData } from './api.js';
import { CategoryTab } from './CategoryTab.js';
import { CopStatusChip } from './CopList.js';
import { CoverTab } from './CoverTab.js';
import { copHeading, copTabOf } from './headingPreview.js';
import { OverallTab, SummaryTab } from './ReadOnlyTabs.js';

export function CopDetail() {
  const translate = useTranslate();
  const { id = '', tab: raw = 'cover' } = useParams();
  const { tab } = copTabOf(`/cop/contracts/${id}/${raw}`);
  const { data, isPending, error } = useCopTab(id, tab);
  const tabName = translate(`caretaker.cop.tabs.${tab}`);
  const reportUrl = apiUrl(`/cops/${encodeURIComponent(id)}/report`);
  // The title row and the tabs wait for the claim, then stay while another tab loads: drawn before it, the title
  // (reference, status) came in wider and pushed the tabs and the table down (a phone's layout shift of 0.16).
  const known = useRef<{ id: string; claim: CopTabData['claim'] } | null>(null);
  if (data) known.current = { id, claim: data.claim };
  const claim = data?.claim ?? (known.current?.id === id ? known.current.claim : undefined);
  // the page draws its own heading once it has the claim: a later visit waits for its answer, not the entry's
  useEffect(() => {
    if (data) forgetEarlyPageContent();
  }, [data]);
  const page = (
    // A one-column grid of minmax(0, 1fr): the page's content column may not grow to the tables' width (which made
    // the whole page scroll sideways up to 1919 px); a wide table scrolls inside its own container instead.
    <Box sx={{ pb: 4, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Breadcrumbs aria-label={translate('caretaker.cop.breadcrumb')} sx={{ mt: 2, mb: 1 }}>
        {/* the trail reads as the quotation form's (and as the entry's preview of both draws it) */}
        <Link component={RouterLink} to="/cop/contracts" underline="hover" color="inherit">
          {translate('caretaker.cop.list_title')}
        </Link>
        <Typography color="text.primary">{tabName}</Typography>
      </Breadcrumbs>
      {claim && (
        <>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            {/* as high as the buttons beside it, with or without them (the entry's preview of it knows where it goes) */}
            <Typography variant="h5" component="h1" sx={{ minHeight: 36.5, display: 'flex', alignItems: 'center' }}>
              {copHeading(claim.reference_number, tabName)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CopStatusChip status={claim.status} />
              <ReportButton url={reportUrl} label={translate('caretaker.cop.pdf')} variant="outlined" />
            </Box>
          </Box>
          <Tabs
            value={tab}
            variant="scrollable"
            // always there (hidden while there is nothing to scroll to): shown only once the tabs had been measured,
            // the buttons pushed the tabs aside after the first paint (a layout shift of 0.1 on a phone)
            scrollButtons
            allowScrollButtonsMobile
            aria-label={translate('caretaker.cop.list_title')}
            sx={{ my: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {COP_TABS.map((t) => (
              <Tab
                key={t}
                value={t}
                label={translate(`caretaker.cop.tabs.${t}`)}
                component={RouterLink}
                to={`/cop/contracts/${id}/${t}`}
              />
            ))}
          </Tabs>
        </>
      )}
      {isPending && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
      {data?.cover && <CoverTab data={data} />}
      {data?.overall && <OverallTab data={data.overall} />}
      {data?.summary && <SummaryTab data={data.summary} />}
      {data?.table && (COP_CATEGORIES as readonly string[]).includes(tab) && (
        // the title and the tabs reach the screen before the table's hundreds of rows are rendered
        <AfterPaint id={`cop-${data.claim.id}-${tab}`}>
          <CategoryTab
            key={`${data.claim.id}-${tab}-${data.claim.version}`}
            data={data}
            category={tab as CopCategory}
          />
        </AfterPaint>
      )}
    </Box>
  );
  // before the claim has come: the breadcrumbs and heading the entry drew from the same answer, when it did
  return claim ? page : <EarlyPageContent fallback={page} />;
}

export default CopDetail;
