import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@ui/navigation/routes';
import { CrystalIcon } from './CrystalIcon';
import { formatMoney } from '@ui/i18n/formatNumber';
import { padWithSafeArea } from '@ui/navigation/safeArea';

/** Spec §2: the case list's sticky header shows the balance (null while unknown); tapping it goes to /payment. */
export function BalanceHeader({ title, balance }: { title: string; balance: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const value = balance === null ? '—' : formatMoney(balance, i18n.language);
  return (
    <header
      style={{ position: 'sticky', top: padWithSafeArea('top', '0px'), zIndex: 2 }}
    >
      <Typography
        component="div"
        sx={{
          display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mx: -2, px: 2, py: 0.5,
          bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider',
        }}
      >
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>{title}</Typography>
        {/* A 44 px target around the pill, which keeps its size; the header keeps its height. */}
        <ButtonBase
          onClick={() => void navigate(ROUTES.payment)}
          aria-label={t('balance.topUpLabel', { value })}
          sx={{ minHeight: 44, minWidth: 44, borderRadius: 99, flex: '0 0 auto' }}
        >
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', borderRadius: 99, px: 1.5, py: 0.75, gap: 0.75, bgcolor: 'background.paper', fontWeight: 700 }}>
            <CrystalIcon color="secondary" fontSize="small" />
            <span data-testid="header-balance">{value}</span>
          </Box>
        </ButtonBase>
      </Typography>
    </header>
  );
}
