import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-22T10:00:20Z', '1 min'],
    ['2026-11-22T10:00:00Z', '2026-11-22T10:45:00Z', '45 min'],
    ['2026-11-22T10:00:00Z', '2026-11-22T11:30:00Z', '1 h 30 min'],
    ['2026-11-22T10:00:00Z', '2026-11-22T12:00:00Z', '2 h'],
    ['2026-11-20T10:00:00Z', '2026-11-22T13:00:00Z', '2 d 3 h'],
  ])('%s → %s is %s', (from, to, text) => {
    expect(formatDuration(from, to)).toBe(text);
  });
});
