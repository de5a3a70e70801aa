import { Box, CardActionArea, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isProfit } from '@domain/features/liveFeed/LiveFeed';
import { caseHighlights } from '@domain/features/cases/caseList';
import type { CaseSummary, Skin } from '@domain/model/case';
import type { LiveWin } from '@domain/model/live';
import { CaseArt } from '@ui/components/CaseArt';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { SafeImage } from '@ui/components/SafeImage';
import { rarityBar, rarityColor } from '@ui/components/rarity';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { formatProfitLabel } from '@ui/i18n/formatPercent';
import { ROUTES } from '@ui/navigation/routes';

/** The hero's height, the same for a drop, a case and the placeholder: nothing under it moves. */
export const HERO_HEIGHT = 212;

const heroFrame = {
  position: 'relative', height: HERO_HEIGHT, boxSizing: 'border-box', borderRadius: 4, overflow: 'hidden', bgcolor: 'background.paper',
} as const;

/** A drop or a case in numbers: the crystal glyph and the amount, read out with its unit. */
export function Crystals({ value, size = 'body1' }: { value: number; size?: 'body1' | 'h2' | 'caption' }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(value, i18n.language);
  return (
    <Typography
      variant={size}
      component="p"
      sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 800, whiteSpace: 'nowrap', color: 'text.primary', lineHeight: 1.3 }}
    >
      <CrystalIcon aria-hidden color="secondary" sx={{ fontSize: '1.1em' }} />
      <span aria-hidden>{amount}</span>
      <Box component="span" sx={visuallyHidden}>{t('balance.crystals', { value: amount, count: moneyCount(value) })}</Box>
    </Typography>
  );
}

/** A stranger's profit, small: green when it starts with '+' (spec §2). */
export function ProfitBadge({ profit }: { profit: string }) {
  const { i18n } = useTranslation();
  const up = isProfit(profit);
  return (
    <Typography
      variant="caption"
      component="p"
      data-profit={up ? 'up' : 'down'}
      sx={{ fontSize: 10, lineHeight: '16px', fontWeight: 700, px: 0.75, borderRadius: 99, bgcolor: 'action.hover', color: up ? 'success.main' : 'text.secondary', whiteSpace: 'nowrap' }}
    >
      {formatProfitLabel(profit, i18n.language)}
    </Typography>
  );
}

/** The best drop of the last hour in its grade's glow: picture, name, value, and the stranger's profit. */
export function HeroDrop({ win }: { win: LiveWin }) {
  const { t } = useTranslation();
  const color = rarityColor(win.rarity);
  return (
    <Box component="section" aria-labelledby="hero-title" data-testid="hero-drop" sx={{
      ...heroFrame, p: 2, display: 'grid', gridTemplateColumns: '1fr 1fr', gridTemplateRows: 'auto 1fr', columnGap: 1.5,
      backgroundImage: color ? `radial-gradient(circle at 28% 62%, ${color}66, transparent 62%), ${rarityBar(win.rarity, 0.25)}` : 'none',
      borderBottom: 4, borderColor: color ?? 'divider',
    }}>
      <Typography id="hero-title" variant="overline" component="h2" sx={{ gridColumn: '1 / -1', lineHeight: 1.6, fontWeight: 800, color: 'text.secondary' }}>
        {t('home.hero.bestDrop')}
      </Typography>
      <Box sx={{ display: 'grid', placeItems: 'center', filter: color ? `drop-shadow(0 0 14px ${color})` : 'none' }}>
        <SafeImage src={win.img} alt="" width="100%" height={120} loading="eager" style={{ objectFit: 'contain' }} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1, minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}>{win.name}</Typography>
        {win.cost !== undefined ? <Crystals value={win.cost} size="h2" /> : null}
        <Box sx={{ display: 'flex' }}><ProfitBadge profit={win.profit} /></Box>
      </Box>
    </Box>
  );
}

/** Before the feed shows a drop worth it: the featured case, its picture, price and top skins; a tap opens it. */
export function HeroCase({ item }: { item: CaseSummary }) {
  const { t } = useTranslation();
  const { peek } = caseHighlights(item);
  return (
    <Box component="section" aria-labelledby="hero-title" data-testid="hero-case" sx={heroFrame}>
      <CardActionArea component={Link} to={ROUTES.caseDetail(item.id)} aria-label={t('home.hero.openCase', { name: item.name })}
        sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <Typography id="hero-title" variant="overline" component="h2" sx={{ lineHeight: 1.6, fontWeight: 800, color: 'text.secondary' }}>
          {t('home.hero.featured')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CaseArt item={item} size={128} loading="eager" />
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
            {item.price > 0 ? <Crystals value={item.price} /> : <Typography sx={{ fontWeight: 800 }}>{t('home.hero.free')}</Typography>}
          </Box>
        </Box>
        {peek.length > 0 ? (
          <Box role="list" aria-label={t('home.hero.topSkins')} sx={{ display: 'flex', gap: 1, mt: 'auto' }}>
            {peek.map((skin, i) => <PeekSkin key={i} skin={skin} />)}
          </Box>
        ) : null}
      </CardActionArea>
    </Box>
  );
}

function PeekSkin({ skin }: { skin: Skin }) {
  return (
    <Box role="listitem" sx={{
      flex: 1, minWidth: 0, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'action.hover',
      backgroundImage: rarityBar(skin.rarity, 0.5), borderBottom: 2, borderColor: rarityColor(skin.rarity) ?? 'divider',
    }}>
      <SafeImage src={skin.img} alt="" width={64} height={38} style={{ objectFit: 'contain' }} />
      <Box component="span" sx={visuallyHidden}>{skin.name}</Box>
    </Box>
  );
}

/** Where the hero will be, while neither the feed nor the case list has answered. */
export function HeroPlaceholder() {
  return <Skeleton variant="rounded" height={HERO_HEIGHT} sx={{ borderRadius: 4 }} />;
}
