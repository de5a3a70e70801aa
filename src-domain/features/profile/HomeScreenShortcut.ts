import type { Cancel } from '@domain/ports/Clock';
import type { HomeScreenStatus, Messenger } from '@domain/ports/Messenger';
import { Flow } from '@domain/shared/Flow';

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

export interface HomeScreenState {
  readonly feature: HomeScreenFeature;
  /** What the messenger's status check answered, or null before it answers. */
  readonly status: HomeScreenStatus | null;
  /** The messenger confirmed, during this visit, that the app was added (the success toast). */
  readonly addedNow: boolean;
}

/**
 * The add-to-home-screen item: what the messenger supports, whether the app is already added, and
 * the request itself. `start` asks the messenger for the status and listens for the app being
 * added until the flow is disposed.
 */
export class HomeScreenShortcut extends Flow<HomeScreenState> {
  private stopListening: Cancel | null = null;

  constructor(private readonly messenger: HomeScreenMessenger) {
    super({ feature: 'unknown', status: null, addedNow: false });
    this.set(this.withStatus(null, false));
  }

  get feature(): HomeScreenFeature {
    return this.state.feature;
  }

  get visible(): boolean {
    return showsAddToHomeScreen(this.feature);
  }

  start(): void {
    if (this.stopListening || this.disposed) return;
    this.stopListening = this.messenger.onHomeScreenAdded(() => this.set(this.withStatus('added', true)));
    if (this.feature === 'unsupported') return;
    this.messenger.checkHomeScreenStatus().then(
      (status) => {
        if (this.state.status !== 'added') this.set(this.withStatus(status, this.state.addedNow));
      },
      () => undefined,
    );
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

  private withStatus(status: HomeScreenStatus | null, addedNow: boolean): HomeScreenState {
    const feature = homeScreenFeature({
      versionSupported: this.messenger.isVersionAtLeast(HOME_SCREEN_MIN_VERSION),
      featureExists: this.messenger.canAddToHomeScreen,
      status,
    });
    return { feature, status, addedNow };
  }

  override dispose(): void {
    this.stopListening?.();
    this.stopListening = null;
    super.dispose();
  }
}
