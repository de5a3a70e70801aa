import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LuckCode, Point } from '@domain/features/cases/luckCode';
import { useViewModel } from '@ui/viewModel/useViewModel';
import { createLuckCodeViewModel } from './composition';
import { LUCK_CANVAS, luckCanvasSize } from './luckCanvas';
import { luckCodeText } from './luckCodeText';

/**
 * The luck-code editor (spec §2): draw a pattern, get three words and a 4-digit number; `onCode`
 * makes the code the client seed of the player's next openings. The view-model holds the pattern
 * and the code; this draws the strokes.
 */
export const LuckCodeDialog = observer(function LuckCodeDialog({ open, onClose, onCode }: { open: boolean; onClose: () => void; onCode?: (code: LuckCode) => void }) {
  const { t } = useTranslation();
  const vm = useViewModel(createLuckCodeViewModel, { size: luckCanvasSize(window.innerWidth), onCode, close: onClose });
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const { size, code } = vm;

  const context = () => {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.lineWidth = LUCK_CANVAS.lineWidth;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = getComputedStyle(canvasRef.current as HTMLCanvasElement).color;
    }
    return ctx;
  };
  const at = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * size, y: ((event.clientY - rect.top) / rect.height) * size };
  };
  const clear = () => {
    vm.clearPressed();
    context()?.clearRect(0, 0, size, size);
  };
  const codeText = code ? luckCodeText(t, code) : '';

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="luck-title" fullWidth maxWidth="xs">
      <DialogTitle id="luck-title" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        {t('luck.title')}
        <IconButton onClick={vm.helpPressed} aria-label={t('luck.help')}><HelpOutlineRounded /></IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" gutterBottom>{t('luck.draw')}</Typography>
        <Box sx={{ display: 'grid', placeItems: 'center', color: 'secondary.main' }}>
          <canvas
            ref={canvasRef}
            width={size}
            height={size}
            role="img"
            aria-label={t('luck.canvasLabel')}
            style={{ width: size, height: size, maxWidth: '100%', touchAction: 'none', borderRadius: 16, background: 'rgba(127,127,127,0.12)', color: 'inherit' }}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              drawing.current = true;
              const p = at(e);
              vm.strokeStarted(p);
              const ctx = context();
              ctx?.beginPath();
              ctx?.moveTo(p.x, p.y);
            }}
            onPointerMove={(e) => {
              if (!drawing.current) return;
              const p = at(e);
              vm.strokeMoved(p);
              const ctx = context();
              ctx?.lineTo(p.x, p.y);
              ctx?.stroke();
            }}
            onPointerUp={() => {
              drawing.current = false;
            }}
          />
        </Box>
        <Typography role="status" aria-live="polite" sx={{ mt: 2, minHeight: 28, textAlign: 'center', fontWeight: 700 }}>
          {code ? t('luck.result', { code: codeText }) : vm.hint ? t('luck.empty') : ''}
        </Typography>
        {vm.seedSet ? <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>{t('fairness.luckSeedSet')}</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={clear}>{t('luck.clear')}</Button>
        <Button variant="contained" onClick={vm.donePressed}>{t('luck.done')}</Button>
      </DialogActions>
    </Dialog>
  );
});
