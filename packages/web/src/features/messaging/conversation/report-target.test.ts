import type { Message } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import type { WindowParticipant } from '../windows/open-conversation';
import { reportTargetOf } from './report-target';

const pest = { uuid: 'u-pest', name: 'pest' } as WindowParticipant;
const message = (ts: string, participant: string) => ({ ts, participant }) as Message;

describe('reportTargetOf', () => {
  it('reports the participant’s newest message, or their blog when they said nothing', () => {
    const messages = [
      message('1', 'u-pest'),
      message('2', 'u-me'),
      message('3', 'u-pest'),
      message('4', 'u-me'),
    ];
    expect(reportTargetOf(pest, messages)).toEqual({
      type: 'message',
      id: '3',
      blogName: 'pest',
      canBlock: true,
    });
    expect(reportTargetOf(pest, [message('2', 'u-me')])).toEqual({
      type: 'blog',
      id: 'pest',
      blogName: 'pest',
      canBlock: true,
    });
  });
});
