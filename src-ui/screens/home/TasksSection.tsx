import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Button, Card, CircularProgress, Stack, Typography } from '@mui/material';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Task } from '@domain/model/task';
import type { InviteTexts } from '@domain/features/tasks/InviteFriend';
import { hasMessengerInstruction, taskBonus, taskName, type TaskGroup } from '@domain/features/tasks/tasks';
import { parseLanguage } from '@domain/model/language';
import { CrystalIcon } from '@ui/components/CrystalIcon';
import { LeftOutNote } from '@ui/components/LeftOutNote';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';
import { WindowedList, type ListItemSlot } from '@ui/components/WindowedList';
import { ROUTES } from '@ui/navigation/routes';
import * as tasksTexts from '@ui/i18n/features/tasks';
import { useFeatureTexts } from '@ui/i18n/featureTexts';
import { TaskIcon } from './taskIcons';
import { TasksFrame, TasksSkeleton } from './TasksPlaceholder';
import { createTasksViewModel } from './composition';
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
 * The groups. Grouping a long list is a long piece of work: it is done in a render of its own that
 * the profile's update does not wait for (that update renders at once, in one task).
 */
function TaskGroups({ vm, tasks }: { vm: TasksViewModel; tasks: readonly Task[] }) {
  const shown = useDeferredValue(tasks, NO_TASKS);
  const groups = useMemo(() => vm.groupsOf(shown), [vm, shown]);
  return (
    <Stack spacing={2}>
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

const TaskRow = observer(function TaskRow({ task, vm, divider, slot }: { task: Task; vm: TasksViewModel; divider: boolean; slot: ListItemSlot }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language) ?? 'ru';
  const action = vm.actionOf(task);
  const bonus = taskBonus(task);
  const done = action === 'done';
  return (
    <Box
      component="li"
      {...slot}
      data-task-type={task.type}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1.25, borderTop: divider ? 1 : 0, borderColor: 'divider', opacity: done ? 0.6 : 1 }}
    >
      <Box aria-hidden sx={{
        width: 40, height: 40, flex: '0 0 auto', borderRadius: '50%', display: 'grid', placeItems: 'center',
        bgcolor: 'action.hover', color: done ? 'text.secondary' : 'primary.main',
      }}>
        <TaskIcon type={task.type} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>{taskName(task, language)}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.25 }}>
          {bonus > 0 ? (
            <Box
              component="span"
              role="img"
              aria-label={t('tasks.bonusLabel', { value: formatMoney(bonus, i18n.language), count: moneyCount(bonus) })}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'secondary.main', fontWeight: 800, fontSize: '0.875rem' }}
            >
              <CrystalIcon sx={{ fontSize: 16 }} />
              <span aria-hidden>{t('tasks.bonus', { value: formatMoney(bonus, i18n.language) })}</span>
            </Box>
          ) : null}
          <Typography component="span" variant="body2" color="textSecondary">{t(`tasks.frequency.${task.rewardFrequency}`)}</Typography>
        </Box>
        {hasMessengerInstruction(task.type) && !done ? (
          <Typography variant="caption" component="p" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
            <MailOutlineRounded sx={{ fontSize: 14 }} aria-hidden />
            {t('tasks.instruction')}
          </Typography>
        ) : null}
      </Box>
      <TaskButton task={task} action={action} vm={vm} />
    </Box>
  );
});

const TaskButton = observer(function TaskButton({ task, action, vm }: { task: Task; action: TaskAction; vm: TasksViewModel }) {
  const { t } = useTranslation();
  if (action === 'done') {
    // A done mark in the look of a small outlined chip (MUI's Chip would be 2.5 KB more on the first load).
    return (
      <Typography
        component="span"
        variant="caption"
        sx={{
          flex: '0 0 auto', display: 'inline-flex', alignItems: 'center', gap: 0.5, height: 24, px: 1,
          borderRadius: 3, border: 1, borderColor: 'success.main', color: 'success.main', fontWeight: 600,
        }}
      >
        <CheckCircleRounded sx={{ fontSize: 16 }} aria-hidden />
        {t('tasks.done')}
      </Typography>
    );
  }
  const busy = vm.isBusy(task);
  const onClick = () => {
    if (action === 'invite') void vm.invite(inviteTexts(t));
    else if (action === 'open') vm.openLink(task);
    else void vm.complete(task);
  };
  return (
    <Button
      size="small"
      variant={action === 'open' || action === 'check' ? 'outlined' : 'contained'}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      endIcon={action === 'open' ? <OpenInNewRounded /> : undefined}
      sx={{ flex: '0 0 auto', minWidth: 92 }}
    >
      {busy ? <CircularProgress size={18} color="inherit" aria-hidden sx={{ position: 'absolute' }} /> : null}
      <Box component="span" sx={{ visibility: busy ? 'hidden' : 'visible' }}>{t(`tasks.${action}`)}</Box>
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
