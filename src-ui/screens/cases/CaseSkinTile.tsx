import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@ui/i18n/formatNumber';
import { formatOddsPercent } from '@ui/i18n/formatPercent';
import { rarityBar, rarityColor, rarityNameKey } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import type { SkinView } from './CaseDetailViewModel';

/** One skin that can drop from the case (spec §2): its grade's colour, the rare marker, the name on two lines, chance and price. */
export function SkinTile({ view }: { view: SkinView }) {
  const { t, i18n } = useTranslation();
  const [weapon, finish] = view.lines;
  const { rarity } = view.skin;
  return (
    <Box
      component="li"
      data-rare={view.rare || undefined}
      data-rarity={rarity}
      sx={{
        position: 'relative', p: 1, borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden',
        // The CS2 grade is the tile's colour: a glow rising from a bar on its bottom edge.
        backgroundImage: rarityBar(rarity, 0.28),
        borderBottom: 3, borderColor: rarityColor(rarity) ?? 'divider',
      }}
    >
      {/* Spec §2: a skin priced 9 or more is rare — a small marker, the grade keeps the colour. */}
      {view.rare ? (
        <Box component="span" aria-label={t('caseDetail.rare')} role="img" title={t('caseDetail.rare')}
          sx={{ position: 'absolute', top: 4, right: 4, display: 'grid', placeItems: 'center', width: 20, height: 20, borderRadius: '50%', bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          <StarRounded sx={{ fontSize: 14 }} />
        </Box>
      ) : null}
      {rarity ? <Box component="span" sx={visuallyHidden}>{t(rarityNameKey(rarity))}. </Box> : null}
      <SafeImage src={view.skin.img} alt="" width="100%" height={56} style={{ objectFit: 'contain', filter: rarity ? `drop-shadow(0 4px 10px ${rarityColor(rarity) ?? ''}66)` : undefined }} />
      <Typography variant="caption" component="p" sx={{ fontWeight: 700, lineHeight: 1.2, mt: 0.5 }}>{weapon}</Typography>
      {finish ? <Typography variant="caption" component="p" color="textSecondary" sx={{ lineHeight: 1.2 }}>{finish}</Typography> : null}
      {view.chance === null ? null : (
        // The published drop chance (a div: the name's two lines stay the tile's paragraphs).
        <Typography variant="caption" component="div" data-testid="skin-chance" sx={{ lineHeight: 1.2, mt: 0.25 }}>
          <Box component="span" sx={visuallyHidden}>{t('odds.skinChance')}: </Box>
          {formatOddsPercent(view.chance, i18n.language)}
        </Typography>
      )}
      <Typography variant="caption" component="p" sx={{ color: 'secondary.main', fontWeight: 700, mt: 0.25 }}>
        {formatMoney(view.skin.price, i18n.language)}
      </Typography>
    </Box>
  );
}
