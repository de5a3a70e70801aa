import type { SystemStyleObject, Theme } from '@mui/system';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@ui/i18n/formatNumber';
import { formatOddsPercent } from '@ui/i18n/formatPercent';
import { rarityBar, rarityColor, rarityNameKey } from '@ui/components/rarity';
import { SafeImage } from '@ui/components/SafeImage';
import { visuallyHidden } from '@ui/components/visuallyHidden';
import type { SkinView } from './CaseDetailViewModel';

/** A caption line of a tile (MUI's caption, as Typography draws it). */
const LINE = { typography: 'caption', m: 0 } as const;

/**
 * The tiles' look, set once on the list that holds them: a tile itself is plain elements with class
 * names. The case page draws every skin of the case (20 and more): as styled boxes and typographies
 * each tile was some 30 React components to render, and to take down again in the Open tap that
 * leaves the page for the countdown.
 */
export const SKIN_TILE_STYLES: SystemStyleObject<Theme> = {
  // The CS2 grade is the tile's colour (set on each tile): a glow rising from a bar on its bottom edge.
  '& .skin-tile': {
    position: 'relative', p: 1, borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden', borderBottom: 3, borderColor: 'divider',
  },
  '& .skin-tile-rare': {
    position: 'absolute', top: 4, right: 4, display: 'grid', placeItems: 'center', width: 20, height: 20, borderRadius: '50%',
    bgcolor: 'secondary.main', color: 'secondary.contrastText',
  },
  // The star as MUI's SvgIcon draws it, 14 px.
  '& .skin-tile-rare > svg': { userSelect: 'none', width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', fontSize: 14 },
  '& .skin-tile-hidden': visuallyHidden,
  '& .skin-tile-weapon': { ...LINE, fontWeight: 700, lineHeight: 1.2, mt: 0.5 },
  '& .skin-tile-finish': { ...LINE, color: 'text.secondary', lineHeight: 1.2 },
  '& .skin-tile-chance': { ...LINE, lineHeight: 1.2, mt: 0.25 },
  '& .skin-tile-price': { ...LINE, color: 'secondary.main', fontWeight: 700, mt: 0.25 },
};

/** MUI's StarRounded glyph. */
const STAR = 'm12 17.27 4.15 2.51c.76.46 1.69-.22 1.49-1.08l-1.1-4.72 3.67-3.18c.67-.58.31-1.68-.57-1.75l-4.83-.41-1.89-4.46c-.34-.81-1.5-.81-1.84 0L9.19 8.63l-4.83.41c-.88.07-1.24 1.17-.57 1.75l3.67 3.18-1.1 4.72c-.2.86.73 1.54 1.49 1.08z';

/**
 * One skin that can drop from the case (spec §2): its grade's colour, the rare marker, the name on
 * two lines, chance and price. Drawn inside an element styled with SKIN_TILE_STYLES.
 */
export function SkinTile({ view }: { view: SkinView }) {
  const { t, i18n } = useTranslation();
  const [weapon, finish] = view.lines;
  const { rarity } = view.skin;
  const edge = rarityColor(rarity);
  return (
    <li className="skin-tile" data-rare={view.rare || undefined} data-rarity={rarity}
      style={{ backgroundImage: rarityBar(rarity, 0.28), borderColor: edge ?? undefined }}>
      {/* Spec §2: a skin priced 9 or more is rare — a small marker, the grade keeps the colour. */}
      {view.rare ? (
        <span className="skin-tile-rare" aria-label={t('caseDetail.rare')} role="img" title={t('caseDetail.rare')}>
          <svg viewBox="0 0 24 24" aria-hidden focusable="false"><path d={STAR} /></svg>
        </span>
      ) : null}
      {rarity ? <span className="skin-tile-hidden">{t(rarityNameKey(rarity))}. </span> : null}
      <SafeImage src={view.skin.img} alt="" width="100%" height={56} style={{ objectFit: 'contain', filter: rarity ? `drop-shadow(0 4px 10px ${edge ?? ''}66)` : undefined }} />
      <p className="skin-tile-weapon">{weapon}</p>
      {finish ? <p className="skin-tile-finish">{finish}</p> : null}
      {view.chance === null ? null : (
        // The published drop chance (a div: the name's two lines stay the tile's paragraphs).
        <div className="skin-tile-chance" data-testid="skin-chance">
          <span className="skin-tile-hidden">{t('odds.skinChance')}: </span>
          {formatOddsPercent(view.chance, i18n.language)}
        </div>
      )}
      <p className="skin-tile-price">{formatMoney(view.skin.price, i18n.language)}</p>
    </li>
  );
}
