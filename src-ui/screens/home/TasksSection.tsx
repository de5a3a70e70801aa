import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, Card, CircularProgress, Stack, Typography } from '@mui/material';
import type { SystemStyleObject, Theme } from '@mui/system';
import { observer } from 'mobx-react-lite';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Task } from '@domain/model/task';
import type { InviteTexts } from '@domain/features/tasks/InviteFriend';
import { hasMessengerInstruction, taskBonus, taskName, type TaskGroup } from '@domain/features/tasks/tasks';
import { LANGUAGES, parseLanguage } from '@domain/model/language';
import { CRYSTAL_GLYPH } from '@ui/components/CrystalIcon';
import { LeftOutNote } from '@ui/components/LeftOutNote';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { FULL_LIST_LIMIT, preloadWindowedList, WindowedList, type ListItemSlot } from '@ui/components/WindowedList';
import { ROUTES } from '@ui/navigation/routes';
import * as tasksTexts from '@ui/i18n/features/tasks';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { TaskIcon } from './taskIcons';
import { TasksFrame, TasksSkeleton } from './TasksPlaceholder';
import { createTasksViewModel } from './tasksComposition';
import type { TasksViewModel, TaskAction } from './TasksViewModel';
import { useViewModel } from '@ui/viewModel/useViewModel';

/** A task row, in px (rows are measured once drawn). */
const ROW_HEIGHT_GUESS = 65;
const taskId = (task: Task) => task.id;

/**
 * Spec §2 tasks: grouped by category (top, subscriptions, daily, other). A chunk of its own, with
 * its texts: home's first screen draws the frame and its placeholder (TasksPlaceholder) meanwhile.
 */
export const TasksSection = observer(function TasksSection() {
  useFeatureTexts(tasksTexts);
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Nothing to start or stop: the view-model only reacts to taps.
  const vm = useViewModel(createTasksViewModel, { openPayment: () => void navigate(ROUTES.payment) });
  const state = vm.listState;
  // A long list's groups draw their windows in one pass, not a plain first screen redrawn.
  if (vm.tasks.length > FULL_LIST_LIMIT) preloadWindowedList();
  return (
    <TasksFrame>
      {state === 'loading' ? <TasksSkeleton /> : null}
      {state === 'error' ? (
        // A card of its own, not MUI's Alert: home is in the first load, and Alert would add its four icons.
        <Card elevation={0} role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, borderLeft: 4, borderColor: 'error.main' }}>
          <Typography sx={{ flex: 1, fontWeight: 600 }}>{t('tasks.loadError')}</Typography>
          <Button variant="outlined" onClick={vm.retry}>{t('tasks.retry')}</Button>
        </Card>
      ) : null}
      {state === 'empty' ? <Typography color="textSecondary" sx={{ py: 2 }}>{t('tasks.empty')}</Typography> : null}
      {state === 'list' ? (
        <>
          <LeftOutNote count={vm.leftOut} textKey="tasks.leftOut" sx={{ mb: 1.5 }} />
          <TaskGroups vm={vm} tasks={vm.tasks} />
        </>
      ) : null}
    </TasksFrame>
  );
});

const NO_TASKS: readonly Task[] = [];

/**
 * The groups. Up to FULL_LIST_LIMIT tasks every row is drawn: in a render of its own that the
 * profile's update does not wait for (that update renders at once, in one task). A longer list is
 * grouped at once (a pass over the tasks) and its groups are windowed lists, which put their frame
 * in place in this render and draw their rows in a render of their own, where that frame was laid
 * out — deferring the groups too would mount the lists unplaced and cost a render and a layout more.
 */
function TaskGroups({ vm, tasks }: { vm: TasksViewModel; tasks: readonly Task[] }) {
  const long = tasks.length > FULL_LIST_LIMIT;
  const deferred = useDeferredValue(long ? NO_TASKS : tasks, NO_TASKS);
  const shown = long ? tasks : deferred;
  const groups = useMemo(() => vm.groupsOf(shown), [vm, shown]);
  return (
    <Stack spacing={2} sx={TASK_ROW_STYLES}>
      {groups.map((group) => <TaskGroupCard key={group.category} group={group} vm={vm} />)}
    </Stack>
  );
}

