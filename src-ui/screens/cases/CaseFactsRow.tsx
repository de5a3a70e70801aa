import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Box, ButtonBase, Collapse, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@ui/i18n/formatPercent';
import { useOpensAfterPaint } from '@ui/components/useOpensAfterPaint';
import type { CaseDetailViewModel } from './CaseDetailViewModel';
import { CaseOddsSection } from './CaseOddsSection';

/**
 * The odds, the expected return and the fairness block folded into one row under the skins' header:
 * a line that says the gist (the return, whether drops are verifiable) and opens the whole of it.
 */
export const CaseFactsRow = observer(function CaseFactsRow({ vm }: { vm: CaseDetailViewModel }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  // The panel is drawn a render after the tap (see below); the row names it only while it is there.
  const shown = useOpensAfterPaint(open);
  const odds = vm.odds;
  const gist = [
    odds.kind === 'published' && odds.returnPercent !== null
      ? t('caseDetail.factsReturn', { percent: formatPercent(odds.returnPercent, i18n.language) })
      : odds.kind === 'published' ? null : t(odds.kind === 'inconsistent' ? 'caseDetail.factsOddsOff' : 'caseDetail.factsNoOdds'),
    vm.fairness ? t('caseDetail.factsVerifiable') : null,
  ].filter((part) => part !== null).join(' · ');
  return (
    <Box sx={{ borderRadius: 4, bgcolor: 'background.paper' }}>
      <ButtonBase
        onClick={() => setOpen((was) => !was)} aria-expanded={open} aria-controls={shown ? panel : undefined}
        sx={{ width: '100%', minHeight: 56, px: 2, py: 1, borderRadius: 4, justifyContent: 'flex-start', textAlign: 'left', gap: 1.5 }}
      >
        <VerifiedUserOutlined color={vm.fairness ? 'success' : 'disabled'} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('caseDetail.factsTitle')}</Typography>
          {gist ? <Typography variant="body2" color="textSecondary">{gist}</Typography> : null}
        </Box>
        <ExpandMoreRounded aria-hidden sx={{ transition: 'transform 160ms', transform: open ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      {/* The row's state (its chevron, aria-expanded) follows the tap at once; the odds table and the
          fairness block are drawn in a background render after the tap's frame (useOpensAfterPaint). */}
      <Collapse in={shown} id={panel} unmountOnExit>
        <CaseOddsSection vm={vm} />
      </Collapse>
    </Box>
  );
});
