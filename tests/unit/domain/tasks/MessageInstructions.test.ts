import { describe, expect, it, vi } from 'vitest';
import type { WriteAccess } from '@domain/ports/Messenger';
import { MessageInstructions } from '@domain/features/tasks/MessageInstructions';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { deferred } from '../payment/helpers';

/** Spec §9: a task whose instruction the bot sends as a message asks for the bot's permission to write first. */

function setup(answers: Array<WriteAccess | Error>, storage = new MemoryStorage()) {
  const requestWriteAccess = vi.fn(() => {
    const answer = answers.shift() ?? 'refused';
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  const instructions = new MessageInstructions({ messenger: { requestWriteAccess }, storage });
  return { instructions, requestWriteAccess, storage };
}

describe('MessageInstructions', () => {
  it('asks before a task whose instruction comes by message, never before the others', () => {
    const { instructions } = setup([]);
    for (const type of ['addBioTg', 'changeAvaTg', 'addBioSteam', 'changeAvaSteam', 'subscribeChannel', 'joinChat', 'referralLinkBioTg']) {
      expect(instructions.mustAsk(type)).toBe(true);
    }
    for (const type of ['dailyBonus', 'invite', 'topUp', 'linkSteam']) expect(instructions.mustAsk(type)).toBe(false);
  });

  it('a grant answers true, is remembered, and is never asked for again — by this app or after a restart', async () => {
    const { instructions, requestWriteAccess, storage } = setup(['allowed']);
    expect(await instructions.ask()).toBe(true);
    expect(instructions.mustAsk('addBioTg')).toBe(false);
    expect(setup([], storage).instructions.mustAsk('joinChat')).toBe(false);
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
  });

  it('reads a grant an earlier run of the app stored, and nothing else as one', () => {
    const granted = new MemoryStorage();
    granted.set('tasks.writeAccessGranted', '1');
    expect(setup([], granted).instructions.mustAsk('addBioTg')).toBe(false);
    for (const value of ['0', 'true', '']) {
      const other = new MemoryStorage();
      other.set('tasks.writeAccessGranted', value);
      expect(setup([], other).instructions.mustAsk('addBioTg')).toBe(true);
    }
  });

  it('a refusal answers false, is not remembered, and the next claim asks again', async () => {
    const { instructions, requestWriteAccess, storage } = setup(['refused', 'allowed']);
    expect(await instructions.ask()).toBe(false);
    expect(storage.entries.size).toBe(0);
    expect(instructions.mustAsk('addBioTg')).toBe(true);
    expect(await instructions.ask()).toBe(true);
    expect(requestWriteAccess).toHaveBeenCalledTimes(2);
  });

  it('a messenger that cannot ask leaves it to the server: true, and nothing remembered', async () => {
    const { instructions, storage } = setup(['unsupported']);
    expect(await instructions.ask()).toBe(true);
    expect(storage.entries.size).toBe(0);
    expect(instructions.mustAsk('addBioTg')).toBe(true);
  });

  it('a question that fails answers false and is asked again next time', async () => {
    const { instructions, requestWriteAccess } = setup([new Error('no bridge'), 'allowed']);
    expect(await instructions.ask()).toBe(false);
    expect(instructions.mustAsk('addBioTg')).toBe(true);
    expect(await instructions.ask()).toBe(true);
    expect(requestWriteAccess).toHaveBeenCalledTimes(2);
  });

  it('taps while the question is open share it; once answered, a new question can be asked', async () => {
    const open = deferred<WriteAccess>();
    const requestWriteAccess = vi.fn(() => open.promise);
    const instructions = new MessageInstructions({ messenger: { requestWriteAccess }, storage: new MemoryStorage() });
    const first = instructions.ask();
    const second = instructions.ask();
    expect(second).toBe(first);
    open.resolve('refused');
    expect(await Promise.all([first, second])).toEqual([false, false]);
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
    requestWriteAccess.mockResolvedValueOnce('allowed');
    expect(await instructions.ask()).toBe(true);
    expect(requestWriteAccess).toHaveBeenCalledTimes(2);
  });
});