const TaskGroupCard = observer(function TaskGroupCard({ group, vm }: { group: TaskGroup; vm: TasksViewModel }) {
  const { t } = useTranslation();
  const headingId = `tasks-${group.category}`;
  return (
    <Box>
      <Typography id={headingId} variant="overline" component="h3" color="textSecondary" sx={{ fontWeight: 700, lineHeight: 2, px: 0.5 }}>
        {t(`tasks.categories.${group.category}`)}
      </Typography>
      <Card elevation={0}>
        <WindowedList
          items={group.tasks}
          itemKey={taskId}
          estimateRowHeight={ROW_HEIGHT_GUESS}
          aria-labelledby={headingId}
          renderItem={(task, i, slot) => <TaskRow task={task} vm={vm} divider={i > 0} slot={slot} />}
        />
      </Card>
    </Box>
  );
});

/**
 * The rows' look, set once on the element that holds the groups: inside a row, the parts are plain
 * elements with class names (a styled box per part made each row a dozen styled elements to
 * resolve, and a long list draws a screen of rows in the task that scrolls to them).
 */
const TASK_ROW_STYLES: SystemStyleObject<Theme> = {
  '& .task-row': { display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1.25 },
  '& .task-row[data-divider]': { borderTop: 1, borderColor: 'divider' },
  '& .task-row[data-done]': { opacity: 0.6 },
  '& .task-row-icon': {
    width: 40, height: 40, flex: '0 0 auto', borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main',
  },
  '& .task-row[data-done] .task-row-icon': { color: 'text.secondary' },
  '& .task-row-body': { flex: 1, minWidth: 0 },
  '& .task-row-name': { typography: 'body1', m: 0, fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' },
  '& .task-row-meta': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.25 },
  '& .task-row-bonus': { display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'secondary.main', fontWeight: 800, fontSize: '0.875rem' },
  // The crystal as CrystalIcon draws it beside an amount: 16 px, in the bright gold.
  '& .task-row-bonus > svg': { display: 'inline-block', flexShrink: 0, width: '1em', height: '1em', fontSize: 16, color: 'secondary.light' },
  '& .task-row-frequency': { typography: 'body2', color: 'text.secondary' },
  '& .task-row-instruction': { typography: 'caption', m: 0, color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 },
  '& .task-row-button': { flex: '0 0 auto', minWidth: 92 },
  '& .task-row-button[aria-busy=true]': { cursor: 'progress' },
  '& .task-row-done': {
    typography: 'caption', flex: '0 0 auto', display: 'inline-flex', alignItems: 'center', gap: 0.5, height: 24, px: 1,
    borderRadius: 3, border: 1, borderColor: 'success.main', color: 'success.main', fontWeight: 600,
  },
};

interface TaskRowProps {
  readonly task: Task;
  readonly vm: TasksViewModel;
  readonly divider: boolean;
  readonly slot: ListItemSlot;
}

/** Every field of Task the row shows (a field added to Task belongs here too). */
const sameTask = (a: Task, b: Task) => a === b || (
  a.id === b.id && a.type === b.type && a.bonus === b.bonus && a.active === b.active && a.action === b.action
  && a.rewardFrequency === b.rewardFrequency && LANGUAGES.every((language) => a.name[language] === b.name[language])
);
const sameSlot = (a: ListItemSlot, b: ListItemSlot) => a === b || (
  a.ref === b.ref && a['data-index'] === b['data-index'] && a['aria-setsize'] === b['aria-setsize'] && a['aria-posinset'] === b['aria-posinset']
);

