/** The demo's crystal packages for Telegram Stars (7, as many as the screen's skeletons). */
export const DEMO_PACKAGES = [
  { id: 'p100', crystals: 100, stars: 50, popular: false },
  { id: 'p250', crystals: 250, stars: 120, popular: false },
  { id: 'p500', crystals: 500, stars: 230, popular: true },
  { id: 'p1000', crystals: 1000, stars: 450, popular: false },
  { id: 'p2500', crystals: 2500, stars: 1100, popular: true },
  { id: 'p5000', crystals: 5000, stars: 2150, popular: false },
  { id: 'p10000', crystals: 10000, stars: 4200, popular: false },
] as const;
