export interface BundleReport {
  entryBytes: number;
  liveHomeBytes: number;
  demoHomeBytes: number;
  lazy: { chunk: string; bytes: number }[];
  lottieInInitial: boolean;
  howlerInInitial: boolean;
}
export function bundleReport(distDir: string): BundleReport;
export function kb(bytes: number): string;
