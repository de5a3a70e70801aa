export interface Analytics {
  reachGoal(goal: string): void;
}
