import { makeAutoObservable, observableRef } from 'mobx';
import { luckCodeFromPattern, type LuckCode, type Point } from '@domain/features/cases/luckCode';
import type { Messenger } from '@domain/ports/Messenger';
import type { Texts } from '@ui/i18n/Texts';

export interface LuckCodeViewModelDeps {
  /** The help text is the messenger's own popup. */
  readonly messenger: Pick<Messenger, 'showPopup'>;
  readonly texts: Texts;
  /** The drawn canvas's side in CSS pixels (the pattern is read relative to it). */
  readonly size: number;
  /** The code becomes the client seed of the player's next openings (docs/fairness.md). */
  readonly onCode?: (code: LuckCode) => void;
  readonly close: () => void;
}

/**
 * The luck-code editor (spec §2): the pattern the player draws, the three words and four digits
 * it gives, and the hint when there was too little to read. The canvas itself (pixels) is the
 * dialog's; it reports each point of a stroke here.
 */
export class LuckCodeViewModel {
  code: LuckCode | null = null;
  /** The last Done found no pattern to read. */
  hint = false;
  private readonly points: Point[] = [];

  constructor(private readonly deps: LuckCodeViewModelDeps) {
    makeAutoObservable<LuckCodeViewModel, 'deps' | 'points'>(this, { deps: false, points: false, code: observableRef }, { autoBind: true });
  }

  get size(): number {
    return this.deps.size;
  }

  /** Whether the code just drawn is now the client seed (said under it). */
  get seedSet(): boolean {
    return this.code !== null && this.deps.onCode !== undefined;
  }

  /** A stroke starts: a new drawing, so the code shown no longer stands for it. */
  strokeStarted(point: Point): void {
    this.code = null;
    this.points.push(point);
  }

  strokeMoved(point: Point): void {
    this.points.push(point);
  }

  clearPressed(): void {
    this.points.length = 0;
    this.code = null;
    this.hint = false;
  }

  /** Done reads the pattern; a second Done, once a code is shown, closes the editor. */
  donePressed(): void {
    if (this.code) {
      this.deps.close();
      return;
    }
    const code = luckCodeFromPattern(this.points, this.deps.size);
    this.hint = code === null;
    this.code = code;
    if (code) this.deps.onCode?.(code);
  }

  helpPressed(): void {
    const { texts } = this.deps;
    void this.deps.messenger.showPopup({ title: texts.t('luck.helpTitle'), message: texts.t('luck.helpBody'), buttons: [{ id: 'ok', type: 'ok' }] })
      .catch(() => null);
  }
}