const TaskRowView = observer(function TaskRow({ task, vm, divider, slot }: TaskRowProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language) ?? 'ru';
  const action = vm.actionOf(task);
  const bonus = taskBonus(task);
  const done = action === 'done';
  return (
    <li {...slot} className="task-row" data-task-type={task.type} data-divider={divider ? '' : undefined} data-done={done ? '' : undefined}>
      <span aria-hidden className="task-row-icon"><TaskIcon type={task.type} /></span>
      <div className="task-row-body">
        <p className="task-row-name">{taskName(task, language)}</p>
        <div className="task-row-meta">
          {bonus > 0 ? (
            <span
              role="img"
              aria-label={t('tasks.bonusLabel', { value: formatMoney(bonus, i18n.language), count: moneyCount(bonus) })}
              className="task-row-bonus"
            >
              <svg viewBox="0 0 24 24" aria-hidden focusable="false">{CRYSTAL_GLYPH}</svg>
              <span aria-hidden>{t('tasks.bonus', { value: formatMoney(bonus, i18n.language) })}</span>
            </span>
          ) : null}
          <span className="task-row-frequency">{t(`tasks.frequency.${task.rewardFrequency}`)}</span>
        </div>
        {hasMessengerInstruction(task.type) && !done ? (
          <p className="task-row-instruction">
            <MailOutlineRounded sx={{ fontSize: 14 }} aria-hidden />
            {t('tasks.instruction')}
          </p>
        ) : null}
      </div>
      <TaskButton task={task} action={action} vm={vm} />
    </li>
  );
});

/**
 * A profile's answer (after each claimed task) brings every task anew: a row whose task reads the
 * same is not drawn again (its own state — busy, opened — reaches it through the view-model).
 */
const TaskRow = memo(TaskRowView, (a, b) => a.vm === b.vm && a.divider === b.divider && sameSlot(a.slot, b.slot) && sameTask(a.task, b.task));

const TaskButton = observer(function TaskButton({ task, action, vm }: { task: Task; action: TaskAction; vm: TasksViewModel }) {
  const { t } = useTranslation();
  if (action === 'done') {
    // A done mark in the look of a small outlined chip (MUI's Chip would be 2.5 KB more on the first load).
    return (
      <span className="task-row-done">
        <CheckCircleRounded sx={{ fontSize: 16 }} aria-hidden />
        {t('tasks.done')}
      </span>
    );
  }
  const busy = vm.isBusy(task);
  const onClick = () => {
    if (busy) return;
    if (action === 'invite') void vm.invite(inviteTexts(t));
    else if (action === 'open') vm.openLink(task);
    else void vm.complete(task);
  };
  return (
    <Button
      size="small"
      variant={action === 'open' || action === 'check' ? 'outlined' : 'contained'}
      onClick={onClick}
      // Busy, it stays a focusable button that ignores taps (not `disabled`): a focused button made
      // disabled loses keyboard focus, and the browser lays out the page again inside the tap to move it.
      aria-disabled={busy || undefined}
      aria-busy={busy}
      endIcon={action === 'open' ? <OpenInNewRounded /> : undefined}
      className="task-row-button"
    >
      {busy ? <CircularProgress size={18} color="inherit" aria-hidden sx={{ position: 'absolute' }} /> : null}
      {/* Hidden from sight only while busy: the button keeps its name ("Claim, busy") for a screen reader. */}
      <span style={busy ? { opacity: 0 } : undefined}>{t(`tasks.${action}`)}</span>
    </Button>
  );
});

function inviteTexts(t: (key: string, params?: Record<string, string>) => string): InviteTexts {
  return {
    message: t('invite.message'),
    prepareErrorTitle: t('invite.prepareError'),
    copyTitle: t('invite.copyTitle'),
    copyMessage: (link) => t('invite.copyMessage', { link }),
    copyButton: t('invite.copy'),
    copiedAlert: (link) => t('invite.copiedAlert', { link }),
    linkAlert: (link) => t('invite.linkAlert', { link }),
  };
}
