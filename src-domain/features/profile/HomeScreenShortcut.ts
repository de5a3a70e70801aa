import type { Cancel } from '@domain/ports/Clock';
import type { HomeScreenStatus, Messenger } from '@domain/ports/Messenger';

/** Spec §9: the home-screen feature needs messenger version 8 or above. */
export const HOME_SCREEN_MIN_VERSION = '8.0';

/** Spec §4: the home-screen feature is unknown (may be added), unsupported or added. */
export type HomeScreenFeature = 'unknown' | 'unsupported' | 'added';

export interface HomeScreenFacts {
  /** The messenger is version 8 or above. */
  readonly versionSupported: boolean;
  /** The messenger build has the feature. */
  readonly featureExists: boolean;
  /** What the messenger's status check answered, or null before it answers. */
  readonly status: HomeScreenStatus | null;
}

export function homeScreenFeature(facts: HomeScreenFacts): HomeScreenFeature {
  if (!facts.versionSupported || !facts.featureExists || facts.status === 'unsupported') return 'unsupported';
  if (facts.status === 'added') return 'added';
  return 'unknown';
}

/** Spec §2: the item shows only on version 8+, with the feature, when the app is not added. */
export function showsAddToHomeScreen(feature: HomeScreenFeature): boolean {
  return feature === 'unknown';
}

export type AddToHomeScreenOutcome = 'requested' | 'not-supported' | 'already-added' | 'failed';

type HomeScreenMessenger = Pick<
  Messenger,
  'isVersionAtLeast' | 'canAddToHomeScreen' | 'checkHomeScreenStatus' | 'addToHomeScreen' | 'onHomeScreenAdded'
>;

/**
 * The add-to-home-screen item: what the messenger supports, whether the app is already added, and
 * the request itself. `onAdded` hears the messenger confirm it (the success toast).
 */
export class HomeScreenShortcut {
  private status: HomeScreenStatus | null = null;
  private readonly listeners = new Set<(event: 'changed' | 'added') => void>();

  constructor(private readonly messenger: HomeScreenMessenger) {}

  get feature(): HomeScreenFeature {
    return homeScreenFeature({
      versionSupported: this.messenger.isVersionAtLeast(HOME_SCREEN_MIN_VERSION),
      featureExists: this.messenger.canAddToHomeScreen,
      status: this.status,
    });
  }

  get visible(): boolean {
    return showsAddToHomeScreen(this.feature);
  }

  subscribe(listener: (event: 'changed' | 'added') => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks the messenger for the status and listens for the app being added; returns the stop. */
  start(): Cancel {
    let stopped = false;
    const stopListening = this.messenger.onHomeScreenAdded(() => {
      this.status = 'added';
      this.emit('added');
    });
    if (this.feature !== 'unsupported') {
      this.messenger.checkHomeScreenStatus().then(
        (status) => {
          if (stopped || this.status === 'added') return;
          this.status = status;
          this.emit('changed');
        },
        () => undefined,
      );
    }
    return () => {
      stopped = true;
      stopListening();
    };
  }

  /** Spec §5: on a messenger below version 8 (or without the feature) the answer is not-supported. */
  add(): AddToHomeScreenOutcome {
    const feature = this.feature;
    if (feature === 'unsupported') return 'not-supported';
    if (feature === 'added') return 'already-added';
    try {
      this.messenger.addToHomeScreen();
      return 'requested';
    } catch {
      return 'failed';
    }
  }

  private emit(event: 'changed' | 'added'): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
