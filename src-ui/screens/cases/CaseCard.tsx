import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { caseHighlights } from '@domain/features/cases/caseList';
import type { CaseSummary, Skin } from '@domain/model/case';
import { CaseArt } from '@ui/components/CaseArt';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import type { ListItemSlot } from '@ui/components/WindowedList';
import { rarityColor } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { formatMoney } from '@ui/i18n/formatNumber';
import { ROUTES } from '@ui/navigation/routes';

/** The fan of skins peeking out of the case: their tilt, left to right. */
const FAN = [-10, 0, 10] as const;

/**
 * One case of the list: its picture (the server's, or its own drawing), the top skins peeking out
 * of it and the best drop named, when the list answer carries them (`topSkins`, beyond spec §7),
 * then its name and price.
 */
export function CaseCard({ item, slot }: { item: CaseSummary; slot: ListItemSlot }) {
  const { t, i18n } = useTranslation();
  const bestId = useId();
  const { peek, best } = caseHighlights(item);
  return (
    <Box component="li" {...slot}>
      <Card elevation={0} sx={{ height: '100%' }}>
        <CardActionArea
          component={Link}
          to={ROUTES.caseDetail(item.id)}
          aria-label={t('cases.openCase', { name: item.name })}
          aria-describedby={best ? bestId : undefined}
          sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
        >
          <Box sx={{ position: 'relative', height: 104, display: 'grid', placeItems: 'start center' }}>
            <CaseArt item={item} size="100%" height={peek.length > 0 ? 88 : 104} />
            {peek.length > 0 ? (
              <Box aria-hidden sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, display: 'flex', justifyContent: 'center', gap: 0.25 }}>
                {peek.map((skin, i) => <PeekingSkin key={i} skin={skin} tilt={FAN[peek.length === 3 ? i : i * 2] ?? 0} />)}
              </Box>
            ) : null}
          </Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 1, lineHeight: 1.25 }}>{item.name}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'secondary.main', fontWeight: 700 }}>
            <CrystalIcon fontSize="small" />
            <span>{item.price > 0 ? formatMoney(item.price, i18n.language) : t('cases.free')}</span>
          </Box>
          {best ? (
            <Typography id={bestId} variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {t('cases.bestDrop', { name: best.name })}
            </Typography>
          ) : null}
        </CardActionArea>
      </Card>
    </Box>
  );
}

/** A skin out of the case, tilted, on a chip edged in its grade's colour. */
function PeekingSkin({ skin, tilt }: { skin: Skin; tilt: number }) {
  const color = rarityColor(skin.rarity);
  return (
    <Box sx={{
      width: 48, height: 32, borderRadius: 1.5, display: 'grid', placeItems: 'center', bgcolor: 'background.paper',
      border: 1, borderColor: 'divider', borderBottom: 2, borderBottomColor: color ?? 'divider',
      boxShadow: color ? `0 2px 10px ${color}66` : 2, transform: `rotate(${tilt}deg) translateY(${Math.abs(tilt) / 3}px)`,
    }}>
      <SafeImage src={skin.img} alt="" width={44} height={26} style={{ objectFit: 'contain' }} />
    </Box>
  );
}
