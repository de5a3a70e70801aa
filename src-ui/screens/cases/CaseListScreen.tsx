import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_CATEGORIES } from '@domain/features/cases/caseList';
import type { CaseSummary } from '@domain/model/case';
import { BalanceHeader } from '@ui/components/BalanceHeader';
import { LeftOutNote } from '@ui/components/LeftOutNote';
import { preloadWindowedList, WindowedList } from '@ui/components/WindowedList';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createCaseListViewModel } from './composition';
import type { CaseListViewModel } from './CaseListViewModel';
import { CASE_CARD_STYLES, CaseCard } from './CaseCard';
import { CaseListSkeleton } from './CaseSkeletons';
import * as casesTexts from '@ui/i18n/features/cases';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

/** A row of two case cards, in px (rows are measured once drawn): picture, name, price and the best drop's line. */
const CARD_HEIGHT_GUESS = 200;
const caseId = (c: CaseSummary) => c.id;

/** Spec §2, case list. */
export const CaseListScreen = observer(function CaseListScreen() {
  useFeatureTexts(casesTexts);
  const { t } = useTranslation();
  const vm = useViewModel(createCaseListViewModel);
  // A long list draws its window in one pass when it arrives, not a plain first screen redrawn.
  useEffect(preloadWindowedList, []);
  // A long list's screen is drawn in a render React may slice, the skeleton shown meanwhile (not an
  // earlier error): the update that brings the answer renders at once, in one task, and the
  // categories and the list's first cases are each a pass over all of it. A short list's chips show
  // in that update.
  const deferredStatus = useDeferredValue(vm.status);
  const status = vm.long && vm.status === 'ready' && deferredStatus !== 'ready' ? 'loading' : vm.status;
  return (
    <Box component="section" sx={CASE_CARD_STYLES}>
      <BalanceHeader title={t('cases.title')} balance={vm.balance} />
      {status === 'loading' ? (
        <CaseListSkeleton label={t('cases.loading')} />
      ) : status === 'error' ? (
        <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" onClick={() => void vm.load()}>{t('cases.retry')}</Button>}>
          {t('cases.loadError')}
        </Alert>
      ) : (
        <>
          <Stack role="group" aria-label={t('cases.filterLabel')} direction="row" spacing={1} sx={{ overflowX: 'auto', py: 1, mx: -2, px: 2, scrollbarWidth: 'none', '& > *': { flexShrink: 0 } }}>
            <Chip
              label={t('cases.all')}
              clickable
              color={vm.filter === ALL_CATEGORIES ? 'primary' : 'default'}
              aria-pressed={vm.filter === ALL_CATEGORIES}
              onClick={() => vm.select(ALL_CATEGORIES)}
            />
            {vm.categories.map((category) => (
              <Chip
                key={category}
                label={category}
                clickable
                color={vm.filter === category ? 'primary' : 'default'}
                aria-pressed={vm.filter === category}
                onClick={() => vm.select(category)}
              />
            ))}
          </Stack>
          <LeftOutNote count={vm.leftOut} textKey="cases.leftOut" sx={{ pb: 1 }} />
          <CaseGrid vm={vm} />
        </>
      )}
    </Box>
  );
});

/**
 * The cases in the spec's order, drawn in a render of their own that the answer's or the filter's
 * update does not wait for (a long list's screen is in such a render already). A long list shows
 * its head first, its whole order when the view-model's sort has it.
 */
const CaseGrid = observer(function CaseGrid({ vm }: { vm: CaseListViewModel }) {
  const { t } = useTranslation();
  const visible = useDeferredValue(vm.visible, null);
  // Nothing until the deferred render has the cases; only a list that is really empty says so.
  if (visible === null) return null;
  if (visible.length === 0) return <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>{t('cases.empty')}</Typography>;
  return (
    <WindowedList
      items={visible}
      itemKey={caseId}
      columns={2}
      gap={12}
      estimateRowHeight={CARD_HEIGHT_GUESS}
      aria-label={t('cases.title')}
      renderItem={(c, _index, slot) => <CaseCard item={c} slot={slot} />}
    />
  );
});
