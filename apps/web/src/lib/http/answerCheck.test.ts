import { afterEach, describe, expect, it, vi } from 'vitest';
import { hotWords } from '@storefront/contract/routes';

/** A stand-in for the browser's Worker: records what the page sends it. */
class RecordingWorker {
  static started = 0;
  static sent: unknown[] = [];
  onmessage: unknown = null;
  onerror: unknown = null;
  constructor() {
    RecordingWorker.started++;
  }
  postMessage(message: unknown) {
    RecordingWorker.sent.push(message);
  }
}

/** A fresh copy of the module (its worker and counts are module state). */
async function freshCheck() {
  vi.resetModules();
  RecordingWorker.started = 0;
  RecordingWorker.sent = [];
  vi.stubGlobal('Worker', RecordingWorker);
  return import('./answerCheck');
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the production answer check', () => {
  it('starts no worker for a shopper: nothing is stored to ask for it', async () => {
    const { checkAnswerLater } = await freshCheck();
    checkAnswerLater(hotWords, ['apple']);
    expect(RecordingWorker.started).toBe(0);
  });

  it('sends a few answers per endpoint to the worker where checkAnswers is stored', async () => {
    localStorage.setItem('checkAnswers', 'true');
    const { checkAnswerLater } = await freshCheck();
    for (let i = 0; i < 5; i++) checkAnswerLater(hotWords, [`word ${i}`]);
    expect(RecordingWorker.started).toBe(1);
    expect(RecordingWorker.sent).toHaveLength(3);
    expect(RecordingWorker.sent[0]).toEqual(['hotWords', hotWords.method, hotWords.path, ['word 0']]);
  });
});
