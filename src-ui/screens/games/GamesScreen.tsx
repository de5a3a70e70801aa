import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import AutoGraphRounded from '@mui/icons-material/AutoGraphRounded';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import LockClockRounded from '@mui/icons-material/LockClockRounded';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@ui/navigation/routes';
import * as gamesTexts from '@ui/i18n/features/games';
import { useFeatureTexts } from '@ui/i18n/featureTexts';

interface Game {
  readonly key: 'cases' | 'upgrader' | 'contracts' | 'roulette';
  readonly icon: ReactNode;
  /** Null while the game is not playable yet. */
  readonly to: string | null;
}

/** Spec §2: Cases and Upgrader are active; Contracts and Roulette are disabled, coming soon. */
const GAMES: readonly Game[] = [
  { key: 'cases', icon: <Inventory2Rounded />, to: ROUTES.cases },
  { key: 'upgrader', icon: <AutoGraphRounded />, to: ROUTES.upgrader },
  { key: 'contracts', icon: <HandshakeRounded />, to: null },
  { key: 'roulette', icon: <CasinoRounded />, to: null },
];

/** Spec §2, games hub: a 2×2 grid. */
export function GamesScreen() {
  useFeatureTexts(gamesTexts);
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="section" aria-labelledby="games-title">
      <Box>
        <Typography id="games-title" variant="h1" component="h1" gutterBottom>{t('games.title')}</Typography>
        <Typography color="textSecondary">{t('games.subtitle')}</Typography>
      </Box>
      <Box
        component="ul"
        aria-label={t('games.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gridAutoRows: '1fr', gap: 1.5 }}
      >
        {GAMES.map((game) => <GameTile key={game.key} game={game} />)}
      </Box>
    </Stack>
  );
}

function GameTile({ game }: { game: Game }) {
  const { t } = useTranslation();
  const title = t(`games.${game.key}.title`);
  const body = (
    <>
      <Box aria-hidden sx={{
        width: 52, height: 52, borderRadius: 3, display: 'grid', placeItems: 'center', mb: 1.5,
        bgcolor: game.to ? 'primary.main' : 'action.selected', color: game.to ? 'primary.contrastText' : 'text.secondary',
        '& svg': { fontSize: 30 },
      }}>
        {game.icon}
      </Box>
      <Typography variant="h3" component="h2">{title}</Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>{t(`games.${game.key}.body`)}</Typography>
    </>
  );
  const tile = { p: 2, height: '100%', minHeight: 176, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'flex-start' } as const;
  return (
    <Box component="li">
      <Card elevation={0} sx={{ height: '100%', position: 'relative' }}>
        {game.to ? (
          <CardActionArea component={Link} to={game.to} sx={tile}>
            {body}
            <Box aria-hidden sx={{ mt: 'auto', pt: 1.5, display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontWeight: 700, fontSize: '0.875rem' }}>
              {t('games.play')}
              <ArrowForwardRounded sx={{ fontSize: 18, color: 'primary.main' }} />
            </Box>
          </CardActionArea>
        ) : (
          <Box role="group" aria-disabled="true" aria-label={`${title} — ${t('games.comingSoon')}`} sx={tile}>
            <Box sx={{ opacity: 0.55, mb: 1.5 }}>{body}</Box>
            <Chip
              size="small"
              icon={<LockClockRounded />}
              label={t('games.comingSoon')}
              color="secondary"
              variant="outlined"
              sx={{ mt: 'auto', fontWeight: 700 }}
            />
          </Box>
        )}
      </Card>
    </Box>
  );
}
