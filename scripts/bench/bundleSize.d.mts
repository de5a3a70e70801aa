export interface BundleReport {
  entryBytes: number;
  liveHomeBytes: number;
  liveHomeBrotliBytes: number;
  /** How many JavaScript files the live home route fetches before it works. */
  liveHomeFiles: number;
  demoHomeBytes: number;
  demoHomeBrotliBytes: number;
  lazy: { chunk: string; bytes: number }[];
  lottieInInitial: boolean;
  howlerInInitial: boolean;
}
export function bundleReport(distDir: string): BundleReport;
export function kb(bytes: number): string;
