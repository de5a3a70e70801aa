import type { SystemStyleObject, Theme } from '@mui/system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { caseHighlights } from '@domain/features/cases/caseList';
import type { CaseSummary, Skin } from '@domain/model/case';
import { CaseArt } from '@ui/components/CaseArt';
import { CRYSTAL_GLYPH } from '@ui/components/CrystalIcon';
import type { ListItemSlot } from '@ui/components/WindowedList';
import { rarityColor } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { formatMoney } from '@ui/i18n/formatNumber';
import { ROUTES } from '@ui/navigation/routes';

/** The fan of skins peeking out of the case: their tilt, left to right. */
const FAN = [-10, 0, 10] as const;

/**
 * The cards' look, set once on the element that holds the list: a card is a plain link with class
 * names, not MUI's Card and CardActionArea (a ButtonBase with its ripple, a Paper and a highlight per
 * card were most of a card's render, and a long list's first window is drawn in the task that
 * paints it). The look is theirs: the paper with a 16 px corner, and the action area's highlight —
 * the text colour over the card at the theme's hover opacity, its focus opacity when focused from
 * the keyboard or pressed.
 */
export const CASE_CARD_STYLES: SystemStyleObject<Theme> = {
  '& .case-card': {
    position: 'relative', height: '100%', p: 1.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start',
    borderRadius: 4, overflow: 'hidden', bgcolor: 'background.paper', color: 'text.primary', textDecoration: 'none',
    cursor: 'pointer', userSelect: 'none', outline: 0, WebkitTapHighlightColor: 'transparent',
  },
  '& .case-card::after': {
    content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit', pointerEvents: 'none',
    bgcolor: 'currentcolor', opacity: 0, transition: 'opacity 250ms cubic-bezier(0.4, 0, 0.2, 1)',
  },
  '@media (hover: hover)': { '& .case-card:hover::after': { opacity: (theme) => theme.palette.action.hoverOpacity } },
  '& .case-card:focus-visible::after, & .case-card:active::after': { opacity: (theme) => theme.palette.action.focusOpacity },
  '& .case-card-art': { position: 'relative', height: 104, display: 'grid', placeItems: 'start center' },
  '& .case-card-peek': { position: 'absolute', left: 0, right: 0, bottom: 0, display: 'flex', justifyContent: 'center', gap: 0.25 },
  // A skin's chip; its grade's colour (edge and glow) and its tilt come with it.
  '& .case-card-peek > span': {
    width: 48, height: 32, borderRadius: 1.5, display: 'grid', placeItems: 'center', bgcolor: 'background.paper',
    border: 1, borderColor: 'divider', borderBottom: 2, borderBottomColor: 'divider', boxShadow: 2,
  },
  '& .case-card-name': { typography: 'subtitle1', m: 0, fontWeight: 700, mt: 1, lineHeight: 1.25 },
  '& .case-card-price': { display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'secondary.main', fontWeight: 700 },
  // The crystal at CrystalIcon's small size, in the bright gold.
  '& .case-card-price > svg': { display: 'inline-block', flexShrink: 0, width: '1em', height: '1em', fontSize: '1.25rem', color: 'secondary.light' },
  '& .case-card-best': { typography: 'caption', m: 0, mt: 0.5, lineHeight: 1.3, overflowWrap: 'anywhere' },
};

/**
 * One case of the list: its picture (the server's, or its own drawing), the top skins peeking out
 * of it and the best drop named, when the list answer carries them (`topSkins`, beyond spec §7),
 * then its name and price. Drawn inside an element styled with CASE_CARD_STYLES.
 */
export function CaseCard({ item, slot }: { item: CaseSummary; slot: ListItemSlot }) {
  const { t, i18n } = useTranslation();
  const bestId = useId();
  const { peek, best } = caseHighlights(item);
  return (
    <li {...slot}>
      <Link
        to={ROUTES.caseDetail(item.id)}
        aria-label={t('cases.openCase', { name: item.name })}
        aria-describedby={best ? bestId : undefined}
        className="case-card"
      >
        <div className="case-card-art">
          <CaseArt item={item} size="100%" height={peek.length > 0 ? 88 : 104} />
          {peek.length > 0 ? (
            <div aria-hidden className="case-card-peek">
              {peek.map((skin, i) => <PeekingSkin key={i} skin={skin} tilt={FAN[peek.length === 3 ? i : i * 2] ?? 0} />)}
            </div>
          ) : null}
        </div>
        <h2 className="case-card-name">{item.name}</h2>
        <div className="case-card-price">
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">{CRYSTAL_GLYPH}</svg>
          <span>{item.price > 0 ? formatMoney(item.price, i18n.language) : t('cases.free')}</span>
        </div>
        {best ? <p id={bestId} className="case-card-best">{t('cases.bestDrop', { name: best.name })}</p> : null}
      </Link>
    </li>
  );
}

/** A skin out of the case, tilted, on a chip edged in its grade's colour. */
function PeekingSkin({ skin, tilt }: { skin: Skin; tilt: number }) {
  const color = rarityColor(skin.rarity);
  return (
    <span style={{
      transform: `rotate(${tilt}deg) translateY(${Math.abs(tilt) / 3}px)`,
      ...(color ? { borderBottomColor: color, boxShadow: `0 2px 10px ${color}66` } : {}),
    }}>
      <SafeImage src={skin.img} alt="" width={44} height={26} style={{ objectFit: 'contain' }} />
    </span>
  );
}
