import { Box, Skeleton, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveFeedState } from '@domain/features/liveFeed/LiveFeed';
import type { CaseSummary } from '@domain/model/case';
import type { LiveWin } from '@domain/model/live';
import { formatNumber } from '@ui/i18n/formatNumber';
import { SafeImage } from '@ui/components/SafeImage';
import { rarityBar, rarityColor } from '@ui/components/rarity';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createLiveFeedViewModel } from './composition';
import { Crystals, HeroCase, HeroDrop, HeroPlaceholder, ProfitBadge } from './LiveHero';

const CARD_WIDTH = 104;
const CARD_GAP = 8;
/**
 * Room for the picture, a name of up to five lines and the value. The longest catalogue name
 * ('★ Нож с лезвием-крюком | Поверхностная закалка') takes five lines at 11 px in the card's
 * 88 px; a card with it, its value and its profit is about 168 px tall. Every card is the
 * strip's height: no band under it.
 */
const NAME_LINES = 5;
const STRIP_HEIGHT = 172;

/**
 * Where the i-th card of the strip stands. Cards are placed by transform, not by the flow: a new
 * win at the front slides the others along without a layout shift (a card pushed aside in the
 * flow counted as one, about 0.02 CLS per new win). A plain inline style on a plain <li>: moving
 * a hundred cards must not re-render a hundred styled cards.
 */
const placeAt = (index: number) => ({
  transform: `translateX(${index * (CARD_WIDTH + CARD_GAP)}px)`,
  // Newer cards above older ones, which slide along underneath.
  zIndex: Math.max(1, 100 - index),
});

/**
 * Spec §2 live feed: the hero (the best drop of the last hour, or `featured` until there is one),
 * then a strip of recent wins, newest first; the strip hides when it cannot load.
 */
export const LiveFeedSection = observer(function LiveFeedSection({ featured }: { featured: CaseSummary | null }) {
  const vm = useViewModel(createLiveFeedViewModel);
  const hero = vm.hero;
  return (
    <>
      {hero ? <HeroDrop win={hero.win} /> : featured ? <HeroCase item={featured} /> : vm.state.kind === 'loading' ? <HeroPlaceholder /> : null}
      {/* A new state (the first answer, each new win) is drawn in the background, in slices that
          leave the main thread to input: a store's change is otherwise rendered at once, in one task. */}
      <LiveFeedStrip state={useDeferredValue(vm.state)} />
    </>
  );
});

const LiveFeedStrip = memo(function LiveFeedStrip({ state }: { state: LiveFeedState }) {
  const { t, i18n } = useTranslation();
  if (state.kind === 'error') return null;
  const placed = state.kind === 'loading' ? 4 : state.entries.length;
  return (
    <Box component="section" aria-labelledby="live-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box aria-hidden sx={{
          width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main',
          '@media (prefers-reduced-motion: no-preference)': { animation: 'live-pulse 1.6s ease-in-out infinite' },
          '@keyframes live-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } },
        }} />
        <Typography id="live-title" variant="h3" component="h2" sx={{ flex: 1 }}>{t('home.live.title')}</Typography>
        {state.kind === 'ready' && state.online > 0 ? (
          <Typography variant="body2" color="textSecondary">{t('home.live.online', { value: formatNumber(state.online, i18n.language) })}</Typography>
        ) : null}
      </Box>
      <Box
        component="ul"
        aria-label={t('home.live.listLabel')}
        aria-busy={state.kind === 'loading'}
        // A scrolling strip must be reachable by keyboard to be scrolled.
        tabIndex={0}
        sx={{
          listStyle: 'none', m: 0, p: 0, mx: -2, position: 'relative', height: STRIP_HEIGHT, overflowX: 'auto', overflowY: 'hidden',
          scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' },
          // The strip's end margin: placed cards leave no padding for the scroll to reach.
          '&::after': { content: '""', position: 'absolute', top: 0, width: 16, height: 1, left: 16 + placed * (CARD_WIDTH + CARD_GAP) - CARD_GAP },
          '& > li': {
            position: 'absolute', top: 0, left: 16, height: STRIP_HEIGHT,
            '@media (prefers-reduced-motion: no-preference)': { transition: 'transform 320ms ease-out' },
          },
        }}
      >
        {state.kind === 'loading'
          ? Array.from({ length: 4 }, (_, i) => (
            <li key={i} aria-hidden style={placeAt(i)}>
              <Skeleton variant="rounded" width={CARD_WIDTH} height={STRIP_HEIGHT} sx={{ borderRadius: 3 }} />
            </li>
          ))
          : state.entries.map((entry, index) => (
            <li key={entry.key} style={placeAt(index)}>
              <FeedCard win={entry.win} />
            </li>
          ))}
      </Box>
    </Box>
  );
});

/**
 * One win, in its grade's colour: picture, name, its value large and the stranger's profit small.
 * Memoised on the win itself: a new entry renders once, and the others only move (their <li>
 * does). The entrance animates opacity and scale, properties of their own.
 */
const FeedCard = memo(function FeedCard({ win }: { win: LiveWin }) {
  const color = rarityColor(win.rarity);
  return (
    <Box
      sx={{
        width: CARD_WIDTH, height: '100%', boxSizing: 'border-box', p: 1, borderRadius: 3, bgcolor: 'background.paper',
        backgroundImage: rarityBar(win.rarity, 0.3),
        display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.25,
        borderBottom: 3, borderColor: color ?? 'divider',
        '@media (prefers-reduced-motion: no-preference)': { animation: 'feed-in 320ms ease-out' },
        '@keyframes feed-in': { from: { opacity: 0, scale: '0.96' }, to: { opacity: 1, scale: '1' } },
      }}
    >
      <Box sx={{ width: '100%', display: 'grid', placeItems: 'center', filter: color ? `drop-shadow(0 0 8px ${color}aa)` : 'none' }}>
        <SafeImage src={win.img} alt="" width={80} height={46} style={{ objectFit: 'contain' }} />
      </Box>
      <Typography
        variant="caption"
        component="p"
        // Every catalogue name fits in five lines whole; a longer one from the server is cut there,
        // so the value under it never falls out of the strip's fixed height.
        title={win.name}
        sx={{
          width: '100%', textAlign: 'center', fontSize: 11, lineHeight: 1.25, fontWeight: 600, overflowWrap: 'anywhere', hyphens: 'auto',
          display: '-webkit-box', WebkitLineClamp: NAME_LINES, WebkitBoxOrient: 'vertical', overflow: 'hidden',
        }}
      >
        {win.name}
      </Typography>
      <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.25 }}>
        {win.cost !== undefined ? <Crystals value={win.cost} size="caption" /> : null}
        <ProfitBadge profit={win.profit} />
      </Box>
    </Box>
  );
});
